//===- RowKernels.cpp - Aligned vector row kernels ------------------------===//
//
// A pad writes its output as rows that start at arbitrary offsets: a border
// element shifts every row off the 64-byte line grid. Left to LLVM, a copy of
// such rows becomes one `memcpy` call per row (whose call and dispatch cost
// rivals the copy of a short row), or vector stores that straddle two lines.
// The row kernel writes aligned vector stores of the target's width, and one
// unaligned vector at each end of the row for its head and tail (two
// overlapping narrower vectors where the row is shorter than a vector;
// scalar stores where it is streamed).
//
// When the output is larger than the caches, an ordinary store first reads
// the destination line (read-for-ownership): a third of the memory traffic is
// wasted. Above a size threshold the aligned stores are therefore
// non-temporal; LLVM only vectorises non-temporal stores it can prove
// aligned, another reason to write the kernel here.
//
//===----------------------------------------------------------------------===//

#include "RowKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::pad;

namespace mlir::pad {

/// Streamed rows align to the cache line, whatever the vector width: a
/// cached store into a line that non-temporal stores write would fetch it.
constexpr int64_t kLineBytes = 64;

/// Calls `body` with the coordinates of the first `numDims` dimensions of
/// `view`, in a loop nest without loops over dimensions of static extent 1
/// (their coordinate is `zero`): nothing folds a loop of one iteration on
/// the way to LLVM, and a band has a plane and a batch of extent 1.
static void buildNestSkippingUnitDims(
    OpBuilder &b, Location loc, Value view, int64_t numDims, Value zero,
    Value one,
    function_ref<void(OpBuilder &, Location, ArrayRef<Value>)> body) {
  auto type = cast<MemRefType>(view.getType());
  SmallVector<Value> lbs, ubs, steps;
  SmallVector<int64_t> loopDims;
  for (int64_t dim = 0; dim < numDims; ++dim) {
    int64_t extent = type.getDimSize(dim);
    if (extent == 1)
      continue;
    loopDims.push_back(dim);
    lbs.push_back(zero);
    ubs.push_back(
        ShapedType::isStatic(extent)
            ? arith::ConstantIndexOp::create(b, loc, extent).getResult()
            : memref::DimOp::create(b, loc, view, dim).getResult());
    steps.push_back(one);
  }
  scf::buildLoopNest(b, loc, lbs, ubs, steps,
                     [&](OpBuilder &nb, Location nloc, ValueRange loopIvs) {
                       SmallVector<Value> ivs(numDims, zero);
                       for (auto [dim, iv] : llvm::zip(loopDims, loopIvs))
                         ivs[dim] = iv;
                       body(nb, nloc, ivs);
                     });
}

/// Writes `dest` from `source` (or with `value`) as scalar loads and stores
/// in a loop nest over its dimensions: what convert-linalg-to-loops makes of
/// a narrow row, without its loops of one iteration.
void lowerToScalarNest(OpBuilder &b, Location loc, Value dest, Value source,
                       Value value) {
  buildNestSkippingUnitDims(
      b, loc, dest, cast<MemRefType>(dest.getType()).getRank(),
      arith::ConstantIndexOp::create(b, loc, 0),
      arith::ConstantIndexOp::create(b, loc, 1),
      [&](OpBuilder &nb, Location nloc, ArrayRef<Value> ivs) {
        Value element =
            source ? memref::LoadOp::create(nb, nloc, source, ivs).getResult()
                   : value;
        memref::StoreOp::create(nb, nloc, element, dest, ivs);
      });
}

/// How often a static streamed row's body is unrolled (streamedBodyUnroll).
constexpr int32_t kStreamedBodyUnroll = 8;
/// The name under which an `scf.for` carries LLVM loop metadata: scf-to-cf
/// moves LLVM-dialect attributes onto the loop's back edge, and
/// cf-to-llvm keeps them, where `loop_annotation` is the `llvm.br`'s own
/// attribute that mlir-translate emits as `!llvm.loop`. (Under the name
/// `llvm.loop_annotation` it would reach the `llvm.br` too, but be dropped.)
constexpr llvm::StringLiteral kLoopAnnotationName = "loop_annotation";

/// Bytes per element (pad::getElementByteSize) of the element types the row
/// kernel handles: integers and floats that fill 1, 2, 4 or 8 bytes exactly.
std::optional<int64_t> rowKernelElementBytes(Type type) {
  if (!type.isIntOrFloat())
    return std::nullopt;
  int64_t bytes = pad::getElementByteSize(type);
  if (type.getIntOrFloatBitWidth() != 8 * bytes || bytes > 8 ||
      !llvm::isPowerOf2_64(bytes))
    return std::nullopt;
  return bytes;
}

bool hasUnitInnerStride(MemRefType type) {
  if (type.getRank() == 0)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return strides.back() == 1;
}

/// The static stride of the innermost dimension, if any.
std::optional<int64_t> getInnerStride(MemRefType type) {
  if (type.getRank() == 0)
    return std::nullopt;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(strides.back()))
    return std::nullopt;
  return strides.back();
}

