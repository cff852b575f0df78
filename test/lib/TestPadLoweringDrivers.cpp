//===- TestPadLoweringDrivers.cpp - The lowering patterns in any driver ---===//
//
// `--test-pad-lowering-drivers=route=<linalg|scf> driver=<greedy|walk>`
// applies populatePadToLinalgPatterns or populatePadToSCFPatterns with the
// greedy driver (applyPatternsGreedily) or with walkAndApplyPatterns, where
// the conversion passes use a dialect conversion: the patterns are plain
// rewrite patterns, so every driver lowers every pad.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
struct TestPadLoweringDriversPass
    : PassWrapper<TestPadLoweringDriversPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPadLoweringDriversPass)

  TestPadLoweringDriversPass() = default;
  TestPadLoweringDriversPass(const TestPadLoweringDriversPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-pad-lowering-drivers"; }
  StringRef getDescription() const final {
    return "Apply the pad lowering patterns with the greedy or the walk "
           "driver";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, cf::ControlFlowDialect,
                    complex::ComplexDialect, linalg::LinalgDialect,
                    scf::SCFDialect, tensor::TensorDialect>();
  }

  Option<std::string> route{*this, "route", llvm::cl::desc("linalg or scf"),
                            llvm::cl::init("linalg")};
  Option<std::string> driver{*this, "driver",
                             llvm::cl::desc("greedy or walk"),
                             llvm::cl::init("greedy")};

  void runOnOperation() override {
    if ((route != "linalg" && route != "scf") ||
        (driver != "greedy" && driver != "walk")) {
      getOperation()->emitError()
          << "unknown route '" << route << "' or driver '" << driver << "'";
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    if (route == "linalg")
      populatePadToLinalgPatterns(patterns);
    else
      populatePadToSCFPatterns(patterns);
    if (driver == "walk") {
      walkAndApplyPatterns(getOperation(), std::move(patterns));
    } else if (failed(applyPatternsGreedily(getOperation(),
                                            std::move(patterns)))) {
      getOperation()->emitError() << "the greedy driver did not converge";
      return signalPassFailure();
    }
    WalkResult left = getOperation()->walk([](PadOp op) {
      op.emitError() << "not lowered";
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace

namespace mlir::pad::test {
void registerTestPadLoweringDriversPass() {
  PassRegistration<TestPadLoweringDriversPass>();
}
} // namespace mlir::pad::test
