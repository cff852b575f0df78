//===- Passes.td - Transformations of the pad dialect -------*- tablegen -*-===//

#ifndef PAD_DIALECT_PAD_TRANSFORMS_PASSES
#define PAD_DIALECT_PAD_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def PadFuseIntoConsumersPass : Pass<"pad-fuse-into-consumers"> {
  let summary = "Split linalg consumers of pad.pad where their windows leave "
                "the copied run";
  let description = [{
    Splits each linalg op that reads a `pad.pad` result through affine
    window maps where its windows leave the pad's copied run (spec section
    2). For each padded dimension the consumer reads through `s * o + d * k
    + c` (stride `s`, dilation `d`, window loop `k`, one parallel loop `o`;
    an elementwise read is `s = 1` with no window), the outputs whose whole
    window lies in the copied run form the middle part, which reads a slice
    of the pad's source: no pad is left there. The parts before and after
    it read tiles of the pad: pads of slices of the source, of the border's
    size. Elementwise ops, `linalg.conv_2d_*` (NHWC and NCHW),
    `linalg.depthwise_conv_*` and `linalg.pooling_*` qualify, with strides
    and dilations.

    ```mlir
    %p = pad.pad reflect %x below[0, 1, 1, 0] above[0, 1, 1, 0]
        : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
    %r = linalg.depthwise_conv_2d_nhwc_hwc
        ins(%p, %w : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>)
        outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    ```

    becomes nine depthwise convolutions written into `%o`: the four
    corners, rows 0 and 7 between them (each reading a pad of two source
    rows, padded in rows only), columns 0 and 7 of rows 1-6 (padded in
    columns only), and the middle 6x6 outputs, whose input is `%x` itself.
    A border part is split again along the dimensions where its windows
    leave the pad, so that every part's pad is static and small.

    A consumer is left as it is where its pad has dynamic pad amounts or
    interior padding, where a padded dimension is read through another map
    (a reduction loop only, two parallel loops), or where every window
    touches the pad in every padded dimension. A pad with other users stays for them. The pad's run-time checks
    (rules 6, 9 and 10) are emitted ahead of the parts.

    As C++: `mlir::pad::populatePadFuseIntoConsumersPatterns` and
    `mlir::pad::splitConsumerAtPadBorders` in
    `pad/Dialect/Pad/Transforms/FuseIntoConsumers.h`. `--pad-to-llvm` runs
    it first (option `fuse-consumers`).
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // PAD_DIALECT_PAD_TRANSFORMS_PASSES
