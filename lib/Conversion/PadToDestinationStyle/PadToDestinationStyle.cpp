//===- PadToDestinationStyle.cpp - pad.pad to pad.pad_into ----------------===//
//
// A pad becomes its destination-style form writing into a `tensor.empty` of
// its sizes. Upstream's --eliminate-empty-tensors then replaces that empty
// tensor by the subset a result is inserted into, and One-Shot Bufferize
// writes the form in place: the analysis, not this rewrite, decides.
//
// A pad that only an elementwise consumer reads writes into that consumer's
// own empty output instead: One-Shot may then let the consumer update the
// pad's buffer in place (one buffer for both, as for upstream's
// elementwise chains), where two empty tensors would be two allocations.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToDestinationStyle/PadToDestinationStyle.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADTODESTINATIONSTYLEPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

/// The empty output of the elementwise consumer that alone reads `op`'s
/// result (every loop parallel; the pad's operand and that output indexed
/// by the identity, the output's value unread by the payload), where it has
/// the pad's type and no other use, in the pad's block, ahead of the pad or
/// without operands (so that it can move there). The pattern writes such a
/// pad into it, so that One-Shot Bufferize may give pad and consumer one
/// buffer, where two empty tensors would be two allocations. Null otherwise.
static tensor::EmptyOp getConsumerEmptyOutput(PadOp op) {
  if (!op->hasOneUse())
    return {};
  OpOperand &use = *op->use_begin();
  auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!consumer || !consumer.hasPureTensorSemantics() ||
      !consumer.isDpsInput(&use) ||
      consumer.getNumLoops() != consumer.getNumParallelLoops() ||
      !consumer.getMatchingIndexingMap(&use).isIdentity())
    return {};
  for (OpOperand &init : consumer.getDpsInitsMutable()) {
    auto empty = init.get().getDefiningOp<tensor::EmptyOp>();
    if (!empty || empty.getType() != op.getResultType() ||
        !empty->hasOneUse() ||
        !consumer.getMatchingIndexingMap(&init).isIdentity() ||
        consumer.payloadUsesValueFromOperand(&init))
      continue;
    if (empty->getBlock() != op->getBlock())
      continue;
    if (empty->isBeforeInBlock(op) || empty->getNumOperands() == 0)
      return empty;
  }
  return {};
}

namespace {

struct PadToDestinationStyle : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    // The form leaves a dynamic case that breaks a rule undefined; the pad
    // aborts with a message instead, so its checks go in front of the form.
    // The checks compute the output extents: the sizes of the destination.
    FailureOr<SmallVector<OpFoldResult>> sizes = buildPadChecks(rewriter, op);
    if (failed(sizes)) {
      // A check that always fails: nothing after it runs, and sizes built
      // from the failing values would not verify.
      rewriter.replaceOp(op, buildFailedPad(rewriter, op));
      return success();
    }
    // Extents that fold to constants whose bytes alone break rule 10: the
    // checks pass only for an empty output, which is all there is to build
    // (no form verifies with such a destination). A result that only
    // `tensor.dim`s read needs its extents alone: a form would be
    // bufferized, allocated and written; so would a result nothing reads.
    if (!knownByteSizeFits(*sizes, op.getResultType().getElementType()) ||
        isMeasured(op) || op->use_empty()) {
      rewriter.replaceOp(op, createEmptyResult(rewriter, op, *sizes));
      return success();
    }
    // A tensor.empty of the pad's sizes; for a pad in sequential loops that
    // only destination-style ops read, a slice of one ahead of the loops, of
    // the sizes' upper bound (allocated once, not once per iteration).
    Value empty;
    if (tensor::EmptyOp consumerOutput = getConsumerEmptyOutput(op)) {
      if (op->isBeforeInBlock(consumerOutput))
        rewriter.moveOpBefore(consumerOutput, op);
      empty = consumerOutput;
    } else {
      empty = buildEmptyOutput(rewriter, op, *sizes);
    }
    auto form = PadIntoOp::create(
        rewriter, op.getLoc(), op.getArg(), op.getMixedPaddingBelow(),
        op.getMixedPaddingAbove(), op.getPadMode(), op.getPadValue(),
        op.getPaddingInterior(), empty);
    rewriter.replaceOp(op, castToResultType(rewriter, op, form.getResult()));
    return success();
  }
};

struct PadToDestinationStylePass
    : pad::impl::PadToDestinationStylePassBase<PadToDestinationStylePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePadToDestinationStylePatterns(patterns);
    // One rewrite per pad, nothing else folded or erased.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void mlir::pad::populatePadToDestinationStylePatterns(
    RewritePatternSet &patterns) {
  patterns.add<PadToDestinationStyle>(patterns.getContext());
}
