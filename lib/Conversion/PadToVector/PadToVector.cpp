//===- PadToVector.cpp - The form on buffers to vector row kernels --------===//
//
// A pad.pad_into on memrefs is cut into runs by a route's decomposition
// (PadToLinalg.cpp's boxes, PadToSCF.cpp's rows), and each run is written
// here, by a PadRunWriter that knows the whole pad: its element type, the
// buffer its destination is cut from (whose size decides whether the stores
// stream), and where the fence after streaming stores goes. Nothing is
// recovered afterwards: the kernels are built as the runs are.
//
// A pad that writes a buffer allocated with `memref.alloc` (its output, or
// the buffer its output was placed in) first has that allocation checked:
// `malloc` returns null for a size too large for memory (rule 10 admits
// 2^50 bytes), which the kernels would write through. A null pointer of a
// non-empty buffer calls a report that prints the size and aborts (spec
// section 2). Allocations no pad writes are the user's, and left alone.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToVector/PadToVector.h"

#include "RowKernels.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToSCF/PadToSCF.h"
#include "pad/Conversion/Utils/ExternalFunction.h"
#include "pad/Conversion/Utils/PadGeometry.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "llvm/TargetParser/Host.h"

namespace mlir::pad {
#define GEN_PASS_DEF_CONVERTPADTOVECTORPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace mlir::pad

using namespace mlir;
using namespace mlir::pad;

namespace {

/// The widest vector, in bytes, of a target with `features` (LLVM's
/// feature names, as `llvm.target_features` and the host report them).
int64_t vectorBytesOfFeatures(llvm::function_ref<bool(StringRef)> has) {
  if (has("avx512f"))
    return 64;
  if (has("avx") || has("avx2"))
    return 32;
  return 16;
}

/// Where a CPU's best vector width is not its widest, measured: AMD Zen 4
/// executes a 64-byte store as two 32-byte halves, and 32-byte vectors ran
/// W3 at 0.94 - 0.99 of a plain vector copy there against 0.98 - 1.12, W4
/// and W5 as fast or faster; on AMD Zen 5, W3 at 0.99 - 1.04 against
/// 0.97 - 1.13, W1, W2 and W1F as fast (pad-bench, one pinned thread,
/// docs/performance.md). Other CPUs keep their widest until measured.
struct CpuVectorBytes {
  StringLiteral cpu;
  int64_t vectorBytes;
};
constexpr CpuVectorBytes kCpuVectorBytes[] = {{"znver4", 32}, {"znver5", 32}};

/// The kernels' vector width at `op` from the IR alone: the enclosing
/// function's `target_features` (LLVM::TargetFeaturesAttr), the module's
/// `llvm.target_features`, or DLTI's `max_vector_op_width` (bits) of the
/// "CPU" device; 16 bytes, the baseline of x86-64 and AArch64, where none
/// names a target. Never the compiling machine's.
int64_t targetVectorBytes(Operation *op) {
  LLVM::TargetFeaturesAttr features = LLVM::TargetFeaturesAttr::featuresAt(op);
  if (features.nullOrEmpty())
    if (auto module = op->getParentOfType<ModuleOp>())
      features = module->getAttrOfType<LLVM::TargetFeaturesAttr>(
          "llvm.target_features");
  if (!features.nullOrEmpty())
    return vectorBytesOfFeatures([&](StringRef feature) {
      return features.contains(("+" + feature).str());
    });
  FailureOr<Attribute> width =
      dlti::query(op, ArrayRef<StringRef>{"CPU", "max_vector_op_width"});
  if (succeeded(width))
    if (auto bits = dyn_cast<IntegerAttr>(*width)) {
      int64_t bytes = bits.getValue().getZExtValue() / 8;
      return bytes >= 64 ? 64 : bytes >= 32 ? 32 : 16;
    }
  return 16;
}

/// The outermost scf loop around `op` within its function (through
/// `scf.if`s), or null.
Operation *getOutermostLoop(Operation *op) {
  Operation *outer = nullptr;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<scf::ForOp, scf::ForallOp, scf::ParallelOp, scf::WhileOp>(parent))
      outer = parent;
    else if (!isa<scf::IfOp>(parent))
      break;
  }
  return outer;
}

/// The element type of the shared kernels for elements of `type`: the
/// signless integer of its width for floats and signless integers of 8, 16,
/// 32 or 64 bits, so that one kernel serves every element type of a size;
/// else `type`.
Type getKernelElementType(Type type) {
  if (!isa<FloatType>(type) && !type.isSignlessInteger())
    return type;
  unsigned width = type.getIntOrFloatBitWidth();
  if (width < 8 || width > 64 || !llvm::isPowerOf2_32(width))
    return type;
  return IntegerType::get(type.getContext(), width);
}

