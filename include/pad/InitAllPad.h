//===- InitAllPad.h - Register everything the project adds --------*- C++ -*-===//
//
// One place that lists what a tool built on the project registers: the
// drivers (pad-opt, pad-lsp-server), the plugin and downstream compilers
// call these, so an extension added here reaches all of them.
//
//===----------------------------------------------------------------------===//
#ifndef PAD_INITALLPAD_H
#define PAD_INITALLPAD_H

#include "mlir/IR/DialectRegistry.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Dialect/Pad/IR/PadDialect.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.h"

namespace mlir::pad {

/// Adds the `pad` dialect, its interface models (TilingInterface,
/// ValueBoundsOpInterface, BufferizableOpInterface,
/// RuntimeVerifiableOpInterface) and its transform-dialect
/// extension to `registry`. Needs the libraries MLIRPadDialect,
/// MLIRPadInterfaceImpls, MLIRPadToLinalg (pad.pad's bufferization model)
/// and MLIRPadTransformOps.
inline void registerAllPadDialects(DialectRegistry &registry) {
  registry.insert<PadDialect>();
  registerPadInterfaceModels(registry);
  registerPadBufferizableOpInterfaceExternalModel(registry);
  registerTransformDialectExtension(registry);
}

} // namespace mlir::pad

#endif // PAD_INITALLPAD_H
