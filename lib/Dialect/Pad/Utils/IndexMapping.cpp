//===- IndexMapping.cpp - arith-emitting arithmetic policy ----------------===//

#include "pad/Dialect/Pad/Utils/IndexMapping.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ShapedOpInterfaces.h"

using namespace mlir;
using namespace mlir::pad;

IRArith::IRArith(OpBuilder &builder, Location loc, Type type)
    : builder(builder), loc(loc),
      type(type ? type : Type(builder.getIndexType())),
      constantBlock(builder.getInsertionBlock()) {}

IRArith::IRArith(OpBuilder &builder, Location loc, IRArith &constantSource)
    : builder(builder), loc(loc), type(constantSource.type),
      constantSource(&constantSource) {}

Value IRArith::constant(int64_t v) {
  // Builder::getIntegerAttr zero-extends into a wider signless type; the
  // formulas need sign extension.
  Type elementType = getElementTypeOrSelf(type);
  TypedAttr attr =
      elementType.isIndex()
          ? TypedAttr(builder.getIndexAttr(v))
          : TypedAttr(IntegerAttr::get(
                elementType, APInt(elementType.getIntOrFloatBitWidth(), v,
                                   /*isSigned=*/true)));
  if (auto vectorType = dyn_cast<VectorType>(type))
    attr = SplatElementsAttr::get(vectorType, attr);
  return constant(attr);
}

Value IRArith::constantBool(bool v) {
  TypedAttr attr = builder.getBoolAttr(v);
  if (auto vectorType = dyn_cast<VectorType>(type))
    attr = SplatElementsAttr::get(vectorType.clone(builder.getI1Type()), attr);
  return constant(attr);
}

Value IRArith::constant(TypedAttr attr) {
  if (constantSource)
    return constantSource->constant(attr);
  Value &cached = constants[attr];
  if (cached)
    return cached;
  Block *block =
      constantBlock ? constantBlock : builder.getInsertionBlock();
  // Constants are created at the start of the block, so those of the pad
  // being lowered (by other policies) come first: reuse one of them rather
  // than leave a duplicate for CSE. The scan is bounded to stay cheap in
  // functions with many constants.
  constexpr int kScanLimit = 64;
  int scanned = 0;
  for (Operation &op : *block) {
    auto constantOp = dyn_cast<arith::ConstantOp>(op);
    if (!constantOp || ++scanned > kScanLimit)
      break;
    if (constantOp.getValue() == attr)
      return cached = constantOp;
  }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(block);
  return cached = arith::ConstantOp::create(builder, loc, attr.getType(), attr);
}

Value IRArith::add(Value a, Value b) {
  return builder.createOrFold<arith::AddIOp>(loc, a, b);
}
Value IRArith::sub(Value a, Value b) {
  return builder.createOrFold<arith::SubIOp>(loc, a, b);
}
Value IRArith::mul(Value a, Value b) {
  return builder.createOrFold<arith::MulIOp>(loc, a, b);
}
Value IRArith::div(Value a, Value b) {
  return builder.createOrFold<arith::DivSIOp>(loc, a, b);
}
Value IRArith::mod(Value a, Value b) {
  // arith.remsi takes the sign of the dividend; shift negative remainders.
  Value rem = builder.createOrFold<arith::RemSIOp>(loc, a, b);
  Value isNegative = lt(rem, constant(0));
  return select(isNegative, add(rem, b), rem);
}
Value IRArith::min(Value a, Value b) {
  return builder.createOrFold<arith::MinSIOp>(loc, a, b);
}
Value IRArith::max(Value a, Value b) {
  return builder.createOrFold<arith::MaxSIOp>(loc, a, b);
}
Value IRArith::lt(Value a, Value b) {
  return builder.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, a,
                                             b);
}
Value IRArith::eq(Value a, Value b) {
  return builder.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, a,
                                             b);
}
Value IRArith::land(Value a, Value b) {
  return builder.createOrFold<arith::AndIOp>(loc, a, b);
}
Value IRArith::lor(Value a, Value b) {
  return builder.createOrFold<arith::OrIOp>(loc, a, b);
}
Value IRArith::select(Value c, Value a, Value b) {
  return builder.createOrFold<arith::SelectOp>(loc, c, a, b);
}

