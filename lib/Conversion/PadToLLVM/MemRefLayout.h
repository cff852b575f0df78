//===- MemRefLayout.h - Layout facts the row passes share ---------*- C++ -*-===//
#ifndef PAD_LIB_CONVERSION_PADTOLLVM_MEMREFLAYOUT_H
#define PAD_LIB_CONVERSION_PADTOLLVM_MEMREFLAYOUT_H

#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::pad {

/// A memref whose elements are laid out contiguously in row-major order:
/// an identity layout, or strides that amount to one (static shapes).
inline bool isContiguousRowMajor(MemRefType type) {
  return type.getLayout().isIdentity() ||
         memref::isStaticShapeAndContiguousRowMajor(type);
}

} // namespace mlir::pad

#endif // PAD_LIB_CONVERSION_PADTOLLVM_MEMREFLAYOUT_H
