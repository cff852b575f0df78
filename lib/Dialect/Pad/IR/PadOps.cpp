//===- PadOps.cpp - pad.pad: syntax, builders, verifier, shapes -----------===//
//
// Verifier rules are those of spec section 1 ("Verifier") and are cited as
// `rule N`. Folding and canonicalisation live in PadFolds.cpp.
//
//===----------------------------------------------------------------------===//

#include "pad/Dialect/Pad/IR/PadOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/RuntimeVerifiableOpInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "pad/Dialect/Pad/IR/PadInterfaceImpls.h"
#include "pad/Dialect/Pad/IR/PadRuntimeChecks.h"
#include "pad/Dialect/Pad/Utils/IndexMapping.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::pad;

#include "pad/Dialect/Pad/IR/PadEnums.cpp.inc"
#include "pad/Dialect/Pad/IR/PadInterfaces.cpp.inc"
#include "pad/Dialect/Pad/IR/PadOpsDialect.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "pad/Dialect/Pad/IR/PadAttrs.cpp.inc"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

void PadDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "pad/Dialect/Pad/IR/PadAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "pad/Dialect/Pad/IR/PadOps.cpp.inc"
      >();
  // Loading the dialect attaches the ops' interface models (spec section
  // 1): a tool that registers the dialect alone tiles, fuses, bounds and
  // verifies pads as one that registers everything. Upstream checks a
  // promised model only in builds with assertions; a missing one is
  // otherwise a silent cliff (fusion that recomputes the whole pad in every
  // tile, runtime verification that adds nothing). The extensions apply
  // once the dialect is loaded.
  DialectRegistry models;
  registerPadInterfaceModels(models);
  getContext()->appendDialectRegistry(models);
  // pad.pad's bufferization builds the linalg route, in MLIRPadToLinalg
  // (registerPadBufferizableOpInterfaceExternalModel): without it, One-Shot
  // Bufferize stops with an error naming the interface.
  declarePromisedInterfaces<bufferization::BufferizableOpInterface, PadOp>();
}

LogicalResult PadDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attribute) {
  return op->emitError() << "unknown attribute '"
                         << attribute.getName().getValue()
                         << "' of the pad dialect";
}

Operation *PadDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  if (auto typed = dyn_cast<TypedAttr>(value))
    if (arith::ConstantOp::isBuildableWith(typed, type))
      return arith::ConstantOp::create(builder, loc, type, typed);
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Geometry shared by the verifier, shape inference and the rewrites
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<int64_t>>
pad::checkPadGeometry(ArrayRef<int64_t> argShape, PadMode mode,
                              ArrayRef<int64_t> below, ArrayRef<int64_t> above,
                              ArrayRef<int64_t> interior,
                              function_ref<InFlightDiagnostic()> emitError) {
  StaticArith a;
  SmallVector<int64_t> shape;
  for (auto [dim, d] : llvm::enumerate(argShape)) {
    int64_t r = interior.empty() ? 0 : interior[dim];
    int64_t p = below[dim], q = above[dim];
    if (ShapedType::isDynamic(d)) {
      shape.push_back(ShapedType::kDynamic);
      continue;
    }
    StaticArith::Int e = stretchedExtent(a, d, r);
    if (!StaticArith::fitsInt64(e)) { // rule 9
      if (emitError)
        emitError() << "stretched extent of dimension " << dim
                    << " does not fit in 64 bits (extent " << d
                    << ", interior " << r << ")";
      return failure();
    }
    if (ShapedType::isDynamic(p) || ShapedType::isDynamic(q)) {
      shape.push_back(ShapedType::kDynamic);
      continue;
    }
    StaticArith::Int out = outputExtent(a, p, e, q);
    if (!StaticArith::fitsInt64(out)) { // rule 9
      if (emitError)
        emitError() << "output extent of dimension " << dim
                    << " does not fit in 64 bits (below " << p
                    << ", stretched extent " << static_cast<int64_t>(e)
                    << ", above " << q << ")";
      return failure();
    }
    if (mode != PadMode::Constant && d == 0 && out > 0) { // rule 6
      if (emitError)
        emitError() << "mode '" << stringifyPadMode(mode)
                    << "' cannot pad dimension " << dim
                    << " of extent 0 to extent " << static_cast<int64_t>(out)
                    << ": there is no element to copy";
      return failure();
    }
    shape.push_back(static_cast<int64_t>(out));
  }
  return shape;
}

