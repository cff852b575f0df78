//===- IndexMapping.cpp - arith-emitting arithmetic policy ----------------===//

#include "pad/Dialect/Pad/Utils/IndexMapping.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"

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
  auto floorMod = [&] {
    Value rem = builder.createOrFold<arith::RemSIOp>(loc, a, b);
    Value isNegative = lt(rem, constant(0));
    return select(isNegative, add(rem, b), rem);
  };
  if (matchPattern(a, m_Constant()) || matchPattern(b, m_Constant()))
    return floorMod(); // folds, or LLVM turns the division into multiplies
  // A run-time divisor costs a hardware division (tens of cycles), yet pad
  // coordinates mostly lie within one period of [0, b): those take a
  // compare and a subtraction, and only the rest divide. No step overflows.
  auto ge = [&](Value x, Value y) {
    return builder.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge,
                                               x, y);
  };
  Value zero = constant(0);
  Value negative = lt(a, zero), below = lt(a, b);
  Value aMinusB = sub(a, b);
  Value oneBelow = land(negative, lt(sub(zero, b), add(a, constant(1))));
  Value inside = land(ge(a, zero), below);
  Value oneAbove = land(ge(a, b), lt(aMinusB, b));
  Value fast = builder.createOrFold<arith::OrIOp>(
      loc, builder.createOrFold<arith::OrIOp>(loc, oneBelow, inside), oneAbove);
  Value near = select(negative, add(a, b), select(below, a, aMinusB));
  auto ifOp = scf::IfOp::create(builder, loc, TypeRange{type}, fast,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(ifOp.thenBlock());
  scf::YieldOp::create(builder, loc, near);
  builder.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(builder, loc, floorMod());
  return ifOp.getResult(0);
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
