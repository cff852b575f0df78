//===- LowerAsserts.cpp - cf.assert to puts and abort, in linear time -----===//
//
// The run-time checks of a pad (rules 6, 9, 10) are `cf.assert`s. Upstream's
// lowering of `cf.assert` (convert-cf-to-llvm, inside convert-to-llvm) puts a
// new global string at the start of the module for every assert and looks up
// `abort` and a free global name by scanning the module each time: on a
// module of N pads with checks that is quadratic in N (4000 small pads: the
// conversion to LLVM took ten times as long as for 1000). This pass lowers
// them the same way, puts(message) then abort(), with one global per distinct
// message and every lookup through a symbol table built once.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

#include "pad/Conversion/Utils/ExternalFunction.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADLOWERASSERTSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

struct PadLowerAssertsPass
    : mlir::pad::impl::PadLowerAssertsPassBase<PadLowerAssertsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](cf::AssertOp op) { asserts.push_back(op); });
    if (asserts.empty())
      return;

    MLIRContext *ctx = module.getContext();
    SymbolTable symbols(module);
    OpBuilder top = OpBuilder::atBlockBegin(module.getBody());
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto voidType = LLVM::LLVMVoidType::get(ctx);
    // The signatures upstream's lowering declares.
    auto putsType = LLVM::LLVMFunctionType::get(voidType, ptr);
    auto abortType = LLVM::LLVMFunctionType::get(voidType, {});
    StringRef purpose = "report a failed cf.assert";
    FailureOr<Operation *> puts = getOrDeclareExternalFunction(
        module, symbols, "puts", putsType, getArgument(), purpose);
    FailureOr<Operation *> abortFn = getOrDeclareExternalFunction(
        module, symbols, "abort", abortType, getArgument(), purpose);
    if (failed(puts) || failed(abortFn))
      return signalPassFailure();

    DenseMap<StringAttr, LLVM::GlobalOp> messages;
    auto messageGlobal = [&](StringAttr message) {
      LLVM::GlobalOp &global = messages[message];
      if (global)
        return global;
      std::string text = message.str();
      text.push_back('\0');
      auto type = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8),
                                           text.size());
      global = LLVM::GlobalOp::create(top, module.getLoc(), type,
                                      /*isConstant=*/true,
                                      LLVM::Linkage::Internal,
                                      "__pad_assert_message",
                                      top.getStringAttr(text));
      // Renames the global where the name is taken (a suffix per message).
      symbols.insert(global);
      return global;
    };

    IRRewriter rewriter(ctx);
    for (cf::AssertOp op : asserts) {
      Location loc = op.getLoc();
      LLVM::GlobalOp global = messageGlobal(op.getMsgAttr());
      Block *before = op->getBlock();
      Block *after = rewriter.splitBlock(before, std::next(op->getIterator()));
      Block *failure = rewriter.createBlock(after);
      Value text = LLVM::AddressOfOp::create(rewriter, loc, global);
      createExternalCall(rewriter, loc, *puts, ValueRange{text});
      createExternalCall(rewriter, loc, *abortFn, ValueRange{});
      LLVM::UnreachableOp::create(rewriter, loc);
      rewriter.setInsertionPoint(op);
      rewriter.replaceOpWithNewOp<cf::CondBranchOp>(op, op.getArg(), after,
                                                    failure);
    }
  }
};

} // namespace