/// The buffer a view was cut from.
Value getRootBuffer(Value view) {
  return memref::skipViewLikeOps(cast<MemrefValue>(view));
}

/// `view` as a 1-D memref when it is contiguous, else `view`.
static Value flattenIfContiguous(OpBuilder &b, Location loc, Value view) {
  auto type = cast<MemRefType>(view.getType());
  if (type.getRank() < 2 || !isContiguousRowMajor(type))
    return view;
  ReassociationIndices all(type.getRank());
  std::iota(all.begin(), all.end(), 0);
  return memref::CollapseShapeOp::create(b, loc, view,
                                         ArrayRef<ReassociationIndices>{all});
}

namespace {
class RowKernelBuilder {
public:
  RowKernelBuilder(OpBuilder &b, Location loc, Type elementType, int64_t bytes,
                   int64_t vectorBytes, bool nontemporal)
      : b(b), loc(loc), elementType(elementType), bytes(bytes),
        vectorBytes(vectorBytes), nontemporal(nontemporal) {}

  /// Stores `source` (a memref of the same shape) or `value` into `dest`.
  void build(Value dest, Value source, Value value) {
    // Contiguous buffers are one row: no loop, no per-row peeling.
    if (!source || isContiguousRowMajor(cast<MemRefType>(source.getType()))) {
      Value flatDest = flattenIfContiguous(b, loc, dest);
      if (flatDest != dest) {
        dest = flatDest;
        if (source)
          source = flattenIfContiguous(b, loc, source);
      }
    }
    forEachRow(dest, source, [&](Value rowDest, Value rowSource, Value n) {
      storeRow(rowDest, rowSource, value, n);
    });
  }

  /// Copies `source` (unit innermost stride) into `dest`, whose innermost
  /// stride is `stride` (2 or more): interior padding's strided write.
  /// With `gap`, every row's span is written whole, `gap` between the
  /// elements (interleaveRow); without, the elements only (spreadRow).
  void buildSpread(Value dest, Value source, int64_t stride, Value gap) {
    forEachRow(dest, source, [&](Value rowDest, Value rowSource, Value n) {
      if (gap)
        interleaveRow(rowDest, rowSource, n, stride, gap);
      else
        spreadRow(rowDest, rowSource, n, stride);
    });
  }

private:
  Value constant(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }

  /// Unroll the streamed body of a static row kStreamedBodyUnroll times,
  /// never fully. Where LLVM can count a row's vectors (static length, and
  /// the output's alignment known, as for a buffer the kernel allocates) it
  /// unrolls the whole row into one run of non-temporal stores, and on Zen 5
  /// that runs slower than the 8-way loop it builds when the count is only
  /// known at run time: W1 reflect, the same kernel writing the same heap
  /// buffers, 3.78 ms fully unrolled against 2.69 ms in the loop. Rows of
  /// dynamic length keep LLVM's choice: forcing 8 there gives a loop with an
  /// exit test after every vector, and W5 symmetric on the scf route took
  /// 6.1 - 6.3 ms against 3.2 - 3.8 ms without the annotation.
  Attribute streamedBodyUnroll() {
    MLIRContext *ctx = b.getContext();
    auto unroll = LLVM::LoopUnrollAttr::get(
        ctx, /*disable=*/nullptr, b.getI32IntegerAttr(kStreamedBodyUnroll),
        /*runtimeDisable=*/nullptr, /*full=*/nullptr, {}, {}, {});
    return LLVM::LoopAnnotationAttr::get(ctx, {}, {}, {}, unroll, {}, {}, {},
                                         {}, {}, {}, {}, {}, {}, {}, {});
  }

