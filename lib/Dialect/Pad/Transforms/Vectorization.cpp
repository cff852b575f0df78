//===- Vectorization.cpp - pad.pad to vector ops on tensors ---------------===//
//
// A pad becomes one vector of its output, built row by row (a row runs
// along the innermost dimension) and written into an empty tensor:
//
//   - The vector is unrolled over the outer dimensions, so a row's outer
//     output coordinates are constants and the shared mapping
//     (IndexMapping.h) gives the one source row it reads. A row that maps
//     to pad (constant mode), or lies beyond a masked output, is masked out.
//   - Along a row whose geometry is static, each lane's source index is
//     known: the row is a few in-bounds `vector.transfer_read`s of the
//     source row and one `vector.shuffle` that places their elements and the
//     pad value. Constant borders, edge broadcasts, the reversed runs of
//     reflect and symmetric, wrap's two runs and interior padding's spread
//     are all that one shuffle.
//   - Along a row whose geometry is dynamic (a tile's, whose pads depend on
//     the loop around it), the lanes fall into monotone runs of the
//     mapping, computed once on a vector of lane coordinates: each run is a
//     `vector.gather` of contiguous indices at the run's offset, masked to
//     its lanes (a masked load once canonicalized on buffers), decreasing
//     runs read in reversed lane order. Lanes no run covers (interior
//     padding; a periodic source shorter than half the row) gather their
//     elements one by one.
//   - Reads of the pad's whole result by a vectorized consumer take the
//     vector itself (forwardReads): the padded tile is never written.
//
// No branch anywhere: what is outside the source is masked, and masked-off
// lanes are never read (a gather's masked-off indices may lie anywhere,
// which no transfer_read allows for a run that starts before the row).
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/Transforms/Vectorization.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

std::optional<std::string>
mlir::pad::getPadVectorizationFailure(PadOp pad,
                                      ArrayRef<int64_t> vectorSizes) {
  RankedTensorType type = pad.getResultType();
  std::string reason;
  llvm::raw_string_ostream os(reason);
  if (!VectorType::isValidElementType(type.getElementType())) {
    os << "its element type '" << type.getElementType()
       << "' cannot be the element type of a vector";
    return reason;
  }
  // The buffers of MLIR hold an element narrower than a byte in a byte of
  // its own; LLVM's vector of it is packed bits, so a vector load or store
  // of such a buffer would read or write the wrong elements.
  Type elementType = type.getElementType();
  if (elementType.isIntOrFloat() &&
      elementType.getIntOrFloatBitWidth() % 8 != 0) {
    os << "its element type '" << type.getElementType()
       << "' fills no whole number of bytes, which vectors in memory pack";
    return reason;
  }
  ArrayRef<int64_t> shape = type.getShape();
  if (vectorSizes.empty()) {
    if (!type.hasStaticShape()) {
      os << "its result '" << type
         << "' has a dynamic shape: give vector_sizes (masked vectorization)";
      return reason;
    }
    vectorSizes = shape;
  } else if (vectorSizes.size() != shape.size()) {
    os << "vector_sizes has " << vectorSizes.size()
       << " entries for a result of rank " << shape.size();
    return reason;
  }
  int64_t elements = 1;
  for (auto [dim, size, extent] : llvm::enumerate(vectorSizes, shape)) {
    if (size < 0 || (size == 0 && extent != 0)) {
      os << "the vector size of dimension " << dim << " is " << size
         << ": it must be positive";
      return reason;
    }
    if (!ShapedType::isDynamic(extent) && size < extent) {
      os << "the vector size of dimension " << dim << " is " << size
         << ", smaller than the result's extent " << extent;
      return reason;
    }
    elements = size > kMaxVectorizedElements ? kMaxVectorizedElements + 1
                                             : elements * size;
    if (elements > kMaxVectorizedElements) {
      os << "its vector would have more than " << kMaxVectorizedElements
         << " elements: tile the pad first";
      return reason;
    }
  }
  if (!type.hasStaticShape()) {
    int64_t rows = 1;
    for (int64_t size : vectorSizes.drop_back())
      rows = std::min(rows * size, kMaxMaskedRows + 1);
    if (rows > kMaxMaskedRows) {
      os << "its masked vector would have more than " << kMaxMaskedRows
         << " rows, each with its geometry computed at run time: tile the "
            "pad first";
      return reason;
    }
  }
  return std::nullopt;
}

namespace {

/// Builds the vector of one pad's output from its geometry.
class PadVectorBuilder {
public:
  PadVectorBuilder(RewriterBase &b, PadOp pad, ArrayRef<PadDimension> dims,
                   ArrayRef<int64_t> shape)
      : b(b), loc(pad.getLoc()), pad(pad), dims(dims), shape(shape),
        mode(pad.getPadMode()), arith(b, loc) {}

