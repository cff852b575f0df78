// RUN: pad-opt %s --transform-interpreter | FileCheck %s --check-prefix=VECTOR
// RUN: pad-opt %s --transform-interpreter \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   | FileCheck %s --check-prefix=BUFFER

// docs/tiling-and-fusion.md, "Tiles at no cost": the consumer is split
// (upstream's transform.structured.split) where the pad's output enters and
// leaves the copied run, 2 and 18 in both dimensions, before it is tiled by
// 4x8 and the pad fused. A tile of the middle part then lies in the copied
// run, which the tile's geometry shows from the loops' bounds: it is a
// slice of the source and no pad, and its vectors are the consumer's
// transfer_read of that slice. Every other part has static tiles of static
// pads, vectorized without a gather.

// VECTOR-LABEL: func.func @reflect(
// VECTOR-SAME:    %[[X:[^:]*]]: tensor<16x16xf32>)
// VECTOR-NOT:     pad.pad
// VECTOR-NOT:     vector.gather
// The left part of the middle rows: output columns 0 and 1 are source
// columns 2 and 1, each row's [1, 3) read and reversed.
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR:           %[[L:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 0] [4, 3] [1, 1] : tensor<16x16xf32> to tensor<4x3xf32>
// VECTOR-NEXT:      %[[L0:.*]] = vector.transfer_read %[[L]][%c0, %c1], %{{.*}} {in_bounds = [true]} : tensor<4x3xf32>, vector<2xf32>
// VECTOR-NEXT:      vector.shuffle %[[L0]], %[[L0]] [1, 0] : vector<2xf32>, vector<2xf32>
// The middle part: each tile is the consumer's read of a slice of the
// source, 2 rows and 2 columns before the tile's output.
// VECTOR:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// VECTOR-NEXT:      scf.for %[[J:.*]] = %c0 to %c16 step %c8
// VECTOR-NEXT:        %[[I2:.*]] = affine.apply #{{.*}}()[%[[I]]]
// VECTOR-NEXT:        %[[J2:.*]] = affine.apply #{{.*}}()[%[[J]]]
// VECTOR-NEXT:        %[[ROW:.*]] = arith.subi %[[I2]], %c2 : index
// VECTOR-NEXT:        %[[COL:.*]] = arith.subi %[[J2]], %c2 : index
// VECTOR-NEXT:        %[[M:.*]] = tensor.extract_slice %[[X]][%[[ROW]], %[[COL]]] [4, 8] [1, 1] : tensor<16x16xf32> to tensor<4x8xf32>
// VECTOR-NEXT:        tensor.extract_slice
// VECTOR-NEXT:        vector.transfer_read %[[M]][%c0, %c0], %{{.*}} {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// The right part: columns 18 and 19 are source columns 14 and 13.
// VECTOR:           %[[R:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 0] [4, 15] [1, 1] : tensor<16x16xf32> to tensor<4x15xf32>
// VECTOR-NEXT:      %[[R0:.*]] = vector.transfer_read %[[R]][%c0, %c13], %{{.*}} {in_bounds = [true]} : tensor<4x15xf32>, vector<2xf32>
// VECTOR-NEXT:      vector.shuffle %[[R0]], %[[R0]] [1, 0] : vector<2xf32>, vector<2xf32>
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
// VECTOR-DAG:     %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// VECTOR-NOT:     pad.pad
// VECTOR-NOT:     vector.gather
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR:           vector.transfer_write %[[ZERO]], %{{.*}}[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x2xf32>
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR-NEXT:      scf.for %{{.*}} = %c0 to %c16 step %c8
// VECTOR:             %[[M:.*]] = tensor.extract_slice %[[X]][%{{.*}}, %{{.*}}] [4, 8] [1, 1] : tensor<16x16xf32> to tensor<4x8xf32>
// VECTOR-NEXT:        tensor.extract_slice
// VECTOR-NEXT:        vector.transfer_read %[[M]][%c0, %c0], %{{.*}} {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// VECTOR:         scf.for %{{.*}} = %c0 to %c16 step %c4
// VECTOR:           vector.transfer_write %[[ZERO]], %{{.*}}[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x2xf32>
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
  // One op in, its three parts along `dimension` out: [0, 2), [2, 18), [18, 20).
  transform.named_sequence @split_rows(%op: !transform.any_op {transform.consumed}) -> !transform.any_op {
    %s0 = transform.structured.split %op after 2 {dimension = 0} : !transform.any_op
    %lo, %rest = transform.split_handle %s0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s1 = transform.structured.split %rest after 16 {dimension = 0} : !transform.any_op
    %mid, %hi = transform.split_handle %s1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %parts = transform.merge_handles %lo, %mid, %hi : !transform.any_op
    transform.yield %parts : !transform.any_op
  }
  transform.named_sequence @split_columns(%op: !transform.any_op {transform.consumed}) -> !transform.any_op {
    %s0 = transform.structured.split %op after 2 {dimension = 1} : !transform.any_op
    %lo, %rest = transform.split_handle %s0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s1 = transform.structured.split %rest after 16 {dimension = 1} : !transform.any_op
    %mid, %hi = transform.split_handle %s1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %parts = transform.merge_handles %lo, %mid, %hi : !transform.any_op
    transform.yield %parts : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %consumers = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %rows = transform.foreach %consumers : !transform.any_op -> !transform.any_op {
    ^bb0(%op: !transform.any_op):
      %parts = transform.include @split_rows failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
      transform.yield %parts : !transform.any_op
    }
    %parts = transform.foreach %rows : !transform.any_op -> !transform.any_op {
    ^bb0(%op: !transform.any_op):
      %parts = transform.include @split_columns failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
      transform.yield %parts : !transform.any_op
    }
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
