// RUN: pad-opt %s -split-input-file --transform-interpreter -verify-diagnostics

// The iteration domain of pad.pad has one loop per dimension.
func.func @too_many_tile_sizes(%x: tensor<10xf32>) -> tensor<15xf32> {
  // expected-note @below {{target op}}
  %0 = pad.pad edge %x below[2] above[3] : tensor<10xf32> to tensor<15xf32>
  return %0 : tensor<15xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{too many tiles provided, expected at most 1 found 2}}
    %1, %l:2 = transform.structured.tile_using_for %0 tile_sizes [4, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A pattern descriptor belongs in transform.apply_patterns (elsewhere the
// interpreter would apply it as a transform, which it is not).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_patterns.pad.lower_to_linalg' op expects parent op 'transform.apply_patterns'}}
    transform.apply_patterns.pad.lower_to_linalg
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_patterns.pad.lower_to_scf' op expects parent op 'transform.apply_patterns'}}
    transform.apply_patterns.pad.lower_to_scf
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_patterns.pad.vectorize' op expects parent op 'transform.apply_patterns'}}
    transform.apply_patterns.pad.vectorize
    transform.yield
  }
}
