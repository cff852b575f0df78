//===- TileRows.cpp - pad.pad_into into bands of rows ---------------------===//
//
// The box decomposition of --convert-pad-to-linalg writes the copied part of
// the output first and its border columns afterwards, one element per row:
// on a whole tensor those columns come back to every output line a whole
// pass later, out of cache. Tiled into bands of a few rows, the same
// decomposition writes a band's columns while its rows are still in L1.
//
// The pass cuts the destination-style form on tensors. The bands are tiles
// of the form's own TilingInterface, made by upstream's scf::tileUsingSCF
// (scf.forall with `parallel`), so every band is a form on a slice of the
// destination, inserted into the loop's iteration argument, that pads the
// innermost dimension only (or, in a border box, a row of a single source
// row). The form has no run-time checks (--pad-to-destination-style emits
// the pad's in front of it), so no band repeats any.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
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
std::optional<uint64_t> getStaticOutputBytes(PadLikeOpInterface op) {
  RankedTensorType resultType = op.getOutputTensorType();
  if (!resultType.hasStaticShape())
    return std::nullopt;
  return getKnownByteSize(resultType.getShape(),
                          getElementByteSize(resultType.getElementType()));
}

/// Bytes of output per band of `op`: 0 (one row per band) where the output
/// is static and smaller than `rowBandsBelow`, else `bandBytes`.
int64_t getBandBytes(PadLikeOpInterface op, int64_t bandBytes, int64_t rowBandsBelow) {
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
bool shouldTile(PadLikeOpInterface op, bool parallel, int64_t bandBytes,
                int64_t rowBandsBelow) {
  if (getLoweringSource(op).getDefiningOp<PadLikeOpInterface>())
    return false;
  // A small constant pad is filled whole and copied into (fillsThenCopies):
  // it stays in cache, and has no border columns to keep there.
  if (isSmallConstantPad(op))
    return false;
  // The source as the lowering sees it: an extent 0 behind a cast is 0 (no
  // slice of it verifies once the cast folds into the bands' subviews).
  auto argType = cast<RankedTensorType>(getLoweringSource(op).getType());
  RankedTensorType resultType = op.getOutputTensorType();
  int64_t rank = argType.getRank();
  if (rank < 2 || llvm::is_contained(argType.getShape(), 0) ||
      llvm::is_contained(resultType.getShape(), 0))
    return false;
  // With interior rows every band's source window is computed at run time:
  // of a source slice of dynamic size (a tile of a tile), whose size may fold
  // to 0 only later, no band slice would stay valid (upstream rejects any
  // offset into an extent of 0 once it folds the size in). The whole
  // lowering guards its copy for such a source.
  auto slice = getLoweringSource(op).getDefiningOp<tensor::ExtractSliceOp>();
  if (slice && !slice.getSizes().empty() &&
      llvm::any_of(ArrayRef(op.getPaddingInterior()).drop_back(),
                   [](int64_t r) { return r != 0; }))
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

/// A band height: the rows of `bandBytes` (at least one), or where a height
/// of at least half of that (and 2) divides a static copied run of `run`
/// rows, that height: the bands then leave no rows over, and no second kind
/// of band to lower (1x64x128x128 f32, pads 3: 8 bands of 16 rows, not 4
/// bands of 30 and one of 8; 809 lines of LLVM dialect for the pad, then
/// 512).
OpFoldResult getBandRows(FoldingArith &a, PadLikeOpInterface op, ArrayRef<PadDimension> dims,
                         int64_t bandBytes, std::optional<int64_t> run) {
  // One statement per emitted value (argument evaluation order is
  // unspecified, and the IR must not depend on the compiler).
  OpFoldResult one = a.constant(1);
  OpFoldResult bytesPerElement = a.constant(static_cast<int64_t>(
      getElementByteSize(op.getOutputTensorType().getElementType())));
  OpFoldResult rowBytes =
      a.max(a.mul(dims.back().outExtent, bytesPerElement), one);
  OpFoldResult bandLimit = a.constant(std::max<int64_t>(bandBytes, 1));
  OpFoldResult rows = a.max(a.div(bandLimit, rowBytes), one);
  std::optional<int64_t> height = getConstantIntValue(rows);
  if (height && run && *run > 0 && *run % *height != 0)
    for (int64_t t = *height; t >= 2 && 2 * t >= *height; --t)
      if (*run % t == 0)
        return a.constant(t);
  return rows;
}

/// Cuts a pad into bands of rows, every band a tile of the op's
/// TilingInterface made by scf::tileUsingSCF:
///
///   - the copied core (every dimension but the innermost in its copied
///     run) is a pad of a source slice in the innermost dimension only; its
///     tiles are one coordinate of each outer dimension and `bandRows` rows;
///   - the border boxes of the box decomposition (--convert-pad-to-linalg)
///     of the outer dimensions and the rows: in constant mode a tile of
///     the op over a static box, a fill over a dynamic one; otherwise tiles
///     of the op over the box, each tile one row (a row of a
///     single source row, copied whole, where the whole pad would gather the
///     row element by element);
///   - with interior padding outside the innermost dimension, the pad
///     itself, in tiles of `bandRows` rows.
///
/// Every tile is a form into a slice of the destination as it stands when
/// the tile is written.
class BandTiler {
public:
  /// `isPlane`: `op` is a plane of another pad (writePlanes), banded as a
  /// pad of its own and never cut into planes again.
  BandTiler(RewriterBase &rewriter, PadIntoOp op, ArrayRef<PadDimension> dims,
            int64_t bandBytes, bool parallel, bool isPlane = false)
      : rewriter(rewriter), loc(op.getLoc()), op(op), dims(dims),
        bandBytes(bandBytes), parallel(parallel), isPlane(isPlane),
        a(rewriter, loc) {}

  FailureOr<Value> tile() {
    const PadDimension &rows = dims[rank() - 2];
    bool outerInterior =
        llvm::any_of(dims.drop_back(),
                     [](const PadDimension &d) { return d.interior != 0; });
    Value dest = op.getDest();
    if (outerInterior) {
      // No copied run: the bands of the whole pad (constant mode), as a
      // tile of the op over the loop extents (an empty output loops over
      // nothing, although its first extent may be huge).
      SmallVector<OpFoldResult> offsets(rank(), a.constant(0)), sizes;
      for (const PadDimension &d : dims)
        sizes.push_back(d.outExtent);
      OpFoldResult height = getBandRows(a, op, dims, bandBytes, std::nullopt);
      FailureOr<Value> written = writeBox(
          dest, offsets, sizes,
          [&](PadIntoOp box) { return tileSizes(box, height); }, parallel);
      if (failed(written))
        return failure();
      return castToResultType(rewriter, op, *written);
    }

    // In a non-constant mode with a padded outer dimension, each border box
    // of an outer dimension would be a loop nest of its own. The planes come
    // first instead: a tile of the op per outer coordinate, which reads the
    // one source plane the mapping gives, and each plane is banded as a pad
    // of its own: its outer dimensions are then unpadded, or only cropped
    // (a plane of a cropped dimension of dynamic extent keeps the crop), and
    // a plane is never cut into planes again, which would not end.
    if (!isPlane && op.getPadMode() != PadMode::Constant &&
        llvm::any_of(dims.drop_back(2),
                     [](const PadDimension &d) { return !d.isUnpadded(); })) {
      SmallVector<OpFoldResult> offsets(rank(), a.constant(0)), sizes;
      for (const PadDimension &d : dims)
        sizes.push_back(d.outExtent);
      FailureOr<Value> written = writePlanes(dest, offsets, sizes);
      if (failed(written))
        return failure();
      return castToResultType(rewriter, op, *written);
    }

    // The copied core, and its own rows cut where a static run does not
    // divide into bands: whole bands of a static height, then the rows left,
    // so that every band pad has a static shape.
    OpFoldResult runRows = a.sub(rows.copyEnd, rows.copyBegin);
    OpFoldResult height =
        getBandRows(a, op, dims, bandBytes, getConstantIntValue(runRows));
    std::optional<int64_t> run = getConstantIntValue(runRows);
    std::optional<int64_t> staticHeight = getConstantIntValue(height);
    if (run && staticHeight && !parallel && *run % *staticHeight != 0) {
      OpFoldResult whole = a.constant(*run - *run % *staticHeight);
      OpFoldResult wholeEnd = a.add(rows.copyBegin, whole);
      dest = writeCore(dest, rows.copyBegin, wholeEnd, height);
      dest = writeCore(dest, wholeEnd, rows.copyEnd,
                       a.constant(*run % *staticHeight));
    } else {
      dest = writeCore(dest, rows.copyBegin, rows.copyEnd, height);
    }
    if (!dest)
      return failure();

    // The border boxes: dimensions before `i` over their copied run,
    // dimension `i` over a border, the others whole.
    Value padValue = op.getPadMode() == PadMode::Constant
                         ? getPadValueOrZero(rewriter, op)
                         : Value();
    for (int64_t i = 0; i < rank() - 1; ++i) {
      const PadDimension &di = dims[i];
      std::pair<OpFoldResult, OpFoldResult> borders[] = {
          {a.constant(0), di.copyBegin}, {di.copyEnd, di.outExtent}};
      for (auto [begin, end] : borders) {
        SmallVector<OpFoldResult> offsets, sizes;
        for (int64_t j = 0; j < rank(); ++j) {
          if (j < i) {
            offsets.push_back(dims[j].copyBegin);
            sizes.push_back(a.sub(dims[j].copyEnd, dims[j].copyBegin));
          } else if (j == i) {
            offsets.push_back(begin);
            sizes.push_back(a.sub(end, begin));
          } else {
            offsets.push_back(a.constant(0));
            sizes.push_back(dims[j].outExtent);
          }
        }
        if (llvm::any_of(sizes, isZeroInteger))
          continue;
        if (!clampStaticOffsets(rewriter, offsets, dest))
          continue;
        // A static box of a static pad in constant mode: a tile of the op
        // over the box, inserted, which bufferizes into the box. A fill
        // would need One-Shot Bufferize's analysis to prove its slice of the
        // output equal to its insertion (0.75 ms per pad of 1x64x128x128).
        // (A dynamic box stays a fill: its tile's source slice may turn out
        // empty only once sizes fold, after its lowering built slices of
        // it.)
        bool staticBox = padValue &&
                         cast<RankedTensorType>(getLoweringSource(op).getType())
                             .hasStaticShape() &&
                         op.getOutputTensorType().hasStaticShape() &&
                         getConstantIntValues(offsets) &&
                         getConstantIntValues(sizes);
        if (staticBox) {
          FailureOr<TilingResult> box =
              tilePad(rewriter, op, offsets, sizes, dest);
          if (failed(box))
            return failure();
          dest = tensor::InsertSliceOp::create(rewriter, loc,
                                               box->tiledValues.front(), dest,
                                               offsets, sizes, unitStrides());
          continue;
        }
        if (padValue) {
          dest = fillSlice(rewriter, loc, padValue, dest, offsets, sizes);
          continue;
        }
        // One row per band: each row then reads one source row.
        FailureOr<Value> written = writeBox(
            dest, offsets, sizes,
            [&](PadIntoOp box) { return tileSizes(box, a.constant(1)); },
            /*useForall=*/false);
        if (failed(written))
          return failure();
        dest = *written;
      }
    }
    return castToResultType(rewriter, op, dest);
  }

private:
  int64_t rank() const { return dims.size(); }

  SmallVector<OpFoldResult> unitStrides() {
    return SmallVector<OpFoldResult>(rank(), a.constant(1));
  }

  /// Tile sizes for `pad`: one coordinate of each outer dimension, `height`
  /// rows, the innermost dimension whole; 0 (untiled) where a static extent
  /// is covered by one tile.
  SmallVector<OpFoldResult> tileSizes(PadIntoOp pad, OpFoldResult height) {
    ArrayRef<int64_t> shape = pad.getOutputType().getShape();
    SmallVector<OpFoldResult> sizes(rank() - 2, a.constant(1));
    sizes.push_back(height);
    sizes.push_back(a.constant(0));
    for (auto [extent, size] : llvm::zip(shape, sizes)) {
      std::optional<int64_t> tile = getConstantIntValue(size);
      if (!ShapedType::isDynamic(extent) && tile && extent <= *tile)
        size = a.constant(0);
    }
    return sizes;
  }

  /// Writes the planes of the op (every outer coordinate, the last two
  /// dimensions whole) over `offsets` and `sizes` into `dest` there, each
  /// plane cut into bands on its own.
  FailureOr<Value> writePlanes(Value dest, ArrayRef<OpFoldResult> offsets,
                               ArrayRef<OpFoldResult> sizes) {
    bool banded = true;
    auto planeSizes = [&](PadIntoOp box) {
      SmallVector<OpFoldResult> planes = tileSizes(box, a.constant(0));
      planes[rank() - 2] = a.constant(0);
      return planes;
    };
    auto bandPlane = [&](PadIntoOp plane) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(plane);
      // A form's geometry emits no check and cannot fail.
      FailureOr<SmallVector<PadDimension>> planeDims =
          buildPadGeometry(rewriter, plane);
      if (failed(planeDims))
        return;
      Value bands = buildTrivialPad(rewriter, plane, *planeDims);
      if (!bands) {
        FailureOr<Value> tiled =
            BandTiler(rewriter, plane, *planeDims, bandBytes,
                      /*parallel=*/false, /*isPlane=*/true)
                .tile();
        if (failed(tiled)) {
          banded = false;
          return;
        }
        bands = *tiled;
      }
      rewriter.replaceOp(plane, castToResultType(rewriter, plane, bands));
    };
    FailureOr<Value> written =
        writeBox(dest, offsets, sizes, planeSizes, parallel, bandPlane);
    if (failed(written) || !banded)
      return failure();
    return written;
  }

  /// Writes the tile of the op at `offsets` and `sizes` into `dest` there,
  /// that tile itself tiled with the sizes `sizesOf` gives it (and each of
  /// its tiles rewritten by `rewriteTile`, where given).
  FailureOr<Value>
  writeBox(Value dest, ArrayRef<OpFoldResult> offsets,
           ArrayRef<OpFoldResult> sizes,
           function_ref<SmallVector<OpFoldResult>(PadIntoOp)> sizesOf,
           bool useForall, function_ref<void(PadIntoOp)> rewriteTile = nullptr) {
    FailureOr<TilingResult> box = tilePad(rewriter, op, offsets, sizes, dest);
    if (failed(box))
      return failure();
    auto boxForm = cast<PadIntoOp>(box->tiledOps.front());
    return writeTiled(boxForm, box->tiledValues.front(), sizesOf(boxForm),
                      useForall, dest, offsets, sizes, rewriteTile);
  }

  /// Rows [begin, end) of the copied core, written into `dest` in bands of
  /// `height` rows.
  Value writeCore(Value dest, OpFoldResult begin, OpFoldResult end,
                  OpFoldResult height) {
    SmallVector<OpFoldResult> sourceOffsets, sourceSizes, offsets, sizes;
    for (int64_t j = 0; j < rank(); ++j) {
      const PadDimension &d = dims[j];
      bool isRows = j == rank() - 2;
      if (j == rank() - 1) {
        sourceOffsets.push_back(a.constant(0));
        sourceSizes.push_back(d.extent);
        offsets.push_back(a.constant(0));
        sizes.push_back(d.outExtent);
        continue;
      }
      OpFoldResult first = isRows ? begin : d.copyBegin;
      OpFoldResult last = isRows ? end : d.copyEnd;
      OpFoldResult count = a.sub(last, first);
      sourceOffsets.push_back(
          a.add(d.copySourceBegin, a.sub(first, d.copyBegin)));
      sourceSizes.push_back(count);
      offsets.push_back(first);
      sizes.push_back(count);
    }
    if (llvm::any_of(sizes, isZeroInteger))
      return dest;
    Value source = getLoweringSource(op);
    if (!clampStaticOffsets(rewriter, sourceOffsets, source) ||
        !clampStaticOffsets(rewriter, offsets, dest))
      return dest;
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, loc, source, sourceOffsets, sourceSizes, unitStrides());
    Value destSlice = tensor::ExtractSliceOp::create(rewriter, loc, dest,
                                                     offsets, sizes,
                                                     unitStrides());
    // The core pads the innermost dimension only (spec section 5: a tile in
    // the copied run is a plain slice of the source).
    SmallVector<OpFoldResult> below(rank(), a.constant(0));
    SmallVector<OpFoldResult> above(rank(), a.constant(0));
    below.back() = op.getMixedPaddingBelow().back();
    above.back() = op.getMixedPaddingAbove().back();
    SmallVector<int64_t> interior;
    if (dims.back().interior != 0) {
      interior.assign(rank(), 0);
      interior.back() = dims.back().interior;
    }
    auto core = PadIntoOp::create(rewriter, loc, slice, below, above,
                                  op.getPadMode(), op.getPadValue(), interior,
                                  destSlice);
    FailureOr<Value> written =
        writeTiled(core, core.getResult(), tileSizes(core, height), parallel,
                   dest, offsets, sizes);
    return succeeded(written) ? *written : Value();
  }

  /// Writes `form` (whose value is `result`: the form, or a cast of it), a
  /// form into the slice of `dest` at `offsets` and `sizes`, back into
  /// `dest` there, tiled with `tileSizes` by scf::tileUsingSCF: the loops
  /// thread that slice as their iteration argument, and each tile is a form
  /// into a slice of it. Returns the new `dest`.
  FailureOr<Value> writeTiled(PadIntoOp form, Value result,
                              ArrayRef<OpFoldResult> tileSizes, bool useForall,
                              Value dest, ArrayRef<OpFoldResult> offsets,
                              ArrayRef<OpFoldResult> sizes,
                              function_ref<void(PadIntoOp)> rewriteTile = nullptr) {
    if (llvm::all_of(tileSizes, isZeroInteger))
      return insert(result, dest, offsets, sizes);
    scf::SCFTilingOptions options;
    options.setTileSizes(tileSizes);
    if (useForall)
      options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(form.getOperation()), options);
      if (failed(tiled))
        return failure();
      if (rewriteTile)
        for (Operation *tiledOp : tiled->tiledOps)
          if (auto tile = dyn_cast<PadIntoOp>(tiledOp))
            rewriteTile(tile);
      // `result` may be a cast of the form: it then casts the bands.
      Value bands = tiled->replacements.front();
      if (result == form.getResult())
        result = bands;
      rewriter.replaceAllUsesWith(form.getResult(), bands);
      rewriter.eraseOp(form);
    }
    return insert(result, dest, offsets, sizes);
  }

  /// `value` inserted into `dest` at `offsets` and `sizes` (cast to the
  /// slice type those give where it is less static). A value that is all of
  /// a static `dest` is `dest`'s new value itself (an insert_slice of the
  /// whole would be a copy that only the canonicalizer removes).
  Value insert(Value value, Value dest, ArrayRef<OpFoldResult> offsets,
               ArrayRef<OpFoldResult> sizes) {
    if (isWholeOf(dest, offsets, sizes)) {
      if (value.getType() != dest.getType())
        value = tensor::CastOp::create(rewriter, loc, dest.getType(), value);
      return value;
    }
    // The slice type insert_slice infers: static where a size is an
    // attribute.
    RankedTensorType sliceType = tensor::ExtractSliceOp::inferResultType(
        cast<RankedTensorType>(dest.getType()), sizes);
    if (value.getType() != sliceType)
      value = tensor::CastOp::create(rewriter, loc, sliceType, value);
    return tensor::InsertSliceOp::create(rewriter, loc, value, dest, offsets,
                                         sizes, unitStrides());
  }

  RewriterBase &rewriter;
  Location loc;
  PadIntoOp op;
  ArrayRef<PadDimension> dims;
  int64_t bandBytes;
  bool parallel;
  bool isPlane;
  FoldingArith a;
};

