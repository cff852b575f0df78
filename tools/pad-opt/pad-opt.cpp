//===- pad-opt.cpp - mlir-opt with the pad dialect and passes -------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "pad/Conversion/Passes.h"
#include "pad/InitAllPad.h"


namespace mlir::pad::test {
void registerTestPadBuildersPass();
} // namespace mlir::pad::test

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::pad::registerAllPadPasses();
  mlir::pad::test::registerTestPadBuildersPass();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::pad::registerAllPadDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "pad optimizer driver: mlir-opt with the pad dialect\n",
      registry));
}
