//===- PadGeometry.cpp - What both lowerings of pad.pad need --------------===//

#include "pad/Conversion/Utils/PadGeometry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Transforms/DialectConversion.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

bool PadDimension::isUnpadded() const {
  return isZeroInteger(below) && isZeroInteger(above) && interior == 0;
}

bool mlir::pad::isMeasured(PadLikeOpInterface op) {
  // (A form on buffers has no result: what it writes is read elsewhere.)
  return !op->use_empty() &&
         llvm::all_of(op->getUsers(), [](Operation *user) {
           return isa<tensor::DimOp>(user) || isOpTriviallyDead(user);
         });
}

Value mlir::pad::buildTrivialPad(OpBuilder &b, PadLikeOpInterface op,
                                 ArrayRef<PadDimension> dims) {
  ShapedType type = op.getOutputType();
  // Rank 0 copies the element; a form writes it into its destination (which
  // may be a buffer of its own that the result must be).
  if (type.getRank() == 0) {
    if (auto form = dyn_cast<PadIntoOp>(op.getOperation())) {
      auto copy = linalg::CopyOp::create(b, op.getLoc(), op.getArg(),
                                         form.getDest());
      return copy->getNumResults() ? copy.getResult(0) : form.getDest();
    }
    return op.getArg();
  }
  // The output is empty when an extent is 0 (statically, or once casts and
  // constants fold), and also when the extents known statically already
  // break rule 10: its run-time check then passes only when a dynamic
  // extent is 0. Slices of such an output would not verify, or make
  // upstream passes overflow computing their static sizes.
  // A dynamic extent whose pads are static is at least p + q plus the
  // stretched least source extent (0 where dynamic): where that is
  // positive, it counts as known (p = 2^62 on a dimension of stride 3
  // breaks rule 10 whatever the source; its static slice offsets would
  // overflow upstream's strided-metadata arithmetic).
  SmallVector<OpFoldResult> extents, leastExtents;
  for (const PadDimension &d : dims) {
    extents.push_back(d.resultExtent);
    std::optional<int64_t> p = getConstantIntValue(d.below),
                           q = getConstantIntValue(d.above);
    if (getConstantIntValue(d.resultExtent) || !p || !q) {
      leastExtents.push_back(d.resultExtent);
      continue;
    }
    __int128 source = getConstantIntValue(d.extent).value_or(0);
    __int128 least = __int128(*p) + *q +
                     (source > 0 ? source + (source - 1) * d.interior : 0);
    leastExtents.push_back(
        least > 0 ? OpFoldResult(b.getIndexAttr(static_cast<int64_t>(std::min<__int128>(
                        least, std::numeric_limits<int64_t>::max()))))
                  : d.resultExtent);
  }
  bool empty = llvm::any_of(extents, isZeroInteger) ||
               !knownByteSizeFits(leastExtents, type.getElementType());
  // Nothing to write either where the result is only measured (isMeasured):
  // the checks and the extents are all it needs, and the dims fold into the
  // empty tensor's sizes.
  if (!empty && !isMeasured(op))
    return {};
  // A form's destination is the (empty or unread) output itself.
  if (auto form = dyn_cast<PadIntoOp>(op.getOperation()))
    return form.getDest();
  return createEmptyResult(b, op, extents);
}

Value mlir::pad::buildPad(
    OpBuilder &b, PadLikeOpInterface op,
    function_ref<Value(ArrayRef<PadDimension>)> lowerNonTrivial) {
  FailureOr<SmallVector<PadDimension>> dims = buildPadGeometry(b, op);
  if (failed(dims))
    return buildFailedPad(b, op);
  if (Value trivial = buildTrivialPad(b, op, *dims))
    return trivial;
  return lowerNonTrivial(*dims);
}

Value mlir::pad::buildFailedPad(OpBuilder &b, PadLikeOpInterface op) {
  // Static extents, so that a pad reading this one sees them (through the
  // cast) and knows that its own slices of it are empty.
  SmallVector<OpFoldResult> extents;
  for (int64_t extent : op.getOutputType().getShape())
    extents.push_back(
        b.getIndexAttr(ShapedType::isDynamic(extent) ? 0 : extent));
  return createEmptyResult(b, op, extents);
}

