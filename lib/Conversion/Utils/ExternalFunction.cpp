//===- ExternalFunction.cpp - Functions the lowered code calls ------------===//

#include "pad/Conversion/Utils/ExternalFunction.h"

using namespace mlir;

/// Whether the `func.func` `function` has the C signature `type`: the same
/// parameters and result (none for `void`), no variadic part. Upstream's
/// conversion to LLVM makes such a declaration the `llvm.func` of `type`.
static bool hasSignature(func::FuncOp function, LLVM::LLVMFunctionType type) {
  FunctionType signature = function.getFunctionType();
  if (type.isVarArg() || signature.getInputs() != type.getParams())
    return false;
  Type result = type.getReturnType();
  if (isa<LLVM::LLVMVoidType>(result))
    return signature.getNumResults() == 0;
  return signature.getNumResults() == 1 && signature.getResult(0) == result;
}

FailureOr<Operation *> mlir::pad::getOrDeclareExternalFunction(
    ModuleOp module, SymbolTable &symbols, StringRef name,
    LLVM::LLVMFunctionType type, StringRef pass, StringRef purpose) {
  Operation *existing = symbols.lookup(name);
  if (!existing) {
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    auto declaration =
        LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
    symbols.insert(declaration);
    return declaration.getOperation();
  }
  // The user's own declaration of the same C function, as `llvm.func` or
  // `func.func`, is that function (upstream's conversion of `cf.assert`
  // takes it too).
  if (auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
      function && function.getFunctionType() == type)
    return existing;
  if (auto function = dyn_cast<func::FuncOp>(existing);
      function && hasSignature(function, type))
    return existing;
  return existing->emitError() << pass << ": '" << name << "' is needed as "
                               << type << " to " << purpose;
}

Operation *mlir::pad::createExternalCall(OpBuilder &b, Location loc,
                                         Operation *callee, ValueRange args) {
  if (auto function = dyn_cast<func::FuncOp>(callee))
    return func::CallOp::create(b, loc, function, args);
  return LLVM::CallOp::create(b, loc, cast<LLVM::LLVMFuncOp>(callee), args);
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
