// Tiles every pad.pad tagged {tile} by transform.structured.fuse, and every
// consumer tagged {fuse} with the pad it reads fused into its loop.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} attributes{tile} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %pads : !transform.any_op {
    ^bb0(%pad: !transform.any_op):
      %tiled, %loop = transform.structured.fuse %pad tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %consumers = transform.structured.match ops{["linalg.generic"]} attributes{fuse} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %consumers : !transform.any_op {
    ^bb0(%consumer: !transform.any_op):
      %tiled, %loop = transform.structured.fuse %consumer tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    transform.yield
  }
}
