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
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

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

/// The integers of a constant operand (a `tosa.const_shape`), if constant.
std::optional<SmallVector<int64_t>> getConstantInts(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> ints;
  for (const APInt &v : attr.getValues<APInt>())
    ints.push_back(v.getSExtValue());
  return ints;
}

/// The static paddings of `op` as `below` and `above` lists.
LogicalResult getTosaPaddings(tosa::PadOp op, SmallVectorImpl<int64_t> &below,
                              SmallVectorImpl<int64_t> &above) {
  std::optional<SmallVector<int64_t>> values = getConstantInts(op.getPadding());
  if (!values)
    return failure();
  for (size_t i = 0; i + 1 < values->size(); i += 2) {
    below.push_back((*values)[i]);
    above.push_back((*values)[i + 1]);
  }
  return success(values->size() % 2 == 0);
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
// Concatenation chains -> pad.pad
//===----------------------------------------------------------------------===//
//
// A front end without a mirror-pad op writes one as a concatenation per
// padded axis, `concat[before, x, after]`, whose border pieces are slices
// of `x` (reversed for reflect and symmetric, from the opposite end for
// wrap, a repeated size-1 slice for edge). The raise reads, for every
// element of the border, the source index its piece reads along the axis,
// and accepts the mode whose index mapping (IndexMapping.h, the spec's
// table) gives the same index for every one: a proof from the static
// offsets, sizes and axes. The next axis's concatenation reads the pad just
// raised; where one mode maps both, the two become one pad.

/// The most border elements a chain's proof reads: it lists one source
/// index per element, so compile time must not grow with a huge pad (such
/// a chain stays as it is; real mirror pads are a few elements wide).
constexpr int64_t kMaxBorderElements = 1 << 16;

/// The source indices along the axis that a border piece reads, one per
/// element of the piece in order; none where it is not a piece of the
/// source. The ops that make up the piece are added to `pieceOps`.
using PieceIndicesFn = function_ref<std::optional<SmallVector<int64_t>>(
    Value piece, Value source, int64_t axis,
    SmallPtrSetImpl<Operation *> &pieceOps)>;

/// The indices of a slice `[offset, offset + size)` along `axis` that spans
/// every other dimension of the static `source`; none otherwise.
std::optional<SmallVector<int64_t>> getSliceIndices(Value source, int64_t axis,
                                                    ArrayRef<int64_t> offsets,
                                                    ArrayRef<int64_t> sizes) {
  auto type = cast<RankedTensorType>(source.getType());
  if (offsets.size() != static_cast<size_t>(type.getRank()) ||
      sizes.size() != offsets.size())
    return std::nullopt;
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    int64_t extent = type.getDimSize(dim);
    if (dim == axis) {
      if (offsets[dim] < 0 || sizes[dim] < 1 ||
          sizes[dim] > extent - offsets[dim] || sizes[dim] > kMaxBorderElements)
        return std::nullopt;
      continue;
    }
    if (offsets[dim] != 0 || sizes[dim] != extent)
      return std::nullopt;
  }
  SmallVector<int64_t> indices;
  for (int64_t i = 0; i < sizes[axis]; ++i)
    indices.push_back(offsets[axis] + i);
  return indices;
}

/// Adds `op` and the `tosa.const_shape`s it reads to `pieceOps`.
void insertWithShapes(SmallPtrSetImpl<Operation *> &pieceOps, Operation *op) {
  pieceOps.insert(op);
  for (Value operand : op->getOperands())
    if (auto shape = operand.getDefiningOp<tosa::ConstShapeOp>())
      pieceOps.insert(shape);
}

