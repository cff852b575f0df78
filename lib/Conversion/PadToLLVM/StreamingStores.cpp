//===- StreamingStores.cpp - Non-temporal stores for large outputs --------===//
//
// A pad reads its input once and writes its output once. When the output is
// larger than the caches, an ordinary store first reads the destination line
// (read-for-ownership): a third of the memory traffic is wasted. Streaming
// (non-temporal) stores write whole lines without reading them.
//
// LLVM only vectorises non-temporal stores it can prove aligned, so this pass
// writes the row kernel itself: every `linalg.fill`, `linalg.copy` and
// `memref.copy` into a buffer of at least `threshold` bytes whose innermost
// dimension is unit-stride becomes a loop over rows; each row is stored
// element by element up to a 64-byte boundary, then with aligned 64-byte
// `vector.store {nontemporal}`, then element by element again. One fence after
// the outermost loop around them orders the streaming stores before anything
// that follows. When
// the buffer size is dynamic the choice is made at run time.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "pad/Conversion/PadToLLVM/PadToLLVM.h"

namespace mlir::pad {
#define GEN_PASS_DEF_PADSTREAMINGSTORESPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;

namespace {

constexpr int64_t kLineBytes = 64;

/// Bytes per element for the element types the row kernel handles.
std::optional<int64_t> elementBytes(Type type) {
  if (!type.isIntOrIndexOrFloat() || type.isIndex())
    return std::nullopt;
  unsigned bits = type.getIntOrFloatBitWidth();
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    return std::nullopt;
  return bits / 8;
}

bool hasUnitInnerStride(MemRefType type) {
  if (type.getRank() == 0)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return strides.back() == 1;
}

/// The buffer a view was cut from.
Value getRootBuffer(Value view) {
  while (Operation *def = view.getDefiningOp()) {
    if (auto subview = dyn_cast<memref::SubViewOp>(def))
      view = subview.getSource();
    else if (auto cast = dyn_cast<memref::CastOp>(def))
      view = cast.getSource();
    else if (auto reinterpret = dyn_cast<memref::ReinterpretCastOp>(def))
      view = reinterpret.getSource();
    else
      break;
  }
  return view;
}

class RowKernelBuilder {
public:
  RowKernelBuilder(OpBuilder &b, Location loc, Type elementType, int64_t bytes)
      : b(b), loc(loc), elementType(elementType), bytes(bytes) {}

  /// Stores `source` (a memref of the same shape) or `value` into `dest`.
  void build(Value dest, Value source, Value value) {
    auto destType = cast<MemRefType>(dest.getType());
    int64_t rank = destType.getRank();
    SmallVector<Value> lbs, ubs, steps;
    Value zero = constant(0), one = constant(1);
    for (int64_t dim = 0; dim + 1 < rank; ++dim) {
      lbs.push_back(zero);
      ubs.push_back(memref::DimOp::create(b, loc, dest, dim));
      steps.push_back(one);
    }
    Value n = memref::DimOp::create(b, loc, dest, rank - 1);
    scf::buildLoopNest(b, loc, lbs, ubs, steps,
                       [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
                         OpBuilder::InsertionGuard guard(b);
                         b.setInsertionPoint(nb.getInsertionBlock(),
                                             nb.getInsertionPoint());
                         Value rowDest = row(dest, ivs, n);
                         Value rowSource = source ? row(source, ivs, n) : Value();
                         storeRow(rowDest, rowSource, value, n);
                       });
  }

private:
  Value constant(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }

  /// The 1-D row of `view` at outer coordinates `ivs`.
  Value row(Value view, ValueRange ivs, Value n) {
    auto type = cast<MemRefType>(view.getType());
    int64_t rank = type.getRank();
    if (rank == 1)
      return view;
    SmallVector<OpFoldResult> offsets(ivs.begin(), ivs.end());
    offsets.push_back(b.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes(rank - 1, b.getIndexAttr(1));
    sizes.push_back(n);
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    auto rowType = cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
        {ShapedType::kDynamic}, type, offsets, sizes, strides));
    return memref::SubViewOp::create(b, loc, rowType, view, offsets, sizes,
                                     strides);
  }

