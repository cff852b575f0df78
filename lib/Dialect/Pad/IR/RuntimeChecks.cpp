//===- RuntimeChecks.cpp - The run-time checks of the pad ops -------------===//
//
// Rules 6, 9 and 10 of spec section 1 for dynamic extents and pads (spec
// section 2), written once for pad.pad's lowerings, the destination-style
// rewrite and the form's RuntimeVerifiableOpInterface.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/IR/PadRuntimeChecks.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

/// Emits `cf.assert(ok, message)` unless `ok` is known to hold. Returns
/// false when `ok` is known not to hold (the assert always aborts).
static bool emitCheck(OpBuilder &b, Location loc, FoldingArith &wide,
                      OpFoldResult ok, const llvm::Twine &message) {
  std::optional<bool> known = FoldingArith::getKnownBool(ok);
  if (known && *known)
    return true;
  cf::AssertOp::create(b, loc, wide.materialize(ok), message.str());
  return !known;
}

OpFoldResult mlir::pad::getMixedExtent(OpBuilder &b, Location loc,
                                      Value shaped, int64_t dim) {
  if (isa<TensorType>(shaped.getType()))
    return tensor::getMixedSize(b, loc, shaped, dim);
  return memref::getMixedSize(b, loc, shaped, dim);
}

/// The per-dimension extents of `op` reading `source` (its argument, or a
/// view of it with more static extents), computed exactly in 128 bits: what
/// is static here, as IR only what is dynamic.
SmallVector<PadExtents> mlir::pad::computePadExtents(OpBuilder &b,
                                                    FoldingArith &wide,
                                                    PadLikeOpInterface op,
                                                    Value source) {
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();
  SmallVector<PadExtents> dims;
  for (int64_t dim = 0, rank = op.getArgShapedType().getRank(); dim < rank;
       ++dim) {
    OpFoldResult extent = getMixedExtent(b, loc, source, dim);
    OpFoldResult d = wide.get(extent), p = wide.get(below[dim]),
                 q = wide.get(above[dim]);
    // An extent is never negative: without interior padding the stretched
    // extent is the extent, and an unpadded dimension's output extent too
    // (no max with 0 for a dynamic one).
    OpFoldResult e = interior[dim] == 0
                         ? d
                         : stretchedExtent(wide, d, wide.constant(interior[dim]));
    OpFoldResult out = isZeroInteger(p) && isZeroInteger(q)
                           ? e
                           : outputExtent(wide, p, e, q);
    dims.push_back({extent, d, p, e, out});
  }
  return dims;
}

static std::string describeAsPad(StringRef what) {
  return ("pad.pad: " + what).str();
}

bool mlir::pad::emitPadRuleChecks(
    OpBuilder &b, Location loc, FoldingArith &wide, PadLikeOpInterface op,
    ArrayRef<PadExtents> dims, function_ref<std::string(StringRef)> describe,
    bool extentsFit) {
  if (!describe)
    describe = describeAsPad;
  OpFoldResult zero = wide.constant(0);
  OpFoldResult limit =
      wide.add(wide.constant(std::numeric_limits<int64_t>::max()),
               wide.constant(1));
  PadMode mode = op.getPadMode();
  for (auto [dim, w] : llvm::enumerate(dims)) {
    // Rule 9 at run time (statically it is the verifier's): the stretched
    // and the output extent fit in 64 bits.
    if (!extentsFit &&
        !emitCheck(b, loc, wide, wide.lt(wide.max(w.e, w.out), limit),
                   describe(llvm::formatv("the output extent of dimension {0} "
                                          "does not fit in 64 bits",
                                          dim)
                                .str())))
      return false;
    // Rule 6 at run time: nothing to copy from an empty dimension.
    if (mode != PadMode::Constant) {
      // One statement per emitted value: C++ leaves the order in which
      // arguments are evaluated unspecified, and the IR must not depend on
      // the compiler.
      OpFoldResult nonEmptySource = wide.lt(zero, w.d);
      OpFoldResult emptyOutput = wide.eq(w.out, zero);
      OpFoldResult ok = wide.lor(nonEmptySource, emptyOutput);
      if (!emitCheck(b, loc, wide, ok,
                     describe(llvm::formatv("mode '{0}' cannot pad dimension "
                                            "{1} of extent 0 to a non-empty "
                                            "output",
                                            stringifyPadMode(mode), dim)
                                  .str())))
        return false;
    }
  }
  // Rule 10 at run time: the output's size in bytes fits in 64 bits, or an
  // allocation's size would wrap and the pad would write past a tiny
  // buffer. The running product is clamped to 2^63, so that each step, a
  // product with an extent below 2^63, stays within 128 bits; a zero
  // extent makes it 0 for good.
  if (extentsFit)
    return true;
  OpFoldResult bytes = wide.constant(
      getElementByteSize(op.getArgShapedType().getElementType()));
  for (const PadExtents &w : dims)
    bytes = wide.min(wide.mul(bytes, w.out), limit);
  return emitCheck(b, loc, wide, wide.lt(bytes, limit),
                   describe("the size of the result in bytes does not fit in "
                            "a signed 64-bit integer"));
}

