//===- Passes.h - Conversions out of the pad dialect --------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PASSES_H
#define PAD_CONVERSION_PASSES_H

#include "pad/Conversion/PadToLLVM/PadToLLVM.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"

namespace mlir::pad {

#define GEN_PASS_REGISTRATION
#include "pad/Conversion/Passes.h.inc"

/// Registers the conversion passes and the `pad-to-llvm` pipeline.
inline void registerAllPadPasses() {
  registerPadConversionPasses();
  registerPadToLLVMPipeline();
}

} // namespace mlir::pad

#endif // PAD_CONVERSION_PASSES_H
