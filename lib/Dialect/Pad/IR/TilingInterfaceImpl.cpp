//===- TilingInterfaceImpl.cpp - TilingInterface for pad.pad --------------===//
//
// Spec section 5: the iteration domain of pad.pad is its output, every loop
// parallel, and a tile of the output is itself a pad of the same mode. The
// tile `[o, o + s)` of an output dimension with below `p` reads the
// stretched coordinates `k = o - p + t` for `t` in `[0, s)`; it is the pad
//
//   pad.pad <mode> (slice of arg) below[b'] above[s - b' - e']
//
// of a window `[first, first + count)` of the source, with
// `b' = p - o + first * (r + 1)` (the window's first element lands where it
// landed in the whole pad) and `e'` the stretched extent of the window. The
// window is chosen per dimension so that the tile's values do not change:
//
//   - a dimension neither padded nor cropped: the tile's own slice, pads 0
//     (static, whatever the tile's offset);
//   - a tile of the whole dimension: the whole source, the op's pads;
//   - a tile of one coordinate in a non-constant mode: the one element the
//     shared mapping gives, pads 0;
//   - constant: exactly the source elements the tile shows (the shared
//     `interiorWindow`, computed for the tile's own below and extent; with
//     interior padding the window is in stretched coordinates);
//   - edge: `[s(k0), s(k1)]` for the tile's first and last coordinate, with
//     the shared mapping `s`; clamping inside that window gives the same
//     index as clamping inside the whole source;
//   - reflect, symmetric, wrap: where the tile, reduced modulo the period,
//     lies in the source (in the copied run, or where the output repeats
//     the source unmirrored), exactly the elements it copies (its pads are
//     then 0); a reflect or symmetric tile that crosses one edge within one
//     reflection, the prefix or suffix of the source that bounds it;
//     elsewhere the whole source dimension, whose period is the original.
//
// Pad amounts go through the shared `boundedBelow` (an equivalent amount of
// small magnitude), so no tile carries a pad near the 64-bit limits.
// Everything is computed with FoldingArith on `index`: a static tile of a
// static pad folds to attributes and emits no arithmetic.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/IR/PadRuntimeChecks.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// The tile of one dimension: which source elements it reads and the pads
/// of the tile's own pad.pad.
struct TileDimension {
  OpFoldResult sliceOffset, sliceSize, below, above;
};

