// RUN: pad-opt %s --transform-interpreter | FileCheck %s --check-prefix=VECTOR
// RUN: pad-opt %s --transform-interpreter \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   | FileCheck %s --check-prefix=BUFFER

// The pipeline of docs/tiling-and-fusion.md: tile the consumer, fuse the
// pad into its loops, vectorize the consumer (upstream), then the pad tiles
// with the same vector sizes. The consumer's transfer_read of each pad tile
// takes the tile's vector: the padded tile never exists as a tensor, and
// after bufferization the only buffer is the consumer's result.

// Tiles of 2x6 divide the 66x66 output: the consumer's reads are in bounds
// and unmasked, and read the pad's vector as it is.
// VECTOR-LABEL: func.func @divides(
// VECTOR:         scf.for
// VECTOR:           scf.for
// VECTOR-NOT:         = pad.pad
// VECTOR-NOT:         vector.transfer_read
// Each of the two rows: reflect's four runs, and the lanes beyond them
// (indices below the period, in 32 bits).
// VECTOR-COUNT-4:     vector.gather {{.*}} : tensor<?x?xf32>, vector<6xindex>, vector<6xi1>, vector<6xf32> into vector<6xf32>
// VECTOR:             vector.gather {{.*}} : tensor<?x?xf32>, vector<6xi32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
// VECTOR-COUNT-4:     vector.gather {{.*}} : tensor<?x?xf32>, vector<6xindex>, vector<6xi1>, vector<6xf32> into vector<6xf32>
// VECTOR:             vector.gather {{.*}} : tensor<?x?xf32>, vector<6xi32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
// VECTOR:             vector.to_elements
// VECTOR:             vector.to_elements
// VECTOR:             %[[TILE:.*]] = vector.from_elements {{.*}} : vector<2x6xf32>
// VECTOR-NOT:         vector.transfer_read
// VECTOR-NOT:         vector.transfer_write
// VECTOR:             %[[SCALED:.*]] = arith.mulf %[[TILE]], %{{.*}} : vector<2x6xf32>
// VECTOR:             vector.transfer_write %[[SCALED]]
// BUFFER-LABEL: func.func @divides(
// BUFFER:         memref.alloc() {{.*}} : memref<66x66xf32>
// BUFFER-NOT:     memref.alloc
// BUFFER:         return
func.func @divides(%x: tensor<64x64xf32>) -> tensor<66x66xf32> {
  %p = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  %e = tensor.empty() : tensor<66x66xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<66x66xf32>) outs(%e : tensor<66x66xf32>) attrs = {tiles = [2, 6]} {
  ^bb0(%a: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<66x66xf32>
  return %r : tensor<66x66xf32>
}

// Tiles of 4x8 do not divide 66x66: the last tiles are smaller, the
// consumer's read is masked (upstream's vector.mask, with a poison padding),
// and it takes the pad's vector; the mask that measures the tile takes the
// pad's extents.
// VECTOR-LABEL: func.func @masked(
// VECTOR:         scf.for
// VECTOR:           scf.for
// VECTOR-NOT:         = pad.pad
// VECTOR-NOT:         vector.transfer_read
// VECTOR-COUNT-4:     vector.gather {{.*}} into vector<8xi32>
// VECTOR:             %[[TILE:.*]] = vector.from_elements {{.*}} : vector<4x8xi32>
// VECTOR-NOT:         vector.transfer_read
// VECTOR:             %[[MASK:.*]] = vector.create_mask %{{.*}}, %{{.*}} : vector<4x8xi1>
// VECTOR:             %[[SUM:.*]] = arith.addi %[[TILE]], %{{.*}} : vector<4x8xi32>
// VECTOR:             vector.mask %[[MASK]] { vector.transfer_write %[[SUM]]
// BUFFER-LABEL: func.func @masked(
// BUFFER:         memref.alloc() {{.*}} : memref<66x66xi32>
// BUFFER-NOT:     memref.alloc
// BUFFER:         return
func.func @masked(%x: tensor<64x64xi32>) -> tensor<66x66xi32> {
  %c7 = arith.constant 7 : i32
  %p = pad.pad constant %x below[1, 1] above[1, 1] value %c7 : tensor<64x64xi32> to tensor<66x66xi32>
  %e = tensor.empty() : tensor<66x66xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<66x66xi32>) outs(%e : tensor<66x66xi32>) attrs = {tiles = [4, 8]} {
  ^bb0(%a: i32, %o: i32):
    %one = arith.constant 1 : i32
    %m = arith.addi %a, %one : i32
    linalg.yield %m : i32
  } -> tensor<66x66xi32>
  return %r : tensor<66x66xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["linalg.generic"]} attributes{tiles = [2, 6]} in %root : (!transform.any_op) -> !transform.any_op
    %ta, %la:2 = transform.structured.fuse %a tile_sizes [2, 6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %ta vector_sizes [2, 6] : !transform.any_op
    %pa = transform.structured.match ops{["pad.pad"]} in %la#0 : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pa vector_sizes [2, 6] : !transform.any_op

    %b = transform.structured.match ops{["linalg.generic"]} attributes{tiles = [4, 8]} in %root : (!transform.any_op) -> !transform.any_op
    %tb, %lb:2 = transform.structured.fuse %b tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tb vector_sizes [4, 8] : !transform.any_op
    %pb = transform.structured.match ops{["pad.pad"]} in %lb#0 : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pb vector_sizes [4, 8] : !transform.any_op

    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