int64_t mlir::pad::interiorStep(const PadDimension &d) {
  // r + 1 overflows for r = INT64_MAX.
  return d.interior == std::numeric_limits<int64_t>::max() ? d.interior
                                                           : d.interior + 1;
}

OpFoldResult mlir::pad::interiorStride(OpBuilder &b, Location loc,
                                       const PadDimension &d) {
  if (d.interior == 0)
    return b.getIndexAttr(1);
  int64_t stride = interiorStep(d);
  // A window of at most one element has stride 1: the memref type of a
  // one-element dimension assumes a unit stride, and upstream's slice
  // bufferization and expand-strided-metadata disagree about a single
  // element taken with another. Where the count is only known at run time
  // (a tile's), the choice is made there, and folds once the count does.
  FoldingArith a(b, loc);
  OpFoldResult atMostOne = a.lt(d.windowCount, a.constant(2));
  return a.select(atMostOne, a.constant(1), a.constant(stride));
}

LogicalResult LowerPadInto::matchAndRewrite(PadIntoOp op,
                                            PatternRewriter &rewriter) const {
  Value lowered = build(rewriter, op, op.getDest(), /*writer=*/nullptr,
                        /*bands=*/nullptr);
  if (op.hasPureBufferSemantics())
    rewriter.eraseOp(op);
  else
    rewriter.replaceOp(op, castToResultType(rewriter, op, lowered));
  return success();
}

LogicalResult mlir::pad::applyPadConversion(Operation *root,
                                           RewritePatternSet &&patterns) {
  MLIRContext *context = root->getContext();
  ConversionTarget target(*context);
  target.addIllegalDialect<PadDialect>();
  target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                         complex::ComplexDialect, linalg::LinalgDialect,
                         memref::MemRefDialect, scf::SCFDialect,
                         tensor::TensorDialect>();
  // The subset of a buffer a result is inserted into (buildOutputTensor).
  target.addLegalOp<bufferization::ToTensorOp>();
  ConversionConfig config;
  config.allowPatternRollback = false;
  return applyPartialConversion(root, target, std::move(patterns), config);
}

Value mlir::pad::getLoweringSource(PadLikeOpInterface op) {
  Value source = op.getArg();
  while (Operation *def = source.getDefiningOp()) {
    if (auto castOp = dyn_cast<tensor::CastOp>(def);
        castOp && tensor::canFoldIntoConsumerOp(castOp))
      source = castOp.getSource();
    else if (auto castOp = dyn_cast<memref::CastOp>(def);
             castOp && memref::CastOp::canFoldIntoConsumerOp(castOp))
      source = castOp.getSource();
    else
      break;
  }
  return source;
}

bool mlir::pad::clampStaticOffsets(OpBuilder &b,
                                   SmallVectorImpl<OpFoldResult> &offsets,
                                   Value shaped) {
  auto type = cast<ShapedType>(shaped.getType());
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    if (type.isDynamicDim(dim))
      continue;
    int64_t extent = type.getDimSize(dim);
    if (extent == 0)
      return false;
    std::optional<int64_t> value = getConstantIntValue(offset);
    if (value && *value >= extent)
      offset = b.getIndexAttr(extent - 1);
  }
  return true;
}

