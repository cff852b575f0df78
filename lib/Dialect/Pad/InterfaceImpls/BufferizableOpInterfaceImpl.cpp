//===- BufferizableOpInterfaceImpl.cpp - One-Shot Bufferize of pad.pad ----===//
//
// pad.pad reads its argument and writes a new tensor: its result aliases no
// operand and bufferizes to an allocation. To bufferize, the op is replaced
// by the lowering of its route (buildPadToLinalg or buildPadToSCF, chosen by
// the nearest `pad.lowering` attribute), as upstream bufferizes tensor.pad
// into tensor ops: One-Shot Bufferize has decided every copy by then, so it
// bufferizes the new ops in place, into the one buffer their tensor.empty
// becomes. Its analysis sees one op per pad on either route.
//
// A pad whose only use inserts it into a destination (tensor.insert_slice,
// bufferization.materialize_in_destination: a SubsetInsertionOpInterface)
// writes into that destination's subset instead, with no allocation, where
// that is provably the same: the subset can be built at the pad, nothing
// between the two ops touches memory, and the pad's argument cannot share
// memory with the destination. The insertion then copies the subset onto
// itself, which cse and canonicalize remove.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/IR/DstBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::pad;

namespace {
/// The tensor `lowered` is written into: through casts, insert_slice
/// destinations, the inits of destination-style ops and loops, and scf.ifs
/// whose branches write into the same tensor (a guarded copy), back to the
/// first value none of those produced.
Value getWrittenRoot(Value lowered) {
  while (Operation *def = lowered.getDefiningOp()) {
    if (auto loop = dyn_cast<LoopLikeOpInterface>(def)) {
      std::optional<ResultRange> results = loop.getLoopResults();
      if (!results)
        break;
      lowered = loop.getInits()[cast<OpResult>(lowered).getResultNumber()];
    } else if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
      unsigned index = cast<OpResult>(lowered).getResultNumber();
      Value thenRoot = getWrittenRoot(ifOp.thenYield().getOperand(index));
      if (ifOp.getElseRegion().empty() ||
          thenRoot != getWrittenRoot(ifOp.elseYield().getOperand(index)))
        break;
      lowered = thenRoot;
    } else if (auto castOp = dyn_cast<tensor::CastOp>(def))
      lowered = castOp.getSource();
    else if (auto insert = dyn_cast<tensor::InsertSliceOp>(def))
      lowered = insert.getDest();
    else if (auto dps = dyn_cast<DestinationStyleOpInterface>(def))
      lowered = dps.getDpsInitOperand(cast<OpResult>(lowered).getResultNumber())
                    ->get();
    else
      break;
  }
  return lowered;
}

/// The value whose memory `buffer` views: through view-like ops,
/// to_buffer/to_tensor pairs and a loop's iteration arguments and results
/// (their buffers are the loop's inits, bufferized in place).
Value getMemoryRoot(Value buffer) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(buffer)) {
      auto loop = dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
      OpOperand *init = loop ? loop.getTiedLoopInit(arg) : nullptr;
      if (!init)
        return buffer;
      buffer = init->get();
      continue;
    }
    Operation *def = buffer.getDefiningOp();
    if (auto loop = dyn_cast<LoopLikeOpInterface>(def)) {
      // A loop's result is the buffer of its init, updated in place.
      std::optional<ResultRange> results = loop.getLoopResults();
      if (!results)
        return buffer;
      auto result = cast<OpResult>(buffer);
      buffer = loop.getInits()[result.getResultNumber()];
      continue;
    }
    if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      buffer = view.getViewSource();
    else if (auto toBuffer = dyn_cast<ToBufferOp>(def))
      buffer = toBuffer.getTensor();
    else if (auto toTensor = dyn_cast<ToTensorOp>(def))
      buffer = toTensor.getBuffer();
    else
      return buffer;
  }
}

