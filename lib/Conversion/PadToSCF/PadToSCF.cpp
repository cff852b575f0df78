//===- PadToSCF.cpp - pad.pad to scf loop nests over tensors --------------===//
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
// filled whole (runs of the pad value are `linalg.fill`s of row slices); with interior padding in the innermost dimension the row is
// filled and the visible source elements are inserted with a strided slice.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToSCF/PadToSCF.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Transforms/DialectConversion.h"
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
  PadToSCFLowering(OpBuilder &b, PadOp op, ArrayRef<PadDimension> dims)
      : b(b), loc(op.getLoc()), op(op), dims(dims) {}

  Value lower() {
    elementType = op.getResultType().getElementType();
    if (op.getPadMode() == PadMode::Constant)
      padValue = getPadValueOrZero(b, op);
    Value dest = buildEmptyOutput(b, loc, dims, elementType);

    // Loops over every dimension but the innermost.
    Value result = buildOutputLoopNest(
        b, loc, ArrayRef(dims).drop_back(), dest,
        [&](OpBuilder &nb, Location nloc, ValueRange ivs, Value loopDest) {
          return writeRow(nb, nloc, ivs, loopDest);
        });
    return castToResultType(b, op, result);
  }

private:
  int64_t rank() const { return dims.size(); }
  const PadDimension &inner() const { return dims.back(); }

  /// Writes one row of the output at outer coordinates `ivs`.
  Value writeRow(OpBuilder &nb, Location nloc, ValueRange ivs, Value dest) {
    IRArith a(nb, nloc);
    PadMode mode = op.getPadMode();
    // Source indices of the outer coordinates, computed once per row.
    MappedCoordinates outer =
        mapCoordinates(nb, nloc, mode, ivs, ArrayRef(dims).drop_back());
    ArrayRef<Value> outerSource = outer.indices;
    Value rowInSource = outer.inSource;
    if (mode != PadMode::Constant)
      return writeSourceRow(nb, nloc, ivs, outerSource, dest);

    // Constant mode: a row in the padding is filled whole.
    if (matchPattern(rowInSource, m_Zero()))
      return fillRun(nb, nloc, ivs, a.constant(0), inner().outExtent, dest);
    if (matchPattern(rowInSource, m_One()))
      return writeSourceRow(nb, nloc, ivs, outerSource, dest);
    auto ifOp = scf::IfOp::create(
        nb, nloc, rowInSource,
        [&](OpBuilder &tb, Location tloc) {
          scf::YieldOp::create(
              tb, tloc, writeSourceRow(tb, tloc, ivs, outerSource, dest));
        },
        [&](OpBuilder &eb, Location eloc) {
          IRArith ea(eb, eloc);
          scf::YieldOp::create(eb, eloc,
                               fillRun(eb, eloc, ivs, ea.constant(0),
                                       inner().outExtent, dest));
        });
    return ifOp.getResult(0);
  }

  /// A row whose outer coordinates read source row `outerSource`.
  Value writeSourceRow(OpBuilder &nb, Location nloc, ValueRange ivs,
                       ArrayRef<Value> outerSource, Value dest) {
    IRArith a(nb, nloc);
    const PadDimension &d = inner();
    if (d.interior != 0) {
      // Constant mode: fill, then a strided copy of the visible elements.
      dest = fillRun(nb, nloc, ivs, a.constant(0), d.outExtent, dest);
      return copyRun(nb, nloc, ivs, outerSource, d.windowFirst, d.windowOffset,
                     d.windowCount, interiorStride(nb, d), dest);
    }
    Value zero = a.constant(0);
    dest = borderRun(nb, nloc, ivs, outerSource, zero, d.copyBegin, dest);
    dest = copyRun(nb, nloc, ivs, outerSource, d.copySourceBegin, d.copyBegin,
                   a.sub(d.copyEnd, d.copyBegin), nb.getIndexAttr(1), dest);
    return borderRun(nb, nloc, ivs, outerSource, d.copyEnd, d.outExtent, dest);
  }

  /// A 1-D slice of `count` elements of a row: the row at outer coordinates
  /// `outer`, from `offset` on.
  struct RowSlice {
    SmallVector<OpFoldResult> offsets, sizes;
    RankedTensorType type;
  };
  RowSlice rowSlice(OpBuilder &nb, ValueRange outer, Value offset,
                    Value count) {
    RowSlice slice;
    slice.offsets = getAsOpFoldResult(outer);
    slice.offsets.push_back(getAsOpFoldResult(offset));
    slice.sizes.assign(rank() - 1, nb.getIndexAttr(1));
    slice.sizes.push_back(getAsOpFoldResult(count));
    std::optional<int64_t> staticCount = getConstantIntValue(count);
    slice.type = RankedTensorType::get(
        {staticCount ? *staticCount : ShapedType::kDynamic}, elementType);
    return slice;
  }

  /// Copies `count` source elements of the row from `sourceOffset` to the
  /// output row at `outOffset`, `stride` apart.
  Value copyRun(OpBuilder &nb, Location nloc, ValueRange ivs,
                ArrayRef<Value> outerSource, Value sourceOffset,
                Value outOffset, Value count, OpFoldResult stride,
                Value dest) {
    if (isConstantIndex(count, 0))
      return dest;
    RowSlice from = rowSlice(nb, outerSource, sourceOffset, count);
    RowSlice to = rowSlice(nb, ivs, outOffset, count);
    if (!clampStaticOffsets(nb, from.offsets, op.getArg()) ||
        !clampStaticOffsets(nb, to.offsets, dest))
      return dest;
    SmallVector<OpFoldResult> strides(rank(), nb.getIndexAttr(1));
    Value row = tensor::ExtractSliceOp::create(
        nb, nloc, from.type, op.getArg(), from.offsets, from.sizes, strides);
    strides.back() = stride;
    return tensor::InsertSliceOp::create(nb, nloc, row, dest, to.offsets,
                                         to.sizes, strides);
  }

  /// Writes output elements [begin, end) of the row one by one, each from
  /// `elementAt(o)`.
  Value elementLoop(OpBuilder &nb, Location nloc, ValueRange ivs, Value begin,
                    Value end, Value dest,
                    function_ref<Value(OpBuilder &, Location, Value)> elementAt) {
    if (begin == end || (getConstantIntValue(begin) &&
                         getConstantIntValue(begin) == getConstantIntValue(end)))
      return dest;
    IRArith a(nb, nloc);
    auto loop = scf::ForOp::create(
        nb, nloc, begin, end, a.constant(1), ValueRange{dest},
        [&](OpBuilder &lb, Location lloc, Value o, ValueRange iterArgs) {
          SmallVector<Value> indices(ivs);
          indices.push_back(o);
          Value element = elementAt(lb, lloc, o);
          Value updated =
              tensor::InsertOp::create(lb, lloc, element, iterArgs[0], indices);
          scf::YieldOp::create(lb, lloc, updated);
        });
    return loop.getResult(0);
  }

  /// Constant mode: elements [begin, end) of the row are `value`. A
  /// `linalg.fill` of the row slice, rather than a loop of inserts, so that
  /// later passes see a fill (vector row kernels, streaming stores).
  Value fillRun(OpBuilder &nb, Location nloc, ValueRange ivs, Value begin,
                Value end, Value dest) {
    IRArith a(nb, nloc);
    Value count = a.sub(end, begin);
    if (isConstantIndex(count, 0))
      return dest;
    RowSlice run = rowSlice(nb, ivs, begin, count);
    if (!clampStaticOffsets(nb, run.offsets, dest))
      return dest;
    SmallVector<OpFoldResult> strides(rank(), nb.getIndexAttr(1));
    Value slice = tensor::ExtractSliceOp::create(nb, nloc, run.type, dest,
                                                 run.offsets, run.sizes, strides);
    Value filled =
        linalg::FillOp::create(nb, nloc, padValue, slice).getResult(0);
    return tensor::InsertSliceOp::create(nb, nloc, filled, dest, run.offsets,
                                         run.sizes, strides);
  }

  /// Border elements [begin, end) of a source row: constant mode writes
  /// `value`, the other modes map each coordinate to its source.
  Value borderRun(OpBuilder &nb, Location nloc, ValueRange ivs,
                  ArrayRef<Value> outerSource, Value begin, Value end,
                  Value dest) {
    if (op.getPadMode() == PadMode::Constant)
      return fillRun(nb, nloc, ivs, begin, end, dest);
    return elementLoop(
        nb, nloc, ivs, begin, end, dest,
        [&](OpBuilder &lb, Location lloc, Value o) -> Value {
          IRArith la(lb, lloc);
          const PadDimension &d = inner();
          SourceIndex<IRArith> s =
              mapOutputCoordinate(la, op.getPadMode(), o, d);
          SmallVector<Value> indices(outerSource);
          indices.push_back(s.index);
          return tensor::ExtractOp::create(lb, lloc, op.getArg(), indices);
        });
  }

  OpBuilder &b;
  Location loc;
  PadOp op;
  ArrayRef<PadDimension> dims;
  Type elementType;
  Value padValue;
};

struct PadOpToSCF : OpConversionPattern<PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildPad(rewriter, op, [&](ArrayRef<PadDimension> dims) {
          return PadToSCFLowering(rewriter, op, dims).lower();
        }));
    return success();
  }
};

struct ConvertPadToSCFPass
    : mlir::pad::impl::ConvertPadToSCFPassBase<ConvertPadToSCFPass> {
  void runOnOperation() override {
    ConversionTarget target(getContext());
    target.addIllegalDialect<PadDialect>();
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           complex::ComplexDialect, linalg::LinalgDialect,
                           scf::SCFDialect, tensor::TensorDialect>();
    RewritePatternSet patterns(&getContext());
    populatePadToSCFPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::pad::populatePadToSCFPatterns(RewritePatternSet &patterns) {
  patterns.add<PadOpToSCF>(patterns.getContext());
}
