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
