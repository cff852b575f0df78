//===- CheckAllocations.cpp - Abort with a message when malloc fails -------===//
//
// `memref.alloc` lowers to a call to `malloc` whose result nothing checks: an
// output too large for memory (2^50 bytes fits in 64 bits, so rule 10 lets
// it through) would then be written through a null pointer. After every
// allocation this pass tests the aligned pointer (0 exactly when malloc
// returned null) and, for a non-empty buffer, calls a small function that
// prints the size to standard error and aborts, as `cf.assert` does.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

#include "ExternalFunction.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADCHECKALLOCATIONSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

constexpr llvm::StringLiteral kReportName = "__pad_alloc_failed";
constexpr llvm::StringLiteral kMessageName = "__pad_alloc_failed_message";
constexpr llvm::StringLiteral kMessage =
    "pad-to-llvm: cannot allocate %lld bytes (malloc returned null)\n";

/// `void __pad_alloc_failed(i64 bytes)`: `dprintf(2, message, bytes)`, then
/// `abort()`. dprintf writes unbuffered, so the message survives the abort.
FailureOr<LLVM::LLVMFuncOp> buildReportFunction(ModuleOp module,
                                                SymbolTable &symbols) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  auto i32 = IntegerType::get(ctx, 32);
  auto i64 = IntegerType::get(ctx, 64);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto voidType = LLVM::LLVMVoidType::get(ctx);
  StringRef pass = "pad-check-allocations";
  StringRef purpose = "report a failed allocation";
  FailureOr<LLVM::LLVMFuncOp> dprintf = getOrDeclareExternalFunction(
      module, symbols, "dprintf",
      LLVM::LLVMFunctionType::get(i32, {i32, ptr}, /*isVarArg=*/true), pass,
      purpose);
  FailureOr<LLVM::LLVMFuncOp> abortFn = getOrDeclareExternalFunction(
      module, symbols, "abort", LLVM::LLVMFunctionType::get(voidType, {}),
      pass, purpose);
  if (failed(dprintf) || failed(abortFn))
    return failure();

  std::string text = (kMessage + llvm::StringRef("\0", 1)).str();
  auto messageType = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8),
                                              text.size());
  LLVM::GlobalOp::create(b, loc, messageType, /*isConstant=*/true,
                         LLVM::Linkage::Private, kMessageName,
                         b.getStringAttr(text));

  auto report = LLVM::LLVMFuncOp::create(
      b, loc, kReportName, LLVM::LLVMFunctionType::get(voidType, {i64}),
      LLVM::Linkage::Private);
  Block *entry = report.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  Value stderrFd = LLVM::ConstantOp::create(b, loc, i32, 2);
  Value message = LLVM::AddressOfOp::create(b, loc, ptr, kMessageName);
  LLVM::CallOp::create(b, loc, *dprintf,
                       ValueRange{stderrFd, message, entry->getArgument(0)});
  LLVM::CallOp::create(b, loc, *abortFn, ValueRange{});
  LLVM::UnreachableOp::create(b, loc);
  return report;
}

/// The size of `alloc`'s buffer in bytes, as an `index` value.
Value allocationBytes(OpBuilder &b, memref::AllocOp alloc) {
  Location loc = alloc.getLoc();
  MemRefType type = alloc.getType();
  IRArith a(b, loc);
  Value bytes = a.constant(getElementByteSize(type.getElementType()));
  SmallVector<OpFoldResult> sizes = alloc.getMixedSizes();
  for (OpFoldResult size : sizes)
    bytes = a.mul(bytes, a.get(size));
  return bytes;
}

struct PadCheckAllocationsPass
    : mlir::pad::impl::PadCheckAllocationsPassBase<PadCheckAllocationsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<memref::AllocOp> allocs;
    module.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
    if (allocs.empty())
      return;
    SymbolTable symbols(module);
    LLVM::LLVMFuncOp report =
        dyn_cast_or_null<LLVM::LLVMFuncOp>(symbols.lookup(kReportName));
    if (!report) {
      FailureOr<LLVM::LLVMFuncOp> built = buildReportFunction(module, symbols);
      if (failed(built))
        return signalPassFailure();
      report = *built;
    }

    for (memref::AllocOp alloc : allocs) {
      OpBuilder b(alloc->getContext());
      b.setInsertionPointAfter(alloc);
      Location loc = alloc.getLoc();
      IRArith a(b, loc);
      Value bytes = allocationBytes(b, alloc);
      // An empty buffer may come back null from malloc(0) legitimately.
      if (isConstantIntValue(getAsOpFoldResult(bytes), 0))
        continue;
      Value pointer =
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, alloc);
      // One statement per emitted value: argument evaluation order is
      // unspecified, and the IR must not depend on the compiler.
      Value isNull = a.eq(pointer, a.constant(0));
      Value nonEmpty = a.lt(a.constant(0), bytes);
      Value failed = a.land(isNull, nonEmpty);
      scf::IfOp::create(b, loc, failed, [&](OpBuilder &tb, Location tloc) {
        Value bytes64 =
            arith::IndexCastOp::create(tb, tloc, tb.getI64Type(), bytes);
        LLVM::CallOp::create(tb, tloc, report, ValueRange{bytes64});
        scf::YieldOp::create(tb, tloc);
      });
    }
  }
};

} // namespace
