//===- PadDialect.h - The pad dialect ----------------------------*- C++ -*-===//
#ifndef PAD_DIALECT_PAD_IR_PADDIALECT_H
#define PAD_DIALECT_PAD_IR_PADDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"
#include "pad/Dialect/Pad/IR/PadEnums.h"

// The attributes come first: the ops' properties name them.
#define GET_ATTRDEF_CLASSES
#include "pad/Dialect/Pad/IR/PadAttrs.h.inc"

#include "pad/Dialect/Pad/IR/PadOpsDialect.h.inc"

#endif // PAD_DIALECT_PAD_IR_PADDIALECT_H