/// Whether `op`'s geometry fits in `index` and rules 9 and 10 hold: every
/// dynamic amount and extent has constant bounds below 2^31 in magnitude,
/// with the output's size in bytes below 2^62. So are a tile's in a loop
/// (its amounts and extents at most the tile's size), whose geometry is then
/// computed without `i128` arithmetic and checks of rules 9 and 10 on every
/// iteration. Only pads in loops are looked at: a pad elsewhere runs once.
static bool hasSmallGeometry(PadLikeOpInterface op, Value source) {
  if (!op->getParentOfType<LoopLikeOpInterface>())
    return false;
  constexpr int64_t kLimit = int64_t(1) << 31;
  RangeCache cache;
  auto small =
      [&](OpFoldResult v) -> std::optional<std::pair<int64_t, int64_t>> {
    std::pair<int64_t, int64_t> bounds;
    if (std::optional<int64_t> value = getConstantIntValue(v)) {
      bounds = {*value, *value};
    } else {
      std::optional<ConstantIntRanges> range = inferIntegerRange(
          cast<Value>(v), /*depth=*/16, &cache);
      if (!range)
        return std::nullopt;
      bounds = {range->smin().getSExtValue(), range->smax().getSExtValue()};
    }
    if (bounds.first < -kLimit || bounds.second > kLimit)
      return std::nullopt;
    return bounds;
  };
  ShapedType sourceType = cast<ShapedType>(source.getType());
  Type elementType = sourceType.getElementType();
  if (!elementType.isIntOrIndexOrFloat())
    return false;
  uint64_t bytes = getElementByteSize(elementType);
  for (int64_t dim = 0; dim < sourceType.getRank(); ++dim) {
    std::optional<std::pair<int64_t, int64_t>> d, p, q;
    if (sourceType.isDynamicDim(dim)) {
      // A slice's (a tile's source): its size operand.
      auto slice = source.getDefiningOp<OffsetSizeAndStrideOpInterface>();
      if (!slice || slice.getMixedSizes().size() !=
                        static_cast<size_t>(sourceType.getRank()))
        return false;
      d = small(slice.getMixedSizes()[dim]);
    } else {
      d = small(IntegerAttr::get(IndexType::get(op.getContext()),
                                 sourceType.getDimSize(dim)));
    }
    p = small(op.getMixedPaddingBelow()[dim]);
    q = small(op.getMixedPaddingAbove()[dim]);
    // (Each intermediate of the geometry then stays below 2^62.)
    int64_t interior = op.getPaddingInterior()[dim];
    if (!d || !p || !q || interior >= kLimit ||
        d->second * (interior + 1) > kLimit)
      return false;
    int64_t stride = interior + 1;
    int64_t out = std::max<int64_t>(
        p->second + d->second * stride + q->second, 0);
    bytes = llvm::SaturatingMultiply<uint64_t>(bytes, out);
  }
  return bytes < (uint64_t(1) << 62);
}

FailureOr<SmallVector<PadDimension>>
mlir::pad::buildPadGeometry(OpBuilder &b, PadLikeOpInterface op) {
  Location loc = op.getLoc();
  // The per-op geometry is computed exactly in 128 bits, once, and narrowed
  // to `index` only when it is known to fit: p + e + q and p + d may leave
  // the 64-bit range although the output extent does not. What is static is
  // computed here (FoldingArith); only dynamic values emit `i128` IR. A
  // geometry of small bounds (a tile's) is all `index`.
  Value source = getLoweringSource(op);
  bool small = hasSmallGeometry(op, source);
  FoldingArith wide(b, loc,
                    small ? Type(b.getIndexType()) : b.getIntegerType(128));
  FoldingArith a(b, loc);
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();
  OpFoldResult zero = wide.constant(0);
  SmallVector<PadExtents> dimExtents = computePadExtents(b, wide, op, source);
  // The destination-style form has no checks: they are in front of it, or
  // its behaviour is undefined.
  if (isa<PadOp>(op) && !emitPadRuleChecks(b, loc, wide, op, dimExtents,
                                           /*describe=*/nullptr, small))
    return failure();

  // An empty output may still have huge extents in other dimensions (say
  // 2^62 x 0): loops over dimension 0 must not visit its empty rows, so
  // where a later extent may be 0 dimension 0 iterates over nothing.
  OpFoldResult empty = wide.constantBool(false);
  // (Rank 0 has no dimension 0 to drop: the pad is its argument.)
  for (const PadExtents &w : ArrayRef(dimExtents).drop_front(
           std::min<size_t>(1, dimExtents.size())))
    empty = wide.lor(empty, wide.eq(w.out, zero));

  SmallVector<PadDimension> dims;
  for (auto [dim, w] : llvm::enumerate(dimExtents)) {
    OpFoldResult d = w.d, p = w.p, r = wide.constant(interior[dim]);
    OpFoldResult out = dim == 0 ? wide.select(empty, zero, w.out) : w.out;

    PadDimension pd;
    pd.extent = a.get(w.extent);
    pd.below = a.get(below[dim]);
    pd.above = a.get(above[dim]);
    pd.interior = interior[dim];
    pd.resultExtent = wide.toIndex(w.out);
    pd.outExtent = wide.toIndex(out);
    pd.mappingBelow =
        wide.toIndex(boundedBelow(wide, op.getPadMode(), p, d, r, out));
    // Copied runs only exist without interior padding; interior windows
    // are used, for every dimension, by pads that have some. An unpadded
    // dimension is all copied run (a band's rows, an outer dimension).
    if (pd.isUnpadded()) {
      pd.copyBegin = a.constant(0);
      pd.copyEnd = pd.outExtent;
      pd.copySourceBegin = a.constant(0);
    } else if (interior[dim] == 0) {
      CopyRun<FoldingArith> run =
          copyRun(wide, p, d, out, isZeroInteger(above[dim]));
      pd.copyBegin = wide.toIndex(run.begin);
      pd.copyEnd = wide.toIndex(run.end);
      pd.copySourceBegin =
          wide.toIndex(wide.min(wide.max(wide.sub(run.begin, p), zero), d));
    }
    if (op.hasInteriorPadding()) {
      InteriorWindow<FoldingArith> window = interiorWindow(wide, p, d, r, out);
      pd.windowFirst = wide.toIndex(window.first);
      pd.windowCount = wide.toIndex(window.count);
      pd.windowOffset = wide.toIndex(window.offset);
    }
    dims.push_back(pd);
  }
  return dims;
}

