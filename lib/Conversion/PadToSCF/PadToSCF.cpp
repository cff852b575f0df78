//===- PadToSCF.cpp - pad.pad to scf loop nests ---------------------------===//
//
// An `scf.for` nest runs over the rows of the output (every dimension but
// the innermost). Each row maps its outer coordinates to source indices once
// (shared index mapping, IndexMapping.h), then writes
//
//   [0, copyBegin)          border elements, one by one
//   [copyBegin, copyEnd)    one contiguous slice of the source row
//   [copyEnd, outExtent)    border elements, one by one
//
// In constant mode a row whose outer coordinates fall in the padding is
// filled whole (runs of the pad value are `linalg.fill`s of row slices);
// with interior padding in the innermost dimension the row is filled and
// the visible source elements are copied into a strided slice (a writer
// that interleaves writes that span whole instead, PadToVector.cpp). On
// buffers, a PadRunWriter may write the fills and copies.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToSCF/PadToSCF.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

namespace mlir::pad {
#define GEN_PASS_DEF_CONVERTPADTOSCFPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

class PadToSCFLowering {
public:
  PadToSCFLowering(OpBuilder &b, PadLikeOpInterface op,
                   ArrayRef<PadDimension> dims, PadRunWriter *writer = nullptr,
                   bool parallel = false)
      : b(b), loc(op.getLoc()), op(op), dims(dims), writer(writer),
        parallel(parallel), top(b, loc) {}

  /// Writes the output into `dest` (a tensor of the result's shape), or
  /// into a new tensor.empty where `dest` is null.
  Value lower(Value dest) {
    if (op.getPadMode() == PadMode::Constant)
      padValue = getPadValueOrZero(b, op);
    if (!dest)
      dest = buildEmptyOutput(b, op, dims);

    // A small output of constant mode is filled whole, then its source rows
    // are copied in (fillsThenCopies).
    if (fillsThenCopies(op, dest)) {
      SmallVector<OpFoldResult> offsets(rank(), b.getIndexAttr(0)), sizes;
      for (const PadDimension &d : dims)
        sizes.push_back(d.outExtent);
      dest = fillSlice(b, loc, padValue, dest, offsets, sizes,
                       /*reducedShape=*/{}, writer);
      // (Static extents: a copied run is empty or not at compile time.)
      if (llvm::any_of(dims, [](const PadDimension &d) {
            std::optional<int64_t> begin = getConstantIntValue(d.copyBegin);
            std::optional<int64_t> end = getConstantIntValue(d.copyEnd);
            return begin && end && *end <= *begin;
          }))
        return castToResultType(b, op, dest);
      Value result = buildOutputLoopNest(
          b, loc, ArrayRef(dims).drop_back(), dest,
          [&](OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
              Value loopDest) {
            // In the copied runs the source index is o - p.
            FoldingArith a(nb, nloc, top);
            SmallVector<OpFoldResult> outerSource;
            for (auto [iv, d] : llvm::zip(ivs, dims))
              outerSource.push_back(
                  addOffset(a, iv, a.sub(d.copySourceBegin, d.copyBegin)));
            const PadDimension &d = inner();
            return copyRun(nb, nloc, ivs, outerSource, d.copySourceBegin,
                           d.copyBegin, a.sub(d.copyEnd, d.copyBegin),
                           nb.getIndexAttr(1), loopDest);
          },
          /*copiedRunsOnly=*/true, parallel);
      return castToResultType(b, op, result);
    }

    // Loops over every dimension but the innermost.
    Value result = buildOutputLoopNest(
        b, loc, ArrayRef(dims).drop_back(), dest,
        [&](OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs, Value loopDest) {
          return writeRow(nb, nloc, ivs, loopDest);
        },
        /*copiedRunsOnly=*/false, parallel);
    return castToResultType(b, op, result);
  }

private:
  int64_t rank() const { return dims.size(); }
  const PadDimension &inner() const { return dims.back(); }