  /// The output written into an empty tensor; null where every use of the
  /// pad was a read that forwardReads answered.
  Value build();

private:
  /// Dimension `dim`'s interior, saturated so that r + 1 fits in 64 bits
  /// (an interior that large has one element on its grid either way).
  int64_t interior(int64_t dim) const {
    return std::min(dims[dim].interior,
                    std::numeric_limits<int64_t>::max() - 1);
  }
  /// The row at source row `indices` (all but the innermost index), whose
  /// lanes are read only where `valid` holds.
  Value buildRow(ArrayRef<Value> indices, OpFoldResult valid);
  Value buildStaticRow(ArrayRef<Value> indices, Value validMask,
                       int64_t extent, int64_t below, int64_t outExtent);
  /// Plans how every row of static geometry reads and places its lanes.
  void planStaticRows(int64_t extent, int64_t below, int64_t outExtent);
  /// A row of dynamic geometry (planRows).
  Value buildDynamicRow(ArrayRef<Value> indices, Value valid);
  /// Plans how every row of dynamic geometry reads its source row.
  void planRows();
  /// `vector.broadcast` of the fill value.
  Value broadcastFill(ArrayRef<int64_t> vectorShape);
  Value indexConstant(int64_t value);
  /// Replaces each `vector.transfer_read` of the pad's whole result
  /// (through `tensor.cast`s) into a vector of `vector`'s type by `vector`
  /// itself, its masked-off and out-of-bounds lanes by the read's padding,
  /// and, where every lane of `vector` is an output element, each
  /// unmasked in-bounds read of a box of the result (through static
  /// `tensor.extract_slice`s: a decomposed convolution's window) by a slice
  /// of it. Returns whether those reads were the only uses, with
  /// `tensor.dim`s (the casts and slices are then erased, the dims
  /// replaced by the extents).
  bool forwardReads(Value vector, ArrayRef<OpFoldResult> extents);

  RewriterBase &b;
  Location loc;
  PadOp pad;
  ArrayRef<PadDimension> dims;
  ArrayRef<int64_t> shape;
  PadMode mode;
  FoldingArith arith;
  /// The value of lanes outside the source: the pad value in constant mode;
  /// in the other modes only lanes beyond a masked output, never written.
  Value fill;
  /// Broadcasts of `fill`, built once per type where first needed: the
  /// rows are built in order in one block, so they dominate every later
  /// row.
  llvm::DenseMap<Type, Value> fills;
  /// A run of lanes that reads a contiguous run of the source row: a
  /// gather at `offset` with the lanes' own indices (vector.step), which
  /// canonicalization turns into a masked load on buffers; read in reversed
  /// lane order where the mapping decreases. `offset` may lie outside the
  /// row: masked-off lanes are not read.
  struct RowRun {
    Value offset, mask;
    bool reversed;
  };
  /// How rows of static geometry read their source row (the runs of
  /// source indices, as {first, length}) and place its elements (shuffle
  /// lanes into the concatenated reads, the pad value past them): the same
  /// for every row, so computed once.
  struct StaticRowPlan {
    SmallVector<std::pair<int64_t, int64_t>> reads;
    SmallVector<int64_t> lanes;
    bool needsFill = false;
  };
  std::optional<StaticRowPlan> staticPlan;
  /// How rows of dynamic geometry read their source row: the same for
  /// every row, so built once.
  struct RowPlan {
    Value step;
    SmallVector<RowRun> runs;
    /// Edge: the lanes below the source (the others beyond it take the last
    /// element).
    Value edgeBelow;
    /// Lanes no run covers (interior padding; a periodic mode's source
    /// shorter than half the row), gathered element by element.
    Value gatherIndex, gatherMask;
  } plan;
};

} // namespace

Value PadVectorBuilder::broadcastFill(ArrayRef<int64_t> vectorShape) {
  auto type = VectorType::get(vectorShape, fill.getType());
  Value &broadcast = fills[type];
  if (!broadcast)
    broadcast = vector::BroadcastOp::create(b, loc, type, fill);
  return broadcast;
}

Value PadVectorBuilder::indexConstant(int64_t value) {
  return arith.materialize(arith.constant(value));
}