  /// Element by element over [begin, end).
  void scalarLoop(Value begin, Value end, Value dest, Value source,
                  Value value) {
    scf::ForOp::create(
        b, loc, begin, end, constant(1), ValueRange{},
        [&](OpBuilder &lb, Location lloc, Value i, ValueRange) {
          Value element =
              source ? memref::LoadOp::create(lb, lloc, source, i).getResult()
                     : value;
          memref::StoreOp::create(lb, lloc, element, dest, i);
          scf::YieldOp::create(lb, lloc);
        });
  }

  void storeRow(Value dest, Value source, Value value, Value n) {
    int64_t lanes = kLineBytes / bytes;
    auto vectorType = VectorType::get({lanes}, elementType);
    // Address of the row's first element, to peel up to a line boundary.
    Value base =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, dest);
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, dest);
    Value address = arith::AddIOp::create(
        b, loc, base,
        arith::MulIOp::create(b, loc, metadata.getOffset(), constant(bytes)));
    Value misalignment =
        arith::RemUIOp::create(b, loc, address, constant(kLineBytes));
    Value headBytes = arith::RemUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, constant(kLineBytes), misalignment),
        constant(kLineBytes));
    Value head = arith::MinUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, headBytes, constant(bytes)), n);
    Value bodyLanes = arith::MulIOp::create(
        b, loc,
        arith::DivUIOp::create(b, loc, arith::SubIOp::create(b, loc, n, head),
                               constant(lanes)),
        constant(lanes));
    Value bodyEnd = arith::AddIOp::create(b, loc, head, bodyLanes);

    scalarLoop(constant(0), head, dest, source, value);
    Value splat =
        source ? Value()
               : vector::BroadcastOp::create(b, loc, vectorType, value)
                     .getResult();
    scf::ForOp::create(
        b, loc, head, bodyEnd, constant(lanes), ValueRange{},
        [&](OpBuilder &lb, Location lloc, Value i, ValueRange) {
          Value v = source ? vector::LoadOp::create(lb, lloc, vectorType,
                                                    source, ValueRange{i})
                                 .getResult()
                           : splat;
          vector::StoreOp::create(lb, lloc, v, dest, ValueRange{i},
                                  /*nontemporal=*/true,
                                  llvm::MaybeAlign(kLineBytes));
          scf::YieldOp::create(lb, lloc);
        });
    scalarLoop(bodyEnd, n, dest, source, value);
  }

  OpBuilder &b;
  Location loc;
  Type elementType;
  int64_t bytes;
};

