//===- pad_text_fuzzer.cpp - libFuzzer target: arbitrary text as MLIR ------===//
//
// Parses the fuzzer's bytes as MLIR source with the registry of pad-opt
// (every upstream dialect and extension, and the pad dialect), verifies what
// parsed, and prints it back in custom and generic form. Nothing may crash,
// whatever the bytes; diagnostics are swallowed.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "pad/Dialect/Pad/IR/PadDialect.h"
#include "pad/InitAllPad.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

using namespace mlir;

namespace {
struct TextFuzzer {
  DialectRegistry registry;
  std::unique_ptr<MLIRContext> context;
  unsigned uses = 0;

  TextFuzzer() {
    registerAllDialects(registry);
    registerAllExtensions(registry);
    // The dialect with its interface models, as every tool registers it.
    pad::registerAllPadDialects(registry);
  }

  /// Reused, and replaced after a million inputs (it keeps whatever it
  /// uniqued). Not more often: each MLIRContext with every dialect loaded
  /// leaves about 0.8 MB behind when destroyed (measured: replacing it every
  /// 5000 inputs grew the process by 2 GB in 30 minutes, and halved the
  /// speed), while one context grows little. PAD_FUZZ_CONTEXT_USES=N
  /// changes the period.
  MLIRContext &getContext() {
    static const unsigned maxUses = [] {
      const char *env = std::getenv("PAD_FUZZ_CONTEXT_USES");
      return env ? unsigned(std::atoi(env)) : 1000000u;
    }();
    if (!context || ++uses > maxUses) {
      context = std::make_unique<MLIRContext>(registry,
                                              MLIRContext::Threading::DISABLED);
      context->loadAllAvailableDialects();
      uses = 0;
    }
    return *context;
  }
};

TextFuzzer &getFuzzer() {
  static TextFuzzer *fuzzer = new TextFuzzer();
  return *fuzzer;
}
/// Whether `text` holds `array<index` (blanks allowed around `<`): MLIR
/// 22.1's parser crashes on a dense array of `index` (it asks `index` for
/// its bit width: a null dereference in release builds). Upstream bug
/// llvm/llvm-project#179045, fixed by #179075 after 22.1; not the project's.
bool hasIndexDenseArray(llvm::StringRef text) {
  for (size_t pos = text.find("array"); pos != llvm::StringRef::npos;
       pos = text.find("array", pos + 1)) {
    llvm::StringRef rest = text.drop_front(pos + 5).ltrim();
    if (!rest.consume_front("<"))
      continue;
    if (rest.ltrim().starts_with("index"))
      return true;
  }
  return false;
}

/// Whether `text` holds a `linalg.` op name followed by `<` (blanks
/// allowed): MLIR 22.1's parser of linalg's structured named ops reads the
/// `<...>` properties as a dictionary without checking, and a non-dictionary
/// attribute there (`linalg.batch_reduce_matmul<2.0>`) aborts in
/// NamedAttrList ("SmallVector unable to grow"). Upstream's, not the
/// project's: `mlir-opt-22` aborts on the same text
/// (fuzz/regressions/upstream-linalg-named-op-properties.mlir).
bool hasLinalgOpProperties(llvm::StringRef text) {
  for (size_t pos = text.find("linalg."); pos != llvm::StringRef::npos;
       pos = text.find("linalg.", pos + 1)) {
    llvm::StringRef rest = text.drop_front(pos + 7);
    rest = rest.drop_while([](char c) { return llvm::isAlnum(c) || c == '_'; });
    if (rest.ltrim().starts_with("<"))
      return true;
  }
  return false;
}
} // namespace

// A 64 MB quarantine and 8-frame allocation stacks (defaults 256 MB, 30)
// make the fuzzer about 1.5 times faster; ASAN_OPTIONS overrides both.
// (LLVM's allocator poisoning, which the uninstrumented libMLIR.so would
// trip over, is compiled out: cmake/PadAsanCompat.h.)
extern "C" const char *__asan_default_options() {
  return "quarantine_size_mb=64:malloc_context_size=8";
}
extern "C" const char *__ubsan_default_options() {
  return "print_stacktrace=1";
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::install_fatal_error_handler(
      [](void *, const char *reason, bool) {
        std::fprintf(stderr, "LLVM fatal error: %s\n", reason);
        std::abort();
      },
      nullptr);
  getFuzzer();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  TextFuzzer &fz = getFuzzer();
  MLIRContext &ctx = fz.getContext();
  ScopedDiagnosticHandler handler(&ctx, [](Diagnostic &) { return success(); });

  // The lexer expects a NUL after the buffer: copy into a std::string.
  std::string text(reinterpret_cast<const char *>(data), size);
  if (hasIndexDenseArray(text) || hasLinalgOpProperties(text))
    return 0;
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, config, "fuzz-input");
  if (!module)
    return 0;
  if (failed(verify(*module)))
    return 0; // an unverified op need not print
  for (bool generic : {false, true}) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    OpPrintingFlags flags;
    if (generic)
      flags.printGenericOpForm();
    module->print(os, flags);
  }
  return 0;
}
