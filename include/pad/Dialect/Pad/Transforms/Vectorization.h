//===- Vectorization.h - pad.pad to vector ops on tensors --------*- C++ -*-===//
//
// The vectorization of spec section 5: a pad.pad becomes one vector of its
// output, written into an empty tensor, so that a vectorized consumer's
// transfer_read of it folds into the vector (upstream's transfer
// forwarding) and no buffer holds the padded tensor.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_TRANSFORMS_VECTORIZATION_H
#define PAD_DIALECT_PAD_TRANSFORMS_VECTORIZATION_H

#include "mlir/IR/PatternMatch.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

#include <optional>
#include <string>

namespace mlir::pad {

/// The most elements one vectorized pad may have: the vector is built row
/// by row, and a larger one is better tiled first.
constexpr int64_t kMaxVectorizedElements = 1 << 16;

/// The most rows (vectors along the innermost dimension) of one masked
/// pad, whose result is dynamic: each row computes its geometry at run time
/// (masks, offsets, gathers), where a static pad's folds away. 2048 rows of
/// a dynamic reflect pad took a minute in --pad-to-llvm and 10.7 MB of the
/// LLVM dialect; a larger one is better tiled first.
constexpr int64_t kMaxMaskedRows = 256;

/// Why `pad` cannot be vectorized into a vector of shape `vectorSizes` (the
/// result's static shape when empty), or std::nullopt when it can. Vector
/// sizes larger than the result (or a dynamic result) mask the write;
/// as upstream's masked vectorization, the result's extents must not exceed
/// them at run time.
std::optional<std::string>
getPadVectorizationFailure(PadOp pad, ArrayRef<int64_t> vectorSizes = {});

/// Rewrites `pad` into `vector` ops on tensors that write a vector of its
/// output into an empty tensor (behind the run-time checks of spec section
/// 2, where extents or pads are dynamic). Fails, changing nothing, where
/// getPadVectorizationFailure gives a reason.
LogicalResult vectorizePad(RewriterBase &rewriter, PadOp pad,
                           ArrayRef<int64_t> vectorSizes = {});

/// A pattern that vectorizes every `pad.pad` of static result shape.
void populatePadVectorizationPatterns(RewritePatternSet &patterns);

} // namespace mlir::pad

#endif // PAD_DIALECT_PAD_TRANSFORMS_VECTORIZATION_H