/// `value`, a memref or a scalar, with `element` for its element type (an
/// `arith.bitcast` of equal width).
Value bitcastElements(OpBuilder &b, Location loc, Value value, Type element) {
  Type type = value.getType();
  Type target = element;
  if (auto memref = dyn_cast<MemRefType>(type))
    target = memref.clone(element);
  if (target == type)
    return value;
  return arith::BitcastOp::create(b, loc, target, value);
}

/// `memref` as a shared kernel's argument of type `kernelType`: cast to its
/// layout and dynamic extents, then to its element type.
Value castToKernelType(OpBuilder &b, Location loc, Value memref,
                       MemRefType kernelType) {
  auto type = cast<MemRefType>(memref.getType());
  auto castType = kernelType.clone(type.getElementType());
  if (type != castType)
    memref = memref::CastOp::create(b, loc, castType, memref);
  return bitcastElements(b, loc, memref, kernelType.getElementType());
}

/// `text` with every character a symbol name cannot hold (`complex<f32>`'s
/// brackets) replaced by `_`.
std::string toIdentifier(std::string text) {
  for (char &c : text)
    if (!llvm::isAlnum(c) && c != '_')
      c = '_';
  return text;
}

/// The kernel `name` of `type` that this pass made in `module`: a private
/// definition of internal linkage (createInternalFunction) named `name`, or
/// `name_<n>` where SymbolTable renamed it because the name was taken.
/// Null if there is none. Any other function is the user's, whatever its
/// name: a user's `__pad_edge_2d_i32_64_mine` of a kernel's type was once
/// called in the kernel's place, and the pad never written.
func::FuncOp lookupKernel(ModuleOp module, StringRef name, FunctionType type) {
  for (auto func : module.getOps<func::FuncOp>()) {
    StringRef symbol = func.getSymName();
    if (!symbol.consume_front(name) ||
        (!symbol.empty() &&
         (!symbol.consume_front("_") || symbol.empty() ||
          !llvm::all_of(symbol, llvm::isDigit))))
      continue;
    auto linkage = func->getAttrOfType<LLVM::LinkageAttr>("llvm.linkage");
    if (func.isPrivate() && !func.isDeclaration() && linkage &&
        linkage.getLinkage() == LLVM::Linkage::Internal &&
        func.getFunctionType() == type)
      return func;
  }
  return {};
}

/// Whether the `bytes`-byte elements of `buffer` number at least
/// `threshold` bytes, at run time.
Value buildIsLarge(OpBuilder &b, Location loc, Value buffer, int64_t bytes,
                   int64_t threshold) {
  auto type = cast<MemRefType>(buffer.getType());
  Value size = arith::ConstantIndexOp::create(b, loc, bytes);
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    Value extent = memref::DimOp::create(b, loc, buffer, dim);
    size = arith::MulIOp::create(b, loc, size, extent);
  }
  Value limit = arith::ConstantIndexOp::create(b, loc, threshold);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, size, limit);
}

constexpr llvm::StringLiteral kReportName = "__pad_alloc_failed";
constexpr llvm::StringLiteral kMessageName = "__pad_alloc_failed_message";
constexpr llvm::StringLiteral kMessage =
    "pad-to-llvm: cannot allocate %lld bytes (malloc returned null)\n";

