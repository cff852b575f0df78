//===- PadToLinalg.cpp - pad.pad to linalg --------------------------------===//
//
// The output is cut into boxes, each written once:
//
//   copy box      prod_i [copyBegin_i, copyEnd_i): a slice of `arg`;
//   border box    for each dimension i, before and after its copied run:
//                 dims < i over their copied run, dim i over its border,
//                 dims > i over their whole extent.
//
// Every output element lies in exactly one box: either all its coordinates
// are in the copied runs, or there is a first dimension where it is not.
// Constant mode fills the border boxes; the other modes gather them with the
// shared index mapping (IndexMapping.h). Interior padding fills the output
// and inserts the visible source elements with a strided slice.
//
// On buffers, with RowBands, the copy box and the innermost dimension's
// border boxes (the core) are written in bands of a few rows, so that a
// band's border columns are written while its rows are in cache; in the
// non-constant modes the border boxes of the outer dimensions are written
// row by row, each row a copy of the one source row it mirrors. Every band
// and row is a tile of the pad (its TilingInterface, tilePad) that pads the
// innermost dimension only, lowered as a pad of its own.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLinalg/PadToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

namespace mlir::pad {
#define GEN_PASS_DEF_CONVERTPADTOLINALGPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

/// Erases `op`, which `b` built as a stepping stone, telling `b`'s
/// listener (the rewriter of a pattern, when `b` is one) as an erasure
/// through the rewriter would: a driver's worklist never keeps it.
static void eraseBuiltOp(OpBuilder &b, Operation *op) {
  if (auto *listener =
          dyn_cast_if_present<RewriterBase::Listener>(b.getListener()))
    listener->notifyOperationErased(op);
  op->erase();
}

namespace {

/// Whether `value` is a slice of dynamic size, as a tensor or, already
/// bufferized, as the tensor of a subview (through casts).
bool isSliceOfDynamicSize(Value value) {
  if (auto slice = value.getDefiningOp<tensor::ExtractSliceOp>())
    return !slice.getSizes().empty();
  if (auto subview = value.getDefiningOp<memref::SubViewOp>())
    return !subview.getSizes().empty();
  auto toTensor = value.getDefiningOp<bufferization::ToTensorOp>();
  if (!toTensor)
    return false;
  Value buffer = toTensor.getBuffer();
  while (auto castOp = buffer.getDefiningOp<memref::CastOp>())
    buffer = castOp.getSource();
  auto subview = buffer.getDefiningOp<memref::SubViewOp>();
  return subview && !subview.getSizes().empty();
}

/// A box of the output: offsets and sizes per dimension.
struct Box {
  SmallVector<OpFoldResult> offsets, sizes;

  bool isStaticallyEmpty() const {
    return llvm::any_of(sizes, [](OpFoldResult s) {
      std::optional<int64_t> c = getConstantIntValue(s);
      return c && *c == 0;
    });
  }
};

class PadToLinalgLowering {
public:
  PadToLinalgLowering(OpBuilder &b, PadLikeOpInterface op,
                      ArrayRef<PadDimension> dims,
                      PadRunWriter *writer = nullptr,
                      const RowBands *bands = nullptr)
      : b(b), loc(op.getLoc()), op(op), a(b, loc), dims(dims),
        writer(writer), bands(bands) {}

  Value lower(Value dest) {
    if (!dest)
      dest = buildEmptyOutput(b, op, dims);
    if (op.hasInteriorPadding())
      dest = lowerInterior(dest);
    else if (fillsThenCopies(op, dest))
      dest = lowerFillThenCopy(dest);
    else
      dest = lowerBoxes(dest);
    return castToResultType(b, op, dest);
  }

private:
  int64_t rank() const { return dims.size(); }

  OpFoldResult size(OpFoldResult begin, OpFoldResult end) {
    return a.sub(end, begin);
  }

