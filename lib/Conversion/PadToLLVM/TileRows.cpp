//===- TileRows.cpp - pad.pad into bands of rows --------------------------===//
//
// The box decomposition of --convert-pad-to-linalg writes the copied part of
// the output first and its border columns afterwards, one element per row:
// on a whole tensor those columns come back to every output line a whole
// pass later, out of cache. Tiled into bands of a few rows, the same
// decomposition writes a band's columns while its rows are still in L1.
//
// Outer coordinates (all dimensions but the last two) and border rows map to
// their source index with the shared mapping (IndexMapping.h), exactly as
// --convert-pad-to-scf does per row; within the copied run of the rows a
// band of t output rows reads t consecutive source rows. Every band is then
// a pad.pad of a source slice that pads only the innermost dimension, with
// the original mode, pads and pad value there.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADTILEROWSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Whether tiling `op` can pay: its innermost dimension may be padded (so
/// the bands have border columns), or the bands are to run in parallel; and
/// no static extent is zero (such pads have nothing to tile, and slices into
/// them would not verify).
bool shouldTile(PadOp op, bool parallel) {
  RankedTensorType argType = op.getArgType();
  int64_t rank = argType.getRank();
  if (rank < 2 || llvm::is_contained(argType.getShape(), 0) ||
      llvm::is_contained(op.getResultType().getShape(), 0))
    return false;
  if (parallel)
    return true;
  auto isZero = [](OpFoldResult v) { return isConstantIntValue(v, 0); };
  return !(isZero(op.getMixedPaddingBelow().back()) &&
           isZero(op.getMixedPaddingAbove().back()) &&
           op.getPaddingInterior().back() == 0);
}

class RowTiler {
public:
  RowTiler(OpBuilder &b, PadOp op, ArrayRef<PadDimension> dims,
           int64_t bandBytes, bool parallel)
      : b(b), loc(op.getLoc()), op(op), bandBytes(bandBytes),
        parallel(parallel), dims(dims) {}

  Value tile() {
    RankedTensorType resultType = op.getResultType();
    IRArith a(b, loc);
    if (op.getPadMode() == PadMode::Constant)
      padValue = getPadValueOrZero(b, op);
    Value dest = buildEmptyOutput(b, loc, dims, resultType.getElementType());

    // At least one row per band; a zero-width row still makes one band.
    int64_t elementBytes = static_cast<int64_t>(
        DataLayout::closest(op)
            .getTypeSize(resultType.getElementType())
            .getFixedValue());
    // One statement per emitted value (argument evaluation order is
    // unspecified, and the IR must not depend on the compiler).
    Value one = a.constant(1);
    Value bytesPerElement = a.constant(elementBytes);
    Value rowBytes = a.max(a.mul(inner().outExtent, bytesPerElement), one);
    Value bandLimit = a.constant(std::max<int64_t>(bandBytes, 1));
    bandRows = a.max(a.div(bandLimit, rowBytes), one);

    Value result = buildOutputLoopNest(
        b, loc, ArrayRef(dims).drop_back(2), dest,
        [&](OpBuilder &nb, Location nloc, ValueRange ivs, Value loopDest) {
          return writePlane(nb, nloc, ivs, loopDest);
        });
    return castToResultType(b, op, result);
  }

private:
  /// Rows of one plane of the output or the source (offsets and sizes).
  struct RowsBox {
    SmallVector<OpFoldResult> offsets, sizes;
  };
  /// A tensor to write at a box of the output.
  struct Slab {
    Value source;
    RowsBox box;
  };

  int64_t rank() const { return dims.size(); }
  const PadDimension &rows() const { return dims[rank() - 2]; }
  const PadDimension &inner() const { return dims.back(); }

