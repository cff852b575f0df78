//===- PadToVector.h - The form on buffers to vector row kernels -*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
#define PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H

#include "mlir/Pass/Pass.h"
#include "pad/Dialect/Pad/IR/PadEnums.h"

namespace mlir {
class RewritePatternSet;
namespace pad {

#define GEN_PASS_DECL_CONVERTPADTOVECTORPASS
#include "pad/Conversion/Passes.h.inc"

/// How the kernels of --convert-pad-to-vector are built (its options).
struct PadKernelOptions {
  /// The decomposition that cuts a pad into runs (interior padding is
  /// always cut into rows).
  PadLowering lowering = PadLowering::Linalg;
  /// Bytes per vector: 16, 32 or 64; 0: the target's named in the IR (the
  /// enclosing function's `target_features`, the module's
  /// `llvm.target_features`, or DLTI's `max_vector_op_width` of the "CPU"
  /// device), 16 (the baseline of x86-64 and AArch64) where it names none.
  /// The compiling machine is never read here: the pass reads it once for
  /// `vector-bytes=host` (getHostVectorBytes), so one module and one set
  /// of options give the same output on every machine.
  int64_t vectorBytes = 0;
  /// The smallest output, in bytes, written with non-temporal stores
  /// (negative: never).
  int64_t streamingThreshold = 8 << 20;
  /// lowering=linalg: bytes of output per band of rows (negative: no
  /// bands), and the static outputs (in bytes) below which the non-constant
  /// modes get bands of one row (0 or negative: never).
  int64_t bandBytes = 16384;
  int64_t rowBandsBelow = 1 << 20;
  /// The bands (rows, lowering=scf) are the iterations of an scf.forall.
  bool parallel = false;
  /// Pads directly in a function whose destination's known extents occupy
  /// at most `outlineMaxBytes` (negative: none) or at least
  /// `outlineLargeBytes` (negative: none) call the shared kernel of their
  /// kind.
  int64_t outlineMaxBytes = 64 << 10;
  int64_t outlineLargeBytes = 1 << 20;
};

/// Adds the pattern that lowers `pad.pad_into` on memrefs into vector row
/// kernels, in place, or into a call of a shared kernel. The shared kernels
/// (`__pad_<mode>_...`, `__pad_row_fill`, `__pad_row_copy`) are functions of
/// the enclosing module: apply the patterns to a module, not to functions
/// in parallel.
void populatePadToVectorPatterns(RewritePatternSet &patterns,
                                 const PadKernelOptions &options);

/// The vector width of the compiling machine's widest vectors, as the
/// table of CPUs in PadToVector.cpp tunes it (what `vector-bytes=host`
/// means; its code is then for `-march=native`).
int64_t getHostVectorBytes();

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
