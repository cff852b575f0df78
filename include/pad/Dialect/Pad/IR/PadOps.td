//===- PadOps.td - The pad dialect and the pad.pad op -----*- tablegen -*-===//
//
// The contract for everything in this file is `spec/pad-op.md` (section 1).
// Verifier rules are cited as `// rule N` in PadOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_IR_PADOPS_TD
#define PAD_DIALECT_PAD_IR_PADOPS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "pad/Dialect/Pad/IR/PadInterfaces.td"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

def Pad_Dialect : Dialect {
  let name = "pad";
  let cppNamespace = "::mlir::pad";
  let summary = "Tensor padding in every flavour of the field";
  let description = [{
    The `pad` dialect holds one op, `pad.pad`, which generalises the Pad ops
    of nGraph (below / above / interior padding, negative pads crop), ONNX,
    OpenVINO `Pad-12` and TensorFlow `MirrorPad`, with five modes:
    `constant`, `edge`, `reflect`, `symmetric` and `wrap`.

    The op is lowered by `--convert-pad-to-linalg` and `--convert-pad-to-scf`;
    its destination-style form `pad.pad_into` by those on tensors and
    buffers, and by `--convert-pad-to-vector` on buffers; the `--pad-to-llvm`
    pipeline takes a module all the way to the LLVM dialect.

    The dialect has no discardable attribute: nothing carries meaning
    between passes but ops, their operands and their own attributes.
  }];
  // The folder materialises `arith.constant`; the canonicalisation patterns
  // create `tensor.cast` and `tensor.extract_slice`; a pad's reified sizes
  // come with its run-time checks (`cf.assert`).
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
  // Every `pad.` attribute on another op is rejected: there is none.
  let hasOperationAttrVerify = 1;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Pad_PadModeEnum : I32EnumAttr<"PadMode", "how new elements get their value", [
    I32EnumAttrCase<"Constant", 0, "constant">,
    I32EnumAttrCase<"Edge", 1, "edge">,
    I32EnumAttrCase<"Reflect", 2, "reflect">,
    I32EnumAttrCase<"Symmetric", 3, "symmetric">,
    I32EnumAttrCase<"Wrap", 4, "wrap">
  ]> {
  let cppNamespace = "::mlir::pad";
  let genSpecializedAttr = 0;
}

def Pad_PadModeAttr : EnumAttr<Pad_Dialect, Pad_PadModeEnum, "mode"> {
  let summary = "padding mode";
}

def Pad_PadLoweringEnum : I32EnumAttr<"PadLowering", "the route pad.pad takes to loops", [
    I32EnumAttrCase<"Linalg", 0, "linalg">,
    I32EnumAttrCase<"SCF", 1, "scf">
  ]> {
  let cppNamespace = "::mlir::pad";
  let genSpecializedAttr = 0;
}

//===----------------------------------------------------------------------===//
// pad.pad
//===----------------------------------------------------------------------===//

class Pad_Op<string mnemonic, list<Trait> traits = []>
    : Op<Pad_Dialect, mnemonic, traits>;

def Pad_PadOp : Pad_Op<"pad", [
    AttrSizedOperandSegments,
    NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>,
    Pad_PadLikeOpInterface,
    OptionalTypesMatchWith<"the value's type is the element type of arg",
                           "arg", "pad_value",
                           "::llvm::cast<::mlir::TensorType>($_self).getElementType()">
  ]> {
  let summary = "pads (or crops) a tensor; the generalised Pad of the field";
  let description = [{
    Pads every dimension of `arg` with `below` elements before it and `above`
    elements after it (a negative amount crops), optionally inserting
    `interior` elements between every two neighbours (constant mode only).
    New elements get their value from the mode:

    | mode        | new element                                         |
    |-------------|-----------------------------------------------------|
    | `constant`  | `value` (zero of the element type when absent)      |
    | `edge`      | the nearest edge element                            |
    | `reflect`   | mirrored about the edge, edge not repeated          |
    | `symmetric` | mirrored about the edge, edge repeated              |
    | `wrap`      | taken from the other side (periodic)                |

    For an input extent `d`, below `p`, above `q`, interior `r`, the stretched
    extent is `e = (d - 1) * (r + 1) + 1` (0 when `d = 0`) and the output
    extent is `max(p + e + q, 0)`. The output is a gather: output coordinate
    `o` reads the stretched coordinate `k = o - p`, which each mode maps to a
    source index (`reflect`, `symmetric` and `wrap` are periodic in `k`, so
    every pad amount is defined). See `docs/Semantics.md`.

    `below` and `above` mix static and dynamic entries; `interior` is static.

    Example 1: nGraph's 3x3 example.

    ```mlir
    %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42
           : tensor<3x3xi32> to tensor<7x9xi32>
    ```

    Example 2: OpenVINO's mixed pads (crop and pad at once).

    ```mlir
    %1 = pad.pad reflect %d below[2, -1] above[-1, 3]
           : tensor<3x4xf32> to tensor<4x6xf32>
    ```

    Example 3: dynamic extents and pad amounts.

    ```mlir
    %2 = pad.pad edge %t below[%lo, 0] above[1, %hi]
           : tensor<?x4xf32> to tensor<?x?xf32>
    ```
  }];

  let arguments = (ins
    AnyRankedTensor:$arg,
    Variadic<Index>:$padding_below,
    Variadic<Index>:$padding_above,
    DenseI64ArrayAttr:$static_padding_below,
    DenseI64ArrayAttr:$static_padding_above,
    OptionalAttr<DenseI64ArrayAttr>:$interior,
    Pad_PadModeAttr:$pad_mode,
    Optional<AnyType>:$pad_value
  );
  let results = (outs AnyRankedTensor:$result);

  let assemblyFormat = [{
    custom<PadMode>($pad_mode) $arg
    `below` `` custom<DynamicIndexList>($padding_below, $static_padding_below)
    `above` `` custom<DynamicIndexList>($padding_above, $static_padding_above)
    `` custom<Interior>($interior)
    (`value` $pad_value^)?
    `` custom<PadAttrDict>(attr-dict) `:` type($arg) `to` type($result)
  }];

  let builders = [
    // Static pads. An empty `interior` means no interior padding.
    OpBuilder<(ins "::mlir::Value":$arg,
                   "::llvm::ArrayRef<int64_t>":$below,
                   "::llvm::ArrayRef<int64_t>":$above,
                   CArg<"::mlir::pad::PadMode", "::mlir::pad::PadMode::Constant">:$mode,
                   CArg<"::mlir::Value", "{}">:$padValue,
                   CArg<"::llvm::ArrayRef<int64_t>", "{}">:$interior)>,
    // Mixed static / dynamic pads.
    OpBuilder<(ins "::mlir::Value":$arg,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$below,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$above,
                   CArg<"::mlir::pad::PadMode", "::mlir::pad::PadMode::Constant">:$mode,
                   CArg<"::mlir::Value", "{}">:$padValue,
                   CArg<"::llvm::ArrayRef<int64_t>", "{}">:$interior)>,
    // Mixed pads with an explicit result type (used by the parser-free
    // rewrites that must keep a user's type).
    OpBuilder<(ins "::mlir::Type":$resultType, "::mlir::Value":$arg,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$below,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$above,
                   "::mlir::pad::PadMode":$mode,
                   "::mlir::Value":$padValue,
                   "::llvm::ArrayRef<int64_t>":$interior)>
  ];

  let extraClassDeclaration = [{
    // nGraph-style accessors (spec section 1).
    ::mlir::RankedTensorType getArgType() {
      return ::llvm::cast<::mlir::RankedTensorType>(getArg().getType());
    }
    ::mlir::RankedTensorType getResultType() {
      return ::llvm::cast<::mlir::RankedTensorType>(getResult().getType());
    }
    ::mlir::ShapedType getOutputType() { return getResultType(); }

    /// Builds from the ONNX `pads` layout `[b0, b1, ..., a0, a1, ...]`.
    static PadOp createFromONNXPads(::mlir::OpBuilder &builder,
                                    ::mlir::Location loc, ::mlir::Value arg,
                                    ::llvm::ArrayRef<::mlir::OpFoldResult> pads,
                                    ::mlir::pad::PadMode mode,
                                    ::mlir::Value padValue = {});
    /// Builds from TensorFlow's `[n, 2]` paddings (`{before, after}` rows).
    static PadOp createFromTFPaddings(
        ::mlir::OpBuilder &builder, ::mlir::Location loc, ::mlir::Value arg,
        ::llvm::ArrayRef<std::array<int64_t, 2>> paddings,
        ::mlir::pad::PadMode mode, ::mlir::Value padValue = {});
  }];

  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// pad.pad_into
//===----------------------------------------------------------------------===//

def Pad_TensorOrMemRef : AnyTypeOf<[AnyRankedTensor, AnyMemRef]>;

def Pad_PadIntoOp : Pad_Op<"pad_into", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>,
    DestinationStyleOpInterface,
    Pad_PadLikeOpInterface,
    OptionalTypesMatchWith<"the value's type is the element type of arg",
                           "arg", "pad_value",
                           "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">
  ]> {
  let summary = "pads a tensor or buffer into a destination (destination style)";
  let description = [{
    The destination-style form of `pad.pad`: the same mode, pads, interior
    and value, and the same semantics, but every element of the output is
    written into `dest`, whose shape is the pad's output shape.

    On tensors it returns the updated destination, as `linalg.fill` and
    `linalg.pack` do; on memrefs it writes `dest` and has no result, as
    `linalg.fill` and `vector.transfer_write` do. `--pad-to-destination-style`
    rewrites `pad.pad` into it, writing into a `tensor.empty` (with the
    run-time checks of spec section 2 in front); upstream's
    `--eliminate-empty-tensors` and One-Shot Bufferize then write an inserted
    pad in place, and the form on tensors becomes the form on buffers.

    The verifier checks what is static. On dynamic extents or pads that
    break a rule of `pad.pad`, or a destination whose shape is not the
    output's, the behaviour is undefined, as for upstream ops; upstream's
    `--generate-runtime-verification` checks them (RuntimeVerifiableOpInterface).

    Example 1: nGraph's 3x3 example into a tensor.

    ```mlir
    %r = pad.pad_into constant %x below[1, 2] above[1, 0] interior[1, 2]
           value %c42 into %dest : tensor<3x3xi32> to tensor<7x9xi32>
    ```

    Example 2: dynamic pads into a buffer.

    ```mlir
    pad.pad_into reflect %a below[%lo, 1] above[0, %hi] into %b
      : memref<?x4xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    ```
  }];

  let arguments = (ins
    Pad_TensorOrMemRef:$arg,
    Variadic<Index>:$padding_below,
    Variadic<Index>:$padding_above,
    DenseI64ArrayAttr:$static_padding_below,
    DenseI64ArrayAttr:$static_padding_above,
    OptionalAttr<DenseI64ArrayAttr>:$interior,
    Pad_PadModeAttr:$pad_mode,
    Optional<AnyType>:$pad_value,
    Pad_TensorOrMemRef:$dest
  );
  let results = (outs Optional<AnyRankedTensor>:$result);

  let assemblyFormat = [{
    custom<PadMode>($pad_mode) $arg
    `below` `` custom<DynamicIndexList>($padding_below, $static_padding_below)
    `above` `` custom<DynamicIndexList>($padding_above, $static_padding_above)
    `` custom<Interior>($interior)
    (`value` $pad_value^)?
    `into` $dest
    `` custom<PadAttrDict>(attr-dict) `:` type($arg) `to` type($dest)
  }];

  let builders = [
    // Into `dest`, with mixed pads; a tensor `dest` gives the op its result.
    OpBuilder<(ins "::mlir::Value":$arg,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$below,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$above,
                   "::mlir::pad::PadMode":$mode,
                   "::mlir::Value":$padValue,
                   "::llvm::ArrayRef<int64_t>":$interior,
                   "::mlir::Value":$dest)>
  ];

  let extraClassDeclaration = [{
    ::mlir::ShapedType getOutputType() {
      return ::llvm::cast<::mlir::ShapedType>(getDest().getType());
    }
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getDestMutable();
    }
  }];

  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

#endif // PAD_DIALECT_PAD_IR_PADOPS_TD
