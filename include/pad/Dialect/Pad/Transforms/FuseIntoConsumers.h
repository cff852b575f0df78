//===- FuseIntoConsumers.h - Pads absorbed by their consumers ---*- C++ -*-===//
//
// Spec section 2, `--pad-fuse-into-consumers`, and section 5,
// `transform.pad.split_consumer`: a linalg op that reads a pad.pad result
// through affine window maps (`s * o + d * k + c`: elementwise ops,
// convolutions, depthwise convolutions, poolings) is split where its
// windows leave the pad's copied run. The middle part reads a slice of the
// source, the border parts small pads of slices of it (tiles of the pad).
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_TRANSFORMS_FUSEINTOCONSUMERS_H
#define PAD_DIALECT_PAD_TRANSFORMS_FUSEINTOCONSUMERS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::pad {

/// The parts of a split consumer: for each padded dimension in order, the
/// part before the middle and the part after it (where they are not known
/// to be empty; each split again, in place, along the dimensions where its
/// own windows leave the pad), then the middle, which reads the source with
/// no pad.
struct ConsumerSplit {
  SmallVector<Operation *> parts;
};

/// Splits `consumer` at the borders of the first pad.pad among its inputs
/// that it can split around, and replaces it by its parts, written into
/// its outputs one after the other. Fails, changing nothing and setting
/// `reason`, where no input is such a pad: a pad with dynamic pad amounts
/// or interior padding, a padded dimension read through a map that is not
/// `s * o + d * k + c` with one parallel loop `o`, or a consumer whose
/// every window touches the pad in every padded dimension (nothing to
/// gain). Dimensions where every window touches the pad are not split.
FailureOr<ConsumerSplit> splitConsumerAtPadBorders(RewriterBase &rewriter,
                                                   linalg::LinalgOp consumer,
                                                   std::string *reason = nullptr);

/// The pattern of `--pad-fuse-into-consumers`: splitConsumerAtPadBorders
/// on every linalg op. Works under any driver.
void populatePadFuseIntoConsumersPatterns(RewritePatternSet &patterns);

#define GEN_PASS_DECL
#include "pad/Dialect/Pad/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "pad/Dialect/Pad/Transforms/Passes.h.inc"

} // namespace mlir::pad

#endif // PAD_DIALECT_PAD_TRANSFORMS_FUSEINTOCONSUMERS_H
