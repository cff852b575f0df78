//===- PadFolds.cpp - Folding and canonicalisation of pad.pad -------------===//
//
// Spec section 1, "Folding and canonicalisation".
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/IR/PadOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

using namespace mlir;
using namespace mlir::pad;

/// The constant folder evaluates inputs of at most this many elements, so
/// that compile time never grows with tensor size.
static constexpr int64_t kMaxFoldedArgElements = 4096;
/// ... and produces at most this many (a small input padded by a huge amount
/// must not make compile time explode either). Splats count too: a splat
/// attribute is small, but the LLVM global it becomes holds every element.
/// Extents 0 count as 1 here: an empty constant of extent 2^62 in another
/// dimension would still be an LLVM array type of 2^62 empty elements.
static constexpr int64_t kMaxFoldedResultElements = 1 << 16;

static bool isAllZero(ArrayRef<int64_t> values) {
  return llvm::all_of(values, [](int64_t v) { return v == 0; });
}

/// The value a constant-mode pad writes, as an attribute: the constant
/// `value` operand, or zero of the element type when it is absent. Null when
/// the value is not a known constant.
static Attribute getPadValueAttr(PadOp op, Attribute foldedValue) {
  if (op.getPadValue())
    return foldedValue;
  Type elementType = op.getArgType().getElementType();
  Builder b(op.getContext());
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    TypedAttr zero = b.getZeroAttr(complexType.getElementType());
    return zero ? b.getArrayAttr({zero, zero}) : Attribute();
  }
  return b.getZeroAttr(elementType);
}

/// Builds `type` from the elements of `arg` at `gatherIndex` (-1: `pad`),
/// with `T` the element storage (`APInt`, `APFloat`, complex of `APFloat`).
template <typename T>
static DenseElementsAttr gatherAs(DenseElementsAttr arg, ShapedType type,
                                  ArrayRef<int64_t> gatherIndex,
                                  std::optional<T> pad) {
  auto values = arg.getValues<T>();
  SmallVector<T> result;
  result.reserve(gatherIndex.size());
  for (int64_t index : gatherIndex) {
    if (index < 0 && !pad)
      return {};
    result.push_back(index < 0 ? *pad : values[index]);
  }
  return DenseElementsAttr::get(type, result);
}

static DenseElementsAttr gatherElements(DenseElementsAttr arg, ShapedType type,
                                        ArrayRef<int64_t> gatherIndex,
                                        Attribute pad) {
  Type elementType = type.getElementType();
  if (isa<IntegerType, IndexType>(elementType)) {
    std::optional<APInt> padValue;
    if (auto intAttr = dyn_cast_or_null<IntegerAttr>(pad))
      padValue = intAttr.getValue();
    return gatherAs<APInt>(arg, type, gatherIndex, padValue);
  }
  if (isa<FloatType>(elementType)) {
    std::optional<APFloat> padValue;
    if (auto floatAttr = dyn_cast_or_null<FloatAttr>(pad))
      padValue = floatAttr.getValue();
    return gatherAs<APFloat>(arg, type, gatherIndex, padValue);
  }
  auto complexType = dyn_cast<ComplexType>(elementType);
  if (complexType && isa<FloatType>(complexType.getElementType())) {
    std::optional<std::complex<APFloat>> padValue;
    auto parts = dyn_cast_or_null<ArrayAttr>(pad);
    if (parts && parts.size() == 2 && isa<FloatAttr>(parts[0]) &&
        isa<FloatAttr>(parts[1]))
      padValue.emplace(cast<FloatAttr>(parts[0]).getValue(),
                       cast<FloatAttr>(parts[1]).getValue());
    return gatherAs<std::complex<APFloat>>(arg, type, gatherIndex, padValue);
  }
  return {};
}