Value PadVectorBuilder::build() {
  Type elementType = pad.getResultType().getElementType();
  fill = mode == PadMode::Constant
             ? getPadValueOrZero(b, pad)
             : arith::ConstantOp::create(b, loc, elementType,
                                         b.getZeroAttr(elementType))
                   .getResult();
  int64_t rank = shape.size();
  SmallVector<OpFoldResult> extents;
  bool masked = false;
  for (auto [dim, size] : llvm::enumerate(shape)) {
    extents.push_back(dims[dim].resultExtent);
    masked |= getConstantIntValue(extents.back()) != size;
    // The vector sizes bound a masked result: a larger one at run time
    // would leave elements past them unwritten. It stops with a message
    // instead (spec section 5), as rule 9's checks do.
    OpFoldResult fits =
        arith.lt(extents.back(), arith.constant(size + 1));
    if (FoldingArith::getKnownBool(fits) != true)
      cf::AssertOp::create(
          b, loc, arith.materialize(fits),
          llvm::formatv("pad.pad: the extent of dimension {0} of the result "
                        "exceeds its vector size {1} "
                        "(transform.pad.vectorize vector_sizes)",
                        dim, size)
              .str());
  }

  // Rank 1 has one row, the output itself.
  Value output = rank == 1 ? Value() : broadcastFill(shape);
  ArrayRef<int64_t> outerShape = shape.drop_back();
  int64_t rows = 1;
  for (int64_t size : outerShape)
    rows *= size;
  // In the periodic modes, an outer dimension's source indices: m = k mod P
  // for its first coordinate, then one more per coordinate, wrapped to 0 at
  // P (a division per dimension, not per row).
  bool periodic = mode == PadMode::Reflect || mode == PadMode::Symmetric ||
                  mode == PadMode::Wrap;
  SmallVector<SmallVector<OpFoldResult>> periodicIndices(outerShape.size());
  for (int64_t dim = 0; periodic && dim < rank - 1; ++dim) {
    const PadDimension &d = dims[dim];
    OpFoldResult zero = arith.constant(0);
    OpFoldResult period = periodOf(arith, mode, d.extent);
    OpFoldResult m = arith.mod(arith.sub(zero, d.mappingBelow), period);
    for (int64_t o = 0; o < outerShape[dim]; ++o) {
      if (o > 0) {
        OpFoldResult next = arith.add(m, arith.constant(1));
        m = arith.select(arith.lt(next, period), next, zero);
      }
      periodicIndices[dim].push_back(
          foldPeriod(arith, mode, m, d.extent, period));
    }
  }
  SmallVector<int64_t> position(outerShape.size(), 0);
  for (int64_t row = 0; row < rows; ++row) {
    // The row's outer coordinates, last dimension fastest.
    for (int64_t dim = outerShape.size() - 1, rest = row; dim >= 0; --dim) {
      position[dim] = rest % outerShape[dim];
      rest /= outerShape[dim];
    }
    OpFoldResult valid = arith.constantBool(true);
    SmallVector<Value> indices;
    for (auto [dim, coordinate] : llvm::enumerate(position)) {
      const PadDimension &d = dims[dim];
      OpFoldResult o = arith.constant(coordinate);
      if (masked)
        valid = arith.land(valid, arith.lt(o, d.resultExtent));
      if (periodic) {
        indices.push_back(arith.materialize(
            arith.toIndex(periodicIndices[dim][coordinate])));
        continue;
      }
      OpFoldResult k = arith.sub(o, d.mappingBelow);
      SourceIndex<FoldingArith> source = mapToSource(
          arith, mode, k, d.extent, arith.constant(interior(dim)));
      OpFoldResult index = source.index;
      if (mode == PadMode::Constant) {
        // Off the source the index is meaningless: clamp it into the
        // source, where a masked-off read does not access it.
        valid = arith.land(valid, source.inSource);
        OpFoldResult last = arith.sub(d.extent, arith.constant(1));
        index = arith.max(arith.min(index, last), arith.constant(0));
      }
      indices.push_back(arith.materialize(arith.toIndex(index)));
    }
    if (FoldingArith::getKnownBool(valid) == false)
      continue;
    Value rowVector = buildRow(indices, valid);
    output = rank == 1 ? rowVector
                       : vector::InsertOp::create(b, loc, rowVector, output,
                                                  ArrayRef<int64_t>(position))
                             .getResult();
  }

  // A vectorized consumer's reads take the vector: the padded tile never
  // exists, and no buffer holds it.
  if (forwardReads(output, extents))
    return Value();
  Value empty =
      tensor::EmptyOp::create(b, loc, extents, elementType).getResult();
  SmallVector<Value> zeros(rank, indexConstant(0));
  SmallVector<bool> inBounds;
  for (auto [size, extent] : llvm::zip_equal(shape, extents))
    inBounds.push_back(getConstantIntValue(extent) == size);
  Value mask;
  if (masked)
    mask = vector::CreateMaskOp::create(
        b, loc, VectorType::get(shape, b.getI1Type()), extents);
  auto write = vector::TransferWriteOp::create(
      b, loc, output, empty, zeros,
      AffineMapAttr::get(b.getMultiDimIdentityMap(rank)), mask,
      b.getBoolArrayAttr(inBounds));
  return castToResultType(b, pad, write.getResult());
}

