//===- PadToLLVM.cpp - The pad-to-llvm pipeline ---------------------------===//

#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "pad/Conversion/PadToDestinationStyle/PadToDestinationStyle.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Dialect/Pad/Transforms/FuseIntoConsumers.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
/// The pipeline's precondition (spec section 2): the program frees no
/// buffer by hand. Upstream's deallocation pipeline, which the pipeline
/// embeds, inserts every deallocation itself and rejects a `memref.dealloc`
/// with a message about side effects; this says what the pipeline takes,
/// at each `memref.dealloc`, before anything is lowered.
struct NoManualDeallocationCheck
    : PassWrapper<NoManualDeallocationCheck, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(NoManualDeallocationCheck)

  StringRef getArgument() const final { return "pad-to-llvm-no-dealloc"; }

  void runOnOperation() override {
    WalkResult result = getOperation().walk([](memref::DeallocOp op) {
      op.emitError() << "--pad-to-llvm takes programs that free no buffer by "
                        "hand: upstream's buffer deallocation pipeline, "
                        "which it runs, frees every buffer itself";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace

void mlir::pad::buildPadToLLVMPipeline(
    OpPassManager &pm, const PadToLLVMPipelineOptions &options) {
  // Function-local passes run nested on each func.func: every run sees one
  // function, not the whole module, and the pass manager may run functions
  // on several threads. Module-level passes are the ones that must see
  // functions together: One-Shot Bufferize and the deallocation pipeline
  // (function boundaries and call sites), drop-equivalent-buffer-results
  // (call sites), convert-pad-to-vector (adds the shared kernels),
  // scf-to-openmp, convert-vector-to-llvm and pad-lower-asserts (add
  // declarations and globals) and the final conversion to LLVM.
  pm.addPass(std::make_unique<NoManualDeallocationCheck>());
  OpPassManager *funcPM = &pm.nest<func::FuncOp>();
  // A pad's windowed consumers read most of it from the source: only the
  // parts of their outputs whose windows touch the pad read small tiles of
  // it (spec section 2).
  if (options.fuseConsumers)
    funcPM->addPass(createPadFuseIntoConsumersPass());
  // The front half is upstream's: every pad becomes its destination-style
  // form into a tensor.empty (its run-time checks in front), and upstream's
  // empty-tensor elimination replaces that tensor.empty by the subset a
  // result is inserted into, which One-Shot's analysis then writes in place.
  funcPM->addPass(createPadToDestinationStylePass());
  funcPM->addPass(bufferization::createEmptyTensorEliminationPass());
  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  // Masked vector ops (a vectorized consumer's) become transfers with mask
  // operands: the deallocation pipeline does not look into `vector.mask`
  // regions (it would add an op to one).
  pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMaskPass());
  // Loops that carry a buffer they update in place yield it unchanged; fold
  // them so a result is recognisably the argument it aliases.
  pm.addNestedPass<func::FuncOp>(createCanonicalizerPass());
  // A result that is the caller's own argument buffer is not returned: the
  // caller has it already, and returning it would cost a clone.
  pm.addPass(bufferization::createDropEquivalentBufferResultsPass());
  // Upstream's buffer-deallocation-pipeline, as it is.
  bufferization::buildBufferDeallocationPipeline(pm);
  funcPM = &pm.nest<func::FuncOp>();
  // Clones the deallocation pipeline leaves (e.g. for a returned argument).
  funcPM->addPass(createConvertBufferizationToMemRefPass());
  // The forms on buffers, in place, as the route cuts them (in bands of
  // rows on the linalg route), their runs written as row kernels. On the
  // module: small and large pads, and runs of unknown extent, call kernels
  // that every function's pads share.
  pm.addPass(createConvertPadToVectorPass(ConvertPadToVectorPassOptions{
      options.lowering, options.streamingThreshold, options.vectorBytes,
      options.bandBytes, options.rowBandsBelow, options.parallel,
      options.outlineMaxBytes, options.outlineLargeBytes}));
  funcPM = &pm.nest<func::FuncOp>();
  funcPM->addPass(createConvertLinalgToLoopsPass());
  funcPM->addPass(createLoopInvariantCodeMotionPass());
  if (options.parallel) {
    funcPM->addPass(createForallToParallelLoopPass());
    pm.addPass(createConvertSCFToOpenMPPass());
    // The OpenMP loop bodies come wrapped in memref.alloca_scope; they hold
    // no allocas, so the canonicalizer inlines the scopes before scf-to-cf
    // would split their single-block regions.
    funcPM = &pm.nest<func::FuncOp>();
    funcPM->addPass(createCanonicalizerPass());
  }
  funcPM = &pm.nest<func::FuncOp>();
  // Upstream lowers n-D transfers (transform.pad.vectorize's, a vectorized
  // consumer's) to 1-D ones, unrolled rather than staged through a buffer.
  funcPM->addPass(createConvertVectorToSCFPass(
      VectorTransferToSCFOptions().enableFullUnroll()));
  funcPM->addPass(memref::createExpandStridedMetadataPass());
  funcPM->addPass(createLowerAffinePass());
  // Without rollback, the conversion takes time linear in a function's size
  // and gives the same IR: with it, a chain of 32 dynamic pads in one
  // function spent 0.14 s here instead of 0.02 s (29 % of the pipeline).
  funcPM->addPass(createSCFToControlFlowPass(
      SCFToControlFlowPassOptions{/*allowPatternRollback=*/false}));
  // Transfers and masks become loads and stores, and the vector ops LLVM's.
  // On the module: lowering `vector.print` declares the runtime's print
  // functions there, which passes on functions running side by side would
  // each declare.
  pm.addPass(createConvertVectorToLLVMPass());
  // The run-time checks' asserts, lowered in time linear in the module.
  pm.addPass(createPadLowerAssertsPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::pad::registerPadToLLVMPipeline() {
  PassPipelineRegistration<PadToLLVMPipelineOptions>(
      "pad-to-llvm",
      "Lower func/arith/tensor/bufferization/memref/linalg/scf/pad to the "
      "LLVM dialect (options: lowering=linalg|scf, parallel, fuse-consumers)",
      buildPadToLLVMPipeline);
}