  /// Writes one row of the output at outer coordinates `ivs`.
  Value writeRow(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs, Value dest) {
    FoldingArith a(nb, nloc, top);
    PadMode mode = op.getPadMode();
    // Source indices of the outer coordinates, computed once per row.
    MappedCoordinates outer =
        mapCoordinates(a, mode, ivs, ArrayRef(dims).drop_back());
    ArrayRef<OpFoldResult> outerSource = outer.indices;
    if (mode != PadMode::Constant)
      return writeSourceRow(nb, nloc, ivs, outerSource, dest);

    // Constant mode: a row in the padding is filled whole.
    std::optional<bool> known = FoldingArith::getKnownBool(outer.inSource);
    if (known && !*known)
      return fillRun(nb, nloc, ivs, nb.getIndexAttr(0), inner().outExtent,
                     dest);
    if (known)
      return writeSourceRow(nb, nloc, ivs, outerSource, dest);
    return buildIfElse(
        nb, nloc, a.materialize(outer.inSource), dest,
        [&](OpBuilder &tb, Location tloc) {
          return writeSourceRow(tb, tloc, ivs, outerSource, dest);
        },
        [&](OpBuilder &eb, Location eloc) {
          return fillRun(eb, eloc, ivs, eb.getIndexAttr(0), inner().outExtent,
                         dest);
        });
  }

  /// A row whose outer coordinates read source row `outerSource`.
  Value writeSourceRow(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                       ArrayRef<OpFoldResult> outerSource, Value dest) {
    FoldingArith a(nb, nloc, top);
    const PadDimension &d = inner();
    OpFoldResult zero = nb.getIndexAttr(0);
    if (d.interior != 0) {
      OpFoldResult stride = interiorStride(nb, nloc, d);
      std::optional<int64_t> staticStride = getConstantIntValue(stride);
      // A window whose count is known only at run time (a shared kernel's)
      // has a stride chosen at run time, 1 for at most one element
      // (interiorStride); interleaved, that one element is the span whole,
      // at any stride.
      if (writer && !staticStride)
        staticStride = interiorStep(d);
      // A writer that interleaves writes the span of the visible elements
      // whole, the pad's value between them, and fills around it: every
      // element of the row once. The span is max(count * stride - stride +
      // 1, 0) elements (stride <= 8 here: no overflow).
      if (writer && staticStride && *staticStride > 1 &&
          writer->canInterleave(*staticStride)) {
        stride = nb.getIndexAttr(*staticStride);
        OpFoldResult span = a.max(
            a.add(a.sub(a.mul(d.windowCount, stride), stride), a.constant(1)),
            a.constant(0));
        OpFoldResult spanEnd = a.add(d.windowOffset, span);
        dest = fillRun(nb, nloc, ivs, zero, d.windowOffset, dest);
        dest = copyRun(nb, nloc, ivs, outerSource, d.windowFirst,
                       d.windowOffset, d.windowCount, stride, dest,
                       /*interleaved=*/true);
        return fillRun(nb, nloc, ivs, spanEnd, d.outExtent, dest);
      }
      // Constant mode: fill, then a strided copy of the visible elements.
      dest = fillRun(nb, nloc, ivs, zero, d.outExtent, dest);
      return copyRun(nb, nloc, ivs, outerSource, d.windowFirst, d.windowOffset,
                     d.windowCount, stride, dest);
    }
    dest = borderRun(nb, nloc, ivs, outerSource, zero, d.copyBegin, dest);
    OpFoldResult count = a.sub(d.copyEnd, d.copyBegin);
    dest = copyRun(nb, nloc, ivs, outerSource, d.copySourceBegin, d.copyBegin,
                   count, nb.getIndexAttr(1), dest);
    return borderRun(nb, nloc, ivs, outerSource, d.copyEnd, d.outExtent, dest);
  }