  /// The 2-D plane of the output at outer coordinates `ivs`.
  Value writePlane(OpBuilder &nb, Location nloc, ValueRange ivs, Value dest) {
    IRArith a(nb, nloc);
    PadMode mode = op.getPadMode();
    MappedCoordinates outer =
        mapCoordinates(nb, nloc, mode, ivs, ArrayRef(dims).drop_back(2));
    ArrayRef<Value> outerSource = outer.indices;
    Value planeInSource = outer.inSource;
    if (mode != PadMode::Constant || matchPattern(planeInSource, m_One()))
      return writeRows(nb, nloc, ivs, outerSource, dest);
    // Constant mode: a plane in the padding is filled whole.
    Value zero = a.constant(0);
    if (matchPattern(planeInSource, m_Zero()))
      return fillRows(nb, nloc, ivs, zero, rows().outExtent, dest);
    auto ifOp = scf::IfOp::create(
        nb, nloc, planeInSource,
        [&](OpBuilder &tb, Location tloc) {
          scf::YieldOp::create(tb, tloc,
                               writeRows(tb, tloc, ivs, outerSource, dest));
        },
        [&](OpBuilder &eb, Location eloc) {
          scf::YieldOp::create(
              eb, eloc, fillRows(eb, eloc, ivs, zero, rows().outExtent, dest));
        });
    return ifOp.getResult(0);
  }

  /// The rows of a plane whose outer coordinates read `outerSource`.
  Value writeRows(OpBuilder &nb, Location nloc, ValueRange ivs,
                  ArrayRef<Value> outerSource, Value dest) {
    IRArith a(nb, nloc);
    const PadDimension &d = rows();
    if (d.interior != 0) {
      // Constant mode: each row is a source row or pad, on its own.
      Value zero = a.constant(0);
      Value one = a.constant(1);
      return rowLoop(
          nb, nloc, zero, d.outExtent, one, dest,
          [&](OpBuilder &lb, Location lloc, Value o, Value loopDest) {
            IRArith la(lb, lloc);
            SourceIndex<IRArith> s =
                mapOutputCoordinate(la, PadMode::Constant, o, d);
            auto ifOp = scf::IfOp::create(
                lb, lloc, s.inSource,
                [&](OpBuilder &tb, Location tloc) {
                  IRArith ta(tb, tloc);
                  scf::YieldOp::create(tb, tloc,
                                       band(tb, tloc, ivs, outerSource, o,
                                            s.index, ta.constant(1), loopDest));
                },
                [&](OpBuilder &eb, Location eloc) {
                  IRArith ea(eb, eloc);
                  scf::YieldOp::create(eb, eloc,
                                       fillRows(eb, eloc, ivs, o,
                                                ea.add(o, ea.constant(1)),
                                                loopDest));
                });
            return ifOp.getResult(0);
          });
    }
    dest = borderRows(nb, nloc, ivs, outerSource, a.constant(0), d.copyBegin,
                      dest);
    // The band starting at output row `o` of the copied run.
    auto copiedBand = [&](OpBuilder &lb, Location lloc, Value o) {
      IRArith la(lb, lloc);
      Value count = la.min(bandRows, la.sub(d.copyEnd, o));
      Value source = la.add(d.copySourceBegin, la.sub(o, d.copyBegin));
      return bandSlab(lb, lloc, ivs, outerSource, o, source, count);
    };
    if (parallel)
      dest = parallelBands(nb, nloc, dest, copiedBand);
    else
      dest = rowLoop(
          nb, nloc, d.copyBegin, d.copyEnd, bandRows, dest,
          [&](OpBuilder &lb, Location lloc, Value o, Value loopDest) {
            std::optional<Slab> slab = copiedBand(lb, lloc, o);
            return slab ? insert(lb, lloc, *slab, loopDest) : loopDest;
          });
    return borderRows(nb, nloc, ivs, outerSource, d.copyEnd, d.outExtent,
                      dest);
  }

  /// Border rows [begin, end): pad in constant mode, otherwise each row a
  /// band of the source row the mapping gives.
  Value borderRows(OpBuilder &nb, Location nloc, ValueRange ivs,
                   ArrayRef<Value> outerSource, Value begin, Value end,
                   Value dest) {
    if (op.getPadMode() == PadMode::Constant)
      return fillRows(nb, nloc, ivs, begin, end, dest);
    IRArith a(nb, nloc);
    return rowLoop(
        nb, nloc, begin, end, a.constant(1), dest,
        [&](OpBuilder &lb, Location lloc, Value o, Value loopDest) {
          IRArith la(lb, lloc);
          const PadDimension &d = rows();
          SourceIndex<IRArith> s =
              mapOutputCoordinate(la, op.getPadMode(), o, d);
          return band(lb, lloc, ivs, outerSource, o, s.index, la.constant(1),
                      loopDest);
        });
  }

  using RowBody =
      function_ref<Value(OpBuilder &, Location, Value row, Value dest)>;

