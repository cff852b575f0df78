//===- IndexMapping.cpp - arith-emitting arithmetic policy ----------------===//

#include "pad/Dialect/Pad/Utils/IndexMapping.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::pad;

IRArith::IRArith(OpBuilder &builder, Location loc, Type type)
    : builder(builder), loc(loc),
      type(type ? type : Type(builder.getIndexType())) {}

Value IRArith::constant(int64_t v) {
  // Builder::getIntegerAttr zero-extends into a wider signless type; the
  // formulas need sign extension.
  TypedAttr attr =
      type.isIndex()
          ? TypedAttr(builder.getIndexAttr(v))
          : TypedAttr(IntegerAttr::get(
                type, APInt(type.getIntOrFloatBitWidth(), v, /*isSigned=*/true)));
  return arith::ConstantOp::create(builder, loc, type, attr);
}

Value IRArith::constantBool(bool v) {
  return arith::ConstantOp::create(builder, loc, builder.getBoolAttr(v));
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

std::optional<StaticArith::Int> FoldingArith::getKnown(OpFoldResult v) {
  auto attr = dyn_cast_if_present<IntegerAttr>(dyn_cast<Attribute>(v));
  if (!attr)
    return std::nullopt;
  return toInt128(attr.getValue());
}

std::optional<bool> FoldingArith::getKnownBool(OpFoldResult v) {
  std::optional<StaticArith::Int> known = getKnown(v);
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
  auto attr = cast<IntegerAttr>(cast<Attribute>(v));
  return arith::ConstantOp::create(ir.getBuilder(), ir.getLoc(),
                                   attr.getType(), attr);
}

OpFoldResult FoldingArith::get(OpFoldResult ofr) {
  if (std::optional<int64_t> v = getConstantIntValue(ofr))
    return known(*v);
  return ir.get(ofr);
}

OpFoldResult FoldingArith::toIndex(OpFoldResult v) {
  if (std::optional<StaticArith::Int> value = getKnown(v))
    if (StaticArith::fitsInt64(*value))
      return ir.getBuilder().getIndexAttr(static_cast<int64_t>(*value));
  return ir.toIndex(materialize(v));
}

#define PAD_FOLDING_BINARY(NAME, STATIC_EXPR)                                  \
  OpFoldResult FoldingArith::NAME(OpFoldResult a, OpFoldResult b) {            \
    std::optional<StaticArith::Int> x = getKnown(a), y = getKnown(b);          \
    if (x && y) {                                                              \
      StaticArith s;                                                           \
      (void)s;                                                                 \
      return STATIC_EXPR;                                                      \
    }                                                                          \
    Value lhs = materialize(a);                                                \
    Value rhs = materialize(b);                                                \
    return ir.NAME(lhs, rhs);                                                  \
  }

PAD_FOLDING_BINARY(add, known(s.add(*x, *y)))
PAD_FOLDING_BINARY(sub, known(s.sub(*x, *y)))
PAD_FOLDING_BINARY(mul, known(s.mul(*x, *y)))
PAD_FOLDING_BINARY(div, known(s.div(*x, *y)))
PAD_FOLDING_BINARY(mod, known(s.mod(*x, *y)))
PAD_FOLDING_BINARY(min, known(s.min(*x, *y)))
PAD_FOLDING_BINARY(max, known(s.max(*x, *y)))
PAD_FOLDING_BINARY(lt, knownBool(s.lt(*x, *y)))
PAD_FOLDING_BINARY(eq, knownBool(s.eq(*x, *y)))
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