  /// A 1-D slice of `count` elements of a row: the row at outer coordinates
  /// `outer`, from `offset` on.
  struct RowSlice {
    SmallVector<OpFoldResult> offsets, sizes;
    SmallVector<int64_t> shape;
  };
  RowSlice rowSlice(OpBuilder &nb, ArrayRef<OpFoldResult> outer,
                    OpFoldResult offset, OpFoldResult count) {
    RowSlice slice;
    slice.offsets.assign(outer.begin(), outer.end());
    slice.offsets.push_back(offset);
    slice.sizes.assign(rank() - 1, nb.getIndexAttr(1));
    slice.sizes.push_back(count);
    std::optional<int64_t> staticCount = getConstantIntValue(count);
    slice.shape = {staticCount ? *staticCount : ShapedType::kDynamic};
    return slice;
  }

  /// Copies `count` source elements of the row from `sourceOffset` to the
  /// output row at `outOffset`, `stride` apart.
  Value copyRun(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                ArrayRef<OpFoldResult> outerSource, OpFoldResult sourceOffset,
                OpFoldResult outOffset, OpFoldResult count,
                OpFoldResult stride, Value dest, bool interleaved = false) {
    if (isZeroInteger(count))
      return dest;
    RowSlice from = rowSlice(nb, outerSource, sourceOffset, count);
    RowSlice to = rowSlice(nb, ivs, outOffset, count);
    if (!clampStaticOffsets(nb, from.offsets, getLoweringSource(op)) ||
        !clampStaticOffsets(nb, to.offsets, dest))
      return dest;
    // A stride known only at run time (a tile's window of at most one
    // element takes stride 1) keeps the row's unit dimensions: once its sizes
    // fold to 1 after bufferization, upstream's subview canonicalisation
    // cannot tell which unit dimension a rank-reduced strided view dropped
    // (it builds a cast between ranks that does not verify).
    if (!getConstantIntValue(stride)) {
      int64_t count = from.shape.back();
      from.shape.assign(rank() - 1, 1);
      from.shape.push_back(count);
    }
    SmallVector<OpFoldResult> strides(rank(), nb.getIndexAttr(1));
    // A 1-D source copied whole is the source itself.
    Value row = getLoweringSource(op);
    auto rowType = cast<ShapedType>(row.getType());
    if (rowType.getShape() != ArrayRef(from.shape) ||
        ShapedType::isDynamicShape(from.shape) ||
        !isZeroInteger(from.offsets.back()))
      row = buildSlice(nb, nloc, row, from.offsets, from.sizes, strides,
                       from.shape);
    strides.back() = stride;
    if (interleaved) {
      writer->interleave(nb, nloc, padValue, row,
                         buildSlice(nb, nloc, dest, to.offsets, to.sizes,
                                    strides,
                                    cast<ShapedType>(row.getType())
                                        .getShape()),
                         *getConstantIntValue(stride));
      return dest;
    }
    return copyToSlice(nb, nloc, row, dest, to.offsets, to.sizes, strides,
                       writer);
  }

  /// Writes output elements [begin, end) of the row one by one, each from
  /// `elementAt(o)`.
  Value elementLoop(
      OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
      OpFoldResult begin, OpFoldResult end, Value dest,
      function_ref<Value(OpBuilder &, Location, OpFoldResult)> elementAt) {
    std::optional<int64_t> lo = getConstantIntValue(begin);
    std::optional<int64_t> hi = getConstantIntValue(end);
    if (begin == end || (lo && hi && *lo >= *hi))
      return dest;
    // Inserts the element of output coordinate `o` into `into`.
    auto insertElement = [&](OpBuilder &eb, Location eloc, OpFoldResult o,
                             Value into) -> Value {
      FoldingArith ea(eb, eloc, top);
      Value element = elementAt(eb, eloc, o);
      SmallVector<Value> indices;
      for (OpFoldResult iv : ivs)
        indices.push_back(ea.materialize(iv));
      indices.push_back(ea.materialize(o));
      return writeElement(eb, eloc, element, into, indices);
    };
    // A single element needs no loop.
    if (lo && hi && *hi - *lo == 1)
      return insertElement(nb, nloc, begin, dest);
    FoldingArith a(nb, nloc, top);
    Value lower = a.materialize(begin);
    Value upper = a.materialize(end);
    Value step = a.materialize(a.constant(1));
    // (Buffers are written in place: the loop carries no value.)
    bool onBuffers = isa<MemRefType>(dest.getType());
    auto loop = scf::ForOp::create(
        nb, nloc, lower, upper, step,
        onBuffers ? ValueRange{} : ValueRange{dest},
        [&](OpBuilder &lb, Location lloc, Value o, ValueRange iterArgs) {
          Value written =
              insertElement(lb, lloc, o, onBuffers ? dest : iterArgs[0]);
          scf::YieldOp::create(lb, lloc,
                               onBuffers ? ValueRange{} : ValueRange{written});
        });
    return onBuffers ? dest : loop.getResult(0);
  }


