// RUN: pad-opt %s -split-input-file --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: pad-opt %s -split-input-file --resolve-ranked-shaped-type-result-dims --canonicalize | FileCheck %s --check-prefix=REIFY

// ConditionallySpeculatable (spec section 1, "Interfaces"): loop-invariant
// code motion hoists a pad out of a loop that may run zero times only when
// the pad cannot fail at run time: constant mode, or a non-constant mode
// whose extents are static and non-zero. An edge pad of a dynamic extent
// stays (the extent may be 0: rule 6 aborts at run time).

// LICM-LABEL: func.func @hoist(
// LICM-SAME:    %[[X:[^:]*]]: tensor<?xf32>, %[[S:[^:]*]]: tensor<4xf32>, %[[N:[^:]*]]: index, %[[V:[^:]*]]: f32)
// LICM:         %[[P:.*]] = pad.pad constant %[[X]] below[1] above[1] value %[[V]] : tensor<?xf32> to tensor<?xf32>
// LICM-NEXT:    %[[T:.*]] = pad.pad reflect %[[S]] below[1] above[1] : tensor<4xf32> to tensor<6xf32>
// LICM-NEXT:    scf.for
// LICM-NEXT:      %[[Q:.*]] = pad.pad edge %[[X]] below[1] above[1] : tensor<?xf32> to tensor<?xf32>
// LICM-NEXT:      scf.yield %[[P]], %[[Q]], %[[T]]
func.func @hoist(%x: tensor<?xf32>, %s: tensor<4xf32>, %n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty(%n) : tensor<?xf32>
  %init6 = tensor.empty() : tensor<6xf32>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init, %c = %init6) -> (tensor<?xf32>, tensor<?xf32>, tensor<6xf32>) {
    %p = pad.pad constant %x below[1] above[1] value %v : tensor<?xf32> to tensor<?xf32>
    %q = pad.pad edge %x below[1] above[1] : tensor<?xf32> to tensor<?xf32>
    %t = pad.pad reflect %s below[1] above[1] : tensor<4xf32> to tensor<6xf32>
    scf.yield %p, %q, %t : tensor<?xf32>, tensor<?xf32>, tensor<6xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<?xf32>, tensor<?xf32>, tensor<6xf32>
}

// -----

// A static extent of 0 can make a wrap pad fail (rule 6): it stays.

// LICM-LABEL: func.func @zero_extent_stays(
// LICM:         scf.for
// LICM-NEXT:      pad.pad wrap
func.func @zero_extent_stays(%x: tensor<0x3xf32>, %lo: index, %n: index) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty(%n) : tensor<?x3xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<?x3xf32>) {
    %p = pad.pad wrap %x below[%lo, 0] above[0, 0] : tensor<0x3xf32> to tensor<?x3xf32>
    scf.yield %p : tensor<?x3xf32>
  }
  return %r : tensor<?x3xf32>
}

// -----

// ReifyRankedShapedTypeOpInterface: `tensor.dim` of a pad's result becomes
// the spec's shape formula on the operands, max(p + e + q, 0), computed in
// 128 bits (p + e + q may leave 64 bits while the output extent fits). A
// static dimension is its constant. The reified sizes are checked by value:
// with constant operands the canonicalizer folds them to the numbers the
// formula gives (worked out by hand beside each case).

// REIFY-LABEL: func.func @reify_values(
// d0: -2 + 5 + 2 = 5; d1: 1 + 4 + 3 = 8; d2: static 3.
// REIFY-DAG:     %[[C5:.*]] = arith.constant 5 : index
// REIFY-DAG:     %[[C8:.*]] = arith.constant 8 : index
// REIFY-DAG:     %[[C3:.*]] = arith.constant 3 : index
// Cropped below zero: max(-9 + 5 + 2, 0) = 0.
// REIFY-DAG:     %[[C0:.*]] = arith.constant 0 : index
// p + e + q leaves 64 bits on the way: (2^63 - 1) + 5 + (-(2^63 - 1) + 1) = 6.
// REIFY-DAG:     %[[C6:.*]] = arith.constant 6 : index
// Interior 2 on an extent of 4: e = 3 * 3 + 1 = 10, 10 + 1 + 1 = 12.
// REIFY-DAG:     %[[C12:.*]] = arith.constant 12 : index
// REIFY-NOT:     tensor.dim
// REIFY:         return %[[C5]], %[[C8]], %[[C3]], %[[C0]], %[[C6]], %[[C12]] :
func.func @reify_values() -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %cm2 = arith.constant -2 : index
  %cm9 = arith.constant -9 : index
  %cmax = arith.constant 9223372036854775807 : index
  %cmin1 = arith.constant -9223372036854775806 : index
  %x = tensor.empty(%c5) : tensor<?x4x3xf32>
  %0 = pad.pad edge %x below[%cm2, 1, 0] above[2, %c3, 0] : tensor<?x4x3xf32> to tensor<?x?x3xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x3xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x3xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x?x3xf32>
  %1 = pad.pad edge %x below[%cm9, 0, 0] above[2, 0, 0] : tensor<?x4x3xf32> to tensor<?x4x3xf32>
  %d3 = tensor.dim %1, %c0 : tensor<?x4x3xf32>
  %2 = pad.pad edge %x below[%cmax, 0, 0] above[%cmin1, 0, 0] : tensor<?x4x3xf32> to tensor<?x4x3xf32>
  %d4 = tensor.dim %2, %c0 : tensor<?x4x3xf32>
  %y = tensor.empty(%c4) : tensor<?xi8>
  %3 = pad.pad constant %y below[%c1] above[1] interior[2] : tensor<?xi8> to tensor<?xi8>
  %d5 = tensor.dim %3, %c0 : tensor<?xi8>
  return %d0, %d1, %d2, %d3, %d4, %d5 : index, index, index, index, index, index
}

// With dynamic operands the sizes stay IR on them: no `tensor.dim` of the
// pad is left, only of its argument.
// REIFY-LABEL: func.func @reify(
// REIFY-SAME:    %[[X:[^:]*]]: tensor<?x4x3xf32>, %[[LO:[^:]*]]: index, %[[HI:[^:]*]]: index)
// REIFY-DAG:     %[[C3:.*]] = arith.constant 3 : index
// REIFY-DAG:     tensor.dim %[[X]], %{{.*}} : tensor<?x4x3xf32>
// REIFY-DAG:     arith.index_cast %[[LO]] : index to i128
// REIFY-DAG:     arith.index_cast %[[HI]] : index to i128
// The reified sizes come with the pad's checks (spec section 2: a tiler
// allocates the whole result from them).
// REIFY-DAG:     cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
// REIFY-DAG:     cf.assert %{{.*}}, "pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output"
// REIFY-DAG:     cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
// REIFY-NOT:     = pad.pad
// REIFY:         return %{{.*}}, %{{.*}}, %[[C3]] : index, index, index
func.func @reify(%x: tensor<?x4x3xf32>, %lo: index, %hi: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad edge %x below[%lo, 1, 0] above[2, %hi, 0] : tensor<?x4x3xf32> to tensor<?x?x3xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x3xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x3xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x?x3xf32>
  return %d0, %d1, %d2 : index, index, index
}
