//===- SelectLowering.cpp - Choose each pad's bufferization route ---------===//
//
// One-Shot Bufferize is upstream's pass and takes no options of ours: the
// route reaches the pad's BufferizableOpInterface as an attribute on the op
// (or on an op around it), as lowering configurations do in other MLIR
// compilers.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLLVM/PadToLLVM.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADSELECTLOWERINGPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {
struct PadSelectLoweringPass
    : mlir::pad::impl::PadSelectLoweringPassBase<PadSelectLoweringPass> {
  using Base::Base;

  // Its models (a tool may register only the dialect: spec section 1).
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registerPadInterfaceModels(registry);
  }

  void runOnOperation() override {
    PadDialect::LoweringAttrHelper helper(&getContext());
    PadLoweringAttr route = PadLoweringAttr::get(&getContext(), lowering);
    getOperation()->walk([&](PadOp pad) { helper.setAttr(pad, route); });
  }
};
} // namespace
