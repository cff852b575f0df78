//===- PadGeometry.h - What both lowerings of pad.pad need -------*- C++ -*-===//
//
// Per-dimension values computed once in front of a pad.pad (with the
// shared formulas of IndexMapping.h), and the run-time checks of verifier
// rules 6, 9 and 10 for whatever the verifier could not see statically.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_UTILS_PADGEOMETRY_H
#define PAD_CONVERSION_UTILS_PADGEOMETRY_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/IR/PadRuntimeChecks.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

namespace mlir::pad {

struct RowBands;

/// One dimension of a pad, as `index` values: an attribute where the value
/// is known statically (no IR is built for it), an SSA value otherwise.
struct PadDimension {
  OpFoldResult extent; // d
  OpFoldResult below;  // p
  OpFoldResult above;  // q
  /// A pad amount equivalent to p for the index mapping, small enough that
  /// k = o - p' never overflows (boundedBelow in IndexMapping.h): use it,
  /// not `below`, to compute k.
  OpFoldResult mappingBelow;
  int64_t interior = 0; // r
  /// The output extent max(p + e + q, 0): the result's shape.
  OpFoldResult resultExtent;
  /// The extent loops and slices cover: resultExtent, except that dimension
  /// 0 covers nothing when the output is empty (a 2^62 x 0 output must not
  /// loop over its empty rows).
  OpFoldResult outExtent;
  /// Output coordinates [copyBegin, copyEnd) copy the source directly
  /// (source index o - p); null where the dimension has interior padding.
  OpFoldResult copyBegin, copyEnd;
  /// The source index of copyBegin (copyBegin - p, clamped to [0, d]).
  OpFoldResult copySourceBegin;
  /// With interior padding (constant mode): source indices
  /// [windowFirst, windowFirst + windowCount) land at output coordinates
  /// windowOffset + i * (interior + 1). Null unless the pad has interior
  /// padding in some dimension.
  OpFoldResult windowFirst, windowCount, windowOffset;

