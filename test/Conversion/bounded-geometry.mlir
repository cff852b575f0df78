// RUN: pad-opt %s -split-input-file --transform-interpreter --convert-pad-to-linalg --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s -split-input-file --transform-interpreter --convert-pad-to-scf --canonicalize --cse | FileCheck %s

// A pad in a loop whose amounts and extents have small constant bounds (a
// loop's induction variable, a tile's sizes and pads: InferIntRange and
// ValueBounds) has its geometry computed in `index`, and rules 9 and 10 hold
// without a check on every iteration. Rule 6 (a reflect source of extent 0)
// is still checked where the extent may be 0. Elsewhere the geometry is
// exact in `i128`, with its checks.

// CHECK-LABEL: func.func @amount_from_the_loop(
//       CHECK:   scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
//   CHECK-NOT:     i128
//   CHECK-NOT:     cf.assert
// The amount is the induction variable itself (below the period 6, as its
// bounds show), and the output coordinate k = o - i is reduced in `index`.
//       CHECK:     %[[NEG:.*]] = arith.subi %c0, %[[I]] : index
//       CHECK:     %[[K:.*]] = arith.addi %{{.*}}, %[[NEG]] : index
//       CHECK:     arith.remsi %[[K]], %c6 : index
//   CHECK-NOT:     i128
//   CHECK-NOT:     cf.assert
//       CHECK:   return
func.func @amount_from_the_loop(%x: tensor<4xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> tensor<?xf32> {
    %p = pad.pad reflect %x below[%i] above[1] : tensor<4xf32> to tensor<?xf32>
    scf.yield %p : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// An amount of unknown bounds keeps the exact geometry and its checks.
// CHECK-LABEL: func.func @amount_unknown(
//       CHECK:   scf.for
//       CHECK:     arith.index_cast %{{.*}} : index to i128
//       CHECK:     cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
//       CHECK:     cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
func.func @amount_unknown(%x: tensor<4xf32>, %lo: index, %n: index, %init: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<?xf32> {
    %p = pad.pad reflect %x below[%lo] above[1] : tensor<4xf32> to tensor<?xf32>
    scf.yield %p : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// The tiles of a pad tiled by 8 x 16: `affine.min` sizes, pads computed
// from the loops' induction variables.
// CHECK-LABEL: func.func @tiles(
//       CHECK:   scf.for
//       CHECK:     scf.for
//   CHECK-NOT:       i128
//   CHECK-NOT:       does not fit
//       CHECK:       cf.assert %{{.*}}, "pad.pad: mode 'reflect' cannot pad dimension 0 of extent 0 to a non-empty output"
//   CHECK-NOT:       i128
//   CHECK-NOT:       does not fit
//       CHECK:   return
func.func @tiles(%x: tensor<224x224xf32>) -> tensor<226x226xf32> {
  %0 = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<224x224xf32> to tensor<226x226xf32>
  return %0 : tensor<226x226xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
