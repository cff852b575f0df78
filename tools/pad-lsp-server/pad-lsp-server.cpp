//===- pad-lsp-server.cpp - mlir-lsp-server with the pad dialect ----------===//
//
// The language server of `.mlir` files for editors (diagnostics, hover,
// go-to-definition), with the same dialect registry as pad-opt: every
// upstream dialect and extension plus `pad`.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "pad/InitAllPad.h"


int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::pad::registerAllPadDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