/// Computes one dimension of the tile `[o, o + s)` (see the file comment).
TileDimension tileDimension(FoldingArith &a, PadMode mode, OpFoldResult d,
                            OpFoldResult r, OpFoldResult p, OpFoldResult out,
                            OpFoldResult o, OpFoldResult s) {
  OpFoldResult zero = a.constant(0);
  OpFoldResult one = a.constant(1);
  // An amount equivalent to p for every output coordinate in [0, out).
  OpFoldResult pb = boundedBelow(a, mode, p, d, r, out);
  // The tile's below amount (spec: below' = below - o).
  OpFoldResult tileBelow = a.sub(pb, o);

  // A tile of one coordinate in a non-constant mode reads exactly the
  // element the mapping gives: a slice of one, with pads 0.
  if (mode != PadMode::Constant && isOneInteger(s)) {
    OpFoldResult k0 = a.sub(o, pb);
    OpFoldResult index = mapToSource(a, mode, k0, d, r).index;
    return {a.toIndex(index), a.toIndex(one), a.toIndex(zero), a.toIndex(zero)};
  }

  OpFoldResult first, count, windowBelow;
  switch (mode) {
  case PadMode::Constant: {
    OpFoldResult stride = a.add(r, one);
    InteriorWindow<FoldingArith> window = interiorWindow(a, tileBelow, d, r, s);
    first = window.first;
    count = window.count;
    // The window's first element lands at b' in the tile.
    OpFoldResult firstStretched = a.mul(first, stride);
    windowBelow = a.add(tileBelow, firstStretched);
    break;
  }
  case PadMode::Edge: {
    // The tile's first and last stretched coordinates.
    OpFoldResult k0 = a.sub(o, pb);
    OpFoldResult sizeMinusOne = a.sub(s, one);
    OpFoldResult k1 = a.add(k0, sizeMinusOne);
    OpFoldResult lo = mapToSource(a, mode, k0, d, r).index;
    OpFoldResult hi = mapToSource(a, mode, k1, d, r).index;
    OpFoldResult span = a.add(a.sub(hi, lo), one);
    OpFoldResult nonNegative = a.max(span, zero);
    // An empty source (rule 6 then requires an empty output) reads nothing.
    count = a.min(nonNegative, d);
    first = lo;
    windowBelow = a.add(tileBelow, first);
    break;
  }
  case PadMode::Reflect:
  case PadMode::Symmetric:
  case PadMode::Wrap: {
    // The tile's first stretched coordinate, reduced into one period in two
    // ways (the shared boundedBelow is the reduction modulo the period):
    // k0r in [0, period) and k0n in (-period, 0]. The tile covers
    // [k0r, k1r] = [k0n, k1n] + period, as the mapping sees it.
    OpFoldResult k0 = a.sub(o, pb);
    OpFoldResult k0r = boundedBelow(a, mode, k0, d, r, out);
    OpFoldResult k0nNeg = boundedBelow(a, mode, tileBelow, d, r, out);
    OpFoldResult k0n = a.sub(zero, k0nNeg);
    OpFoldResult sizeMinusOne = a.sub(s, one);
    OpFoldResult k1r = a.add(k0r, sizeMinusOne);
    OpFoldResult k1n = a.add(k0n, sizeMinusOne);
    OpFoldResult last = a.sub(d, one);
    // A plain slice when [k0r, k1r] lies in the source: in the copied run,
    // and (wrap) anywhere within one period, (reflect, symmetric) within a
    // part that repeats the source unmirrored.
    OpFoldResult plain = a.lt(k1r, d);
    // In reflect and symmetric mode, a tile that crosses one edge of the
    // source within one reflection reads a prefix or a suffix of it, whose
    // own reflection about that edge is the source's. Reflect mirrors k < 0
    // to -k and k > d - 1 to 2d - 2 - k; symmetric to -k - 1 and 2d - 1 - k.
    OpFoldResult prefix = a.constantBool(false), suffix = prefix;
    OpFoldResult prefixCount = zero, suffixFirst = zero;
    if (mode != PadMode::Wrap) {
      bool isReflect = mode == PadMode::Reflect;
      // Prefix: every k in [k0n, k1n] with k1n <= d - 1 and the mirror of
      // k0n at most d - 1.
      OpFoldResult mirrorOfFirst =
          isReflect ? a.sub(zero, k0n) : a.sub(a.sub(zero, k0n), one);
      OpFoldResult mirrorInSource = a.lt(mirrorOfFirst, d);
      OpFoldResult endInSource = a.lt(k1n, d);
      prefix = a.land(mirrorInSource, endInSource);
      OpFoldResult prefixLast = a.max(mirrorOfFirst, k1n);
      prefixCount = a.add(prefixLast, one);
      // Suffix: 0 <= k0r and the mirror of k1r at least 0.
      OpFoldResult twiceLast = a.add(last, last);
      OpFoldResult mirrorBase = isReflect ? twiceLast : a.add(twiceLast, one);
      OpFoldResult mirrorOfEnd = a.sub(mirrorBase, k1r);
      OpFoldResult minusOne = a.sub(zero, one);
      suffix = a.lt(minusOne, mirrorOfEnd);
      suffixFirst = a.min(k0r, mirrorOfEnd);
    }
    // Otherwise the whole dimension, whose period is the original one.
    OpFoldResult suffixCount = a.sub(d, suffixFirst);
    OpFoldResult k0rNeg = a.sub(zero, k0r);
    OpFoldResult suffixBelow = a.sub(suffixFirst, k0r);
    OpFoldResult firstElse = a.select(suffix, suffixFirst, zero);
    OpFoldResult countElse = a.select(suffix, suffixCount, d);
    OpFoldResult belowElse = a.select(suffix, suffixBelow, k0rNeg);
    firstElse = a.select(prefix, zero, firstElse);
    countElse = a.select(prefix, prefixCount, countElse);
    belowElse = a.select(prefix, k0nNeg, belowElse);
    first = a.select(plain, k0r, firstElse);
    count = a.select(plain, s, countElse);
    windowBelow = a.select(plain, zero, belowElse);
    break;
  }
  }

  OpFoldResult below = boundedBelow(a, mode, windowBelow, count, r, s);
  // The window is a slice: its count is at least 0, and without interior
  // padding it is the window's stretched extent, with no max. The tile's
  // extent below + count + above is then `s` as ValueBoundsOpInterface sees
  // it, so a tile in a loop has the tile size's upper bound
  // (buildEmptyOutput allocates its buffer once, ahead of the loop).
  OpFoldResult windowExtent =
      isZeroInteger(r) ? count : stretchedExtent(a, count, r);
  OpFoldResult above = a.sub(a.sub(s, below), windowExtent);

  // An empty window may start anywhere; keep its offset inside the source
  // (a slice verifies only with a static offset below a static extent).
  OpFoldResult lastIndex = a.max(a.sub(d, one), zero);
  OpFoldResult offset = a.min(first, lastIndex);
  return {a.toIndex(offset), a.toIndex(count), a.toIndex(below),
          a.toIndex(above)};
}

