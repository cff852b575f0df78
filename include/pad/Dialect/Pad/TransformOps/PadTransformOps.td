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
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
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

#endif // PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD
