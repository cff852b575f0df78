// A tool that registers the pad dialect alone (pad-dialect-only-opt: every
// upstream dialect, extension and pass, and the pad dialect without
// registerAllPadDialects) gets the ops' interface models from the dialect
// itself (spec section 1): fusion tiles the pad, upstream's runtime
// verification checks the destination-style form.
// RUN: pad-dialect-only-opt %s --transform-interpreter | FileCheck %s --check-prefix=FUSE
// RUN: pad-dialect-only-opt %s --generate-runtime-verification | FileCheck %s --check-prefix=VERIFY

// Fusing the pad into 8x16 tiles of an elementwise consumer: each tile pads
// a slice of the source to the tile's size (TilingInterface), never the
// whole 66x66 pad (what fusion does with no model: a copy of the pad in
// every tile).
// FUSE-LABEL: func.func @fuse(
//       FUSE:   scf.for
//       FUSE:     scf.for
//       FUSE:       %[[S:.*]] = tensor.extract_slice %{{.*}} : tensor<64x64xf32> to tensor<?x?xf32>
//       FUSE:       %[[T:.*]] = pad.pad edge %[[S]] below[%{{.*}}, %{{.*}}] above[%{{.*}}, %{{.*}}] : tensor<?x?xf32> to tensor<?x?xf32>
//       FUSE:       linalg.generic {{.*}} ins(%[[T]] : tensor<?x?xf32>)
func.func @fuse(%x: tensor<64x64xf32>) -> tensor<66x66xf32> {
  %p = pad.pad edge %x below[1, 1] above[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  %e = tensor.empty() : tensor<66x66xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<66x66xf32>) outs(%e : tensor<66x66xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<66x66xf32>
  return %r : tensor<66x66xf32>
}

// Upstream's --generate-runtime-verification checks the form's dynamic
// rules and its destination's shape.
// VERIFY-LABEL: func.func @verify(
//       VERIFY:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed
//       VERIFY:   pad.pad_into edge
func.func @verify(%x: tensor<?x4xf32>, %d: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %r = pad.pad_into edge %x below[1, 1] above[1, 1] into %d : tensor<?x4xf32> to tensor<?x6xf32>
  return %r : tensor<?x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.fuse %g tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