/// TOSA pieces: `tosa.slice` of the source, `tosa.reverse` along the axis
/// and `tosa.tile` along the axis of a piece.
std::optional<SmallVector<int64_t>>
getTosaPieceIndices(Value piece, Value source, int64_t axis,
                    SmallPtrSetImpl<Operation *> &pieceOps) {
  Operation *def = piece.getDefiningOp();
  if (auto slice = dyn_cast_or_null<tosa::SliceOp>(def)) {
    std::optional<SmallVector<int64_t>> start =
        getConstantInts(slice.getStart());
    std::optional<SmallVector<int64_t>> size = getConstantInts(slice.getSize());
    if (slice.getInput1() != source || !start || !size)
      return std::nullopt;
    std::optional<SmallVector<int64_t>> indices =
        getSliceIndices(source, axis, *start, *size);
    if (indices)
      insertWithShapes(pieceOps, slice);
    return indices;
  }
  if (auto reverse = dyn_cast_or_null<tosa::ReverseOp>(def)) {
    if (reverse.getAxis() != axis)
      return std::nullopt;
    std::optional<SmallVector<int64_t>> indices =
        getTosaPieceIndices(reverse.getInput1(), source, axis, pieceOps);
    if (!indices)
      return std::nullopt;
    std::reverse(indices->begin(), indices->end());
    pieceOps.insert(reverse);
    return indices;
  }
  if (auto tile = dyn_cast_or_null<tosa::TileOp>(def)) {
    std::optional<SmallVector<int64_t>> multiples =
        getConstantInts(tile.getMultiples());
    if (!multiples ||
        multiples->size() !=
            static_cast<size_t>(
                cast<RankedTensorType>(source.getType()).getRank()))
      return std::nullopt;
    for (auto [dim, m] : llvm::enumerate(*multiples))
      if ((static_cast<int64_t>(dim) == axis) ? m < 1 : m != 1)
        return std::nullopt;
    std::optional<SmallVector<int64_t>> once =
        getTosaPieceIndices(tile.getInput1(), source, axis, pieceOps);
    if (!once || (*multiples)[axis] >
                     kMaxBorderElements / std::max<int64_t>(once->size(), 1))
      return std::nullopt;
    SmallVector<int64_t> indices;
    for (int64_t i = 0; i < (*multiples)[axis]; ++i)
      llvm::append_range(indices, *once);
    insertWithShapes(pieceOps, tile);
    return indices;
  }
  return std::nullopt;
}

/// Upstream tensor pieces: a `tensor.extract_slice` of the source with unit
/// strides.
std::optional<SmallVector<int64_t>>
getTensorPieceIndices(Value piece, Value source, int64_t axis,
                      SmallPtrSetImpl<Operation *> &pieceOps) {
  auto slice = piece.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || slice.getSource() != source ||
      slice.getResultType().getRank() != slice.getSourceType().getRank() ||
      !slice.hasUnitStride() ||
      ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
      ShapedType::isDynamicShape(slice.getStaticSizes()))
    return std::nullopt;
  std::optional<SmallVector<int64_t>> indices = getSliceIndices(
      source, axis, slice.getStaticOffsets(), slice.getStaticSizes());
  if (indices)
    pieceOps.insert(slice);
  return indices;
}

/// Whether `mode` maps the stretched coordinates `k` of a dimension of
/// extent `d` to `indices` (k from `firstK` on), and pads it validly.
bool modeMaps(PadMode mode, int64_t d, int64_t firstK,
              ArrayRef<int64_t> indices) {
  StaticArith a;
  for (auto [i, index] : llvm::enumerate(indices)) {
    SourceIndex<StaticArith> s =
        mapToSource(a, mode, firstK + static_cast<int64_t>(i), d, 0);
    if (!s.inSource || s.index != index)
      return false;
  }
  return true;
}

/// Whether `mode` maps the border of dimension `dim` of a pad with static
/// amounts `below`/`above` of a source of extent `d` to the same indices
/// as `reference`.
bool modesAgree(PadMode mode, PadMode reference, int64_t d, int64_t below,
                int64_t above) {
  StaticArith a;
  auto agree = [&](int64_t k) {
    SourceIndex<StaticArith> m = mapToSource(a, mode, k, d, 0);
    SourceIndex<StaticArith> r = mapToSource(a, reference, k, d, 0);
    return m.inSource == r.inSource && (!m.inSource || m.index == r.index);
  };
  for (int64_t k = -below; k < 0; ++k)
    if (!agree(k))
      return false;
  for (int64_t k = d; k < d + above; ++k)
    if (!agree(k))
      return false;
  return true;
}

