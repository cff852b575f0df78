//===- IndexMapping.h - The semantics of pad.pad, written once ---*- C++ -*-===//
//
// The shape formula and the index mapping of the spec (sections "Shape" and
// "Semantics"), written once as templates over an arithmetic policy:
//
//   - `StaticArith` computes on compile-time integers with 128 bits, so no
//     formula on 64-bit inputs can overflow; the verifier, shape inference and
//     the constant folder use it.
//   - `IRArith` emits `arith` ops (folding constants as it goes); shape
//     reification and both lowerings use it.
//
// Every formula below works on one dimension.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_UTILS_INDEXMAPPING_H
#define PAD_DIALECT_PAD_UTILS_INDEXMAPPING_H

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "pad/Dialect/Pad/IR/PadEnums.h"

#include <cstdint>
#include <optional>
#include <limits>

namespace mlir::pad {

//===----------------------------------------------------------------------===//
// Arithmetic policies
//===----------------------------------------------------------------------===//

/// Exact arithmetic on compile-time integers. Inputs are 64-bit; 128 bits
/// hold every intermediate of the formulas below.
struct StaticArith {
  using Int = __int128;
  using Bool = bool;

  Int constant(int64_t v) const { return v; }
  Bool constantBool(bool v) const { return v; }
  Int add(Int a, Int b) const { return a + b; }
  Int sub(Int a, Int b) const { return a - b; }
  Int mul(Int a, Int b) const { return a * b; }
  /// Truncating division; `b > 0`.
  Int div(Int a, Int b) const { return a / b; }
  /// Non-negative remainder; `b > 0`.
  Int mod(Int a, Int b) const {
    Int m = a % b;
    return m < 0 ? m + b : m;
  }
  Int min(Int a, Int b) const { return a < b ? a : b; }
  Int max(Int a, Int b) const { return a < b ? b : a; }
  Bool lt(Int a, Int b) const { return a < b; }
  Bool eq(Int a, Int b) const { return a == b; }
  Bool land(Bool a, Bool b) const { return a && b; }
  Bool lor(Bool a, Bool b) const { return a || b; }
  Int select(Bool c, Int a, Int b) const { return c ? a : b; }

  static bool fitsInt64(Int v) {
    return v >= std::numeric_limits<int64_t>::min() &&
           v <= std::numeric_limits<int64_t>::max();
  }
};

/// A compile-time integer, or none: the part of std::optional's interface
/// the folding uses, with the value always initialized (0 when none). GCC
/// may test an `std::optional<__int128>`'s payload before its flag, which
/// is correct code but reads the payload of an empty optional: memcheck
/// reports each such test as a jump on an uninitialised value.
class KnownInt {
public:
  KnownInt(std::nullopt_t = std::nullopt) {}
  KnownInt(StaticArith::Int value) : value(value), known(true) {}
  explicit operator bool() const { return known; }
  const StaticArith::Int &operator*() const { return value; }

private:
  StaticArith::Int value = 0;
  bool known = false;
};

/// Arithmetic that emits `arith` ops on values of one integer type (`index`
/// unless told otherwise), or on vectors of it (one coordinate per lane:
/// the vectorization of pad.pad maps a row's lanes at once). Constant
/// operands fold as the ops are created.
class IRArith {
public:
  using Int = Value;
  using Bool = Value;

  IRArith(OpBuilder &builder, Location loc, Type type = {});
  /// A policy that builds at `builder` and takes its constants from
  /// `constantSource`: for the body of an op under construction (a loop, a
  /// `linalg.generic`), whose blocks have no parent yet.
  IRArith(OpBuilder &builder, Location loc, IRArith &constantSource);

  Int constant(int64_t v);
  Bool constantBool(bool v);
  /// An `arith.constant` of `attr` at the start of the block that holds the
  /// builder's insertion point when the policy is made (so it dominates
  /// every later use there and in the bodies built below it), created once
  /// there. (Not hoisted further: a function pass must not touch the blocks
  /// of its parent, and trait queries on ancestors are not reliable in every
  /// link setup.)
  Value constant(TypedAttr attr);
  Int add(Int a, Int b);
  Int sub(Int a, Int b);
  Int mul(Int a, Int b);
  /// Truncating division; `b > 0`.
  Int div(Int a, Int b);
  /// Non-negative remainder; `b > 0`.
  Int mod(Int a, Int b);
  Int min(Int a, Int b);
  Int max(Int a, Int b);
  Bool lt(Int a, Int b);
  Bool eq(Int a, Int b);
  Bool land(Bool a, Bool b);
  Bool lor(Bool a, Bool b);
  Int select(Bool c, Int a, Int b);