PadRunWriter::~PadRunWriter() = default;

bool mlir::pad::isWholeOf(Value dest, ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) {
  auto type = cast<ShapedType>(dest.getType());
  return type.hasStaticShape() && llvm::all_of(offsets, isZeroInteger) &&
         llvm::equal(sizes, type.getShape(),
                     [](OpFoldResult size, int64_t extent) {
                       return isConstantIntValue(size, extent);
                     });
}

Value mlir::pad::buildSlice(OpBuilder &b, Location loc, Value shaped,
                            ArrayRef<OpFoldResult> offsets,
                            ArrayRef<OpFoldResult> sizes,
                            ArrayRef<OpFoldResult> strides,
                            ArrayRef<int64_t> reducedShape) {
  if (auto type = dyn_cast<MemRefType>(shaped.getType())) {
    if (reducedShape.empty())
      return memref::SubViewOp::create(b, loc, shaped, offsets, sizes,
                                       strides);
    MemRefType sliceType = memref::SubViewOp::inferRankReducedResultType(
        reducedShape, type, offsets, sizes, strides);
    return memref::SubViewOp::create(b, loc, sliceType, shaped, offsets,
                                     sizes, strides);
  }
  if (reducedShape.empty())
    return tensor::ExtractSliceOp::create(b, loc, shaped, offsets, sizes,
                                          strides);
  auto sliceType = RankedTensorType::get(
      reducedShape, cast<RankedTensorType>(shaped.getType()).getElementType());
  return tensor::ExtractSliceOp::create(b, loc, sliceType, shaped, offsets,
                                        sizes, strides);
}

Value mlir::pad::readElement(OpBuilder &b, Location loc, Value shaped,
                             ValueRange indices) {
  if (isa<MemRefType>(shaped.getType()))
    return memref::LoadOp::create(b, loc, shaped, indices);
  return tensor::ExtractOp::create(b, loc, shaped, indices);
}

Value mlir::pad::writeElement(OpBuilder &b, Location loc, Value element,
                              Value dest, ValueRange indices) {
  if (!isa<MemRefType>(dest.getType()))
    return tensor::InsertOp::create(b, loc, element, dest, indices);
  memref::StoreOp::create(b, loc, element, dest, indices);
  return dest;
}

Value mlir::pad::buildIfElse(
    OpBuilder &b, Location loc, Value condition, Value dest,
    function_ref<Value(OpBuilder &, Location)> thenBuilder,
    function_ref<Value(OpBuilder &, Location)> elseBuilder) {
  bool onBuffers = isa<MemRefType>(dest.getType());
  auto yieldOf = [&](function_ref<Value(OpBuilder &, Location)> build) {
    return [&, build](OpBuilder &nb, Location nloc) {
      Value written = build ? build(nb, nloc) : dest;
      scf::YieldOp::create(nb, nloc,
                           onBuffers ? ValueRange{} : ValueRange{written});
    };
  };
  auto thenYield = yieldOf(thenBuilder);
  auto elseYield = yieldOf(elseBuilder);
  // (On buffers, nothing to do is no else region.)
  bool hasElse = !onBuffers || elseBuilder;
  auto ifOp = scf::IfOp::create(
      b, loc, condition, thenYield,
      hasElse ? function_ref<void(OpBuilder &, Location)>(elseYield)
              : nullptr);
  return onBuffers ? dest : ifOp.getResult(0);
}

