//===- PadOps.h - The pad.pad op ----------------------------------*- C++ -*-===//
#ifndef PAD_DIALECT_PAD_IR_PADOPS_H
#define PAD_DIALECT_PAD_IR_PADOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "pad/Dialect/Pad/IR/PadDialect.h"

#include <array>

#include "pad/Dialect/Pad/IR/PadInterfaces.h.inc"

#define GET_OP_CLASSES
#include "pad/Dialect/Pad/IR/PadOps.h.inc"

namespace mlir::pad {

/// Checks the static geometry of a pad (verifier rules 6 and 9) and returns
/// the inferred result shape, with `ShapedType::kDynamic` where an extent or
/// a pad is dynamic. List lengths must already match the rank. Reports
/// through `emitError` when it is given, silently fails otherwise.
FailureOr<SmallVector<int64_t>>
checkPadGeometry(ArrayRef<int64_t> argShape, PadMode mode,
                 ArrayRef<int64_t> below, ArrayRef<int64_t> above,
                 ArrayRef<int64_t> interior,
                 function_ref<InFlightDiagnostic()> emitError);

/// Bytes one element of `elementType` takes in memory: its bit width rounded
/// up to whole bytes (`index` is 64 bits; `complex<T>` two `T`s). Types
/// without a known width count as one byte.
int64_t getElementByteSize(Type elementType);

/// The bytes of the static extents of `shape` times `elementBytes`,
/// saturated at UINT64_MAX; dynamic extents are left out (for a non-empty
/// tensor, a lower bound). A static zero extent makes it 0.
uint64_t getKnownByteSize(ArrayRef<int64_t> shape, int64_t elementBytes);

/// Verifier rule 10: whether getKnownByteSize fits in a signed 64-bit
/// integer.
bool resultByteSizeFits(ArrayRef<int64_t> shape, int64_t elementBytes);

/// resultByteSizeFits over the extents of `sizes` known statically (an
/// attribute, or a constant): false when those alone break rule 10.
bool knownByteSizeFits(ArrayRef<OpFoldResult> sizes, Type elementType);

/// The sizes of the result of `op`: attributes for static dimensions, index
/// values computed with the spec's shape formula for dynamic ones.
SmallVector<OpFoldResult> getPaddedSizes(OpBuilder &b, PadLikeOpInterface op);

/// `result` cast to `op`'s result type where the computed extents left
/// dimensions dynamic that the type has static.
Value castToResultType(OpBuilder &b, PadLikeOpInterface op, Value result);

/// The result of `op` as a `tensor.empty` of extents `sizes` (the
/// result's, as getPaddedSizes or a lowering computed them; 0 where the
/// result is never produced), cast to the result type: the whole result
/// when it is empty.
Value createEmptyResult(OpBuilder &b, PadLikeOpInterface op,
                        ArrayRef<OpFoldResult> sizes);

} // namespace mlir::pad

#endif // PAD_DIALECT_PAD_IR_PADOPS_H
