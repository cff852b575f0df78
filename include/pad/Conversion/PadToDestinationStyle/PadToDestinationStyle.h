//===- PadToDestinationStyle.h - pad.pad to pad.pad_into --------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTODESTINATIONSTYLE_PADTODESTINATIONSTYLE_H
#define PAD_CONVERSION_PADTODESTINATIONSTYLE_PADTODESTINATIONSTYLE_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace pad {
class PadOp;

#define GEN_PASS_DECL_PADTODESTINATIONSTYLEPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that rewrites `pad.pad` into `pad.pad_into` writing into
/// a `tensor.empty` of the pad's sizes, with the run-time checks of spec
/// section 2 in front of it (as upstream's rewriteInDestinationPassingStyle
/// does for tensor.pad).
void populatePadToDestinationStylePatterns(RewritePatternSet &patterns);

/// The empty output of the elementwise consumer that alone reads `op`'s
/// result (every loop parallel; the pad's operand and that output indexed
/// by the identity, the output's value unread by the payload), where it has
/// the pad's type and no other use, in the pad's block, ahead of the pad or
/// without operands (so that it can move there). The pattern writes such a
/// pad into it, so that One-Shot Bufferize may give pad and consumer one
/// buffer, where two empty tensors would be two allocations. Null otherwise.
tensor::EmptyOp getConsumerEmptyOutput(PadOp op);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTODESTINATIONSTYLE_PADTODESTINATIONSTYLE_H