Value IRArith::get(OpFoldResult ofr) {
  if (std::optional<int64_t> v = getConstantIntValue(ofr))
    return constant(*v);
  Value value = cast<Value>(ofr);
  if (value.getType() == type)
    return value;
  return builder.createOrFold<arith::IndexCastOp>(loc, type, value);
}

Value IRArith::toIndex(Value v) {
  if (v.getType().isIndex())
    return v;
  return builder.createOrFold<arith::IndexCastOp>(loc, builder.getIndexType(),
                                                  v);
}

//===----------------------------------------------------------------------===//
// FoldingArith
//===----------------------------------------------------------------------===//

static StaticArith::Int toInt128(const APInt &v) {
  APInt wide = v.sextOrTrunc(128);
  const uint64_t *words = wide.getRawData();
  return static_cast<StaticArith::Int>(
      (static_cast<unsigned __int128>(words[1]) << 64) | words[0]);
}

static APInt toAPInt(StaticArith::Int v, unsigned width) {
  uint64_t words[2] = {static_cast<uint64_t>(v),
                       static_cast<uint64_t>(
                           static_cast<unsigned __int128>(v) >> 64)};
  return APInt(128, words).trunc(width);
}

FoldingArith::FoldingArith(OpBuilder &builder, Location loc, Type type)
    : ir(builder, loc, type), type(ir.getType()) {}

FoldingArith::FoldingArith(OpBuilder &builder, Location loc,
                           FoldingArith &constantSource)
    : ir(builder, loc, constantSource.ir), type(ir.getType()) {}

KnownInt FoldingArith::getKnown(OpFoldResult v) {
  APInt value;
  if (auto attr = dyn_cast_if_present<IntegerAttr>(dyn_cast<Attribute>(v)))
    value = attr.getValue();
  else if (!v || !matchPattern(cast<Value>(v), m_ConstantInt(&value)))
    return std::nullopt;
  return toInt128(value);
}

std::optional<bool> FoldingArith::getKnownBool(OpFoldResult v) {
  KnownInt known = getKnown(v);
  if (!known)
    return std::nullopt;
  return *known != 0;
}

OpFoldResult FoldingArith::known(StaticArith::Int v) {
  // The policy's type wraps as its IR would (index and i128 hold every value
  // the formulas produce for valid inputs).
  unsigned width = type.isIndex() ? IndexType::kInternalStorageBitWidth
                                  : type.getIntOrFloatBitWidth();
  return IntegerAttr::get(type, toAPInt(v, width));
}

OpFoldResult FoldingArith::knownBool(bool v) {
  return ir.getBuilder().getBoolAttr(v);
}

OpFoldResult FoldingArith::constant(int64_t v) { return known(v); }
OpFoldResult FoldingArith::constantBool(bool v) { return knownBool(v); }

Value FoldingArith::materialize(OpFoldResult v) {
  if (auto value = dyn_cast<Value>(v))
    return value;
  return ir.constant(cast<IntegerAttr>(cast<Attribute>(v)));
}

OpFoldResult FoldingArith::get(OpFoldResult ofr) {
  if (std::optional<int64_t> v = getConstantIntValue(ofr))
    return known(*v);
  return ir.get(ofr);
}

OpFoldResult FoldingArith::toIndex(OpFoldResult v) {
  if (KnownInt value = getKnown(v))
    if (StaticArith::fitsInt64(*value))
      return ir.getBuilder().getIndexAttr(static_cast<int64_t>(*value));
  return ir.toIndex(materialize(v));
}

/// The signed bounds of `v` in 128 bits: exact for a constant; otherwise
/// what upstream's InferIntRangeInterface derives from the ops that
/// computed `v`, at most `depth` levels up (an extent from `tensor.dim` or
/// `memref.dim` is at least 0, a `max` with 0 is too). None where nothing
/// is known.
static std::optional<std::pair<StaticArith::Int, StaticArith::Int>>
getBounds(OpFoldResult v, unsigned depth = 4);

namespace {
/// Closed signed bounds of an `index` value, exact in 128 bits.
using Interval = std::pair<StaticArith::Int, StaticArith::Int>;
} // namespace

