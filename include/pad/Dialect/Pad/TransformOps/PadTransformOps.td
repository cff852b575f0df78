//===- PadTransformOps.td - Transform dialect ops for pad.pad -*- tablegen -*-===//
//
// Spec section 5: pattern descriptors for `transform.apply_patterns` that
// lower pad.pad inside the scope a transform script chooses, exactly as the
// conversion passes do (they add the same patterns).
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD
#define PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/IR/TransformTypes.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def ApplyPadLowerToLinalgPatternsOp : Op<Transform_Dialect,
    "apply_patterns.pad.lower_to_linalg",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>,
     // A descriptor anywhere else would be applied as a transform, which it
     // is not (MLIR 22 crashes on an upstream descriptor placed there).
     HasParent<"::mlir::transform::ApplyPatternsOp">]> {
  let summary = "lowers pad.pad to tensor, linalg and arith ops";
  let description = [{
    Inside `transform.apply_patterns`, rewrites every `pad.pad` in the
    payload exactly as `--convert-pad-to-linalg` does (the patterns of
    `populatePadToLinalgPatterns`).

    Example: tile a pad, then lower the tiles.

    ```mlir
    %tiled, %loop = transform.structured.tile_using_for %pad tile_sizes [8]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %loop {
      transform.apply_patterns.pad.lower_to_linalg
    } : !transform.any_op
    ```
  }];
  let assemblyFormat = "attr-dict";
}

def ApplyPadLowerToSCFPatternsOp : Op<Transform_Dialect,
    "apply_patterns.pad.lower_to_scf",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>,
     // A descriptor anywhere else would be applied as a transform, which it
     // is not (MLIR 22 crashes on an upstream descriptor placed there).
     HasParent<"::mlir::transform::ApplyPatternsOp">]> {
  let summary = "lowers pad.pad to scf loop nests over tensors";
  let description = [{
    Inside `transform.apply_patterns`, rewrites every `pad.pad` in the
    payload exactly as `--convert-pad-to-scf` does (the patterns of
    `populatePadToSCFPatterns`).
  }];
  let assemblyFormat = "attr-dict";
}

def ApplyPadVectorizePatternsOp : Op<Transform_Dialect,
    "apply_patterns.pad.vectorize",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>,
     // A descriptor anywhere else would be applied as a transform, which it
     // is not (MLIR 22 crashes on an upstream descriptor placed there).
     HasParent<"::mlir::transform::ApplyPatternsOp">]> {
  let summary = "vectorizes every pad.pad of static result shape";
  let description = [{
    Inside `transform.apply_patterns`, rewrites every `pad.pad` of static
    result shape in the payload as `transform.pad.vectorize` without
    `vector_sizes` does (the pattern of `populatePadVectorizationPatterns`).
    Pads it cannot vectorize are left as they are.
  }];
  let assemblyFormat = "attr-dict";
}

def PadVectorizeOp : Op<Transform_Dialect, "pad.vectorize",
    [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
     TransformEachOpTrait, TransformOpInterface,
     ReportTrackingListenerFailuresOpTrait]> {
  let summary = "vectorizes pad.pad ops into vector ops on tensors";
  let description = [{
    Rewrites each `pad.pad` that `target` holds into `vector` ops on tensors
    (`populatePadVectorizationPatterns` and `vectorizePad` in
    `pad/Dialect/Pad/Transforms/Vectorization.h`): one vector of the pad's
    output, written into an empty tensor by `vector.transfer_write`, so that
    a vectorized consumer's `vector.transfer_read` of it folds into the
    vector. Every mode, pad amount and interior.

    `vector_sizes` gives the vector's shape, one entry per dimension, as in
    upstream's `transform.structured.vectorize`. It may be left out for a
    pad of static result shape (the vector then has that shape). Where it is
    larger than the result, or the result has a dynamic shape, the write is
    masked; the result's extents must not exceed it at run time.

    The target handle is consumed. A payload op that is not a `pad.pad`, or
    a pad that cannot be vectorized (an element type vectors cannot hold, a
    dynamic shape without `vector_sizes`, sizes smaller than the result), is
    a silenceable failure that says why; the pad is then left unchanged.

    ```mlir
    %pad = transform.structured.match ops{["pad.pad"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pad vector_sizes [8, 16] : !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedOptionalAttr<DenseI64ArrayAttr, "{}">:$vector_sizes);
  let results = (outs);
  let assemblyFormat =
      "$target (`vector_sizes` $vector_sizes^)? attr-dict `:` type($target)";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def PadSplitConsumerOp : Op<Transform_Dialect, "pad.split_consumer",
    [DeclareOpInterfaceMethods<TransformOpInterface>,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     ReportTrackingListenerFailuresOpTrait]> {
  let summary = "splits a linalg consumer of pad.pad at the pad's borders";
  let description = [{
    Splits each linalg op that `target` holds where its windows leave the
    copied run of the `pad.pad` it reads, as `--pad-fuse-into-consumers`
    does (`splitConsumerAtPadBorders` in
    `pad/Dialect/Pad/Transforms/FuseIntoConsumers.h`), and returns a handle
    to the parts: for each padded dimension, the part before the middle and
    the part after it (those not known to be empty), then the middle, whose
    input is a slice of the pad's source. A script then tiles, fuses and
    vectorizes each part; the border parts read tiles of the pad, which
    `transform.structured.fuse_into_containing_op` and
    `transform.pad.vectorize` take.

    The split points come from the consumer's indexing map of the pad
    operand: stride, dilation and window of every padded dimension.

    The target handle is consumed. A linalg op that reads no `pad.pad` is
    its own one part, so that a script schedules consumers with and without
    pads alike. A payload op that is not a linalg op on tensors, or a
    consumer of a pad that cannot be split (dynamic pad amounts, interior
    padding, a padded dimension read through another map, every window
    touching the pad in every padded dimension), is a silenceable failure
    that says why, and is left unchanged.

    ```mlir
    %conv = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %parts = transform.pad.split_consumer %conv : (!transform.any_op) -> !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$parts);
  let assemblyFormat =
      "$target attr-dict `:` functional-type($target, $parts)";
}

#endif // PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD
