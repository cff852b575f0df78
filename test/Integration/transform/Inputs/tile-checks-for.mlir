// Tiles every pad.pad tagged {tile} by tile_using_for.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} attributes{tile} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %pads : !transform.any_op {
    ^bb0(%pad: !transform.any_op):
      %tiled, %loop = transform.structured.tile_using_for %pad tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    transform.yield
  }
}