/// `void __pad_alloc_failed(i64 bytes)`: `dprintf(2, message, bytes)`, then
/// `abort()` (dprintf writes unbuffered: the message survives the abort);
/// the module's own if this pass built one (a private definition of that
/// type, named so or renamed `__pad_alloc_failed_<n>` where the name was
/// taken; a user's function of that name is never called in its place).
/// Fails, with an error, where `dprintf` or `abort` names something else.
FailureOr<LLVM::LLVMFuncOp> getOrBuildAllocationReport(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  auto reportType = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                                {IntegerType::get(ctx, 64)});
  for (auto function : module.getOps<LLVM::LLVMFuncOp>()) {
    StringRef name = function.getSymName();
    if (name.consume_front(kReportName) &&
        (name.empty() || (name.consume_front("_") && !name.empty() &&
                          llvm::all_of(name, llvm::isDigit))) &&
        function.getLinkage() == LLVM::Linkage::Private &&
        !function.isExternal() && function.getFunctionType() == reportType)
      return function;
  }
  SymbolTable symbols(module);
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  auto i32 = IntegerType::get(ctx, 32);
  auto i64 = IntegerType::get(ctx, 64);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto voidType = LLVM::LLVMVoidType::get(ctx);
  StringRef pass = "convert-pad-to-vector";
  StringRef purpose = "report a failed allocation";
  FailureOr<Operation *> dprintf = getOrDeclareExternalFunction(
      module, symbols, "dprintf",
      LLVM::LLVMFunctionType::get(i32, {i32, ptr}, /*isVarArg=*/true), pass,
      purpose);
  FailureOr<Operation *> abortFn = getOrDeclareExternalFunction(
      module, symbols, "abort", LLVM::LLVMFunctionType::get(voidType, {}),
      pass, purpose);
  if (failed(dprintf) || failed(abortFn))
    return failure();
  std::string text = (kMessage + llvm::StringRef("\0", 1)).str();
  auto messageType =
      LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), text.size());
  auto message = LLVM::GlobalOp::create(b, loc, messageType,
                                        /*isConstant=*/true,
                                        LLVM::Linkage::Private, kMessageName,
                                        b.getStringAttr(text));
  symbols.insert(message);
  auto report = LLVM::LLVMFuncOp::create(
      b, loc, kReportName, LLVM::LLVMFunctionType::get(voidType, {i64}),
      LLVM::Linkage::Private);
  symbols.insert(report);
  Block *entry = report.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  Value stderrFd = LLVM::ConstantOp::create(b, loc, i32, 2);
  Value address = LLVM::AddressOfOp::create(b, loc, message);
  // A variadic function is always an `llvm.func`.
  LLVM::CallOp::create(b, loc, cast<LLVM::LLVMFuncOp>(*dprintf),
                       ValueRange{stderrFd, address, entry->getArgument(0)});
  createExternalCall(b, loc, *abortFn, ValueRange{});
  LLVM::UnreachableOp::create(b, loc);
  return report;
}

/// Checks `alloc`, a buffer a pad writes, right after it: a null pointer of
/// a non-empty buffer calls the report. Once per allocation (the check
/// begins with its pointer, next to it).
LogicalResult checkAllocation(RewriterBase &rewriter, memref::AllocOp alloc) {
  if (auto next = dyn_cast_or_null<memref::ExtractAlignedPointerAsIndexOp>(
          alloc->getNextNode());
      next && next.getSource() == alloc.getResult())
    return success();
  MemRefType type = alloc.getType();
  if (llvm::is_contained(type.getShape(), 0))
    return success();
  FailureOr<LLVM::LLVMFuncOp> report =
      getOrBuildAllocationReport(alloc->getParentOfType<ModuleOp>());
  if (failed(report))
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfter(alloc);
  Location loc = alloc.getLoc();
  // One statement per emitted value: argument evaluation order is
  // unspecified, and the IR must not depend on the compiler.
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, alloc);
  IRArith a(rewriter, loc);
  Value bytes = a.constant(getElementByteSize(type.getElementType()));
  for (OpFoldResult size : alloc.getMixedSizes())
    bytes = a.mul(bytes, a.get(size));
  // (malloc(0) may return null: an empty buffer is not a failure.)
  Value isNull = a.eq(pointer, a.constant(0));
  Value nonEmpty = a.lt(a.constant(0), bytes);
  Value failedAlloc = a.land(isNull, nonEmpty);
  scf::IfOp::create(rewriter, loc, failedAlloc,
                    [&](OpBuilder &tb, Location tloc) {
    Value bytes64 = arith::IndexCastOp::create(tb, tloc, tb.getI64Type(), bytes);
    // In a scope of its own: MLIR counts any call as a possible stack
    // allocation, and would keep OpenMP's scope around a parallel loop's
    // body (--pad-to-llvm with `parallel`) for it, to be split by
    // convert-scf-to-cf.
    auto scope = memref::AllocaScopeOp::create(tb, tloc, TypeRange{});
    OpBuilder sb = OpBuilder::atBlockBegin(&scope.getBodyRegion().emplaceBlock());
    LLVM::CallOp::create(sb, tloc, *report, ValueRange{bytes64});
    memref::AllocaScopeReturnOp::create(sb, tloc);
    scf::YieldOp::create(tb, tloc);
  });
  return success();
}

/// Writes the runs of one pad as row kernels (PadRunWriter).
class KernelWriter : public PadRunWriter {
public:
  /// `parallel`: the pad's bands are the iterations of an scf.forall.
  KernelWriter(PadIntoOp op, int64_t vectorBytes, int64_t streamingThreshold,
               bool parallel)
      : op(op), vectorBytes(vectorBytes),
        streamingThreshold(streamingThreshold), parallel(parallel),
        output(getRootBuffer(op.getDest())) {
    Type elementType = op.getOutputType().getElementType();
    elementBytes = rowKernelElementBytes(elementType);
    // Vectors may cover the lanes between a strided run's elements only
    // where those belong to the pad: its destination has unit stride.
    auto destType = cast<MemRefType>(op.getDest().getType());
    auto argType = cast<MemRefType>(op.getArg().getType());
    unitStrides = hasUnitInnerStride(destType) && hasUnitInnerStride(argType);
  }

