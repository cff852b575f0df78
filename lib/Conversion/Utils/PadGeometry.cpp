//===- PadGeometry.cpp - What both lowerings of pad.pad need --------------===//

#include "pad/Conversion/Utils/PadGeometry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

bool mlir::pad::isConstantIndex(Value v, int64_t c) {
  std::optional<int64_t> constant = getConstantIntValue(v);
  return constant && *constant == c;
}

/// Rule 9 at run time: the stretched and the output extent, computed exactly
/// in 128 bits, must fit in 64.
static void emitOverflowCheck(OpBuilder &b, Location loc, int64_t dim, OpFoldResult extent,
                              OpFoldResult below, OpFoldResult above,
                              int64_t interior) {
  IRArith wide(b, loc, b.getIntegerType(128));
  Value e = stretchedExtent(wide, wide.get(extent), wide.constant(interior));
  Value out = outputExtent(wide, wide.get(below), e, wide.get(above));
  Value int64Max = wide.constant(std::numeric_limits<int64_t>::max());
  Value overflow = wide.lt(int64Max, wide.max(e, out));
  Value ok = wide.eq(overflow, wide.constantBool(false));
  if (matchPattern(ok, m_One()))
    return;
  cf::AssertOp::create(b, loc, ok,
                       llvm::formatv("pad.pad: the output extent of dimension "
                                     "{0} does not fit in 64 bits",
                                     dim)
                           .str());
}

SmallVector<PadDimension> mlir::pad::buildPadGeometry(OpBuilder &b,
                                                      PadOp op) {
  Location loc = op.getLoc();
  IRArith a(b, loc);
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();
  RankedTensorType argType = op.getArgType();
  SmallVector<PadDimension> dims;
  for (int64_t dim = 0, rank = argType.getRank(); dim < rank; ++dim) {
    OpFoldResult extent = tensor::getMixedSize(b, loc, op.getArg(), dim);
    bool isStatic = !argType.isDynamicDim(dim) &&
                    getConstantIntValue(below[dim]) &&
                    getConstantIntValue(above[dim]);
    // The verifier has checked the static case.
    if (!isStatic)
      emitOverflowCheck(b, loc, dim, extent, below[dim], above[dim],
                        interior[dim]);

    PadDimension d;
    d.extent = a.get(extent);
    d.below = a.get(below[dim]);
    d.above = a.get(above[dim]);
    d.interior = interior[dim];
    d.outExtent = outputExtent(
        a, d.below, stretchedExtent(a, d.extent, a.constant(d.interior)),
        d.above);
    CopyRun<IRArith> run = copyRun(a, d.below, d.extent, d.outExtent);
    d.copyBegin = run.begin;
    d.copyEnd = run.end;

    // Rule 6 at run time: nothing to copy from an empty dimension.
    if (op.getPadMode() != PadMode::Constant && !isStatic) {
      Value empty = a.eq(d.extent, a.constant(0));
      Value nonEmptyOut = a.lt(a.constant(0), d.outExtent);
      Value bad = a.land(empty, nonEmptyOut);
      Value ok = a.eq(bad, a.constantBool(false));
      if (!matchPattern(ok, m_One()))
        cf::AssertOp::create(
            b, loc, ok,
            llvm::formatv("pad.pad: mode '{0}' cannot pad dimension {1} of "
                          "extent 0 to a non-empty output",
                          stringifyPadMode(op.getPadMode()), dim)
                .str());
    }
    dims.push_back(d);
  }
  return dims;
}

Value mlir::pad::getPadValueOrZero(OpBuilder &b, PadOp op) {
  if (Value value = op.getPadValue())
    return value;
  Location loc = op.getLoc();
  Type elementType = op.getArgType().getElementType();
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    TypedAttr zero = b.getZeroAttr(complexType.getElementType());
    return complex::ConstantOp::create(b, loc, complexType,
                                       b.getArrayAttr({zero, zero}));
  }
  return arith::ConstantOp::create(b, loc, elementType,
                                   b.getZeroAttr(elementType));
}