/// Whether `lhs` and `rhs` are the same index value: equal constants, or
/// values that the same pure ops compute from the same operands (as CSE
/// would find them). Each call of getPaddedSizes builds its own ops for a
/// dynamic output extent: this recognises a tile size that is the
/// iteration domain's extent.
bool isSameIndex(OpFoldResult lhs, OpFoldResult rhs, int depth = 8) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l || r)
    return l && r && *l == *r;
  auto lv = cast<Value>(lhs), rv = cast<Value>(rhs);
  if (lv == rv)
    return true;
  Operation *lop = lv.getDefiningOp(), *rop = rv.getDefiningOp();
  if (depth == 0 || !lop || !rop || !isPure(lop) || lop->getNumRegions() != 0 ||
      cast<OpResult>(lv).getResultNumber() !=
          cast<OpResult>(rv).getResultNumber())
    return false;
  return OperationEquivalence::isEquivalentTo(
      lop, rop,
      [&](Value a, Value b) { return success(isSameIndex(a, b, depth - 1)); },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

} // namespace

/// The slice of `shaped` at `offsets` and `sizes` (unit strides): a
/// `tensor.extract_slice` or a `memref.subview`.
static Operation *buildUnitSlice(OpBuilder &b, Location loc, Value shaped,
                                 ArrayRef<OpFoldResult> offsets,
                                 ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  if (isa<MemRefType>(shaped.getType()))
    return memref::SubViewOp::create(b, loc, shaped, offsets, sizes, strides);
  return tensor::ExtractSliceOp::create(b, loc, shaped, offsets, sizes,
                                        strides);
}

/// Whether `tensor` has an extent of 0 that is static, in its type, behind
/// a `tensor.cast`, or as its value bounds know it (the result of a tiled
/// producer whose reified extent is a constant 0): the canonicalizer folds
/// such an extent into a slice of the tile, which then no longer verifies.
static bool hasKnownZeroExtent(Value tensor) {
  for (Value v = tensor; v;) {
    if (llvm::is_contained(cast<ShapedType>(v.getType()).getShape(), 0))
      return true;
    auto castOp = v.getDefiningOp<tensor::CastOp>();
    v = castOp ? castOp.getSource() : Value();
  }
  auto type = cast<ShapedType>(tensor.getType());
  for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
    if (!type.isDynamicDim(dim))
      continue;
    FailureOr<int64_t> extent = ValueBoundsConstraintSet::computeConstantBound(
        presburger::BoundType::EQ, ValueBoundsConstraintSet::Variable(tensor, dim));
    if (succeeded(extent) && *extent == 0)
      return true;
  }
  return false;
}