  /// Decides, at the pad's position, whether its stores stream: a constant
  /// where the output's size is static, an `i1` computed there otherwise.
  /// A pad with interior padding whose rows cannot interleave fills rows
  /// that its copies then read back: they stay in cache.
  /// In a shared pad kernel, `decided` is the caller's decision.
  void decideStreaming(OpBuilder &b, Value decided = {}) {
    if (!elementBytes || streamingThreshold < 0) {
      streamsKnown = false;
      return;
    }
    SmallVector<int64_t> interior = op.getPaddingInterior();
    const int64_t innerInterior = interior.empty() ? 0 : interior.back();
    // (An interior of 8 or more is a stride above 8, which never
    // interleaves; r + 1 would overflow for INT64_MAX.)
    if (innerInterior != 0 &&
        (innerInterior >= 8 || !canInterleave(innerInterior + 1))) {
      streamsKnown = false;
      return;
    }
    if (decided) {
      streams = decided;
      return;
    }
    auto outputType = cast<MemRefType>(output.getType());
    if (outputType.hasStaticShape()) {
      streamsKnown = getKnownByteSize(outputType.getShape(), *elementBytes) >=
                     static_cast<uint64_t>(streamingThreshold);
      return;
    }
    streams = buildIsLarge(b, op.getLoc(), output, *elementBytes,
                           streamingThreshold);
  }

  /// The decision as an `i1` to pass to a shared kernel.
  Value getStreamingFlag(OpBuilder &b, Location loc) {
    if (streamsKnown)
      return arith::ConstantIntOp::create(b, loc, b.getI1Type(), *streamsKnown);
    return streams;
  }

  /// Orders the streaming stores before what follows: one fence after the
  /// outermost loop around the pad (where the pad's own loops end, if none),
  /// run only where the stores streamed.
  void buildFence(RewriterBase &rewriter) {
    // A run-time decision no kernel took (every run left to linalg or to
    // scalar stores) leaves no computation behind.
    if (streams && streams.use_empty()) {
      SmallVector<Operation *> worklist = {streams.getDefiningOp()};
      while (!worklist.empty()) {
        Operation *dead = worklist.pop_back_val();
        // (Only what buildIsLarge made: never the buffer it measured.)
        if (!dead || (!isa<arith::ArithDialect>(dead->getDialect()) &&
                      !isa<memref::DimOp>(dead)))
          continue;
        if (!isOpTriviallyDead(dead))
          continue;
        SmallVector<Value> operands(dead->getOperands());
        rewriter.eraseOp(dead);
        for (Value operand : operands)
          worklist.push_back(operand.getDefiningOp());
      }
      streams = Value();
    }
    if (!mayHaveStreamed)
      return;
    Location loc = op.getLoc();
    Operation *loop = getOutermostLoop(op);
    OpBuilder::InsertionGuard guard(rewriter);
    Value condition = streams;
    if (loop) {
      rewriter.setInsertionPointAfter(loop);
      if (streamsKnown) {
        // Several pads in one loop share one fence.
        if (isa_and_nonnull<LLVM::FenceOp>(loop->getNextNode()))
          return;
      } else {
        DominanceInfo dominance;
        condition = dominance.properlyDominates(output, loop)
                        ? buildIsLarge(rewriter, loc, output, *elementBytes,
                                       streamingThreshold)
                        : Value();
      }
    } else {
      rewriter.setInsertionPoint(op);
    }
    if (condition) {
      auto ifOp = scf::IfOp::create(rewriter, loc, condition);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
    }
    LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::seq_cst);
  }

  void fill(OpBuilder &b, Location loc, Value value, Value view) override {
    writeRun(b, loc, view, /*source=*/Value(), value);
  }

  void copy(OpBuilder &b, Location loc, Value source, Value view,
            OpFoldResult stride) override {
    std::optional<int64_t> known = getConstantIntValue(stride);
    if (known && *known == 1) {
      writeRun(b, loc, view, source, Value());
      return;
    }
    // The source elements shuffled into the spans of rows the pad's fill
    // has just written (in cache: decideStreaming).
    if (known && canSpread(*known)) {
      buildSpreadKernel(b, loc, view, source, *known, /*gap=*/Value(),
                        vectorBytes, /*nontemporal=*/false);
      return;
    }
    linalg::CopyOp::create(b, loc, source, view);
  }

  bool canInterleave(int64_t stride) const override {
    return canSpread(stride) && (vectorBytes / *elementBytes) % stride == 0;
  }

  void interleave(OpBuilder &b, Location loc, Value value, Value source,
                  Value view, int64_t stride) override {
    buildStreamingOrNot(b, loc, [&](OpBuilder &kb, bool nontemporal) {
      buildSpreadKernel(kb, loc, view, source, stride, value, vectorBytes,
                        nontemporal);
    });
  }

