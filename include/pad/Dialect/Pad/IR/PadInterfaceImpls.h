//===- PadInterfaceImpls.h - External models of pad.pad ----------*- C++ -*-===//
//
// The interfaces that pad.pad and pad.pad_into implement as external
// models (as upstream does for tensor.pad): TilingInterface,
// ValueBoundsOpInterface, the form's BufferizableOpInterface and
// RuntimeVerifiableOpInterface. They are in MLIRPadDialect, and loading
// the dialect attaches them (spec section 1): a tool that registers the
// dialect alone has them. pad.pad's BufferizableOpInterface, which builds
// the linalg route, is MLIRPadToLinalg's.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_IR_PADINTERFACEIMPLS_H
#define PAD_DIALECT_PAD_IR_PADINTERFACEIMPLS_H

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/TilingInterface.h"

namespace mlir {
class DialectRegistry;
namespace pad {
class PadLikeOpInterface;

/// Attaches TilingInterface to pad.pad and pad.pad_into.
void registerTilingInterfaceExternalModels(DialectRegistry &registry);

/// Attaches ValueBoundsOpInterface to pad.pad.
void registerValueBoundsOpInterfaceExternalModels(DialectRegistry &registry);

/// Attaches BufferizableOpInterface to pad.pad_into: written in place into
/// its destination, as upstream's destination-style ops are. (pad.pad's
/// model builds the linalg route: registerPadBufferizableOpInterfaceExternalModel
/// of MLIRPadToLinalg.)
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);

/// Attaches RuntimeVerifiableOpInterface to pad.pad_into: the checks of
/// rules 6, 9 and 10 and of the destination's shape, for upstream's
/// --generate-runtime-verification.
void registerRuntimeVerifiableOpInterfaceExternalModels(
    DialectRegistry &registry);

/// Adds every interface model above to `registry`: what PadDialect's
/// initialize appends to its context.
inline void registerPadInterfaceModels(DialectRegistry &registry) {
  registerTilingInterfaceExternalModels(registry);
  registerValueBoundsOpInterfaceExternalModels(registry);
  registerBufferizableOpInterfaceExternalModels(registry);
  registerRuntimeVerifiableOpInterfaceExternalModels(registry);
}

/// The tile `[offsets, offsets + sizes)` of `op`'s output (spec section 5):
/// a pad.pad of a slice of `op`'s argument, or, where `dest` is given, the
/// destination-style form of that pad writing into the tile's slice of
/// `dest`; cast to the type the sizes imply. A form on buffers tiles into a
/// form on `memref.subview`s, with no value (as linalg ops on buffers do).
/// A tile that never runs (a non-constant mode padding a static extent of
/// 0 to a static output extent of 0, tiled by a static non-zero size there)
/// is the tile's empty tensor, or the destination's tile. Fails (creating
/// nothing) where such a tile could run (a dynamic output extent: only a
/// pad that breaks rule 6 runs it) or is on buffers (no view of such a
/// source verifies), and where the tile's static sizes overflow in bytes.
FailureOr<TilingResult> tilePad(OpBuilder &b, PadLikeOpInterface op,
                                ArrayRef<OpFoldResult> offsets,
                                ArrayRef<OpFoldResult> sizes,
                                Value dest = {});

} // namespace pad
} // namespace mlir

#endif // PAD_DIALECT_PAD_IR_PADINTERFACEIMPLS_H
