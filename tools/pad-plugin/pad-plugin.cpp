//===- pad-plugin.cpp - The pad dialect and passes as an MLIR plugin ------===//
//
// libPadPlugin.so, for the upstream tools (Debian's mlir-opt-22):
//
//   mlir-opt --load-dialect-plugin=libPadPlugin.so \
//            --load-pass-plugin=libPadPlugin.so \
//            --pass-pipeline='builtin.module(pad-to-llvm)' in.mlir
//
// The dialect plugin adds `pad` to the tool's registry and registers the
// passes and the pipeline; the pass plugin registers the passes and the
// pipeline only (loading both from the same file registers them once).
// Plugins load after the command line is parsed, so their passes are
// reached through `--pass-pipeline`, not as flags of their own.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"
#include "pad/Conversion/Passes.h"
#include "pad/InitAllPad.h"

using namespace mlir;

namespace {
void registerPadPassesOnce() {
  static bool registered = [] {
    pad::registerAllPadPasses();
    return true;
  }();
  (void)registered;
}
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Pad", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            pad::registerAllPadDialects(*registry);
            registerPadPassesOnce();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "PadPasses", LLVM_VERSION_STRING,
          []() { registerPadPassesOnce(); }};
}