/// Whether `root` is memory of its own: an allocation's result (or a
/// tensor that becomes one, not bufferized yet: a pad's result too), or
/// the result of a call to a function that returns a new allocation there
/// (such as a kernel of --pad-outline-kernels; callees are followed one
/// level deep).
bool isAllocation(Value root, bool followCalls = true) {
  Operation *def = root.getDefiningOp();
  if (isa_and_present<AllocTensorOp, tensor::EmptyOp, PadOp>(def))
    return true;
  if (auto effects = dyn_cast_or_null<MemoryEffectOpInterface>(def))
    return effects.getEffectOnValue<MemoryEffects::Allocate>(root).has_value();
  auto call = dyn_cast_or_null<CallOpInterface>(def);
  if (!call || !followCalls)
    return false;
  auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
  if (!callee || callee.isExternal())
    return false;
  unsigned resultNumber = cast<OpResult>(root).getResultNumber();
  bool sawReturn = false;
  for (Block &block : callee.getFunctionBody()) {
    Operation *terminator = block.getTerminator();
    if (!terminator || !terminator->hasTrait<OpTrait::ReturnLike>())
      continue;
    sawReturn = true;
    if (resultNumber >= terminator->getNumOperands() ||
        !isAllocation(getMemoryRoot(terminator->getOperand(resultNumber)),
                      /*followCalls=*/false))
      return false;
  }
  return sawReturn;
}

/// Whether the memory of `a` and `b` (both roots) is provably disjoint:
/// one is an allocation of its own, or both are distinct arguments of a
/// function (which bufferization takes not to alias).
bool areDisjoint(Value a, Value b) {
  if (a == b)
    return false;
  if (isAllocation(a) || isAllocation(b))
    return true;
  auto argA = dyn_cast<BlockArgument>(a), argB = dyn_cast<BlockArgument>(b);
  return argA && argB && argA.getOwner() == argB.getOwner() &&
         argA.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(argA.getOwner()->getParentOp());
}

/// The insertion `pad` can write into directly, or null.
SubsetInsertionOpInterface getInPlaceInsertion(PadOp pad, RewriterBase &rewriter,
                                               const BufferizationOptions &options,
                                               BufferizationState &state) {
  tensor::CastOp castOp;
  SubsetInsertionOpInterface insertion = getResultInsertion(pad, &castOp);
  if (!insertion)
    return {};
  // The insertion, or the op of the pad's block that holds it (the
  // terminator of an scf.forall, for a tensor.parallel_insert_slice).
  Operation *end = pad->getBlock()->findAncestorOpInBlock(*insertion);
  if (!end || (end != insertion.getOperation() &&
               !isa<scf::InParallelOp>(end)))
    return {};
  // Writing at the pad rather than at the insertion is the same only if
  // nothing in between touches memory (but the cast of the pad's result).
  for (Operation *op = pad->getNextNode(); op != end; op = op->getNextNode())
    if (op != castOp &&
        (!isMemoryEffectFree(op) ||
         llvm::any_of(op->getOperandTypes(), llvm::IsaPred<ShapedType>)))
      return {};
  // The pad reads its argument while it writes the subset.
  Value dest = insertion.getDestinationOperand().get();
  Value destRoot = dest;
  if (isa<TensorType>(dest.getType())) {
    FailureOr<Value> destBuffer = getBuffer(rewriter, dest, options, state);
    if (failed(destBuffer))
      return {};
    destRoot = *destBuffer;
  }
  FailureOr<Value> argBuffer = getBuffer(rewriter, pad.getArg(), options, state);
  if (failed(argBuffer) ||
      !areDisjoint(getMemoryRoot(*argBuffer), getMemoryRoot(destRoot)))
    return {};
  return insertion;
}

/// A producer bufferized before `pad` hands its buffer over through
/// `to_tensor`, often of a `memref.cast` that erased static extents (a
/// tensor.cast of the producer's result, bufferized). The lowering reads
/// extents through tensor.casts only (getLoweringSource): give it one, from
/// the buffer before the memref.cast. Otherwise its slices would take static
/// offsets into extents that fold to 0 later, when upstream folds the
/// memref.cast into them unchecked.
void exposeStaticArgument(PadOp pad, RewriterBase &rewriter) {
  auto toTensor = pad.getArg().getDefiningOp<ToTensorOp>();
  if (!toTensor)
    return;
  auto castOp = toTensor.getBuffer().getDefiningOp<memref::CastOp>();
  if (!castOp || !memref::CastOp::canFoldIntoConsumerOp(castOp))
    return;
  Value buffer = castOp.getSource();
  auto staticType = cast<RankedTensorType>(
      memref::getTensorTypeFromMemRefType(buffer.getType()));
  Value staticArg =
      ToTensorOp::create(rewriter, pad.getLoc(), staticType, buffer);
  Value arg = tensor::CastOp::create(rewriter, pad.getLoc(), pad.getArgType(),
                                     staticArg);
  rewriter.modifyOpInPlace(pad, [&] { pad.getArgMutable().assign(arg); });
}

