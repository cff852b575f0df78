// RUN: pad-opt %s --raise-tensor-pad="emit-remarks=true" --raise-tosa-pad="emit-remarks=true" --split-input-file --verify-diagnostics | FileCheck %s
// RUN: not pad-opt %s --raise-tensor-pad --raise-tosa-pad --split-input-file --verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET

// Every pad the raising passes leave unchanged gets a remark saying why, but
// only when asked (emit-remarks): without it, none of the expected remarks
// is produced (seven splits, seven misses).
// QUIET-COUNT-7: error: expected remark "raise-{{tensor|tosa}}-pad left this op unchanged: {{.*}}" was not produced
// QUIET-NOT: error

// CHECK-LABEL: func.func @index_dependent
//       CHECK:   tensor.pad
func.func @index_dependent(%x: tensor<3xindex>) -> tensor<5xindex> {
  // expected-remark @below {{raise-tensor-pad left this op unchanged: its region does not yield a value defined outside the region or a constant}}
  %r = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex> to tensor<5xindex>
  return %r : tensor<5xindex>
}

// -----

// CHECK-LABEL: func.func @nofold
//       CHECK:   tensor.pad
func.func @nofold(%x: tensor<3xf32>, %v: f32) -> tensor<3xf32> {
  // expected-remark @below {{raise-tensor-pad left this op unchanged: it is marked 'nofold' (pad.pad would fold a copy it asks for)}}
  %r = tensor.pad %x nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<3xf32> to tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @huge
//       CHECK:   tensor.pad
func.func @huge(%x: tensor<1xi64>, %v: i64) -> tensor<4611686018427387904xi64> {
  // expected-remark @below {{raise-tensor-pad left this op unchanged: the padded result's size in bytes does not fit in 64 bits}}
  %r = tensor.pad %x low[0] high[4611686018427387903] {
  ^bb0(%i: index):
    tensor.yield %v : i64
  } : tensor<1xi64> to tensor<4611686018427387904xi64>
  return %r : tensor<4611686018427387904xi64>
}

// -----

// CHECK-LABEL: func.func @tosa_dynamic_padding
//       CHECK:   tosa.pad
func.func @tosa_dynamic_padding(%x: tensor<1x2xf32>) -> tensor<?x9xf32> {
  %pad_const = "tosa.const"() {values = dense<3.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[-1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-remark @below {{raise-tosa-pad left this op unchanged: its padding has a negative (dynamic) entry}}
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}

// -----

// CHECK-LABEL: func.func @tosa_quantized
//       CHECK:   tosa.pad
func.func @tosa_quantized(%x: tensor<1x2x!quant.uniform<i8:f32, 0.5:3>>, %c: tensor<1x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>> {
  %padding = tosa.const_shape {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-remark @below {{raise-tosa-pad left this op unchanged: its element type is neither a signless integer nor a float}}
  %r = tosa.pad %x, %padding, %c : (tensor<1x2x!quant.uniform<i8:f32, 0.5:3>>, !tosa.shape<4>, tensor<1x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  return %r : tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

// CHECK-LABEL: func.func @tosa_unranked
//       CHECK:   tosa.pad
func.func @tosa_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %pad_const = "tosa.const"() {values = dense<3.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-remark @below {{raise-tosa-pad left this op unchanged: an operand or the result is unranked}}
  %r = tosa.pad %x, %padding, %pad_const : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @tosa_unranked_value
//       CHECK:   tosa.pad
func.func @tosa_unranked_value(%x: tensor<2xf32>, %c: tensor<*xf32>) -> tensor<3xf32> {
  %padding = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-remark @below {{raise-tosa-pad left this op unchanged: an operand or the result is unranked}}
  %r = tosa.pad %x, %padding, %c : (tensor<2xf32>, !tosa.shape<2>, tensor<*xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
