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
#include "pad/Dialect/Pad/IR/PadDialect.h"

namespace mlir::pad {

/// Adds the `pad` dialect (and the dialect extensions of the project) to
/// `registry`. Needs the library MLIRPadDialect.
inline void registerAllPadDialects(DialectRegistry &registry) {
  registry.insert<PadDialect>();
}

} // namespace mlir::pad

#endif // PAD_INITALLPAD_H
