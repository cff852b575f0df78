// The transform script of lower-patterns.mlir: lower every pad.pad of every
// function with the extension's pattern descriptor.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.pad.lower_to_linalg
    } : !transform.any_op
    transform.yield
  }
}