int64_t pad::getElementByteSize(Type elementType) {
  if (elementType.isIndex())
    return IndexType::kInternalStorageBitWidth / 8;
  if (elementType.isIntOrFloat())
    return llvm::divideCeil(elementType.getIntOrFloatBitWidth(), 8);
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    return 2 * getElementByteSize(complexType.getElementType());
  return 1;
}

uint64_t pad::getKnownByteSize(ArrayRef<int64_t> shape, int64_t elementBytes) {
  if (llvm::is_contained(shape, 0))
    return 0;
  uint64_t bytes = static_cast<uint64_t>(elementBytes);
  for (int64_t extent : shape)
    if (!ShapedType::isDynamic(extent))
      bytes = llvm::SaturatingMultiply(bytes, static_cast<uint64_t>(extent));
  return bytes;
}

bool pad::knownByteSizeFits(ArrayRef<OpFoldResult> sizes, Type elementType) {
  SmallVector<int64_t> known;
  for (OpFoldResult size : sizes)
    if (std::optional<int64_t> extent = getConstantIntValue(size))
      known.push_back(*extent);
  return resultByteSizeFits(known, getElementByteSize(elementType));
}

bool pad::resultByteSizeFits(ArrayRef<int64_t> shape, int64_t elementBytes) {
  return getKnownByteSize(shape, elementBytes) <=
         static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
}

//===----------------------------------------------------------------------===//
// Custom directive: the mode keyword
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kModeList =
    "constant, edge, reflect, symmetric or wrap";

static ParseResult parsePadMode(OpAsmParser &parser, PadModeAttr &mode) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return parser.emitError(loc) << "expected a pad mode: " << kModeList;
  std::optional<PadMode> parsed = symbolizePadMode(keyword);
  if (!parsed) // rule 8
    return parser.emitError(loc) << "unknown pad mode '" << keyword
                                 << "': expected " << kModeList;
  mode = PadModeAttr::get(parser.getContext(), *parsed);
  return success();
}

static void printPadMode(OpAsmPrinter &printer, Operation *, PadModeAttr mode) {
  printer << stringifyPadMode(mode.getValue());
}

//===----------------------------------------------------------------------===//
// Custom directive: interior[...]
//===----------------------------------------------------------------------===//

static ParseResult parseInterior(OpAsmParser &parser,
                                 DenseI64ArrayAttr &interior) {
  if (failed(parser.parseOptionalKeyword("interior")))
    return success();
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  // Kept even when all zero, so that a wrong length is still diagnosed.
  interior = parser.getBuilder().getDenseI64ArrayAttr(values);
  return success();
}

static void printInterior(OpAsmPrinter &printer, Operation *,
                          DenseI64ArrayAttr interior) {
  if (!interior || llvm::all_of(interior.asArrayRef(),
                                [](int64_t r) { return r == 0; }))
    return;
  printer << " interior[";
  llvm::interleaveComma(interior.asArrayRef(), printer);
  printer << "]";
}

//===----------------------------------------------------------------------===//
// Custom directive: the attribute dictionary
//===----------------------------------------------------------------------===//

/// The attributes the syntax spells out. Given again in the attribute
/// dictionary they would silently override what was written (a `pad_mode`
/// entry would replace the mode keyword), so the dictionary may not name them.
static constexpr llvm::StringLiteral kSpelledOutAttrs[] = {
    "pad_mode", "static_padding_below", "static_padding_above", "interior",
    "operandSegmentSizes"};