/// Whether a check of rules 6, 9 and 10 of `op` is known to fail once
/// constants fold (buildPadChecks, built aside and discarded).
static bool checksKnownToFail(PadLikeOpInterface op) {
  Block scratch;
  OpBuilder b(op.getContext());
  b.setInsertionPointToStart(&scratch);
  bool fails = failed(buildPadChecks(b, op));
  // Users before what they use.
  while (!scratch.empty())
    scratch.back().erase();
  return fails;
}

/// Whether an extent of `op`'s output is 0 in its type, or once its
/// constant pads and static source extent are folded: then it has no
/// element, and no tile of it runs.
static bool hasKnownEmptyOutput(PadLikeOpInterface op) {
  ShapedType outputType = op.getOutputType();
  if (llvm::is_contained(outputType.getShape(), 0))
    return true;
  ShapedType argType = op.getArgShapedType();
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();
  for (int64_t dim = 0, rank = argType.getRank(); dim < rank; ++dim) {
    std::optional<int64_t> p = getConstantIntValue(below[dim]),
                           q = getConstantIntValue(above[dim]);
    if (!p || !q || argType.isDynamicDim(dim))
      continue;
    __int128 d = argType.getDimSize(dim);
    __int128 stretched = d > 0 ? d + (d - 1) * interior[dim] : 0;
    if (__int128(*p) + stretched + *q <= 0)
      return true;
  }
  return false;
}

