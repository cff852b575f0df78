//===- PadToLLVM.cpp - The pad-to-llvm pipeline ---------------------------===//

#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"

using namespace mlir;
using namespace mlir::pad;

void mlir::pad::buildPadToLLVMPipeline(
    OpPassManager &pm, const PadToLLVMPipelineOptions &options) {
  if (options.lowering == PadLowering::SCF)
    pm.addPass(createConvertPadToSCFPass());
  else {
    // Bands of rows keep the box decomposition's border columns in cache.
    pm.addPass(createPadTileRowsPass(PadTileRowsPassOptions{options.bandBytes}));
    pm.addPass(createConvertPadToLinalgPass());
  }
  // A pad whose result is inserted into a writable buffer writes straight
  // into it. This runs before canonicalisation, which would fold away an
  // insert_slice that covers its whole destination.
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  // Loops that carry a buffer they update in place yield it unchanged; fold
  // them so a result is recognisably the argument it aliases.
  pm.addPass(createCanonicalizerPass());
  // A result that is the caller's own argument buffer is not returned: the
  // caller has it already, and returning it would cost a clone.
  pm.addPass(bufferization::createDropEquivalentBufferResultsPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // Clones the deallocation pipeline leaves (e.g. for a returned argument).
  pm.addPass(createConvertBufferizationToMemRefPass());

  pm.addPass(createPadRowStoresPass(
      PadRowStoresPassOptions{options.streamingThreshold}));
  pm.addPass(createPadMemRefCopyToLinalgPass());
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::pad::registerPadToLLVMPipeline() {
  PassPipelineRegistration<PadToLLVMPipelineOptions>(
      "pad-to-llvm",
      "Lower func/arith/tensor/bufferization/memref/linalg/scf/pad to the "
      "LLVM dialect (options: lowering=linalg|scf)",
      buildPadToLLVMPipeline);
}