Value PadVectorBuilder::buildRow(ArrayRef<Value> indices, OpFoldResult valid) {
  const PadDimension &inner = dims.back();
  KnownInt extent = FoldingArith::getKnown(inner.extent);
  KnownInt below =
      FoldingArith::getKnown(inner.mappingBelow);
  KnownInt outExtent =
      FoldingArith::getKnown(inner.resultExtent);
  Value validValue;
  if (FoldingArith::getKnownBool(valid) != true)
    validValue = arith.materialize(valid);
  if (extent && below && outExtent)
    return buildStaticRow(indices, validValue, *extent, *below, *outExtent);
  return buildDynamicRow(indices, validValue);
}

void PadVectorBuilder::planStaticRows(int64_t extent, int64_t below,
                                      int64_t outExtent) {
  int64_t length = shape.back();
  int64_t r = interior(shape.size() - 1);
  // Each lane's source index, -1 where the lane is pad or beyond the output.
  StaticArith exact;
  SmallVector<int64_t> laneSource(length, -1);
  for (int64_t lane = 0; lane < std::min(length, outExtent); ++lane) {
    SourceIndex<StaticArith> source =
        mapToSource(exact, mode, lane - below, extent, r);
    if (source.inSource)
      laneSource[lane] = static_cast<int64_t>(source.index);
  }
  SmallVector<int64_t> used;
  for (int64_t index : laneSource)
    if (index >= 0)
      used.push_back(index);
  llvm::sort(used);
  used.erase(llvm::unique(used), used.end());

  // Runs of source indices to read, split where a gap is wider than the
  // row (wrap's two ends of a long source): one in-bounds read each, the
  // reads concatenated in order.
  staticPlan.emplace();
  llvm::DenseMap<int64_t, int64_t> position;
  int64_t concatenatedLength = 0;
  for (size_t i = 0; i < used.size();) {
    size_t j = i + 1;
    while (j < used.size() && used[j] - used[j - 1] <= length)
      ++j;
    int64_t first = used[i], runLength = used[j - 1] - first + 1;
    staticPlan->reads.push_back({first, runLength});
    for (int64_t index = first; index < first + runLength; ++index)
      position[index] = concatenatedLength + index - first;
    concatenatedLength += runLength;
    i = j;
  }
  // The pad value is the element just past the concatenated reads.
  staticPlan->needsFill = llvm::is_contained(laneSource, -1);
  for (int64_t index : laneSource)
    staticPlan->lanes.push_back(index < 0 ? concatenatedLength
                                          : position[index]);
}

Value PadVectorBuilder::buildStaticRow(ArrayRef<Value> indices,
                                       Value validMask, int64_t extent,
                                       int64_t below, int64_t outExtent) {
  // Every row places its lanes alike: planned once, for the first row.
  if (!staticPlan)
    planStaticRows(extent, below, outExtent);
  int64_t length = shape.back();
  if (staticPlan->reads.empty())
    return broadcastFill({length});
  Type elementType = fill.getType();
  Value concatenated;
  int64_t concatenatedLength = 0;
  for (auto [first, runLength] : staticPlan->reads) {
    SmallVector<Value> readIndices(indices);
    readIndices.push_back(indexConstant(first));
    auto type = VectorType::get({runLength}, elementType);
    Value mask;
    if (validMask)
      mask = vector::BroadcastOp::create(
          b, loc, VectorType::get({runLength}, b.getI1Type()), validMask);
    Value read = vector::TransferReadOp::create(
        b, loc, type, pad.getArg(), readIndices,
        AffineMapAttr::get(
            AffineMap::getMinorIdentityMap(shape.size(), 1, b.getContext())),
        fill, mask, b.getBoolArrayAttr({true}));
    if (concatenated) {
      SmallVector<int64_t> both =
          llvm::to_vector(llvm::seq<int64_t>(0, concatenatedLength + runLength));
      read = vector::ShuffleOp::create(b, loc, concatenated, read, both);
    }
    concatenated = read;
    concatenatedLength += runLength;
  }
  ArrayRef<int64_t> lanes = staticPlan->lanes;
  if (!staticPlan->needsFill && concatenatedLength == length &&
      llvm::equal(lanes, llvm::seq<int64_t>(0, length)))
    return concatenated;
  Value second = staticPlan->needsFill ? broadcastFill({1}) : concatenated;
  return vector::ShuffleOp::create(b, loc, concatenated, second, lanes);
}

