//===- OutlineKernels.cpp - One shared kernel per kind of pad -------------===//
//
// Each pad lowers to its own loop nest, row kernels and run-time checks:
// hundreds of lines of LLVM dialect, lowered once per pad. A module of many
// small pads (say, one before every convolution of a network) spends its
// compile time there, although its pads differ mostly in extents and amounts
// only. This pass replaces such a pad by a call to a private function that
// pads a tensor of the same rank, element type and mode with every extent
// and amount dynamic, one function per kind, so that the rest of
// `--pad-to-llvm` lowers each kind once. Large pads run at the speed of
// memory, where such a kernel is as fast as their own lowering, and are
// outlined too. Where a pad's own lowering pays, the pad stays inline (see
// `shouldOutline`).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "pad/Conversion/PadToDestinationStyle/PadToDestinationStyle.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"
#include "pad/Conversion/Utils/ExternalFunction.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadOps.h"

#include <map>

namespace mlir::pad {
#define GEN_PASS_DEF_PADOUTLINEKERNELSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Whether `value` is written into a destination: the source of a subset
/// insertion (`materialize_in_destination`, `insert_slice`, ...), directly
/// or through `tensor.cast`s. The inline lowering then writes in place
/// (buildOutputTensor); a call would return a buffer to copy from.
bool isInsertedIntoDestination(Value value) {
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (auto insertion = dyn_cast<SubsetInsertionOpInterface>(user))
      if (&insertion.getSourceOperand() == &use)
        return true;
    if (auto cast = dyn_cast<tensor::CastOp>(user))
      if (isInsertedIntoDestination(cast.getResult()))
        return true;
  }
  return false;
}

bool shouldOutline(PadOp op, ModuleOp module, int64_t maxBytes,
                   int64_t largeBytes) {
  // Only pads directly in a function of this module: in a loop (the tiles of
  // a tiled or fused consumer) or any other region a pad may run many times,
  // and its specialised lowering is worth its code there.
  auto function = dyn_cast<func::FuncOp>(op->getParentOp());
  if (maxBytes < 0 || !function || function->getParentOp() != module)
    return false;
  // A kernel already: a private function that only pads its argument.
  if (function.isPrivate() && isa<BlockArgument>(op.getArg()) &&
      function.getBody().front().getOperations().size() == 2)
    return false;
  RankedTensorType argType = op.getArgType();
  RankedTensorType resultType = op.getResultType();
  if (argType.getRank() == 0 || argType.getEncoding() ||
      resultType.getEncoding())
    return false;
  // The known extents bound the result from below (for non-empty results):
  // between `maxBytes` and `largeBytes` the pad stays in cache, where the
  // static row kernels are worth their code.
  uint64_t bytes = getKnownByteSize(
      resultType.getShape(), getElementByteSize(resultType.getElementType()));
  bool large = largeBytes >= 0 && bytes >= static_cast<uint64_t>(largeBytes);
  if (bytes > static_cast<uint64_t>(maxBytes) && !large)
    return false;
  // A measured pad (or one that nothing reads: fusion leaves the whole pad
  // behind its fused tiles, read by a dead slice) lowers to its checks and
  // extents, and a call would compute its elements. A pad that writes into
  // its elementwise consumer's output shares that buffer, where a call
  // would return one more.
  return !isInsertedIntoDestination(op.getResult()) && !isMeasured(op) &&
         !op->use_empty() && !getConsumerEmptyOutput(op);
}

/// What a kernel is specialised on; everything else is an argument.
struct KernelKind {
  PadMode mode;
  Type elementType;
  int64_t rank;
  SmallVector<int64_t> interior; // Empty: no interior padding.
  Type valueType;                // Null: no `value` operand.

  static KernelKind of(PadOp op) {
    KernelKind kind{op.getPadMode(), op.getArgType().getElementType(),
                    op.getArgType().getRank(), {}, {}};
    if (op.hasInteriorPadding())
      kind.interior = op.getPaddingInterior();
    if (Value value = op.getPadValue())
      kind.valueType = value.getType();
    return kind;
  }

  auto key() const {
    return std::make_tuple(static_cast<uint32_t>(mode),
                           elementType.getAsOpaquePointer(), rank,
                           std::vector<int64_t>(interior.begin(),
                                                interior.end()),
                           valueType ? valueType.getAsOpaquePointer()
                                     : nullptr);
  }

