//===- PadInterfaces.td - What pad.pad and its form share --*- tablegen -*-===//
//
// `pad.pad` and its destination-style form `pad.pad_into` take the same
// operands and attributes (spec section 1); this interface lets the
// verifier, the shape formula and the run-time checks be written once for
// both.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_DIALECT_PAD_IR_PADINTERFACES_TD
#define PAD_DIALECT_PAD_IR_PADINTERFACES_TD

include "mlir/IR/OpBase.td"

def Pad_PadLikeOpInterface : OpInterface<"PadLikeOpInterface"> {
  let cppNamespace = "::mlir::pad";
  let description = [{
    An op that pads `arg` as spec section 1 defines: `pad.pad` (a new
    tensor) and `pad.pad_into` (into a destination). The methods are the
    ODS accessors both ops share.
  }];
  let methods = [
    InterfaceMethod<"The padded tensor or buffer.", "::mlir::Value", "getArg">,
    InterfaceMethod<"Static below entries (kDynamic where dynamic).",
                    "::llvm::ArrayRef<int64_t>", "getStaticPaddingBelow">,
    InterfaceMethod<"Static above entries (kDynamic where dynamic).",
                    "::llvm::ArrayRef<int64_t>", "getStaticPaddingAbove">,
    InterfaceMethod<"Dynamic below entries.", "::mlir::OperandRange",
                    "getPaddingBelow">,
    InterfaceMethod<"Dynamic above entries.", "::mlir::OperandRange",
                    "getPaddingAbove">,
    InterfaceMethod<"The interior attribute, if present.",
                    "::std::optional<::llvm::ArrayRef<int64_t>>", "getInterior">,
    InterfaceMethod<"The mode.", "::mlir::pad::PadMode", "getPadMode">,
    InterfaceMethod<"The constant-mode value, if given.", "::mlir::Value",
                    "getPadValue">,
    InterfaceMethod<[{The type of the padded output: pad.pad's result, the
                      form's destination.}], "::mlir::ShapedType",
                    "getOutputType">
  ];
  let extraSharedClassDeclaration = [{
    ::mlir::ShapedType getArgShapedType() {
      return ::llvm::cast<::mlir::ShapedType>($_op.getArg().getType());
    }
    /// The output type of an op on tensors.
    ::mlir::RankedTensorType getOutputTensorType() {
      return ::llvm::cast<::mlir::RankedTensorType>($_op.getOutputType());
    }
    ::llvm::SmallVector<::mlir::OpFoldResult> getMixedPaddingBelow() {
      return ::mlir::getMixedValues($_op.getStaticPaddingBelow(),
                                    $_op.getPaddingBelow(),
                                    $_op.getOperation()->getContext());
    }
    ::llvm::SmallVector<::mlir::OpFoldResult> getMixedPaddingAbove() {
      return ::mlir::getMixedValues($_op.getStaticPaddingAbove(),
                                    $_op.getPaddingAbove(),
                                    $_op.getOperation()->getContext());
    }
    /// The interior padding, one entry per dimension (zeros when absent).
    ::llvm::SmallVector<int64_t> getPaddingInterior() {
      if (::std::optional<::llvm::ArrayRef<int64_t>> interior =
              $_op.getInterior())
        return ::llvm::to_vector(*interior);
      return ::llvm::SmallVector<int64_t>(getArgShapedType().getRank(), 0);
    }
    /// True when some interior entry is non-zero.
    bool hasInteriorPadding() {
      return ::llvm::any_of(getPaddingInterior(),
                            [](int64_t r) { return r != 0; });
    }
  }];
}

#endif // PAD_DIALECT_PAD_IR_PADINTERFACES_TD
