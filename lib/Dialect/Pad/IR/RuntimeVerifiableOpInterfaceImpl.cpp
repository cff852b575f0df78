//===- RuntimeVerifiableOpInterfaceImpl.cpp - Checks of pad.pad_into ------===//
//
// The destination-style form leaves a dynamic case that breaks a rule of
// pad.pad undefined, as upstream ops do; upstream's
// --generate-runtime-verification asks this model for the checks: rules 6,
// 9 and 10 (the same ones --pad-to-destination-style emits), and the
// destination's shape.
//
//===----------------------------------------------------------------------===//

#include "mlir/Interfaces/RuntimeVerifiableOpInterface.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/IR/PadRuntimeChecks.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
struct PadIntoOpRuntimeVerification
    : RuntimeVerifiableOpInterface::ExternalModel<PadIntoOpRuntimeVerification,
                                                  PadIntoOp> {
  void generateRuntimeVerification(
      Operation *op, OpBuilder &builder, Location loc,
      function_ref<std::string(Operation *, StringRef)> generateErrorMessage)
      const {
    // A check known to fail still emits its assert, which aborts: nothing
    // more to emit after it.
    (void)buildPadIntoChecks(builder, cast<PadIntoOp>(op),
                             [&](StringRef what) {
                               return generateErrorMessage(op, what);
                             });
  }
};
} // namespace

void pad::registerRuntimeVerifiableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, PadDialect *) {
    PadIntoOp::attachInterface<PadIntoOpRuntimeVerification>(*context);
  });
}
