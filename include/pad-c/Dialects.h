/*===- pad-c/Dialects.h - C API of the pad dialect ----------------*- C -*-===*\
|*                                                                            *|
|* The dialect handle, the registration of the passes and the pipeline, and  *|
|* builders and accessors for pad.pad (spec section 6). Plain C: include it  *|
|* from C or C++. Library: MLIRPadCAPI (CMake target Pad::MLIRPadCAPI).      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef PAD_C_DIALECTS_H
#define PAD_C_DIALECTS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// `mlirGetDialectHandle__pad__()`: register or load the dialect with
/// mlirDialectHandleInsertDialect / mlirDialectHandleLoadDialect.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Pad, pad);

/// Registers the project's passes (--convert-pad-to-linalg,
/// --convert-pad-to-scf, --raise-tensor-pad, --raise-tosa-pad,
/// --lower-pad-to-tensor-pad, ...) and the `pad-to-llvm` pipeline, for
/// mlirParsePassPipeline / mlirOpPassManagerAddPipeline. Idempotent.
MLIR_CAPI_EXPORTED void mlirRegisterPadPasses(void);

/// The modes of pad.pad (the values of the ODS enum).
typedef enum MlirPadMode {
  MlirPadModeConstant = 0,
  MlirPadModeEdge = 1,
  MlirPadModeReflect = 2,
  MlirPadModeSymmetric = 3,
  MlirPadModeWrap = 4,
} MlirPadMode;

/// Builds a detached `pad.pad` with static pads: `below` and `above` hold
/// `rank` entries each (the rank of `arg`, a ranked tensor); `interior`
/// holds `rank` entries or is NULL (no interior padding); `padValue` may be
/// null (mlirValueIsNull). The result type is inferred. The caller owns the
/// operation (insert it with mlirBlockAppendOwnedOperation or similar) and
/// should verify it (mlirOperationVerify): the verifier's rules are checked
/// there, not here. Returns a null operation, after emitting an error at
/// `loc`, when `arg` is not a ranked tensor, `rank` is not its rank,
/// `mode` is not one of MlirPadMode, or an entry of `below` or `above` is
/// INT64_MIN (the marker of a dynamic entry: use mlirPadPadOpCreateMixed).
MLIR_CAPI_EXPORTED MlirOperation mlirPadPadOpCreate(
    MlirLocation loc, MlirValue arg, intptr_t rank, const int64_t *below,
    const int64_t *above, MlirPadMode mode, MlirValue padValue,
    const int64_t *interior);

/// Builds a detached `pad.pad` with mixed static / dynamic pads. Entry `i`
/// of `staticBelow` is a static amount, or mlirShapedTypeGetDynamicSize()
/// to take the next value of `dynamicBelow` (an `index` value), in order;
/// likewise for `above`. Returns a null operation, after emitting an error
/// at `loc`, in the cases of mlirPadPadOpCreate and when the number of
/// dynamic values does not match the dynamic entries.
MLIR_CAPI_EXPORTED MlirOperation mlirPadPadOpCreateMixed(
    MlirLocation loc, MlirValue arg, intptr_t rank, const int64_t *staticBelow,
    intptr_t numDynamicBelow, const MlirValue *dynamicBelow,
    const int64_t *staticAbove, intptr_t numDynamicAbove,
    const MlirValue *dynamicAbove, MlirPadMode mode, MlirValue padValue,
    const int64_t *interior);

/// Whether `op` is a `pad.pad`. The accessors below expect one that the
/// parser or the builders above made (its lists are consistent; it need not
/// have been verified): given any other operation, or a position out of
/// range, they return 0, MlirPadModeConstant or a null value.
MLIR_CAPI_EXPORTED bool mlirOperationIsAPadPadOp(MlirOperation op);

/// The pad's mode.
MLIR_CAPI_EXPORTED MlirPadMode mlirPadPadOpGetMode(MlirOperation op);

/// The number of entries of below / above / interior (the rank of `arg`).
MLIR_CAPI_EXPORTED intptr_t mlirPadPadOpGetNumPads(MlirOperation op);

/// Entry `pos` of below / above: the static amount, or
/// mlirShapedTypeGetDynamicSize() when the entry is dynamic.
MLIR_CAPI_EXPORTED int64_t mlirPadPadOpGetStaticBelow(MlirOperation op,
                                                      intptr_t pos);
MLIR_CAPI_EXPORTED int64_t mlirPadPadOpGetStaticAbove(MlirOperation op,
                                                      intptr_t pos);

/// Entry `pos` of below / above when it is dynamic: its `index` value; a
/// null value when the entry is static.
MLIR_CAPI_EXPORTED MlirValue mlirPadPadOpGetDynamicBelow(MlirOperation op,
                                                         intptr_t pos);
MLIR_CAPI_EXPORTED MlirValue mlirPadPadOpGetDynamicAbove(MlirOperation op,
                                                         intptr_t pos);

/// Entry `pos` of the interior padding (0 when the op has none).
MLIR_CAPI_EXPORTED int64_t mlirPadPadOpGetInterior(MlirOperation op,
                                                   intptr_t pos);

/// The `value` operand; a null value when it is absent.
MLIR_CAPI_EXPORTED MlirValue mlirPadPadOpGetPadValue(MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif // PAD_C_DIALECTS_H
