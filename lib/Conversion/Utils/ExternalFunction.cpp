//===- ExternalFunction.cpp - Functions the lowered code calls ------------===//

#include "pad/Conversion/Utils/ExternalFunction.h"

using namespace mlir;

FailureOr<LLVM::LLVMFuncOp> mlir::pad::getOrDeclareExternalFunction(
    ModuleOp module, SymbolTable &symbols, StringRef name,
    LLVM::LLVMFunctionType type, StringRef pass, StringRef purpose) {
  Operation *existing = symbols.lookup(name);
  if (!existing) {
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    auto declaration =
        LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
    symbols.insert(declaration);
    return declaration;
  }
  auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
  if (!function || function.getFunctionType() != type)
    return existing->emitError() << pass << ": '" << name << "' is needed as "
                                 << type << " to " << purpose;
  return function;
}

func::FuncOp mlir::pad::createInternalFunction(ModuleOp module,
                                               SymbolTable &symbols,
                                               Location loc, StringRef name,
                                               FunctionType type) {
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto function = func::FuncOp::create(b, loc, name, type);
  function.setPrivate();
  function->setAttr("llvm.linkage",
                    LLVM::LinkageAttr::get(b.getContext(),
                                           LLVM::Linkage::Internal));
  symbols.insert(function);
  function.addEntryBlock();
  return function;
}
