// The transform script of tile-lower-run.mlir: tile the pad tagged `tiled`
// with tile_using_forall, then lower the tiles inside the loop with the
// extension's pattern descriptor (the route the RUN line names is used by
// --pad-to-llvm for the other pad).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match attributes{tiled} in %root : (!transform.any_op) -> !transform.any_op
    %t, %forall = transform.structured.tile_using_forall %p tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %forall {
      transform.apply_patterns.pad.lower_to_scf
    } : !transform.any_op
    transform.yield
  }
}
