// RUN: pad-opt %s -split-input-file --transform-interpreter | FileCheck %s

// Zero-extent dimensions under tiling (spec section 5: every tile of every
// pad is expressible). A non-constant mode padding a static extent of 0 has
// an empty output there: a tile of static non-empty size along it never
// runs, and is the tile's empty tensor, as for linalg.fill.

// CHECK-LABEL: func.func @wrap_tiled_along_the_empty_dimension(
// CHECK-SAME:    %[[X:.*]]: tensor<3x0xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<5x0xf32>
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[O:.*]] = %[[E]]) -> (tensor<5x0xf32>)
// CHECK:           %[[T:.*]] = tensor.empty() : tensor<5x1xf32>
// CHECK:           tensor.insert_slice %[[T]] into %[[O]][0, %{{.*}}] [5, 1] [1, 1] : tensor<5x1xf32> into tensor<5x0xf32>
// CHECK-NOT:     = pad.pad
func.func @wrap_tiled_along_the_empty_dimension(%x: tensor<3x0xf32>) -> tensor<5x0xf32> {
  %r = pad.pad wrap %x below[1, 0] above[1, 0] : tensor<3x0xf32> to tensor<5x0xf32>
  return %r : tensor<5x0xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @edge_tiled_along_both(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[T:.*]] = tensor.empty() : tensor<2x1xi32>
// CHECK:             tensor.insert_slice %[[T]]
// CHECK-NOT:     = pad.pad
func.func @edge_tiled_along_both(%x: tensor<3x0xi32>) -> tensor<6x0xi32> {
  %r = pad.pad edge %x below[1, 0] above[2, 0] : tensor<3x0xi32> to tensor<6x0xi32>
  return %r : tensor<6x0xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [2, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The destination-style form: the tile is the destination's own tile.
// CHECK-LABEL: func.func @form_tiled_along_the_empty_dimension(
// CHECK-SAME:    %[[X:.*]]: tensor<3x0xf32>, %[[D:.*]]: tensor<5x0xf32>)
// CHECK:         scf.for %{{.*}} iter_args(%[[O:.*]] = %[[D]]) -> (tensor<5x0xf32>)
// CHECK:           %[[T:.*]] = tensor.extract_slice %[[O]][0, %{{.*}}] [5, 1] [1, 1] : tensor<5x0xf32> to tensor<5x1xf32>
// CHECK:           tensor.insert_slice %[[T]] into %[[O]]
// CHECK-NOT:     = pad.pad_into
func.func @form_tiled_along_the_empty_dimension(%x: tensor<3x0xf32>, %d: tensor<5x0xf32>) -> tensor<5x0xf32> {
  %r = pad.pad_into symmetric %x below[1, 0] above[1, 0] into %d : tensor<3x0xf32> to tensor<5x0xf32>
  return %r : tensor<5x0xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad_into"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A form whose destination has an extent of 0 where its pads are computed:
// the untiled dimension's size is the destination's, as for upstream's
// linalg.fill, not a formula over the source; its constant pads make the
// output empty, so a tile writes nothing and is the destination's own tile
// (a form on it would view the buffer with an extent of 0, which upstream's
// view verifier rejects at offset 0).
// CHECK-LABEL: func.func @form_into_an_empty_destination(
// CHECK:         %[[D:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK:         %[[COLS:.*]] = tensor.dim %[[D]], %c1 : tensor<?x?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} iter_args(%[[O:.*]] = %[[D]]) -> (tensor<?x?xf32>)
// CHECK:           %[[T:.*]] = tensor.extract_slice %[[O]][%[[I]], 0] [1, %[[COLS]]] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
// CHECK:           tensor.insert_slice %[[T]] into %[[O]]
// CHECK-NOT:       = pad.pad_into
func.func @form_into_an_empty_destination(%x: tensor<1x4xf32>) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %d = tensor.empty(%c2, %c0) : tensor<?x?xf32>
  %r = pad.pad_into edge %x below[1, 0] above[0, -5] into %d : tensor<1x4xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad_into"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
