//===- RaisePads.cpp - Between upstream pads and pad.pad ------------------===//
//
// --raise-tensor-pad, --raise-tosa-pad and --lower-pad-to-tensor-pad
// (spec section 6). Each pattern asks one function whether its op can be
// rewritten; the passes ask the same function why not, for the remarks.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/RaisePads/RaisePads.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

namespace mlir::pad {
#define GEN_PASS_DEF_RAISETENSORPADPASS
#define GEN_PASS_DEF_RAISETOSAPADPASS
#define GEN_PASS_DEF_LOWERPADTOTENSORPADPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Why a pad with these static entries (kDynamic where dynamic) cannot be
/// a `pad.pad constant` (verifier rules 9 and 10), or an empty string.
std::string checkConstantPadGeometry(RankedTensorType argType,
                                     ArrayRef<int64_t> below,
                                     ArrayRef<int64_t> above) {
  FailureOr<SmallVector<int64_t>> shape =
      checkPadGeometry(argType.getShape(), PadMode::Constant, below, above,
                       /*interior=*/{}, /*emitError=*/nullptr);
  if (failed(shape))
    return "an extent of the padded result does not fit in 64 bits";
  if (!resultByteSizeFits(*shape,
                          getElementByteSize(argType.getElementType())))
    return "the padded result's size in bytes does not fit in 64 bits";
  return "";
}

/// Replaces `op` by `pad`, through a `tensor.cast` where the types differ.
void replaceWithPad(PatternRewriter &rewriter, Operation *op, PadOp pad) {
  Value result = pad.getResult();
  Type oldType = op->getResult(0).getType();
  if (result.getType() != oldType)
    result = tensor::CastOp::create(rewriter, op->getLoc(), oldType, result);
  rewriter.replaceOp(op, result);
}

//===----------------------------------------------------------------------===//
// tensor.pad -> pad.pad
//===----------------------------------------------------------------------===//

/// Why `op` cannot be raised, or an empty string.
std::string whyNotRaisable(tensor::PadOp op) {
  if (op.getNofold())
    return "it is marked 'nofold' (pad.pad would fold a copy it asks for)";
  if (!op.getConstantPaddingValue())
    return "its region does not yield a value defined outside the region "
           "or a constant";
  std::string geometry = checkConstantPadGeometry(
      op.getSourceType(), op.getStaticLow(), op.getStaticHigh());
  if (!geometry.empty())
    return geometry;
  // pad.pad's inferred type must be castable to the tensor.pad's type.
  FailureOr<SmallVector<int64_t>> shape = checkPadGeometry(
      op.getSourceType().getShape(), PadMode::Constant, op.getStaticLow(),
      op.getStaticHigh(), {}, nullptr);
  auto inferred = RankedTensorType::get(*shape, op.getResultType().getElementType());
  if (!tensor::CastOp::areCastCompatible(inferred, op.getResultType()))
    return "its result type does not match the padded shape";
  return "";
}

struct RaiseTensorPad : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp op,
                                PatternRewriter &rewriter) const override {
    std::string reason = whyNotRaisable(op);
    if (!reason.empty())
      return rewriter.notifyMatchFailure(op, reason);
    Value value = op.getConstantPaddingValue();
    // A constant defined inside the region is cloned before the pad.
    if (Operation *def = value.getDefiningOp();
        def && op.getRegion().isAncestor(def->getParentRegion()))
      value = rewriter.clone(*def)->getResult(0);
    auto pad = PadOp::create(rewriter, op.getLoc(), op.getSource(),
                             op.getMixedLowPad(), op.getMixedHighPad(),
                             PadMode::Constant, value);
    replaceWithPad(rewriter, op, pad);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// tosa.pad -> pad.pad
//===----------------------------------------------------------------------===//

/// The static paddings of `op` as `below` and `above` lists.
LogicalResult getTosaPaddings(tosa::PadOp op, SmallVectorImpl<int64_t> &below,
                              SmallVectorImpl<int64_t> &above) {
  DenseIntElementsAttr padding;
  if (!matchPattern(op.getPadding(), m_Constant(&padding)))
    return failure();
  SmallVector<int64_t> values;
  for (const APInt &v : padding.getValues<APInt>())
    values.push_back(v.getSExtValue());
  for (size_t i = 0; i + 1 < values.size(); i += 2) {
    below.push_back(values[i]);
    above.push_back(values[i + 1]);
  }
  return success(values.size() % 2 == 0);
}

std::string whyNotRaisable(tosa::PadOp op) {
  auto argType = dyn_cast<RankedTensorType>(op.getInput1().getType());
  auto resultType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  auto constType = dyn_cast<RankedTensorType>(op.getPadConst().getType());
  if (!argType || !resultType || !constType)
    return "an operand or the result is unranked";
  Type elementType = argType.getElementType();
  if (!elementType.isSignlessInteger() && !isa<FloatType>(elementType))
    return "its element type is neither a signless integer nor a float";
  if (constType.getElementType() != elementType ||
      resultType.getElementType() != elementType)
    return "its pad value or result has another element type";
  if (constType.getNumElements() != 1)
    return "its pad value does not have exactly one element";
  SmallVector<int64_t> below, above;
  if (failed(getTosaPaddings(op, below, above)))
    return "its padding is not a constant shape";
  if (below.size() != static_cast<size_t>(argType.getRank()))
    return "its padding does not have two entries per dimension";
  if (llvm::any_of(below, [](int64_t v) { return v < 0; }) ||
      llvm::any_of(above, [](int64_t v) { return v < 0; }))
    return "its padding has a negative (dynamic) entry";
  std::string geometry = checkConstantPadGeometry(argType, below, above);
  if (!geometry.empty())
    return geometry;
  FailureOr<SmallVector<int64_t>> shape = checkPadGeometry(
      argType.getShape(), PadMode::Constant, below, above, {}, nullptr);
  if (!tensor::CastOp::areCastCompatible(
          RankedTensorType::get(*shape, elementType), resultType))
    return "its result type does not match the padded shape";
  return "";
}

struct RaiseTosaPad : OpRewritePattern<tosa::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::PadOp op,
                                PatternRewriter &rewriter) const override {
    std::string reason = whyNotRaisable(op);
    if (!reason.empty())
      return rewriter.notifyMatchFailure(op, reason);
    SmallVector<int64_t> below, above;
    (void)getTosaPaddings(op, below, above);
    Location loc = op.getLoc();
    Value padConst = op.getPadConst();
    auto constType = cast<RankedTensorType>(padConst.getType());
    Value value;
    DenseElementsAttr constAttr;
    if (matchPattern(padConst, m_Constant(&constAttr))) {
      auto element = cast<TypedAttr>(*constAttr.value_begin<Attribute>());
      value = arith::ConstantOp::create(rewriter, loc, element);
    } else {
      SmallVector<Value> indices(
          constType.getRank(), arith::ConstantIndexOp::create(rewriter, loc, 0));
      value = tensor::ExtractOp::create(rewriter, loc, padConst, indices);
    }
    auto pad = PadOp::create(rewriter, loc, op.getInput1(), below, above,
                             PadMode::Constant, value);
    replaceWithPad(rewriter, op, pad);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// pad.pad -> tensor.pad
//===----------------------------------------------------------------------===//

/// Whether `ofr` is a static entry >= 0 or a value whose lower bound, as
/// ValueBoundsOpInterface computes it, is >= 0.
bool isProvablyNonNegative(OpFoldResult ofr) {
  if (std::optional<int64_t> c = getConstantIntValue(ofr))
    return *c >= 0;
  FailureOr<int64_t> lb = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::LB, ValueBoundsConstraintSet::Variable(ofr));
  return succeeded(lb) && *lb >= 0;
}