  /// An scf.for over rows [begin, end) by `step`, threading `dest`.
  Value rowLoop(OpBuilder &nb, Location nloc, Value begin, Value end,
                Value step, Value dest, RowBody body) {
    if (begin == end)
      return dest;
    std::optional<int64_t> lo = getConstantIntValue(begin);
    std::optional<int64_t> hi = getConstantIntValue(end);
    if (lo && hi && *lo >= *hi)
      return dest;
    auto loop = scf::ForOp::create(
        nb, nloc, begin, end, step, ValueRange{dest},
        [&](OpBuilder &lb, Location lloc, Value o, ValueRange iterArgs) {
          scf::YieldOp::create(lb, lloc, body(lb, lloc, o, iterArgs[0]));
        });
    return loop.getResult(0);
  }

  /// The copied run's bands as the iterations of an scf.forall: they write
  /// disjoint rows and read only the source, so they may run in parallel.
  Value parallelBands(
      OpBuilder &nb, Location nloc, Value dest,
      function_ref<std::optional<Slab>(OpBuilder &, Location, Value)> slabAt) {
    const PadDimension &d = rows();
    std::optional<int64_t> lo = getConstantIntValue(d.copyBegin);
    std::optional<int64_t> hi = getConstantIntValue(d.copyEnd);
    if (lo && hi && *lo >= *hi)
      return dest;
    auto forall = scf::ForallOp::create(
        nb, nloc, ArrayRef<OpFoldResult>{d.copyBegin},
        ArrayRef<OpFoldResult>{d.copyEnd}, ArrayRef<OpFoldResult>{bandRows},
        ValueRange{dest}, /*mapping=*/std::nullopt);
    OpBuilder::InsertionGuard guard(nb);
    nb.setInsertionPointToStart(forall.getBody());
    std::optional<Slab> slab = slabAt(nb, nloc, forall.getInductionVar(0));
    if (!slab)
      return forall.getResult(0);
    Value shared = forall.getRegionIterArgs()[0];
    if (!prepareInsert(nb, nloc, *slab, shared))
      return forall.getResult(0);
    nb.setInsertionPointToStart(forall.getTerminator().getBody());
    tensor::ParallelInsertSliceOp::create(nb, nloc, slab->source, shared,
                                          slab->box.offsets, slab->box.sizes,
                                          unitStrides(nb));
    return forall.getResult(0);
  }

  /// Output rows [row, row + count) of the plane at `ivs` are the pad, in
  /// the innermost dimension, of source rows [sourceRow, sourceRow + count)
  /// of the plane at `outerSource`.
  Value band(OpBuilder &nb, Location nloc, ValueRange ivs,
             ArrayRef<Value> outerSource, Value row, Value sourceRow,
             Value count, Value dest) {
    std::optional<Slab> slab =
        bandSlab(nb, nloc, ivs, outerSource, row, sourceRow, count);
    return slab ? insert(nb, nloc, *slab, dest) : dest;
  }

  /// The band of `band`, not yet inserted: none where it never runs.
  std::optional<Slab> bandSlab(OpBuilder &nb, Location nloc, ValueRange ivs,
                               ArrayRef<Value> outerSource, Value row,
                               Value sourceRow, Value count) {
    RowsBox from = rowsBox(nb, outerSource, sourceRow, count, inner().extent);
    // A static offset out of range only occurs where the band never runs
    // (e.g. a constant-mode index that is pad); clamp it for the verifier.
    if (!clampStaticOffsets(nb, from.offsets, op.getArg()))
      return std::nullopt;
    Value slice = tensor::ExtractSliceOp::create(
        nb, nloc, op.getArg(), from.offsets, from.sizes, unitStrides(nb));

    // Zero padding outside the innermost dimension.
    SmallVector<OpFoldResult> below(rank(), nb.getIndexAttr(0));
    SmallVector<OpFoldResult> above(rank(), nb.getIndexAttr(0));
    below.back() = op.getMixedPaddingBelow().back();
    above.back() = op.getMixedPaddingAbove().back();
    SmallVector<int64_t> interior;
    if (inner().interior != 0) {
      interior.assign(rank(), 0);
      interior.back() = inner().interior;
    }
    Value padded = PadOp::create(nb, nloc, slice, below, above,
                                 op.getPadMode(), op.getPadValue(), interior);

    return Slab{padded, rowsBox(nb, ivs, row, count, inner().outExtent)};
  }