  /// Constant mode: elements [begin, end) of the row are `value`. A
  /// `linalg.fill` of the row slice, rather than a loop of inserts, so that
  /// later passes see a fill (vector row kernels, streaming stores).
  Value fillRun(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                OpFoldResult begin, OpFoldResult end, Value dest) {
    FoldingArith a(nb, nloc, top);
    OpFoldResult count = a.sub(end, begin);
    if (isZeroInteger(count))
      return dest;
    RowSlice run = rowSlice(nb, ivs, begin, count);
    if (!clampStaticOffsets(nb, run.offsets, dest))
      return dest;
    return fillSlice(nb, nloc, padValue, dest, run.offsets, run.sizes,
                     run.shape, writer);
  }

  /// Border elements [begin, end) of a source row: constant mode writes
  /// `value`, the other modes map each coordinate to its source.
  Value borderRun(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                  ArrayRef<OpFoldResult> outerSource, OpFoldResult begin,
                  OpFoldResult end, Value dest) {
    if (op.getPadMode() == PadMode::Constant)
      return fillRun(nb, nloc, ivs, begin, end, dest);
    return elementLoop(
        nb, nloc, ivs, begin, end, dest,
        [&](OpBuilder &lb, Location lloc, OpFoldResult o) -> Value {
          FoldingArith la(lb, lloc, top);
          SourceIndex<FoldingArith> s =
              mapOutputCoordinate(la, op.getPadMode(), o, inner());
          SmallVector<Value> indices;
          for (OpFoldResult index : outerSource)
            indices.push_back(la.materialize(index));
          indices.push_back(la.materialize(s.index));
          return readElement(lb, lloc, getLoweringSource(op), indices);
        });
  }

  OpBuilder &b;
  Location loc;
  PadLikeOpInterface op;
  ArrayRef<PadDimension> dims;
  PadRunWriter *writer;
  /// On buffers: the row loops are one scf.forall.
  bool parallel;
  Value padValue;
  /// Arithmetic at the pad's position; the loop bodies take their constants
  /// from it.
  FoldingArith top;
};

struct PadOpToSCF : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(op,
                       buildPad(rewriter, op, [&](ArrayRef<PadDimension> dims) {
                         return PadToSCFLowering(rewriter, op, dims)
                             .lower(buildOutputTensor(rewriter, op, dims));
                       }));
    return success();
  }
};

struct ConvertPadToSCFPass
    : mlir::pad::impl::ConvertPadToSCFPassBase<ConvertPadToSCFPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePadToSCFPatterns(patterns);
    if (failed(applyPadConversion(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

Value mlir::pad::buildPadToSCF(OpBuilder &b, PadLikeOpInterface op,
                               Value dest, PadRunWriter *writer,
                               const RowBands *bands) {
  return buildPad(b, op, [&](ArrayRef<PadDimension> dims) {
    return PadToSCFLowering(b, op, dims, writer, bands && bands->parallel)
        .lower(dest);
  });
}

void mlir::pad::populatePadToSCFPatterns(RewritePatternSet &patterns) {
  patterns.add<PadOpToSCF>(patterns.getContext());
  patterns.add<LowerPadInto>(patterns.getContext(), buildPadToSCF);
}
