//===- PadToSCF.h - pad.pad to scf loops --------------------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOSCF_PADTOSCF_H
#define PAD_CONVERSION_PADTOSCF_PADTOSCF_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class OpBuilder;
class RewritePatternSet;
class Value;
namespace pad {
class PadLikeOpInterface;
class PadRunWriter;
struct RowBands;

#define GEN_PASS_DECL_CONVERTPADTOSCFPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that lowers pad.pad to scf loop nests over tensors.
void populatePadToSCFPatterns(RewritePatternSet &patterns);

/// The lowering those patterns apply, with the contract of
/// buildPadToLinalg: the loops that compute `op`'s result, written into
/// `dest` where given, into a new `tensor.empty` otherwise.
/// On buffers, `writer` (where given) writes the fills and copies, and
/// interleaves a row of interior padding where it can; with
/// `bands->parallel`, the rows are the iterations of an `scf.forall`.
Value buildPadToSCF(OpBuilder &b, PadLikeOpInterface op, Value dest = {},
                    PadRunWriter *writer = nullptr,
                    const RowBands *bands = nullptr);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOSCF_PADTOSCF_H
