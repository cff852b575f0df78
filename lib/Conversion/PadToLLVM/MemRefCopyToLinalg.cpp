//===- MemRefCopyToLinalg.cpp - memref.copy into views as linalg.copy -----===//

#include "MemRefLayout.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADMEMREFCOPYTOLINALGPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;

namespace {

struct MemRefCopyToLinalgCopy : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    auto sourceType = dyn_cast<MemRefType>(op.getSource().getType());
    auto targetType = dyn_cast<MemRefType>(op.getTarget().getType());
    if (!sourceType || !targetType)
      return rewriter.notifyMatchFailure(op, "unranked memref");
    // Contiguous copies (e.g. one row of a view) already lower to
    // llvm.memcpy.
    if (pad::isContiguousRowMajor(sourceType) &&
        pad::isContiguousRowMajor(targetType))
      return rewriter.notifyMatchFailure(op, "contiguous copy");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(op, op.getSource(),
                                                op.getTarget());
    return success();
  }
};

struct PadMemRefCopyToLinalgPass
    : mlir::pad::impl::PadMemRefCopyToLinalgPassBase<
          PadMemRefCopyToLinalgPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<MemRefCopyToLinalgCopy>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
