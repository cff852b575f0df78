//===- PadGeometry.cpp - What both lowerings of pad.pad need --------------===//

#include "pad/Conversion/Utils/PadGeometry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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

Value mlir::pad::buildTrivialPad(OpBuilder &b, PadOp op) {
  RankedTensorType type = op.getResultType();
  if (type.getRank() == 0)
    return op.getArg();
  if (!llvm::is_contained(type.getShape(), 0))
    return {};
  return createEmptyResult(b, op);
}

bool mlir::pad::clampStaticOffsets(OpBuilder &b,
                                  SmallVectorImpl<OpFoldResult> &offsets,
                                  RankedTensorType type) {
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    if (type.isDynamicDim(dim))
      continue;
    int64_t extent = type.getDimSize(dim);
    if (extent == 0)
      return false;
    std::optional<int64_t> value = getConstantIntValue(offset);
    if (value && *value >= extent)
      offset = b.getIndexAttr(extent - 1);
  }
  return true;
}

/// Emits `cf.assert(ok, message)` unless `ok` is known to hold.
static void emitCheck(OpBuilder &b, Location loc, Value ok,
                      const llvm::Twine &message) {
  if (!matchPattern(ok, m_One()))
    cf::AssertOp::create(b, loc, ok, message.str());
}

SmallVector<PadDimension> mlir::pad::buildPadGeometry(OpBuilder &b,
                                                      PadOp op) {
  Location loc = op.getLoc();
  IRArith a(b, loc);
  // The per-op geometry is computed exactly in 128 bits, once, and narrowed
  // to `index` only when it is known to fit: p + e + q and p + d may leave
  // the 64-bit range although the output extent does not.
  IRArith wide(b, loc, b.getIntegerType(128));
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();
  RankedTensorType argType = op.getArgType();
  SmallVector<PadDimension> dims;
  SmallVector<Value> outExtents; // in 128 bits
  for (int64_t dim = 0, rank = argType.getRank(); dim < rank; ++dim) {
    OpFoldResult extent = tensor::getMixedSize(b, loc, op.getArg(), dim);
    Value d = wide.get(extent), p = wide.get(below[dim]),
          q = wide.get(above[dim]);
    Value e = stretchedExtent(wide, d, wide.constant(interior[dim]));
    Value out = outputExtent(wide, p, e, q);

    // Rule 9 at run time (statically it is the verifier's): the stretched
    // and the output extent fit in 64 bits.
    Value int64Max = wide.constant(std::numeric_limits<int64_t>::max());
    Value overflow = wide.lt(int64Max, wide.max(e, out));
    emitCheck(b, loc, wide.eq(overflow, wide.constantBool(false)),
              llvm::formatv("pad.pad: the output extent of dimension {0} "
                            "does not fit in 64 bits",
                            dim));
    // Rule 6 at run time: nothing to copy from an empty dimension.
    if (op.getPadMode() != PadMode::Constant) {
      Value zero = wide.constant(0);
      Value bad = wide.land(wide.eq(d, zero), wide.lt(zero, out));
      emitCheck(b, loc, wide.eq(bad, wide.constantBool(false)),
                llvm::formatv("pad.pad: mode '{0}' cannot pad dimension {1} "
                              "of extent 0 to a non-empty output",
                              stringifyPadMode(op.getPadMode()), dim));
    }

    PadDimension pd;
    pd.extent = a.get(extent);
    pd.below = a.get(below[dim]);
    pd.above = a.get(above[dim]);
    pd.interior = interior[dim];
    pd.outExtent = wide.toIndex(out);
    CopyRun<IRArith> run = copyRun(wide, p, d, out);
    pd.copyBegin = wide.toIndex(run.begin);
    pd.copyEnd = wide.toIndex(run.end);
    pd.copySourceBegin = wide.toIndex(
        wide.min(wide.max(wide.sub(run.begin, p), wide.constant(0)), d));
    pd.mappingBelow = wide.toIndex(boundedBelow(
        wide, op.getPadMode(), p, d, wide.constant(interior[dim]), out));
    InteriorWindow<IRArith> window =
        interiorWindow(wide, p, d, wide.constant(interior[dim]), out);
    pd.windowFirst = wide.toIndex(window.first);
    pd.windowCount = wide.toIndex(window.count);
    pd.windowOffset = wide.toIndex(window.offset);
    dims.push_back(pd);
    outExtents.push_back(out);
  }

  // Rule 10 at run time: the result's size in bytes fits in 64 bits, or the
  // allocation's size would wrap and the pad would write past a tiny
  // buffer. The running product is clamped to 2^63, so that each step, a
  // product with an extent below 2^63, stays within 128 bits; a zero
  // extent makes it 0 for good.
  Value limit = wide.constant(std::numeric_limits<int64_t>::max());
  Value clamp = wide.add(limit, wide.constant(1));
  Value bytes =
      wide.constant(getElementByteSize(argType.getElementType()));
  for (Value out : outExtents)
    bytes = wide.min(wide.mul(bytes, out), clamp);
  emitCheck(b, loc, wide.lt(bytes, clamp),
            "pad.pad: the size of the result in bytes does not fit in a "
            "signed 64-bit integer");
  return dims;
}

Value mlir::pad::buildEmptyOutput(OpBuilder &b, Location loc,
                                  ArrayRef<PadDimension> dims,
                                  Type elementType) {
  SmallVector<OpFoldResult> sizes;
  for (const PadDimension &d : dims)
    sizes.push_back(getAsOpFoldResult(d.outExtent));
  return tensor::EmptyOp::create(b, loc, sizes, elementType);
}

Value mlir::pad::castToResultType(OpBuilder &b, PadOp op, Value result) {
  RankedTensorType resultType = op.getResultType();
  if (result.getType() == resultType)
    return result;
  return tensor::CastOp::create(b, op.getLoc(), resultType, result);
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

MappedCoordinates mlir::pad::mapCoordinates(OpBuilder &b, Location loc,
                                            PadMode mode, ValueRange ivs,
                                            ArrayRef<PadDimension> dims) {
  IRArith a(b, loc);
  MappedCoordinates mapped;
  mapped.inSource = a.constantBool(true);
  for (auto [iv, d] : llvm::zip_equal(ivs, dims)) {
    // No modulo, no bounds test where there is nothing to map.
    if (isConstantIndex(d.below, 0) && isConstantIndex(d.above, 0) &&
        d.interior == 0) {
      mapped.indices.push_back(iv);
      continue;
    }
    SourceIndex<IRArith> s = mapToSource(a, mode, a.sub(iv, d.mappingBelow),
                                         d.extent, a.constant(d.interior));
    mapped.indices.push_back(s.index);
    mapped.inSource = a.land(mapped.inSource, s.inSource);
  }
  return mapped;
}

Value mlir::pad::buildOutputLoopNest(
    OpBuilder &b, Location loc, ArrayRef<PadDimension> dims, Value dest,
    function_ref<Value(OpBuilder &, Location, ValueRange, Value)> body) {
  IRArith a(b, loc);
  SmallVector<Value> lbs, ubs, steps;
  for (const PadDimension &d : dims) {
    lbs.push_back(a.constant(0));
    ubs.push_back(d.outExtent);
    steps.push_back(a.constant(1));
  }
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, ValueRange{dest},
      [&](OpBuilder &nb, Location nloc, ValueRange ivs,
          ValueRange iterArgs) -> scf::ValueVector {
        return {body(nb, nloc, ivs, iterArgs[0])};
      });
  return nest.results.empty() ? dest : nest.results[0];
}
