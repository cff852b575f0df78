//===- Dialects.cpp - C API of the pad dialect ----------------------------===//

#include "pad-c/Dialects.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "pad/Conversion/Passes.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/InitAllPad.h"

#include <mutex>

using namespace mlir;
using namespace mlir::pad;

// MLIR_DEFINE_CAPI_DIALECT_REGISTRATION, except that inserting the dialect
// also registers the interface models it promises (InitAllPad.h), as every
// C++ tool does.
static void mlirDialectRegistryInsertPadDialect(MlirDialectRegistry registry) {
  registerAllPadDialects(*unwrap(registry));
}
static MlirDialect mlirContextLoadPadDialect(MlirContext context) {
  return wrap(unwrap(context)->getOrLoadDialect<PadDialect>());
}
static MlirStringRef mlirPadDialectGetNamespace() {
  return wrap(PadDialect::getDialectNamespace());
}
MlirDialectHandle mlirGetDialectHandle__pad__() {
  static MlirDialectRegistrationHooks hooks = {
      mlirDialectRegistryInsertPadDialect, mlirContextLoadPadDialect,
      mlirPadDialectGetNamespace};
  return MlirDialectHandle{&hooks};
}

// The C enum is cast to the C++ one: their values must agree.
static_assert(static_cast<int>(MlirPadModeConstant) ==
                      static_cast<int>(PadMode::Constant) &&
                  static_cast<int>(MlirPadModeEdge) ==
                      static_cast<int>(PadMode::Edge) &&
                  static_cast<int>(MlirPadModeReflect) ==
                      static_cast<int>(PadMode::Reflect) &&
                  static_cast<int>(MlirPadModeSymmetric) ==
                      static_cast<int>(PadMode::Symmetric) &&
                  static_cast<int>(MlirPadModeWrap) ==
                      static_cast<int>(PadMode::Wrap),
              "MlirPadMode and mlir::pad::PadMode disagree");

void mlirRegisterPadPasses(void) {
  static std::once_flag once;
  std::call_once(once, [] { registerAllPadPasses(); });
}

namespace {

/// The ranked tensor type of `arg` when it has rank `rank` and `mode` is a
/// mode; reports at `loc` and returns null otherwise.
RankedTensorType checkArg(Location loc, Value arg, intptr_t rank,
                          MlirPadMode mode, StringRef builder) {
  if (mode < MlirPadModeConstant || mode > MlirPadModeWrap) {
    emitError(loc) << builder << ": unknown mode " << static_cast<int>(mode);
    return nullptr;
  }
  // The op and its mode attribute need the dialect loaded, which a context
  // that has only parsed other dialects' IR has not done yet.
  loc.getContext()->getOrLoadDialect<PadDialect>();
  auto type = arg ? dyn_cast<RankedTensorType>(arg.getType()) : nullptr;
  if (!type) {
    emitError(loc) << builder << ": arg must be a ranked tensor";
    return nullptr;
  }
  if (rank != type.getRank()) {
    emitError(loc) << builder << ": " << rank
                   << " pad entries given for an arg of rank "
                   << type.getRank();
    return nullptr;
  }
  return type;
}

/// The mixed list of `rank` entries: static ones from `statics`, dynamic
/// ones (kDynamic) from `dynamics`, in order. Fails when the counts differ.
FailureOr<SmallVector<OpFoldResult>> mixedList(MLIRContext *ctx,
                                               intptr_t rank,
                                               const int64_t *statics,
                                               intptr_t numDynamics,
                                               const MlirValue *dynamics) {
  SmallVector<OpFoldResult> list;
  intptr_t next = 0;
  Builder b(ctx);
  for (intptr_t i = 0; i < rank; ++i) {
    if (!ShapedType::isDynamic(statics[i])) {
      list.push_back(b.getIndexAttr(statics[i]));
      continue;
    }
    if (next >= numDynamics || mlirValueIsNull(dynamics[next]))
      return failure();
    list.push_back(unwrap(dynamics[next++]));
  }
  if (next != numDynamics)
    return failure();
  return list;
}

PadOp toPad(MlirOperation op) {
  if (mlirOperationIsNull(op))
    return nullptr;
  return dyn_cast<PadOp>(unwrap(op));
}

/// Entry `pos` of a mixed list, or null when out of range.
OpFoldResult entry(ArrayRef<OpFoldResult> list, intptr_t pos) {
  if (pos < 0 || pos >= static_cast<intptr_t>(list.size()))
    return nullptr;
  return list[pos];
}

int64_t staticEntry(OpFoldResult ofr) {
  if (!ofr)
    return 0;
  if (auto attr = dyn_cast<Attribute>(ofr))
    return cast<IntegerAttr>(attr).getInt();
  return ShapedType::kDynamic;
}

MlirValue dynamicEntry(OpFoldResult ofr) {
  if (!ofr)
    return MlirValue{nullptr};
  if (auto value = dyn_cast<Value>(ofr))
    return wrap(value);
  return MlirValue{nullptr};
}

} // namespace