  /// Copies `source` into `dest` at `box` (with unit or given strides).
  Value copy(Value source, Value dest, Box box,
             ArrayRef<OpFoldResult> strides = {}) {
    // A source as large as a static destination of the lowering's own
    // replaces it (a destination it was given must be written).
    if (dest.getDefiningOp<tensor::EmptyOp>() &&
        source.getType() == dest.getType() &&
        cast<RankedTensorType>(dest.getType()).hasStaticShape() &&
        llvm::all_of(box.offsets, isZeroInteger) &&
        llvm::all_of(strides, isOneInteger))
      return source;
    SmallVector<OpFoldResult> unit(rank(), b.getIndexAttr(1));
    if (!clampStaticOffsets(b, box.offsets, dest))
      return dest;
    return copyToSlice(b, loc, source, dest, box.offsets, box.sizes,
                       strides.empty() ? unit : strides, writer);
  }

  /// The slice of `source` at `box`; null when it is statically empty.
  Value extract(Value source, Box box) {
    // The whole of a static source is the source itself.
    auto sourceType = cast<ShapedType>(source.getType());
    if (sourceType.hasStaticShape() &&
        llvm::all_of(box.offsets, isZeroInteger) &&
        llvm::equal(box.sizes, sourceType.getShape(),
                    [](OpFoldResult size, int64_t extent) {
                      return isConstantIntValue(size, extent);
                    }))
      return source;
    SmallVector<OpFoldResult> unit(rank(), b.getIndexAttr(1));
    if (!clampStaticOffsets(b, box.offsets, source))
      return {};
    return buildSlice(b, loc, source, box.offsets, box.sizes, unit);
  }

  Value fill(Value dest, Box box, Value value) {
    if (!clampStaticOffsets(b, box.offsets, dest))
      return dest;
    return fillSlice(b, loc, value, dest, box.offsets, box.sizes,
                     /*reducedShape=*/{}, writer);
  }

  /// `dest` with the source's `sourceBox` copied to `outBox`. Where the
  /// source is a slice of dynamic size (a tile), that size may fold to 0
  /// only later, and upstream then rejects every offset into the empty
  /// extent (a memref.subview folded from the slice's cast): the copy is
  /// guarded by the source's extents being positive (there is nothing to
  /// copy otherwise), so that it folds away with its slice.
  Value copySource(Value dest, const Box &sourceBox, const Box &outBox,
                   ArrayRef<OpFoldResult> strides = {}) {
    Value arg = getLoweringSource(op);
    // A slice (a tile's window) of a source whose extents cannot fold to 0
    // later (static and positive, or a function's argument): the copy
    // slices that source instead, at the composed offsets, and needs no
    // guard. Each offset is clamped to the last index, so that it stays
    // valid whatever folds (where the copy is not empty, it is below that
    // already). A guard is a tensor-valued scf.if, through which One-Shot
    // Bufferize cannot match a destination's extract_slice with its
    // insert_slice: the tile around it would be copied. (On buffers the
    // guard is an scf.if with no result.)
    if (isa<RankedTensorType>(arg.getType()) && isSliceOfDynamicSize(arg)) {
      // Through unit-stride slices of slices (a tile of a band) to the first
      // source whose extents cannot fold to 0, adding up their offsets.
      auto cannotFoldToZero = [](Value value) {
        auto type = cast<RankedTensorType>(value.getType());
        auto argument = dyn_cast<BlockArgument>(value);
        return (type.hasStaticShape() &&
                !llvm::is_contained(type.getShape(), 0)) ||
               (argument && argument.getOwner()->isEntryBlock() &&
                isa<FunctionOpInterface>(argument.getOwner()->getParentOp()));
      };
      SmallVector<OpFoldResult> base(rank(), a.constant(0));
      Value root = arg;
      while (auto slice = root.getDefiningOp<tensor::ExtractSliceOp>()) {
        if (slice.getSourceType().getRank() != rank() ||
            !llvm::all_of(slice.getMixedStrides(), isOneInteger))
          break;
        // (Static offsets come as i64 attributes: made `index` first.)
        for (auto [sum, offset] : llvm::zip(base, slice.getMixedOffsets())) {
          OpFoldResult index = offset;
          if (std::optional<int64_t> value = getConstantIntValue(offset))
            index = b.getIndexAttr(*value);
          sum = a.add(sum, index);
        }
        root = slice.getSource();
        if (cannotFoldToZero(root))
          break;
      }
      if (root != arg && cannotFoldToZero(root)) {
        Box composed = sourceBox;
        for (auto [dim, offset] : llvm::enumerate(composed.offsets)) {
          OpFoldResult extent = a.get(tensor::getMixedSize(b, loc, root, dim));
          OpFoldResult last =
              a.max(a.sub(extent, a.constant(1)), a.constant(0));
          offset = a.min(a.add(base[dim], offset), last);
        }
        Value source = extract(root, composed);
        return source ? copy(source, dest, outBox, strides) : dest;
      }
    }
    // Builds at `b`'s insertion point (scf.if's body builders are `b`).
    auto emit = [&]() -> Value {
      Value source = extract(arg, sourceBox);
      return source ? copy(source, dest, outBox, strides) : dest;
    };
    // The source's own extents: they fold to 0 exactly when the slice's
    // type does (the copy's sizes, computed from them, need not fold).
    SmallVector<Value> dynamicExtents;
    if (isSliceOfDynamicSize(arg))
      for (const PadDimension &d : dims)
        if (auto extent = dyn_cast<Value>(d.extent))
          dynamicExtents.push_back(extent);
    if (dynamicExtents.empty())
      return emit();
    Value zero = a.materialize(a.constant(0));
    Value positive;
    for (Value extent : dynamicExtents) {
      Value isPositive = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::sgt, extent, zero);
      positive = positive ? arith::AndIOp::create(b, loc, positive, isPositive)
                          : isPositive;
    }
    return buildIfElse(
        b, loc, positive, dest, [&](OpBuilder &, Location) { return emit(); },
        nullptr);
  }

