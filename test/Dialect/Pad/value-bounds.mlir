// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(affine-simplify-min-max))' | FileCheck %s

// ValueBoundsOpInterface of pad.pad (spec section 5): result dimension i
// has size max(below_i + e_i + above_i, 0). affine-simplify-min-max asks the
// value-bounds analysis to order the operands of each min / max; it can only
// do so through the sizes the interface states.

// CHECK-DAG:   #[[$PLUS4:.*]] = affine_map<()[s0, s1] -> (s1 + 4)>
// CHECK-DAG:   #[[$CROP:.*]] = affine_map<()[s0, s1, s2] -> (s1 + s2 - 3, s0)>

// Non-negative pads: the size is d + 5 exactly, so min(size, d + 6) is the
// size, min(size, d + 4) is d + 4 and max(size, d + 5) is the size.
// CHECK-LABEL: func.func @exact(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?xf32>)
// CHECK:         %[[P:.*]] = pad.pad edge %[[X]]
// CHECK:         %[[D:.*]] = tensor.dim %[[X]]
// CHECK:         %[[O:.*]] = tensor.dim %[[P]]
// CHECK:         %[[B:.*]] = affine.apply #[[$PLUS4]]()[%[[O]], %[[D]]]
// CHECK:         return %[[O]], %[[B]], %[[O]]
func.func @exact(%x: tensor<?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %p = pad.pad edge %x below[2] above[3] : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %o = tensor.dim %p, %c0 : tensor<?xf32>
  %a = affine.min affine_map<(d0, d1) -> (d0, d1 + 6)>(%o, %d)
  %b = affine.min affine_map<(d0, d1) -> (d0, d1 + 4)>(%o, %d)
  %c = affine.max affine_map<(d0, d1) -> (d0, d1 + 5)>(%o, %d)
  return %a, %b, %c : index, index, index
}

// A crop by a dynamic amount: lo + d - 3 may be negative, so the size is
// known only to be at least 0 and at least lo + d - 3; the min of the two
// stays.
// CHECK-LABEL: func.func @crop(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?xf32>, %[[LO:[^:]*]]: index)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]]
// CHECK:         %[[D:.*]] = tensor.dim %[[X]]
// CHECK:         %[[O:.*]] = tensor.dim %[[P]]
// CHECK:         %[[C:.*]] = affine.min #[[$CROP]]()[%[[O]], %[[D]], %[[LO]]]
// CHECK:         return %[[O]], %[[O]], %[[C]]
func.func @crop(%x: tensor<?xf32>, %lo: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %p = pad.pad constant %x below[%lo] above[-3] : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %o = tensor.dim %p, %c0 : tensor<?xf32>
  %a = affine.max affine_map<(d0) -> (d0, 0)>(%o)
  %b = affine.max affine_map<(d0, d1, d2) -> (d0, d1 + d2 - 3)>(%o, %d, %lo)
  %c = affine.min affine_map<(d0, d1, d2) -> (d0, d1 + d2 - 3)>(%o, %d, %lo)
  return %a, %b, %c : index, index, index
}

// Interior padding: e = (d - 1) * (r + 1) + 1 only when d >= 1. For a
// dynamic d the size is at least below + 3d - 2 + above = 3d; for d = 5
// (e = 13) padded below by a dimension n (known non-negative) it is n + 13
// exactly.
// CHECK-LABEL: func.func @interior(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?xf32>, %[[Y:[^:]*]]: tensor<5xf32>)
// CHECK:         %[[P:.*]] = pad.pad constant %[[X]]
// CHECK:         %[[O:.*]] = tensor.dim %[[P]]
// CHECK:         %[[Q:.*]] = pad.pad constant %[[Y]]
// CHECK:         %[[O2:.*]] = tensor.dim %[[Q]]
// CHECK:         return %[[O]], %[[O2]]
func.func @interior(%x: tensor<?xf32>, %y: tensor<5xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %p = pad.pad constant %x below[1] above[1] interior[2] : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %o = tensor.dim %p, %c0 : tensor<?xf32>
  %a = affine.max affine_map<(d0, d1) -> (d0, d1 * 3)>(%o, %d)
  %q = pad.pad constant %y below[%d] above[0] interior[2] : tensor<5xf32> to tensor<?xf32>
  %o2 = tensor.dim %q, %c0 : tensor<?xf32>
  %b = affine.min affine_map<(d0, d1) -> (d0, d1 + 13)>(%o2, %d)
  return %a, %b : index, index
}
