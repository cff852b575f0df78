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
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.h"

namespace mlir::pad {

/// Adds the `pad` dialect (which attaches its ops' TilingInterface,
/// ValueBoundsOpInterface and the form's BufferizableOpInterface and
/// RuntimeVerifiableOpInterface itself), pad.pad's BufferizableOpInterface
/// and the transform-dialect extension to `registry`. Needs the libraries
/// MLIRPadDialect, MLIRPadToLinalg (pad.pad's bufferization model) and
/// MLIRPadTransformOps.
inline void registerAllPadDialects(DialectRegistry &registry) {
  registry.insert<PadDialect>();
  registerPadBufferizableOpInterfaceExternalModel(registry);
  registerTransformDialectExtension(registry);
}

} // namespace mlir::pad

#endif // PAD_INITALLPAD_H