/// Evaluates a pad of a constant with the spec's index mapping.
static Attribute constantFold(PadOp op, DenseElementsAttr argAttr,
                              Attribute padValue) {
  RankedTensorType argType = op.getArgType();
  RankedTensorType resultType = op.getResultType();
  if (!argType.hasStaticShape() || !resultType.hasStaticShape() ||
      argType.getNumElements() > kMaxFoldedArgElements)
    return {};
  // The result's size, without overflow (extents may be huge).
  StaticArith::Int resultSize = 1;
  for (int64_t extent : resultType.getShape())
    resultSize = std::min<StaticArith::Int>(
        resultSize * std::max<int64_t>(extent, 1), StaticArith::Int(1) << 64);
  if (resultSize > kMaxFoldedResultElements)
    return {};
  PadMode mode = op.getPadMode();
  if (mode == PadMode::Constant && !padValue)
    return {};

  // A splat stays a splat when every element comes from it.
  if (argAttr.isSplat() &&
      (mode != PadMode::Constant ||
       padValue == argAttr.getSplatValue<Attribute>()))
    return DenseElementsAttr::get(resultType,
                                  argAttr.getSplatValue<Attribute>());
  // Nothing to gather.
  if (resultType.getNumElements() == 0)
    return gatherElements(argAttr, resultType, {}, padValue);

  // Per dimension, the source index of every output coordinate (-1: pad).
  StaticArith a;
  SmallVector<int64_t> interior = op.getPaddingInterior();
  int64_t rank = argType.getRank();
  SmallVector<SmallVector<int64_t>> sourceIndex(rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t p = op.getStaticPaddingBelow()[dim];
    for (int64_t o = 0, e = resultType.getDimSize(dim); o < e; ++o) {
      SourceIndex<StaticArith> s =
          mapToSource(a, mode, a.sub(o, p), argType.getDimSize(dim),
                      interior[dim]);
      sourceIndex[dim].push_back(s.inSource ? static_cast<int64_t>(s.index) : -1);
    }
  }

  // The source element of every output element, in order (-1: pad).
  SmallVector<int64_t> gatherIndex;
  gatherIndex.reserve(resultType.getNumElements());
  SmallVector<int64_t> argStrides = computeStrides(argType.getShape());
  SmallVector<int64_t> coord(rank, 0);
  for (int64_t i = 0, n = resultType.getNumElements(); i < n; ++i) {
    int64_t linear = 0;
    for (int64_t dim = 0; dim < rank && linear >= 0; ++dim) {
      int64_t s = sourceIndex[dim][coord[dim]];
      linear = s < 0 ? -1 : linear + s * argStrides[dim];
    }
    gatherIndex.push_back(linear);
    // Advance the output coordinate, innermost dimension first.
    for (int64_t dim = rank - 1; dim >= 0; --dim) {
      if (++coord[dim] < resultType.getDimSize(dim))
        break;
      coord[dim] = 0;
    }
  }
  return gatherElements(argAttr, resultType, gatherIndex, padValue);
}

OpFoldResult PadOp::fold(FoldAdaptor adaptor) {
  // All pads zero and no interior: the identity, in any mode.
  if (!hasInteriorPadding() && isAllZero(getStaticPaddingBelow()) &&
      isAllZero(getStaticPaddingAbove()) && getArgType() == getResultType())
    return getArg();
  if (auto argAttr = dyn_cast_or_null<DenseElementsAttr>(adaptor.getArg()))
    return constantFold(*this, argAttr,
                        getPadValueAttr(*this, adaptor.getPadValue()));
  return {};
}

//===----------------------------------------------------------------------===//
// Canonicalisation patterns
//===----------------------------------------------------------------------===//

/// True when a pad of `argType` with these (partly static) pads is valid
/// (rules 6, 9 and 10), so that a rewrite never turns a run-time check into
/// an invalid op.
static bool isValidGeometry(RankedTensorType argType, PadMode mode,
                            ArrayRef<int64_t> below, ArrayRef<int64_t> above,
                            ArrayRef<int64_t> interior) {
  FailureOr<SmallVector<int64_t>> shape = checkPadGeometry(
      argType.getShape(), mode, below, above, interior, nullptr);
  return succeeded(shape) &&
         resultByteSizeFits(*shape,
                            getElementByteSize(argType.getElementType()));
}

/// Replaces `op` by `newOp`, casting back to the old type when `newOp`'s
/// inferred type is more static.
static void replaceWithCastIfNeeded(PatternRewriter &rewriter, PadOp op,
                                    Value newValue) {
  if (newValue.getType() != op.getType())
    newValue = tensor::CastOp::create(rewriter, op.getLoc(), op.getType(),
                                      newValue);
  rewriter.replaceOp(op, newValue);
}

namespace {

/// Constant `index` operands become static entries.
struct FoldConstantPadAmounts : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Like foldDynamicIndexList, but INT64_MIN stays an operand: as a static
  /// entry it would read as the dynamic marker.
  static bool foldConstantEntries(SmallVectorImpl<OpFoldResult> &entries) {
    bool changed = false;
    for (OpFoldResult &entry : entries) {
      if (!isa<Value>(entry))
        continue;
      std::optional<int64_t> v = getConstantIntValue(entry);
      if (!v || ShapedType::isDynamic(*v))
        continue;
      entry = IntegerAttr::get(IndexType::get(cast<Value>(entry).getContext()),
                               *v);
      changed = true;
    }
    return changed;
  }
  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
    SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
    bool changedBelow = foldConstantEntries(below);
    bool changedAbove = foldConstantEntries(above);
    if (!changedBelow && !changedAbove)
      return rewriter.notifyMatchFailure(op, "no constant pad operand");
    SmallVector<int64_t> interior = op.getPaddingInterior();
    if (!isValidGeometry(op.getArgType(), op.getPadMode(),
                         decomposeMixedValues(below).first,
                         decomposeMixedValues(above).first, interior))
      return rewriter.notifyMatchFailure(
          op, "constant pads make the op invalid: keep the run-time check");
    auto newOp = PadOp::create(rewriter, op.getLoc(), op.getArg(), below,
                               above, op.getPadMode(), op.getPadValue(),
                               interior);
    replaceWithCastIfNeeded(rewriter, op, newOp);
    return success();
  }
};

