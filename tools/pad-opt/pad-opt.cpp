//===- pad-opt.cpp - mlir-opt with the pad dialect and passes -------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "pad/Conversion/Passes.h"
#include "pad/InitAllPad.h"


#ifdef PAD_INCLUDE_TESTS
namespace mlir::pad::test {
void registerTestPadBuildersPass();
void registerTestPadLoweringDriversPass();
} // namespace mlir::pad::test
#endif

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::pad::registerAllPadPasses();
#ifdef PAD_INCLUDE_TESTS
  // The test passes of test/lib, in the build tree's pad-opt only.
  mlir::pad::test::registerTestPadBuildersPass();
  mlir::pad::test::registerTestPadLoweringDriversPass();
#endif

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::pad::registerAllPadDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "pad optimizer driver: mlir-opt with the pad dialect\n",
      registry));
}
