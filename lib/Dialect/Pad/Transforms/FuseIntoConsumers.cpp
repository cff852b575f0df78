//===- FuseIntoConsumers.cpp - Pads absorbed by their consumers -----------===//
//
// A linalg consumer reads its pad operand, along a padded dimension `j`,
// at `x = s * o + sum_r(d_r * k_r) + c`: one parallel loop `o` (stride
// `s`) and window loops `k_r` of extent `K_r` (dilation `d_r`). Output
// `o` reads `[s * o + c, s * o + c + W]` with `W = sum_r d_r * (K_r - 1)`,
// which lies in the copied run `[p, p + n)` (below `p`, source extent `n`,
// no interior) exactly when
//
//   lo = ceildiv(p - c, s) <= o < floordiv(p + n - 1 - W - c, s) + 1 = hi.
//
// Both are clamped into the loop's range `[0, N)`. The consumer is split
// into the part `[0, lo)`, the part `[hi, N)` and the middle `[lo, hi)`
// along `o`, dimension after dimension (each border part spans the middle
// of the dimensions split before it, and is split again along the others;
// a dimension whose middle is known to be empty is not split), by tiling
// it (TilingInterface) and
// writing each part's tile into its outputs in turn. Splitting is tiling,
// so the values never change whatever the split points; the maps only
// decide where a split pays. The middle's pad operand becomes a slice of
// the source, each border's a tile of the pad (tilePad, spec section 5):
// a pad of a slice, of the border's size.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/Transforms/FuseIntoConsumers.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/IR/PadRuntimeChecks.h"

#define DEBUG_TYPE "pad-fuse-into-consumers"

namespace mlir::pad {
#define GEN_PASS_DEF_PADFUSEINTOCONSUMERSPASS
#include "pad/Dialect/Pad/Transforms/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

/// How the consumer reads one padded dimension: `s * o + sum(d * k) + c`.
struct WindowRead {
  unsigned loop = 0;
  int64_t stride = 1;
  int64_t offset = 0;
  SmallVector<std::pair<unsigned, int64_t>> window; // (loop k, dilation d)
};

/// Adds `expr`, scaled by `scale`, to `coefficients` (per loop) and
/// `constant`; fails on anything but sums of loops times constants.
bool addLinearTerms(AffineExpr expr, int64_t scale,
                    DenseMap<unsigned, int64_t> &coefficients,
                    int64_t &constant) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
    coefficients[dim.getPosition()] += scale;
    return true;
  }
  if (auto cst = dyn_cast<AffineConstantExpr>(expr)) {
    constant += scale * cst.getValue();
    return true;
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return false;
  if (binary.getKind() == AffineExprKind::Add)
    return addLinearTerms(binary.getLHS(), scale, coefficients, constant) &&
           addLinearTerms(binary.getRHS(), scale, coefficients, constant);
  if (binary.getKind() != AffineExprKind::Mul)
    return false;
  if (auto cst = dyn_cast<AffineConstantExpr>(binary.getRHS()))
    return addLinearTerms(binary.getLHS(), scale * cst.getValue(),
                          coefficients, constant);
  if (auto cst = dyn_cast<AffineConstantExpr>(binary.getLHS()))
    return addLinearTerms(binary.getRHS(), scale * cst.getValue(),
                          coefficients, constant);
  return false;
}

/// The window read of `expr`, or why it is not one.
FailureOr<WindowRead> matchWindowRead(AffineExpr expr,
                                      linalg::LinalgOp consumer,
                                      std::string &reason) {
  DenseMap<unsigned, int64_t> coefficients;
  WindowRead read;
  if (!addLinearTerms(expr, 1, coefficients, read.offset)) {
    reason = "it is read through a map that is not a sum of loops times "
             "constants";
    return failure();
  }
  SmallVector<utils::IteratorType> iterators =
      consumer.getIteratorTypesArray();
  std::optional<unsigned> parallel;
  for (auto [loop, coefficient] : coefficients) {
    if (coefficient == 0)
      continue;
    if (coefficient < 0) {
      reason = "it is read through a map with a negative coefficient";
      return failure();
    }
    if (iterators[loop] == utils::IteratorType::parallel) {
      if (parallel) {
        reason = "it is read through a map of two parallel loops";
        return failure();
      }
      parallel = loop;
      read.stride = coefficient;
      continue;
    }
    read.window.push_back({loop, coefficient});
  }
  if (!parallel) {
    reason = "it is read through reduction loops only";
    return failure();
  }
  read.loop = *parallel;
  llvm::sort(read.window);
  return read;
}