/// The same for the destination-style form, whose type is its
/// destination's and so does not change: where the now static geometry
/// would break a rule, or disagree with a static extent of the destination,
/// the operands stay (the behaviour is undefined there, and the IR must
/// still verify).
struct FoldConstantPadIntoAmounts : OpRewritePattern<PadIntoOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadIntoOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
    SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
    bool changedBelow = FoldConstantPadAmounts::foldConstantEntries(below);
    bool changedAbove = FoldConstantPadAmounts::foldConstantEntries(above);
    if (!changedBelow && !changedAbove)
      return rewriter.notifyMatchFailure(op, "no constant pad operand");
    ShapedType argType = op.getArgShapedType();
    FailureOr<SmallVector<int64_t>> shape = checkPadGeometry(
        argType.getShape(), op.getPadMode(), decomposeMixedValues(below).first,
        decomposeMixedValues(above).first, op.getPaddingInterior(), nullptr);
    if (failed(shape))
      return rewriter.notifyMatchFailure(op, "constant pads break a rule");
    SmallVector<int64_t> known;
    for (auto [inferred, actual] :
         llvm::zip_equal(*shape, op.getOutputType().getShape())) {
      if (!ShapedType::isDynamic(inferred) && !ShapedType::isDynamic(actual) &&
          inferred != actual)
        return rewriter.notifyMatchFailure(op, "destination extent differs");
      known.push_back(ShapedType::isDynamic(actual) ? inferred : actual);
    }
    if (!resultByteSizeFits(known,
                            getElementByteSize(argType.getElementType())))
      return rewriter.notifyMatchFailure(op, "constant pads break rule 10");
    rewriter.replaceOpWithNewOp<PadIntoOp>(
        op, op.getArg(), below, above, op.getPadMode(), op.getPadValue(),
        op.getPaddingInterior(), op.getDest());
    return success();
  }
};

/// A `tensor.cast` that only erases static information feeding `arg`.
struct FoldSourceTensorCast : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    auto castOp = op.getArg().getDefiningOp<tensor::CastOp>();
    if (!castOp || !tensor::canFoldIntoConsumerOp(castOp))
      return rewriter.notifyMatchFailure(op, "no foldable tensor.cast");
    auto sourceType = cast<RankedTensorType>(castOp.getSource().getType());
    SmallVector<int64_t> interior = op.getPaddingInterior();
    if (!isValidGeometry(sourceType, op.getPadMode(),
                         op.getStaticPaddingBelow(), op.getStaticPaddingAbove(),
                         interior))
      return rewriter.notifyMatchFailure(
          op, "the static source makes the op invalid: keep the run-time check");
    auto newOp = PadOp::create(rewriter, op.getLoc(), castOp.getSource(),
                               op.getMixedPaddingBelow(),
                               op.getMixedPaddingAbove(), op.getPadMode(),
                               op.getPadValue(), interior);
    replaceWithCastIfNeeded(rewriter, op, newOp);
    return success();
  }
};

/// Only non-positive pads and no interior: a crop, in any mode.
struct CropToExtractSlice : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.hasInteriorPadding())
      return rewriter.notifyMatchFailure(op, "interior padding");
    auto isNonPositive = [](int64_t v) {
      return !ShapedType::isDynamic(v) && v <= 0;
    };
    if (!llvm::all_of(op.getStaticPaddingBelow(), isNonPositive) ||
        !llvm::all_of(op.getStaticPaddingAbove(), isNonPositive))
      return rewriter.notifyMatchFailure(op, "a pad may be positive");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> sizes = getPaddedSizes(rewriter, op);
    // An empty result: no slice (a static offset into a zero-size dimension
    // would not verify).
    if (llvm::is_contained(op.getResultType().getShape(), 0)) {
      rewriter.replaceOp(op, createEmptyResult(rewriter, op, sizes));
      return success();
    }
    IRArith a(rewriter, loc);
    SmallVector<OpFoldResult> offsets;
    for (auto [dim, p] : llvm::enumerate(op.getStaticPaddingBelow())) {
      // -p, clamped to the extent so that an empty result stays in bounds.
      Value d = a.get(tensor::getMixedSize(rewriter, loc, op.getArg(), dim));
      offsets.push_back(getAsOpFoldResult(a.min(a.constant(-p), d)));
    }
    SmallVector<OpFoldResult> strides(sizes.size(), rewriter.getIndexAttr(1));
    auto slice = tensor::ExtractSliceOp::create(rewriter, loc, op.getArg(),
                                                offsets, sizes, strides);
    replaceWithCastIfNeeded(rewriter, op, slice);
    return success();
  }
};

