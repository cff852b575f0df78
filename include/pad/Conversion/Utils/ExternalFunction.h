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

/// The external function `name` of type `type` in `module`: its own
/// declaration if it has one of that type, else a new declaration at the
/// start of the module (added to `symbols`). Fails, with an error naming
/// `pass` and `purpose`, when the name is taken by anything else (another
/// type, a `func.func`, a global): calls would reach the wrong symbol.
FailureOr<LLVM::LLVMFuncOp>
getOrDeclareExternalFunction(ModuleOp module, SymbolTable &symbols,
                             StringRef name, LLVM::LLVMFunctionType type,
                             StringRef pass, StringRef purpose);

/// A new `func.func private @name` of `type` at the end of `module`, with
/// an entry block, internal in LLVM too (modules lowered separately link
/// together), renamed where `name` is taken (and added to `symbols`).
func::FuncOp createInternalFunction(ModuleOp module, SymbolTable &symbols,
                                    Location loc, StringRef name,
                                    FunctionType type);

} // namespace mlir::pad

#endif // PAD_CONVERSION_UTILS_EXTERNALFUNCTION_H
