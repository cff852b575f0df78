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
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

namespace mlir::pad {
#define GEN_PASS_DEF_CONVERTPADTOLINALGPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

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
                      PadRunWriter *writer = nullptr)
      : b(b), loc(op.getLoc()), op(op), a(b, loc), dims(dims),
        writer(writer) {}

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
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank())};
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
                    : OpFoldResult(linalg::IndexOp::create(nb, nloc, dim));
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
    if (!copyBox.isStaticallyEmpty())
      dest = copySource(dest, sourceBox, copyBox);

    // Two border boxes per dimension.
    for (int64_t i = 0; i < rank(); ++i) {
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
        dest = isConstantMode ? fill(dest, box, padValue)
                              : gather(dest, box, /*identityDims=*/i);
      }
    }
    return dest;
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
                                  Value dest, PadRunWriter *writer) {
  return buildPad(b, op, [&](ArrayRef<PadDimension> dims) {
    return PadToLinalgLowering(b, op, dims, writer).lower(dest);
  });
}

void mlir::pad::populatePadToLinalgPatterns(RewritePatternSet &patterns) {
  patterns.add<PadOpToLinalg>(patterns.getContext());
  patterns.add<LowerPadInto>(patterns.getContext(), buildPadToLinalg);
}