/// pad(pad(x, p1, q1, v), p2, q2, v) = pad(x, p1 + p2, q1 + q2, v) for
/// constant mode, non-negative static pads and no interior.
struct MergeConstantPads : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  static bool isMergeable(PadOp op) {
    auto isNonNegative = [](int64_t v) {
      return !ShapedType::isDynamic(v) && v >= 0;
    };
    return op.getPadMode() == PadMode::Constant && !op.hasInteriorPadding() &&
           llvm::all_of(op.getStaticPaddingBelow(), isNonNegative) &&
           llvm::all_of(op.getStaticPaddingAbove(), isNonNegative);
  }

  /// The attribute of a constant-mode pad's value (zero when absent).
  static Attribute getConstantValue(PadOp op) {
    Attribute value;
    if (op.getPadValue() && !matchPattern(op.getPadValue(), m_Constant(&value)))
      return {};
    return getPadValueAttr(op, value);
  }

  static bool haveSameValue(PadOp a, PadOp b) {
    if (a.getPadValue() == b.getPadValue())
      return true;
    Attribute va = getConstantValue(a), vb = getConstantValue(b);
    return va && va == vb;
  }

  /// Element-wise sum of two lists of non-negative pads; false on overflow.
  static bool addPads(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs,
                      SmallVectorImpl<int64_t> &sum) {
    for (auto [a, b] : llvm::zip_equal(lhs, rhs)) {
      StaticArith::Int total = StaticArith::Int(a) + b;
      if (!StaticArith::fitsInt64(total))
        return false;
      sum.push_back(static_cast<int64_t>(total));
    }
    return true;
  }

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getArg().getDefiningOp<PadOp>();
    if (!inner || !isMergeable(op) || !isMergeable(inner))
      return rewriter.notifyMatchFailure(op, "not two mergeable pads");
    if (!haveSameValue(op, inner))
      return rewriter.notifyMatchFailure(op, "different pad values");
    SmallVector<int64_t> below, above;
    if (!addPads(inner.getStaticPaddingBelow(), op.getStaticPaddingBelow(),
                 below) ||
        !addPads(inner.getStaticPaddingAbove(), op.getStaticPaddingAbove(),
                 above))
      return rewriter.notifyMatchFailure(op, "merged pad overflows");
    if (!isValidGeometry(inner.getArgType(), PadMode::Constant, below, above,
                         {}))
      return rewriter.notifyMatchFailure(op, "merged pad is invalid");
    auto merged =
        PadOp::create(rewriter, op.getLoc(), inner.getArg(), below, above,
                      PadMode::Constant, op.getPadValue());
    replaceWithCastIfNeeded(rewriter, op, merged);
    return success();
  }
};

/// A form whose destination has no element writes nothing: erased on
/// buffers, its destination on tensors, as upstream erases a linalg op with
/// an empty operand. The empty extent may show only through a cast into the
/// destination (a tile's view after bufferization), where a later fold of
/// that cast into the form's own views would give a view at offset 0 of an
/// extent of 0, which the view's verifier rejects.
struct EraseEmptyPadInto : OpRewritePattern<PadIntoOp> {
  using OpRewritePattern::OpRewritePattern;

  static bool hasEmptyExtent(Value shaped) {
    auto isEmpty = [](Type type) {
      return llvm::is_contained(cast<ShapedType>(type).getShape(), 0);
    };
    if (isEmpty(shaped.getType()))
      return true;
    if (auto cast = shaped.getDefiningOp<memref::CastOp>())
      return isEmpty(cast.getSource().getType());
    if (auto cast = shaped.getDefiningOp<tensor::CastOp>())
      return isEmpty(cast.getSource().getType());
    return false;
  }

  LogicalResult matchAndRewrite(PadIntoOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasEmptyExtent(op.getDest()))
      return rewriter.notifyMatchFailure(op, "the destination has elements");
    if (op.getResult())
      rewriter.replaceOp(op, op.getDest());
    else
      rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void PadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *context) {
  results.add<FoldConstantPadAmounts, FoldSourceTensorCast, CropToExtractSlice,
              MergeConstantPads>(context);
}

void PadIntoOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<FoldConstantPadIntoAmounts, EraseEmptyPadInto>(context);
}
