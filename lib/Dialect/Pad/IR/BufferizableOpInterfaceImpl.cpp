//===- BufferizableOpInterfaceImpl.cpp - One-Shot Bufferize of the form ---===//
//
// pad.pad_into bufferizes in place into its destination, as upstream's
// destination-style ops do; whether in place is One-Shot's analysis's
// decision. (pad.pad's model builds the linalg route, and lives with it in
// MLIRPadToLinalg.)
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/IR/DstBufferizableOpInterfaceImpl.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::pad;

namespace {
/// The destination-style form bufferizes as upstream's destination-style
/// ops do: its result is its destination, written in place where One-Shot's
/// analysis allows (a copy of the destination otherwise), and the form on
/// tensors becomes the form on those buffers.
struct PadIntoOpBufferization
    : DstBufferizableOpInterfaceExternalModel<PadIntoOpBufferization,
                                              PadIntoOp> {
  /// Every element of the destination is written and none is read, so its
  /// old contents (a tensor.empty's, say) need no copy.
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &) const {
    return !cast<PadIntoOp>(op).isDpsInit(&operand);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto form = cast<PadIntoOp>(op);
    if (form.hasPureBufferSemantics())
      return success();
    FailureOr<Value> arg = getBuffer(rewriter, form.getArg(), options, state);
    if (failed(arg))
      return failure();
    FailureOr<Value> dest =
        getBuffer(rewriter, form.getDest(), options, state);
    if (failed(dest))
      return failure();
    rewriter.setInsertionPoint(form);
    PadIntoOp::create(rewriter, form.getLoc(), *arg,
                      form.getMixedPaddingBelow(), form.getMixedPaddingAbove(),
                      form.getPadMode(), form.getPadValue(),
                      form.getPaddingInterior(), *dest);
    replaceOpWithBufferizedValues(rewriter, op, *dest);
    return success();
  }
};
} // namespace

void pad::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, PadDialect *) {
    PadIntoOp::attachInterface<PadIntoOpBufferization>(*context);
  });
}