static ConstantIntRanges toRange(Interval interval) {
  return ConstantIntRanges::fromSigned(toAPInt(interval.first, 64),
                                       toAPInt(interval.second, 64));
}

/// The values an induction variable of a loop with constant bounds takes:
/// `[lb, lb + ((ub - lb - 1) floordiv step) * step]`, the last aligned to the
/// step (a tile's offset in a loop of step 16 ends 15 before the bound).
static std::optional<Interval> inductionVariableBounds(BlockArgument arg) {
  auto loop =
      dyn_cast_if_present<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
  if (!loop)
    return std::nullopt;
  std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
  std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds();
  std::optional<SmallVector<OpFoldResult>> ubs = loop.getLoopUpperBounds();
  std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
  if (!ivs || !lbs || !ubs || !steps)
    return std::nullopt;
  auto *it = llvm::find(*ivs, Value(arg));
  if (it == ivs->end())
    return std::nullopt;
  size_t i = it - ivs->begin();
  std::optional<int64_t> lb = getConstantIntValue((*lbs)[i]);
  std::optional<int64_t> ub = getConstantIntValue((*ubs)[i]);
  std::optional<int64_t> step = getConstantIntValue((*steps)[i]);
  // Non-negative bounds: a loop may compare them unsigned (scf.for's
  // unsignedCmp), which then means the same.
  if (!lb || !ub || !step || *lb < 0 || *step <= 0 || *ub <= *lb)
    return std::nullopt;
  StaticArith::Int last = *ub - StaticArith::Int(1);
  StaticArith::Int trips = (last - *lb) / *step;
  return Interval{*lb, *lb + trips * *step};
}

/// The bounds of `expr` over operands within `dims` and `symbols`, by
/// interval arithmetic (exact for a sum of terms in distinct operands).
static std::optional<Interval>
affineExprBounds(AffineExpr expr, ArrayRef<std::optional<Interval>> dims,
                 ArrayRef<std::optional<Interval>> symbols) {
  if (auto c = dyn_cast<AffineConstantExpr>(expr))
    return Interval{c.getValue(), c.getValue()};
  if (auto d = dyn_cast<AffineDimExpr>(expr))
    return dims[d.getPosition()];
  if (auto s = dyn_cast<AffineSymbolExpr>(expr))
    return symbols[s.getPosition()];
  auto binary = cast<AffineBinaryOpExpr>(expr);
  std::optional<Interval> l = affineExprBounds(binary.getLHS(), dims, symbols);
  std::optional<Interval> r = affineExprBounds(binary.getRHS(), dims, symbols);
  if (!l || !r)
    return std::nullopt;
  StaticArith s;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return Interval{l->first + r->first, l->second + r->second};
  case AffineExprKind::Mul: {
    StaticArith::Int corners[] = {l->first * r->first, l->first * r->second,
                                  l->second * r->first, l->second * r->second};
    return Interval{*llvm::min_element(corners), *llvm::max_element(corners)};
  }
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod: {
    // Affine maps divide by positive constants only.
    if (r->first != r->second || r->first <= 0)
      return std::nullopt;
    StaticArith::Int c = r->first;
    auto floorDiv = [&](StaticArith::Int x) {
      return s.div(x - s.mod(x, c), c);
    };
    if (expr.getKind() == AffineExprKind::FloorDiv)
      return Interval{floorDiv(l->first), floorDiv(l->second)};
    if (expr.getKind() == AffineExprKind::CeilDiv)
      return Interval{-floorDiv(-l->first), -floorDiv(-l->second)};
    if (floorDiv(l->first) == floorDiv(l->second))
      return Interval{s.mod(l->first, c), s.mod(l->second, c)};
    return Interval{0, c - 1};
  }
  default:
    return std::nullopt;
  }
}