/// One dimension to split: the pad's dimension, how it is read, and its
/// static pads.
struct SplitDimension {
  unsigned padDim;
  WindowRead read;
  int64_t below, above;
};

/// Whether the middle `[lo, hi)` of `dim` is known to be empty, from the
/// static extents alone.
bool isMiddleKnownEmpty(const SplitDimension &dim,
                        ArrayRef<int64_t> loopRanges, int64_t sourceExtent) {
  int64_t n = loopRanges[dim.read.loop];
  if (ShapedType::isDynamic(n))
    return false;
  int64_t s = dim.read.stride, c = dim.read.offset;
  int64_t lo =
      dim.below > 0 ? std::clamp(llvm::divideCeilSigned(dim.below - c, s),
                                 int64_t(0), n)
                    : 0;
  // Every window touches the pad below, whatever the source's extent.
  if (lo == n)
    return true;
  if (ShapedType::isDynamic(sourceExtent))
    return false;
  int64_t window = 0;
  for (auto [loop, dilation] : dim.read.window) {
    if (ShapedType::isDynamic(loopRanges[loop]))
      return false;
    window += dilation * (loopRanges[loop] - 1);
  }
  int64_t hi =
      dim.above > 0
          ? std::clamp(llvm::divideFloorSigned(dim.below + sourceExtent - 1 -
                                                   window - c,
                                               s) +
                           1,
                       lo, n)
          : n;
  return hi <= lo;
}

OpFoldResult clamp(OpBuilder &b, Location loc, OpFoldResult value,
                   OpFoldResult lower, OpFoldResult upper) {
  MLIRContext *ctx = b.getContext();
  AffineMap pair = AffineMap::getMultiDimIdentityMap(2, ctx);
  OpFoldResult atLeast =
      affine::makeComposedFoldedAffineMax(b, loc, pair, {value, lower});
  return affine::makeComposedFoldedAffineMin(b, loc, pair, {atLeast, upper});
}

/// A part of the iteration domain, and whether its every window lies in
/// the copied run.
struct Part {
  SmallVector<OpFoldResult> offsets, sizes;
  bool middle;
};

/// The offsets and sizes of `operand`'s slice of `pad`'s result, if it is
/// one with unit strides, or the whole result.
std::optional<std::pair<SmallVector<OpFoldResult>, SmallVector<OpFoldResult>>>
getSliceOfPad(OpBuilder &b, Value operand, PadOp pad) {
  if (operand == pad.getResult()) {
    SmallVector<OpFoldResult> zeros(pad.getType().getRank(),
                                    b.getIndexAttr(0));
    return std::make_pair(
        zeros, tensor::getMixedSizes(b, pad.getLoc(), pad.getResult()));
  }
  auto slice = operand.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || slice.getSource() != pad.getResult() ||
      !llvm::all_of(slice.getMixedStrides(),
                    [](OpFoldResult s) { return isConstantIntValue(s, 1); }) ||
      slice.getSourceType().getRank() != slice.getResultType().getRank())
    return std::nullopt;
  return std::make_pair(slice.getMixedOffsets(), slice.getMixedSizes());
}

/// The analysis of one pad input: the dimensions to split (those whose
/// middle may hold outputs), whether some padded dimension has none (every
/// window there touches the pad: no part reads the source alone), or why
/// the consumer cannot be split around it.
struct PadInput {
  OpOperand *operand;
  PadOp pad;
  SmallVector<SplitDimension> dims;
  bool allBorderSomewhere = false;
};