  /// Constant mode: rows [begin, end) of the plane at `ivs` are the pad
  /// value.
  Value fillRows(OpBuilder &nb, Location nloc, ValueRange ivs, Value begin,
                 Value end, Value dest) {
    IRArith a(nb, nloc);
    Value count = a.sub(end, begin);
    if (isConstantIndex(count, 0))
      return dest;
    RowsBox box = rowsBox(nb, ivs, begin, count, inner().outExtent);
    if (!clampStaticOffsets(nb, box.offsets, dest))
      return dest;
    Value slice = tensor::ExtractSliceOp::create(nb, nloc, dest, box.offsets,
                                                 box.sizes, unitStrides(nb));
    Value filled =
        linalg::FillOp::create(nb, nloc, padValue, slice).getResult(0);
    return insert(nb, nloc, Slab{filled, box}, dest);
  }

  /// Makes the box of rows [row, row + count), `width` wide, of the plane
  /// at outer coordinates `outer`.
  RowsBox rowsBox(OpBuilder &nb, ValueRange outer, Value row, Value count,
                  Value width) {
    RowsBox box;
    box.offsets = getAsOpFoldResult(outer);
    box.offsets.push_back(getAsOpFoldResult(row));
    box.offsets.push_back(nb.getIndexAttr(0));
    box.sizes.assign(rank() - 2, nb.getIndexAttr(1));
    box.sizes.push_back(getAsOpFoldResult(count));
    box.sizes.push_back(getAsOpFoldResult(width));
    return box;
  }

  SmallVector<OpFoldResult> unitStrides(OpBuilder &nb) {
    return SmallVector<OpFoldResult>(rank(), nb.getIndexAttr(1));
  }

  /// Readies `slab` for insertion into `dest`: clamps its offsets and casts
  /// its source to the slice type the sizes give (the pad's inferred type
  /// may be less static). False where it cannot land.
  bool prepareInsert(OpBuilder &nb, Location nloc, Slab &slab, Value dest) {
    auto destType = cast<RankedTensorType>(dest.getType());
    if (!clampStaticOffsets(nb, slab.box.offsets, dest))
      return false;
    SmallVector<int64_t> shape;
    for (OpFoldResult s : slab.box.sizes)
      shape.push_back(getConstantIntValue(s).value_or(ShapedType::kDynamic));
    auto sliceType = RankedTensorType::get(shape, destType.getElementType());
    if (slab.source.getType() != sliceType)
      slab.source = tensor::CastOp::create(nb, nloc, sliceType, slab.source);
    return true;
  }

  Value insert(OpBuilder &nb, Location nloc, Slab slab, Value dest) {
    if (!prepareInsert(nb, nloc, slab, dest))
      return dest;
    return tensor::InsertSliceOp::create(nb, nloc, slab.source, dest,
                                         slab.box.offsets, slab.box.sizes,
                                         unitStrides(nb));
  }

  OpBuilder &b;
  Location loc;
  PadOp op;
  int64_t bandBytes;
  bool parallel;
  ArrayRef<PadDimension> dims;
  Value padValue;
  Value bandRows;
};

struct PadTileRowsPass
    : mlir::pad::impl::PadTileRowsPassBase<PadTileRowsPass> {
  using PadTileRowsPassBase::PadTileRowsPassBase;

  void runOnOperation() override {
    // The bands are pad.pad ops themselves: collect first, so that each
    // original op is tiled once and the bands are left for the lowering.
    SmallVector<PadOp> pads;
    getOperation()->walk([&](PadOp op) {
      if (shouldTile(op, parallel))
        pads.push_back(op);
    });
    // Consumers first: a pad still sees the pad that produces its argument
    // (and so the extents that producer's constants fix), not the loops it
    // becomes.
    IRRewriter rewriter(&getContext());
    for (PadOp op : llvm::reverse(pads)) {
      rewriter.setInsertionPoint(op);
      // A pad whose check always fails becomes that check (its bands would
      // be invalid pads).
      Value tiled =
          buildPad(rewriter, op, [&](ArrayRef<PadDimension> dims) {
            return RowTiler(rewriter, op, dims, bandBytes, parallel).tile();
          });
      rewriter.replaceOp(op, tiled);
    }
  }
};

} // namespace