static ParseResult parsePadAttrDict(OpAsmParser &parser,
                                    NamedAttrList &attrs) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(attrs))
    return failure();
  for (StringRef name : kSpelledOutAttrs)
    if (attrs.get(name))
      return parser.emitError(loc)
             << "'" << name
             << "' may not be given in the attribute dictionary: the pad "
                "syntax spells it out";
  return success();
}

static void printPadAttrDict(OpAsmPrinter &printer, Operation *,
                             DictionaryAttr attrs) {
  SmallVector<StringRef> elided(std::begin(kSpelledOutAttrs),
                                std::end(kSpelledOutAttrs));
  printer.printOptionalAttrDict(attrs.getValue(), elided);
}

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

/// An all-zero interior is stored as no interior.
static DenseI64ArrayAttr makeInteriorAttr(Builder &b,
                                         ArrayRef<int64_t> interior) {
  if (llvm::all_of(interior, [](int64_t r) { return r == 0; }))
    return {};
  return b.getDenseI64ArrayAttr(interior);
}

/// The inferred result type, or a fully dynamic one of the right rank when
/// the pads are invalid (the verifier then reports why).
static RankedTensorType inferResultTypeOrDynamic(Value arg, PadMode mode,
                                                 ArrayRef<int64_t> below,
                                                 ArrayRef<int64_t> above,
                                                 ArrayRef<int64_t> interior) {
  auto argType = cast<RankedTensorType>(arg.getType());
  FailureOr<SmallVector<int64_t>> shape = failure();
  if (below.size() == static_cast<size_t>(argType.getRank()) &&
      above.size() == below.size() &&
      (interior.empty() || interior.size() == below.size()))
    shape = pad::checkPadGeometry(argType.getShape(), mode, below,
                                          above, interior, nullptr);
  if (failed(shape))
    shape = SmallVector<int64_t>(argType.getRank(), ShapedType::kDynamic);
  return RankedTensorType::get(*shape, argType.getElementType(),
                               argType.getEncoding());
}

void PadOp::build(OpBuilder &b, OperationState &state, Value arg,
                  ArrayRef<int64_t> below, ArrayRef<int64_t> above,
                  PadMode mode, Value padValue, ArrayRef<int64_t> interior) {
  build(b, state, arg, getAsIndexOpFoldResult(b.getContext(), below),
        getAsIndexOpFoldResult(b.getContext(), above), mode, padValue,
        interior);
}

void PadOp::build(OpBuilder &b, OperationState &state, Value arg,
                  ArrayRef<OpFoldResult> below, ArrayRef<OpFoldResult> above,
                  PadMode mode, Value padValue, ArrayRef<int64_t> interior) {
  auto [staticBelow, dynamicBelow] = decomposeMixedValues(below);
  auto [staticAbove, dynamicAbove] = decomposeMixedValues(above);
  Type resultType = inferResultTypeOrDynamic(arg, mode, staticBelow,
                                             staticAbove, interior);
  build(b, state, resultType, arg, below, above, mode, padValue, interior);
}

void PadOp::build(OpBuilder &b, OperationState &state, Type resultType,
                  Value arg, ArrayRef<OpFoldResult> below,
                  ArrayRef<OpFoldResult> above, PadMode mode, Value padValue,
                  ArrayRef<int64_t> interior) {
  auto [staticBelow, dynamicBelow] = decomposeMixedValues(below);
  auto [staticAbove, dynamicAbove] = decomposeMixedValues(above);
  build(b, state, resultType, arg, dynamicBelow, dynamicAbove,
        b.getDenseI64ArrayAttr(staticBelow),
        b.getDenseI64ArrayAttr(staticAbove), makeInteriorAttr(b, interior),
        PadModeAttr::get(b.getContext(), mode), padValue);
}

