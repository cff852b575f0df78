//===- PadToLLVM.h - The pad-to-llvm pipeline ---------------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PADTOLLVM_PADTOLLVM_H
#define PAD_CONVERSION_PADTOLLVM_PADTOLLVM_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
namespace pad {

#define GEN_PASS_DECL_PADMEMREFCOPYTOLINALGPASS
#define GEN_PASS_DECL_PADROWSTORESPASS
#define GEN_PASS_DECL_PADTILEROWSPASS
#include "pad/Conversion/Passes.h.inc"

/// The route `pad.pad` takes to loops.
enum class PadLowering { Linalg, SCF };

struct PadToLLVMPipelineOptions
    : public PassPipelineOptions<PadToLLVMPipelineOptions> {
  PassOptions::Option<PadLowering> lowering{
      *this, "lowering", llvm::cl::desc("How pad.pad is lowered"),
      llvm::cl::init(PadLowering::Linalg),
      llvm::cl::values(
          clEnumValN(PadLowering::Linalg, "linalg",
                     "--convert-pad-to-linalg (tensor-level linalg ops)"),
          clEnumValN(PadLowering::SCF, "scf",
                     "--convert-pad-to-scf (scf loop nests over tensors)"))};
  PassOptions::Option<int64_t> streamingThreshold{
      *this, "streaming-threshold",
      llvm::cl::desc("Buffers of at least this many bytes are written with "
                     "streaming stores (negative: never)"),
      llvm::cl::init(8 << 20)};
  PassOptions::Option<int64_t> bandBytes{
      *this, "band-bytes",
      llvm::cl::desc("lowering=linalg: bytes of output per band of rows "
                     "(--pad-tile-rows)"),
      llvm::cl::init(16384)};
};

/// Lowers a module of func, arith, tensor, bufferization, memref, linalg,
/// scf and pad ops to the LLVM dialect: function boundaries bufferize with
/// identity layouts, returned buffers are malloc'ed and owned by the caller.
void buildPadToLLVMPipeline(OpPassManager &pm,
                            const PadToLLVMPipelineOptions &options);

/// Registers `--pad-to-llvm`.
void registerPadToLLVMPipeline();

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOLLVM_PADTOLLVM_H
