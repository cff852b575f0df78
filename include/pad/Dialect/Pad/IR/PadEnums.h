//===- PadEnums.h - The pad modes ---------------------------------*- C++ -*-===//
#ifndef PAD_DIALECT_PAD_IR_PADENUMS_H
#define PAD_DIALECT_PAD_IR_PADENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Support/LLVM.h"

#include "pad/Dialect/Pad/IR/PadEnums.h.inc"

#endif // PAD_DIALECT_PAD_IR_PADENUMS_H