PadOp PadOp::createFromONNXPads(OpBuilder &builder, Location loc, Value arg,
                                ArrayRef<OpFoldResult> pads, PadMode mode,
                                Value padValue) {
  size_t rank = pads.size() / 2;
  return PadOp::create(builder, loc, arg, pads.take_front(rank),
                       pads.drop_front(rank), mode, padValue);
}

PadOp PadOp::createFromTFPaddings(OpBuilder &builder, Location loc, Value arg,
                                  ArrayRef<std::array<int64_t, 2>> paddings,
                                  PadMode mode, Value padValue) {
  SmallVector<int64_t> below, above;
  for (const std::array<int64_t, 2> &row : paddings) {
    below.push_back(row[0]);
    above.push_back(row[1]);
  }
  return PadOp::create(builder, loc, arg, below, above, mode, padValue);
}

//===----------------------------------------------------------------------===//
// Accessors
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Verifier
//===----------------------------------------------------------------------===//

/// Rules 1 and 2 for one of the mixed lists.
static LogicalResult verifyPadList(Operation *op, StringRef name, int64_t rank,
                                   ArrayRef<int64_t> staticEntries,
                                   ValueRange dynamicEntries) {
  if (static_cast<int64_t>(staticEntries.size()) != rank) // rule 1
    return op->emitOpError()
           << "'" << name << "' has " << staticEntries.size()
           << " entries but 'arg' has rank " << rank;
  int64_t numDynamic = llvm::count_if(staticEntries, ShapedType::isDynamic);
  if (numDynamic != static_cast<int64_t>(dynamicEntries.size())) { // rule 2
    InFlightDiagnostic diag = op->emitOpError()
                              << "'" << name << "' has " << numDynamic
                              << " dynamic entries but "
                              << dynamicEntries.size() << " index operands";
    if (numDynamic > static_cast<int64_t>(dynamicEntries.size()))
      diag.attachNote() << "a static entry of " << ShapedType::kDynamic
                        << " (INT64_MIN) is reserved: it marks a dynamic entry";
    return diag;
  }
  return success();
}

