// RUN: pad-opt %s -canonicalize -split-input-file | FileCheck %s

// Folding and canonicalisation of `pad.pad` (spec section 1, "Folding and
// canonicalisation"): one positive and at least one negative test for each
// pattern, and the guards that keep every rewrite valid.

//===----------------------------------------------------------------------===//
// All pads zero and no interior: folds to `arg`, in every mode.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @zero_pads_every_mode(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>, %[[Y:.*]]: tensor<?x4xf32>, %[[V:.*]]: f32)
// CHECK-NOT:     pad.pad
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[X]], %[[Y]], %[[X]] :
func.func @zero_pads_every_mode(%x: tensor<3x4xf32>, %y: tensor<?x4xf32>, %v: f32)
    -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>, tensor<3x4xf32>) {
  %0 = pad.pad constant %x below[0, 0] above[0, 0] value %v : tensor<3x4xf32> to tensor<3x4xf32>
  %1 = pad.pad edge %x below[0, 0] above[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %2 = pad.pad reflect %x below[0, 0] above[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %3 = pad.pad symmetric %x below[0, 0] above[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %4 = pad.pad wrap %y below[0, 0] above[0, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  // An explicit all-zero interior is no interior.
  %5 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>, tensor<3x4xf32>
}

// -----

// Rank 0 is always the identity.
// CHECK-LABEL: func.func @zero_pads_rank0(
// CHECK-SAME:      %[[X:.*]]: tensor<i32>)
// CHECK-NOT:     pad.pad
// CHECK:         return %[[X]] : tensor<i32>
func.func @zero_pads_rank0(%x: tensor<i32>) -> tensor<i32> {
  %0 = pad.pad symmetric %x below[] above[] : tensor<i32> to tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Negative: zero pads with a non-zero interior stretch the tensor.
// CHECK-LABEL: func.func @zero_pads_with_interior(
// CHECK-SAME:      %[[X:.*]]: tensor<?x4xf32>)
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[0, 0] above[0, 0] interior[0, 1] : tensor<?x4xf32> to tensor<?x7xf32>
// CHECK:         return %[[R]]
func.func @zero_pads_with_interior(%x: tensor<?x4xf32>) -> tensor<?x7xf32> {
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 1] : tensor<?x4xf32> to tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}

// -----

// Negative: a dynamic pad may be non-zero.
// CHECK-LABEL: func.func @zero_pads_but_dynamic(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[P:.*]]: index)
// CHECK:         %[[R:.*]] = pad.pad wrap %[[X]] below[0] above[%[[P]]] : tensor<3xf32> to tensor<?xf32>
// CHECK:         return %[[R]]
func.func @zero_pads_but_dynamic(%x: tensor<3xf32>, %p: index) -> tensor<?xf32> {
  %0 = pad.pad wrap %x below[0] above[%p] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// Constant `index` operands become static; a tensor.cast restores the type.
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @constant_pad_operands(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>, %[[V:.*]]: f32)
// CHECK-NOT:     arith.constant
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1, 0] above[0, 2] value %[[V]] : tensor<3x4xf32> to tensor<4x6xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[P]] : tensor<4x6xf32> to tensor<?x?xf32>
// CHECK:         return %[[C]] : tensor<?x?xf32>
func.func @constant_pad_operands(%x: tensor<3x4xf32>, %v: f32) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad constant %x below[%c1, 0] above[0, %c2] value %v : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Some operands constant: only those become static, the other dimension
// stays dynamic. Negative constants (crops) are folded as well.
// CHECK-LABEL: func.func @constant_pad_operands_partial(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>, %[[I:.*]]: index)
// CHECK:         %[[P:.*]] = pad.pad wrap %[[X]] below[-1, %[[I]]] above[2, 0] : tensor<3x4xf32> to tensor<4x?xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[P]] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK:         return %[[C]]
func.func @constant_pad_operands_partial(%x: tensor<3x4xf32>, %i: index) -> tensor<?x?xf32> {
  %cm1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad wrap %x below[%cm1, %i] above[%c2, 0] : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A dynamic extent stays dynamic; the pads still become static and no cast
// is needed.
// CHECK-LABEL: func.func @constant_pad_operands_dynamic_extent(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf32>)
// CHECK:         %[[P:.*]] = pad.pad edge %[[X]] below[3] above[3] : tensor<?xf32> to tensor<?xf32>
// CHECK-NOT:     tensor.cast
// CHECK:         return %[[P]]
func.func @constant_pad_operands_dynamic_extent(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c3 = arith.constant 3 : index
  %0 = pad.pad edge %x below[%c3] above[%c3] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Negative: non-constant operands stay.
// CHECK-LABEL: func.func @nonconstant_pad_operands(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK:         %[[R:.*]] = pad.pad symmetric %[[X]] below[%[[I]]] above[%[[J]]] : tensor<3xf32> to tensor<?xf32>
// CHECK-NOT:     tensor.cast
// CHECK:         return %[[R]]
func.func @nonconstant_pad_operands(%x: tensor<3xf32>, %i: index, %j: index) -> tensor<?xf32> {
  %0 = pad.pad symmetric %x below[%i] above[%j] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Negative: a constant that would make the op invalid (rule 6: reflect of a
// zero extent to 1) is kept dynamic, so the run-time check stays.
// CHECK-LABEL: func.func @constant_pad_operand_rule6(
// CHECK-SAME:      %[[X:.*]]: tensor<0x4xf32>)
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[R:.*]] = pad.pad reflect %[[X]] below[%[[C1]], 0] above[0, 0] : tensor<0x4xf32> to tensor<?x4xf32>
// CHECK:         return %[[R]]
func.func @constant_pad_operand_rule6(%x: tensor<0x4xf32>) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %0 = pad.pad reflect %x below[%c1, 0] above[0, 0] : tensor<0x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Negative: constants whose output extent overflows (rule 9) stay dynamic.
// CHECK-LABEL: func.func @constant_pad_operand_rule9(
// CHECK-SAME:      %[[X:.*]]: tensor<4xf32>)
// CHECK:         %[[C:.*]] = arith.constant 9223372036854775807 : index
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[%[[C]]] above[%[[C]]] : tensor<4xf32> to tensor<?xf32>
// CHECK:         return %[[R]]
func.func @constant_pad_operand_rule9(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = arith.constant 9223372036854775807 : index
  %0 = pad.pad constant %x below[%c] above[%c] : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// A tensor.cast that only erases static information is folded into `arg`.
//===----------------------------------------------------------------------===//

// -----

// The pad now works on the static type; its cast back folds with the user's.
// CHECK-LABEL: func.func @cast_into_arg(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[P:.*]] = pad.pad reflect %[[X]] below[1, 1] above[1, 1] : tensor<3x4xf32> to tensor<5x6xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[P]] : tensor<5x6xf32> to tensor<?x?xf32>
// CHECK:         return %[[C]]
func.func @cast_into_arg(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<3x4xf32> to tensor<?x4xf32>
  %0 = pad.pad reflect %c below[1, 1] above[1, 1] : tensor<?x4xf32> to tensor<?x6xf32>
  %1 = tensor.cast %0 : tensor<?x6xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// With dynamic pads and interior: the static extent refines the dimension
// without dynamic pads only.
// CHECK-LABEL: func.func @cast_into_arg_dynamic_pads(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>, %[[P:.*]]: index, %[[V:.*]]: f32)
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[%[[P]], 0] above[0, 1] interior[0, 2] value %[[V]] : tensor<3x4xf32> to tensor<?x11xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<?x11xf32> to tensor<?x?xf32>
// CHECK:         return %[[C]]
func.func @cast_into_arg_dynamic_pads(%x: tensor<3x4xf32>, %p: index, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %0 = pad.pad constant %c below[%p, 0] above[0, 1] interior[0, 2] value %v : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A zero extent revealed by the cast is fine in constant mode.
// CHECK-LABEL: func.func @cast_zero_extent_constant(
// CHECK-SAME:      %[[X:.*]]: tensor<0x4xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1, 0] above[1, 0] : tensor<0x4xf32> to tensor<2x4xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[P]] : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK:         return %[[C]]
func.func @cast_zero_extent_constant(%x: tensor<0x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %x : tensor<0x4xf32> to tensor<?x4xf32>
  %0 = pad.pad constant %c below[1, 0] above[1, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Negative: a cast that adds static information stays.
// CHECK-LABEL: func.func @cast_adds_info(
// CHECK-SAME:      %[[X:.*]]: tensor<?x4xf32>)
// CHECK:         %[[C:.*]] = tensor.cast %[[X]] : tensor<?x4xf32> to tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad reflect %[[C]] below[1, 1] above[1, 1] : tensor<3x4xf32> to tensor<5x6xf32>
// CHECK:         return %[[P]]
func.func @cast_adds_info(%x: tensor<?x4xf32>) -> tensor<5x6xf32> {
  %c = tensor.cast %x : tensor<?x4xf32> to tensor<3x4xf32>
  %0 = pad.pad reflect %c below[1, 1] above[1, 1] : tensor<3x4xf32> to tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// Negative: a cast from an unranked tensor stays.
// CHECK-LABEL: func.func @cast_from_unranked(
// CHECK-SAME:      %[[U:.*]]: tensor<*xf32>)
// CHECK:         %[[C:.*]] = tensor.cast %[[U]] : tensor<*xf32> to tensor<?xf32>
// CHECK:         %[[P:.*]] = pad.pad edge %[[C]] below[1] above[1] : tensor<?xf32> to tensor<?xf32>
// CHECK:         return %[[P]]
func.func @cast_from_unranked(%u: tensor<*xf32>) -> tensor<?xf32> {
  %c = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
  %0 = pad.pad edge %c below[1] above[1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Negative (validity guard): edge mode on a dynamic extent that the cast
// reveals to be 0, with positive pads, would violate rule 6: no fold.
// CHECK-LABEL: func.func @cast_zero_extent_edge(
// CHECK-SAME:      %[[X:.*]]: tensor<0x4xf32>)
// CHECK:         %[[C:.*]] = tensor.cast %[[X]] : tensor<0x4xf32> to tensor<?x4xf32>
// CHECK:         %[[P:.*]] = pad.pad edge %[[C]] below[1, 0] above[1, 0] : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK:         return %[[P]]
func.func @cast_zero_extent_edge(%x: tensor<0x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %x : tensor<0x4xf32> to tensor<?x4xf32>
  %0 = pad.pad edge %c below[1, 0] above[1, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Negative (validity guard): the revealed extent 4 with interior INT64_MAX
// would violate rule 9: no fold.
// CHECK-LABEL: func.func @cast_interior_overflow(
// CHECK-SAME:      %[[X:.*]]: tensor<4xf32>)
// CHECK:         %[[C:.*]] = tensor.cast %[[X]] : tensor<4xf32> to tensor<?xf32>
// CHECK:         %[[P:.*]] = pad.pad constant %[[C]] below[0] above[0] interior[9223372036854775807] : tensor<?xf32> to tensor<?xf32>
// CHECK:         return %[[P]]
func.func @cast_interior_overflow(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %0 = pad.pad constant %c below[0] above[0] interior[9223372036854775807] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// Only non-positive pads, no interior: tensor.extract_slice, in any mode.
//===----------------------------------------------------------------------===//

// -----

// Static extents, every mode.
// CHECK-LABEL: func.func @crop_static(
// CHECK-SAME:      %[[X:.*]]: tensor<5x6xf32>)
// CHECK-NOT:     pad.pad
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][1, 2] [3, 3] [1, 1] : tensor<5x6xf32> to tensor<3x3xf32>
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][0, 1] [4, 5] [1, 1] : tensor<5x6xf32> to tensor<4x5xf32>
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][2, 0] [3, 6] [1, 1] : tensor<5x6xf32> to tensor<3x6xf32>
// CHECK:         %[[S3:.*]] = tensor.extract_slice %[[X]][0, 0] [5, 1] [1, 1] : tensor<5x6xf32> to tensor<5x1xf32>
// CHECK:         %[[S4:.*]] = tensor.extract_slice %[[X]][4, 5] [1, 1] [1, 1] : tensor<5x6xf32> to tensor<1x1xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[S0]], %[[S1]], %[[S2]], %[[S3]], %[[S4]] :
func.func @crop_static(%x: tensor<5x6xf32>)
    -> (tensor<3x3xf32>, tensor<4x5xf32>, tensor<3x6xf32>, tensor<5x1xf32>, tensor<1x1xf32>) {
  %0 = pad.pad constant %x below[-1, -2] above[-1, -1] : tensor<5x6xf32> to tensor<3x3xf32>
  %1 = pad.pad edge %x below[0, -1] above[-1, 0] : tensor<5x6xf32> to tensor<4x5xf32>
  %2 = pad.pad reflect %x below[-2, 0] above[0, 0] : tensor<5x6xf32> to tensor<3x6xf32>
  %3 = pad.pad symmetric %x below[0, 0] above[0, -5] : tensor<5x6xf32> to tensor<5x1xf32>
  %4 = pad.pad wrap %x below[-4, -5] above[0, 0] : tensor<5x6xf32> to tensor<1x1xf32>
  return %0, %1, %2, %3, %4 : tensor<3x3xf32>, tensor<4x5xf32>, tensor<3x6xf32>, tensor<5x1xf32>, tensor<1x1xf32>
}

// -----

// A crop that leaves a static zero-size dimension: the result is empty, so it
// is a tensor.empty (a static slice offset into an empty dimension would not
// verify).
// CHECK-LABEL: func.func @crop_static_empty(
// CHECK-NEXT:    %[[E0:.*]] = tensor.empty() : tensor<0x6xf32>
// CHECK-NEXT:    %[[E1:.*]] = tensor.empty() : tensor<0x0xf32>
// CHECK-NEXT:    return %[[E0]], %[[E1]] :
func.func @crop_static_empty(%x: tensor<5x6xf32>) -> (tensor<0x6xf32>, tensor<0x0xf32>) {
  %0 = pad.pad wrap %x below[-5, 0] above[0, 0] : tensor<5x6xf32> to tensor<0x6xf32>
  %1 = pad.pad edge %x below[-2, -3] above[-9, -100] : tensor<5x6xf32> to tensor<0x0xf32>
  return %0, %1 : tensor<0x6xf32>, tensor<0x0xf32>
}

// -----

// A dynamic extent: offset min(1, d), size max(d - 2, 0), the size computed
// exactly in 128 bits (an extent is at least 0: no max with 0 for it).
// CHECK-LABEL: func.func @crop_dynamic(
// CHECK-SAME:      %[[X:.*]]: tensor<?x6xf32>)
// CHECK-DAG:     %[[CM2:.*]] = arith.constant -2 : i128
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i128
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x6xf32>
// CHECK:         %[[W:.*]] = arith.index_cast %[[D0]] : index to i128
// CHECK-NOT:     arith.maxsi %[[W]]
// CHECK:         %[[SUM:.*]] = arith.addi %[[W]], %[[CM2]] : i128
// CHECK:         %[[SIZEW:.*]] = arith.maxsi %[[SUM]], %[[Z]] : i128
// CHECK:         %[[SIZE:.*]] = arith.index_cast %[[SIZEW]] : i128 to index
// CHECK:         %[[D1:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x6xf32>
// CHECK:         %[[OFF:.*]] = arith.minsi %[[D1]], %[[C1]] : index
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[X]][%[[OFF]], 2] [%[[SIZE]], 3] [1, 1] : tensor<?x6xf32> to tensor<?x3xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[S]]
func.func @crop_dynamic(%x: tensor<?x6xf32>) -> tensor<?x3xf32> {
  %0 = pad.pad symmetric %x below[-1, -2] above[-1, -1] : tensor<?x6xf32> to tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// A dynamic extent with a crop of 7 on one side: offset min(7, d), so an
// extent below 7 gives an empty slice at the end of the tensor.
// CHECK-LABEL: func.func @crop_dynamic_big(
// CHECK-SAME:      %[[X:.*]]: tensor<?x6xf32>)
// CHECK-DAG:     %[[CM7:.*]] = arith.constant -7 : i128
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i128
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x6xf32>
// CHECK:         %[[W:.*]] = arith.index_cast %[[D0]] : index to i128
// CHECK-NOT:     arith.maxsi %[[W]]
// CHECK:         %[[SUM:.*]] = arith.addi %[[W]], %[[CM7]] : i128
// CHECK:         %[[SIZEW:.*]] = arith.maxsi %[[SUM]], %[[Z]] : i128
// CHECK:         %[[SIZE:.*]] = arith.index_cast %[[SIZEW]] : i128 to index
// CHECK:         %[[D1:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x6xf32>
// CHECK:         %[[OFF:.*]] = arith.minsi %[[D1]], %[[C7]] : index
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[X]][%[[OFF]], 0] [%[[SIZE]], 6] [1, 1] : tensor<?x6xf32> to tensor<?x6xf32>
// CHECK:         return %[[S]]
func.func @crop_dynamic_big(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %0 = pad.pad wrap %x below[-7, 0] above[0, 0] : tensor<?x6xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// Negative: one positive pad (a crop and a pad at once) stays a pad.
// CHECK-LABEL: func.func @crop_with_positive_pad(
// CHECK-SAME:      %[[X:.*]]: tensor<5xf32>)
// CHECK:         %[[R:.*]] = pad.pad edge %[[X]] below[-1] above[1] : tensor<5xf32> to tensor<5xf32>
// CHECK-NOT:     tensor.extract_slice
// CHECK:         return %[[R]]
func.func @crop_with_positive_pad(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = pad.pad edge %x below[-1] above[1] : tensor<5xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// Negative: a dynamic pad may be positive.
// CHECK-LABEL: func.func @crop_with_dynamic_pad(
// CHECK-SAME:      %[[X:.*]]: tensor<5xf32>, %[[I:.*]]: index)
// CHECK:         %[[R:.*]] = pad.pad reflect %[[X]] below[%[[I]]] above[-1] : tensor<5xf32> to tensor<?xf32>
// CHECK-NOT:     tensor.extract_slice
// CHECK:         return %[[R]]
func.func @crop_with_dynamic_pad(%x: tensor<5xf32>, %i: index) -> tensor<?xf32> {
  %0 = pad.pad reflect %x below[%i] above[-1] : tensor<5xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Negative: interior padding is not a crop.
// CHECK-LABEL: func.func @crop_with_interior(
// CHECK-SAME:      %[[X:.*]]: tensor<5xf32>)
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[-1] above[-1] interior[1] : tensor<5xf32> to tensor<7xf32>
// CHECK-NOT:     tensor.extract_slice
// CHECK:         return %[[R]]
func.func @crop_with_interior(%x: tensor<5xf32>) -> tensor<7xf32> {
  %0 = pad.pad constant %x below[-1] above[-1] interior[1] : tensor<5xf32> to tensor<7xf32>
  return %0 : tensor<7xf32>
}

//===----------------------------------------------------------------------===//
// Two constant-mode pads with the same value merge.
//===----------------------------------------------------------------------===//

// -----

// The same constant value.
// CHECK-LABEL: func.func @merge_same_constant(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[V:.*]] = arith.constant 1.500000e+00 : f32
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[3, 1] above[0, 4] value %[[V]] : tensor<3x4xf32> to tensor<6x9xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]]
func.func @merge_same_constant(%x: tensor<3x4xf32>) -> tensor<6x9xf32> {
  %v = arith.constant 1.5 : f32
  %0 = pad.pad constant %x below[1, 0] above[0, 2] value %v : tensor<3x4xf32> to tensor<4x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] value %v : tensor<4x6xf32> to tensor<6x9xf32>
  return %1 : tensor<6x9xf32>
}

// -----

// The same SSA value that is not a constant.
// CHECK-LABEL: func.func @merge_same_ssa_value(
// CHECK-SAME:      %[[X:.*]]: tensor<?x4xi32>, %[[V:.*]]: i32)
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[1, 5] above[1, 0] value %[[V]] : tensor<?x4xi32> to tensor<?x9xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]]
func.func @merge_same_ssa_value(%x: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  %0 = pad.pad constant %x below[0, 2] above[1, 0] value %v : tensor<?x4xi32> to tensor<?x6xi32>
  %1 = pad.pad constant %0 below[1, 3] above[0, 0] value %v : tensor<?x6xi32> to tensor<?x9xi32>
  return %1 : tensor<?x9xi32>
}

// -----

// No value (zero) and an explicit zero are the same value.
// CHECK-LABEL: func.func @merge_implicit_zero(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[Y:.*]]: tensor<3xi16>)
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[R:.*]] = pad.pad constant %[[X]] below[3] above[4] value %[[Z]] : tensor<3xf32> to tensor<10xf32>
// CHECK-DAG:     %[[S:.*]] = pad.pad constant %[[Y]] below[2] above[1] : tensor<3xi16> to tensor<6xi16>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]], %[[S]]
func.func @merge_implicit_zero(%x: tensor<3xf32>, %y: tensor<3xi16>) -> (tensor<10xf32>, tensor<6xi16>) {
  %z = arith.constant 0.0 : f32
  %0 = pad.pad constant %x below[1] above[2] : tensor<3xf32> to tensor<6xf32>
  %1 = pad.pad constant %0 below[2] above[2] value %z : tensor<6xf32> to tensor<10xf32>
  %zi = arith.constant 0 : i16
  %2 = pad.pad constant %y below[2] above[0] value %zi : tensor<3xi16> to tensor<5xi16>
  %3 = pad.pad constant %2 below[0] above[1] : tensor<5xi16> to tensor<6xi16>
  return %1, %3 : tensor<10xf32>, tensor<6xi16>
}

// -----

// Negative: different constant values.
// CHECK-LABEL: func.func @no_merge_different_constants(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>)
// CHECK-DAG:     %[[V:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG:     %[[W:.*]] = arith.constant 2.500000e+00 : f32
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1] above[0] value %[[V]] : tensor<3xf32> to tensor<4xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[2] above[0] value %[[W]] : tensor<4xf32> to tensor<6xf32>
// CHECK:         return %[[R]]
func.func @no_merge_different_constants(%x: tensor<3xf32>) -> tensor<6xf32> {
  %v = arith.constant 1.5 : f32
  %w = arith.constant 2.5 : f32
  %0 = pad.pad constant %x below[1] above[0] value %v : tensor<3xf32> to tensor<4xf32>
  %1 = pad.pad constant %0 below[2] above[0] value %w : tensor<4xf32> to tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

// Negative: -0.0 is not the implicit +0.0.
// CHECK-LABEL: func.func @no_merge_negative_zero(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>)
// CHECK:         %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1] above[0] : tensor<3xf32> to tensor<4xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[2] above[0] value %[[NZ]] : tensor<4xf32> to tensor<6xf32>
// CHECK:         return %[[R]]
func.func @no_merge_negative_zero(%x: tensor<3xf32>) -> tensor<6xf32> {
  %nz = arith.constant -0.0 : f32
  %0 = pad.pad constant %x below[1] above[0] : tensor<3xf32> to tensor<4xf32>
  %1 = pad.pad constant %0 below[2] above[0] value %nz : tensor<4xf32> to tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

// Negative: different SSA values that are not constants.
// CHECK-LABEL: func.func @no_merge_different_ssa_values(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[V:.*]]: f32, %[[W:.*]]: f32)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1] above[0] value %[[V]] : tensor<3xf32> to tensor<4xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[2] above[0] value %[[W]] : tensor<4xf32> to tensor<6xf32>
// CHECK:         return %[[R]]
func.func @no_merge_different_ssa_values(%x: tensor<3xf32>, %v: f32, %w: f32) -> tensor<6xf32> {
  %0 = pad.pad constant %x below[1] above[0] value %v : tensor<3xf32> to tensor<4xf32>
  %1 = pad.pad constant %0 below[2] above[0] value %w : tensor<4xf32> to tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

// Negative: a negative pad in the inner op (crop, then pad: not a sum).
// CHECK-LABEL: func.func @no_merge_negative_inner(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1, 0] above[0, -1] : tensor<3x4xf32> to tensor<4x3xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[2, 2] above[0, 2] : tensor<4x3xf32> to tensor<6x7xf32>
// CHECK:         return %[[R]]
func.func @no_merge_negative_inner(%x: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %0 = pad.pad constant %x below[1, 0] above[0, -1] : tensor<3x4xf32> to tensor<4x3xf32>
  %1 = pad.pad constant %0 below[2, 2] above[0, 2] : tensor<4x3xf32> to tensor<6x7xf32>
  return %1 : tensor<6x7xf32>
}

// -----

// Negative: a negative pad in the outer op (pad, then crop into the pad).
// CHECK-LABEL: func.func @no_merge_negative_outer(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[2] above[2] : tensor<3xf32> to tensor<7xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[-1] above[3] : tensor<7xf32> to tensor<9xf32>
// CHECK:         return %[[R]]
func.func @no_merge_negative_outer(%x: tensor<3xf32>) -> tensor<9xf32> {
  %0 = pad.pad constant %x below[2] above[2] : tensor<3xf32> to tensor<7xf32>
  %1 = pad.pad constant %0 below[-1] above[3] : tensor<7xf32> to tensor<9xf32>
  return %1 : tensor<9xf32>
}

// -----

// Negative: interior padding in the inner op.
// CHECK-LABEL: func.func @no_merge_interior(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1, 0] above[0, 2] interior[1, 0] : tensor<3x4xf32> to tensor<6x6xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[2, 1] above[0, 2] : tensor<6x6xf32> to tensor<8x9xf32>
// CHECK:         return %[[R]]
func.func @no_merge_interior(%x: tensor<3x4xf32>) -> tensor<8x9xf32> {
  %0 = pad.pad constant %x below[1, 0] above[0, 2] interior[1, 0] : tensor<3x4xf32> to tensor<6x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] : tensor<6x6xf32> to tensor<8x9xf32>
  return %1 : tensor<8x9xf32>
}

// -----

// Negative: interior padding in the outer op.
// CHECK-LABEL: func.func @no_merge_interior_outer(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[1] above[1] : tensor<3xf32> to tensor<5xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[1] above[1] interior[1] : tensor<5xf32> to tensor<11xf32>
// CHECK:         return %[[R]]
func.func @no_merge_interior_outer(%x: tensor<3xf32>) -> tensor<11xf32> {
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %1 = pad.pad constant %0 below[1] above[1] interior[1] : tensor<5xf32> to tensor<11xf32>
  return %1 : tensor<11xf32>
}

// -----

// Negative: a non-constant mode (edge inside, wrap outside).
// CHECK-LABEL: func.func @no_merge_nonconstant_mode(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[P:.*]] = pad.pad edge %[[X]] below[1, 0] above[0, 2] : tensor<3x4xf32> to tensor<4x6xf32>
// CHECK:         %[[Q:.*]] = pad.pad constant %[[P]] below[2, 1] above[0, 2] : tensor<4x6xf32> to tensor<6x9xf32>
// CHECK:         %[[R:.*]] = pad.pad wrap %[[Q]] below[1, 0] above[0, 0] : tensor<6x9xf32> to tensor<7x9xf32>
// CHECK:         return %[[R]]
func.func @no_merge_nonconstant_mode(%x: tensor<3x4xf32>) -> tensor<7x9xf32> {
  %0 = pad.pad edge %x below[1, 0] above[0, 2] : tensor<3x4xf32> to tensor<4x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] : tensor<4x6xf32> to tensor<6x9xf32>
  %2 = pad.pad wrap %1 below[1, 0] above[0, 0] : tensor<6x9xf32> to tensor<7x9xf32>
  return %2 : tensor<7x9xf32>
}

// -----

// Negative: a dynamic pad may be negative.
// CHECK-LABEL: func.func @no_merge_dynamic_pad(
// CHECK-SAME:      %[[X:.*]]: tensor<3x4xf32>, %[[I:.*]]: index)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[%[[I]], 0] above[0, 2] : tensor<3x4xf32> to tensor<?x6xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[2, 1] above[0, 2] : tensor<?x6xf32> to tensor<?x9xf32>
// CHECK:         return %[[R]]
func.func @no_merge_dynamic_pad(%x: tensor<3x4xf32>, %i: index) -> tensor<?x9xf32> {
  %0 = pad.pad constant %x below[%i, 0] above[0, 2] : tensor<3x4xf32> to tensor<?x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] : tensor<?x6xf32> to tensor<?x9xf32>
  return %1 : tensor<?x9xf32>
}

// -----

// Negative: the summed pad does not fit in 64 bits.
// CHECK-LABEL: func.func @no_merge_overflow(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]] below[9223372036854775807] above[0] : tensor<?xf32> to tensor<?xf32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[P]] below[1] above[0] : tensor<?xf32> to tensor<?xf32>
// CHECK:         return %[[R]]
func.func @no_merge_overflow(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = pad.pad constant %x below[9223372036854775807] above[0] : tensor<?xf32> to tensor<?xf32>
  %1 = pad.pad constant %0 below[1] above[0] : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// A constant `arg` of at most 4096 elements folds to arith.constant.
//===----------------------------------------------------------------------===//

// -----

// The spec's (nGraph's) 3x3 example with interior and value 42.
// CHECK-LABEL: func.func @fold_spec_example(
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<{{\[}}[42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 1, 42, 42, 2, 42, 42, 3], [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 4, 42, 42, 5, 42, 42, 6], [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 7, 42, 42, 8, 42, 42, 9], [42, 42, 42, 42, 42, 42, 42, 42, 42]]> : tensor<7x9xi32>
// CHECK-NEXT:    return %[[C]]
func.func @fold_spec_example() -> tensor<7x9xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %c42 = arith.constant 42 : i32
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}

// -----

// [1, 2, 3] padded by 3 below and 2 above in every mode, as numpy.pad.
// CHECK-LABEL: func.func @fold_every_mode(
// CHECK-DAG:     %[[CONST:.*]] = arith.constant dense<[0, 0, 0, 1, 2, 3, 0, 0]> : tensor<8xi32>
// CHECK-DAG:     %[[EDGE:.*]] = arith.constant dense<[1, 1, 1, 1, 2, 3, 3, 3]> : tensor<8xi32>
// CHECK-DAG:     %[[REFL:.*]] = arith.constant dense<[2, 3, 2, 1, 2, 3, 2, 1]> : tensor<8xi32>
// CHECK-DAG:     %[[SYMM:.*]] = arith.constant dense<[3, 2, 1, 1, 2, 3, 3, 2]> : tensor<8xi32>
// CHECK-DAG:     %[[WRAP:.*]] = arith.constant dense<[1, 2, 3, 1, 2, 3, 1, 2]> : tensor<8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[CONST]], %[[EDGE]], %[[REFL]], %[[SYMM]], %[[WRAP]] :
func.func @fold_every_mode() -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = pad.pad constant %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %1 = pad.pad edge %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %2 = pad.pad reflect %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %3 = pad.pad symmetric %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %4 = pad.pad wrap %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  return %0, %1, %2, %3, %4 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}

// -----

// Pads beyond one period continue it: reflect of [1, 2] (period 2) and
// symmetric of [1, 2] (period 4), 5 below and 5 above.
// CHECK-LABEL: func.func @fold_beyond_period(
// CHECK-DAG:     %[[REFL:.*]] = arith.constant dense<[2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1]> : tensor<12xi8>
// CHECK-DAG:     %[[SYMM:.*]] = arith.constant dense<[1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2]> : tensor<12xi8>
// CHECK:         return %[[REFL]], %[[SYMM]] :
func.func @fold_beyond_period() -> (tensor<12xi8>, tensor<12xi8>) {
  %x = arith.constant dense<[1, 2]> : tensor<2xi8>
  %0 = pad.pad reflect %x below[5] above[5] : tensor<2xi8> to tensor<12xi8>
  %1 = pad.pad symmetric %x below[5] above[5] : tensor<2xi8> to tensor<12xi8>
  return %0, %1 : tensor<12xi8>, tensor<12xi8>
}

// -----

// OpenVINO's mixed example: reflect with a crop on each dimension.
// CHECK-LABEL: func.func @fold_openvino_example(
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<{{\[}}[9.000000e+00, 1.000000e+01, 1.100000e+01, 1.000000e+01, 9.000000e+00, 8.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00]]> : tensor<4x6xf32>
// CHECK-NEXT:    return %[[C]]
func.func @fold_openvino_example() -> tensor<4x6xf32> {
  %d = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %1 = pad.pad reflect %d below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// Other element types: i1, index (implicit zero), f16, an 8-bit float.
// CHECK-LABEL: func.func @fold_element_types(
// CHECK-DAG:     %[[I1:.*]] = arith.constant dense<[true, true, false, false]> : tensor<4xi1>
// CHECK-DAG:     %[[IDX:.*]] = arith.constant dense<[0, 7, 8, 0]> : tensor<4xindex>
// CHECK-DAG:     %[[F16:.*]] = arith.constant dense<[2.500000e+00, 1.500000e+00, 2.500000e+00, 1.500000e+00]> : tensor<4xf16>
// CHECK-DAG:     %[[F8:.*]] = arith.constant dense<[2.000000e+00, 1.000000e+00, 2.000000e+00, 1.000000e+00]> : tensor<4xf8E4M3FN>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[I1]], %[[IDX]], %[[F16]], %[[F8]] :
func.func @fold_element_types() -> (tensor<4xi1>, tensor<4xindex>, tensor<4xf16>, tensor<4xf8E4M3FN>) {
  %a = arith.constant dense<[true, false]> : tensor<2xi1>
  %b = arith.constant dense<[7, 8]> : tensor<2xindex>
  %c = arith.constant dense<[1.5, 2.5]> : tensor<2xf16>
  %e = arith.constant dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>
  %0 = pad.pad symmetric %a below[1] above[1] : tensor<2xi1> to tensor<4xi1>
  %1 = pad.pad constant %b below[1] above[1] : tensor<2xindex> to tensor<4xindex>
  %2 = pad.pad wrap %c below[1] above[1] : tensor<2xf16> to tensor<4xf16>
  %3 = pad.pad reflect %e below[1] above[1] : tensor<2xf8E4M3FN> to tensor<4xf8E4M3FN>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xindex>, tensor<4xf16>, tensor<4xf8E4M3FN>
}

// -----

// complex<f32>: implicit zero and an explicit value.
// CHECK-LABEL: func.func @fold_complex(
// CHECK-DAG:     %[[Z:.*]] = arith.constant dense<[(0.000000e+00,0.000000e+00), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<4xcomplex<f32>>
// CHECK-DAG:     %[[V:.*]] = arith.constant dense<[(5.000000e+00,6.000000e+00), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (5.000000e+00,6.000000e+00)]> : tensor<4xcomplex<f32>>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[Z]], %[[V]] :
func.func @fold_complex() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) {
  %x = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %v = complex.constant [5.0 : f32, 6.0 : f32] : complex<f32>
  %0 = pad.pad constant %x below[1] above[1] : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
  %1 = pad.pad constant %x below[1] above[1] value %v : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
  return %0, %1 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
}

// -----

// A splat stays a splat when every element comes from it (non-constant mode,
// or a value equal to the splat); otherwise the pad value shows.
// CHECK-LABEL: func.func @fold_splat(
// CHECK-DAG:     %[[S:.*]] = arith.constant dense<2.000000e+00> : tensor<5xf32>
// CHECK-DAG:     %[[P:.*]] = arith.constant dense<[0.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 0.000000e+00]> : tensor<5xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[S]], %[[S]], %[[P]] :
func.func @fold_splat() -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %x = arith.constant dense<2.0> : tensor<3xf32>
  %c = arith.constant 2.0 : f32
  %0 = pad.pad edge %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %1 = pad.pad constant %x below[1] above[1] value %c : tensor<3xf32> to tensor<5xf32>
  %2 = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return %0, %1, %2 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----

// Empty input: a non-constant mode keeps it empty, constant mode fills with
// the value.
// CHECK-LABEL: func.func @fold_empty(
// CHECK-DAG:     %[[E:.*]] = arith.constant dense<> : tensor<0x3xi32>
// CHECK-DAG:     %[[F:.*]] = arith.constant dense<0> : tensor<2x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[E]], %[[F]] :
func.func @fold_empty() -> (tensor<0x3xi32>, tensor<2x3xi32>) {
  %x = arith.constant dense<> : tensor<0x3xi32>
  %0 = pad.pad wrap %x below[0, 1] above[0, -1] : tensor<0x3xi32> to tensor<0x3xi32>
  %1 = pad.pad constant %x below[1, 0] above[1, 0] : tensor<0x3xi32> to tensor<2x3xi32>
  return %0, %1 : tensor<0x3xi32>, tensor<2x3xi32>
}

// -----

// Exactly 4096 elements still fold.
// CHECK-LABEL: func.func @fold_at_limit(
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<1> : tensor<4098xi32>
// CHECK-NEXT:    return %[[C]]
func.func @fold_at_limit() -> tensor<4098xi32> {
  %x = arith.constant dense<1> : tensor<4096xi32>
  %0 = pad.pad edge %x below[1] above[1] : tensor<4096xi32> to tensor<4098xi32>
  return %0 : tensor<4098xi32>
}

// -----

// Negative: a constant of 4097 elements is left alone (even a splat).
// CHECK-LABEL: func.func @no_fold_over_limit(
// CHECK:         %[[X:.*]] = arith.constant dense<1> : tensor<4097xi32>
// CHECK:         %[[R:.*]] = pad.pad edge %[[X]] below[1] above[1] : tensor<4097xi32> to tensor<4099xi32>
// CHECK:         return %[[R]]
func.func @no_fold_over_limit() -> tensor<4099xi32> {
  %x = arith.constant dense<1> : tensor<4097xi32>
  %0 = pad.pad edge %x below[1] above[1] : tensor<4097xi32> to tensor<4099xi32>
  return %0 : tensor<4099xi32>
}

// -----

// Negative: a small non-splat constant whose result would be huge (100002
// elements) is left alone as well.
// CHECK-LABEL: func.func @no_fold_huge_result(
// CHECK:         %[[X:.*]] = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[0] above[0] interior[100000] : tensor<2xi32> to tensor<100002xi32>
// CHECK:         return %[[R]]
func.func @no_fold_huge_result() -> tensor<100002xi32> {
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = pad.pad constant %x below[0] above[0] interior[100000] : tensor<2xi32> to tensor<100002xi32>
  return %0 : tensor<100002xi32>
}

// -----

// Negative: a `value` that is not a constant.
// CHECK-LABEL: func.func @no_fold_nonconstant_value(
// CHECK-SAME:      %[[V:.*]]: i32)
// CHECK:         %[[X:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK:         %[[R:.*]] = pad.pad constant %[[X]] below[1] above[1] value %[[V]] : tensor<3xi32> to tensor<5xi32>
// CHECK:         return %[[R]]
func.func @no_fold_nonconstant_value(%v: i32) -> tensor<5xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = pad.pad constant %x below[1] above[1] value %v : tensor<3xi32> to tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// A constant INT64_MIN pad stays an operand: as a static entry it would read
// as the dynamic marker.
// CHECK-LABEL: func.func @int64_min_operand_kept(
// CHECK:         %[[C:.*]] = arith.constant -9223372036854775808 : index
// CHECK:         pad.pad constant %{{.*}} below[%[[C]]] above[0] : tensor<3xf32> to tensor<?xf32>
func.func @int64_min_operand_kept(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c = arith.constant -9223372036854775808 : index
  %0 = pad.pad constant %x below[%c] above[0] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// An empty result with a huge extent is not folded: as a constant it would
// become an LLVM array type of 2^62 empty arrays, which the translation to
// LLVM IR cannot build (the fuzzer's huge-const class; fold-limits.mlir).
// CHECK-LABEL: func.func @fold_empty_huge(
// CHECK-NEXT:    %[[X:.*]] = arith.constant dense<{{\[\[}}1, 2]]> : tensor<1x2xi32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad constant %[[X]] below[-1, 4611686018427387902] above[0, 0]
// CHECK-NEXT:    return %[[R]]
func.func @fold_empty_huge() -> tensor<0x4611686018427387904xi32> {
  %x = arith.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %0 = pad.pad constant %x below[-1, 4611686018427387902] above[0, 0] : tensor<1x2xi32> to tensor<0x4611686018427387904xi32>
  return %0 : tensor<0x4611686018427387904xi32>
}

// -----

// A crop to an empty result over a static zero-size input dimension.
// CHECK-LABEL: func.func @crop_zero_extent(
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<0x2xf32>
// CHECK-NEXT:    return %[[E]]
func.func @crop_zero_extent(%x: tensor<0x3xf32>) -> tensor<0x2xf32> {
  %0 = pad.pad edge %x below[0, -1] above[0, 0] : tensor<0x3xf32> to tensor<0x2xf32>
  return %0 : tensor<0x2xf32>
}

// -----

// The destination-style form: constant pad operands become static entries
// (its type is the destination's and does not change) ...
// CHECK-LABEL: func.func @form_constant_amounts(
//  CHECK-SAME:     %[[X:[^:]*]]: tensor<?xf32>, %[[D:[^:]*]]: tensor<?xf32>)
//       CHECK:   %[[R:.*]] = pad.pad_into wrap %[[X]] below[2] above[-1] into %[[D]] : tensor<?xf32> to tensor<?xf32>
//       CHECK:   return %[[R]]
func.func @form_constant_amounts(%x: tensor<?xf32>, %d: tensor<?xf32>) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %0 = pad.pad_into wrap %x below[%c2] above[%cm1] into %d : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// ... unless the static geometry would then contradict a static extent of
// the destination (undefined at run time, but the IR must verify).
// CHECK-LABEL: func.func @form_amounts_contradict_destination(
//       CHECK:   pad.pad_into constant %{{.*}} below[%{{.*}}] above[0] into %{{.*}} : tensor<3xf32> to tensor<4xf32>
func.func @form_amounts_contradict_destination(%x: tensor<3xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %c5 = arith.constant 5 : index
  %0 = pad.pad_into constant %x below[%c5] above[0] into %d : tensor<3xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A form whose destination has no element writes nothing: erased on
// buffers, its destination on tensors. The empty extent may show only
// through a cast (a tile's view after bufferization).
// CHECK-LABEL: func.func @empty_form_on_buffers(
//   CHECK-NOT:   pad.pad_into
//       CHECK:   return
func.func @empty_form_on_buffers(%x: memref<1x?xf32>, %v: memref<1x0xf32>) {
  %d = memref.cast %v : memref<1x0xf32> to memref<1x?xf32>
  pad.pad_into edge %x below[0, 0] above[0, -1] into %d : memref<1x?xf32> to memref<1x?xf32>
  return
}

// CHECK-LABEL: func.func @empty_form_on_tensors(
//  CHECK-SAME:     %[[X:.*]]: tensor<3x0xf32>, %[[D:.*]]: tensor<5x0xf32>)
//   CHECK-NOT:   pad.pad_into
//       CHECK:   return %[[D]]
func.func @empty_form_on_tensors(%x: tensor<3x0xf32>, %d: tensor<5x0xf32>) -> tensor<5x0xf32> {
  %r = pad.pad_into constant %x below[1, 0] above[1, 0] into %d : tensor<3x0xf32> to tensor<5x0xf32>
  return %r : tensor<5x0xf32>
}

// A form with elements stays.
// CHECK-LABEL: func.func @form_with_elements(
//       CHECK:   pad.pad_into
func.func @form_with_elements(%x: memref<1x?xf32>, %d: memref<1x?xf32>) {
  pad.pad_into edge %x below[0, 0] above[0, -1] into %d : memref<1x?xf32> to memref<1x?xf32>
  return
}
