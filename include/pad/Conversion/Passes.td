//===- Passes.td - Conversions out of the pad dialect -----*- tablegen -*-===//

#ifndef PAD_CONVERSION_PASSES
#define PAD_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertPadToLinalgPass : Pass<"convert-pad-to-linalg"> {
  let summary = "Lower pad.pad to tensor-level linalg, tensor and arith ops";
  let description = [{
    Rewrites every `pad.pad` into upstream tensor-level ops in
    destination-passing style, ready for One-Shot Bufferize and for linalg
    transformations. The output is a `tensor.empty` that is written once:

    - the part of the output that copies the source is one
      `tensor.extract_slice` of `arg` inserted with `tensor.insert_slice`;
    - the border is cut into two boxes per dimension (before and after the
      copied run of that dimension, within the copied runs of the outer
      dimensions); in `constant` mode each box is a `linalg.fill`, in the
      other modes a `linalg.generic` that gathers from `arg` with the spec's
      index mapping, so only border elements compute a mapping;
    - with interior padding (constant mode) the output is filled and the
      visible source elements are inserted with a strided
      `tensor.insert_slice`.

    Where extents or pads are dynamic, `cf.assert` checks verifier rules 6
    and 9 at run time.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertPadToSCFPass : Pass<"convert-pad-to-scf"> {
  let summary = "Lower pad.pad to scf loop nests over tensors";
  let description = [{
    Rewrites every `pad.pad` into an explicit `scf.for` nest over the rows of
    the output (every dimension but the innermost), in destination-passing
    style on a `tensor.empty`. Each row computes the source indices of its
    outer coordinates once, copies its contiguous run of the source with
    `tensor.extract_slice` / `tensor.insert_slice` (strided when the
    innermost dimension has interior padding), and writes its border
    elements one by one with `tensor.extract` / `tensor.insert`. In
    `constant` mode a row whose outer coordinates fall in the padding is
    filled whole.

    Where extents or pads are dynamic, `cf.assert` checks verifier rules 6
    and 9 at run time.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def PadMemRefCopyToLinalgPass : Pass<"pad-memref-copy-to-linalg"> {
  let summary = "Rewrite memref.copy between non-contiguous views as linalg.copy";
  let description = [{
    Bufferizing `tensor.insert_slice` gives a `memref.copy` into a strided
    view. The LLVM lowering turns such a copy into a call to the runtime
    function `memrefCopy` (from `libmlir_c_runner_utils`), which copies one
    element at a time. As `linalg.copy` it becomes a loop nest whose inner
    loop is contiguous, which LLVM vectorises, and the lowered code needs no
    runtime library. Contiguous copies (identity layouts, or static shapes
    that are contiguous, such as one row of a view) are left alone: they
    already lower to `llvm.memcpy`. Part of `--pad-to-llvm`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def PadStreamingStoresPass : Pass<"pad-streaming-stores"> {
  let summary = "Write large buffers with non-temporal (streaming) stores";
  let description = [{
    Rewrites every `linalg.fill`, `linalg.copy` and `memref.copy` whose
    destination is a view, with a unit-stride innermost dimension, of a buffer
    of at least `threshold` bytes, into a loop over rows. Each row is stored
    element by element up to a 64-byte boundary, then with aligned 64-byte
    `vector.store {nontemporal = true}`, then element by element; one
    `llvm.fence` follows the outermost loop around them. Streaming stores skip the read of the
    destination line that an ordinary store does, which saves a third of the
    memory traffic of a pad whose output does not fit in cache. With a
    dynamic buffer size the choice is made at run time. A fill of a buffer
    that also gets a strided write is left alone (the strided write would
    read the streamed lines back). Elements of 1, 2, 4 or 8 bytes only;
    other ops and types are left alone. Part of
    `--pad-to-llvm` (option `streaming-threshold`).
  }];
  let options = [
    Option<"threshold", "threshold", "int64_t", /*default=*/"8388608",
           "Smallest buffer, in bytes, written with streaming stores "
           "(negative: never)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

#endif // PAD_CONVERSION_PASSES
