//===- TestPadBuilders.cpp - Exercises the C++ builders of pad.pad --------===//
//
// `--test-pad-builders=builder=<static|mixed|onnx|tf>` rebuilds every pad.pad
// through one of its builders, from the op's own pads, and replaces it. A
// FileCheck test then pins the rebuilt op: the builder must reproduce the
// pads, mode, value, interior and the inferred result type.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
struct TestPadBuildersPass
    : PassWrapper<TestPadBuildersPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPadBuildersPass)

  TestPadBuildersPass() = default;
  TestPadBuildersPass(const TestPadBuildersPass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-pad-builders"; }
  StringRef getDescription() const final {
    return "Rebuild every pad.pad through one of its C++ builders";
  }

  Option<std::string> builder{*this, "builder",
                              llvm::cl::desc("static, mixed, onnx or tf"),
                              llvm::cl::init("mixed")};

  void runOnOperation() override {
    SmallVector<PadOp> pads;
    getOperation()->walk([&](PadOp op) { pads.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (PadOp op : pads) {
      rewriter.setInsertionPoint(op);
      FailureOr<PadOp> rebuilt = rebuild(rewriter, op);
      if (failed(rebuilt)) {
        op.emitError() << "builder '" << builder
                       << "' cannot express this pad";
        return signalPassFailure();
      }
      rewriter.replaceOp(op, rebuilt->getResult());
    }
  }

  FailureOr<PadOp> rebuild(OpBuilder &b, PadOp op) {
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
    SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
    if (builder == "mixed")
      return PadOp::create(b, loc, op.getArg(), below, above, op.getPadMode(),
                           op.getPadValue(), op.getPaddingInterior());
    if (builder == "onnx") {
      SmallVector<OpFoldResult> pads(below);
      llvm::append_range(pads, above);
      return PadOp::createFromONNXPads(b, loc, op.getArg(), pads,
                                       op.getPadMode(), op.getPadValue());
    }
    std::optional<SmallVector<int64_t>> staticBelow =
        getConstantIntValues(below);
    std::optional<SmallVector<int64_t>> staticAbove =
        getConstantIntValues(above);
    if (!staticBelow || !staticAbove)
      return failure();
    if (builder == "static")
      return PadOp::create(b, loc, op.getArg(), *staticBelow, *staticAbove,
                           op.getPadMode(), op.getPadValue(),
                           op.getPaddingInterior());
    if (builder == "tf") {
      SmallVector<std::array<int64_t, 2>> paddings;
      for (auto [lo, hi] : llvm::zip_equal(*staticBelow, *staticAbove))
        paddings.push_back({lo, hi});
      return PadOp::createFromTFPaddings(b, loc, op.getArg(), paddings,
                                         op.getPadMode(), op.getPadValue());
    }
    return failure();
  }
};
} // namespace

namespace mlir::pad::test {
void registerTestPadBuildersPass() { PassRegistration<TestPadBuildersPass>(); }
} // namespace mlir::pad::test
