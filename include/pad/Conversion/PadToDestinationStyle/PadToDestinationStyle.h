//===- PadToDestinationStyle.h - pad.pad to pad.pad_into --------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTODESTINATIONSTYLE_PADTODESTINATIONSTYLE_H
#define PAD_CONVERSION_PADTODESTINATIONSTYLE_PADTODESTINATIONSTYLE_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace pad {
#define GEN_PASS_DECL_PADTODESTINATIONSTYLEPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that rewrites `pad.pad` into `pad.pad_into` writing into
/// a `tensor.empty` of the pad's sizes, with the run-time checks of spec
/// section 2 in front of it (as upstream's rewriteInDestinationPassingStyle
/// does for tensor.pad).
void populatePadToDestinationStylePatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTODESTINATIONSTYLE_PADTODESTINATIONSTYLE_H