private:
  /// Whether a run of `stride` can spread the source into vectors of the
  /// destination's rows.
  bool canSpread(int64_t stride) const {
    return unitStrides && elementBytes && *elementBytes >= 4 && stride >= 2 &&
           stride <= 8;
  }

  /// Builds `kernel` with the pad's streaming decision: one variant where it
  /// is known, both under an `scf.if` where it is made at run time.
  void buildStreamingOrNot(OpBuilder &b, Location loc,
                           function_ref<void(OpBuilder &, bool)> kernel) {
    if (streamsKnown) {
      kernel(b, *streamsKnown);
      mayHaveStreamed |= *streamsKnown;
      return;
    }
    auto ifOp = scf::IfOp::create(b, loc, streams, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    kernel(b, /*nontemporal=*/true);
    b.setInsertionPointToStart(ifOp.elseBlock());
    kernel(b, /*nontemporal=*/false);
    mayHaveStreamed = true;
  }

  /// Writes `view` from `source` (unit strides) or with `value`.
  void writeRun(OpBuilder &b, Location loc, Value view, Value source,
                Value value) {
    auto viewType = cast<MemRefType>(view.getType());
    auto sourceType =
        source ? cast<MemRefType>(source.getType()) : MemRefType();
    // Narrow rows (a pad's border columns, a single element) take a few
    // scalar stores, not the kernel's per-row address arithmetic; they
    // store the view's own elements only, whatever its strides.
    bool contiguous = isContiguousRowMajor(viewType) &&
                      (!sourceType || isContiguousRowMajor(sourceType));
    ArrayRef<int64_t> row = viewType.getShape();
    if (!contiguous)
      row = row.take_back();
    if (llvm::all_of(row, ShapedType::isStatic) &&
        getKnownByteSize(row, getElementByteSize(viewType.getElementType())) <
            static_cast<uint64_t>(kNarrowRowBytes)) {
      lowerToScalarNest(b, loc, view, source, value);
      return;
    }
    // Left to upstream's lowering: elements the kernel does not handle, and
    // views whose lanes in between are not the pad's.
    if (!elementBytes || !hasUnitInnerStride(viewType) ||
        (sourceType && !hasUnitInnerStride(sourceType))) {
      if (source)
        linalg::CopyOp::create(b, loc, source, view);
      else
        linalg::FillOp::create(b, loc, value, view);
      return;
    }
    // A run of unknown extent calls the kernel the module shares for its
    // types (most of a dynamic pad's code); not a single row (a call per
    // row of the scf route), nor in a parallel loop (whose body stays free
    // of calls).
    bool oneRow = llvm::all_of(viewType.getShape().drop_back(),
                               [](int64_t extent) { return extent == 1; });
    bool inParallelLoop = parallel ||
                          op->getParentOfType<scf::ForallOp>() ||
                          op->getParentOfType<scf::ParallelOp>();
    if (!viewType.hasStaticShape() && !oneRow && !inParallelLoop) {
      // Every run of a rank takes one type, so that the pad's boxes (and
      // the module's pads) share one kernel per kind.
      SmallVector<int64_t> dynamic(viewType.getRank(), ShapedType::kDynamic);
      SmallVector<int64_t> strides(dynamic);
      strides.back() = 1;
      Type element = getKernelElementType(viewType.getElementType());
      auto shared = MemRefType::get(
          dynamic, element,
          StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic,
                                 strides),
          viewType.getMemorySpace());
      view = castToKernelType(b, loc, view, shared);
      Value second = source ? castToKernelType(b, loc, source, shared)
                            : bitcastElements(b, loc, value, element);
      func::FuncOp kernel = getSharedKernel(b, loc, view, second, !source);
      func::CallOp::create(b, loc, kernel,
                           ValueRange{view, second, getStreamingFlag(b, loc)});
      mayHaveStreamed |= streamsKnown.value_or(true);
      return;
    }
    buildStreamingOrNot(b, loc, [&](OpBuilder &kb, bool nontemporal) {
      buildRowKernel(kb, loc, view, source, value, vectorBytes, nontemporal);
    });
  }

  /// The private function that writes a run of `view`'s type from `second`
  /// (a memref to copy, or the value to fill with), with streaming stores
  /// where its `i1` argument is true: one per module and types.
  func::FuncOp getSharedKernel(OpBuilder &b, Location loc, Value view,
                               Value second, bool isFill) {
    auto module = op->getParentOfType<ModuleOp>();
    // One kernel per kind, types and vector width (functions of different
    // targets do not share one):
    // `__pad_row_<fill|copy>_<rank>d_<element>_<vector bytes>`.
    auto viewType = cast<MemRefType>(view.getType());
    std::string name;
    llvm::raw_string_ostream(name)
        << (isFill ? "__pad_row_fill_" : "__pad_row_copy_")
        << viewType.getRank() << "d_" << viewType.getElementType() << "_"
        << vectorBytes;
    name = toIdentifier(name);
    FunctionType type = b.getFunctionType(
        {view.getType(), second.getType(), b.getI1Type()}, {});
    if (func::FuncOp kernel = lookupKernel(module, name, type))
      return kernel;
    SymbolTable symbols(module);
    func::FuncOp kernel =
        createInternalFunction(module, symbols, loc, name, type);
    Block *entry = &kernel.front();
    OpBuilder mb = OpBuilder::atBlockBegin(entry);
    Value destArg = entry->getArgument(0);
    Value sourceArg = isFill ? Value() : entry->getArgument(1);
    Value valueArg = isFill ? entry->getArgument(1) : Value();
    auto buildBody = [&](bool nontemporal) {
      buildRowKernel(mb, loc, destArg, sourceArg, valueArg, vectorBytes,
                     nontemporal);
    };
    // With streaming off, every call passes false: the cached body only.
    if (streamingThreshold < 0) {
      buildBody(/*nontemporal=*/false);
    } else {
      auto ifOp = scf::IfOp::create(mb, loc, entry->getArgument(2),
                                    /*withElseRegion=*/true);
      mb.setInsertionPointToStart(ifOp.thenBlock());
      buildBody(/*nontemporal=*/true);
      mb.setInsertionPointToStart(ifOp.elseBlock());
      buildBody(/*nontemporal=*/false);
      mb.setInsertionPointAfter(ifOp);
    }
    func::ReturnOp::create(mb, loc);
    return kernel;
  }

  PadIntoOp op;
  int64_t vectorBytes;
  int64_t streamingThreshold;
  bool parallel;
  /// The buffer the pad's destination is cut from: its size decides whether
  /// the stores stream.
  Value output;
  std::optional<int64_t> elementBytes;
  bool unitStrides = false;
  /// Whether the stores stream, where known statically; else `streams`.
  std::optional<bool> streamsKnown;
  Value streams;
  bool mayHaveStreamed = false;
};

