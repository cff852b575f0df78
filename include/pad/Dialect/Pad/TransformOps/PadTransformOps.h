//===- PadTransformOps.h - Transform dialect ops for pad.pad ------*- C++ -*-===//
#ifndef PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_H
#define PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
class DialectRegistry;
namespace pad {

/// Registers the transform-dialect extension of spec section 5
/// (`transform.apply_patterns.pad.lower_to_linalg` and
/// `transform.apply_patterns.pad.lower_to_scf`).
void registerTransformDialectExtension(DialectRegistry &registry);

} // namespace pad
} // namespace mlir

#define GET_OP_CLASSES
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.h.inc"

#endif // PAD_DIALECT_PAD_TRANSFORMOPS_PADTRANSFORMOPS_H
