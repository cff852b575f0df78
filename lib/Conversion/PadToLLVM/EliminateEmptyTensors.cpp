//===- EliminateEmptyTensors.cpp - eliminate-empty-tensors to a fixpoint --===//
//
// Upstream's elimination visits the subset insertions of a function in
// order and replaces, for each, the `tensor.empty` its source comes from by
// the matching slice of its destination. An output written by several
// insertions before the one into the caller's buffer (a pad tiled into row
// bands, whose first band is inserted straight into the output's
// `tensor.empty`) loses: the band's `tensor.empty` becomes a slice of the
// output's, which then stays alive after the final insertion took the
// caller's buffer, and bufferization allocates the whole output and copies
// it. Folding such slices back into `tensor.empty`s of their own and
// eliminating again reaches the caller's buffer.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Bufferization/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADELIMINATEEMPTYTENSORSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;

namespace {

/// The number of `tensor.empty` ops in `root`.
int64_t countEmptyTensors(Operation *root) {
  int64_t count = 0;
  root->walk([&](tensor::EmptyOp) { ++count; });
  return count;
}

/// Whether `root` holds a `tensor.empty` that only slices read: what an
/// elimination leaves when a later insertion took the output for a
/// destination (elsewhere the output is still inserted into, and another
/// round would change nothing).
bool hasEmptyTensorOnlySliced(Operation *root) {
  return root
      ->walk([&](tensor::EmptyOp empty) {
        bool onlySliced =
            !empty->use_empty() &&
            llvm::all_of(empty->getUsers(), [](Operation *user) {
              return isa<tensor::ExtractSliceOp>(user);
            });
        return onlySliced ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

struct PadEliminateEmptyTensorsPass
    : mlir::pad::impl::PadEliminateEmptyTensorsPassBase<
          PadEliminateEmptyTensorsPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    IRRewriter rewriter(&getContext());
    RewritePatternSet patterns(&getContext());
    tensor::populateFoldTensorEmptyPatterns(patterns);
    FrozenRewritePatternSet foldEmpty(std::move(patterns));
    auto eliminate = [&] {
      return bufferization::eliminateEmptyTensors(rewriter, root);
    };
    if (failed(eliminate()))
      return signalPassFailure();
    // Each further round folds and eliminates again, and is kept going only
    // while it removes tensor.empty ops; the IR always ends as an
    // elimination left it (a fold alone would cut a band off the output it
    // was a slice of). Functions without a tensor.empty that only slices
    // read (most: nothing to gain) pay for one elimination only, as
    // upstream's pass.
    int64_t before = countEmptyTensors(root);
    while (hasEmptyTensorOnlySliced(root)) {
      (void)applyPatternsGreedily(root, foldEmpty);
      if (failed(eliminate()))
        return signalPassFailure();
      int64_t after = countEmptyTensors(root);
      if (after >= before)
        return;
      before = after;
    }
  }
};

} // namespace
