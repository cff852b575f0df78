//===- Passes.h - Conversions out of the pad dialect --------------*- C++ -*-===//
#ifndef PAD_CONVERSION_PASSES_H
#define PAD_CONVERSION_PASSES_H

#include "pad/Conversion/PadToDestinationStyle/PadToDestinationStyle.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/RaisePads/RaisePads.h"
#include "pad/Dialect/Pad/Transforms/FuseIntoConsumers.h"

namespace mlir::pad {

#define GEN_PASS_REGISTRATION
#include "pad/Conversion/Passes.h.inc"

/// Registers every pass of the Passes.td files and the `pad-to-llvm`
/// pipeline (needs MLIRPadToDestinationStyle, MLIRPadToLinalg, MLIRPadToSCF,
/// MLIRPadToLLVM, MLIRPadRaisePads and MLIRPadTransforms).
inline void registerAllPadPasses() {
  registerPadConversionPasses();
  registerPadTransformsPasses();
  registerPadToLLVMPipeline();
}

} // namespace mlir::pad

#endif // PAD_CONVERSION_PASSES_H