FailureOr<SmallVector<OpFoldResult>> mlir::pad::buildPadChecks(
    OpBuilder &b, PadLikeOpInterface op,
    function_ref<std::string(StringRef)> describe) {
  FoldingArith wide(b, op.getLoc(), b.getIntegerType(128));
  SmallVector<PadExtents> dims = computePadExtents(b, wide, op, op.getArg());
  if (!emitPadRuleChecks(b, op.getLoc(), wide, op, dims, describe))
    return failure();
  // The checks passed: every output extent fits in `index`.
  SmallVector<OpFoldResult> extents;
  for (const PadExtents &w : dims)
    extents.push_back(wide.toIndex(w.out));
  return extents;
}

namespace {
/// The elements of its allocation a strided view reaches: offsets `first`
/// to `last`, unless it is `empty`.
struct ViewSpan {
  OpFoldResult first, last, empty;
};
} // namespace

static ViewSpan getViewSpan(OpBuilder &b, Location loc, FoldingArith &a,
                            Value view) {
  // What the view's type says statically folds; the rest is read from its
  // descriptor.
  auto type = cast<MemRefType>(view.getType());
  auto [staticStrides, staticOffset] = type.getStridesAndOffset();
  memref::ExtractStridedMetadataOp metadata;
  auto known = [&](int64_t value, auto getDynamic) -> OpFoldResult {
    if (!ShapedType::isDynamic(value))
      return a.constant(value);
    if (!metadata)
      metadata = memref::ExtractStridedMetadataOp::create(b, loc, view);
    return a.get(getDynamic());
  };
  OpFoldResult zero = a.constant(0), one = a.constant(1);
  OpFoldResult first =
      known(staticOffset, [&] { return metadata.getOffset(); });
  OpFoldResult last = first;
  OpFoldResult empty = a.constantBool(false);
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    OpFoldResult size = known(type.getDimSize(dim),
                              [&] { return metadata.getSizes()[dim]; });
    OpFoldResult stride = known(staticStrides[dim],
                                [&] { return metadata.getStrides()[dim]; });
    // A stride may be negative: the view reaches below its offset then.
    OpFoldResult reach = a.mul(a.sub(size, one), stride);
    first = a.add(first, a.min(reach, zero));
    last = a.add(last, a.max(reach, zero));
    empty = a.lor(empty, a.eq(size, zero));
  }
  return {first, last, empty};
}

/// On buffers, a destination that overlaps the source is undefined (spec
/// section 1), and each lowering then gives another answer. Where the two
/// are views of one allocation (the same aligned pointer), the elements
/// they reach must not meet; views of two allocations never do.
static void emitNoOverlapCheck(OpBuilder &b, Location loc, PadIntoOp op,
                               function_ref<std::string(StringRef)> describe) {
  FoldingArith a(b, loc);
  Value source = op.getArg(), dest = op.getDest();
  ViewSpan s = getViewSpan(b, loc, a, source);
  ViewSpan d = getViewSpan(b, loc, a, dest);
  OpFoldResult nothingShared = a.lor(s.empty, d.empty);
  if (std::optional<bool> known = FoldingArith::getKnownBool(nothingShared);
      known && *known)
    return;
  OpFoldResult sourceBase =
      a.get(memref::ExtractAlignedPointerAsIndexOp::create(b, loc, source)
                .getResult());
  OpFoldResult destBase = a.get(
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, dest).getResult());
  // One statement per op built: the order of a call's arguments is the
  // compiler's, and the IR must not depend on it.
  OpFoldResult sourceBelow = a.lt(sourceBase, destBase);
  OpFoldResult destBelow = a.lt(destBase, sourceBase);
  OpFoldResult otherAllocation = a.lor(sourceBelow, destBelow);
  OpFoldResult sourceFirst = a.lt(s.last, d.first);
  OpFoldResult destFirst = a.lt(d.last, s.first);
  OpFoldResult apart = a.lor(sourceFirst, destFirst);
  OpFoldResult disjoint = a.lor(apart, nothingShared);
  OpFoldResult ok = a.lor(otherAllocation, disjoint);
  if (std::optional<bool> known = FoldingArith::getKnownBool(ok);
      known && *known)
    return;
  cf::AssertOp::create(b, loc, a.materialize(ok),
                       describe("the destination overlaps the source"));
}

LogicalResult mlir::pad::buildPadIntoChecks(
    OpBuilder &b, PadIntoOp op,
    function_ref<std::string(StringRef)> describe) {
  Location loc = op.getLoc();
  FoldingArith wide(b, loc, b.getIntegerType(128));
  SmallVector<PadExtents> dims = computePadExtents(b, wide, op, op.getArg());
  if (!emitPadRuleChecks(b, loc, wide, op, dims, describe))
    return failure();
  // The destination has the output's shape.
  for (auto [dim, w] : llvm::enumerate(dims)) {
    OpFoldResult extent = wide.get(getMixedExtent(b, loc, op.getDest(), dim));
    if (!emitCheck(b, loc, wide, wide.eq(extent, w.out),
                   describe(llvm::formatv("dimension {0} of the destination "
                                          "is not the output extent",
                                          dim)
                                .str())))
      return failure();
  }
  if (isa<MemRefType>(op.getDest().getType()))
    emitNoOverlapCheck(b, loc, op, describe);
  return success();
}

