// The schedule of ../vectorize.mlir: the pads tagged with vector sizes get
// them; the others are vectorized at their static shape.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["pad.pad"]} attributes{sizes = [4, 5]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %a vector_sizes [4, 5] : !transform.any_op
    %c = transform.structured.match ops{["pad.pad"]} attributes{sizes = [4, 8]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %c vector_sizes [4, 8] : !transform.any_op
    %d = transform.structured.match ops{["pad.pad"]} attributes{sizes = [2, 16]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %d vector_sizes [2, 16] : !transform.any_op
    %b = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %b : !transform.any_op
    transform.yield
  }
}