FailureOr<PadInput> analysePadInput(linalg::LinalgOp consumer,
                                    OpOperand &operand, std::string &reason) {
  auto pad = operand.get().getDefiningOp<PadOp>();
  if (!pad) {
    reason = "it is not a pad.pad result";
    return failure();
  }
  for (OpOperand &other : consumer->getOpOperands())
    if (&other != &operand && other.get() == operand.get()) {
      reason = "the consumer reads the pad through two operands";
      return failure();
    }
  if (pad.hasInteriorPadding()) {
    reason = "the pad has interior padding";
    return failure();
  }
  ArrayRef<int64_t> below = pad.getStaticPaddingBelow();
  ArrayRef<int64_t> above = pad.getStaticPaddingAbove();
  if (llvm::any_of(below, ShapedType::isDynamic) ||
      llvm::any_of(above, ShapedType::isDynamic)) {
    reason = "the pad has dynamic pad amounts";
    return failure();
  }
  AffineMap map = consumer.getMatchingIndexingMap(&operand);
  SmallVector<int64_t> loopRanges = consumer.getStaticLoopRanges();
  ArrayRef<int64_t> sourceShape = pad.getArg().getType().getShape();
  PadInput input{&operand, pad, {}};
  llvm::SmallDenseSet<unsigned> loops;
  for (auto [j, expr] : llvm::enumerate(map.getResults())) {
    if (below[j] <= 0 && above[j] <= 0)
      continue; // Not padded: a crop at most, read as the source is.
    std::string why;
    FailureOr<WindowRead> read = matchWindowRead(expr, consumer, why);
    if (failed(read)) {
      reason = ("padded dimension " + Twine(j) + ": " + why).str();
      return failure();
    }
    if (!loops.insert(read->loop).second) {
      reason = ("padded dimension " + Twine(j) +
                " is read through the loop of another padded dimension")
                   .str();
      return failure();
    }
    SplitDimension dim{unsigned(j), *read, below[j], above[j]};
    if (isMiddleKnownEmpty(dim, loopRanges, sourceShape[j]))
      input.allBorderSomewhere = true;
    else
      input.dims.push_back(dim);
  }
  if (input.dims.empty()) {
    reason = input.allBorderSomewhere
                 ? "every window touches the pad in every padded dimension"
                 : "the pad pads nothing the consumer reads";
    return failure();
  }
  return input;
}

/// The middle's pad operand: the source at the slice's offsets less the
/// pads below. A middle that is empty at run time (its bounds depend on a
/// dynamic extent or window) may lie past the source: offsets and sizes
/// are clamped into it, which leaves those of a middle that runs
/// unchanged (its windows lie in the source).
Value buildSourceSlice(OpBuilder &b, Location loc, PadOp pad,
                       ArrayRef<OpFoldResult> offsets,
                       ArrayRef<OpFoldResult> sizes) {
  MLIRContext *ctx = b.getContext();
  AffineExpr d0, d1;
  bindDims(ctx, d0, d1);
  Value source = pad.getArg();
  SmallVector<OpFoldResult> sourceOffsets, sourceSizes;
  for (auto [j, below] : llvm::enumerate(pad.getStaticPaddingBelow())) {
    OpFoldResult offset =
        affine::makeComposedFoldedAffineApply(b, loc, d0 - below, offsets[j]);
    OpFoldResult size = sizes[j];
    // An offset below the extent, as a slice of dynamic size needs; both
    // fold away where they are static and in bounds.
    OpFoldResult extent = tensor::getMixedSize(b, loc, source, j);
    OpFoldResult lastIndex = affine::makeComposedFoldedAffineMax(
        b, loc, AffineMap::getMultiDimIdentityMap(2, ctx),
        {affine::makeComposedFoldedAffineApply(b, loc, d0 - 1, {extent}),
         b.getIndexAttr(0)});
    offset = clamp(b, loc, offset, b.getIndexAttr(0), lastIndex);
    OpFoldResult room =
        affine::makeComposedFoldedAffineApply(b, loc, d0 - d1, {extent, offset});
    size = clamp(b, loc, size, b.getIndexAttr(0), room);
    sourceOffsets.push_back(offset);
    sourceSizes.push_back(size);
  }
  // The whole source, as where the middle is the whole consumer.
  if (llvm::all_of(sourceOffsets,
                   [](OpFoldResult o) { return isConstantIntValue(o, 0); }) &&
      getConstantIntValues(sourceSizes) ==
          std::optional(llvm::to_vector(pad.getArg().getType().getShape())))
    return source;
  SmallVector<OpFoldResult> strides(sizes.size(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, source, sourceOffsets,
                                        sourceSizes, strides);
}

/// Replaces the pad operand `operandNumber` of the part `tiled`: a slice of
/// the source in the middle, a tile of the pad at a border.
void replacePadOperand(RewriterBase &rewriter, Operation *tiled,
                       unsigned operandNumber, PadOp pad, bool middle) {
  OpOperand &operand = tiled->getOpOperand(operandNumber);
  Value old = operand.get();
  auto slice = getSliceOfPad(rewriter, old, pad);
  if (!slice)
    return;
  Location loc = tiled->getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(tiled);
  auto [offsets, sizes] = *slice;
  Value replacement;
  if (middle) {
    replacement = buildSourceSlice(rewriter, loc, pad, offsets, sizes);
  } else {
    // A border that is empty at run time (dynamic extents) may have a
    // slice size below 0: the tile of an empty border is empty.
    AffineMap pair = AffineMap::getMultiDimIdentityMap(2, rewriter.getContext());
    for (OpFoldResult &size : sizes)
      size = affine::makeComposedFoldedAffineMax(
          rewriter, loc, pair, {size, rewriter.getIndexAttr(0)});
    FailureOr<TilingResult> tile = tilePad(rewriter, pad, offsets, sizes);
    if (failed(tile))
      return; // The slice of the whole pad stays: the same values.
    replacement = tile->tiledValues.front();
  }
  if (replacement.getType() != old.getType())
    replacement = tensor::CastOp::create(rewriter, loc, old.getType(),
                                         replacement);
  rewriter.modifyOpInPlace(tiled, [&] { operand.set(replacement); });
  if (Operation *oldSlice = old.getDefiningOp<tensor::ExtractSliceOp>())
    if (oldSlice->use_empty())
      rewriter.eraseOp(oldSlice);
}

} // namespace