/// Raises `concat` (inputs `inputs` along `axis`) to a pad.pad where its
/// pieces provably make one.
LogicalResult raiseConcatChain(PatternRewriter &rewriter, Operation *concat,
                               ValueRange inputs, int64_t axis,
                               PieceIndicesFn getPieceIndices) {
  for (auto [m, source] : llvm::enumerate(inputs)) {
    auto sourceType = dyn_cast<RankedTensorType>(source.getType());
    if (!sourceType || !sourceType.hasStaticShape() || axis < 0 ||
        axis >= sourceType.getRank() || sourceType.getDimSize(axis) == 0)
      continue;
    // Every other input is a piece of this one.
    SmallPtrSet<Operation *, 8> pieceOps;
    SmallVector<int64_t> before, after;
    bool allPieces = true;
    for (auto [i, input] : llvm::enumerate(inputs)) {
      if (i == m)
        continue;
      std::optional<SmallVector<int64_t>> indices =
          getPieceIndices(input, source, axis, pieceOps);
      if (!indices) {
        allPieces = false;
        break;
      }
      llvm::append_range(i < m ? before : after, *indices);
      if (static_cast<int64_t>(before.size() + after.size()) >
          kMaxBorderElements) {
        allPieces = false;
        break;
      }
    }
    if (!allPieces || (before.empty() && after.empty()))
      continue;
    int64_t d = sourceType.getDimSize(axis);
    int64_t p = before.size(), q = after.size();

    // The pad of the previous axis, to merge with: same source of truth
    // (one mode for both), nothing padded on this axis, and read by this
    // chain only.
    PadOp inner = source.getDefiningOp<PadOp>();
    if (inner &&
        (inner.hasInteriorPadding() || !inner.getArgType().hasStaticShape() ||
         ShapedType::isDynamicShape(inner.getStaticPaddingBelow()) ||
         ShapedType::isDynamicShape(inner.getStaticPaddingAbove()) ||
         inner.getStaticPaddingBelow()[axis] != 0 ||
         inner.getStaticPaddingAbove()[axis] != 0 ||
         llvm::any_of(inner->getUsers(), [&](Operation *user) {
           return user != concat && !pieceOps.contains(user);
         })))
      inner = nullptr;

    SmallVector<PadMode> candidates;
    if (inner)
      candidates.push_back(inner.getPadMode());
    for (PadMode mode :
         {PadMode::Reflect, PadMode::Symmetric, PadMode::Wrap, PadMode::Edge})
      if (!llvm::is_contained(candidates, mode))
        candidates.push_back(mode);
    auto mapsAxis = [&](PadMode mode) {
      return modeMaps(mode, d, -p, before) && modeMaps(mode, d, d, after);
    };
    auto mapsInner = [&](PadMode mode) {
      RankedTensorType innerArgType = inner.getArgType();
      for (int64_t dim = 0; dim < innerArgType.getRank(); ++dim) {
        int64_t below = inner.getStaticPaddingBelow()[dim];
        int64_t above = inner.getStaticPaddingAbove()[dim];
        if ((below < 0 || above < 0) && mode != inner.getPadMode())
          return false;
        if (!modesAgree(mode, inner.getPadMode(), innerArgType.getDimSize(dim),
                        std::max<int64_t>(below, 0),
                        std::max<int64_t>(above, 0)))
          return false;
      }
      return true;
    };

    // One pad of the source; or, merged, one pad of the inner pad's source.
    auto build = [&](PadMode mode, Value arg, SmallVector<int64_t> below,
                     SmallVector<int64_t> above) -> LogicalResult {
      below[axis] = p;
      above[axis] = q;
      auto argType = cast<RankedTensorType>(arg.getType());
      if (failed(checkPadGeometry(argType.getShape(), mode, below, above,
                                  /*interior=*/{}, /*emitError=*/nullptr)))
        return failure();
      auto pad = PadOp::create(rewriter, concat->getLoc(), arg, below, above,
                               mode, /*value=*/Value());
      replaceWithPad(rewriter, concat, pad);
      return success();
    };
    for (PadMode mode : candidates) {
      if (!mapsAxis(mode))
        continue;
      bool merged = false;
      if (inner && mapsInner(mode)) {
        SmallVector<int64_t> below(inner.getStaticPaddingBelow());
        SmallVector<int64_t> above(inner.getStaticPaddingAbove());
        merged = succeeded(build(mode, inner.getArg(), below, above));
      }
      if (!merged) {
        SmallVector<int64_t> zeros(sourceType.getRank(), 0);
        if (failed(build(mode, source, zeros, zeros)))
          continue;
      }
      // The chain's own ops, dead now, go with it (users before producers).
      bool erased = true;
      while (erased) {
        erased = false;
        for (Operation *op : llvm::to_vector(pieceOps))
          if (op->use_empty()) {
            pieceOps.erase(op);
            rewriter.eraseOp(op);
            erased = true;
          }
      }
      if (merged && inner->use_empty())
        rewriter.eraseOp(inner);
      return success();
    }
  }
  return rewriter.notifyMatchFailure(concat, "not a pad of one of its inputs");
}

struct RaiseTosaConcatChain : OpRewritePattern<tosa::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    return raiseConcatChain(rewriter, op, op.getInput1(), op.getAxis(),
                            getTosaPieceIndices);
  }
};

struct RaiseTensorConcatChain : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    return raiseConcatChain(rewriter, op, op.getInputs(), op.getDim(),
                            getTensorPieceIndices);
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
  patterns.add<RaiseTensorPad, RaiseTensorConcatChain>(patterns.getContext());
}

void mlir::pad::populateRaiseTosaPadPatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseTosaPad, RaiseTosaConcatChain>(patterns.getContext());
}

void mlir::pad::populateLowerPadToTensorPadPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerPadToTensorPad>(patterns.getContext());
}
