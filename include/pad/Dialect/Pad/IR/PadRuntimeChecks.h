//===- PadRuntimeChecks.h - The run-time checks of the pad ops --*- C++ -*-===//
//
// Verifier rules 6, 9 and 10 where extents or pads are dynamic: emitted in
// front of pad.pad's lowerings and of the destination-style form that
// --pad-to-destination-style builds (spec section 2), and by the form's
// RuntimeVerifiableOpInterface.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_IR_PADRUNTIMECHECKS_H
#define PAD_DIALECT_PAD_IR_PADRUNTIMECHECKS_H

#include "mlir/IR/Builders.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"

#include <string>

namespace mlir::pad {

/// One dimension of a pad in 128 bits: the extent as `index`, then the
/// extent d, below p, the stretched extent e and the output extent.
struct PadExtents {
  OpFoldResult extent, d, p, e, out;
};

/// The extent of dimension `dim` of a tensor or a buffer.
OpFoldResult getMixedExtent(OpBuilder &b, Location loc, Value shaped,
                            int64_t dim);

/// The per-dimension extents of `op` reading `source` (its argument, or a
/// view of it with more static extents), computed exactly in 128 bits with
/// `wide`: static values as attributes, IR only for dynamic ones.
SmallVector<PadExtents> computePadExtents(OpBuilder &b, FoldingArith &wide,
                                          PadLikeOpInterface op, Value source);

/// Emits a `cf.assert` for each of rules 6, 9 and 10 that `dims` do not
/// satisfy statically, aborting with `describe(what failed)` (by default
/// "pad.pad: " and what failed). Returns false when one is known to fail:
/// its assert, which always aborts, is emitted.
/// With `extentsFit`, the caller knows rules 9 and 10 to hold (bounded
/// extents) and only rule 6 is checked.
bool emitPadRuleChecks(OpBuilder &b, Location loc, FoldingArith &wide,
                       PadLikeOpInterface op, ArrayRef<PadExtents> dims,
                       function_ref<std::string(StringRef)> describe = nullptr,
                       bool extentsFit = false);

/// The checks of rules 6, 9 and 10 for `op`'s dynamic extents and pads
/// (emitPadRuleChecks), and the output extents they checked, as `index`.
/// Fails when a check is known to fail.
FailureOr<SmallVector<OpFoldResult>>
buildPadChecks(OpBuilder &b, PadLikeOpInterface op,
               function_ref<std::string(StringRef)> describe = nullptr);

/// buildPadChecks, a check that the destination of `op` has the output's
/// shape and, on buffers, that it does not overlap the source where both
/// are views of one allocation: what `op`'s RuntimeVerifiableOpInterface
/// verifies.
LogicalResult buildPadIntoChecks(OpBuilder &b, PadIntoOp op,
                                 function_ref<std::string(StringRef)> describe);

} // namespace mlir::pad

#endif // PAD_DIALECT_PAD_IR_PADRUNTIMECHECKS_H
