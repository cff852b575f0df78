// RUN: pad-opt %s -split-input-file --transform-interpreter --verify-diagnostics | FileCheck %s

// transform.pad.split_consumer (spec section 5): the split of
// --pad-fuse-into-consumers on a given consumer, with a handle to its parts
// (the border parts, each split again where its windows leave the pad
// along another dimension, then the middle): nine for a 3x3 window.

// CHECK-LABEL: func.func @depthwise
//  CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x4xf32>,
// CHECK-COUNT-8: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, part, strides
//       CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, middle, part, strides = dense<1> : tensor<2xi64>} ins(%[[X]], 
func.func @depthwise(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4xf32>, %o: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  %p = pad.pad edge %x below[0, 1, 1, 0] above[0, 1, 1, 0] : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %parts = transform.pad.split_consumer %conv : (!transform.any_op) -> !transform.any_op
    transform.annotate %parts "part" : !transform.any_op
    %b:8, %middle = transform.split_handle %parts
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op,
                                  !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.annotate %middle "middle" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @interior(%x: tensor<4x4xf32>) -> tensor<9x7xf32> {
  %p = pad.pad constant %x below[1, 0] above[1, 0] interior[1, 1] : tensor<4x4xf32> to tensor<9x7xf32>
  %e = tensor.empty() : tensor<9x7xf32>
  // expected-note @below {{the consumer}}
  %r = linalg.copy ins(%p : tensor<9x7xf32>) outs(%e : tensor<9x7xf32>) -> tensor<9x7xf32>
  return %r : tensor<9x7xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %copy = transform.structured.match ops{["linalg.copy"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot split the consumer: input 0: the pad has interior padding}}
    %parts = transform.pad.split_consumer %copy : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @wide_window(%x: tensor<1x3x3x1xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %p = pad.pad reflect %x below[0, 2, 2, 0] above[0, 2, 2, 0] : tensor<1x3x3x1xf32> to tensor<1x7x7x1xf32>
  %w = tensor.empty() : tensor<5x5xf32>
  // expected-note @below {{the consumer}}
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x7x7x1xf32>, tensor<5x5xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pool = transform.structured.match ops{["linalg.pooling_nhwc_sum"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot split the consumer: input 0: every window touches the pad in every padded dimension}}
    %parts = transform.pad.split_consumer %pool : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @dynamic_pads(%x: tensor<4x4xf32>, %lo: index) -> tensor<?x4xf32> {
  %p = pad.pad edge %x below[%lo, 0] above[1, 0] : tensor<4x4xf32> to tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %p, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  // expected-note @below {{the consumer}}
  %r = linalg.copy ins(%p : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %copy = transform.structured.match ops{["linalg.copy"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot split the consumer: input 0: the pad has dynamic pad amounts}}
    %parts = transform.pad.split_consumer %copy : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @reduction(%x: tensor<4x4xf32>, %o: tensor<6xf32>) -> tensor<6xf32> {
  %p = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x4xf32> to tensor<6x6xf32>
  // expected-note @below {{the consumer}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
    ins(%p : tensor<6x6xf32>) outs(%o : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot split the consumer: input 0: padded dimension 0: it is read through reduction loops only}}
    %parts = transform.pad.split_consumer %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @two_parallel(%x: tensor<4xf32>, %o: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %p = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  // expected-note @below {{the consumer}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%p : tensor<6xf32>) outs(%o : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot split the consumer: input 0: padded dimension 0: it is read through a map of two parallel loops}}
    %parts = transform.pad.split_consumer %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A consumer that reads no pad is its own one part.
// CHECK-LABEL: func.func @no_pad(
//       CHECK:   linalg.copy {alone} ins(%{{.*}} : tensor<4xf32>)
func.func @no_pad(%x: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.copy ins(%x : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %parts = transform.pad.split_consumer %c : (!transform.any_op) -> !transform.any_op
    transform.annotate %parts "alone" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_linalg(%x: tensor<4xf32>) -> tensor<6xf32> {
  // expected-note @below {{the payload op}}
  %p = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["pad.pad"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a linalg op, got 'pad.pad'}}
    %parts = transform.pad.split_consumer %p : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
