//===- PadToLLVM.h - The pad-to-llvm pipeline ---------------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOLLVM_PADTOLLVM_H
#define PAD_CONVERSION_PADTOLLVM_PADTOLLVM_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"
#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Dialect/Pad/IR/PadEnums.h"

namespace mlir {
class OpPassManager;
namespace pad {

#define GEN_PASS_DECL_PADLOWERASSERTSPASS
#include "pad/Conversion/Passes.h.inc"

/// The options of `--pad-to-llvm`. The defaults of those that the pipeline
/// hands to one of its passes are that pass's own (Passes.td).
struct PadToLLVMPipelineOptions
    : public PassPipelineOptions<PadToLLVMPipelineOptions> {
  PassOptions::Option<bool> fuseConsumers{
      *this, "fuse-consumers",
      llvm::cl::desc("Split the linalg consumers of pads where their "
                     "windows leave the copied run, so that most of each "
                     "reads the source (--pad-fuse-into-consumers)"),
      llvm::cl::init(true)};
  PassOptions::Option<PadLowering> lowering{
      *this, "lowering", llvm::cl::desc("How pad.pad is lowered"),
      llvm::cl::init(PadLowering::Linalg),
      llvm::cl::values(clEnumValN(PadLowering::Linalg, "linalg",
                                  "the boxes of --convert-pad-to-linalg"),
                       clEnumValN(PadLowering::SCF, "scf",
                                  "the row loops of --convert-pad-to-scf"))};
  PassOptions::Option<int64_t> streamingThreshold{
      *this, "streaming-threshold",
      llvm::cl::desc("Buffers of at least this many bytes are written with "
                     "streaming stores (negative: never)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().streamingThreshold)};
  PassOptions::Option<std::string> vectorBytes{
      *this, "vector-bytes",
      llvm::cl::desc("Bytes per vector of the row kernels: 16, 32 or 64; 0: "
                     "the target's named in the IR (16 where none is); "
                     "host: the compiling machine's (--convert-pad-to-vector)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().vectorBytes)};
  PassOptions::Option<int64_t> bandBytes{
      *this, "band-bytes",
      llvm::cl::desc("lowering=linalg: bytes of output per band of rows "
                     "(--convert-pad-to-vector)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().bandBytes)};
  PassOptions::Option<int64_t> rowBandsBelow{
      *this, "row-bands-below",
      llvm::cl::desc("lowering=linalg: static outputs smaller than this many "
                     "bytes get bands of one row in the non-constant modes "
                     "(--convert-pad-to-vector; 0 or negative: never)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().rowBandsBelow)};
  PassOptions::Option<int64_t> outlineMaxBytes{
      *this, "outline-max-bytes",
      llvm::cl::desc("Pads whose destination's known extents occupy at most "
                     "this many bytes call the shared kernel of their kind "
                     "(--convert-pad-to-vector; negative: no pad, however "
                     "large)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().outlineMaxBytes)};
  PassOptions::Option<int64_t> outlineLargeBytes{
      *this, "outline-large-bytes",
      llvm::cl::desc("Pads whose destination's known extents occupy at least "
                     "this many bytes call the shared kernels too "
                     "(--convert-pad-to-vector; negative: never)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().outlineLargeBytes)};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Run the bands (rows, lowering=scf) of every pad on "
                     "several threads (scf.forall lowered to OpenMP: link "
                     "with libomp)"),
      llvm::cl::init(ConvertPadToVectorPassOptions().parallel)};
};

/// Lowers a module of func, arith, tensor, bufferization, memref, linalg,
/// scf and pad ops to the LLVM dialect: function boundaries bufferize with
/// identity layouts, returned buffers are malloc'ed and owned by the caller.
/// With `parallel`, the result keeps `omp.parallel`/`omp.wsloop` (for
/// mlir-translate's OpenMP translation); `--convert-to-llvm` converts their
/// types only where the OpenMP-to-LLVM interface is registered
/// (`registerConvertOpenMPToLLVMInterface`, part of
/// `registerAllExtensions`).
void buildPadToLLVMPipeline(OpPassManager &pm,
                            const PadToLLVMPipelineOptions &options);

/// Registers `--pad-to-llvm`.
void registerPadToLLVMPipeline();

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOLLVM_PADTOLLVM_H