/// `dest` with its slice written by `write(slice)`: on tensors, the slice is
/// inserted back.
static Value writeSlice(OpBuilder &b, Location loc, Value dest,
                        ArrayRef<OpFoldResult> offsets,
                        ArrayRef<OpFoldResult> sizes,
                        ArrayRef<OpFoldResult> strides,
                        ArrayRef<int64_t> reducedShape,
                        function_ref<Operation *(Value)> write) {
  bool onBuffers = isa<MemRefType>(dest.getType());
  if (reducedShape.size() == offsets.size())
    reducedShape = {};
  if (reducedShape.empty() && llvm::all_of(strides, isOneInteger) &&
      isWholeOf(dest, offsets, sizes)) {
    Operation *writer = write(dest);
    return onBuffers ? dest : writer->getResult(0);
  }
  Value slice = buildSlice(b, loc, dest, offsets, sizes, strides, reducedShape);
  Operation *writer = write(slice);
  if (onBuffers)
    return dest;
  return tensor::InsertSliceOp::create(b, loc, writer->getResult(0), dest,
                                       offsets, sizes, strides);
}

Value mlir::pad::fillSlice(OpBuilder &b, Location loc, Value value, Value dest,
                           ArrayRef<OpFoldResult> offsets,
                           ArrayRef<OpFoldResult> sizes,
                           ArrayRef<int64_t> reducedShape,
                           PadRunWriter *writer) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  return writeSlice(b, loc, dest, offsets, sizes, strides, reducedShape,
                    [&](Value slice) -> Operation * {
                      if (writer && isa<MemRefType>(slice.getType())) {
                        writer->fill(b, loc, value, slice);
                        return nullptr;
                      }
                      return linalg::FillOp::create(b, loc, value, slice);
                    });
}

Value mlir::pad::copyToSlice(OpBuilder &b, Location loc, Value source,
                             Value dest, ArrayRef<OpFoldResult> offsets,
                             ArrayRef<OpFoldResult> sizes,
                             ArrayRef<OpFoldResult> strides,
                             PadRunWriter *writer) {
  auto sourceType = cast<ShapedType>(source.getType());
  return writeSlice(b, loc, dest, offsets, sizes, strides,
                    sourceType.getShape(), [&](Value slice) -> Operation * {
                      if (writer && isa<MemRefType>(slice.getType())) {
                        writer->copy(b, loc, source, slice, strides.back());
                        return nullptr;
                      }
                      return linalg::CopyOp::create(b, loc, source, slice);
                    });
}

/// The outermost sequential loop around `op` that nothing but structured
/// control flow separates from it (no parallel loop, no function), or null.
static Operation *getOutermostSequentialLoop(Operation *op) {
  Operation *outermost = nullptr;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<scf::ForOp, scf::WhileOp>(parent))
      outermost = parent;
    else if (!isa<scf::IfOp, scf::IndexSwitchOp, scf::ExecuteRegionOp>(parent))
      break;
  }
  return outermost;
}