/// Rules 1-7, 9 and 10 of `op` (rule 8 is the parser's), with its output
/// (pad.pad's result, the form's destination) called `outputName`. The
/// result of pad.pad is its inferred type exactly; a destination's dynamic
/// extents are not known statically, so only static extents must agree.
static LogicalResult verifyPadLike(PadLikeOpInterface op, StringRef outputName,
                                   bool exactShape) {
  auto emitOpError = [&] { return op->emitOpError(); };
  ShapedType argType = op.getArgShapedType();
  int64_t rank = argType.getRank();
  if (failed(verifyPadList(op, "below", rank, op.getStaticPaddingBelow(),
                           op.getPaddingBelow())) ||
      failed(verifyPadList(op, "above", rank, op.getStaticPaddingAbove(),
                           op.getPaddingAbove())))
    return failure();

  ArrayRef<int64_t> interior;
  if (std::optional<ArrayRef<int64_t>> attr = op.getInterior())
    interior = *attr;
  if (op.getInterior() && static_cast<int64_t>(interior.size()) != rank) // rule 1
    return emitOpError() << "'interior' has " << interior.size()
                         << " entries but 'arg' has rank " << rank;
  PadMode mode = op.getPadMode();
  for (auto [dim, r] : llvm::enumerate(interior)) {
    if (r < 0) // rule 3
      return emitOpError() << "interior padding of dimension " << dim
                           << " is negative (" << r << ")";
    if (r != 0 && mode != PadMode::Constant) // rule 4
      return emitOpError() << "interior padding requires mode 'constant', not '"
                           << stringifyPadMode(mode) << "'";
  }
  if (op.getPadValue() && mode != PadMode::Constant) // rule 5
    return emitOpError() << "a 'value' is only allowed in mode 'constant', not '"
                         << stringifyPadMode(mode) << "'";

  // Constant mode without a value writes the zero of the element type,
  // which the lowerings build as `arith.constant` (or `complex.constant`):
  // signless integers, `index` and floats, as spec section 1 lists them. A
  // `ui8` or `si32` has no such zero; its pads give their value.
  Type elementType = argType.getElementType();
  if (mode == PadMode::Constant && !op.getPadValue()) {
    Type scalarType = elementType;
    if (auto complexType = dyn_cast<ComplexType>(elementType))
      scalarType = complexType.getElementType();
    if (!scalarType.isSignlessIntOrIndexOrFloat())
      return emitOpError() << "mode 'constant' without a 'value' pads with "
                              "the zero of a signless integer, index, float "
                              "or complex element type, not "
                           << elementType << ": give a 'value'";
  }

  // Rules 6 and 9.
  FailureOr<SmallVector<int64_t>> shape = pad::checkPadGeometry(
      argType.getShape(), mode, op.getStaticPaddingBelow(),
      op.getStaticPaddingAbove(), interior, emitOpError);
  if (failed(shape))
    return failure();

  // Rule 7.
  ShapedType outputType = op.getOutputType();
  if (outputType.getElementType() != argType.getElementType())
    return emitOpError() << outputName << " element type "
                         << outputType.getElementType()
                         << " differs from the element type of 'arg' "
                         << argType.getElementType();
  if (outputType.getRank() != rank)
    return emitOpError() << outputName << " rank " << outputType.getRank()
                         << " differs from the rank of 'arg' " << rank;
  for (auto [dim, pair] :
       llvm::enumerate(llvm::zip_equal(outputType.getShape(), *shape))) {
    auto [actual, inferred] = pair;
    if (actual == inferred ||
        (!exactShape &&
         (ShapedType::isDynamic(actual) || ShapedType::isDynamic(inferred))))
      continue;
    InFlightDiagnostic diag = emitOpError() << outputName << " dimension "
                                            << dim;
    if (ShapedType::isDynamic(inferred))
      return diag << " is " << actual
                  << " but the inferred extent is dynamic ('?')";
    if (ShapedType::isDynamic(actual))
      return diag << " is dynamic ('?') but the inferred extent is "
                  << inferred;
    return diag << " is " << actual << " but the inferred extent is "
                << inferred << " (max(below + stretched extent + above, 0))";
  }
  // Rule 10: the output's byte size (what an allocation of it computes)
  // fits in 64 bits; a wrapped size would allocate a tiny buffer. Every
  // extent known statically counts, the destination's or the inferred one.
  SmallVector<int64_t> knownShape;
  for (auto [actual, inferred] : llvm::zip_equal(outputType.getShape(), *shape))
    knownShape.push_back(ShapedType::isDynamic(actual) ? inferred : actual);
  int64_t elementBytes = getElementByteSize(outputType.getElementType());
  if (!resultByteSizeFits(knownShape, elementBytes)) {
    InFlightDiagnostic diag = emitOpError()
                              << "the size of the " << outputName
                              << " in bytes (";
    for (int64_t extent : knownShape)
      if (!ShapedType::isDynamic(extent))
        diag << extent << " x ";
    return diag << elementBytes << ") does not fit in a signed 64-bit integer";
  }
  return success();
}

LogicalResult PadOp::verify() {
  return verifyPadLike(*this, "result", /*exactShape=*/true);
}

//===----------------------------------------------------------------------===//
// InferTypeOpInterface
//===----------------------------------------------------------------------===//

LogicalResult PadOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  // Runs before verify(): every length is checked here as well.
  PadOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getArg())
    return failure();
  auto argType = dyn_cast<RankedTensorType>(adaptor.getArg().getType());
  if (!argType)
    return failure();
  ArrayRef<int64_t> below = adaptor.getStaticPaddingBelow();
  ArrayRef<int64_t> above = adaptor.getStaticPaddingAbove();
  ArrayRef<int64_t> interior;
  if (std::optional<ArrayRef<int64_t>> attr = adaptor.getInterior())
    interior = *attr;
  size_t rank = argType.getRank();
  if (below.size() != rank || above.size() != rank ||
      (!interior.empty() && interior.size() != rank))
    return failure();
  FailureOr<SmallVector<int64_t>> shape = pad::checkPadGeometry(
      argType.getShape(), adaptor.getPadMode(), below, above, interior,
      nullptr);
  if (failed(shape))
    return failure();
  inferredReturnTypes.push_back(RankedTensorType::get(
      *shape, argType.getElementType(), argType.getEncoding()));
  return success();
}

