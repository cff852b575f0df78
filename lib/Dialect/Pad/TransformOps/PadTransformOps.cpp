//===- PadTransformOps.cpp - Transform dialect ops for pad.pad ------------===//
//
// Spec section 5: `transform.apply_patterns.pad.lower_to_linalg` and
// `transform.apply_patterns.pad.lower_to_scf` add the patterns of
// `populatePadToLinalgPatterns` / `populatePadToSCFPatterns`, the ones the
// conversion passes apply.
//
// Those patterns are dialect-conversion patterns (OpConversionPattern), and
// MLIR 22 runs a ConversionPattern only under a ConversionPatternRewriter:
// inside the greedy driver of `transform.apply_patterns` it would cast the
// driver's rewriter to one. So each descriptor adds one ordinary pattern,
// `LowerPadThroughConversion`, that runs the conversion patterns on a copy of
// the pad in a detached scratch function (`applyPartialConversion`, as the
// passes do) and clones the result back through the greedy driver's
// rewriter, which thus sees every change. The copy keeps the chain of
// `tensor.cast` and `pad.pad` ops that produces the pad's argument, because
// the lowering reads static extents through them (PadGeometry.cpp,
// `getStaticExtent`); only the copied pad itself is converted.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/TransformOps/PadTransformOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/DialectConversion.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Lowers one pad.pad with the conversion patterns `populate` adds (see the
/// file comment).
class LowerPadThroughConversion : public OpRewritePattern<PadOp> {
public:
  LowerPadThroughConversion(MLIRContext *context,
                            function_ref<void(RewritePatternSet &)> populate)
      : OpRewritePattern<PadOp>(context) {
    RewritePatternSet conversion(context);
    populate(conversion);
    patterns = FrozenRewritePatternSet(std::move(conversion));
  }

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    MLIRContext *context = op.getContext();
    Location loc = op.getLoc();

    // The producers the lowering looks through, outermost first.
    SmallVector<Operation *> chain;
    for (Value v = op.getArg(); Operation *def = v.getDefiningOp();) {
      if (auto cast = dyn_cast<tensor::CastOp>(def)) {
        chain.push_back(def);
        v = cast.getSource();
        continue;
      }
      if (auto producer = dyn_cast<PadOp>(def)) {
        chain.push_back(def);
        v = producer.getArg();
        continue;
      }
      break;
    }
    std::reverse(chain.begin(), chain.end());
    SmallVector<Operation *> copied(chain);
    copied.push_back(op);

    // The values from outside: the scratch function's arguments.
    llvm::SetVector<Value> inputs;
    llvm::SmallPtrSet<Operation *, 8> inChain(copied.begin(), copied.end());
    for (Operation *o : copied)
      for (Value operand : o->getOperands())
        if (!inChain.contains(operand.getDefiningOp()))
          inputs.insert(operand);

    OwningOpRef<ModuleOp> scratch = ModuleOp::create(loc);
    OpBuilder b(context);
    b.setInsertionPointToStart(scratch->getBody());
    SmallVector<Type> inputTypes;
    for (Value input : inputs)
      inputTypes.push_back(input.getType());
    auto func = func::FuncOp::create(
        b, loc, "pad_lowering_scratch",
        b.getFunctionType(inputTypes, op.getResult().getType()));
    Block *body = func.addEntryBlock();
    b.setInsertionPointToStart(body);
    IRMapping toScratch;
    for (auto [input, argument] : llvm::zip(inputs, body->getArguments()))
      toScratch.map(input, argument);
    Operation *copy = nullptr;
    DenseMap<Operation *, Operation *> producerOf;
    for (Operation *o : copied) {
      copy = b.clone(*o, toScratch);
      if (o != op.getOperation())
        producerOf[copy] = o;
    }
    func::ReturnOp::create(b, loc, copy->getResults());

    ConversionTarget target(*context);
    target.addDynamicallyLegalOp<PadOp>(
        [copy](PadOp pad) { return pad.getOperation() != copy; });
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(func, target, patterns)))
      return rewriter.notifyMatchFailure(op, "the conversion patterns failed");

    // Clone the lowered body back in front of the pad.
    IRMapping toPayload;
    for (auto [input, argument] : llvm::zip(inputs, body->getArguments()))
      toPayload.map(argument, input);
    Operation *terminator = body->getTerminator();
    for (Operation &o : body->without_terminator()) {
      // A copied producer stands for the original.
      if (Operation *original = producerOf.lookup(&o)) {
        toPayload.map(o.getResults(), original->getResults());
        continue;
      }
      rewriter.clone(o, toPayload);
    }
    Value lowered = toPayload.lookupOrDefault(terminator->getOperand(0));
    rewriter.replaceOp(op, lowered);
    return success();
  }

private:
  FrozenRewritePatternSet patterns;
};

class PadTransformDialectExtension
    : public transform::TransformDialectExtension<
          PadTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PadTransformDialectExtension)

  using Base::Base;

  void init() {
    // The dialects the lowerings create in the payload, loaded before the
    // interpreter runs.
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<cf::ControlFlowDialect>();
    declareGeneratedDialect<complex::ComplexDialect>();
    declareGeneratedDialect<func::FuncDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<PadDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.cpp.inc"
        >();
  }
};

} // namespace

#define GET_OP_CLASSES
#include "pad/Dialect/Pad/TransformOps/PadTransformOps.cpp.inc"

void transform::ApplyPadLowerToLinalgPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerPadThroughConversion>(patterns.getContext(),
                                          populatePadToLinalgPatterns);
}

void transform::ApplyPadLowerToSCFPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerPadThroughConversion>(patterns.getContext(),
                                          populatePadToSCFPatterns);
}

void pad::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<PadTransformDialectExtension>();
}
