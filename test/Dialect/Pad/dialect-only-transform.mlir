// The transform extension is a registration of its own, as upstream's are
// (docs/linking.md): a tool that registers the pad dialect alone stops at
// the extension's ops, parsing, with a message naming the op.
// RUN: not pad-dialect-only-opt %s --transform-interpreter 2>&1 | FileCheck %s
// RUN: pad-opt %s --transform-interpreter | FileCheck %s --check-prefix=REGISTERED

// CHECK: error: custom op 'transform.pad.vectorize' is unknown
// REGISTERED-NOT: pad.pad
// REGISTERED: vector.transfer_write
func.func @f(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pads : !transform.any_op
    transform.yield
  }
}
