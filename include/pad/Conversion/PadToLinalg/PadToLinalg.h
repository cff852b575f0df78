//===- PadToLinalg.h - pad.pad to linalg --------------------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H
#define PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace pad {

#define GEN_PASS_DECL_CONVERTPADTOLINALGPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that lowers pad.pad to tensor, linalg and arith ops.
void populatePadToLinalgPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H