FailureOr<TilingResult> pad::tilePad(OpBuilder &b, PadLikeOpInterface op,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes, Value dest) {
  ShapedType argType = op.getArgShapedType();
  ShapedType outputType = op.getOutputType();
  bool onBuffers = isa<MemRefType>(argType);
  int64_t rank = argType.getRank();
  if (static_cast<int64_t>(offsets.size()) != rank ||
      static_cast<int64_t>(sizes.size()) != rank || (onBuffers && !dest))
    return failure();
  PadMode mode = op.getPadMode();

  // The type of the tile, as its sizes say.
  SmallVector<int64_t> tileShape;
  for (OpFoldResult size : sizes)
    tileShape.push_back(getConstantIntValue(size).value_or(ShapedType::kDynamic));
  // A tile that runs in no valid execution is the tile's empty tensor (the
  // destination's tile, for a form), as for a loop of no iteration: that
  // of an output with an extent of 0 (static, or from constant pads), which
  // no tile of runs whatever its other sizes (an untiled extent of 2^62
  // beside tiles of 5), and a tile whose static sizes' bytes break rule 10
  // (a tile lies within the output, which then breaks it too: the pad's
  // checks, ahead of the loop, abort).
  if (!onBuffers &&
      (hasKnownEmptyOutput(op) ||
       !resultByteSizeFits(tileShape,
                           getElementByteSize(outputType.getElementType())))) {
    Operation *unreachable =
        dest ? buildUnitSlice(b, op.getLoc(), dest, offsets, sizes)
             : tensor::EmptyOp::create(
                   b, op.getLoc(), sizes, outputType.getElementType(),
                   cast<RankedTensorType>(outputType).getEncoding());
    return TilingResult{{unreachable}, {unreachable->getResult(0)}, {}};
  }
  // On buffers no view of such a tile verifies.
  if (!resultByteSizeFits(tileShape,
                          getElementByteSize(outputType.getElementType())))
    return failure();
  // A non-constant mode padding a static extent of 0 to an extent that is
  // not a static 0 (rule 6): a tile of static non-empty size in that
  // dimension is no valid pad, and could run only for a pad that breaks
  // rule 6, whose checks then must abort: nothing is created (a fusion
  // falls back to the whole pad, which keeps them). On buffers, no view of
  // such a source verifies.
  for (auto [dim, size] : llvm::enumerate(tileShape))
    if ((mode != PadMode::Constant || onBuffers) &&
        argType.getDimSize(dim) == 0 && !ShapedType::isDynamic(size) &&
        size != 0)
      return failure();

  Location loc = op.getLoc();
  FoldingArith a(b, loc);
  // The output's extents: a form's destination's (as upstream's linalg.fill
  // takes its output's), so that a static extent of the destination stays
  // static in the tile; the formula's for pad.pad.
  SmallVector<OpFoldResult> outSizes;
  if (dest)
    for (int64_t dim = 0; dim < rank; ++dim)
      outSizes.push_back(getMixedExtent(b, loc, dest, dim));
  else
    outSizes = getPaddedSizes(b, op);
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();

  SmallVector<OpFoldResult> sliceOffsets, sliceSizes, tileBelow, tileAbove;
  for (int64_t dim = 0; dim < rank; ++dim) {
    // A dimension neither padded nor cropped is all copied run: every tile
    // is the plain slice it covers, with static zero pads, whatever its
    // offset (a loop's induction variable, for one).
    if (isZeroInteger(below[dim]) && isZeroInteger(above[dim]) &&
        interior[dim] == 0) {
      sliceOffsets.push_back(offsets[dim]);
      sliceSizes.push_back(sizes[dim]);
      tileBelow.push_back(b.getIndexAttr(0));
      tileAbove.push_back(b.getIndexAttr(0));
      continue;
    }
    // A tile of the whole dimension is the whole dimension: all of the
    // source, the op's own pads.
    if (isZeroInteger(offsets[dim]) && isSameIndex(sizes[dim], outSizes[dim])) {
      sliceOffsets.push_back(b.getIndexAttr(0));
      sliceSizes.push_back(getMixedExtent(b, loc, op.getArg(), dim));
      tileBelow.push_back(below[dim]);
      tileAbove.push_back(above[dim]);
      continue;
    }
    OpFoldResult d = a.get(getMixedExtent(b, loc, op.getArg(), dim));
    OpFoldResult r = a.constant(interior[dim]);
    OpFoldResult p = a.get(below[dim]);
    OpFoldResult out = a.get(outSizes[dim]);
    OpFoldResult o = a.get(offsets[dim]);
    OpFoldResult s = a.get(sizes[dim]);
    TileDimension tile = tileDimension(a, mode, d, r, p, out, o, s);
    sliceOffsets.push_back(tile.sliceOffset);
    sliceSizes.push_back(tile.sliceSize);
    tileBelow.push_back(tile.below);
    tileAbove.push_back(tile.above);
  }

  // The window of the source. A source with a static extent of 0 (in its
  // type or behind a cast) has no element to read and no slice of it
  // verifies (an offset must lie below the extent): an empty tensor of the
  // window's shape stands in for it.
  // So it does for a source that is a `tensor.empty` (what the tile of such
  // a source is), whose extents may fold to 0 only later.
  SmallVector<Operation *> generatedSlices;
  Value window;
  if (!onBuffers && (hasKnownZeroExtent(op.getArg()) ||
                     op.getArg().getDefiningOp<tensor::EmptyOp>())) {
    // Dynamic where the source's type is: a tile in a non-constant mode
    // over an extent that is 0 only once folded stays a pad that verifies
    // (its own checks abort if it ever runs: only a pad that breaks rule 6
    // runs it).
    SmallVector<OpFoldResult> windowSizes(sliceSizes);
    for (auto [dim, size] : llvm::enumerate(windowSizes))
      if (argType.isDynamicDim(dim))
        size = getValueOrCreateConstantIndexOp(b, loc, size);
    window = tensor::EmptyOp::create(b, loc, windowSizes,
                                     argType.getElementType(),
                                     cast<RankedTensorType>(argType).getEncoding());
  } else {
    generatedSlices.push_back(
        buildUnitSlice(b, loc, op.getArg(), sliceOffsets, sliceSizes));
    window = generatedSlices.back()->getResult(0);
  }

  Operation *tiled;
  if (!dest) {
    tiled = PadOp::create(b, loc, window, tileBelow, tileAbove, mode,
                          op.getPadValue(), interior);
  } else {
    // A form, written into the tile's slice of the destination.
    generatedSlices.push_back(buildUnitSlice(b, loc, dest, offsets, sizes));
    tiled = PadIntoOp::create(b, loc, window, tileBelow, tileAbove, mode,
                              op.getPadValue(), interior,
                              generatedSlices.back()->getResult(0));
  }
  if (onBuffers)
    return TilingResult{{tiled}, {}, generatedSlices};
  Value result = tiled->getResult(0);
  auto resultType = cast<RankedTensorType>(outputType);
  auto tileType = RankedTensorType::get(
      tileShape, resultType.getElementType(), resultType.getEncoding());
  if (result.getType() != tileType)
    result = tensor::CastOp::create(b, loc, tileType, result);
  return TilingResult{{tiled}, {result}, generatedSlices};
}

