// The schedule of ../vectorize-sizes-check.mlir: every pad.pad vectorized
// with vector sizes [4, 4].
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pads vector_sizes [4, 4] : !transform.any_op
    transform.yield
  }
}
