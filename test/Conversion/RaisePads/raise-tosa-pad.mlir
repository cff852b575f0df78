// RUN: pad-opt %s --raise-tosa-pad --split-input-file | FileCheck %s

// TOSA's paddings are [below_0, above_0, below_1, above_1]; a constant
// pad_const becomes an arith.constant.
// CHECK-LABEL: func.func @const_value
//  CHECK-SAME:   (%[[X:.*]]: tensor<1x2xf32>)
//       CHECK:   %[[C:.*]] = arith.constant 3.500000e+00 : f32
//       CHECK:   %[[R:.*]] = pad.pad constant %[[X]] below[1, 3] above[2, 4] value %[[C]] : tensor<1x2xf32> to tensor<4x9xf32>
//       CHECK:   return %[[R]]
func.func @const_value(%x: tensor<1x2xf32>) -> tensor<4x9xf32> {
  %pad_const = "tosa.const"() {values = dense<3.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x9xf32>
  return %r : tensor<4x9xf32>
}

// -----

// A pad_const that is not a constant: its only element is extracted. A
// dynamic extent stays dynamic.
// CHECK-LABEL: func.func @dynamic_value
//  CHECK-SAME:   (%[[X:.*]]: tensor<?x2xi8>, %[[CT:.*]]: tensor<1xi8>)
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[V:.*]] = tensor.extract %[[CT]][%[[C0]]] : tensor<1xi8>
//       CHECK:   %[[R:.*]] = pad.pad constant %[[X]] below[1, 0] above[0, 1] value %[[V]] : tensor<?x2xi8> to tensor<?x3xi8>
//       CHECK:   return %[[R]]
func.func @dynamic_value(%x: tensor<?x2xi8>, %c: tensor<1xi8>) -> tensor<?x3xi8> {
  %padding = tosa.const_shape {values = dense<[1, 0, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %c : (tensor<?x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<?x3xi8>
  return %r : tensor<?x3xi8>
}

// -----

// A result type less static than the padded shape: a tensor.cast restores it.
// CHECK-LABEL: func.func @less_static_result
//       CHECK:   %[[R:.*]] = pad.pad constant %{{.*}} below[1, 3] above[2, 4] value %{{.*}} : tensor<1x2xf32> to tensor<4x9xf32>
//       CHECK:   %[[CAST:.*]] = tensor.cast %[[R]] : tensor<4x9xf32> to tensor<?x9xf32>
//       CHECK:   return %[[CAST]]
func.func @less_static_result(%x: tensor<1x2xf32>) -> tensor<?x9xf32> {
  %pad_const = "tosa.const"() {values = dense<3.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}

// -----

// An integer pad value of a rank-3 tensor.
// CHECK-LABEL: func.func @int_rank3
//       CHECK:   %[[C:.*]] = arith.constant -5 : i32
//       CHECK:   pad.pad constant %{{.*}} below[0, 1, 0] above[0, 0, 2] value %[[C]] : tensor<1x1x2xi32> to tensor<1x2x4xi32>
func.func @int_rank3(%x: tensor<1x1x2xi32>) -> tensor<1x2x4xi32> {
  %pad_const = "tosa.const"() {values = dense<-5> : tensor<1xi32>} : () -> tensor<1xi32>
  %padding = tosa.const_shape {values = dense<[0, 0, 1, 0, 0, 2]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x1x2xi32>, !tosa.shape<6>, tensor<1xi32>) -> tensor<1x2x4xi32>
  return %r : tensor<1x2x4xi32>
}

// -----

// TOSA's dynamic padding (-1): unchanged.
// CHECK-LABEL: func.func @dynamic_padding
//       CHECK:   tosa.pad
//   CHECK-NOT:   pad.pad
func.func @dynamic_padding(%x: tensor<1x2xf32>) -> tensor<?x9xf32> {
  %pad_const = "tosa.const"() {values = dense<3.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[-1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}
