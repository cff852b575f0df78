// RUN: pad-opt %s --transform-interpreter | FileCheck %s --check-prefix=VECTOR
// RUN: pad-opt %s --transform-interpreter \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   | FileCheck %s --check-prefix=BUFFER

// docs/tiling-and-fusion.md, "Tiles at no cost": the consumer is split at
// the pad's borders (transform.pad.split_consumer, from its indexing maps:
// 2 and 18 in both dimensions; nine parts) before each part is tiled by
// 4x8 and the pad fused. Every tile then has a static shape: a tile of the
// middle part is the consumer's read of a slice of the source and no pad,
// every other tile a static pad vectorized without a gather.

// VECTOR-LABEL: func.func @reflect(
// VECTOR-SAME:    %[[X:[^:]*]]: tensor<16x16xf32>)
// VECTOR-NOT:     pad.pad
// VECTOR-NOT:     vector.gather
// The top-left corner: output rows and columns 0 and 1 are source rows and
// columns 2 and 1, each row read and reversed.
// VECTOR:         %[[TL:.*]] = tensor.extract_slice %[[X]][0, 0] [3, 3] [1, 1] : tensor<16x16xf32> to tensor<3x3xf32>
// VECTOR-NEXT:    %[[TL0:.*]] = vector.transfer_read %[[TL]][%c2, %c1], %{{.*}} {in_bounds = [true]} : tensor<3x3xf32>, vector<2xf32>
// VECTOR-NEXT:    vector.shuffle %[[TL0]], %[[TL0]] [1, 0] : vector<2xf32>, vector<2xf32>
// The rows above the middle: source rows 2 and 1, 8 columns per tile.
// VECTOR:         scf.for %[[J:.*]] = %c0 to %c16 step %c8
// VECTOR-NEXT:      %[[T:.*]] = tensor.extract_slice %[[X]][0, %[[J]]] [3, 8] [1, 1] : tensor<16x16xf32> to tensor<3x8xf32>
// VECTOR-NEXT:      vector.transfer_read %[[T]][%c2, %c0], %{{.*}} {in_bounds = [true]} : tensor<3x8xf32>, vector<8xf32>
// VECTOR-NEXT:      vector.transfer_read %[[T]][%c1, %c0], %{{.*}} {in_bounds = [true]} : tensor<3x8xf32>, vector<8xf32>
// The left part of the middle rows: columns 2 and 1 of each row, reversed.
// VECTOR:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// VECTOR-NEXT:      %[[L:.*]] = tensor.extract_slice %[[X]][%[[I]], 0] [4, 3] [1, 1] : tensor<16x16xf32> to tensor<4x3xf32>
// VECTOR-NEXT:      %[[L0:.*]] = vector.transfer_read %[[L]][%c0, %c1], %{{.*}} {in_bounds = [true]} : tensor<4x3xf32>, vector<2xf32>
// VECTOR-NEXT:      vector.shuffle %[[L0]], %[[L0]] [1, 0] : vector<2xf32>, vector<2xf32>
// The right part: columns 18 and 19 are source columns 14 and 13.
// VECTOR:         scf.for %[[I2:.*]] = %c0 to %c16 step %c4
// VECTOR-NEXT:      %[[R:.*]] = tensor.extract_slice %[[X]][%[[I2]], 0] [4, 15] [1, 1] : tensor<16x16xf32> to tensor<4x15xf32>
// VECTOR-NEXT:      %[[R0:.*]] = vector.transfer_read %[[R]][%c0, %c13], %{{.*}} {in_bounds = [true]} : tensor<4x15xf32>, vector<2xf32>
// VECTOR-NEXT:      vector.shuffle %[[R0]], %[[R0]] [1, 0] : vector<2xf32>, vector<2xf32>
// The middle: each tile reads the source at the tile's own position.
// VECTOR:         scf.for %[[MI:.*]] = %c0 to %c16 step %c4
// VECTOR-NEXT:      scf.for %[[MJ:.*]] = %c0 to %c16 step %c8
// VECTOR-NEXT:        %[[M:.*]] = tensor.extract_slice %[[X]][%[[MI]], %[[MJ]]] [4, 8] [1, 1] : tensor<16x16xf32> to tensor<4x8xf32>
// VECTOR-NEXT:        tensor.extract_slice
// VECTOR-NEXT:        vector.transfer_read %[[M]][%c0, %c0], %{{.*}} {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// VECTOR-NOT:     vector.gather
// VECTOR:         return
// BUFFER-LABEL: func.func @reflect(
// BUFFER:         memref.alloc() {{.*}} : memref<20x20xf32>
// BUFFER-NOT:     memref.alloc
// BUFFER:         return
func.func @reflect(%x: tensor<16x16xf32>) -> tensor<20x20xf32> {
  %p = pad.pad reflect %x below[2, 2] above[2, 2] : tensor<16x16xf32> to tensor<20x20xf32>
  %e = tensor.empty() : tensor<20x20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<20x20xf32>) outs(%e : tensor<20x20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<20x20xf32>
  return %r : tensor<20x20xf32>
}


// In constant mode the border parts are the consumer of the pad value,
// folded: 0 * 2 written into every tile.
// VECTOR-LABEL: func.func @constant(
// VECTOR-SAME:    %[[X:[^:]*]]: tensor<16x16xf32>)
// VECTOR-DAG:     %[[ZERO42:.*]] = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// VECTOR-DAG:     %[[ZERO28:.*]] = arith.constant dense<0.000000e+00> : vector<2x8xf32>
// VECTOR-DAG:     %[[ZERO22:.*]] = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// VECTOR-NOT:     pad.pad
// VECTOR-NOT:     vector.gather
// VECTOR:         vector.transfer_write %[[ZERO22]]
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c8
// VECTOR:           vector.transfer_write %[[ZERO28]]
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR:           vector.transfer_write %[[ZERO42]], %{{.*}}[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x2xf32>
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR:           vector.transfer_write %[[ZERO42]]
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR-NEXT:      scf.for %{{.*}} = %c0 to %c16 step %c8
// VECTOR-NEXT:        %[[M:.*]] = tensor.extract_slice %[[X]][%{{.*}}, %{{.*}}] [4, 8] [1, 1] : tensor<16x16xf32> to tensor<4x8xf32>
// VECTOR-NEXT:        tensor.extract_slice
// VECTOR-NEXT:        vector.transfer_read %[[M]][%c0, %c0], %{{.*}} {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// VECTOR-NOT:     vector.gather
// VECTOR:         return
// BUFFER-LABEL: func.func @constant(
// BUFFER:         memref.alloc() {{.*}} : memref<20x20xf32>
// BUFFER-NOT:     memref.alloc
// BUFFER:         return
func.func @constant(%x: tensor<16x16xf32>) -> tensor<20x20xf32> {
  %p = pad.pad constant %x below[2, 2] above[2, 2] : tensor<16x16xf32> to tensor<20x20xf32>
  %e = tensor.empty() : tensor<20x20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<20x20xf32>) outs(%e : tensor<20x20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<20x20xf32>
  return %r : tensor<20x20xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %consumers = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // The parts: corners, borders and the middle, which reads the source.
    %parts = transform.pad.split_consumer %consumers : (!transform.any_op) -> !transform.any_op
    %tiles = transform.foreach %parts : !transform.any_op -> !transform.any_op {
    ^bb0(%op: !transform.any_op):
      %t, %l:2 = transform.structured.fuse %op tile_sizes [4, 8] {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      transform.yield %t : !transform.any_op
    }
    // Every tile's shape is now static once canonicalized.
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.structured.vectorize %tiles : !transform.any_op
    %pads = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pads : !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