MlirOperation mlirPadPadOpCreate(MlirLocation loc, MlirValue arg,
                                 intptr_t rank, const int64_t *below,
                                 const int64_t *above, MlirPadMode mode,
                                 MlirValue padValue, const int64_t *interior) {
  Location location = unwrap(loc);
  if (!checkArg(location, unwrap(arg), rank, mode, "mlirPadPadOpCreate"))
    return MlirOperation{nullptr};
  // INT64_MIN marks a dynamic entry in the op's static lists: as a static
  // pad it would make an op whose accessors look for a missing operand.
  for (auto [name, list] : {std::pair("below", below), {"above", above}}) {
    for (intptr_t i = 0; i < rank; ++i) {
      if (ShapedType::isDynamic(list[i])) {
        emitError(location) << "mlirPadPadOpCreate: " << name << "[" << i
                            << "] is INT64_MIN, the marker of a dynamic "
                               "entry; use mlirPadPadOpCreateMixed";
        return MlirOperation{nullptr};
      }
    }
  }
  OpBuilder b(location.getContext());
  SmallVector<int64_t> interiorList;
  if (interior)
    interiorList.assign(interior, interior + rank);
  auto op = PadOp::create(b, location, unwrap(arg),
                          ArrayRef<int64_t>(below, rank),
                          ArrayRef<int64_t>(above, rank),
                          static_cast<PadMode>(mode), unwrap(padValue),
                          interiorList);
  return wrap(op.getOperation());
}

MlirOperation mlirPadPadOpCreateMixed(
    MlirLocation loc, MlirValue arg, intptr_t rank, const int64_t *staticBelow,
    intptr_t numDynamicBelow, const MlirValue *dynamicBelow,
    const int64_t *staticAbove, intptr_t numDynamicAbove,
    const MlirValue *dynamicAbove, MlirPadMode mode, MlirValue padValue,
    const int64_t *interior) {
  Location location = unwrap(loc);
  if (!checkArg(location, unwrap(arg), rank, mode, "mlirPadPadOpCreateMixed"))
    return MlirOperation{nullptr};
  MLIRContext *ctx = location.getContext();
  FailureOr<SmallVector<OpFoldResult>> below =
      mixedList(ctx, rank, staticBelow, numDynamicBelow, dynamicBelow);
  FailureOr<SmallVector<OpFoldResult>> above =
      mixedList(ctx, rank, staticAbove, numDynamicAbove, dynamicAbove);
  if (failed(below) || failed(above)) {
    emitError(location) << "mlirPadPadOpCreateMixed: the dynamic values do "
                           "not match the dynamic entries of "
                        << (failed(below) ? "below" : "above");
    return MlirOperation{nullptr};
  }
  OpBuilder b(ctx);
  SmallVector<int64_t> interiorList;
  if (interior)
    interiorList.assign(interior, interior + rank);
  auto op = PadOp::create(b, location, unwrap(arg), *below, *above,
                          static_cast<PadMode>(mode), unwrap(padValue),
                          interiorList);
  return wrap(op.getOperation());
}

bool mlirOperationIsAPadPadOp(MlirOperation op) {
  return static_cast<bool>(toPad(op));
}

MlirPadMode mlirPadPadOpGetMode(MlirOperation op) {
  PadOp pad = toPad(op);
  return pad ? static_cast<MlirPadMode>(pad.getPadMode()) : MlirPadModeConstant;
}

intptr_t mlirPadPadOpGetNumPads(MlirOperation op) {
  PadOp pad = toPad(op);
  return pad ? static_cast<intptr_t>(pad.getStaticPaddingBelow().size()) : 0;
}

int64_t mlirPadPadOpGetStaticBelow(MlirOperation op, intptr_t pos) {
  PadOp pad = toPad(op);
  return pad ? staticEntry(entry(pad.getMixedPaddingBelow(), pos)) : 0;
}

int64_t mlirPadPadOpGetStaticAbove(MlirOperation op, intptr_t pos) {
  PadOp pad = toPad(op);
  return pad ? staticEntry(entry(pad.getMixedPaddingAbove(), pos)) : 0;
}

MlirValue mlirPadPadOpGetDynamicBelow(MlirOperation op, intptr_t pos) {
  PadOp pad = toPad(op);
  return pad ? dynamicEntry(entry(pad.getMixedPaddingBelow(), pos))
             : MlirValue{nullptr};
}

MlirValue mlirPadPadOpGetDynamicAbove(MlirOperation op, intptr_t pos) {
  PadOp pad = toPad(op);
  return pad ? dynamicEntry(entry(pad.getMixedPaddingAbove(), pos))
             : MlirValue{nullptr};
}

int64_t mlirPadPadOpGetInterior(MlirOperation op, intptr_t pos) {
  PadOp pad = toPad(op);
  if (!pad)
    return 0;
  SmallVector<int64_t> interior = pad.getPaddingInterior();
  if (pos < 0 || pos >= static_cast<intptr_t>(interior.size()))
    return 0;
  return interior[pos];
}

MlirValue mlirPadPadOpGetPadValue(MlirOperation op) {
  PadOp pad = toPad(op);
  return pad ? wrap(pad.getPadValue()) : MlirValue{nullptr};
}