/// The route of the nearest `pad.lowering`, on the pad or around it.
PadLowering getLowering(PadOp pad) {
  PadDialect::LoweringAttrHelper helper(pad.getContext());
  for (Operation *op = pad; op; op = op->getParentOp())
    if (PadLoweringAttr route = helper.getAttr(op))
      return route.getValue();
  return PadLowering::Linalg;
}

/// Builds the lowering of the pad's route in front of it, then tells the
/// rewriter's listener about its ops in post-order, the order in which
/// One-Shot Bufferize walks a function: it bufferizes the ops it is told
/// about in the order it is told, and a loop's `scf.yield` asks the loop,
/// still on tensors, for its buffer type. The builder notifies nobody: the
/// lowering's own folding erases ops it created, which the driver would
/// otherwise hold on its worklist.
Value buildLoweringAnnounced(RewriterBase &rewriter, PadOp pad, Value dest) {
  Operation *before = pad->getPrevNode();
  OpBuilder builder(pad);
  Value lowered = getLowering(pad) == PadLowering::SCF
                      ? buildPadToSCF(builder, pad, dest)
                      : buildPadToLinalg(builder, pad, dest);
  OpBuilder::Listener *listener = rewriter.getListener();
  if (!listener)
    return lowered;
  // A buffer ahead of the loops around the pad (buildEmptyOutput) lies
  // outside the ops announced below: unannounced, it would stay a
  // tensor.empty that nothing bufferizes.
  if (auto slice =
          getWrittenRoot(lowered).getDefiningOp<tensor::ExtractSliceOp>())
    if (auto empty = slice.getSource().getDefiningOp<tensor::EmptyOp>())
      if (empty->getBlock() != pad->getBlock())
        listener->notifyOperationInserted(empty, /*previous=*/{});
  for (Operation *op = before ? before->getNextNode()
                              : &pad->getBlock()->front();
       op != pad; op = op->getNextNode())
    op->walk<WalkOrder::PostOrder>([&](Operation *nested) {
      listener->notifyOperationInserted(nested, /*previous=*/{});
    });
  return lowered;
}

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

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto pad = cast<PadOp>(op);
    // Nothing reads the result: no buffer, nothing to write (as upstream
    // bufferizes an unused tensor.empty).
    if (pad->use_empty()) {
      rewriter.eraseOp(pad);
      return success();
    }
    rewriter.setInsertionPoint(pad);
    exposeStaticArgument(pad, rewriter);
    Value dest;
    if (SubsetInsertionOpInterface insertion =
            getInPlaceInsertion(pad, rewriter, options, state)) {
      rewriter.setInsertionPoint(pad);
      dest = insertion.buildSubsetExtraction(rewriter, pad.getLoc());
      if (dest.getType() != pad.getType())
        dest = tensor::CastOp::create(rewriter, pad.getLoc(), pad.getType(),
                                      dest);
    }
    Value lowered = buildLoweringAnnounced(rewriter, pad, dest);
    Value root = getWrittenRoot(lowered);
    if (dest)
      dest = getWrittenRoot(dest);
    // The lowering returns the argument or a slice of it where there is
    // nothing to write (rank 0, an output that is all copy box). The
    // analysis took the pad for an allocation, which a consumer may write
    // into: copy.
    if (root != dest && !isEmptyOutput(root))
      lowered = copyToNewTensor(rewriter, pad.getLoc(), lowered);
    rewriter.replaceOp(pad, lowered);
    return success();
  }
};
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
    PadOp::attachInterface<PadOpBufferization>(*context);
    PadIntoOp::attachInterface<PadIntoOpBufferization>(*context);
  });
}
