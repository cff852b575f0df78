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

/// The bytes of `op`'s static output, saturated; none where it is dynamic.
std::optional<uint64_t> getStaticOutputBytes(PadOp op) {
  RankedTensorType resultType = op.getResultType();
  if (!resultType.hasStaticShape())
    return std::nullopt;
  return getKnownByteSize(resultType.getShape(),
                          getElementByteSize(resultType.getElementType()));
}

/// Bytes of output per band of `op`: 0 (one row per band) where the output
/// is static and smaller than `rowBandsBelow`, else `bandBytes`.
int64_t getBandBytes(PadOp op, int64_t bandBytes, int64_t rowBandsBelow) {
  std::optional<uint64_t> bytes = getStaticOutputBytes(op);
  if (bytes && rowBandsBelow > 0 &&
      *bytes < static_cast<uint64_t>(rowBandsBelow))
    return 0;
  return bandBytes;
}

/// Whether tiling `op` can pay: its innermost dimension may be padded (so
/// the bands have border columns) and its output may be larger than one
/// band, or the bands are to run in parallel; and no static extent is zero
/// (such pads have nothing to tile, and slices into them would not verify).
/// A pad that reads another pad's result is not tiled either: its bands
/// would slice that result before it is lowered, and so before its extents
/// are known (a slice valid then may not be once they fold, and upstream
/// folds casts into memref.subview without checking). Lowered whole after
/// its producer, it sees them.
bool shouldTile(PadOp op, bool parallel, int64_t bandBytes,
                int64_t rowBandsBelow) {
  if (getLoweringSource(op).getDefiningOp<PadOp>())
    return false;
  RankedTensorType argType = op.getArgType();
  RankedTensorType resultType = op.getResultType();
  int64_t rank = argType.getRank();
  if (rank < 2 || llvm::is_contained(argType.getShape(), 0) ||
      llvm::is_contained(resultType.getShape(), 0))
    return false;
  if (parallel)
    return true;
  // A static output that fits in one band (at least a row) is one band:
  // the loops would only add IR (and compile time) around the same stores.
  // In constant mode that band is `band-bytes`, even where the output gets
  // one-row bands otherwise: its border rows are fills either way. In the
  // other modes a one-row band copies its border row from the source row,
  // where the whole pad gathers it element by element (3x16x16 reflect:
  // 88 - 102 ns per call in rows, 109 - 124 whole, bench/outline_cost.py).
  if (op.getPadMode() != PadMode::Constant)
    bandBytes = getBandBytes(op, bandBytes, rowBandsBelow);
  if (std::optional<uint64_t> bytes = getStaticOutputBytes(op)) {
    uint64_t rowBytes =
        getKnownByteSize(resultType.getShape().back(),
                         getElementByteSize(resultType.getElementType()));
    if (*bytes <= std::max<uint64_t>(std::max<int64_t>(bandBytes, 0), rowBytes))
      return false;
  }
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
        parallel(parallel), dims(dims), top(b, loc) {}

  Value tile() {
    RankedTensorType resultType = op.getResultType();
    FoldingArith &a = top;
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
    OpFoldResult one = a.constant(1);
    OpFoldResult bytesPerElement = a.constant(elementBytes);
    OpFoldResult rowBytes =
        a.max(a.mul(inner().outExtent, bytesPerElement), one);
    OpFoldResult bandLimit = a.constant(std::max<int64_t>(bandBytes, 1));
    bandRows = a.max(a.div(bandLimit, rowBytes), one);
    // Where a height of at least half of that (and 2) divides a static
    // copied run, bands of that height leave no rows over, and no second
    // band pad to lower (1x64x128x128 f32, pads 3: 8 bands of 16 rows, not
    // 4 bands of 30 and one of 8; 809 lines of LLVM dialect for the pad,
    // then 512).
    std::optional<int64_t> height = getConstantIntValue(bandRows);
    std::optional<int64_t> begin, end;
    if (rows().interior == 0) {
      begin = getConstantIntValue(rows().copyBegin);
      end = getConstantIntValue(rows().copyEnd);
    }
    int64_t run = begin && end ? *end - *begin : 0;
    if (height && run > 0 && run % *height != 0)
      for (int64_t t = *height; t >= 2 && 2 * t >= *height; --t)
        if (run % t == 0) {
          bandRows = a.constant(t);
          break;
        }

    Value result = buildOutputLoopNest(
        b, loc, ArrayRef(dims).drop_back(2), dest,
        [&](OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs, Value loopDest) {
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
  Value writePlane(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs, Value dest) {
    FoldingArith a(nb, nloc, top);
    PadMode mode = op.getPadMode();
    MappedCoordinates outer =
        mapCoordinates(a, mode, ivs, ArrayRef(dims).drop_back(2));
    ArrayRef<OpFoldResult> outerSource = outer.indices;
    std::optional<bool> known = FoldingArith::getKnownBool(outer.inSource);
    if (mode != PadMode::Constant || (known && *known))
      return writeRows(nb, nloc, ivs, outerSource, dest);
    // Constant mode: a plane in the padding is filled whole.
    OpFoldResult zero = nb.getIndexAttr(0);
    if (known)
      return fillRows(nb, nloc, ivs, zero, rows().outExtent, dest);
    auto ifOp = scf::IfOp::create(
        nb, nloc, a.materialize(outer.inSource),
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
  Value writeRows(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                  ArrayRef<OpFoldResult> outerSource, Value dest) {
    FoldingArith a(nb, nloc, top);
    const PadDimension &d = rows();
    OpFoldResult zero = nb.getIndexAttr(0);
    OpFoldResult one = nb.getIndexAttr(1);
    if (d.interior != 0) {
      // Constant mode: each row is a source row or pad, on its own.
      return rowLoop(
          nb, nloc, zero, d.outExtent, one, dest,
          [&](OpBuilder &lb, Location lloc, OpFoldResult o, Value loopDest) {
            FoldingArith la(lb, lloc, top);
            SourceIndex<FoldingArith> s =
                mapOutputCoordinate(la, PadMode::Constant, o, d);
            std::optional<bool> known = FoldingArith::getKnownBool(s.inSource);
            if (known)
              return *known ? band(lb, lloc, ivs, outerSource, o, s.index,
                                   one, loopDest)
                            : fillRows(lb, lloc, ivs, o, one, loopDest);
            auto ifOp = scf::IfOp::create(
                lb, lloc, la.materialize(s.inSource),
                [&](OpBuilder &tb, Location tloc) {
                  scf::YieldOp::create(tb, tloc,
                                       band(tb, tloc, ivs, outerSource, o,
                                            s.index, one, loopDest));
                },
                [&](OpBuilder &eb, Location eloc) {
                  scf::YieldOp::create(
                      eb, eloc, fillRows(eb, eloc, ivs, o, one, loopDest));
                });
            return ifOp.getResult(0);
          });
    }
    dest = borderRows(nb, nloc, ivs, outerSource, zero, d.copyBegin, dest);
    // The band starting at output row `o` of the copied run.
    auto copiedBand = [&](OpBuilder &lb, Location lloc, OpFoldResult o) {
      FoldingArith la(lb, lloc, top);
      // Single-row bands always have one row (o < copyEnd in the loop).
      OpFoldResult count = isOneInteger(bandRows)
                               ? bandRows
                               : la.min(bandRows, la.sub(d.copyEnd, o));
      OpFoldResult source = la.add(d.copySourceBegin, la.sub(o, d.copyBegin));
      return bandSlab(lb, lloc, ivs, outerSource, o, source, count);
    };
    // Bands of `count` rows from each `o` the loop visits.
    auto bandsOf = [&](OpFoldResult begin, OpFoldResult end,
                       OpFoldResult count, Value into) {
      return rowLoop(
          nb, nloc, begin, end, bandRows, into,
          [&](OpBuilder &lb, Location lloc, OpFoldResult o, Value loopDest) {
            FoldingArith la(lb, lloc, top);
            OpFoldResult source =
                la.add(d.copySourceBegin, la.sub(o, d.copyBegin));
            std::optional<Slab> slab =
                bandSlab(lb, lloc, ivs, outerSource, o, source, count);
            return slab ? insert(lb, lloc, *slab, loopDest) : loopDest;
          });
    };
    OpFoldResult runRows = a.sub(d.copyEnd, d.copyBegin);
    if (parallel) {
      dest = parallelBands(nb, nloc, dest, copiedBand);
    } else if (getConstantIntValue(runRows) && getConstantIntValue(bandRows)) {
      // A static run: whole bands of a static height, then the rows left,
      // so that every band pad has a static shape (no run-time checks).
      OpFoldResult wholeRows = a.mul(a.div(runRows, bandRows), bandRows);
      OpFoldResult wholeEnd = a.add(d.copyBegin, wholeRows);
      dest = bandsOf(d.copyBegin, wholeEnd, bandRows, dest);
      dest = bandsOf(wholeEnd, d.copyEnd, a.sub(d.copyEnd, wholeEnd), dest);
    } else {
      dest = rowLoop(
          nb, nloc, d.copyBegin, d.copyEnd, bandRows, dest,
          [&](OpBuilder &lb, Location lloc, OpFoldResult o, Value loopDest) {
            std::optional<Slab> slab = copiedBand(lb, lloc, o);
            return slab ? insert(lb, lloc, *slab, loopDest) : loopDest;
          });
    }
    return borderRows(nb, nloc, ivs, outerSource, d.copyEnd, d.outExtent,
                      dest);
  }

  /// Border rows [begin, end): pad in constant mode, otherwise each row a
  /// band of the source row the mapping gives.
  Value borderRows(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                   ArrayRef<OpFoldResult> outerSource, OpFoldResult begin,
                   OpFoldResult end, Value dest) {
    if (op.getPadMode() == PadMode::Constant) {
      FoldingArith a(nb, nloc, top);
      return fillRows(nb, nloc, ivs, begin, a.sub(end, begin), dest);
    }
    OpFoldResult one = nb.getIndexAttr(1);
    return rowLoop(
        nb, nloc, begin, end, one, dest,
        [&](OpBuilder &lb, Location lloc, OpFoldResult o, Value loopDest) {
          FoldingArith la(lb, lloc, top);
          SourceIndex<FoldingArith> s =
              mapOutputCoordinate(la, op.getPadMode(), o, rows());
          return band(lb, lloc, ivs, outerSource, o, s.index, one, loopDest);
        });
  }

  using RowBody = function_ref<Value(OpBuilder &, Location, OpFoldResult row,
                                     Value dest)>;

  /// An scf.for over rows [begin, end) by `step`, threading `dest`; the
  /// body itself where the loop runs exactly once.
  Value rowLoop(OpBuilder &nb, Location nloc, OpFoldResult begin,
                OpFoldResult end, OpFoldResult step, Value dest,
                RowBody body) {
    if (begin == end)
      return dest;
    std::optional<int64_t> lo = getConstantIntValue(begin);
    std::optional<int64_t> hi = getConstantIntValue(end);
    if (lo && hi && *lo >= *hi)
      return dest;
    FoldingArith a(nb, nloc, top);
    std::optional<int64_t> stride = getConstantIntValue(step);
    if (lo && hi && stride && *hi - *lo <= *stride)
      return body(nb, nloc, begin, dest);
    Value lower = a.materialize(begin);
    Value upper = a.materialize(end);
    Value stepValue = a.materialize(step);
    auto loop = scf::ForOp::create(
        nb, nloc, lower, upper, stepValue, ValueRange{dest},
        [&](OpBuilder &lb, Location lloc, Value o, ValueRange iterArgs) {
          scf::YieldOp::create(lb, lloc, body(lb, lloc, o, iterArgs[0]));
        });
    return loop.getResult(0);
  }

  /// The copied run's bands as the iterations of an scf.forall: they write
  /// disjoint rows and read only the source, so they may run in parallel.
  Value parallelBands(
      OpBuilder &nb, Location nloc, Value dest,
      function_ref<std::optional<Slab>(OpBuilder &, Location, OpFoldResult)>
          slabAt) {
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
  Value band(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
             ArrayRef<OpFoldResult> outerSource, OpFoldResult row,
             OpFoldResult sourceRow, OpFoldResult count, Value dest) {
    std::optional<Slab> slab =
        bandSlab(nb, nloc, ivs, outerSource, row, sourceRow, count);
    return slab ? insert(nb, nloc, *slab, dest) : dest;
  }

  /// The band of `band`, not yet inserted: none where it never runs.
  std::optional<Slab> bandSlab(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                               ArrayRef<OpFoldResult> outerSource,
                               OpFoldResult row, OpFoldResult sourceRow,
                               OpFoldResult count) {
    RowsBox from = rowsBox(nb, outerSource, sourceRow, count, inner().extent);
    // A static offset out of range only occurs where the band never runs
    // (e.g. a constant-mode index that is pad); clamp it for the verifier.
    if (!clampStaticOffsets(nb, from.offsets, getLoweringSource(op)))
      return std::nullopt;
    Value slice = tensor::ExtractSliceOp::create(
        nb, nloc, getLoweringSource(op), from.offsets, from.sizes, unitStrides(nb));

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
    auto padded = PadOp::create(nb, nloc, slice, below, above, op.getPadMode(),
                                op.getPadValue(), interior);
    // The whole pad's checks ran in front of the bands (buildPad), and a
    // band of a valid pad is valid: no band repeats them.
    padded->setAttr(PadDialect::CheckedAttrHelper::getNameStr(),
                    UnitAttr::get(nb.getContext()));

    return Slab{padded, rowsBox(nb, ivs, row, count,
                                inner().outExtent)};
  }

  /// Constant mode: `count` rows from `begin` of the plane at `ivs` are the
  /// pad value.
  Value fillRows(OpBuilder &nb, Location nloc, ArrayRef<OpFoldResult> ivs,
                 OpFoldResult begin, OpFoldResult count, Value dest) {
    if (isZeroInteger(count))
      return dest;
    RowsBox box =
        rowsBox(nb, ivs, begin, count, inner().outExtent);
    if (!clampStaticOffsets(nb, box.offsets, dest))
      return dest;
    // A new tensor of the rows, not a slice of `dest`: upstream's
    // eliminate-empty-tensors then makes it the slice of the destination
    // `dest` is finally inserted into.
    Value rows = tensor::EmptyOp::create(
        nb, nloc, box.sizes, cast<RankedTensorType>(dest.getType()).getElementType());
    auto fill = linalg::FillOp::create(nb, nloc, padValue, rows);
    markRowKernel(fill, nb.getIndexAttr(1));
    Value filled = fill.getResult(0);
    return insert(nb, nloc, Slab{filled, box}, dest);
  }

  /// Makes the box of rows [row, row + count), `width` wide, of the plane
  /// at outer coordinates `outer`.
  RowsBox rowsBox(OpBuilder &nb, ArrayRef<OpFoldResult> outer,
                  OpFoldResult row, OpFoldResult count, OpFoldResult width) {
    RowsBox box;
    box.offsets.assign(outer.begin(), outer.end());
    box.offsets.push_back(row);
    box.offsets.push_back(nb.getIndexAttr(0));
    box.sizes.assign(rank() - 2, nb.getIndexAttr(1));
    box.sizes.push_back(count);
    box.sizes.push_back(width);
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
    // The slice type insert_slice infers: static where a size is an
    // attribute (a constant SSA size still counts as dynamic there).
    SmallVector<int64_t> shape;
    for (OpFoldResult s : slab.box.sizes) {
      auto attr = dyn_cast<Attribute>(s);
      shape.push_back(attr ? cast<IntegerAttr>(attr).getInt()
                           : ShapedType::kDynamic);
    }
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
  OpFoldResult bandRows;
  /// Arithmetic at the pad's position; the loop bodies take their constants
  /// from it.
  FoldingArith top;
};

struct PadTileRowsPass
    : mlir::pad::impl::PadTileRowsPassBase<PadTileRowsPass> {
  using PadTileRowsPassBase::PadTileRowsPassBase;

  void runOnOperation() override {
    // The bands are pad.pad ops themselves: collect first, so that each
    // original op is tiled once and the bands are left for the lowering.
    SmallVector<PadOp> pads;
    getOperation()->walk([&](PadOp op) {
      if (shouldTile(op, parallel, bandBytes, rowBandsBelow))
        pads.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (PadOp op : pads) {
      rewriter.setInsertionPoint(op);
      // A pad whose check always fails becomes that check (its bands would
      // be invalid pads).
      Value tiled =
          buildPad(rewriter, op, [&](ArrayRef<PadDimension> dims) {
            return RowTiler(rewriter, op, dims,
                            getBandBytes(op, bandBytes, rowBandsBelow),
                            parallel)
                .tile();
          });
      rewriter.replaceOp(op, tiled);
    }
  }
};

} // namespace
