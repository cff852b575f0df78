//===- ValueBoundsOpInterfaceImpl.cpp - ValueBoundsOpInterface for pad.pad ===//
//
// Spec section 5: result dimension i has size max(below_i + e_i + above_i, 0)
// with the stretched extent e_i = (d_i - 1) * (r_i + 1) + 1 (0 when d_i = 0).
// Constraints are affine: where the constraint set proves the arguments of
// the two `max`es non-negative the size is an equality, otherwise only the
// lower bounds that hold in every case are added.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

struct PadOpValueBounds
    : public ValueBoundsOpInterface::ExternalModel<PadOpValueBounds, PadOp> {
  void populateBoundsForShapedValueDim(Operation *op, Value value, int64_t dim,
                                       ValueBoundsConstraintSet &cstr) const {
    auto padOp = cast<PadOp>(op);
    if (value != padOp.getResult())
      return;
    using Variable = ValueBoundsConstraintSet::Variable;
    MLIRContext *ctx = op->getContext();
    int64_t r = padOp.getPaddingInterior()[dim];
    OpFoldResult below = padOp.getMixedPaddingBelow()[dim];
    OpFoldResult above = padOp.getMixedPaddingAbove()[dim];

    // Dimensions of the map: d, p, q.
    AffineExpr d = getAffineDimExpr(0, ctx);
    AffineExpr p = getAffineDimExpr(1, ctx);
    AffineExpr q = getAffineDimExpr(2, ctx);
    SmallVector<Variable> operands = {Variable(padOp.getArg(), dim),
                                      Variable(below), Variable(above)};
    auto bound = [&](AffineExpr expr) {
      return expr.replaceDims({cstr.getExpr(padOp.getArg(), dim),
                               cstr.getExpr(below), cstr.getExpr(above)});
    };

    // The stretched extent: d itself without interior padding (also for
    // d = 0); (d - 1) * (r + 1) + 1 when d >= 1. Otherwise at least that.
    AffineExpr e = d * (r + 1) - r;
    bool exactExtent = r == 0;
    if (!exactExtent) {
      Variable extent(padOp.getArg(), dim);
      exactExtent = cstr.populateAndCompare(
          extent, ValueBoundsConstraintSet::GE,
          Variable(OpFoldResult(Builder(ctx).getIndexAttr(1))));
    }

    AffineExpr sum = p + e + q;
    if (!exactExtent) {
      // e >= (d - 1) * (r + 1) + 1 and e >= 0.
      cstr.bound(value)[dim] >= bound(sum);
      cstr.bound(value)[dim] >= bound(p + q);
      cstr.bound(value)[dim] >= 0;
      return;
    }
    Variable sumVariable(AffineMap::get(3, 0, sum), operands);
    Variable zero(OpFoldResult(Builder(ctx).getIndexAttr(0)));
    if (cstr.populateAndCompare(sumVariable, ValueBoundsConstraintSet::GE,
                                zero)) {
      cstr.bound(value)[dim] == bound(sum);
      return;
    }
    if (cstr.populateAndCompare(sumVariable, ValueBoundsConstraintSet::LE,
                                zero)) {
      cstr.bound(value)[dim] == 0;
      return;
    }
    cstr.bound(value)[dim] >= bound(sum);
    cstr.bound(value)[dim] >= 0;
  }
};

} // namespace

void pad::registerValueBoundsOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, PadDialect *dialect) {
    PadOp::attachInterface<PadOpValueBounds>(*ctx);
  });
}