  RankedTensorType tensorType() const {
    return RankedTensorType::get(
        SmallVector<int64_t>(rank, ShapedType::kDynamic), elementType);
  }

  /// `__pad_<mode>_<rank>d_<element type>[_interior_<i>...][_value]`, with
  /// every character an identifier cannot hold replaced by `_`.
  std::string name() const {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "__pad_" << stringifyPadMode(mode) << "_" << rank << "d_"
       << elementType;
    if (!interior.empty()) {
      os << "_interior";
      for (int64_t entry : interior)
        os << "_" << entry;
    }
    if (valueType)
      os << "_value";
    for (char &c : text)
      if (!llvm::isAlnum(c) && c != '_')
        c = '_';
    return text;
  }

  /// `func.func private @name(%arg, %below..., %above... [, %value])` that
  /// returns the pad of `%arg` with these amounts (renamed where the name
  /// is taken).
  func::FuncOp build(ModuleOp module, SymbolTable &symbols,
                     Location loc) const {
    RankedTensorType type = tensorType();
    OpBuilder b(module.getContext());
    SmallVector<Type> inputs{type};
    inputs.append(2 * rank, b.getIndexType());
    if (valueType)
      inputs.push_back(valueType);
    func::FuncOp kernel = createInternalFunction(
        module, symbols, loc, name(), b.getFunctionType(inputs, {type}));
    Block *entry = &kernel.front();
    b.setInsertionPointToStart(entry);
    auto amounts = [&](int64_t first) {
      return getAsOpFoldResult(
          ValueRange(entry->getArguments().slice(first, rank)));
    };
    Value value = valueType ? entry->getArguments().back() : Value();
    auto pad = PadOp::create(b, loc, type, entry->getArgument(0), amounts(1),
                             amounts(1 + rank), mode, value, interior);
    func::ReturnOp::create(b, loc, pad.getResult());
    return kernel;
  }
};

struct PadOutlineKernelsPass
    : mlir::pad::impl::PadOutlineKernelsPassBase<PadOutlineKernelsPass> {
  using Base::Base;

  // Its models (a tool may register only the dialect: spec section 1).
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registerPadInterfaceModels(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<PadOp> pads;
    module.walk([&](PadOp op) {
      if (shouldOutline(op, module, maxBytes, largeBytes))
        pads.push_back(op);
    });
    if (pads.empty())
      return;

    SymbolTable symbols(module);
    OpBuilder b(module.getContext());
    using Key = decltype(std::declval<KernelKind>().key());
    std::map<Key, func::FuncOp> kernels;
    for (PadOp op : pads) {
      KernelKind kind = KernelKind::of(op);
      func::FuncOp &kernel = kernels[kind.key()];
      if (!kernel)
        kernel = kind.build(module, symbols, op.getLoc());

      Location loc = op.getLoc();
      b.setInsertionPoint(op);
      RankedTensorType type = kind.tensorType();
      Value arg = op.getArg();
      if (arg.getType() != type)
        arg = tensor::CastOp::create(b, loc, type, arg);
      SmallVector<Value> operands{arg};
      // One constant per distinct static amount of the call.
      DenseMap<Attribute, Value> constants;
      auto append = [&](ArrayRef<OpFoldResult> amounts) {
        for (OpFoldResult amount : amounts) {
          auto attr = dyn_cast<Attribute>(amount);
          if (!attr) {
            operands.push_back(cast<Value>(amount));
            continue;
          }
          Value &value = constants[attr];
          if (!value)
            value = getValueOrCreateConstantIndexOp(b, loc, amount);
          operands.push_back(value);
        }
      };
      append(op.getMixedPaddingBelow());
      append(op.getMixedPaddingAbove());
      if (Value value = op.getPadValue())
        operands.push_back(value);
      Value result =
          func::CallOp::create(b, loc, kernel, operands).getResult(0);
      if (result.getType() != op.getResultType())
        result = tensor::CastOp::create(b, loc, op.getResultType(), result);
      op.getResult().replaceAllUsesWith(result);
      op.erase();
    }
  }
};

} // namespace