/// The bounds of an `affine.apply`, `affine.min` or `affine.max` result.
static std::optional<Interval> affineOpBounds(Operation *op, unsigned depth,
                                              RangeCache *cache) {
  AffineMap map;
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op))
    map = apply.getAffineMap();
  else if (auto min = dyn_cast<affine::AffineMinOp>(op))
    map = min.getAffineMap();
  else if (auto max = dyn_cast<affine::AffineMaxOp>(op))
    map = max.getAffineMap();
  else
    return std::nullopt;
  SmallVector<std::optional<Interval>> bounds;
  for (Value operand : op->getOperands()) {
    std::optional<ConstantIntRanges> range =
        inferIntegerRange(operand, depth - 1, cache);
    if (range)
      bounds.push_back(Interval{toInt128(range->smin()),
                                toInt128(range->smax())});
    else
      bounds.push_back(std::nullopt);
  }
  ArrayRef<std::optional<Interval>> all(bounds);
  std::optional<Interval> result;
  for (AffineExpr expr : map.getResults()) {
    std::optional<Interval> e =
        affineExprBounds(expr, all.take_front(map.getNumDims()),
                         all.drop_front(map.getNumDims()));
    if (!e)
      return std::nullopt;
    if (!result)
      result = e;
    else if (isa<affine::AffineMinOp>(op))
      result = Interval{std::min(result->first, e->first),
                        std::min(result->second, e->second)};
    else
      result = Interval{std::max(result->first, e->first),
                        std::max(result->second, e->second)};
  }
  return result;
}

std::optional<ConstantIntRanges>
mlir::pad::inferIntegerRange(Value v, unsigned depth, RangeCache *cache) {
  if (cache)
    if (auto it = cache->find(v); it != cache->end())
      return it->second;
  std::optional<ConstantIntRanges> result;
  APInt constant;
  auto op = v.getDefiningOp<InferIntRangeInterface>();
  std::optional<Interval> bounds;
  if (auto arg = dyn_cast<BlockArgument>(v); arg && v.getType().isIndex())
    bounds = inductionVariableBounds(arg);
  else if (Operation *def = v.getDefiningOp(); def && depth > 0)
    bounds = affineOpBounds(def, depth, cache);
  if (bounds && StaticArith::fitsInt64(bounds->first) &&
      StaticArith::fitsInt64(bounds->second)) {
    result = toRange(*bounds);
  } else if (matchPattern(v, m_ConstantInt(&constant))) {
    result = ConstantIntRanges::constant(constant);
  } else if (op && depth > 0 &&
             ConstantIntRanges::getStorageBitwidth(v.getType()) != 0) {
    // Integer operands with their ranges, where known; a shaped operand (of
    // a dim op, which reads only its index operand's range) stands as
    // unknown.
    SmallVector<ConstantIntRanges> operandRanges;
    bool known = true;
    for (Value operand : op->getOperands()) {
      unsigned width = ConstantIntRanges::getStorageBitwidth(operand.getType());
      if (width == 0) {
        known &= isa<ShapedDimOpInterface>(op.getOperation());
        operandRanges.push_back(ConstantIntRanges::maxRange(64));
        continue;
      }
      std::optional<ConstantIntRanges> range =
          inferIntegerRange(operand, depth - 1, cache);
      operandRanges.push_back(range ? *range
                                    : ConstantIntRanges::maxRange(width));
    }
    if (known)
      op.inferResultRanges(operandRanges,
                           [&](Value value, const ConstantIntRanges &range) {
                             if (value == v)
                               result = range;
                           });
  }
  if (cache)
    (*cache)[v] = result;
  return result;
}

static std::optional<std::pair<StaticArith::Int, StaticArith::Int>>
getBounds(OpFoldResult v, unsigned depth) {
  if (KnownInt known = FoldingArith::getKnown(v))
    return std::make_pair(*known, *known);
  auto value = dyn_cast_if_present<Value>(v);
  if (!value || value.getType().isInteger(1))
    return std::nullopt;
  std::optional<ConstantIntRanges> range = inferIntegerRange(value, depth);
  if (!range)
    return std::nullopt;
  return std::make_pair(toInt128(range->smin()), toInt128(range->smax()));
}

namespace {
/// A value as `sign * base + offset` through `arith.addi` / `arith.subi`
/// with constants; a constant has no base.
struct LinearForm {
  Value base;
  int sign = 1;
  StaticArith::Int offset = 0;
};
} // namespace