namespace {

/// The model of both ops: a tile of pad.pad is a pad.pad; a tile of the
/// destination-style form is a form into the tile's slice of the
/// destination (what upstream's tiling expects of a destination-style op).
template <typename OpTy>
struct PadLikeTilingInterface
    : public TilingInterface::ExternalModel<PadLikeTilingInterface<OpTy>,
                                            OpTy> {
  static Value getTileDest(Operation *op) {
    if (auto form = dyn_cast<PadIntoOp>(op))
      return form.getDest();
    return {};
  }

  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(
        cast<OpTy>(op).getOutputType().getRank(),
        utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    OpFoldResult zero = b.getIndexAttr(0);
    OpFoldResult one = b.getIndexAttr(1);
    // A form iterates over its destination, as upstream's linalg.fill does.
    SmallVector<OpFoldResult> sizes;
    if (Value dest = getTileDest(op))
      for (int64_t dim = 0, rank = cast<ShapedType>(dest.getType()).getRank();
           dim < rank; ++dim)
        sizes.push_back(getMixedExtent(b, op->getLoc(), dest, dim));
    else if (checksKnownToFail(cast<OpTy>(op)))
      // The checks, which the tiler's destination carries
      // (reifyResultShapes, whose dynamic extents are then 0 too), abort
      // before the loop: its domain is empty (a wrapped bound near
      // INT64_MIN made the canonicalizer's trip-count arithmetic run away).
      for (int64_t extent : cast<OpTy>(op).getOutputType().getShape())
        sizes.push_back(
            b.getIndexAttr(ShapedType::isDynamic(extent) ? 0 : extent));
    else
      sizes = getPaddedSizes(b, cast<OpTy>(op));
    SmallVector<Range> domain;
    for (OpFoldResult size : sizes)
      domain.push_back(Range{zero, size, one});
    return domain;
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    return tilePad(b, cast<OpTy>(op), offsets, sizes, getTileDest(op));
  }

  LogicalResult
  getResultTilePosition(Operation *op, OpBuilder &b, unsigned resultNumber,
                        ArrayRef<OpFoldResult> offsets,
                        ArrayRef<OpFoldResult> sizes,
                        SmallVector<OpFoldResult> &resultOffsets,
                        SmallVector<OpFoldResult> &resultSizes) const {
    if (resultNumber != 0)
      return failure();
    resultOffsets.assign(offsets.begin(), offsets.end());
    resultSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  LogicalResult getIterationDomainTileFromResultTile(
      Operation *op, OpBuilder &b, unsigned resultNumber,
      ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
      SmallVectorImpl<OpFoldResult> &iterDomainOffsets,
      SmallVectorImpl<OpFoldResult> &iterDomainSizes) const {
    if (resultNumber != 0)
      return failure();
    iterDomainOffsets.assign(offsets.begin(), offsets.end());
    iterDomainSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  FailureOr<TilingResult>
  generateResultTileValue(Operation *op, OpBuilder &b, unsigned resultNumber,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) const {
    if (resultNumber != 0)
      return failure();
    return tilePad(b, cast<OpTy>(op), offsets, sizes, getTileDest(op));
  }

  bool isOpFusableWithConsumerSlice(Operation *op, unsigned resultNumber,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) const {
    // Every tile of a pad is a pad (spec section 5).
    return resultNumber == 0;
  }
};

} // namespace

void pad::registerTilingInterfaceExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, PadDialect *dialect) {
    PadOp::attachInterface<PadLikeTilingInterface<PadOp>>(*ctx);
    PadIntoOp::attachInterface<PadLikeTilingInterface<PadIntoOp>>(*ctx);
  });
}