/// The static shape of a buffer that holds `op`'s output in every
/// iteration of the loops around it: its static extents, and constant upper
/// bounds of its dynamic ones. An extent is max(p + e + q, 0) with the
/// stretched extent e <= d * (r + 1) for d >= 0, so it is at most
/// max(U, 0) for an upper bound U of p + d * (r + 1) + q; ValueBounds finds
/// U where the pads are differences such as a tile's (for a tile of `s`
/// rows, q = s - p - d).
static std::optional<SmallVector<int64_t>> getBoundedShape(PadLikeOpInterface op) {
  RankedTensorType type = op.getOutputTensorType();
  SmallVector<int64_t> shape(type.getShape());
  MLIRContext *ctx = op.getContext();
  AffineExpr d = getAffineDimExpr(0, ctx), p = getAffineDimExpr(1, ctx),
             q = getAffineDimExpr(2, ctx);
  using Variable = ValueBoundsConstraintSet::Variable;
  // During One-Shot Bufferize the argument is a bufferized producer's
  // buffer: its extents are those of the view.
  Value arg = op.getArg();
  while (Operation *def = arg.getDefiningOp()) {
    Value source;
    if (auto castOp = dyn_cast<tensor::CastOp>(def))
      source = castOp.getSource();
    else if (auto toTensor = dyn_cast<bufferization::ToTensorOp>(def))
      source = toTensor.getBuffer();
    else if (auto memrefCast = dyn_cast<memref::CastOp>(def))
      source = memrefCast.getSource();
    auto sourceType =
        dyn_cast_if_present<ShapedType>(source ? source.getType() : Type());
    if (!sourceType || !sourceType.hasRank())
      break;
    arg = source;
  }
  for (auto [dim, extent] : llvm::enumerate(shape)) {
    if (!ShapedType::isDynamic(extent))
      continue;
    int64_t r = op.getPaddingInterior()[dim];
    if (r == std::numeric_limits<int64_t>::max())
      return std::nullopt; // The stride r + 1 does not fit.
    Variable sum(AffineMap::get(3, 0, p + d * (r + 1) + q),
                 {Variable(arg, dim), Variable(op.getMixedPaddingBelow()[dim]),
                  Variable(op.getMixedPaddingAbove()[dim])});
    FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
        presburger::BoundType::UB, sum, /*stopCondition=*/nullptr,
        /*closedUB=*/true);
    if (failed(bound))
      return std::nullopt;
    extent = std::max<int64_t>(*bound, 0);
  }
  if (getKnownByteSize(shape, getElementByteSize(type.getElementType())) >
      kHoistedOutputMaxBytes)
    return std::nullopt;
  return shape;
}

Value mlir::pad::buildEmptyOutput(OpBuilder &b, PadLikeOpInterface op,
                                  ArrayRef<PadDimension> dims) {
  SmallVector<OpFoldResult> sizes;
  for (const PadDimension &d : dims)
    sizes.push_back(d.resultExtent);
  return buildEmptyOutput(b, op, sizes);
}

Value mlir::pad::buildEmptyOutput(OpBuilder &b, PadLikeOpInterface op,
                                  ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  Type elementType = op.getOutputTensorType().getElementType();
  // Each iteration may reuse one buffer if nothing reads the result after
  // the iteration: a destination-style op's input is read by the op alone.
  auto readByInputOnly = [](OpOperand &use) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
    return dps && dps.isDpsInput(&use);
  };
  Operation *loop = getOutermostSequentialLoop(op);
  if (loop && !op->use_empty() &&
      llvm::all_of(op->getUses(), readByInputOnly)) {
    if (std::optional<SmallVector<int64_t>> shape = getBoundedShape(op)) {
      Value buffer;
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(loop);
        buffer = tensor::EmptyOp::create(b, loc, *shape, elementType);
      }
      SmallVector<OpFoldResult> offsets(sizes.size(), b.getIndexAttr(0));
      SmallVector<OpFoldResult> strides(sizes.size(), b.getIndexAttr(1));
      return tensor::ExtractSliceOp::create(b, loc, buffer, offsets, sizes,
                                            strides);
    }
  }
  return tensor::EmptyOp::create(b, loc, sizes, elementType);
}

SubsetInsertionOpInterface
mlir::pad::getResultInsertion(PadLikeOpInterface op, tensor::CastOp *castOp) {
  if (!op->hasOneUse())
    return {};
  OpOperand *use = &*op->use_begin();
  auto cast = dyn_cast<tensor::CastOp>(use->getOwner());
  if (cast) {
    if (!cast->hasOneUse())
      return {};
    use = &*cast->use_begin();
  }
  auto insertion = dyn_cast<SubsetInsertionOpInterface>(use->getOwner());
  if (!insertion || &insertion.getSourceOperand() != use)
    return {};
  DominanceInfo dominance;
  for (Value needed : insertion.getValuesNeededToBuildSubsetExtraction())
    if (!dominance.properlyDominates(needed, op))
      return {};
  if (castOp)
    *castOp = cast;
  return insertion;
}