struct PadStreamingStoresPass
    : mlir::pad::impl::PadStreamingStoresPassBase<PadStreamingStoresPass> {
  using Base::Base;

  void runOnOperation() override {
    if (threshold < 0)
      return;
    SmallVector<Operation *> candidates;
    getOperation()->walk([&](Operation *op) {
      if (isa<linalg::FillOp, linalg::CopyOp, memref::CopyOp>(op) &&
          !op->getParentOfType<linalg::LinalgOp>())
        candidates.push_back(op);
    });
    // Buffers that also get a strided write: streaming a fill of them would
    // evict lines the strided write then reads back from memory.
    for (Operation *op : candidates) {
      Value dest = isa<memref::CopyOp>(op)
                       ? cast<memref::CopyOp>(op).getTarget()
                       : cast<linalg::LinalgOp>(op).getDpsInits()[0];
      auto type = dyn_cast<MemRefType>(dest.getType());
      if (type && !hasUnitInnerStride(type))
        stridedWriteRoots.insert(getRootBuffer(dest));
    }
    IRRewriter rewriter(&getContext());
    for (Operation *op : candidates)
      rewrite(rewriter, op);
    // Streaming stores are weakly ordered: one fence after each outermost
    // loop (or op) that contains them orders them before what follows.
    for (Operation *op : fenceAfter) {
      rewriter.setInsertionPointAfter(op);
      LLVM::FenceOp::create(rewriter, op->getLoc(),
                            LLVM::AtomicOrdering::seq_cst);
    }
  }

  /// The outermost scf loop around `op` within its function, or `op`.
  static Operation *outermostLoop(Operation *op) {
    Operation *outer = op;
    for (Operation *parent = op->getParentOp(); parent;
         parent = parent->getParentOp()) {
      if (isa<scf::ForOp, scf::ForallOp, scf::ParallelOp, scf::WhileOp>(
              parent))
        outer = parent;
      else if (!isa<scf::IfOp>(parent))
        break;
    }
    return outer;
  }

  llvm::DenseSet<Value> stridedWriteRoots;
  llvm::SetVector<Operation *> fenceAfter;

  void rewrite(IRRewriter &rewriter, Operation *op) {
    Value dest, source, value;
    if (auto fill = dyn_cast<linalg::FillOp>(op)) {
      if (!fill.hasPureBufferSemantics() ||
          stridedWriteRoots.contains(getRootBuffer(fill.getOutputs()[0])))
        return;
      dest = fill.getOutputs()[0];
      value = fill.getInputs()[0];
    } else if (auto linalgCopy = dyn_cast<linalg::CopyOp>(op)) {
      if (!linalgCopy.hasPureBufferSemantics())
        return;
      dest = linalgCopy.getOutputs()[0];
      source = linalgCopy.getInputs()[0];
    } else {
      auto memrefCopy = cast<memref::CopyOp>(op);
      dest = memrefCopy.getTarget();
      source = memrefCopy.getSource();
    }
    auto destType = dyn_cast<MemRefType>(dest.getType());
    if (!destType || !hasUnitInnerStride(destType))
      return;
    if (source) {
      auto sourceType = dyn_cast<MemRefType>(source.getType());
      if (!sourceType || !hasUnitInnerStride(sourceType) ||
          sourceType.getElementType() != destType.getElementType())
        return;
    }
    std::optional<int64_t> bytes = elementBytes(destType.getElementType());
    if (!bytes)
      return;

    // The size of the buffer the destination is cut from decides.
    Value root = getRootBuffer(dest);
    auto rootType = dyn_cast<MemRefType>(root.getType());
    if (!rootType)
      return;
    Location loc = op->getLoc();
    // Called once `op` is going to be rewritten.
    auto orderStores = [&] {
      Operation *outer = outermostLoop(op);
      if (outer != op) {
        fenceAfter.insert(outer);
        return;
      }
      rewriter.setInsertionPointAfter(op);
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::seq_cst);
    };
    rewriter.setInsertionPoint(op);
    RowKernelBuilder kernel(rewriter, loc, destType.getElementType(), *bytes);
    if (rootType.hasStaticShape()) {
      if (rootType.getNumElements() * *bytes < threshold)
        return;
      orderStores();
      rewriter.setInsertionPoint(op);
      kernel.build(dest, source, value);
      rewriter.eraseOp(op);
      return;
    }
    Value rootBytes = arith::ConstantIndexOp::create(rewriter, loc, *bytes);
    for (int64_t dim = 0; dim < rootType.getRank(); ++dim)
      rootBytes = arith::MulIOp::create(
          rewriter, loc, rootBytes,
          memref::DimOp::create(rewriter, loc, root, dim));
    Value large = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::sge, rootBytes,
        arith::ConstantIndexOp::create(rewriter, loc, threshold));
    auto ifOp = scf::IfOp::create(rewriter, loc, large, /*withElse=*/true);
    orderStores();
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    kernel.build(dest, source, value);
    rewriter.setInsertionPointToStart(ifOp.elseBlock());
    rewriter.clone(*op);
    rewriter.eraseOp(op);
  }
};

} // namespace
