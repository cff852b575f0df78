//===- ExternalFunction.h - C functions the lowered code calls --*- C++ -*-===//
//
// The functions the lowered code calls: declarations of the C library's
// (`puts`, `abort`, `dprintf`), and the module's own internal kernels.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_UTILS_EXTERNALFUNCTION_H
#define PAD_CONVERSION_UTILS_EXTERNALFUNCTION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::pad {

/// The external function `name` of type `type` in `module`: the module's
/// own declaration of it (an `llvm.func` of that type, or a `func.func` of
/// the same C signature, which the conversion to LLVM makes one), else a new
/// `llvm.func` declaration at the start of the module (added to `symbols`).
/// Fails, with an error naming `pass` and `purpose`, when the name is taken
/// by anything else (another signature, a global): calls would reach the
/// wrong symbol.
FailureOr<Operation *>
getOrDeclareExternalFunction(ModuleOp module, SymbolTable &symbols,
                             StringRef name, LLVM::LLVMFunctionType type,
                             StringRef pass, StringRef purpose);

/// A call of `callee` (from getOrDeclareExternalFunction) with `args`:
/// `llvm.call` of an `llvm.func`, `func.call` of a `func.func`.
Operation *createExternalCall(OpBuilder &b, Location loc, Operation *callee,
                              ValueRange args);

/// A new `func.func private @name` of `type` at the end of `module`, with
/// an entry block, internal in LLVM too (modules lowered separately link
/// together), renamed where `name` is taken (and added to `symbols`).
func::FuncOp createInternalFunction(ModuleOp module, SymbolTable &symbols,
                                    Location loc, StringRef name,
                                    FunctionType type);

} // namespace mlir::pad

#endif // PAD_CONVERSION_UTILS_EXTERNALFUNCTION_H
