//===- PadTransformOps.cpp - Transform dialect ops for pad.pad ------------===//
//
// Spec section 5: `transform.apply_patterns.pad.lower_to_linalg` and
// `transform.apply_patterns.pad.lower_to_scf` add the patterns of
// `populatePadToLinalgPatterns` / `populatePadToSCFPatterns`, the ones the
// conversion passes apply.
//
// They are plain rewrite patterns, so the greedy driver of
// `transform.apply_patterns` applies them to the payload in place.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/TransformOps/PadTransformOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Transforms/FuseIntoConsumers.h"
#include "pad/Dialect/Pad/Transforms/Vectorization.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

class PadTransformDialectExtension
    : public transform::TransformDialectExtension<
          PadTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PadTransformDialectExtension)

  using Base::Base;

  void init() {
    // The dialects the lowerings create in the payload, loaded before the
    // interpreter runs.
    declareGeneratedDialect<affine::AffineDialect>();
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<cf::ControlFlowDialect>();
    declareGeneratedDialect<complex::ComplexDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();
    declareGeneratedDialect<vector::VectorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.cpp.inc"
        >();
  }
};

} // namespace

#define GET_OP_CLASSES
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.cpp.inc"

void transform::ApplyPadLowerToLinalgPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  populatePadToLinalgPatterns(patterns);
}

void transform::ApplyPadLowerToSCFPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  populatePadToSCFPatterns(patterns);
}

void transform::ApplyPadVectorizePatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  populatePadVectorizationPatterns(patterns);
}

DiagnosedSilenceableFailure transform::PadVectorizeOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  auto pad = dyn_cast<PadOp>(target);
  if (!pad) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "expected a pad.pad, got '"
                                       << target->getName() << "'";
    diag.attachNote(target->getLoc()) << "the payload op";
    return diag;
  }
  if (std::optional<std::string> reason =
          getPadVectorizationFailure(pad, getVectorSizes())) {
    DiagnosedSilenceableFailure diag = emitSilenceableError()
                                       << "cannot vectorize the pad: "
                                       << *reason;
    diag.attachNote(pad.getLoc()) << "the pad";
    return diag;
  }
  if (failed(vectorizePad(rewriter, pad, getVectorSizes())))
    return emitDefiniteFailure() << "vectorization failed unexpectedly";
  return DiagnosedSilenceableFailure::success();
}

DiagnosedSilenceableFailure
transform::PadSplitConsumerOp::apply(transform::TransformRewriter &rewriter,
                                     transform::TransformResults &results,
                                     transform::TransformState &state) {
  SmallVector<Operation *> parts;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto consumer = dyn_cast<linalg::LinalgOp>(target);
    if (!consumer) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "expected a linalg op, got '"
                                         << target->getName() << "'";
      diag.attachNote(target->getLoc()) << "the payload op";
      return diag;
    }
    // A consumer that reads no pad has nothing to split: it is its one
    // part, so that a script schedules consumers with and without pads
    // alike (a consumer alone, on an input already padded).
    if (llvm::none_of(consumer.getDpsInputs(), [](Value input) {
          return input.getDefiningOp<PadOp>();
        })) {
      parts.push_back(consumer);
      continue;
    }
    std::string reason;
    FailureOr<ConsumerSplit> split =
        splitConsumerAtPadBorders(rewriter, consumer, &reason);
    if (failed(split)) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError() << "cannot split the consumer: " << reason;
      diag.attachNote(target->getLoc()) << "the consumer";
      return diag;
    }
    llvm::append_range(parts, split->parts);
  }
  results.set(cast<OpResult>(getParts()), parts);
  return DiagnosedSilenceableFailure::success();
}

void transform::PadSplitConsumerOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}

void pad::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<PadTransformDialectExtension>();
}