struct LowerPadToTensorPad : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getPadMode() != PadMode::Constant)
      return rewriter.notifyMatchFailure(op, "not constant mode");
    if (op.hasInteriorPadding())
      return rewriter.notifyMatchFailure(op, "interior padding");
    SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
    SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
    if (!llvm::all_of(below, isProvablyNonNegative) ||
        !llvm::all_of(above, isProvablyNonNegative))
      return rewriter.notifyMatchFailure(op, "a pad may be negative");
    Value value = getPadValueOrZero(rewriter, op);
    rewriter.replaceOpWithNewOp<tensor::PadOp>(op, op.getResultType(),
                                               op.getArg(), below, above,
                                               value);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

/// Applies `patterns` once to each op nested in `op` (walkAndApplyPatterns:
/// unlike the greedy driver it folds and erases nothing else, so a raised
/// pad of a constant stays a pad); with `emitRemarks`, every op of type
/// `OpTy` left afterwards gets a remark saying why it was not rewritten.
template <typename OpTy>
void raise(Operation *op, RewritePatternSet &&patterns, bool emitRemarks,
           StringRef what) {
  walkAndApplyPatterns(op, std::move(patterns));
  if (emitRemarks)
    op->walk([&](OpTy pad) {
      pad.emitRemark() << what << " left this op unchanged: "
                       << whyNotRaisable(pad);
    });
}

struct RaiseTensorPadPass
    : pad::impl::RaiseTensorPadPassBase<RaiseTensorPadPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRaiseTensorPadPatterns(patterns);
    raise<tensor::PadOp>(getOperation(), std::move(patterns), emitRemarks,
                         "raise-tensor-pad");
  }
};

struct RaiseTosaPadPass : pad::impl::RaiseTosaPadPassBase<RaiseTosaPadPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRaiseTosaPadPatterns(patterns);
    raise<tosa::PadOp>(getOperation(), std::move(patterns), emitRemarks,
                       "raise-tosa-pad");
  }
};

struct LowerPadToTensorPadPass
    : pad::impl::LowerPadToTensorPadPassBase<LowerPadToTensorPadPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLowerPadToTensorPadPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::pad::populateRaiseTensorPadPatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseTensorPad>(patterns.getContext());
}

void mlir::pad::populateRaiseTosaPadPatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseTosaPad>(patterns.getContext());
}

void mlir::pad::populateLowerPadToTensorPadPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerPadToTensorPad>(patterns.getContext());
}
