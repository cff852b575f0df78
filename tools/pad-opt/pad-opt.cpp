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

// In a PAD_SANITIZE=address build: LLVM's BumpPtrAllocator poisons its
// slabs from the project's instrumented inline code, and the uninstrumented
// libMLIR.so then allocates from them without unpoisoning, which ASan would
// report as a use-after-poison (fuzz/README.md). Ignore manual poisoning.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}
#endif
#endif

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