FailureOr<ConsumerSplit>
pad::splitConsumerAtPadBorders(RewriterBase &rewriter,
                               linalg::LinalgOp consumer, std::string *reason) {
  std::string scratch;
  std::string &why = reason ? *reason : scratch;
  auto tilingOp = dyn_cast<TilingInterface>(consumer.getOperation());
  if (!tilingOp) {
    why = "the consumer has no TilingInterface model (register "
          "linalg::registerTilingInterfaceExternalModels)";
    return failure();
  }
  if (!consumer.hasPureTensorSemantics()) {
    why = "the consumer is not on tensors";
    return failure();
  }
  // The first pad input the consumer can be split around.
  std::optional<PadInput> input;
  std::string firstReason;
  for (OpOperand *operand : consumer.getDpsInputOperands()) {
    if (!operand->get().getDefiningOp<PadOp>())
      continue;
    std::string operandReason;
    FailureOr<PadInput> analysed =
        analysePadInput(consumer, *operand, operandReason);
    if (succeeded(analysed)) {
      input = *analysed;
      break;
    }
    if (firstReason.empty())
      firstReason = ("input " + Twine(operand->getOperandNumber()) + ": " +
                     operandReason)
                        .str();
  }
  if (!input) {
    why = firstReason.empty() ? "no input is a pad.pad result" : firstReason;
    return failure();
  }

  Location loc = consumer.getLoc();
  MLIRContext *ctx = rewriter.getContext();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(consumer);
  PadOp pad = input->pad;
  // The whole pad's checks, once, ahead of the parts (spec section 2): a
  // part reads the source, or a tile whose own checks are not the pad's.
  (void)buildPadChecks(rewriter, pad);

  SmallVector<Range> domain = tilingOp.getIterationDomain(rewriter);
  SmallVector<OpFoldResult> offsets, sizes;
  for (const Range &range : domain) {
    offsets.push_back(range.offset);
    sizes.push_back(range.size);
  }
  AffineExpr d0, d1;
  bindDims(ctx, d0, d1);
  SmallVector<Part> parts;
  for (const SplitDimension &dim : input->dims) {
    const WindowRead &read = dim.read;
    unsigned o = read.loop;
    OpFoldResult n = sizes[o];
    // W = sum(d * (K - 1)) over the window loops.
    OpFoldResult window = rewriter.getIndexAttr(0);
    for (auto [loop, dilation] : read.window)
      window = affine::makeComposedFoldedAffineApply(
          rewriter, loc, d0 + dilation * (d1 - 1), {window, sizes[loop]});
    int64_t s = read.stride, c = read.offset;
    OpFoldResult lo = rewriter.getIndexAttr(0);
    if (dim.below > 0)
      lo = clamp(rewriter, loc,
                 rewriter.getIndexAttr(llvm::divideCeilSigned(dim.below - c, s)),
                 rewriter.getIndexAttr(0), n);
    OpFoldResult hi = n;
    if (dim.above > 0) {
      OpFoldResult extent =
          tensor::getMixedSize(rewriter, loc, pad.getArg(), dim.padDim);
      OpFoldResult last = affine::makeComposedFoldedAffineApply(
          rewriter, loc, (d0 + (dim.below - 1 - c) - d1).floorDiv(s) + 1,
          {extent, window});
      hi = clamp(rewriter, loc, last, lo, n);
    }
    if (!isConstantIntValue(lo, 0)) {
      Part before{offsets, sizes, false};
      before.sizes[o] = lo;
      parts.push_back(before);
    }
    if (!isEqualConstantIntOrValue(hi, n)) {
      Part after{offsets, sizes, false};
      after.offsets[o] = hi;
      after.sizes[o] =
          affine::makeComposedFoldedAffineApply(rewriter, loc, d0 - d1, {n, hi});
      parts.push_back(after);
    }
    offsets[o] = lo;
    sizes[o] = affine::makeComposedFoldedAffineApply(rewriter, loc, d0 - d1,
                                                     {hi, lo});
  }
  parts.push_back(Part{offsets, sizes, !input->allBorderSomewhere});

  // Each part is a tile of the consumer whose outputs are what the parts
  // before it wrote.
  unsigned padOperandNumber = input->operand->getOperandNumber();
  SmallVector<Value> results = llvm::map_to_vector(
      consumer.getDpsInits(), [](Value init) { return init; });
  ConsumerSplit split;
  for (const Part &part : parts) {
    // A part known to be empty (a dynamic source's middle, whose size
    // folded to 0) is not built: upstream does not tile by a size of 0.
    if (llvm::any_of(part.sizes,
                     [](OpFoldResult size) { return isZeroInteger(size); }))
      continue;
    rewriter.modifyOpInPlace(consumer, [&] {
      for (auto [init, result] :
           llvm::zip(consumer.getDpsInitsMutable(), results))
        init.set(result);
    });
    FailureOr<TilingResult> tiled =
        tilingOp.getTiledImplementation(rewriter, part.offsets, part.sizes);
    if (failed(tiled) || tiled->tiledOps.size() != 1)
      return consumer->emitOpError(
          "could not be tiled into the parts of its pad's split");
    Operation *tiledOp = tiled->tiledOps.front();
    replacePadOperand(rewriter, tiledOp, padOperandNumber, pad, part.middle);
    for (auto [i, value] : llvm::enumerate(tiled->tiledValues)) {
      SmallVector<OpFoldResult> resultOffsets, resultSizes;
      if (failed(tilingOp.getResultTilePosition(rewriter, i, part.offsets,
                                                part.sizes, resultOffsets,
                                                resultSizes)))
        return consumer->emitOpError(
            "has no position for a part's result tile");
      SmallVector<OpFoldResult> strides(resultOffsets.size(),
                                        rewriter.getIndexAttr(1));
      results[i] = tensor::InsertSliceOp::create(
          rewriter, loc, value, results[i], resultOffsets, resultSizes,
          strides);
    }
    // A border part may still split along the dimensions where its windows
    // leave the pad (a row of outputs above the middle: its corners and the
    // outputs between them); those parts' tiles then have static pads.
    auto tiledConsumer = dyn_cast<linalg::LinalgOp>(tiledOp);
    FailureOr<ConsumerSplit> subparts = failure();
    if (!part.middle && tiledConsumer)
      subparts = splitConsumerAtPadBorders(rewriter, tiledConsumer);
    if (succeeded(subparts))
      llvm::append_range(split.parts, subparts->parts);
    else
      split.parts.push_back(tiledOp);
  }
  rewriter.replaceOp(consumer, results);
  if (pad->use_empty())
    rewriter.eraseOp(pad);
  return split;
}