void PadVectorBuilder::planRows() {
  int64_t length = shape.back();
  int64_t dim = shape.size() - 1;
  const PadDimension &inner = dims.back();
  auto indexVectorType = VectorType::get({length}, b.getIndexType());
  IRArith lanes(b, loc, indexVectorType);
  auto splat = [&](OpFoldResult v) -> Value {
    return vector::BroadcastOp::create(b, loc, indexVectorType,
                                       arith.materialize(v));
  };
  plan.step = vector::StepOp::create(b, loc, indexVectorType);
  Value o = plan.step;
  // The lanes o below a bound in [0, output extent] (at most the vector's
  // length), as a mask: no vector of indices to compare.
  auto maskType = VectorType::get({length}, b.getI1Type());
  auto lanesBelow = [&](OpFoldResult bound) -> Value {
    return vector::CreateMaskOp::create(b, loc, maskType,
                                        arith.materialize(bound));
  };
  Value inOutput = lanes.constantBool(true);
  if (getConstantIntValue(inner.resultExtent) != length)
    inOutput = lanesBelow(inner.resultExtent);
  SmallVector<int64_t> reverse =
      llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, length)));
  if (inner.interior != 0) {
    // Interior padding spreads the source: each lane gathers its element.
    Value extent = splat(inner.extent);
    Value k = lanes.sub(o, splat(inner.mappingBelow));
    SourceIndex<IRArith> source =
        mapToSource(lanes, mode, k, extent, lanes.constant(interior(dim)));
    // Each step its own statement: the order in which function arguments
    // are evaluated is unspecified, and the IR must not depend on it.
    Value last = lanes.sub(extent, lanes.constant(1));
    Value zero = lanes.constant(0);
    plan.gatherIndex = lanes.max(lanes.min(source.index, last), zero);
    plan.gatherMask = lanes.land(source.inSource, inOutput);
    return;
  }

  // The run the source is copied to: lane o reads k = o - p.
  OpFoldResult zero = arith.constant(0);
  OpFoldResult copyOffset = arith.sub(zero, inner.mappingBelow);
  if (mode == PadMode::Constant || mode == PadMode::Edge) {
    // 0 <= k = o - p < d: the copied run, which lies within the output.
    Value below = lanesBelow(inner.copyBegin);
    Value notBelow =
        arith::XOrIOp::create(b, loc, below, lanes.constantBool(true));
    plan.runs.push_back({arith.materialize(copyOffset),
                         lanes.land(lanesBelow(inner.copyEnd), notBelow),
                         /*reversed=*/false});
    if (mode == PadMode::Edge)
      plan.edgeBelow = below;
    return;
  }

  // The periodic modes: with m = (k mod P) for lane 0 plus the lane, each
  // lane lies in one of the mapping's pieces over [0, 2P)
  // (periodicPieces): an increasing piece s = m - c is a run read at
  // m0 - c, a decreasing one s = c - m a run read at c - m0 - (length - 1)
  // in reversed lane order. They cover every lane where P >= the vector's
  // length; a gather takes the lanes beyond (a source shorter than half
  // the row).
  OpFoldResult period;
  SmallVector<MappingPiece<FoldingArith>, 4> pieces =
      periodicPieces(arith, mode, inner.extent, period);
  OpFoldResult m0 = arith.mod(copyOffset, period);
  Value m = lanes.add(splat(m0), o);
  // The lanes whose `x` lies in `piece`: lo <= x < hi, with lo <= x
  // written as lo - 1 < x. (Compared on the vector of m: its pieces' bounds
  // reach 2P, beyond the 32 bits in which upstream lowers
  // `vector.create_mask`, and measured no faster as masks.)
  auto inPiece = [&](const MappingPiece<FoldingArith> &piece, Value x) {
    Value fromLo = lanes.lt(splat(arith.sub(piece.lo, arith.constant(1))), x);
    return lanes.land(fromLo, lanes.lt(x, splat(piece.hi)));
  };
  OpFoldResult last = arith.constant(length - 1);
  for (const MappingPiece<FoldingArith> &piece : pieces) {
    Value mask = lanes.land(inPiece(piece, m), inOutput);
    OpFoldResult offset =
        piece.decreasing ? arith.sub(arith.sub(piece.offset, m0), last)
                         : arith.sub(m0, piece.offset);
    // A decreasing run's mask is kept in the reversed lane order it is read
    // in.
    if (piece.decreasing)
      mask = vector::ShuffleOp::create(b, loc, mask, mask, reverse);
    plan.runs.push_back(
        {arith.materialize(offset), mask, piece.decreasing});
  }
  // With P >= length, m < m0 + length < 2P: the pieces cover every lane.
  KnownInt knownPeriod = FoldingArith::getKnown(period);
  if (knownPeriod && *knownPeriod >= length)
    return;
  // The lanes beyond 2P (P < length: a source shorter than half the row)
  // read the first period's pieces at r = m mod P. There m < P + length,
  // so the quotient m / P computed in f32 is exact within one, and one
  // correction each way makes r exact: no vector division, which x86 lacks
  // (LLVM makes it a division per lane: 2.5 of W3V reflect's 10.6).
  Value periodLanes = splat(period);
  auto i64Vector = VectorType::get({length}, b.getI64Type());
  auto f32Vector = VectorType::get({length}, b.getF32Type());
  auto toFloat = [&](Value v) -> Value {
    Value asInt = arith::IndexCastOp::create(b, loc, i64Vector, v);
    return arith::SIToFPOp::create(b, loc, f32Vector, asInt);
  };
  Value ratio =
      arith::DivFOp::create(b, loc, toFloat(m), toFloat(periodLanes));
  // Bounded, so that the conversion is defined in lanes that read nothing
  // (m there may be as large as the index type).
  Value bound = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(f32Vector, 16777216.0f));
  ratio = arith::MinimumFOp::create(b, loc, ratio, bound);
  Value quotient = arith::IndexCastOp::create(
      b, loc, indexVectorType,
      arith::FPToSIOp::create(b, loc, i64Vector, ratio));
  Value r = lanes.sub(m, lanes.mul(quotient, periodLanes));
  r = lanes.select(lanes.lt(r, lanes.constant(0)), lanes.add(r, periodLanes),
                   r);
  r = lanes.select(lanes.lt(r, periodLanes), r, lanes.sub(r, periodLanes));
  Value index = lanes.constant(0);
  for (const MappingPiece<FoldingArith> &piece : pieces) {
    Value offset = splat(piece.offset);
    Value source = piece.decreasing ? lanes.sub(offset, r)
                                    : lanes.sub(r, offset);
    index = lanes.select(inPiece(piece, r), source, index);
  }
  Value twoPeriods = splat(pieces.back().hi);
  // The gathered lanes' indices lie below P < length: 32 bits hold them
  // (x86 gathers 16 lanes of 32-bit indices in one instruction, of 64-bit
  // in two).
  plan.gatherIndex = arith::IndexCastOp::create(
      b, loc, VectorType::get({length}, b.getI32Type()), index);
  plan.gatherMask =
      lanes.land(lanes.lt(lanes.sub(twoPeriods, lanes.constant(1)), m),
                 inOutput);
}

