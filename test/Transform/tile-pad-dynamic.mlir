// RUN: pad-opt %s -split-input-file --transform-interpreter --canonicalize --cse | FileCheck %s

// Tiles of pads with dynamic extents and pad amounts (spec section 5): the
// tile's pads are computed at run time, and no tile is guarded by an scf.if.

// CHECK-LABEL: func.func @dynamic_edge(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?x?xf32>, %[[LO:[^:]*]]: index, %[[HI:[^:]*]]: index)
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) in (%{{.*}}, %{{.*}}) shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<?x?xf32>)
// CHECK-NOT:       scf.if
// CHECK:           %[[S:.*]] = tensor.extract_slice %[[X]][%{{.*}}, %{{.*}}] [%{{.*}}, %{{.*}}] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NOT:       scf.if
// CHECK:           %[[P:.*]] = pad.pad edge %[[S]] below[%{{.*}}, %{{.*}}] above[%{{.*}}, %{{.*}}] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK:           tensor.parallel_insert_slice %[[P]] into %[[OUT]]
func.func @dynamic_edge(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %0 = pad.pad edge %x below[%lo, 1] above[2, %hi] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Static tiles of a static pad: the tile's pads depend on the loop, so its
// pad.pad infers a dynamic type; a tensor.cast gives it the tile's type.

// CHECK-LABEL: func.func @static_tiles(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<6x6xf32>)
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) in (2, 2) shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<8x16xf32>)
// CHECK:           %[[P:.*]] = pad.pad wrap %{{.*}} below[%{{.*}}, %{{.*}}] above[%{{.*}}, %{{.*}}] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK:           %[[C:.*]] = tensor.cast %[[P]] : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK:           tensor.parallel_insert_slice %[[C]] into %[[OUT]][%{{.*}}, %{{.*}}] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x16xf32>
func.func @static_tiles(%x: tensor<6x6xf32>) -> tensor<8x16xf32> {
  %0 = pad.pad wrap %x below[1, 5] above[1, 5] : tensor<6x6xf32> to tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}


// -----

// A dimension neither padded nor cropped (0 here) is all copied run: its
// tile is the plain slice at the loop's offset with static zero pads, not
// the mapping's run-time selects; the tiled dimension 1 computes its pads,
// the untiled dimension 2 keeps its static ones.

// CHECK-LABEL: func.func @unpadded_dimension(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<4x8x10xf32>)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %{{.*}})
// CHECK:             %[[S:.*]] = tensor.extract_slice %[[X]][%[[I]], %{{.*}}, 0] [1, %{{.*}}, 10] [1, 1, 1] : tensor<4x8x10xf32> to tensor<1x?x10xf32>
// CHECK:             %[[P:.*]] = pad.pad reflect %[[S]] below[0, %{{.*}}, 2] above[0, %{{.*}}, 2] : tensor<1x?x10xf32> to tensor<1x?x14xf32>
// CHECK:             tensor.insert_slice %[[P]] into %[[OUT]][%[[I]], %[[J]], 0] [1, %{{.*}}, 14] [1, 1, 1]
func.func @unpadded_dimension(%x: tensor<4x8x10xf32>) -> tensor<4x10x14xf32> {
  %0 = pad.pad reflect %x below[0, 1, 2] above[0, 1, 2] : tensor<4x8x10xf32> to tensor<4x10x14xf32>
  return %0 : tensor<4x10x14xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop:2 = transform.structured.tile_using_for %0 tile_sizes [1, 4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
