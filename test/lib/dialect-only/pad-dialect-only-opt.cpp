//===- pad-dialect-only-opt.cpp - A tool that registers only the dialect --===//
//
// mlir-opt with every upstream dialect, extension and pass, the pad passes,
// and the `pad` dialect alone: none of its interface models. This is how a
// downstream compiler often registers a dialect; every pass and pipeline of
// the project must then register the models it needs itself (spec section
// 1), or stop with a diagnostic, never crash
// (test/Conversion/PadToLLVM/dialect-only.mlir).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "pad/Conversion/Passes.h"
#include "pad/Dialect/Pad/IR/PadDialect.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::pad::registerAllPadPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::pad::PadDialect>();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "mlir-opt with the pad dialect alone\n", registry));
}