Value PadVectorBuilder::buildDynamicRow(ArrayRef<Value> indices,
                                        Value valid) {
  int64_t length = shape.back();
  // Every row reads its lanes alike: planned once, ahead of the first row.
  if (!plan.step)
    planRows();
  auto rowType = VectorType::get({length}, fill.getType());
  auto maskType = VectorType::get({length}, b.getI1Type());
  Value validLanes;
  if (valid)
    validLanes = vector::BroadcastOp::create(b, loc, maskType, valid);
  auto rowMask = [&](Value mask) {
    return validLanes ? arith::AndIOp::create(b, loc, mask, validLanes)
                      : mask;
  };
  SmallVector<int64_t> reverse =
      llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, length)));
  auto gather = [&](Value offset, Value index, Value mask, Value passThru,
                    Type type) {
    SmallVector<Value> offsets(indices);
    offsets.push_back(offset);
    return vector::GatherOp::create(b, loc, cast<VectorType>(type),
                                    pad.getArg(), offsets, index, mask,
                                    passThru)
        .getResult();
  };

  // Where no run reads: the pad value, or edge's border elements.
  Value row = broadcastFill({length});
  if (plan.edgeBelow) {
    const PadDimension &inner = dims.back();
    auto elementType = VectorType::get({1}, fill.getType());
    // The row's first and last elements, read where the row is and the
    // source is not empty (an empty output of a masked vector).
    OpFoldResult readable = arith.lt(arith.constant(0), inner.extent);
    if (valid)
      readable = arith.land(readable, valid);
    Value oneMask = vector::BroadcastOp::create(
        b, loc, VectorType::get({1}, b.getI1Type()),
        arith.materialize(readable));
    Value zeroIndex = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(
                    VectorType::get({1}, b.getIndexType()),
                    b.getIndexAttr(0)));
    OpFoldResult lastIndex = arith.sub(inner.extent, arith.constant(1));
    Value first = gather(indexConstant(0), zeroIndex, oneMask,
                         broadcastFill({1}), elementType);
    Value lastElement = gather(arith.materialize(lastIndex), zeroIndex,
                               oneMask, broadcastFill({1}), elementType);
    Value below = vector::BroadcastOp::create(b, loc, rowType, first);
    Value above = vector::BroadcastOp::create(b, loc, rowType, lastElement);
    row = arith::SelectOp::create(b, loc, plan.edgeBelow, below, above);
  }
  // Decreasing runs are read in reversed lane order and chained there,
  // then reversed once (the row is still a splat of the fill there).
  bool anyReversed = false;
  for (const RowRun &run : plan.runs) {
    if (!run.reversed)
      continue;
    row = gather(run.offset, plan.step, rowMask(run.mask), row, rowType);
    anyReversed = true;
  }
  if (anyReversed)
    row = vector::ShuffleOp::create(b, loc, row, row, reverse);
  for (const RowRun &run : plan.runs)
    if (!run.reversed)
      row = gather(run.offset, plan.step, rowMask(run.mask), row, rowType);
  if (plan.gatherIndex)
    row = gather(indexConstant(0), plan.gatherIndex,
                 rowMask(plan.gatherMask), row, rowType);
  return row;
}