static LinearForm getLinearForm(OpFoldResult v) {
  LinearForm form;
  for (int depth = 0; depth < 8; ++depth) {
    if (KnownInt known = FoldingArith::getKnown(v)) {
      form.offset += form.sign * *known;
      form.base = nullptr;
      return form;
    }
    form.base = cast<Value>(v);
    Operation *op = form.base.getDefiningOp();
    if (!isa_and_present<arith::AddIOp, arith::SubIOp>(op))
      return form;
    KnownInt lhs =
        FoldingArith::getKnown(op->getOperand(0));
    KnownInt rhs =
        FoldingArith::getKnown(op->getOperand(1));
    bool isSub = isa<arith::SubIOp>(op);
    if (rhs) {
      form.offset += form.sign * (isSub ? -*rhs : *rhs);
      v = op->getOperand(0);
    } else if (lhs) {
      form.offset += form.sign * *lhs;
      form.sign = isSub ? -form.sign : form.sign;
      v = op->getOperand(1);
    } else {
      return form;
    }
  }
  return form;
}

/// a + bSign * b (bSign 1 or -1) where the value in both cancels, leaving
/// constants: (o + 15) - (o - 1) is 16, (2 - o) + (o - 2) is 0. Index
/// arithmetic of the geometry does not wrap, so the forms also compare.
static KnownInt
constantCombination(OpFoldResult a, OpFoldResult b, int bSign) {
  if (a == b && bSign == -1)
    return 0;
  LinearForm x = getLinearForm(a), y = getLinearForm(b);
  if (!x.base || x.base != y.base || x.sign + bSign * y.sign != 0)
    return std::nullopt;
  return x.offset + bSign * y.offset;
}

/// `a + k` (or `a - k`) as the value it undoes: (x - 1) + 1 is x.
static OpFoldResult undoneOffset(OpFoldResult a, StaticArith::Int k) {
  LinearForm x = getLinearForm(a);
  return x.base && x.sign == 1 && x.offset + k == 0 ? OpFoldResult(x.base)
                                                    : OpFoldResult();
}

namespace {
/// How `a` and `b` compare for every value the two may take, as far as
/// their bounds show it.
struct BoundsOrder {
  bool aLessEqual = false, aLess = false, bLessEqual = false;
};
} // namespace

/// Looks each operand's bounds up once; one value plus two constants
/// compares by the constants.
static BoundsOrder compareBounds(OpFoldResult a, OpFoldResult b) {
  if (KnownInt difference =
          constantCombination(a, b, -1))
    return {*difference <= 0, *difference < 0, *difference >= 0};
  auto x = getBounds(a), y = getBounds(b);
  if (!x || !y)
    return {};
  return {x->second <= y->first, x->second < y->first, y->second <= x->first};
}

/// min(a, b) as one operand where the bounds decide it, else null.
static OpFoldResult minByBounds(OpFoldResult a, OpFoldResult b) {
  BoundsOrder order = compareBounds(a, b);
  return order.aLessEqual ? a : order.bLessEqual ? b : OpFoldResult();
}

/// max(a, b) as one operand where the bounds decide it, else null.
static OpFoldResult maxByBounds(OpFoldResult a, OpFoldResult b) {
  BoundsOrder order = compareBounds(a, b);
  return order.bLessEqual ? a : order.aLessEqual ? b : OpFoldResult();
}

/// a < b where the bounds decide it.
static std::optional<bool> ltByBounds(OpFoldResult a, OpFoldResult b) {
  BoundsOrder order = compareBounds(a, b);
  if (order.aLess)
    return true;
  if (order.bLessEqual)
    return false;
  return std::nullopt;
}

/// Whether 0 <= a < b for every value the two may take: a mod b is then a,
/// and a / b is 0.
static bool belowDivisor(OpFoldResult a, OpFoldResult b) {
  auto x = getBounds(a), y = getBounds(b);
  return x && y && x->first >= 0 && x->second < y->first;
}

/// Whether `v` is the attribute `c`.
static bool isKnown(KnownInt v, int64_t c) {
  return v && *v == c;
}

