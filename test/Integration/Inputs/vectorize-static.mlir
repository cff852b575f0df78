// Vectorizes every pad.pad of static result shape in the payload
// (transform.apply_patterns.pad.vectorize); the others stay for the
// lowering. Preloaded by the generated integration tests.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %root {
      transform.apply_patterns.pad.vectorize
    } : !transform.any_op
    transform.yield
  }
}