  /// Calls `body` with the 1-D rows of `dest` and `source` (null for a
  /// fill) and their length, in a loop nest over the outer dimensions.
  void forEachRow(Value dest, Value source,
                  function_ref<void(Value, Value, Value)> body) {
    auto destType = cast<MemRefType>(dest.getType());
    int64_t rank = destType.getRank();
    Value zero = constant(0), one = constant(1);
    // A static row length stays a constant: storeRow tells static rows by it.
    int64_t staticLength = destType.getShape().back();
    Value n = ShapedType::isStatic(staticLength)
                  ? constant(staticLength)
                  : memref::DimOp::create(b, loc, dest, rank - 1).getResult();
    buildNestSkippingUnitDims(
        b, loc, dest, rank - 1, zero, one,
        [&](OpBuilder &nb, Location, ArrayRef<Value> ivs) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          Value rowDest = row(dest, ivs, n);
          Value rowSource = source ? row(source, ivs, n) : Value();
          body(rowDest, rowSource, n);
        });
  }

  /// dest[i * stride] = source[i] for i < n, a vector of source elements at
  /// a time: load the destination's span, shuffle the source elements into
  /// every stride-th lane, store the span back. The lanes in between are
  /// stored unchanged (in a pad, the fill just wrote them and they are in
  /// L1). Only spans that end within the row's last element are written
  /// whole, so no store reaches past the view; the rest is element by
  /// element.
  void spreadRow(Value dest, Value source, Value n, int64_t stride) {
    int64_t sourceLanes = std::max<int64_t>(1, vectorBytes / bytes / stride);
    int64_t spanLanes = sourceLanes * stride;
    auto sourceVector = VectorType::get({sourceLanes}, elementType);
    auto spanVector = VectorType::get({spanLanes}, elementType);
    SmallVector<int64_t> mask;
    for (int64_t k = 0; k < spanLanes; ++k)
      mask.push_back(k % stride == 0 ? spanLanes + k / stride : k);

    Value span;
    Value flat = spanOf(dest, n, stride, span);
    Value zero = constant(0);
    Value last = arith::SubIOp::create(b, loc, n, constant(1));

    // Whole spans for source elements [0, vectorEnd): the last one ends at
    // vectorEnd * stride - 1 <= (n - 1) * stride.
    Value lanes = constant(sourceLanes);
    Value nonNegativeLast = arith::MaxSIOp::create(b, loc, last, zero);
    Value vectorCount = arith::DivUIOp::create(b, loc, nonNegativeLast, lanes);
    Value vectorEnd = arith::MulIOp::create(b, loc, vectorCount, lanes);
    scf::ForOp::create(
        b, loc, zero, vectorEnd, lanes, ValueRange{},
        [&](OpBuilder &lb, Location lloc, Value i, ValueRange) {
          Value at = arith::MulIOp::create(
              lb, lloc, i, arith::ConstantIndexOp::create(lb, lloc, stride));
          Value old = vector::LoadOp::create(lb, lloc, spanVector, flat,
                                             ValueRange{at});
          Value elements = vector::LoadOp::create(lb, lloc, sourceVector,
                                                  source, ValueRange{i});
          Value spread =
              vector::ShuffleOp::create(lb, lloc, old, elements, mask);
          vector::StoreOp::create(lb, lloc, spread, flat, ValueRange{at});
          scf::YieldOp::create(lb, lloc);
        });
    scalarLoop(vectorEnd, n, dest, source, Value());
  }

