// RUN: pad-opt %s -split-input-file --transform-interpreter -verify-diagnostics

// transform.pad.vectorize: what it cannot vectorize is a silenceable failure
// at the transform op that says why, with a note at the pad, which stays
// as it was.

// A pad of dynamic shape needs vector sizes (masked vectorization).
func.func @dynamic_without_sizes(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad edge %x below[1] above[1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: its result 'tensor<?xf32>' has a dynamic shape: give vector_sizes (masked vectorization)}}
    transform.pad.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

// One vector size per dimension.
func.func @wrong_count(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad constant %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: vector_sizes has 1 entries for a result of rank 2}}
    transform.pad.vectorize %0 vector_sizes [8] : !transform.any_op
    transform.yield
  }
}

// -----

// A vector smaller than the result would drop elements.
func.func @too_small(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad constant %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: the vector size of dimension 1 is 4, smaller than the result's extent 5}}
    transform.pad.vectorize %0 vector_sizes [4, 4] : !transform.any_op
    transform.yield
  }
}

// -----

// Vector sizes are positive.
func.func @not_positive(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad constant %x below[%n] above[1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: the vector size of dimension 0 is 0: it must be positive}}
    transform.pad.vectorize %0 vector_sizes [0] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @negative(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad constant %x below[%n] above[1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: the vector size of dimension 0 is -4: it must be positive}}
    transform.pad.vectorize %0 vector_sizes [-4] : !transform.any_op
    transform.yield
  }
}

// -----

// Vectors hold integers, index and floats only.
func.func @complex(%x: tensor<3xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
  // expected-note @below {{the pad}}
  %0 = pad.pad edge %x below[1] above[1] : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
  return %0 : tensor<5xcomplex<f32>>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: its element type 'complex<f32>' cannot be the element type of a vector}}
    transform.pad.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

// The vector is built row by row: a pad this large is tiled first.
func.func @too_large(%x: tensor<255x255xf32>) -> tensor<257x257xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<255x255xf32> to tensor<257x257xf32>
  return %0 : tensor<257x257xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: its vector would have more than 65536 elements: tile the pad first}}
    transform.pad.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

// A masked (dynamic) pad computes each row's geometry at run time: 2048
// rows of it once took a minute to lower. Beyond 256 rows, tile first.
func.func @too_many_masked_rows(%x: tensor<?x?xf32>, %lo: index) -> tensor<?x?xf32> {
  // expected-note @below {{the pad}}
  %0 = pad.pad reflect %x below[%lo, 1] above[1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: its masked vector would have more than 256 rows, each with its geometry computed at run time: tile the pad first}}
    transform.pad.vectorize %0 vector_sizes [2048, 32] : !transform.any_op
    transform.yield
  }
}

// -----

// Only pad.pad ops are vectorized.
func.func @not_a_pad(%x: tensor<3xf32>) -> tensor<3xf32> {
  // expected-note @below {{the payload op}}
  %0 = tensor.empty() : tensor<3xf32>
  return %0 : tensor<3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a pad.pad, got 'tensor.empty'}}
    transform.pad.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

// Buffers hold an i1 in a byte of its own, vectors in memory pack them as
// bits: a vectorized i1 pad would read and write the wrong elements.
func.func @i1(%x: tensor<3xi1>) -> tensor<5xi1> {
  // expected-note @below {{the pad}}
  %0 = pad.pad edge %x below[1] above[1] : tensor<3xi1> to tensor<5xi1>
  return %0 : tensor<5xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot vectorize the pad: its element type 'i1' fills no whole number of bytes, which vectors in memory pack}}
    transform.pad.vectorize %0 : !transform.any_op
    transform.yield
  }
}