bool mlir::pad::isSmallConstantPad(PadLikeOpInterface op) {
  ShapedType type = op.getOutputType();
  return op.getPadMode() == PadMode::Constant && !op.hasInteriorPadding() &&
         type.hasStaticShape() &&
         getKnownByteSize(type.getShape(),
                          getElementByteSize(type.getElementType())) <=
             kFillThenCopyMaxBytes;
}

bool mlir::pad::isEmptyOutput(Value dest) {
  // On buffers, an allocation of the output's own (a slice of one may be a
  // band of a larger output).
  if (isa<MemRefType>(dest.getType()))
    return dest.getDefiningOp<memref::AllocOp>() ||
           dest.getDefiningOp<memref::AllocaOp>();
  if (auto slice = dest.getDefiningOp<tensor::ExtractSliceOp>())
    dest = slice.getSource();
  return dest.getDefiningOp<tensor::EmptyOp>() != nullptr;
}

bool mlir::pad::fillsThenCopies(PadLikeOpInterface op, Value dest) {
  return isSmallConstantPad(op) && isEmptyOutput(dest);
}

Value mlir::pad::buildOutputTensor(OpBuilder &b, PadLikeOpInterface op,
                                   ArrayRef<PadDimension> dims) {
  Location loc = op.getLoc();
  Type elementType = op.getOutputTensorType().getElementType();
  SubsetInsertionOpInterface insertion = getResultInsertion(op);
  if (!insertion)
    return buildEmptyOutput(b, op, dims);
  // The lowering's own type, which may know extents the pad's type does not.
  SmallVector<int64_t> shape;
  for (const PadDimension &d : dims)
    shape.push_back(
        getConstantIntValue(d.resultExtent).value_or(ShapedType::kDynamic));
  auto type = RankedTensorType::get(shape, elementType);
  // The subset has the type of what is inserted (the pad's result, or its
  // cast).
  if (!tensor::CastOp::areCastCompatible(
          insertion.getSourceOperand().get().getType(), type))
    return buildEmptyOutput(b, op, dims);
  // (A materialize_in_destination into a buffer gives no subset unless it
  // is `restrict`.)
  Value subset = insertion.buildSubsetExtraction(b, loc);
  if (!subset)
    return buildEmptyOutput(b, op, dims);
  if (subset.getType() == type)
    return subset;
  return tensor::CastOp::create(b, loc, type, subset);
}

Value mlir::pad::getPadValueOrZero(OpBuilder &b, PadLikeOpInterface op) {
  if (Value value = op.getPadValue())
    return value;
  Location loc = op.getLoc();
  Type elementType = op.getArgShapedType().getElementType();
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    TypedAttr zero = b.getZeroAttr(complexType.getElementType());
    return complex::ConstantOp::create(b, loc, complexType,
                                       b.getArrayAttr({zero, zero}));
  }
  return arith::ConstantOp::create(b, loc, elementType,
                                   b.getZeroAttr(elementType));
}

OpFoldResult mlir::pad::addOffset(FoldingArith &a, OpFoldResult o,
                                  OpFoldResult shift) {
  // o - c reads as the spec's k = o - p where the shift is a known
  // negative c.
  KnownInt known = FoldingArith::getKnown(shift);
  if (known && *known < 0 && *known > std::numeric_limits<int64_t>::min())
    return a.sub(o, a.constant(static_cast<int64_t>(-*known)));
  return a.add(o, shift);
}

SourceIndex<FoldingArith>
mlir::pad::mapOutputCoordinate(FoldingArith &a, PadMode mode, OpFoldResult o,
                               const PadDimension &d, OpFoldResult offset) {
  // Every coordinate reads the only element of a source of one (in
  // constant mode, only one coordinate does).
  if (mode != PadMode::Constant && isOneInteger(d.extent))
    return {a.constant(0), a.constantBool(true)};
  // One statement per emitted value: argument evaluation order is
  // unspecified, and the IR must not depend on the compiler. The static
  // parts are combined first, so that k = o + (offset - p') is one op.
  OpFoldResult shift =
      a.sub(offset ? offset : a.constant(0), d.mappingBelow);
  OpFoldResult k = addOffset(a, o, shift);
  OpFoldResult r = a.constant(d.interior);
  return mapToSource(a, mode, k, d.extent, r);
}