  /// Materialises a mixed static/dynamic index as a value of this policy's
  /// type (sign-extended from `index`).
  Int get(OpFoldResult ofr);
  /// Narrows a value of this policy's type to `index`.
  Value toIndex(Int v);
  Type getType() const { return type; }
  OpBuilder &getBuilder() { return builder; }
  Location getLoc() const { return loc; }

private:
  OpBuilder &builder;
  Location loc;
  Type type;
  IRArith *constantSource = nullptr;
  /// Where constants go, fixed when the policy is made: the builder may be
  /// moved into a block under construction later.
  Block *constantBlock = nullptr;
  llvm::DenseMap<Attribute, Value> constants;
};

using RangeCache = DenseMap<Value, std::optional<ConstantIntRanges>>;

/// The range of the integer or `index` value `v`: exact for a constant;
/// for an induction variable of a loop with constant bounds, from the lower
/// bound to the last step; for `affine.apply`, `affine.min` and
/// `affine.max`, their maps over their operands' ranges; otherwise what
/// upstream's InferIntRangeInterface derives from the ops that computed `v`
/// (an extent from `tensor.dim` or `memref.dim` is at least 0, a `max` with
/// 0 is too). At most `depth` levels up; `cache` holds what earlier calls
/// found. None where nothing is known.
std::optional<ConstantIntRanges>
inferIntegerRange(Value v, unsigned depth, RangeCache *cache = nullptr);

/// Arithmetic on `OpFoldResult`s of one integer type: where every operand is
/// an attribute the result is computed in C++ (exactly, with StaticArith)
/// and stays an attribute; only the rest is emitted, through IRArith. Static
/// geometry leaves no IR behind, and dynamic geometry only the ops that
/// depend on a dynamic value.
class FoldingArith {
public:
  using Int = OpFoldResult;
  using Bool = OpFoldResult;

  FoldingArith(OpBuilder &builder, Location loc, Type type = {});
  /// A policy that builds at `builder` and takes its constants (and type)
  /// from `constantSource`: for the body of an op under construction.
  FoldingArith(OpBuilder &builder, Location loc, FoldingArith &constantSource);

  Int constant(int64_t v);
  Bool constantBool(bool v);
  Int add(Int a, Int b);
  Int sub(Int a, Int b);
  Int mul(Int a, Int b);
  /// Truncating division; `b > 0`.
  Int div(Int a, Int b);
  /// Non-negative remainder; `b > 0`.
  Int mod(Int a, Int b);
  Int min(Int a, Int b);
  Int max(Int a, Int b);
  Bool lt(Int a, Int b);
  Bool eq(Int a, Int b);
  Bool land(Bool a, Bool b);
  Bool lor(Bool a, Bool b);
  Int select(Bool c, Int a, Int b);

  /// A mixed static/dynamic index in this policy's type (a constant value
  /// becomes an attribute; a dynamic one is sign-extended).
  Int get(OpFoldResult ofr);
  /// The value of `v` as an SSA value (a constant op for an attribute).
  Value materialize(OpFoldResult v);
  /// `v` as an `index`: an attribute when known and within 64 bits.
  OpFoldResult toIndex(Int v);
  /// The compile-time value of `v`: an attribute or a constant op.
  static KnownInt getKnown(OpFoldResult v);
  static std::optional<bool> getKnownBool(OpFoldResult v);

private:
  Int known(StaticArith::Int v);
  Bool knownBool(bool v);