/// Lowers `op` (on buffers) in place, its runs written by a KernelWriter;
/// in a shared pad kernel, `streams` is the caller's decision.
void lowerToRowKernels(RewriterBase &rewriter, PadIntoOp op,
                       const PadKernelOptions &options, int64_t vectorBytes,
                       Value streams = {}) {
  rewriter.setInsertionPoint(op);
  KernelWriter writer(op, vectorBytes, options.streamingThreshold,
                      options.parallel);
  writer.decideStreaming(rewriter, streams);
  // Interior padding is written row by row: each row of source elements
  // interleaved with the pad's value, once.
  RowBands bands{options.bandBytes, options.rowBandsBelow, options.parallel};
  if (options.lowering == PadLowering::SCF || op.hasInteriorPadding())
    buildPadToSCF(rewriter, op, op.getDest(), &writer, &bands);
  else
    buildPadToLinalg(rewriter, op, op.getDest(), &writer, &bands);
  writer.buildFence(rewriter);
  rewriter.eraseOp(op);
}

/// Whether `op` calls the shared kernel of its kind: a pad directly in a
/// function (in a loop or other region it may run many times, and its
/// specialised code is worth its size), small, or large and writing `fresh`
/// (getFreshOutput).
bool callsPadKernel(PadIntoOp op, memref::AllocOp fresh,
                    const PadKernelOptions &options) {
  auto destType = cast<MemRefType>(op.getDest().getType());
  if (options.outlineMaxBytes < 0 || !isa<func::FuncOp>(op->getParentOp()) ||
      destType.getRank() == 0)
    return false;
  // The known extents bound the output from below: between the two sizes
  // the pad stays in cache, where the static row kernels are worth their
  // code. A large pad into a destination keeps its static code too: its
  // border gathers run faster than the kernel's (docs/performance.md, W1
  // `-into`), and only a kernel that allocates saves much compile time.
  uint64_t bytes = getKnownByteSize(
      destType.getShape(), getElementByteSize(destType.getElementType()));
  return bytes <= static_cast<uint64_t>(options.outlineMaxBytes) ||
         (fresh && options.outlineLargeBytes >= 0 &&
          bytes >= static_cast<uint64_t>(options.outlineLargeBytes));
}