  /// The elements of `row` (unit stride, `n` long) before its first address
  /// that is a multiple of `alignBytes`, at most n.
  Value elementsToBoundary(Value row, Value n, int64_t alignBytes) {
    Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, row);
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, row);
    Value offsetBytes =
        arith::MulIOp::create(b, loc, metadata.getOffset(), constant(bytes));
    Value address = arith::AddIOp::create(b, loc, base, offsetBytes);
    Value misalignment =
        arith::RemUIOp::create(b, loc, address, constant(alignBytes));
    Value toBoundary =
        arith::SubIOp::create(b, loc, constant(alignBytes), misalignment);
    Value headBytes =
        arith::RemUIOp::create(b, loc, toBoundary, constant(alignBytes));
    Value headElements =
        arith::DivUIOp::create(b, loc, headBytes, constant(bytes));
    return arith::MinUIOp::create(b, loc, headElements, n).getResult();
  }

  /// The row of `dest` (innermost stride `stride`) as contiguous memory:
  /// its (n - 1) * stride + 1 elements (none if n is 0), from the first one
  /// it views.
  Value spanOf(Value dest, Value n, int64_t stride, Value &spanLength) {
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, dest);
    // One statement per op: argument evaluation order is unspecified, and
    // the IR must not depend on the compiler.
    Value last = arith::SubIOp::create(b, loc, n, constant(1));
    Value lastOffset = arith::MulIOp::create(b, loc, last, constant(stride));
    Value span = arith::AddIOp::create(b, loc, lastOffset, constant(1));
    // An empty row spans nothing (not 1 - stride elements).
    spanLength = arith::MaxSIOp::create(b, loc, span, constant(0));
    auto flatType = MemRefType::get(
        {ShapedType::kDynamic}, elementType,
        StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic, {1}));
    return memref::ReinterpretCastOp::create(
        b, loc, flatType, metadata.getBaseBuffer(),
        OpFoldResult(metadata.getOffset()), ArrayRef<OpFoldResult>{spanLength},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  }

  /// dest[i * stride] = source[i] for i < n, and `gap` at every position in
  /// between: the row's span written whole, each element once. The span's
  /// aligned part goes out in whole vectors (lines where the kernel
  /// streams), each holding lanes / stride source elements at the lanes of
  /// one phase: the lane the first of them falls on, the same in every
  /// vector of a row, so each phase has its own loop and shuffle. The
  /// unaligned ends are stored element by element.
  void interleaveRow(Value dest, Value source, Value n, int64_t stride,
                     Value gap) {
    int64_t storeBytes = nontemporal ? kLineBytes : vectorBytes;
    int64_t lanes = storeBytes / bytes;
    int64_t sourceLanes = lanes / stride;
    auto spanVector = VectorType::get({lanes}, elementType);
    auto sourceVector = VectorType::get({sourceLanes}, elementType);
    Value spanLength;
    Value flat = spanOf(dest, n, stride, spanLength);
    // Element or gap at span position p, element by element.
    auto scalarRun = [&](Value begin, Value end) {
      scf::ForOp::create(
          b, loc, begin, end, constant(1), ValueRange{},
          [&](OpBuilder &lb, Location lloc, Value p, ValueRange) {
            Value s = arith::ConstantIndexOp::create(lb, lloc, stride);
            Value i = arith::DivUIOp::create(lb, lloc, p, s);
            Value onGrid = arith::CmpIOp::create(
                lb, lloc, arith::CmpIPredicate::eq,
                arith::RemUIOp::create(lb, lloc, p, s),
                arith::ConstantIndexOp::create(lb, lloc, 0));
            // i < n for every p of the span: the load is in bounds.
            Value element = memref::LoadOp::create(lb, lloc, source, i);
            Value v = arith::SelectOp::create(lb, lloc, onGrid, element, gap);
            memref::StoreOp::create(lb, lloc, v, flat, p);
            scf::YieldOp::create(lb, lloc);
          });
    };
    Value head = elementsToBoundary(flat, spanLength, storeBytes);
    Value rest = arith::SubIOp::create(b, loc, spanLength, head);
    Value vectors = arith::DivUIOp::create(b, loc, rest, constant(lanes));
    Value bodyLanes = arith::MulIOp::create(b, loc, vectors, constant(lanes));
    Value bodyEnd = arith::AddIOp::create(b, loc, head, bodyLanes);
    scalarRun(constant(0), head);
    // The phase: the first lane of each vector that holds an element.
    // A vector at e (e = head + k * lanes, lanes a multiple of stride)
    // holds the elements at lanes phase, phase + stride, ..., the first of
    // them source[(e + phase) / stride]; the span's end bounds the loads.
    Value headRem = arith::RemUIOp::create(b, loc, head, constant(stride));
    Value toGrid = arith::SubIOp::create(b, loc, constant(stride), headRem);
    Value phase = arith::RemUIOp::create(b, loc, toGrid, constant(stride));
    Value gapVector = vector::BroadcastOp::create(b, loc, spanVector, gap);
    auto body = [&](OpBuilder &pb, int64_t phaseValue) {
      SmallVector<int64_t> mask;
      for (int64_t k = 0; k < lanes; ++k)
        mask.push_back(k >= phaseValue && (k - phaseValue) % stride == 0
                           ? lanes + (k - phaseValue) / stride
                           : k);
      Location l = loc;
      scf::ForOp::create(
          pb, l, head, bodyEnd, arith::ConstantIndexOp::create(pb, l, lanes),
          ValueRange{}, [&](OpBuilder &lb, Location lloc, Value e, ValueRange) {
            Value first = arith::AddIOp::create(
                lb, lloc, e,
                arith::ConstantIndexOp::create(lb, lloc, phaseValue));
            Value i = arith::DivUIOp::create(
                lb, lloc, first,
                arith::ConstantIndexOp::create(lb, lloc, stride));
            Value elements = vector::LoadOp::create(lb, lloc, sourceVector,
                                                    source, ValueRange{i});
            Value v =
                vector::ShuffleOp::create(lb, lloc, gapVector, elements, mask);
            vector::StoreOp::create(lb, lloc, v, flat, ValueRange{e},
                                    nontemporal, llvm::MaybeAlign(storeBytes));
            scf::YieldOp::create(lb, lloc);
          });
    };
    SmallVector<int64_t> otherPhases;
    for (int64_t k = 1; k < stride; ++k)
      otherPhases.push_back(k);
    auto phaseSwitch = scf::IndexSwitchOp::create(
        b, loc, TypeRange{}, phase, otherPhases, otherPhases.size());
    for (auto [region, phaseValue] :
         llvm::zip(phaseSwitch.getCaseRegions(), otherPhases)) {
      OpBuilder pb = OpBuilder::atBlockBegin(&region.emplaceBlock());
      body(pb, phaseValue);
      scf::YieldOp::create(pb, loc);
    }
    {
      OpBuilder pb = OpBuilder::atBlockBegin(
          &phaseSwitch.getDefaultRegion().emplaceBlock());
      body(pb, 0);
      scf::YieldOp::create(pb, loc);
    }
    scalarRun(bodyEnd, spanLength);
  }

  /// The 1-D row of `view` at outer coordinates `ivs`.
  Value row(Value view, ValueRange ivs, Value n) {
    auto type = cast<MemRefType>(view.getType());
    int64_t rank = type.getRank();
    if (rank == 1)
      return view;
    SmallVector<OpFoldResult> offsets(ivs.begin(), ivs.end());
    offsets.push_back(b.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes(rank - 1, b.getIndexAttr(1));
    sizes.push_back(n);
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    auto rowType = cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
        {ShapedType::kDynamic}, type, offsets, sizes, strides));
    return memref::SubViewOp::create(b, loc, rowType, view, offsets, sizes,
                                     strides);
  }

  /// Element by element over [begin, end).
  void scalarLoop(Value begin, Value end, Value dest, Value source,
                  Value value) {
    scf::ForOp::create(
        b, loc, begin, end, constant(1), ValueRange{},
        [&](OpBuilder &lb, Location lloc, Value i, ValueRange) {
          Value element =
              source ? memref::LoadOp::create(lb, lloc, source, i).getResult()
                     : value;
          memref::StoreOp::create(lb, lloc, element, dest, i);
          scf::YieldOp::create(lb, lloc);
        });
  }

  /// The `count` elements from `at` on, `count` at most `maxCount`: one
  /// vector per set bit of `count`, widest first. An edge of a row is a
  /// handful of elements; left as a loop, LLVM makes it a call of `memset`
  /// or `memcpy`, which costs more than the stores (on the Zen 4, W1's
  /// kernel of dynamic shape took 1.15 - 1.41 of the static one's time with
  /// the calls, 0.95 - 1.15 without).
  void ladderRun(Value at, Value count, int64_t maxCount, Value dest,
                 Value source, Value value) {
    Value zero = constant(0);
    int64_t widest = maxCount > 0 ? llvm::bit_floor<uint64_t>(maxCount) : 0;
    for (int64_t width = widest; width >= 1; width /= 2) {
      // The elements of the wider pieces come first.
      Value start = at;
      if (width < widest)
        start = arith::AddIOp::create(
            b, loc, at,
            arith::AndIOp::create(b, loc, count, constant(~(2 * width - 1))));
      Value bit = arith::AndIOp::create(b, loc, count, constant(width));
      Value set =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, bit, zero);
      auto type = VectorType::get({width}, elementType);
      Value v = source ? Value()
                       : vector::BroadcastOp::create(b, loc, type, value)
                             .getResult();
      auto ifOp = scf::IfOp::create(b, loc, set, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      if (source)
        v = vector::LoadOp::create(b, loc, type, source, ValueRange{start});
      vector::StoreOp::create(b, loc, v, dest, ValueRange{start});
    }
  }

  /// The first `count` lanes (at most one vector) from `at` on, masked.
  void maskedRun(Value at, Value count, Value dest, Value source,
                 Value splat, VectorType vectorType) {
    // lane < count, spelled out: `vector.create_mask` has no lowering in
    // `--convert-to-llvm`. `count` is at most one vector, so i32 lanes hold it.
    int64_t lanes = vectorType.getNumElements();
    auto laneType = VectorType::get({lanes}, b.getI32Type());
    SmallVector<int32_t> laneIds(lanes);
    std::iota(laneIds.begin(), laneIds.end(), 0);
    Value laneIndex = arith::ConstantOp::create(
        b, loc, laneType, DenseElementsAttr::get(laneType, ArrayRef(laneIds)));
    Value bound = vector::BroadcastOp::create(
        b, loc, laneType,
        arith::IndexCastOp::create(b, loc, b.getI32Type(), count));
    Value mask = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                       laneIndex, bound);
    Value v = splat;
    if (source) {
      Value passThru = arith::ConstantOp::create(
          b, loc, vectorType, b.getZeroAttr(vectorType));
      v = vector::MaskedLoadOp::create(b, loc, vectorType, source,
                                       ValueRange{at}, mask, passThru);
    }
    vector::MaskedStoreOp::create(b, loc, dest, ValueRange{at}, mask, v);
  }

  /// A static row of `length` elements, shorter than a vector: `width`
  /// elements at 0 and `width` ending at the row's end, `width` the widest
  /// half or quarter vector that fits. Rows under kNarrowRowBytes never get
  /// here (see rewrite); were one to, it would be stored element by element.
  void storeShortRow(Value dest, Value source, Value value, int64_t length) {
    int64_t width = vectorBytes / bytes / 2;
    while (width > length && width * bytes > kNarrowRowBytes)
      width /= 2;
    if (width > length) {
      scalarLoop(constant(0), constant(length), dest, source, value);
      return;
    }
    auto type = VectorType::get({width}, elementType);
    Value fill =
        source ? Value()
               : vector::BroadcastOp::create(b, loc, type, value).getResult();
    auto store = [&](int64_t at) {
      Value v = source ? vector::LoadOp::create(b, loc, type, source,
                                                ValueRange{constant(at)})
                             .getResult()
                       : fill;
      vector::StoreOp::create(b, loc, v, dest, ValueRange{constant(at)});
    };
    store(0);
    if (length > width)
      store(length - width);
  }

  void storeRow(Value dest, Value source, Value value, Value n) {
    // Streamed rows store whole lines whatever the vector width (LLVM splits
    // a line into the target's vectors): on Zen 4, 32-byte non-temporal
    // stores took W1 from 0.65 - 0.96 of memcpy to 1.36 - 1.55.
    int64_t storeBytes = nontemporal ? kLineBytes : vectorBytes;
    int64_t lanes = storeBytes / bytes;
    auto vectorType = VectorType::get({lanes}, elementType);
    std::optional<int64_t> staticLength = getConstantIntValue(n);
    // Elements up to the aligned stores' grid (the vector, or the line for
    // streamed rows). Built only by the paths that align, where used.
    auto head = [&] { return elementsToBoundary(dest, n, storeBytes); };
    // The end of the most whole vectors that fit after `head`.
    auto alignedEnd = [&](Value head) {
      Value rest = arith::SubIOp::create(b, loc, n, head);
      Value vectors = arith::DivUIOp::create(b, loc, rest, constant(lanes));
      Value bodyLanes =
          arith::MulIOp::create(b, loc, vectors, constant(lanes));
      return arith::AddIOp::create(b, loc, head, bodyLanes).getResult();
    };

    // A static row shorter than a vector: two overlapping unaligned vectors
    // of half a vector, or of a quarter if that is what fits (as memcpy
    // does short sizes). No mask and no branch: a masked store
    // (`vmaskmovps`) is slow with AVX2 on AMD Zen (a 5x7 to 8x10 pad: 24 ns
    // per call against 52 with masked rows, bench/outline_cost.py); narrower
    // masked moves need AVX-512BW. (Rows of unknown length keep one masked
    // store: a ladder of branches measured no better on dynamic pads.)
    if (staticLength && *staticLength < lanes && !nontemporal) {
      storeShortRow(dest, source, value, *staticLength);
      return;
    }

    Value fill = source ? Value()
                        : vector::BroadcastOp::create(b, loc, vectorType, value)
                              .getResult();
    // A mask of zero lanes touches no memory, so head and tail need no
    // branch. x86 has masked moves of 4- and 8-byte elements everywhere
    // (AVX); narrower masked moves need AVX-512BW, and LLVM's expansion
    // without it fails on bf16, so narrow elements take scalar loops. So
    // do the edges of streamed rows (less than a line each): with AVX2 on
    // AMD Zen a masked store costs more than the scalar stores it replaces
    // (W1 constant: 1.02 - 1.13 of memcpy masked, 0.89 - 0.95 scalar).
    auto edge = [&](Value begin, Value end) {
      Value count = arith::SubIOp::create(b, loc, end, begin);
      if (bytes >= 4 && !nontemporal)
        maskedRun(begin, count, dest, source, fill, vectorType);
      else
        ladderRun(begin, count,
                  staticLength ? std::min(lanes - 1, *staticLength)
                               : lanes - 1,
                  dest, source, value);
    };
    auto body = [&](Value begin, Value end) {
      auto forOp = scf::ForOp::create(
          b, loc, begin, end, constant(lanes), ValueRange{},
          [&](OpBuilder &lb, Location lloc, Value i, ValueRange) {
            Value v = source ? vector::LoadOp::create(lb, lloc, vectorType,
                                                      source, ValueRange{i})
                                   .getResult()
                             : fill;
            vector::StoreOp::create(lb, lloc, v, dest, ValueRange{i},
                                    nontemporal, llvm::MaybeAlign(storeBytes));
            scf::YieldOp::create(lb, lloc);
          });
      if (nontemporal && staticLength)
        forOp->setAttr(kLoopAnnotationName, streamedBodyUnroll());
    };
    if (nontemporal) {
      // A cached store into a streamed line would fetch it again: the
      // edges write only their own line.
      Value bodyBegin = head();
      Value bodyEnd = alignedEnd(bodyBegin);
      edge(constant(0), bodyBegin);
      body(bodyBegin, bodyEnd);
      edge(bodyEnd, n);
      return;
    }
    auto unalignedVector = [&](Value at) {
      Value v = source ? vector::LoadOp::create(b, loc, vectorType, source,
                                                ValueRange{at})
                             .getResult()
                       : fill;
      vector::StoreOp::create(b, loc, v, dest, ValueRange{at});
    };
    // A static row of at least two vectors runs the aligned loop a fixed
    // number of times, whatever its alignment: the most vectors that fit
    // after any head. LLVM then knows the trip count and unrolls the loop
    // whole; with the count varying by row (W3's rows shift 8 bytes against
    // the lines from one row to the next), it runs a remainder loop whose
    // exit mispredicts: W3 reflect, linalg-into, 49 - 52 GB/s against
    // 54 - 56 with the fixed count (three alternating process pairs). The
    // loop ends at or after `trips * lanes`; where that may fall short of
    // the last vector's start, one more unaligned vector covers the gap
    // (not for a row of whole vectors, such as W3's 224 f32: each store
    // less per row is one store buffer entry less waiting on its line).
    if (staticLength && *staticLength >= 2 * lanes) {
      int64_t trips = (*staticLength - (lanes - 1)) / lanes;
      unalignedVector(constant(0));
      Value bodyBegin = head();
      body(bodyBegin,
           arith::AddIOp::create(b, loc, bodyBegin, constant(trips * lanes)));
      if (trips * lanes < *staticLength - lanes)
        unalignedVector(constant(*staticLength - 2 * lanes));
      unalignedVector(constant(*staticLength - lanes));
      return;
    }
    // Static rows shorter than that need no alignment and no branch: two
    // unaligned vectors that overlap cover one to two vectors' worth.
    if (staticLength) {
      unalignedVector(constant(0));
      if (*staticLength > lanes)
        unalignedVector(constant(*staticLength - lanes));
      return;
    }
    // A row of at least one vector needs no masks: one unaligned vector at
    // each end covers head and tail, overlapping the aligned stores with
    // the same values. Masked stores are cheap with AVX-512 but slow with
    // AVX2 on AMD Zen (vmaskmovps); unaligned stores are cheap on both.
    Value wide = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, n,
                                       constant(lanes));
    auto ifOp = scf::IfOp::create(b, loc, wide, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    unalignedVector(constant(0));
    Value bodyBegin = head();
    body(bodyBegin, alignedEnd(bodyBegin));
    unalignedVector(arith::SubIOp::create(b, loc, n, constant(lanes)));
    b.setInsertionPointToStart(ifOp.elseBlock());
    edge(constant(0), n);
  }

  OpBuilder &b;
  Location loc;
  Type elementType;
  int64_t bytes;
  /// The width of the kernels' vectors (`vector-bytes`).
  int64_t vectorBytes;
  bool nontemporal;
};

} // namespace

void buildRowKernel(OpBuilder &b, Location loc, Value dest, Value source,
                    Value value, int64_t vectorBytes, bool nontemporal) {
  Type elementType = cast<MemRefType>(dest.getType()).getElementType();
  RowKernelBuilder(b, loc, elementType, *rowKernelElementBytes(elementType),
                   vectorBytes, nontemporal)
      .build(dest, source, value);
}

void buildSpreadKernel(OpBuilder &b, Location loc, Value dest, Value source,
                       int64_t stride, Value gap, int64_t vectorBytes,
                       bool nontemporal) {
  Type elementType = cast<MemRefType>(dest.getType()).getElementType();
  RowKernelBuilder(b, loc, elementType, *rowKernelElementBytes(elementType),
                   vectorBytes, nontemporal)
      .buildSpread(dest, source, stride, gap);
}

} // namespace mlir::pad
