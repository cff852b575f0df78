// The transform script of fusion.mlir: every op tagged `fuse_N` is tiled
// and the pad.pad (and, for the chain, the elementwise op) that produces its
// input is fused into the loops.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // 1. transform.structured.fuse: conv of a reflect pad, tiles 3x3 of an
    //    8x8 output (not dividing it).
    %c1 = transform.structured.match attributes{fuse_1} in %root : (!transform.any_op) -> !transform.any_op
    %t1, %l1:2 = transform.structured.fuse %c1 tile_sizes [0, 3, 3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    // 2. tile_using_forall + fuse_into_containing_op: conv of a constant pad.
    %c2 = transform.structured.match attributes{fuse_2} in %root : (!transform.any_op) -> !transform.any_op
    %p2 = transform.get_producer_of_operand %c2[0] : (!transform.any_op) -> !transform.any_op
    %t2, %f2 = transform.structured.tile_using_forall %c2 tile_sizes [0, 4, 2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused2, %nf2 = transform.structured.fuse_into_containing_op %p2 into %f2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

    // 3. transform.structured.fuse: max pooling of a constant pad (the
    //    smallest i32 as its value).
    %c3 = transform.structured.match attributes{fuse_3} in %root : (!transform.any_op) -> !transform.any_op
    %t3, %l3:2 = transform.structured.fuse %c3 tile_sizes [0, 2, 5, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    // 4. tile_using_for + fuse_into_containing_op: an elementwise consumer
    //    of a wrap pad.
    %c4 = transform.structured.match attributes{fuse_4} in %root : (!transform.any_op) -> !transform.any_op
    %p4 = transform.get_producer_of_operand %c4[0] : (!transform.any_op) -> !transform.any_op
    %t4, %l4 = transform.structured.tile_using_for %c4 tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused4, %nf4 = transform.structured.fuse_into_containing_op %p4 into %l4 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

    // 5. transform.structured.fuse: elementwise (edge pad, then x * 3 - 1).
    %c5 = transform.structured.match attributes{fuse_5} in %root : (!transform.any_op) -> !transform.any_op
    %t5, %l5:2 = transform.structured.fuse %c5 tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    // 6. The chain elementwise -> symmetric pad -> conv, one loop nest.
    %c6 = transform.structured.match attributes{fuse_6} in %root : (!transform.any_op) -> !transform.any_op
    %t6, %l6:2 = transform.structured.fuse %c6 tile_sizes [0, 2, 4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    // 7. tile_using_forall + fuse_into_containing_op: conv of a reflect pad.
    %c7 = transform.structured.match attributes{fuse_7} in %root : (!transform.any_op) -> !transform.any_op
    %p7 = transform.get_producer_of_operand %c7[0] : (!transform.any_op) -> !transform.any_op
    %t7, %f7 = transform.structured.tile_using_forall %c7 tile_sizes [0, 3, 5, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused7, %nf7 = transform.structured.fuse_into_containing_op %p7 into %f7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

    // 8. transform.structured.fuse: conv of a constant pad.
    %c8 = transform.structured.match attributes{fuse_8} in %root : (!transform.any_op) -> !transform.any_op
    %t8, %l8:2 = transform.structured.fuse %c8 tile_sizes [0, 2, 4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    // 9. tile_using_for + fuse_into_containing_op: max pooling of a
    //    constant pad.
    %c9 = transform.structured.match attributes{fuse_9} in %root : (!transform.any_op) -> !transform.any_op
    %p9 = transform.get_producer_of_operand %c9[0] : (!transform.any_op) -> !transform.any_op
    %t9, %l9 = transform.structured.tile_using_for %c9 tile_sizes [0, 3, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused9, %nf9 = transform.structured.fuse_into_containing_op %p9 into %l9 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

    // 10. transform.structured.fuse with dynamic shapes and pad amounts.
    %c10 = transform.structured.match attributes{fuse_10} in %root : (!transform.any_op) -> !transform.any_op
    %t10, %l10:2 = transform.structured.fuse %c10 tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