/// Whether `read` (of a minor identity map) has constant indices and lies
/// within its tensor's static shape: it then reads no padding.
static bool isStaticallyInBounds(vector::TransferReadOp read) {
  auto type = dyn_cast<RankedTensorType>(read.getBase().getType());
  if (!type || !type.hasStaticShape())
    return false;
  ArrayRef<int64_t> readShape = read.getVectorType().getShape();
  int64_t leading = type.getRank() - readShape.size();
  for (auto [i, index] : llvm::enumerate(read.getIndices())) {
    std::optional<int64_t> start = getConstantIntValue(index);
    int64_t size =
        static_cast<int64_t>(i) >= leading ? readShape[i - leading] : 1;
    if (!start || *start < 0 || *start + size > type.getDimSize(i))
      return false;
  }
  return true;
}

bool PadVectorBuilder::forwardReads(Value vector,
                                    ArrayRef<OpFoldResult> extents) {
  auto vectorType = cast<VectorType>(vector.getType());
  int64_t rank = vectorType.getRank();
  // Whether every lane of the vector is an element of the output: only
  // then can a read of part of the output take part of the vector.
  bool exact = llvm::all_of(llvm::enumerate(extents), [&](auto extent) {
    return getConstantIntValue(extent.value()) ==
           vectorType.getDimSize(extent.index());
  });
  // A tensor the reads see: the output behind casts and static slices, at
  // `offsets` in the output, holding the output's dimensions `dims`.
  struct View {
    Value tensor;
    SmallVector<int64_t> offsets;
    SmallVector<int64_t> dims;
  };
  SmallVector<Operation *> views; // Casts and slices, in the order seen.
  SmallVector<vector::TransferReadOp> reads;
  // Reads of a box of the output (a convolution's window of a pad tile,
  // through its slices): each takes a slice of the vector.
  SmallVector<std::pair<vector::TransferReadOp, View>> boxReads;
  SmallVector<std::pair<tensor::DimOp, int64_t>> dimOps;
  bool onlyReads = true;
  SmallVector<View> worklist = {
      {pad.getResult(), SmallVector<int64_t>(rank, 0),
       llvm::to_vector(llvm::seq<int64_t>(0, rank))}};
  while (!worklist.empty()) {
    View view = worklist.pop_back_val();
    bool whole = static_cast<int64_t>(view.dims.size()) == rank &&
                 llvm::all_of(view.offsets, [](int64_t o) { return o == 0; });
    for (Operation *user : view.tensor.getUsers()) {
      if (auto castOp = dyn_cast<tensor::CastOp>(user)) {
        views.push_back(castOp);
        worklist.push_back({castOp.getResult(), view.offsets, view.dims});
        continue;
      }
      auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
      if (slice && exact && slice.hasUnitStride() &&
          ShapedType::isStaticShape(slice.getStaticOffsets())) {
        View inner{slice.getResult(), view.offsets, {}};
        llvm::SmallBitVector dropped = slice.getDroppedDims();
        for (auto [i, dim] : llvm::enumerate(view.dims)) {
          inner.offsets[dim] += slice.getStaticOffsets()[i];
          if (!dropped.test(i))
            inner.dims.push_back(dim);
        }
        views.push_back(slice);
        worklist.push_back(std::move(inner));
        continue;
      }
      // A masked consumer's mask measures the tile.
      if (auto dimOp = dyn_cast<tensor::DimOp>(user)) {
        std::optional<int64_t> dim = dimOp.getConstantIndex();
        if (dim && whole) {
          dimOps.emplace_back(dimOp, *dim);
          continue;
        }
      }
      auto read = dyn_cast<vector::TransferReadOp>(user);
      if (read && whole && read.getVectorType() == vectorType &&
          read.getPermutationMap().isIdentity() &&
          llvm::all_of(read.getIndices(), isZeroInteger)) {
        reads.push_back(read);
        continue;
      }
      if (read && exact && !read.getMask() &&
          !isa<vector::MaskOp>(read->getParentOp()) &&
          read.getPermutationMap().isMinorIdentity() &&
          isStaticallyInBounds(read)) {
        boxReads.push_back({read, view});
        continue;
      }
      onlyReads = false;
    }
  }
  if (reads.empty() && boxReads.empty())
    return false;

  OpBuilder::InsertionGuard guard(b);
  VectorType maskType = vectorType.clone(b.getI1Type());
  for (vector::TransferReadOp read : reads) {
    auto maskOp = dyn_cast<vector::MaskOp>(read->getParentOp());
    if (maskOp && maskOp.getMaskableOp() != read.getOperation())
      maskOp = {};
    Operation *replaced = maskOp ? maskOp.getOperation() : read.getOperation();
    b.setInsertionPoint(replaced);
    Value padding = vector::BroadcastOp::create(b, loc, vectorType,
                                                read.getPadding());
    Value value = vector;
    // Lanes beyond the output's extents read the padding where the read
    // may run out of bounds; then the read's own mask, then vector.mask's.
    bool outOfBounds = false;
    for (auto [dim, size] : llvm::enumerate(vectorType.getShape()))
      outOfBounds |= !read.isDimInBounds(dim) &&
                     getConstantIntValue(extents[dim]) != size;
    if (outOfBounds)
      value = arith::SelectOp::create(
          b, loc,
          vector::CreateMaskOp::create(b, loc, maskType, extents), value,
          padding);
    if (Value mask = read.getMask())
      value = arith::SelectOp::create(b, loc, mask, value, padding);
    if (maskOp)
      value = arith::SelectOp::create(
          b, loc, maskOp.getMask(), value,
          maskOp.getPassthru() ? maskOp.getPassthru() : padding);
    b.replaceOp(replaced, value);
  }
  for (auto &[read, view] : boxReads) {
    // The read's vector spans the view's innermost dimensions; every other
    // dimension of the output contributes one index.
    SmallVector<int64_t> starts(view.offsets), sizes(rank, 1);
    ArrayRef<int64_t> readShape = read.getVectorType().getShape();
    int64_t leading = view.dims.size() - readShape.size();
    for (auto [i, dim] : llvm::enumerate(view.dims)) {
      starts[dim] += *getConstantIntValue(read.getIndices()[i]);
      if (static_cast<int64_t>(i) >= leading)
        sizes[dim] = readShape[i - leading];
    }
    b.setInsertionPoint(read);
    Value box = vector;
    if (sizes != vectorType.getShape())
      box = vector::ExtractStridedSliceOp::create(
          b, loc, vector, starts, sizes, SmallVector<int64_t>(rank, 1));
    if (box.getType() != read.getVectorType())
      box = vector::ShapeCastOp::create(b, loc, read.getVectorType(), box);
    b.replaceOp(read, box);
  }
  if (onlyReads)
    for (auto [dimOp, dim] : dimOps)
      b.replaceOp(dimOp, arith.materialize(extents[dim]));
  for (Operation *view : llvm::reverse(views))
    if (view->use_empty())
      b.eraseOp(view);
  return onlyReads;
}

LogicalResult mlir::pad::vectorizePad(RewriterBase &rewriter, PadOp pad,
                                      ArrayRef<int64_t> vectorSizes) {
  if (getPadVectorizationFailure(pad, vectorSizes))
    return failure();
  SmallVector<int64_t> shape(vectorSizes.empty()
                                 ? pad.getResultType().getShape()
                                 : vectorSizes);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(pad);
  Value result = buildPad(rewriter, pad, [&](ArrayRef<PadDimension> dims) {
    return PadVectorBuilder(rewriter, pad, dims, shape).build();
  });
  if (result)
    rewriter.replaceOp(pad, castToResultType(rewriter, pad, result));
  else
    rewriter.eraseOp(pad);
  return success();
}

namespace {

struct VectorizeStaticPad : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp pad,
                                PatternRewriter &rewriter) const override {
    if (std::optional<std::string> reason = getPadVectorizationFailure(pad))
      return rewriter.notifyMatchFailure(pad, *reason);
    return vectorizePad(rewriter, pad);
  }
};

} // namespace

void mlir::pad::populatePadVectorizationPatterns(RewritePatternSet &patterns) {
  patterns.add<VectorizeStaticPad>(patterns.getContext());
}
