//===- RaisePads.h - Between upstream pads and pad.pad ------------*- C++ -*-===//
#ifndef PAD_CONVERSION_RAISEPADS_RAISEPADS_H
#define PAD_CONVERSION_RAISEPADS_RAISEPADS_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace pad {

#define GEN_PASS_DECL_RAISETENSORPADPASS
#define GEN_PASS_DECL_RAISETOSAPADPASS
#define GEN_PASS_DECL_LOWERPADTOTENSORPADPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that raises `tensor.pad` with a uniform pad value (a
/// value defined outside the region, or a constant) to `pad.pad constant`.
void populateRaiseTensorPadPatterns(RewritePatternSet &patterns);

/// Adds the pattern that raises `tosa.pad` with constant, non-negative
/// paddings to `pad.pad constant`.
void populateRaiseTosaPadPatterns(RewritePatternSet &patterns);

/// Adds the pattern that lowers `pad.pad constant` with provably
/// non-negative pads and no interior padding to `tensor.pad`.
void populateLowerPadToTensorPadPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_RAISEPADS_RAISEPADS_H