  /// Whether the dimension is neither padded nor cropped: every coordinate
  /// reads its own index.
  bool isUnpadded() const;
};

/// Computes every dimension of `op` at the builder's insertion point and
/// emits `cf.assert`s for rules 6, 9 and 10 where extents or pads are
/// dynamic. Fails when a check is known to fail once constants fold (an
/// SSA constant pad amount that breaks a rule): the failing assert is
/// emitted, and the caller must build no slice from this geometry (its
/// static offsets and sizes would not verify) but use buildFailedPad.
FailureOr<SmallVector<PadDimension>> buildPadGeometry(OpBuilder &b, PadLikeOpInterface op);

/// A lowering of `op`: its geometry and run-time checks, then the failed
/// pad, the trivial one, or `lowerNonTrivial(dims)`.
Value buildPad(OpBuilder &b, PadLikeOpInterface op,
               function_ref<Value(ArrayRef<PadDimension>)> lowerNonTrivial);

/// The result of a pad whose run-time check always aborts: a `tensor.empty`
/// of the result type (dynamic extents 0), never reached at run time.
Value buildFailedPad(OpBuilder &b, PadLikeOpInterface op);

/// The step between dimension `d`'s visible elements: r + 1, saturated at
/// INT64_MAX (any step of at least the output extent reaches the same
/// single element).
int64_t interiorStep(const PadDimension &d);

/// The stride of dimension `d`'s interior window: interiorStep, and 1 where
/// the window has at most one element (decided at run time where the count
/// is dynamic).
OpFoldResult interiorStride(OpBuilder &b, Location loc, const PadDimension &d);

/// The value a constant-mode pad writes: `value`, or zero of the element type.
Value getPadValueOrZero(OpBuilder &b, PadLikeOpInterface op);

/// The largest buffer that buildEmptyOutput allocates ahead of the loops
/// around a pad, once for all their iterations.
constexpr uint64_t kHoistedOutputMaxBytes = 1 << 20;

/// A lowering's destination for `op`'s output of the extents of `dims`: an
/// empty tensor of those extents, or, for a pad inside sequential loops
/// (scf.for, scf.while, but no parallel loop in between) whose result only
/// the inputs of destination-style ops read, a slice of a `tensor.empty` of
/// the extents' constant upper bound (ValueBoundsOpInterface; at most
/// kHoistedOutputMaxBytes) placed ahead of the outermost of those loops.
/// One-Shot Bufferize then allocates that output once rather than once per
/// iteration (a tile fused into a consumer's loop): the result is dead when
/// the iteration ends, so every iteration may reuse it.
Value buildEmptyOutput(OpBuilder &b, PadLikeOpInterface op,
                       ArrayRef<PadDimension> dims);
/// The same for output extents `sizes` (getPaddedSizes).
Value buildEmptyOutput(OpBuilder &b, PadLikeOpInterface op,
                       ArrayRef<OpFoldResult> sizes);

/// Whether `dest` is an output as buildEmptyOutput builds it: a
/// `tensor.empty`, or a slice of one; on buffers, an allocation.
bool isEmptyOutput(Value dest);

/// The largest static output that constant mode fills whole before copying
/// the source in: it stays in cache, so writing the copied elements twice
/// costs little, and a fill and a copy lower to far less code than 2 * rank
/// + 1 boxes or a row per loop iteration (the compile time of many small
/// pads lowered inline).
constexpr uint64_t kFillThenCopyMaxBytes = 65536;

/// Whether `op` has a static output of at most kFillThenCopyMaxBytes in
/// constant mode without interior padding.
bool isSmallConstantPad(PadLikeOpInterface op);

/// Whether a lowering of `op` into `dest` fills `dest` whole, then copies
/// the source in: a small constant pad (isSmallConstantPad) writing an
/// output of its own (a `tensor.empty`). A destination the pad is inserted
/// into (a band of a larger pad, a caller's buffer) gets each element
/// written once.
bool fillsThenCopies(PadLikeOpInterface op, Value dest);

/// Whether the slice at `offsets` and `sizes` (unit strides) is all of the
/// static tensor or buffer `dest`: a write there needs no slice of it.
bool isWholeOf(Value dest, ArrayRef<OpFoldResult> offsets,
               ArrayRef<OpFoldResult> sizes);

/// The subset insertion that takes `op`'s result (its only use, directly or
/// through one `tensor.cast` of one use, returned in `castOp`), where every
/// value the insertion's subset needs dominates `op`; null otherwise.
SubsetInsertionOpInterface getResultInsertion(PadLikeOpInterface op,
                                              tensor::CastOp *castOp = nullptr);

/// The tensor a lowering on tensors writes `op`'s output into: the subset of
/// the destination that `op`'s result is inserted into (getResultInsertion),
/// or a `tensor.empty` of the output extents. One-Shot Bufferize then writes
/// into the destination in place where its analysis allows, with no
/// empty-tensor elimination. Only for lowerings before bufferization: the
/// analysis decides whether the subset may be written.
Value buildOutputTensor(OpBuilder &b, PadLikeOpInterface op, ArrayRef<PadDimension> dims);

// The lowerings write tensors (pad.pad, the form on tensors) or buffers
// (the form on memrefs, after bufferization). The builders below emit the
// same writes for both: on tensors they return the updated tensor, on
// buffers `dest` itself, written in place.

/// The slice of `shaped` at `offsets`, `sizes` and `strides`: a
/// `tensor.extract_slice` or a `memref.subview`, of shape `reducedShape`
/// where given (a rank-reduced row).
Value buildSlice(OpBuilder &b, Location loc, Value shaped,
                 ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                 ArrayRef<OpFoldResult> strides,
                 ArrayRef<int64_t> reducedShape = {});

/// The element of `shaped` at `indices` (`tensor.extract`, `memref.load`).
Value readElement(OpBuilder &b, Location loc, Value shaped, ValueRange indices);

/// `dest` with `element` written at `indices` (`tensor.insert`,
/// `memref.store`).
Value writeElement(OpBuilder &b, Location loc, Value element, Value dest,
                   ValueRange indices);

/// `dest` as written by `thenBuilder` where `condition` holds and by
/// `elseBuilder` (null: unchanged) otherwise: an `scf.if` that yields the
/// tensor, or writes the buffer.
Value buildIfElse(OpBuilder &b, Location loc, Value condition, Value dest,
                  function_ref<Value(OpBuilder &, Location)> thenBuilder,
                  function_ref<Value(OpBuilder &, Location)> elseBuilder);

/// What writes the runs that a lowering on buffers cuts a pad into: fills
/// with the pad's value and copies of the source. Without one, they are
/// `linalg.fill` and `linalg.copy`; --convert-pad-to-vector writes them as
/// row kernels.
class PadRunWriter {
public:
  virtual ~PadRunWriter();
  /// Writes `value` into every element of `view`.
  virtual void fill(OpBuilder &b, Location loc, Value value, Value view) = 0;
  /// Copies `source` into `view` (of the same shape), whose innermost
  /// elements lie `stride` apart in the pad's output.
  virtual void copy(OpBuilder &b, Location loc, Value source, Value view,
                    OpFoldResult stride) = 0;
  /// Whether interleave can write the pad's rows at `stride`.
  virtual bool canInterleave(int64_t stride) const = 0;
  /// Writes the span of the row `view` (a 1-D view whose elements lie
  /// `stride` apart) whole: `source`'s elements, and `value` between them.
  virtual void interleave(OpBuilder &b, Location loc, Value value,
                          Value source, Value view, int64_t stride) = 0;
};

/// `dest` with the slice at `offsets` and `sizes` (unit strides) filled with
/// `value`: a `linalg.fill` of the slice, or `writer`'s fill on buffers.
/// The slice has `reducedShape` where given (a rank-reduced row).
Value fillSlice(OpBuilder &b, Location loc, Value value, Value dest,
                ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                ArrayRef<int64_t> reducedShape = {},
                PadRunWriter *writer = nullptr);

/// `dest` with `source` written into the slice at `offsets`, `sizes` and
/// `strides`: a `linalg.copy` into the slice, or `writer`'s copy on
/// buffers. The slice takes `source`'s shape where that has a lower rank (a
/// row).
Value copyToSlice(OpBuilder &b, Location loc, Value source, Value dest,
                  ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                  ArrayRef<OpFoldResult> strides,
                  PadRunWriter *writer = nullptr);

/// Whether only `tensor.dim`s and dead ops read `op`'s result (on
/// tensors): it is measured, never read. A consumer that transform fusion
/// tiled often sizes its output by the whole pad beside its fused tiles,
/// and leaves a dead slice of it behind.
bool isMeasured(PadLikeOpInterface op);

/// The result of a pad with nothing to compute, or null: rank 0 is `arg`
/// itself (for the destination-style form, `arg` copied into its
/// destination); an output known to be empty, or a measured one (isMeasured), is
/// a `tensor.empty` of the checked extents (slices into an empty one would
/// not verify). Known empty: an extent is 0 once constants and casts fold,
/// or the known extents alone break rule 10 (the run-time check then passes
/// only for an empty output). `dims` comes from buildPadGeometry, whose
/// run-time checks such a pad needs as well.
Value buildTrivialPad(OpBuilder &b, PadLikeOpInterface op, ArrayRef<PadDimension> dims);

/// Lowers the destination-style form, on tensors or on buffers, into its
/// destination with a route's builder (buildPadToLinalg, buildPadToSCF):
/// the route's pattern for the form, as the route's own pattern is for
/// pad.pad.
class LowerPadInto : public OpRewritePattern<PadIntoOp> {
public:
  using RouteBuilder = Value (*)(OpBuilder &, PadLikeOpInterface, Value,
                                 PadRunWriter *, const RowBands *);
  LowerPadInto(MLIRContext *context, RouteBuilder build)
      : OpRewritePattern(context), build(build) {}
  LogicalResult matchAndRewrite(PadIntoOp op,
                                PatternRewriter &rewriter) const override;

private:
  RouteBuilder build;
};

/// Applies a lowering's patterns as `--convert-pad-to-linalg` and
/// `--convert-pad-to-scf` do: a dialect conversion in which `pad` is illegal
/// and the dialects the lowerings create are legal, without rollback (a
/// lowering never fails once it has started to rewrite, and a pad lowered
/// after its producer then reads the producer's lowered result).
LogicalResult applyPadConversion(Operation *root, RewritePatternSet &&patterns);

/// The tensor a lowering of `op` reads: `arg`, or the source of the
/// `tensor.cast`s that only erased static extents of it (spec section 1's
/// fold, applied on the way). Its type is as static as the program says:
/// were the lowering to slice the cast, upstream's folding of the cast into
/// the slices later (after bufferization, unchecked) could make them invalid.
Value getLoweringSource(PadLikeOpInterface op);

/// Makes static slice offsets into `tensor` valid for the verifier, which
/// rejects a static offset at or past a static extent even when the slice's
/// (dynamic) size is zero. Such a slice is empty at run time, so the offset
/// is clamped to `extent - 1`. Returns false when a static extent is 0: the
/// slice is then necessarily empty and must not be built.
bool clampStaticOffsets(OpBuilder &b, SmallVectorImpl<OpFoldResult> &offsets,
                        Value tensor);

/// `o + shift`, written `o - c` where the shift is a known negative `-c`.
OpFoldResult addOffset(FoldingArith &a, OpFoldResult o, OpFoldResult shift);

/// Where output coordinate `o + offset` of dimension `d` reads from: the
/// shared mapping (mapToSource) of k = o + offset - mappingBelow.
SourceIndex<FoldingArith> mapOutputCoordinate(FoldingArith &a, PadMode mode,
                                              OpFoldResult o,
                                              const PadDimension &d,
                                              OpFoldResult offset = {});

/// Source indices of the output coordinates `ivs` of the leading dimensions
/// `dims` (one coordinate each), mapped once by the shared index mapping,
/// and whether they all lie in the source (false only in constant mode, for
/// pad). An unpadded dimension reads its own index.
struct MappedCoordinates {
  SmallVector<OpFoldResult> indices;
  OpFoldResult inSource;
};
MappedCoordinates mapCoordinates(FoldingArith &a, PadMode mode,
                                 ArrayRef<OpFoldResult> ivs,
                                 ArrayRef<PadDimension> dims);

/// How a lowering on buffers cuts a pad into bands of rows
/// (--convert-pad-to-vector): tiles of the form (tilePad) of one coordinate
/// of each outer dimension and a few rows, each written while its rows are
/// in cache.
struct RowBands {
  /// Bytes of output per band (at least one row per band; negative: no
  /// bands).
  int64_t bandBytes = 16384;
  /// Static outputs smaller than this many bytes get bands of one row in
  /// the non-constant modes (0 or negative: never).
  int64_t rowBandsBelow = 1 << 20;
  /// The bands (the rows, on the scf route) are the iterations of an
  /// `scf.forall`.
  bool parallel = false;
};

/// A loop nest on buffers over [lbs, ubs) with `steps`: `scf.for`s, or one
/// `scf.forall` with `parallel`; `body` gets the induction variables (none
/// and no loop for an empty nest).
void buildBufferLoopNest(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> lbs,
    ArrayRef<OpFoldResult> ubs, ArrayRef<OpFoldResult> steps, bool parallel,
    function_ref<void(OpBuilder &, Location, ValueRange)> body);

/// An `scf.for` nest over the output coordinates of `dims` (with
/// `copiedRunsOnly`, over their copied runs [copyBegin, copyEnd) only) that
/// threads `dest` through `body`; returns its result (`dest` itself for no
/// dims). A dimension with a single coordinate gets no loop. On buffers
/// with `parallel`, the loops are one `scf.forall`.
Value buildOutputLoopNest(
    OpBuilder &b, Location loc, ArrayRef<PadDimension> dims, Value dest,
    function_ref<Value(OpBuilder &, Location, ArrayRef<OpFoldResult>, Value)>
        body,
    bool copiedRunsOnly = false, bool parallel = false);

} // namespace mlir::pad

#endif // PAD_CONVERSION_UTILS_PADGEOMETRY_H
