// Tiles the pads of tile-zero-extent.mlir by the sizes their tags name.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match attributes{tile_1_0} in %root : (!transform.any_op) -> !transform.any_op
    %ta, %la = transform.structured.tile_using_for %a tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.structured.match attributes{tile_0_1} in %root : (!transform.any_op) -> !transform.any_op
    %tb, %lb = transform.structured.tile_using_for %b tile_sizes [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %c = transform.structured.match attributes{tile_2_1} in %root : (!transform.any_op) -> !transform.any_op
    %tc, %lc = transform.structured.tile_using_forall %c tile_sizes [2, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