struct PadTileRowsPass
    : mlir::pad::impl::PadTileRowsPassBase<PadTileRowsPass> {
  using PadTileRowsPassBase::PadTileRowsPassBase;

  // Its models (a tool may register only the dialect: spec section 1).
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registerPadInterfaceModels(registry);
  }

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Dead code first: a producer that fusion left behind (the whole pad
    // beside its fused tiles, read only by a dead slice) would be tiled,
    // and then bufferized and run.
    (void)runRegionDCE(rewriter, getOperation()->getRegions());
    // The bands are forms themselves: collect first, so that each
    // original form is tiled once and the bands are left for the lowering.
    SmallVector<PadIntoOp> forms;
    getOperation()->walk([&](PadIntoOp op) {
      if (op.hasPureTensorSemantics() &&
          shouldTile(op, parallel, bandBytes, rowBandsBelow))
        forms.push_back(op);
    });
    for (PadIntoOp op : forms) {
      rewriter.setInsertionPoint(op);
      // A form's geometry emits no check and cannot fail.
      FailureOr<SmallVector<PadDimension>> dims =
          buildPadGeometry(rewriter, op);
      if (failed(dims))
        continue;
      Value tiled = buildTrivialPad(rewriter, op, *dims);
      if (!tiled) {
        FailureOr<Value> bands =
            BandTiler(rewriter, op, *dims,
                      getBandBytes(op, bandBytes, rowBandsBelow), parallel)
                .tile();
        // Not expected for a valid form (every tile of it is valid): the
        // form then stays whole.
        if (failed(bands))
          continue;
        tiled = *bands;
      }
      rewriter.replaceOp(op, castToResultType(rewriter, op, tiled));
    }
  }
};

} // namespace