  /// A border box in a non-constant mode: each element gathers from `arg`.
  /// Dimensions `< identityDims` lie in their copied run, where the mapping
  /// is the identity `o - p`.
  Value gather(Value dest, const Box &box, int64_t identityDims) {
    // The slice's offsets made valid; the mapping below keeps the box's own
    // (a clamped offset only occurs where the slice is empty).
    Box at = box;
    if (!clampStaticOffsets(b, at.offsets, dest))
      return dest;
    Value slice = extract(dest, at);
    bool onBuffers = isa<MemRefType>(slice.getType());
    // The border dimension's loop right inside dimension 0's: its source
    // index is then computed once per coordinate (hoisted out of the inner
    // loops), not once per element, where its amounts are known only at
    // run time. Dimension 0's loop stays outermost: for an empty output it
    // covers nothing (outExtent), however large the others are.
    SmallVector<int64_t> loopOf;
    SmallVector<AffineExpr> results;
    int64_t border = identityDims;
    for (int64_t dim = 0; dim < rank(); ++dim) {
      loopOf.push_back(dim == 0 || border == 0 ? dim
                       : dim == border         ? 1
                       : dim < border          ? dim + 1
                                               : dim);
      results.push_back(b.getAffineDimExpr(loopOf.back()));
    }
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank(), 0, results, b.getContext())};
    SmallVector<utils::IteratorType> iterators(rank(),
                                               utils::IteratorType::parallel);
    PadMode mode = op.getPadMode();
    Value arg = getLoweringSource(op);
    auto generic = linalg::GenericOp::create(
        b, loc, onBuffers ? TypeRange{} : TypeRange{slice.getType()},
        /*inputs=*/ValueRange{}, /*outputs=*/slice, maps,
        iterators, [&](OpBuilder &nb, Location nloc, ValueRange) {
          FoldingArith na(nb, nloc, a);
          SmallVector<Value> sourceIndices;
          for (int64_t dim = 0; dim < rank(); ++dim) {
            // A dimension of one element has the single index 0.
            // (A source of one element needs no coordinate: every mode
            // here reads its element.)
            OpFoldResult index =
                isOneInteger(box.sizes[dim]) ||
                        (dim >= identityDims && isOneInteger(dims[dim].extent))
                    ? OpFoldResult(nb.getIndexAttr(0))
                    : OpFoldResult(
                          linalg::IndexOp::create(nb, nloc, loopOf[dim]));
            // The output coordinate is index + offset. Inside the copied
            // run the source index is that minus p.
            OpFoldResult source;
            if (dim < identityDims) {
              OpFoldResult shift = na.sub(box.offsets[dim], dims[dim].below);
              source = addOffset(na, index, shift);
            } else {
              source = mapOutputCoordinate(na, mode, index, dims[dim],
                                           box.offsets[dim])
                           .index;
            }
            sourceIndices.push_back(na.materialize(source));
          }
          Value element = readElement(nb, nloc, arg, sourceIndices);
          linalg::YieldOp::create(nb, nloc, element);
        });
    if (onBuffers)
      return dest;
    SmallVector<OpFoldResult> unit(rank(), b.getIndexAttr(1));
    return tensor::InsertSliceOp::create(b, loc, generic.getResult(0), dest,
                                         at.offsets, at.sizes, unit);
  }

  /// The copied runs: the source's box and the output's (the copy box).
  std::pair<Box, Box> copyBoxes() {
    Box sourceBox, copyBox;
    for (const PadDimension &d : dims) {
      copyBox.offsets.push_back(d.copyBegin);
      copyBox.sizes.push_back(size(d.copyBegin, d.copyEnd));
      sourceBox.offsets.push_back(d.copySourceBegin);
    }
    sourceBox.sizes = copyBox.sizes;
    return {sourceBox, copyBox};
  }

  Value lowerBoxes(Value dest) {
    bool isConstantMode = op.getPadMode() == PadMode::Constant;
    Value padValue = isConstantMode ? getPadValueOrZero(b, op) : Value();

    auto [sourceBox, copyBox] = copyBoxes();
    // In bands, the core (the copy box and the innermost dimension's
    // borders) is written band by band.
    std::optional<int64_t> bandBytes = getBandBytes();
    if (bandBytes)
      writeCore(dest, *bandBytes);
    else if (!copyBox.isStaticallyEmpty())
      dest = copySource(dest, sourceBox, copyBox);

    // Two border boxes per dimension.
    for (int64_t i = 0; i < rank() - (bandBytes ? 1 : 0); ++i) {
      const PadDimension &di = dims[i];
      std::pair<OpFoldResult, OpFoldResult> borders[] = {
          {a.constant(0), di.copyBegin}, {di.copyEnd, di.outExtent}};
      for (auto [begin, end] : borders) {
        Box box;
        for (int64_t j = 0; j < rank(); ++j) {
          if (j < i) {
            box.offsets.push_back(copyBox.offsets[j]);
            box.sizes.push_back(copyBox.sizes[j]);
          } else if (j == i) {
            box.offsets.push_back(begin);
            box.sizes.push_back(size(begin, end));
          } else {
            box.offsets.push_back(b.getIndexAttr(0));
            box.sizes.push_back(dims[j].outExtent);
          }
        }
        if (box.isStaticallyEmpty())
          continue;
        if (isConstantMode)
          dest = fill(dest, box, padValue);
        else if (bandBytes)
          writeRows(box);
        else
          dest = gather(dest, box, /*identityDims=*/i);
      }
    }
    return dest;
  }

  /// The bytes of output per band where the pad is written in bands
  /// (RowBands; on buffers): its innermost dimension may be padded (the
  /// bands keep its border columns in cache) and its output may be larger
  /// than a band, or the bands are to run in parallel. Not for a pad with
  /// a static extent of 0 (no tile of it verifies), nor for a small
  /// constant pad (filled whole, then copied into: it stays in cache).
  std::optional<int64_t> getBandBytes() {
    ShapedType outType = op.getOutputType();
    if (!bands || bands->bandBytes < 0 || !isa<MemRefType>(outType) ||
        rank() < 2 || isSmallConstantPad(op))
      return std::nullopt;
    // (Also behind casts, which upstream folds into the bands' views.)
    Value dest = cast<PadIntoOp>(op.getOperation()).getDest();
    while (auto castOp = dest.getDefiningOp<memref::CastOp>())
      dest = castOp.getSource();
    for (Value buffer : {getLoweringSource(op), dest})
      if (llvm::is_contained(cast<ShapedType>(buffer.getType()).getShape(), 0))
        return std::nullopt;
    int64_t elementBytes = getElementByteSize(outType.getElementType());
    std::optional<uint64_t> bytes;
    if (outType.hasStaticShape())
      bytes = getKnownByteSize(outType.getShape(), elementBytes);
    // A static output that stays in cache gets bands of one row in the
    // non-constant modes: a one-row band copies its border row from the
    // one source row it mirrors, where a border box would gather it
    // element by element (constant mode's border rows are fills either
    // way).
    int64_t bandBytes = bands->bandBytes;
    if (op.getPadMode() != PadMode::Constant && bytes &&
        bands->rowBandsBelow > 0 &&
        *bytes < static_cast<uint64_t>(bands->rowBandsBelow))
      bandBytes = 0;
    if (bands->parallel)
      return bandBytes;
    // A static output of one band is one band: loops would only add IR.
    if (bytes) {
      uint64_t rowBytes =
          getKnownByteSize(outType.getShape().back(), elementBytes);
      if (*bytes <=
          std::max<uint64_t>(std::max<int64_t>(bandBytes, 0), rowBytes))
        return std::nullopt;
    }
    if (isZeroInteger(op.getMixedPaddingBelow().back()) &&
        isZeroInteger(op.getMixedPaddingAbove().back()))
      return std::nullopt;
    return bandBytes;
  }

  /// A band height: the rows of `bandBytes` (at least one), or where a
  /// height of at least half of that (and 2) divides a static copied run of
  /// `run` rows, that height: the bands then leave no rows over, and no
  /// second kind of band to lower (1x64x128x128 f32, pads 3: 8 bands of 16
  /// rows, not 4 bands of 30 and one of 8).
  OpFoldResult getBandRows(int64_t bandBytes, std::optional<int64_t> run) {
    OpFoldResult one = a.constant(1);
    OpFoldResult bytesPerElement = a.constant(
        getElementByteSize(op.getOutputType().getElementType()));
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

  /// Writes the tile of `form` at `offsets` and `sizes` (tilePad: a form on
  /// views of its source and destination) as a pad of its own.
  void writeTile(OpBuilder &tb, PadIntoOp form, ArrayRef<OpFoldResult> offsets,
                 ArrayRef<OpFoldResult> sizes) {
    // getBandBytes admits no pad with a static extent of 0: every tile
    // verifies.
    FailureOr<TilingResult> tile =
        tilePad(tb, form, offsets, sizes, form.getDest());
    if (failed(tile))
      return;
    auto tileForm = cast<PadIntoOp>(tile->tiledOps.front());
    buildPadToLinalg(tb, tileForm, tileForm.getDest(), writer);
    eraseBuiltOp(tb, tileForm);
  }

  /// The core in bands. The core is a form of its own: the copied run of
  /// the source into the copy box's rows of the output, padded in the
  /// innermost dimension only, so that its bands (one coordinate of each
  /// outer dimension, `bandBytes` of rows) are plain slices of static size.
  /// A static run that the height does not divide gets whole bands and one
  /// band of the rows left, so that every band has a static shape.
  void writeCore(Value dest, int64_t bandBytes) {
    SmallVector<OpFoldResult> sourceOffsets, sourceSizes, offsets, sizes;
    for (const PadDimension &d : ArrayRef(dims).drop_back()) {
      OpFoldResult count = size(d.copyBegin, d.copyEnd);
      if (isZeroInteger(count))
        return;
      sourceOffsets.push_back(d.copySourceBegin);
      offsets.push_back(d.copyBegin);
      sourceSizes.push_back(count);
      sizes.push_back(count);
    }
    sourceOffsets.push_back(a.constant(0));
    sourceSizes.push_back(dims.back().extent);
    offsets.push_back(a.constant(0));
    sizes.push_back(dims.back().outExtent);
    Value arg = getLoweringSource(op);
    SmallVector<OpFoldResult> unit(rank(), a.constant(1));
    if (!clampStaticOffsets(b, sourceOffsets, arg) ||
        !clampStaticOffsets(b, offsets, dest))
      return;
    SmallVector<OpFoldResult> below(rank(), a.constant(0)), above = below;
    below.back() = op.getMixedPaddingBelow().back();
    above.back() = op.getMixedPaddingAbove().back();
    // (One statement per op: the IR must not depend on the compiler's
    // order of evaluating arguments.)
    Value source = buildSlice(b, loc, arg, sourceOffsets, sourceSizes, unit);
    Value target = buildSlice(b, loc, dest, offsets, sizes, unit);
    auto core = PadIntoOp::create(b, loc, source, below, above,
                                  op.getPadMode(), op.getPadValue(),
                                  /*interior=*/ArrayRef<int64_t>{}, target);

    OpFoldResult run = sizes[rank() - 2];
    std::optional<int64_t> staticRun = getConstantIntValue(run);
    OpFoldResult height = getBandRows(bandBytes, staticRun);
    std::optional<int64_t> staticHeight = getConstantIntValue(height);
    if (staticRun && staticHeight && *staticRun % *staticHeight != 0 &&
        *staticRun > *staticHeight) {
      OpFoldResult whole = a.constant(*staticRun - *staticRun % *staticHeight);
      writeBands(core, a.constant(0), whole, height);
      writeBands(core, whole, run, a.constant(*staticRun % *staticHeight));
    } else {
      writeBands(core, a.constant(0), run, height);
    }
    eraseBuiltOp(b, core);
  }

  /// Bands of `core` of `height` rows over its rows [begin, end) (the last
  /// one shorter where `height` does not divide them), one coordinate of
  /// each outer dimension of its copied run.
  void writeBands(PadIntoOp core, OpFoldResult begin, OpFoldResult end,
                  OpFoldResult height) {
    SmallVector<OpFoldResult> firsts, lasts;
    for (const PadDimension &d : ArrayRef(dims).drop_back(2)) {
      firsts.push_back(a.constant(0));
      lasts.push_back(size(d.copyBegin, d.copyEnd));
    }
    firsts.push_back(begin);
    lasts.push_back(end);
    writeTiles(core, firsts, lasts, height, bands->parallel);
  }

  /// A border box of a non-constant mode, row by row: each row a tile that
  /// copies the one source row it mirrors and pads the innermost dimension.
  void writeRows(const Box &box) {
    SmallVector<OpFoldResult> firsts, lasts;
    for (int64_t j = 0; j < rank() - 1; ++j) {
      firsts.push_back(box.offsets[j]);
      lasts.push_back(a.add(box.offsets[j], box.sizes[j]));
    }
    writeTiles(cast<PadIntoOp>(op.getOperation()), firsts, lasts,
               a.constant(1), /*parallel=*/false);
  }

  /// The tiles of `form` over coordinates [firsts, lasts) of every
  /// dimension but the innermost (whole): one coordinate of each outer
  /// dimension and `height` rows (fewer in the last tile where `height`
  /// does not divide the rows), in a loop nest (an `scf.forall` with
  /// `parallel`).
  void writeTiles(PadIntoOp form, ArrayRef<OpFoldResult> firsts,
                  ArrayRef<OpFoldResult> lasts, OpFoldResult height,
                  bool parallel) {
    int64_t rows = rank() - 2;
    SmallVector<OpFoldResult> lbs, ubs, steps, offsets, sizes;
    SmallVector<int64_t> looped;
    for (auto [dim, first, last] : llvm::enumerate(firsts, lasts)) {
      OpFoldResult step =
          static_cast<int64_t>(dim) == rows ? height : a.constant(1);
      OpFoldResult count = a.sub(last, first);
      offsets.push_back(first);
      std::optional<int64_t> known = getConstantIntValue(count);
      std::optional<int64_t> knownStep = getConstantIntValue(step);
      if (known && knownStep && *known <= *knownStep) {
        sizes.push_back(count);
        continue;
      }
      sizes.push_back(step);
      looped.push_back(dim);
      lbs.push_back(first);
      ubs.push_back(last);
      steps.push_back(step);
    }
    if (llvm::any_of(sizes, isZeroInteger))
      return;
    offsets.push_back(a.constant(0));
    sizes.push_back(dims.back().outExtent);
    // The tiles' rows: `height` where it divides them.
    std::optional<int64_t> count =
        getConstantIntValue(a.sub(lasts[rows], firsts[rows]));
    std::optional<int64_t> step = getConstantIntValue(height);
    bool exact = count && step && *count % *step == 0;
    buildBufferLoopNest(
        b, loc, lbs, ubs, steps, parallel,
        [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
          SmallVector<OpFoldResult> at = offsets, extents = sizes;
          FoldingArith na(nb, nloc, a);
          for (auto [dim, iv] : llvm::zip_equal(looped, ivs)) {
            at[dim] = iv;
            if (dim == rows && !exact)
              extents[dim] = na.min(height, na.sub(lasts[rows], iv));
          }
          writeTile(nb, form, at, extents);
        });
  }

  /// Constant mode: fills the output, then copies `sourceBox` of the
  /// source to `outBox` with `strides`.
  Value fillThenCopy(Value dest, const Box &sourceBox, const Box &outBox,
                     ArrayRef<OpFoldResult> strides = {}) {
    // The fill covers the loop extents, not the result's: an empty output
    // such as 2^62 x 0 must not loop over its empty rows (dimension 0 covers
    // nothing then). Otherwise the box is the whole output.
    Box all;
    for (const PadDimension &d : dims) {
      all.offsets.push_back(b.getIndexAttr(0));
      all.sizes.push_back(d.outExtent);
    }
    if (!all.isStaticallyEmpty())
      dest = fill(dest, all, getPadValueOrZero(b, op));
    if (sourceBox.isStaticallyEmpty())
      return dest;
    return copySource(dest, sourceBox, outBox, strides);
  }

  /// A small output of constant mode (fillsThenCopies): the copy box over
  /// the fill.
  Value lowerFillThenCopy(Value dest) {
    auto [sourceBox, copyBox] = copyBoxes();
    return fillThenCopy(dest, sourceBox, copyBox);
  }

  /// Constant mode with interior padding: the visible source elements,
  /// inserted with stride r + 1 over the fill.
  Value lowerInterior(Value dest) {
    Box sourceBox, outBox;
    SmallVector<OpFoldResult> strides;
    for (const PadDimension &d : dims) {
      sourceBox.offsets.push_back(d.windowFirst);
      sourceBox.sizes.push_back(d.windowCount);
      outBox.offsets.push_back(d.windowOffset);
      strides.push_back(interiorStride(b, loc, d));
    }
    outBox.sizes = sourceBox.sizes;
    return fillThenCopy(dest, sourceBox, outBox, strides);
  }

  OpBuilder &b;
  Location loc;
  PadLikeOpInterface op;
  FoldingArith a;
  ArrayRef<PadDimension> dims;
  PadRunWriter *writer;
  const RowBands *bands;
};

struct PadOpToLinalg : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(op,
                       buildPad(rewriter, op, [&](ArrayRef<PadDimension> dims) {
                         return PadToLinalgLowering(rewriter, op, dims)
                             .lower(buildOutputTensor(rewriter, op, dims));
                       }));
    return success();
  }
};

struct ConvertPadToLinalgPass
    : mlir::pad::impl::ConvertPadToLinalgPassBase<ConvertPadToLinalgPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePadToLinalgPatterns(patterns);
    if (failed(applyPadConversion(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

Value mlir::pad::buildPadToLinalg(OpBuilder &b, PadLikeOpInterface op,
                                  Value dest, PadRunWriter *writer,
                                  const RowBands *bands) {
  return buildPad(b, op, [&](ArrayRef<PadDimension> dims) {
    return PadToLinalgLowering(b, op, dims, writer, bands).lower(dest);
  });
}

void mlir::pad::populatePadToLinalgPatterns(RewritePatternSet &patterns) {
  patterns.add<PadOpToLinalg>(patterns.getContext());
  patterns.add<LowerPadInto>(patterns.getContext(), buildPadToLinalg);
}