//===----------------------------------------------------------------------===//
// ReifyRankedShapedTypeOpInterface
//===----------------------------------------------------------------------===//

LogicalResult
PadOp::reifyResultShapes(OpBuilder &b,
                         ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  // Reified sizes are what a tiler allocates the whole result with
  // (tensor::getOrCreateDestinations), ahead of its loop: they come with
  // the checks of rules 6, 9 and 10, which the tiles, each a valid pad of
  // its own, cannot make for the whole pad (spec section 2). A size that
  // wrapped would otherwise allocate a small buffer the tiles write past.
  FailureOr<SmallVector<OpFoldResult>> sizes = buildPadChecks(b, *this);
  // A check known to fail emitted its assert, which always aborts; the
  // sizes that follow it are never used: its dynamic extents are 0 (a
  // wrapped extent would give a tiler's loop a bound near INT64_MIN).
  RankedTensorType type = getResultType();
  SmallVector<OpFoldResult> reified;
  if (succeeded(sizes))
    reified = std::move(*sizes);
  else
    for (int64_t extent : type.getShape())
      reified.push_back(
          b.getIndexAttr(ShapedType::isDynamic(extent) ? 0 : extent));
  // The interface's contract: a dynamic extent is a value even where its
  // operands fold to a constant (a tiler's tensor.empty keeps the result's
  // type), a static one an attribute.
  for (auto [dim, size] : llvm::enumerate(reified))
    size = type.isDynamicDim(dim)
               ? OpFoldResult(getValueOrCreateConstantIndexOp(b, getLoc(), size))
               : OpFoldResult(b.getIndexAttr(type.getDimSize(dim)));
  reifiedReturnShapes.push_back(std::move(reified));
  return success();
}

SmallVector<OpFoldResult> pad::getPaddedSizes(OpBuilder &b,
                                               PadLikeOpInterface op) {
  Location loc = op.getLoc();
  RankedTensorType resultType = op.getOutputTensorType();
  SmallVector<OpFoldResult> below = op.getMixedPaddingBelow();
  SmallVector<OpFoldResult> above = op.getMixedPaddingAbove();
  SmallVector<int64_t> interior = op.getPaddingInterior();
  // Exact in 128 bits: p + e + q may leave the 64-bit range even when the
  // output extent does not (e.g. two huge crops).
  // What is static is computed here; only dynamic values emit `i128` IR.
  FoldingArith wide(b, loc, b.getIntegerType(128));
  SmallVector<OpFoldResult> sizes;
  for (int64_t dim = 0, rank = resultType.getRank(); dim < rank; ++dim) {
    if (!resultType.isDynamicDim(dim)) {
      sizes.push_back(b.getIndexAttr(resultType.getDimSize(dim)));
      continue;
    }
    OpFoldResult d = wide.get(tensor::getMixedSize(b, loc, op.getArg(), dim));
    OpFoldResult e = stretchedExtent(wide, d, wide.constant(interior[dim]));
    OpFoldResult out = outputExtent(wide, wide.get(below[dim]), e,
                                    wide.get(above[dim]));
    sizes.push_back(wide.toIndex(out));
  }
  return sizes;
}

Value pad::castToResultType(OpBuilder &b, PadLikeOpInterface op,
                            Value result) {
  // (A form on buffers has no result: what it writes is its destination.)
  if (isa<MemRefType>(result.getType()))
    return result;
  RankedTensorType resultType = op.getOutputTensorType();
  if (result.getType() == resultType)
    return result;
  return tensor::CastOp::create(b, op.getLoc(), resultType, result);
}

