//===- BufferizableOpInterfaceImpl.cpp - One-Shot Bufferize of pad.pad ----===//
//
// pad.pad's BufferizableOpInterface, with the lowering it builds: the
// result is a new allocation, as tensor.pad's is, written by the linalg
// route's lowering of the destination-style form into it.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLinalg/PadToLinalg.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/DialectRegistry.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::pad;

namespace {
/// pad.pad bufferizes to a new allocation, as upstream's tensor.pad does, and
/// rewrites itself, with the rewriter, into upstream ops on a tensor of that
/// allocation: its run-time checks, then the linalg route's lowering of the
/// destination-style form into the allocated tensor. The driver bufferizes
/// those ops in turn, in place into the allocation; whether the pad could
/// have written a destination instead is not this model's decision
/// (--pad-to-destination-style and --eliminate-empty-tensors make it).
struct PadOpBufferization
    : BufferizableOpInterface::ExternalModel<PadOpBufferization, PadOp> {
  bool bufferizesToAllocation(Operation *, Value) const { return true; }

  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }

  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }

  /// A new buffer of the result's shape, identity layout, in the memory
  /// space of the argument's buffer.
  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    auto pad = cast<PadOp>(op);
    FailureOr<BufferLikeType> argType = bufferization::getBufferType(
        pad.getArg(), options, state, invocationStack);
    if (failed(argType))
      return failure();
    auto argMemRef = dyn_cast<BaseMemRefType>(*argType);
    if (!argMemRef)
      return op->emitError("the argument does not bufferize to a memref");
    RankedTensorType type = pad.getResultType();
    return cast<BufferLikeType>(MemRefType::get(type.getShape(),
                                                type.getElementType(),
                                                MemRefLayoutAttrInterface(),
                                                argMemRef.getMemorySpace()));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto pad = cast<PadOp>(op);
    // Nothing reads the result: no buffer, nothing to write.
    if (pad->use_empty()) {
      rewriter.eraseOp(pad);
      return success();
    }
    Location loc = pad.getLoc();
    rewriter.setInsertionPoint(pad);
    // Checked before the allocation, whose size they guard; the allocation
    // takes the sizes they checked (upstream's allocateTensorForShapedValue
    // would reify them, checks and all, a second time).
    FailureOr<SmallVector<OpFoldResult>> sizes = buildPadChecks(rewriter, pad);
    if (failed(sizes)) {
      // A check that always fails: nothing after it runs.
      rewriter.replaceOp(pad, buildFailedPad(rewriter, pad));
      return success();
    }
    RankedTensorType type = pad.getResultType();
    SmallVector<Value> dynamicSizes;
    for (auto [dim, size] : llvm::enumerate(*sizes))
      if (type.isDynamicDim(dim))
        dynamicSizes.push_back(
            getValueOrCreateConstantIndexOp(rewriter, loc, size));
    FailureOr<BaseMemRefType> bufferType = bufferization::detail::asMemRefType(
        bufferization::getBufferType(pad.getResult(), options, state));
    if (failed(bufferType))
      return failure();
    auto allocation = bufferization::AllocTensorOp::create(
        rewriter, loc, type, dynamicSizes, /*copy=*/Value());
    allocation.setMemorySpaceAttr(bufferType->getMemorySpace());
    Value output = allocation.getResult();
    // The form states "this pad, into that tensor" for the lowering, which
    // reads its operands only; it is erased once lowered.
    auto form = PadIntoOp::create(
        rewriter, loc, pad.getArg(), pad.getMixedPaddingBelow(),
        pad.getMixedPaddingAbove(), pad.getPadMode(), pad.getPadValue(),
        pad.getPaddingInterior(), output);
    Value lowered = buildPadToLinalg(rewriter, form, form.getDest());
    rewriter.replaceOp(pad, castToResultType(rewriter, pad, lowered));
    rewriter.eraseOp(form);
    return success();
  }
};

} // namespace

void mlir::pad::registerPadBufferizableOpInterfaceExternalModel(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, PadDialect *) {
    PadOp::attachInterface<PadOpBufferization>(*context);
  });
}