namespace {

struct SplitConsumerAtPadBorders
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp consumer,
                                PatternRewriter &rewriter) const override {
    // Only consumers of a pad are worth a word under --debug-only.
    if (llvm::none_of(consumer.getDpsInputs(), [](Value input) {
          return input.getDefiningOp<PadOp>();
        }))
      return failure();
    std::string reason;
    if (failed(splitConsumerAtPadBorders(rewriter, consumer, &reason)))
      return rewriter.notifyMatchFailure(consumer, [&](Diagnostic &diag) {
        diag << "left as it is: " << reason;
      });
    return success();
  }
};

struct PadFuseIntoConsumersPass
    : pad::impl::PadFuseIntoConsumersPassBase<PadFuseIntoConsumersPass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    // The consumers are split by tiling them: linalg's models, for a tool
    // that registers only the dialects (the pad dialect attaches its own).
    linalg::registerTilingInterfaceExternalModels(registry);
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePadFuseIntoConsumersPatterns(patterns);
    // The consumers of pads, and what their splits create (the parts read
    // other pads too; slices of whole tensors fold away), and nothing else:
    // the rest of the IR is neither folded nor rid of its dead ops (an
    // unused pad keeps its run-time checks).
    SmallVector<Operation *> consumers;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (llvm::any_of(op.getDpsInputs(),
                       [](Value input) { return input.getDefiningOp<PadOp>(); }))
        consumers.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps)
        .enableConstantCSE(false);
    if (failed(applyOpPatternsGreedily(consumers, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

void pad::populatePadFuseIntoConsumersPatterns(RewritePatternSet &patterns) {
  patterns.add<SplitConsumerAtPadBorders>(patterns.getContext());
}
