//===- PadToSCF.h - pad.pad to scf loops --------------------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOSCF_PADTOSCF_H
#define PAD_CONVERSION_PADTOSCF_PADTOSCF_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace pad {

#define GEN_PASS_DECL_CONVERTPADTOSCFPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that lowers pad.pad to scf loop nests over tensors.
void populatePadToSCFPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOSCF_PADTOSCF_H