// A binary op: computed in C++ when both operands are known; otherwise the
// identities in SIMPLIFY (which may return a null OpFoldResult) spare the
// emitted op and its constant operand; only then is the op emitted.
#define PAD_FOLDING_BINARY(NAME, STATIC_EXPR, SIMPLIFY)                        \
  OpFoldResult FoldingArith::NAME(OpFoldResult a, OpFoldResult b) {            \
    KnownInt x = getKnown(a), y = getKnown(b);          \
    if (x && y) {                                                              \
      StaticArith s;                                                           \
      (void)s;                                                                 \
      return STATIC_EXPR;                                                      \
    }                                                                          \
    if (OpFoldResult simplified = (SIMPLIFY))                                  \
      return simplified;                                                       \
    Value lhs = materialize(a);                                                \
    Value rhs = materialize(b);                                                \
    return ir.NAME(lhs, rhs);                                                  \
  }

PAD_FOLDING_BINARY(add, known(s.add(*x, *y)), isKnown(x, 0) ? b : [&] {
  if (isKnown(y, 0))
    return a;
  if (y)
    return undoneOffset(a, *y);
  if (x)
    return undoneOffset(b, *x);
  KnownInt sum = constantCombination(a, b, 1);
  return sum ? known(*sum) : OpFoldResult();
}())
PAD_FOLDING_BINARY(sub, known(s.sub(*x, *y)), isKnown(y, 0) ? a : [&] {
  if (y)
    return undoneOffset(a, -*y);
  KnownInt difference = constantCombination(a, b, -1);
  return difference ? known(*difference) : OpFoldResult();
}())
PAD_FOLDING_BINARY(mul, known(s.mul(*x, *y)),
                   isKnown(x, 1) ? b
                   : isKnown(y, 1)                   ? a
                   : (isKnown(x, 0) || isKnown(y, 0)) ? known(0)
                                                      : OpFoldResult())
PAD_FOLDING_BINARY(div, known(s.div(*x, *y)),
                   isKnown(y, 1)        ? a
                   : belowDivisor(a, b) ? known(0)
                                        : OpFoldResult())
PAD_FOLDING_BINARY(mod, known(s.mod(*x, *y)),
                   isKnown(y, 1)        ? known(0)
                   : belowDivisor(a, b) ? a
                                        : OpFoldResult())
// min, max and lt also fold where the operands' bounds decide them (an
// extent, at least 0, against a pad of 0, say).
PAD_FOLDING_BINARY(min, known(s.min(*x, *y)), a == b ? a : minByBounds(a, b))
PAD_FOLDING_BINARY(max, known(s.max(*x, *y)), a == b ? a : maxByBounds(a, b))
PAD_FOLDING_BINARY(
    lt, knownBool(s.lt(*x, *y)),
    a == b ? knownBool(false) : [&]() -> OpFoldResult {
      std::optional<bool> less = ltByBounds(a, b);
      return less ? knownBool(*less) : OpFoldResult();
    }())
PAD_FOLDING_BINARY(eq, knownBool(s.eq(*x, *y)),
                   a == b ? knownBool(true) : OpFoldResult())
#undef PAD_FOLDING_BINARY

OpFoldResult FoldingArith::land(OpFoldResult a, OpFoldResult b) {
  std::optional<bool> x = getKnownBool(a), y = getKnownBool(b);
  if ((x && !*x) || (y && !*y))
    return knownBool(false);
  if (x)
    return b;
  if (y)
    return a;
  Value lhs = materialize(a);
  Value rhs = materialize(b);
  return ir.land(lhs, rhs);
}

OpFoldResult FoldingArith::lor(OpFoldResult a, OpFoldResult b) {
  std::optional<bool> x = getKnownBool(a), y = getKnownBool(b);
  if ((x && *x) || (y && *y))
    return knownBool(true);
  if (x)
    return b;
  if (y)
    return a;
  Value lhs = materialize(a);
  Value rhs = materialize(b);
  return ir.lor(lhs, rhs);
}

OpFoldResult FoldingArith::select(OpFoldResult c, OpFoldResult a,
                                  OpFoldResult b) {
  if (std::optional<bool> known = getKnownBool(c))
    return *known ? a : b;
  if (a == b)
    return a;
  // One statement per emitted value: argument evaluation order is
  // unspecified, and the IR must not depend on the compiler.
  Value condition = materialize(c);
  Value ifTrue = materialize(a);
  Value ifFalse = materialize(b);
  return ir.select(condition, ifTrue, ifFalse);
}