/// The type a pad kernel takes `type` as: every extent dynamic, `element`,
/// an identity layout where `type` has one (a contiguous buffer), else
/// dynamic strides, the innermost 1 where it is.
MemRefType getPadKernelMemRefType(MemRefType type, Type element) {
  SmallVector<int64_t> dynamic(type.getRank(), ShapedType::kDynamic);
  MemRefLayoutAttrInterface layout;
  if (!type.getLayout().isIdentity()) {
    SmallVector<int64_t> strides(dynamic);
    if (hasUnitInnerStride(type))
      strides.back() = 1;
    layout = StridedLayoutAttr::get(type.getContext(), ShapedType::kDynamic,
                                    strides);
  }
  return MemRefType::get(dynamic, element, layout, type.getMemorySpace());
}

constexpr int64_t kFreshOutputAlignment = 64;

/// The allocation that `op` writes first, whole: a `memref.alloc` of
/// default memory space, identity layout and at most 64-byte alignment in
/// `op`'s block, none of whose other users come before `op`. A kernel may
/// allocate it instead: the allocation, its check and the descriptor it
/// passes are then lowered once per kind, not once per pad.
memref::AllocOp getFreshOutput(PadIntoOp op) {
  auto alloc = op.getDest().getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != op->getBlock() ||
      !alloc.getType().getLayout().isIdentity() ||
      alloc.getType().getMemorySpace() || !alloc.getSymbolOperands().empty() ||
      alloc.getAlignment().value_or(0) > kFreshOutputAlignment)
    return {};
  for (Operation *user : alloc->getUsers()) {
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    if (user != op.getOperation() &&
        (!ancestor || !op->isBeforeInBlock(ancestor)))
      return {};
  }
  return alloc;
}

/// Replaces `op` by a call of the kernel of its kind (mode, rank, element
/// size, interior, value or not, memref layouts, vector width), built once
/// per module: `(arg, dest, below..., above... [, value], streams)`, or,
/// where `op` writes `fresh` (getFreshOutput), `(arg, below..., above...,
/// sizes... [, value]) -> output`, the kernel allocating and checking the
/// output and deciding whether its stores stream.
void callPadKernel(RewriterBase &rewriter, PadIntoOp op,
                   memref::AllocOp fresh, const PadKernelOptions &options,
                   int64_t vectorBytes) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto argType = cast<MemRefType>(op.getArg().getType());
  auto destType = cast<MemRefType>(op.getDest().getType());
  Type element = getKernelElementType(argType.getElementType());
  MemRefType kernelDestType = getPadKernelMemRefType(destType, element);
  SmallVector<Value> operands{castToKernelType(
      rewriter, loc, op.getArg(), getPadKernelMemRefType(argType, element))};
  if (!fresh)
    operands.push_back(
        castToKernelType(rewriter, loc, op.getDest(), kernelDestType));
  // One constant per distinct static amount or size of the call.
  DenseMap<Attribute, Value> constants;
  auto append = [&](ArrayRef<OpFoldResult> values) {
    for (OpFoldResult value : values) {
      auto attr = dyn_cast<Attribute>(value);
      if (!attr) {
        operands.push_back(cast<Value>(value));
        continue;
      }
      Value &constant = constants[attr];
      if (!constant)
        constant = getValueOrCreateConstantIndexOp(rewriter, loc, value);
      operands.push_back(constant);
    }
  };
  append(op.getMixedPaddingBelow());
  append(op.getMixedPaddingAbove());
  if (fresh)
    append(fresh.getMixedSizes());
  Value value = op.getPadValue();
  if (value)
    operands.push_back(bitcastElements(rewriter, loc, value, element));
  if (!fresh) {
    KernelWriter writer(op, vectorBytes, options.streamingThreshold,
                        options.parallel);
    writer.decideStreaming(rewriter);
    operands.push_back(writer.getStreamingFlag(rewriter, loc));
  }

  // `__pad_<mode>_<rank>d_<element>[_interior_<i>...][_value][_new]_<vector
  // bytes>`.
  std::string name;
  llvm::raw_string_ostream os(name);
  int64_t rank = argType.getRank();
  os << "__pad_" << stringifyPadMode(op.getPadMode()) << "_" << rank << "d_"
     << element;
  SmallVector<int64_t> interior;
  if (op.hasInteriorPadding()) {
    interior = op.getPaddingInterior();
    os << "_interior";
    for (int64_t entry : interior)
      os << "_" << entry;
  }
  if (value)
    os << "_value";
  if (fresh)
    os << "_new";
  os << "_" << vectorBytes;
  name = toIdentifier(name);

  auto module = op->getParentOfType<ModuleOp>();
  FunctionType type = rewriter.getFunctionType(
      ValueRange(operands).getTypes(),
      fresh ? TypeRange{kernelDestType} : TypeRange{});
  func::FuncOp kernel = lookupKernel(module, name, type);
  if (!kernel) {
    SymbolTable symbols(module);
    kernel = createInternalFunction(module, symbols, loc, name, type);
    Block *entry = &kernel.front();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(entry);
    ValueRange args = entry->getArguments().drop_front(fresh ? 1 : 2);
    auto take = [&](int64_t count) {
      SmallVector<OpFoldResult> values =
          getAsOpFoldResult(ValueRange(args.take_front(count)));
      args = args.drop_front(count);
      return values;
    };
    SmallVector<OpFoldResult> below = take(rank), above = take(rank);
    Value dest;
    if (fresh) {
      auto output = memref::AllocOp::create(
          rewriter, loc, kernelDestType, ValueRange(args.take_front(rank)),
          rewriter.getI64IntegerAttr(kFreshOutputAlignment));
      args = args.drop_front(rank);
      (void)checkAllocation(rewriter, output);
      dest = output;
    } else {
      dest = entry->getArgument(1);
    }
    auto pad = PadIntoOp::create(rewriter, loc, entry->getArgument(0), below,
                                 above, op.getPadMode(),
                                 value ? args.front() : Value(), interior,
                                 dest);
    func::ReturnOp::create(rewriter, loc,
                           fresh ? ValueRange{dest} : ValueRange{});
    lowerToRowKernels(rewriter, pad, options, vectorBytes,
                      fresh ? Value() : entry->getArguments().back());
  }
  auto call = func::CallOp::create(rewriter, loc, kernel, operands);
  rewriter.eraseOp(op);
  if (!fresh)
    return;
  Value output = bitcastElements(rewriter, loc, call.getResult(0),
                                 destType.getElementType());
  if (output.getType() != destType)
    output = memref::CastOp::create(rewriter, loc, destType, output);
  rewriter.replaceAllUsesWith(fresh, output);
  rewriter.eraseOp(fresh);
}