  IRArith ir;
  Type type;
};

//===----------------------------------------------------------------------===//
// Shape (spec section "Shape")
//===----------------------------------------------------------------------===//

/// The stretched extent `e = (d - 1) * (r + 1) + 1` for `d > 0`, 0 for `d = 0`.
template <typename A>
typename A::Int stretchedExtent(A &a, typename A::Int d, typename A::Int r) {
  // Each step is its own statement: the order of evaluation of function
  // arguments is unspecified, and the emitted IR must not depend on the
  // compiler that built this code.
  // Written d * (r + 1) - r, which is d itself for r = 0 with no op.
  typename A::Int one = a.constant(1);
  typename A::Int stride = a.add(r, one);
  typename A::Int e = a.sub(a.mul(d, stride), r);
  // For d = 0 the product form gives -r <= 0.
  typename A::Int zero = a.constant(0);
  return a.max(e, zero);
}

/// The output extent `max(p + e + q, 0)`.
template <typename A>
typename A::Int outputExtent(A &a, typename A::Int p, typename A::Int e,
                             typename A::Int q) {
  typename A::Int sum = a.add(a.add(p, e), q);
  typename A::Int zero = a.constant(0);
  return a.max(sum, zero);
}

//===----------------------------------------------------------------------===//
// Index mapping (spec section "Semantics")
//===----------------------------------------------------------------------===//

/// Where one output coordinate reads from along one dimension.
template <typename A>
struct SourceIndex {
  /// The source index `s(k)`; meaningless unless `inSource` holds.
  typename A::Int index;
  /// False when the element is pad, i.e. `value` (constant mode only).
  typename A::Bool inSource;
};

/// The period of a periodic mode (reflect 2d - 2, symmetric 2d, wrap d),
/// at least 1 (d = 1 in reflect maps everything to 0, period 1 to m = 0).
template <typename A>
typename A::Int periodOf(A &a, PadMode mode, typename A::Int d) {
  typename A::Int one = a.constant(1);
  if (mode == PadMode::Wrap)
    return a.max(d, one);
  typename A::Int twice = a.add(d, d);
  if (mode == PadMode::Symmetric)
    return a.max(twice, one);
  return a.max(a.sub(twice, a.constant(2)), one);
}

/// The source index of a periodic mode at `m`, its stretched coordinate
/// reduced into [0, period): reflect mirrors about d - 1 (s = P - m past
/// d), symmetric about d - 1/2 (s = P - 1 - m), wrap is m itself.
template <typename A>
typename A::Int foldPeriod(A &a, PadMode mode, typename A::Int m,
                           typename A::Int d, typename A::Int period) {
  if (mode == PadMode::Wrap)
    return m;
  auto inFirstHalf = a.lt(m, d);
  typename A::Int mirror =
      mode == PadMode::Reflect ? period : a.sub(period, a.constant(1));
  typename A::Int mirrored = a.sub(mirror, m);
  return a.select(inFirstHalf, m, mirrored);
}

/// Maps the stretched coordinate `k = o - p` of a dimension of extent `d` and
/// interior `r` to a source index, as the spec's table says. For the
/// non-constant modes the caller guarantees `d > 0` whenever the result is
/// used (verifier rule 6, or its run-time guard); the divisors are clamped to
/// 1 so that even an unused result is computed without division by zero.
template <typename A>
SourceIndex<A> mapToSource(A &a, PadMode mode, typename A::Int k,
                           typename A::Int d, typename A::Int r) {
  using Int = typename A::Int;
  Int zero = a.constant(0);
  Int one = a.constant(1);
  switch (mode) {
  case PadMode::Constant: {
    Int stride = a.add(r, one);
    Int e = stretchedExtent(a, d, r);
    // 0 <= k < e, with `0 <= k` written as `-1 < k`.
    Int minusOne = a.sub(zero, one);
    auto atLeastZero = a.lt(minusOne, k);
    auto belowEnd = a.lt(k, e);
    auto inRange = a.land(atLeastZero, belowEnd);
    auto onGrid = a.eq(a.mod(k, stride), zero);
    auto inSource = a.land(inRange, onGrid);
    return {a.div(k, stride), inSource};
  }
  case PadMode::Edge: {
    Int last = a.sub(d, one);
    Int index = a.max(a.min(k, last), zero);
    return {index, a.constantBool(true)};
  }
  case PadMode::Reflect:
  case PadMode::Symmetric:
  case PadMode::Wrap: {
    Int period = periodOf(a, mode, d);
    Int m = a.mod(k, period);
    return {foldPeriod(a, mode, m, d, period), a.constantBool(true)};
  }
  }
  return {zero, a.constantBool(true)};
}

/// One monotone piece of a periodic mode's mapping: for `m` in [lo, hi),
/// where m is k reduced into [0, P) and counted on into the next period,
/// the source index is `m - offset` (increasing) or `offset - m`
/// (decreasing).
template <typename A>
struct MappingPiece {
  typename A::Int lo, hi, offset;
  bool decreasing;
};

/// The period P of reflect (2d - 2), symmetric (2d) or wrap (d), at least 1,
/// and the pieces of mapToSource over m in [0, 2P) (the same mapping, cut
/// where it changes direction or wraps): a run of consecutive k whose first
/// m lies below P and that is at most P + 1 long falls within them. The
/// vectorization reads each piece as one contiguous run.
template <typename A>
SmallVector<MappingPiece<A>, 4>
periodicPieces(A &a, PadMode mode, typename A::Int d,
               typename A::Int &period) {
  using Int = typename A::Int;
  Int zero = a.constant(0);
  Int one = a.constant(1);
  period = periodOf(a, mode, d);
  if (mode == PadMode::Wrap) {
    Int twoPeriods = a.add(period, period);
    return {{zero, period, zero, false}, {period, twoPeriods, period, false}};
  }
  // The mirrors of foldPeriod.
  Int mirror = mode == PadMode::Reflect ? period : a.sub(period, one);
  Int periodPlusD = a.add(period, d);
  Int twoPeriods = a.add(period, period);
  Int secondMirror = a.add(mirror, period);
  return {{zero, d, zero, false},
          {d, period, mirror, true},
          {period, periodPlusD, period, false},
          {periodPlusD, twoPeriods, secondMirror, true}};
}

/// A pad amount p' that maps every output coordinate o in [0, outExtent)
/// exactly as p does (mapToSource(o - p') == mapToSource(o - p)) while
/// keeping o - p' within (-2 * max(d, e) - 2, outExtent + e]: code that
/// computes k = o - p' in 64 bits cannot overflow, whatever p is.
///   - reflect, symmetric, wrap are periodic in k: p' = p mod period;
///   - constant, edge only tell k < 0 and k >= e apart from 0 <= k < e, and
///     every o - p lies beyond the same end when p is beyond
///     [-e, outExtent]: p' = clamp(p, -e, outExtent).
template <typename A>
typename A::Int boundedBelow(A &a, PadMode mode, typename A::Int p,
                             typename A::Int d, typename A::Int r,
                             typename A::Int outExtent) {
  using Int = typename A::Int;
  switch (mode) {
  case PadMode::Reflect:
  case PadMode::Symmetric:
  case PadMode::Wrap:
    return a.mod(p, periodOf(a, mode, d));
  case PadMode::Constant:
  case PadMode::Edge:
    break;
  }
  Int e = stretchedExtent(a, d, r);
  Int zero = a.constant(0);
  Int minusE = a.sub(zero, e);
  return a.min(a.max(p, minusE), outExtent);
}

//===----------------------------------------------------------------------===//
// Regions of the output (used by the lowerings)
//===----------------------------------------------------------------------===//

/// The run of output coordinates `[begin, end)` along a dimension without
/// interior padding whose source index is `k` itself (`0 <= k < d`): the part
/// that is a plain copy of the source. Everything before `begin` and from
/// `end` on is border.
template <typename A>
struct CopyRun {
  typename A::Int begin, end;
};

/// `noPadAbove`: the caller knows that q = 0 (and r = 0), so the run ends
/// where the output does (at p + d, or at 0 for an empty output); with
/// dynamic extents the general formula could not show it.
template <typename A>
CopyRun<A> copyRun(A &a, typename A::Int p, typename A::Int d,
                   typename A::Int outExtent, bool noPadAbove = false) {
  typename A::Int zero = a.constant(0);
  typename A::Int begin = a.min(a.max(p, zero), outExtent);
  if (noPadAbove)
    return {begin, outExtent};
  typename A::Int sourceEnd = a.add(p, d);
  typename A::Int end = a.min(a.max(sourceEnd, begin), outExtent);
  return {begin, end};
}

/// The on-grid source elements that land in the output along a dimension
/// with interior `r`: source indices `[first, first + count)` land at output
/// coordinates `offset + i * (r + 1)`.
template <typename A>
struct InteriorWindow {
  typename A::Int first, count, offset;
};

template <typename A>
InteriorWindow<A> interiorWindow(A &a, typename A::Int p, typename A::Int d,
                                 typename A::Int r,
                                 typename A::Int outExtent) {
  using Int = typename A::Int;
  Int zero = a.constant(0);
  Int one = a.constant(1);
  Int stride = a.add(r, one);
  // Stretched coordinates visible in the output: [max(-p, 0), outExtent - p).
  Int minusP = a.sub(zero, p);
  Int kBegin = a.max(minusP, zero);
  Int kEnd = a.sub(outExtent, p);
  // First on-grid source index at or after kBegin (ceil division, kBegin>=0).
  Int first = a.min(a.div(a.add(kBegin, r), stride), d);
  // One past the last on-grid source index before kEnd.
  auto anyVisible = a.lt(zero, kEnd);
  Int lastOnGrid = a.add(a.div(a.sub(kEnd, one), stride), one);
  Int last = a.min(a.select(anyVisible, lastOnGrid, zero), d);
  Int count = a.max(a.sub(last, first), zero);
  // An empty window sits at 0 so that no slice offset leaves the output.
  auto nonEmpty = a.lt(zero, count);
  Int firstOffset = a.add(p, a.mul(first, stride));
  Int offset = a.select(nonEmpty, firstOffset, zero);
  return {first, count, offset};
}

} // namespace mlir::pad

#endif // PAD_DIALECT_PAD_UTILS_INDEXMAPPING_H