MappedCoordinates mlir::pad::mapCoordinates(FoldingArith &a, PadMode mode,
                                            ArrayRef<OpFoldResult> ivs,
                                            ArrayRef<PadDimension> dims) {
  MappedCoordinates mapped;
  mapped.inSource = a.constantBool(true);
  for (auto [iv, d] : llvm::zip_equal(ivs, dims)) {
    // No modulo, no bounds test where there is nothing to map.
    if (d.isUnpadded()) {
      mapped.indices.push_back(iv);
      continue;
    }
    SourceIndex<FoldingArith> s = mapOutputCoordinate(a, mode, iv, d);
    mapped.indices.push_back(s.index);
    mapped.inSource = a.land(mapped.inSource, s.inSource);
  }
  return mapped;
}

void mlir::pad::buildBufferLoopNest(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> lbs,
    ArrayRef<OpFoldResult> ubs, ArrayRef<OpFoldResult> steps, bool parallel,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  if (lbs.empty()) {
    body(b, loc, ValueRange{});
    return;
  }
  if (parallel) {
    auto forall = scf::ForallOp::create(b, loc, lbs, ubs, steps,
                                        /*outputs=*/ValueRange{},
                                        /*mapping=*/std::nullopt);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(forall.getBody()->getTerminator());
    body(b, loc, forall.getInductionVars());
    return;
  }
  FoldingArith a(b, loc);
  auto values = [&](ArrayRef<OpFoldResult> list) {
    return llvm::map_to_vector(
        list, [&](OpFoldResult v) { return a.materialize(v); });
  };
  scf::buildLoopNest(b, loc, values(lbs), values(ubs), values(steps),
                     [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
                       body(nb, nloc, ivs);
                     });
}

Value mlir::pad::buildOutputLoopNest(
    OpBuilder &b, Location loc, ArrayRef<PadDimension> dims, Value dest,
    function_ref<Value(OpBuilder &, Location, ArrayRef<OpFoldResult>, Value)>
        body,
    bool copiedRunsOnly, bool parallel) {
  FoldingArith a(b, loc);
  bool onBuffers = isa<MemRefType>(dest.getType());
  // Loops over the dimensions that may have more than one coordinate; the
  // others take their single coordinate.
  SmallVector<OpFoldResult> lbs, ubs, steps;
  SmallVector<int64_t> looped;
  SmallVector<OpFoldResult> fixed;
  for (auto [dim, d] : llvm::enumerate(dims)) {
    OpFoldResult begin = copiedRunsOnly ? d.copyBegin : a.constant(0);
    OpFoldResult end = copiedRunsOnly ? d.copyEnd : d.outExtent;
    fixed.push_back(begin);
    if (isOneInteger(a.sub(end, begin)))
      continue;
    looped.push_back(dim);
    // (scf.for takes values, made in this order; scf.forall attributes.)
    for (auto [list, bound] : {std::pair{&lbs, begin}, std::pair{&ubs, end},
                               std::pair{&steps, a.constant(1)}})
      list->push_back(parallel && onBuffers ? bound
                                            : OpFoldResult(a.materialize(bound)));
  }
  auto ivsOf = [&](ValueRange loopIvs) {
    SmallVector<OpFoldResult> ivs = fixed;
    for (auto [dim, iv] : llvm::zip_equal(looped, loopIvs))
      ivs[dim] = iv;
    return ivs;
  };
  // Buffers are written in place: the loops carry no value.
  if (onBuffers) {
    buildBufferLoopNest(b, loc, lbs, ubs, steps, parallel,
                        [&](OpBuilder &nb, Location nloc, ValueRange loopIvs) {
                          body(nb, nloc, ivsOf(loopIvs), dest);
                        });
    return dest;
  }
  auto values = [&](ArrayRef<OpFoldResult> list) {
    return llvm::map_to_vector(
        list, [&](OpFoldResult v) { return a.materialize(v); });
  };
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, values(lbs), values(ubs), values(steps), ValueRange{dest},
      [&](OpBuilder &nb, Location nloc, ValueRange loopIvs,
          ValueRange iterArgs) -> scf::ValueVector {
        return {body(nb, nloc, ivsOf(loopIvs), iterArgs[0])};
      });
  return nest.results.empty() ? dest : nest.results[0];
}