struct LowerPadIntoToKernels : OpRewritePattern<PadIntoOp> {
  LowerPadIntoToKernels(MLIRContext *context, const PadKernelOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(PadIntoOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    memref::AllocOp fresh = getFreshOutput(op);
    bool callsKernel = callsPadKernel(op, fresh, options);
    if (!callsKernel)
      fresh = nullptr;
    // A kernel that allocates checks its allocation (the report is made
    // first, before anything changes: it may fail).
    if (fresh) {
      if (failed(getOrBuildAllocationReport(op->getParentOfType<ModuleOp>())))
        return failure();
    } else if (auto alloc = getRootBuffer(op.getDest())
                                .getDefiningOp<memref::AllocOp>()) {
      if (failed(checkAllocation(rewriter, alloc)))
        return failure();
    }
    int64_t vectorBytes = options.vectorBytes ? options.vectorBytes
                                              : targetVectorBytes(op);
    if (callsKernel)
      callPadKernel(rewriter, op, fresh, options, vectorBytes);
    else
      lowerToRowKernels(rewriter, op, options, vectorBytes);
    return success();
  }

  PadKernelOptions options;
};

struct ConvertPadToVectorPass
    : pad::impl::ConvertPadToVectorPassBase<ConvertPadToVectorPass> {
  using Base::Base;

  void runOnOperation() override {
    // The compiling machine is read only when the option says so.
    int64_t bytes = 0;
    StringRef option = vectorBytes;
    if (option == "host")
      bytes = getHostVectorBytes();
    else if (option.getAsInteger(10, bytes) ||
             !llvm::is_contained({0, 16, 32, 64}, bytes)) {
      emitError(getOperation()->getLoc())
          << "convert-pad-to-vector: vector-bytes must be 0 (the target's), "
             "16, 32, 64 or host, not '"
          << option << "'";
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    populatePadToVectorPatterns(
        patterns,
        PadKernelOptions{lowering, bytes, streamingThreshold, bandBytes,
                         rowBandsBelow, parallel, outlineMaxBytes,
                         outlineLargeBytes});
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // A form left on buffers could not be lowered (the error is emitted).
    WalkResult left = getOperation()->walk([](PadIntoOp op) {
      return op.hasPureBufferSemantics() ? WalkResult::interrupt()
                                         : WalkResult::advance();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

void mlir::pad::populatePadToVectorPatterns(RewritePatternSet &patterns,
                                            const PadKernelOptions &options) {
  patterns.add<LowerPadIntoToKernels>(patterns.getContext(), options);
}

int64_t mlir::pad::getHostVectorBytes() {
  // Read once: reading the host parses /proc/cpuinfo.
  static const int64_t bytes = [] {
    llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
    StringRef cpu = llvm::sys::getHostCPUName();
    for (const CpuVectorBytes &entry : kCpuVectorBytes)
      if (cpu == entry.cpu)
        return entry.vectorBytes;
    return vectorBytesOfFeatures(
        [&](StringRef feature) { return features.lookup(feature); });
  }();
  return bytes;
}
