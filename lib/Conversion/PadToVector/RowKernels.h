//===- RowKernels.h - Aligned vector row kernels -----------------*- C++ -*-===//
//
// The vector code that --convert-pad-to-vector writes a pad's runs with
// (RowKernels.cpp says why it looks as it does).
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADTOVECTOR_ROWKERNELS_H
#define PAD_LIB_CONVERSION_PADTOVECTOR_ROWKERNELS_H

#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace mlir::pad {

/// Static rows narrower than this are left to scalar stores: a few stores
/// per row cost less than the kernel's per-row address arithmetic (W1
/// constant, linalg route: 1.14 - 1.21 of memcpy with the kernel on its
/// 3-element border rows, 0.81 without).
constexpr int64_t kNarrowRowBytes = 16;

/// A memref whose elements are laid out contiguously in row-major order:
/// an identity layout, or strides that amount to one (static shapes).
inline bool isContiguousRowMajor(MemRefType type) {
  return type.getLayout().isIdentity() ||
         memref::isStaticShapeAndContiguousRowMajor(type);
}

/// Bytes per element of the element types the row kernel handles: integers
/// and floats that fill 1, 2, 4 or 8 bytes exactly.
std::optional<int64_t> rowKernelElementBytes(Type type);

/// Whether the innermost stride of `type` is statically 1.
bool hasUnitInnerStride(MemRefType type);

/// The static stride of the innermost dimension, if any.
std::optional<int64_t> getInnerStride(MemRefType type);

/// The buffer a view was cut from.
Value getRootBuffer(Value view);

/// Writes `dest` from `source` (or with `value`) as scalar loads and stores
/// in a loop nest without loops of one iteration.
void lowerToScalarNest(OpBuilder &b, Location loc, Value dest, Value source,
                       Value value);

/// Stores `source` (a memref of `dest`'s shape with a unit innermost stride)
/// or `value` into `dest` (unit innermost stride), row by row, in vectors of
/// `vectorBytes`; non-temporal aligned stores with `nontemporal`. The
/// element type must be one rowKernelElementBytes handles.
void buildRowKernel(OpBuilder &b, Location loc, Value dest, Value source,
                    Value value, int64_t vectorBytes, bool nontemporal);

/// Copies `source` (unit innermost stride) into `dest`, whose innermost
/// stride is `stride` (2 - 8). With `gap`, every row's span is written whole,
/// `gap` between the elements; without, the elements only (the lanes in
/// between are loaded and stored back).
void buildSpreadKernel(OpBuilder &b, Location loc, Value dest, Value source,
                       int64_t stride, Value gap, int64_t vectorBytes,
                       bool nontemporal);

} // namespace mlir::pad

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_ROWKERNELS_H
