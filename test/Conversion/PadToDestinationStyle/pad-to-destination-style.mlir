// RUN: pad-opt %s --pad-to-destination-style | FileCheck %s
// RUN: pad-opt %s --pad-to-destination-style | FileCheck %s --check-prefix=NOPAD

// --pad-to-destination-style (spec section 2): each pad.pad becomes the
// run-time checks of rules 6, 9 and 10 that its dynamic extents and pads
// leave open (cf.assert, computed exactly in i128), a tensor.empty of the
// pad's sizes, and pad.pad_into writing into it, with a tensor.cast back to
// the pad's type where the empty tensor's type is more static. A check that
// is known to fail leaves the failing assert and an empty tensor of the
// result type, and no form. Nothing else is rewritten, folded or erased.

// No pad.pad is left anywhere in the module.
// NOPAD-NOT: {{pad\.pad }}

// Static: no check, an empty tensor of the result type.
// CHECK-LABEL: func.func @static_edge(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xf32>) -> tensor<4x6xf32>
// CHECK-NOT:     cf.assert
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into edge %[[X]] below[1, 2] above[1, 1] into %[[E]] : tensor<2x3xf32> to tensor<4x6xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x6xf32>
// CHECK-NOT:     {{pad\.pad }}
func.func @static_edge(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %r = pad.pad edge %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// The seed's 3x3 example: the mode, pads, interior and value carry over.
// CHECK-LABEL: func.func @seed_example(
// CHECK-SAME:      %[[X:.*]]: tensor<3x3xi32>) -> tensor<7x9xi32>
// CHECK-NEXT:    %[[C42:.*]] = arith.constant 42 : i32
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<7x9xi32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into constant %[[X]] below[1, 2] above[1, 0] interior[1, 2] value %[[C42]] into %[[E]] : tensor<3x3xi32> to tensor<7x9xi32>
// CHECK-NEXT:    return %[[R]] : tensor<7x9xi32>
func.func @seed_example(%x: tensor<3x3xi32>) -> tensor<7x9xi32> {
  %c42 = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// The spec's dynamic example. Dimension 0 (extent d, below lo, above 1) has
// output extent max(lo + d + 1, 0), dimension 1 (extent 4, above hi)
// max(hi + 4, 0). Checked: rule 9 on both; rule 6 on dimension 0 only (the
// extent 4 of dimension 1 is not 0); rule 10 on (out0 * 4 bytes) * out1,
// clamped at 2^63. The empty tensor takes the output extents the checks
// computed, narrowed to index after them (computed once).
// CHECK-LABEL: func.func @dynamic_edge(
// CHECK-SAME:      %[[T:.*]]: tensor<?x4xf32>, %[[LO:.*]]: index, %[[HI:.*]]: index) -> tensor<?x?xf32>
// CHECK-DAG:     %[[LIMIT:.*]] = arith.constant 9223372036854775808 : i128
// CHECK-DAG:     %[[C4W:.*]] = arith.constant 4 : i128
// CHECK-DAG:     %[[C0W:.*]] = arith.constant 0 : i128
// CHECK-DAG:     %[[C1W:.*]] = arith.constant 1 : i128
// CHECK:         %[[D0:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT:    %[[D0W:.*]] = arith.index_cast %[[D0]] : index to i128
// CHECK-NEXT:    %[[LOW:.*]] = arith.index_cast %[[LO]] : index to i128
// CHECK-NEXT:    %[[A0:.*]] = arith.addi %[[LOW]], %[[D0W]] : i128
// CHECK-NEXT:    %[[A1:.*]] = arith.addi %[[A0]], %[[C1W]] : i128
// CHECK-NEXT:    %[[OUT0:.*]] = arith.maxsi %[[A1]], %[[C0W]] : i128
// CHECK-NEXT:    %[[HIW:.*]] = arith.index_cast %[[HI]] : index to i128
// CHECK-NEXT:    %[[A2:.*]] = arith.addi %[[HIW]], %[[C4W]] : i128
// CHECK-NEXT:    %[[OUT1:.*]] = arith.maxsi %[[A2]], %[[C0W]] : i128
// CHECK-NEXT:    %[[M0:.*]] = arith.maxsi %[[D0W]], %[[OUT0]] : i128
// CHECK-NEXT:    %[[FITS0:.*]] = arith.cmpi slt, %[[M0]], %[[LIMIT]] : i128
// CHECK-NEXT:    cf.assert %[[FITS0]], "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
// CHECK-NEXT:    %[[NONEMPTY0:.*]] = arith.cmpi sgt, %[[D0W]], %[[C0W]] : i128
// CHECK-NEXT:    %[[EMPTY0:.*]] = arith.cmpi eq, %[[OUT0]], %[[C0W]] : i128
// CHECK-NEXT:    %[[OK0:.*]] = arith.ori %[[NONEMPTY0]], %[[EMPTY0]] : i1
// CHECK-NEXT:    cf.assert %[[OK0]], "pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output"
// CHECK-NEXT:    %[[M1:.*]] = arith.maxsi %[[OUT1]], %[[C4W]] : i128
// CHECK-NEXT:    %[[FITS1:.*]] = arith.cmpi slt, %[[M1]], %[[LIMIT]] : i128
// CHECK-NEXT:    cf.assert %[[FITS1]], "pad.pad: the output extent of dimension 1 does not fit in 64 bits"
// CHECK-NOT:     cannot pad dimension 1
// CHECK:         %[[B0:.*]] = arith.muli %[[OUT0]], %[[C4W]] : i128
// CHECK-NEXT:    %[[B1:.*]] = arith.minsi %[[B0]], %[[LIMIT]] : i128
// CHECK-NEXT:    %[[B2:.*]] = arith.muli %[[B1]], %[[OUT1]] : i128
// CHECK-NEXT:    %[[B3:.*]] = arith.minsi %[[B2]], %[[LIMIT]] : i128
// CHECK-NEXT:    %[[BYTES:.*]] = arith.cmpi slt, %[[B3]], %[[LIMIT]] : i128
// CHECK-NEXT:    cf.assert %[[BYTES]], "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
// CHECK-NEXT:    %[[SIZE0:.*]] = arith.index_cast %[[OUT0]] : i128 to index
// CHECK-NEXT:    %[[SIZE1:.*]] = arith.index_cast %[[OUT1]] : i128 to index
// CHECK-NEXT:    %[[E:.*]] = tensor.empty(%[[SIZE0]], %[[SIZE1]]) : tensor<?x?xf32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into edge %[[T]] below[%[[LO]], 0] above[1, %[[HI]]] into %[[E]] : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[R]] : tensor<?x?xf32>
func.func @dynamic_edge(%t: tensor<?x4xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %2 = pad.pad edge %t below[%lo, 0] above[1, %hi] : tensor<?x4xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// Constant mode: no rule 6 check. The stretched extent of a dynamic extent
// d with interior 1 is max(2d - 1, 0); rule 10 counts 2 bytes per f16.
// CHECK-LABEL: func.func @constant_dynamic_interior(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf16>, %[[V:.*]]: f16) -> tensor<?xf16>
// CHECK-DAG:     %[[LIMIT:.*]] = arith.constant 9223372036854775808 : i128
// CHECK-DAG:     %[[C0W:.*]] = arith.constant 0 : i128
// CHECK-DAG:     %[[C1W:.*]] = arith.constant 1 : i128
// CHECK-DAG:     %[[C2W:.*]] = arith.constant 2 : i128
// CHECK:         %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?xf16>
// CHECK-NEXT:    %[[DW:.*]] = arith.index_cast %[[D]] : index to i128
// CHECK-NEXT:    %[[S0:.*]] = arith.muli %[[DW]], %[[C2W]] : i128
// CHECK-NEXT:    %[[S1:.*]] = arith.subi %[[S0]], %[[C1W]] : i128
// CHECK-NEXT:    %[[STRETCHED:.*]] = arith.maxsi %[[S1]], %[[C0W]] : i128
// CHECK-NEXT:    %[[O0:.*]] = arith.addi %[[STRETCHED]], %[[C1W]] : i128
// CHECK-NEXT:    %[[O1:.*]] = arith.addi %[[O0]], %[[C1W]] : i128
// CHECK-NEXT:    %[[OUT:.*]] = arith.maxsi %[[O1]], %[[C0W]] : i128
// CHECK-NEXT:    %[[M:.*]] = arith.maxsi %[[STRETCHED]], %[[OUT]] : i128
// CHECK-NEXT:    %[[FITS:.*]] = arith.cmpi slt, %[[M]], %[[LIMIT]] : i128
// CHECK-NEXT:    cf.assert %[[FITS]], "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
// CHECK-NEXT:    %[[B0:.*]] = arith.muli %[[OUT]], %[[C2W]] : i128
// CHECK-NEXT:    %[[B1:.*]] = arith.minsi %[[B0]], %[[LIMIT]] : i128
// CHECK-NEXT:    %[[BYTES:.*]] = arith.cmpi slt, %[[B1]], %[[LIMIT]] : i128
// CHECK-NEXT:    cf.assert %[[BYTES]], "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
// CHECK-NOT:     cf.assert
// CHECK:         %[[SIZE:.*]] = arith.index_cast %{{.*}} : i128 to index
// CHECK-NEXT:    %[[E:.*]] = tensor.empty(%[[SIZE]]) : tensor<?xf16>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into constant %[[X]] below[1] above[1] interior[1] value %[[V]] into %[[E]] : tensor<?xf16> to tensor<?xf16>
// CHECK-NEXT:    return %[[R]] : tensor<?xf16>
func.func @constant_dynamic_interior(%x: tensor<?xf16>, %v: f16) -> tensor<?xf16> {
  %0 = pad.pad constant %x below[1] above[1] interior[1] value %v : tensor<?xf16> to tensor<?xf16>
  return %0 : tensor<?xf16>
}

// Constant index operands: the sizes fold to 3 + 2 + 1 = 6 and 4 + 1 + 2 =
// 7, the checks hold statically, and the empty tensor is static. The form
// keeps the pad's operands and writes the static tensor; a tensor.cast
// restores the pad's type for its users.
// CHECK-LABEL: func.func @constant_index_pads(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NOT:     cf.assert
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<6x7xf32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into wrap %[[X]] below[%[[C2]], 1] above[1, %[[C2]]] into %[[E]] : tensor<3x4xf32> to tensor<6x7xf32>
// CHECK-NEXT:    %[[CAST:.*]] = tensor.cast %[[R]] : tensor<6x7xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[CAST]] : tensor<?x?xf32>
func.func @constant_index_pads(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = pad.pad wrap %x below[%c2, 1] above[1, %c2] : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// A check known to fail: the verifier sees a dynamic pad, the rewrite a
// constant 1 that pads the empty dimension 0 in `edge` mode. The failing
// assert stays, the result is an empty tensor of the result type with its
// dynamic extents 0, and no form is built.
// CHECK-LABEL: func.func @known_failure(
// CHECK-SAME:      %[[X:.*]]: tensor<0x4xf32>) -> tensor<?x?xf32>
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %{{.*}} = arith.constant 1 : index
// CHECK:         cf.assert %[[FALSE]], "pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output"
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<0x0xf32>
// CHECK-NEXT:    %[[CAST:.*]] = tensor.cast %[[E]] : tensor<0x0xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[CAST]] : tensor<?x?xf32>
// CHECK-NOT:     {{pad\.pad }}
func.func @known_failure(%x: tensor<0x4xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = pad.pad edge %x below[%c1, 0] above[0, %c1] : tensor<0x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// The same with a static extent in the result type: kept, not made 0.
// CHECK-LABEL: func.func @known_failure_static_dim(
// CHECK:         cf.assert %{{.*}}, "pad.pad: mode 'symmetric' cannot pad dimension 1 of extent 0 to a non-empty output"
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<5x0xi8>
// CHECK-NEXT:    %[[CAST:.*]] = tensor.cast %[[E]] : tensor<5x0xi8> to tensor<5x?xi8>
// CHECK-NEXT:    return %[[CAST]] : tensor<5x?xi8>
// CHECK-NOT:     {{pad\.pad }}
func.func @known_failure_static_dim(%x: tensor<3x0xi8>) -> tensor<5x?xi8> {
  %c2 = arith.constant 2 : index
  %0 = pad.pad symmetric %x below[1, %c2] above[1, 0] : tensor<3x0xi8> to tensor<5x?xi8>
  return %0 : tensor<5x?xi8>
}

// Rank 0.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME:      %[[X:.*]]: tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into reflect %[[X]] below[] above[] into %[[E]] : tensor<f32> to tensor<f32>
// CHECK-NEXT:    return %[[R]] : tensor<f32>
func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %r = pad.pad reflect %x below[] above[] : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// A user's ops are left as they are: the tensor.empty and linalg.fill
// feeding the pad, the pad's own empty tensor is a new one.
// CHECK-LABEL: func.func @user_fill(
// CHECK-SAME:      %[[V:.*]]: f32) -> tensor<4x6xf32>
// CHECK-NEXT:    %[[UE:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[UE]] : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into symmetric %[[F]] below[1, 2] above[1, 1] into %[[E]] : tensor<2x3xf32> to tensor<4x6xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x6xf32>
func.func @user_fill(%v: f32) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = pad.pad symmetric %f below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// A pad with no effect is still rewritten (nothing is folded), and a form
// already in destination style is left alone.
// CHECK-LABEL: func.func @no_fold(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xf32>, %[[D:.*]]: tensor<4x5xf32>)
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into wrap %[[X]] below[0, 0] above[0, 0] into %[[E]] : tensor<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT:    %[[S:.*]] = pad.pad_into constant %[[X]] below[1, 1] above[1, 1] into %[[D]] : tensor<2x3xf32> to tensor<4x5xf32>
// CHECK-NEXT:    return %[[R]], %[[S]]
func.func @no_fold(%x: tensor<2x3xf32>, %d: tensor<4x5xf32>) -> (tensor<2x3xf32>, tensor<4x5xf32>) {
  %r = pad.pad wrap %x below[0, 0] above[0, 0] : tensor<2x3xf32> to tensor<2x3xf32>
  %s = pad.pad_into constant %x below[1, 1] above[1, 1] into %d : tensor<2x3xf32> to tensor<4x5xf32>
  return %r, %s : tensor<2x3xf32>, tensor<4x5xf32>
}

// Pads inside a loop and a chain of pads: each pad gets its own empty
// tensor where it stands, and a pad reading another reads its form.
// CHECK-LABEL: func.func @loop_and_chain(
// CHECK-SAME:      %[[X:.*]]: tensor<2xf32>, %[[N:.*]]: index) -> tensor<6xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<6xf32>
// CHECK:         %[[LOOP:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<6xf32>) {
// CHECK-NEXT:      %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:      %[[P1:.*]] = pad.pad_into edge %[[X]] below[1] above[1] into %[[E1]] : tensor<2xf32> to tensor<4xf32>
// CHECK-NEXT:      %[[E2:.*]] = tensor.empty() : tensor<6xf32>
// CHECK-NEXT:      %[[P2:.*]] = pad.pad_into reflect %[[P1]] below[1] above[1] into %[[E2]] : tensor<4xf32> to tensor<6xf32>
// CHECK-NEXT:      %[[SUM:.*]] = arith.addf %[[P2]], %[[ACC]] : tensor<6xf32>
// CHECK-NEXT:      scf.yield %[[SUM]] : tensor<6xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[LOOP]]
// CHECK-NOT:     {{pad\.pad }}
func.func @loop_and_chain(%x: tensor<2xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<6xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<6xf32> {
    %p = pad.pad edge %x below[1] above[1] : tensor<2xf32> to tensor<4xf32>
    %q = pad.pad reflect %p below[1] above[1] : tensor<4xf32> to tensor<6xf32>
    %s = arith.addf %q, %acc : tensor<6xf32>
    scf.yield %s : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
