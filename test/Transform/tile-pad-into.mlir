// RUN: pad-opt %s -split-input-file --transform-interpreter --canonicalize --cse | FileCheck %s

// TilingInterface of the destination-style form (spec section 1): a tile of
// pad.pad_into is a form of the same tile of the source (as for pad.pad,
// test/Transform/tile-pad.mlir) written into the tile's slice of the
// destination, which the loop threads as its iteration argument. The loop is
// unrolled, so that every tile's offsets fold and the CHECK lines pin each
// one (worked out by hand below).

// Edge mode, 10 -> 15 (below 2, above 3), tiles of 5, into %d:
//   [0, 5):   k = -2..2 reads source [0, 2]: below 2, above 0.
//   [5, 10):  k = 3..7 lies in the copied run: source [3, 8), no pads.
//   [10, 15): k = 8..12 reads source [8, 9]: below 0, above 3.
// CHECK-LABEL: func.func @edge(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<10xf32>, %[[D:[^:]*]]: tensor<15xf32>)
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][0] [3] [1] : tensor<10xf32> to tensor<3xf32>
// CHECK:         %[[D0:.*]] = tensor.extract_slice %[[D]][0] [5] [1] : tensor<15xf32> to tensor<5xf32>
// CHECK:         %[[P0:.*]] = pad.pad_into edge %[[S0]] below[2] above[0] into %[[D0]] : tensor<3xf32> to tensor<5xf32>
// CHECK:         %[[I0:.*]] = tensor.insert_slice %[[P0]] into %[[D]][0] [5] [1]
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][3] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK:         %[[D1:.*]] = tensor.extract_slice %[[I0]][5] [5] [1] : tensor<15xf32> to tensor<5xf32>
// CHECK:         %[[P1:.*]] = pad.pad_into edge %[[S1]] below[0] above[0] into %[[D1]] : tensor<5xf32> to tensor<5xf32>
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[P1]] into %[[I0]][5] [5] [1]
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][8] [2] [1] : tensor<10xf32> to tensor<2xf32>
// CHECK:         %[[D2:.*]] = tensor.extract_slice %[[I1]][10] [5] [1] : tensor<15xf32> to tensor<5xf32>
// CHECK:         %[[P2:.*]] = pad.pad_into edge %[[S2]] below[0] above[3] into %[[D2]] : tensor<2xf32> to tensor<5xf32>
// CHECK:         %[[I2:.*]] = tensor.insert_slice %[[P2]] into %[[I1]][10] [5] [1]
// CHECK:         return %[[I2]]
func.func @edge(%x: tensor<10xf32>, %d: tensor<15xf32>) -> tensor<15xf32> {
  %0 = pad.pad_into edge %x below[2] above[3] into %d : tensor<10xf32> to tensor<15xf32>
  return %0 : tensor<15xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad_into"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// Reflect, 2-D, tiles of 2 rows with the columns whole, in an scf.forall:
// 3x4 -> 5x6 (below 1, above 1 in both). Each tile is a form into the slice
// of the shared output at its rows, inserted back in parallel; its rows'
// pads are computed from the tile's offset, the columns keep the op's own.
// CHECK-LABEL: func.func @reflect_forall(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<3x4xf32>, %[[D:[^:]*]]: tensor<5x6xf32>)
// CHECK:         scf.forall (%[[IV:.*]]) in (3) shared_outs(%[[OUT:.*]] = %[[D]])
// CHECK:           %[[ROW:.*]] = affine.apply #{{.*}}(%[[IV]])
// CHECK:           %[[N:.*]] = affine.min #{{.*}}(%[[IV]])
// CHECK:           %[[DS:.*]] = tensor.extract_slice %[[OUT]][%[[ROW]], 0] [%[[N]], 6] [1, 1] : tensor<5x6xf32> to tensor<?x6xf32>
// CHECK:           %[[T:.*]] = pad.pad_into reflect %{{.*}} below[%{{.*}}, 1] above[%{{.*}}, 1] into %[[DS]] : tensor<?x4xf32> to tensor<?x6xf32>
// CHECK:           tensor.parallel_insert_slice %[[T]] into %[[OUT]][%[[ROW]], 0] [%[[N]], 6] [1, 1]
func.func @reflect_forall(%x: tensor<3x4xf32>, %d: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %0 = pad.pad_into reflect %x below[1, 1] above[1, 1] into %d : tensor<3x4xf32> to tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad_into"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