Value pad::createEmptyResult(OpBuilder &b, PadLikeOpInterface op,
                             ArrayRef<OpFoldResult> sizes) {
  Value empty = tensor::EmptyOp::create(b, op.getLoc(), sizes,
                                        op.getOutputType().getElementType());
  return castToResultType(b, op, empty);
}

//===----------------------------------------------------------------------===//
// pad.pad_into
//===----------------------------------------------------------------------===//

void PadIntoOp::build(OpBuilder &b, OperationState &state, Value arg,
                      ArrayRef<OpFoldResult> below,
                      ArrayRef<OpFoldResult> above, PadMode mode,
                      Value padValue, ArrayRef<int64_t> interior, Value dest) {
  auto [staticBelow, dynamicBelow] = decomposeMixedValues(below);
  auto [staticAbove, dynamicAbove] = decomposeMixedValues(above);
  Type resultType = isa<RankedTensorType>(dest.getType()) ? dest.getType()
                                                          : Type();
  build(b, state, resultType, arg, dynamicBelow, dynamicAbove,
        b.getDenseI64ArrayAttr(staticBelow),
        b.getDenseI64ArrayAttr(staticAbove), makeInteriorAttr(b, interior),
        PadModeAttr::get(b.getContext(), mode), padValue, dest);
}

LogicalResult PadIntoOp::verify() {
  if (isa<TensorType>(getArg().getType()) != isa<TensorType>(getDest().getType()))
    return emitOpError() << "'arg' and 'dest' must both be tensors or both "
                            "memrefs, not "
                         << getArg().getType() << " and " << getDest().getType();
  // Every lowering addresses a buffer by its strides (views, vector
  // transfers, kernels); a layout without strides has none.
  for (auto [name, value] :
       {std::pair<StringRef, Value>{"arg", getArg()}, {"dest", getDest()}})
    if (auto memref = dyn_cast<MemRefType>(value.getType());
        memref && !memref.isStrided())
      return emitOpError() << "'" << name << "' must have a strided layout, not "
                           << memref.getLayout();
  return verifyPadLike(*this, "destination", /*exactShape=*/false);
}

LogicalResult PadIntoOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  PadIntoOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (!adaptor.getDest())
    return failure();
  // On tensors the result is the updated destination; on memrefs, none.
  if (isa<RankedTensorType>(adaptor.getDest().getType()))
    inferredReturnTypes.push_back(adaptor.getDest().getType());
  return success();
}

LogicalResult
PadIntoOp::reifyResultShapes(OpBuilder &b,
                             ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  if (getResult())
    reifiedReturnShapes.push_back(
        tensor::getMixedSizes(b, getLoc(), getDest()));
  return success();
}

void PadIntoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // On buffers: reads `arg`, writes all of `dest` (no element of it is read).
  if (isa<MemRefType>(getArg().getType()))
    effects.emplace_back(MemoryEffects::Read::get(), &getArgMutable(),
                         SideEffects::DefaultResource::get());
  if (isa<MemRefType>(getDest().getType()))
    effects.emplace_back(MemoryEffects::Write::get(), &getDestMutable(),
                         SideEffects::DefaultResource::get());
}

//===----------------------------------------------------------------------===//
// ConditionallySpeculatable
//===----------------------------------------------------------------------===//

Speculation::Speculatability PadOp::getSpeculatability() {
  // Only a non-constant mode can fail at run time (rule 6 on an extent that
  // turns out to be 0).
  if (getPadMode() == PadMode::Constant)
    return Speculation::Speculatable;
  if (llvm::all_of(getArgType().getShape(),
                   [](int64_t d) { return !ShapedType::isDynamic(d) && d > 0; }))
    return Speculation::Speculatable;
  return Speculation::NotSpeculatable;
}

#define GET_OP_CLASSES
#include "pad/Dialect/Pad/IR/PadOps.cpp.inc"
