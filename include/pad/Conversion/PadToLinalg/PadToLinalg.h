//===- PadToLinalg.h - pad.pad to linalg --------------------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H
#define PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class DialectRegistry;
class OpBuilder;
class RewritePatternSet;
class Value;
namespace pad {
class PadLikeOpInterface;
class PadRunWriter;
struct RowBands;

#define GEN_PASS_DECL_CONVERTPADTOLINALGPASS
#include "pad/Conversion/Passes.h.inc"

/// Adds the pattern that lowers pad.pad to tensor, linalg and arith ops.
void populatePadToLinalgPatterns(RewritePatternSet &patterns);

/// The lowering those patterns apply: builds, at `b`'s insertion point, the
/// tensor, linalg and arith ops that compute `op`'s result, and returns it.
/// The result is written into `dest` where given (a tensor of the result's
/// shape), into a new `tensor.empty` otherwise; a pad with nothing to
/// compute (rank 0, an empty result, a check known to fail) writes nothing.
/// On buffers, `writer` (where given) writes the fills and copies, and
/// `bands` (where given) cuts the pad into bands of rows.
Value buildPadToLinalg(OpBuilder &b, PadLikeOpInterface op, Value dest = {},
                       PadRunWriter *writer = nullptr,
                       const RowBands *bands = nullptr);

/// Attaches BufferizableOpInterface to pad.pad: One-Shot Bufferize
/// allocates the result, as for tensor.pad, and writes it with the
/// lowering above (registerAllPadDialects in pad/InitAllPad.h does this).
void registerPadBufferizableOpInterfaceExternalModel(DialectRegistry &registry);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H
