//===- Passes.td - Conversions out of the pad dialect -----*- tablegen -*-===//

#ifndef PAD_CONVERSION_PASSES
#define PAD_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertPadToLinalgPass : Pass<"convert-pad-to-linalg"> {
  let summary = "Lower pad.pad and pad.pad_into to linalg, tensor, memref and arith ops";
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

    Where extents or pads are dynamic, `cf.assert` checks verifier rules 6,
    9 and 10 at run time.

    The destination-style form `pad.pad_into` is lowered the same way into
    its destination, with no checks (they are in front of it): on tensors
    as above, on memrefs in place (`memref.subview`s of the destination
    written by `linalg.fill`, `linalg.copy` and `linalg.generic`s that
    `memref.load` the source).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertPadToSCFPass : Pass<"convert-pad-to-scf"> {
  let summary = "Lower pad.pad and pad.pad_into to scf loop nests";
  let description = [{
    Rewrites every `pad.pad` into an explicit `scf.for` nest over the rows of
    the output (every dimension but the innermost), in destination-passing
    style on a `tensor.empty`. Each row computes the source indices of its
    outer coordinates once, copies its contiguous run of the source with
    `tensor.extract_slice` / `tensor.insert_slice` (strided when the
    innermost dimension has interior padding), and writes its border
    elements one by one with `tensor.extract` / `tensor.insert`. In
    `constant` mode the runs of the pad value are `linalg.fill`s of row
    slices, and a row whose outer coordinates fall in the padding is filled
    whole.

    Where extents or pads are dynamic, `cf.assert` checks verifier rules 6,
    9 and 10 at run time.

    The destination-style form `pad.pad_into` is lowered the same way into
    its destination, with no checks (they are in front of it): on tensors
    as above, on memrefs in place (the loops carry nothing; rows are
    `memref.subview`s, elements `memref.load` / `memref.store`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def PadToDestinationStylePass : Pass<"pad-to-destination-style"> {
  let summary = "Rewrite pad.pad into its destination-style form, pad.pad_into";
  let description = [{
    Rewrites every `pad.pad` into `pad.pad_into` writing into a `tensor.empty`
    of the pad's sizes (reified: static extents from the type, dynamic ones
    computed with the spec's shape formula), as upstream's
    `rewriteInDestinationPassingStyle` does for `tensor.pad`. Where extents
    or pads are dynamic, `cf.assert`s in front of the form check verifier
    rules 6, 9 and 10 (spec section 2), since the form itself leaves such
    cases undefined.

    Upstream's `--eliminate-empty-tensors` then writes a pad whose result is
    inserted into a writable buffer into that buffer, and One-Shot Bufferize
    turns the form on tensors into the form on memrefs, in place:

    ```
    pad-opt --pad-to-destination-style --eliminate-empty-tensors \
      --one-shot-bufferize="bufferize-function-boundaries"
    ```

    As C++: `mlir::pad::populatePadToDestinationStylePatterns`. Nothing but
    the pads is rewritten.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::pad::PadDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertPadToVectorPass : Pass<"convert-pad-to-vector", "ModuleOp"> {
  let summary = "Lower the destination-style form on buffers to vector row "
                "kernels";
  let description = [{
    Lowers every `pad.pad_into` on memrefs (what One-Shot Bufferize makes of
    the form on tensors) into its destination, in place: the `lowering`
    route's decomposition (the boxes of `--convert-pad-to-linalg`, the rows
    of `--convert-pad-to-scf`; interior padding always row by row), with
    its fills and copies written as row kernels of `vector`, `scf`,
    `memref` and `arith` ops. Everything comes from the op: its operands,
    attributes and types. The border gathers of the other modes stay
    `linalg.generic`s (scf route: scalar loops). The output lowers through
    upstream's `--convert-linalg-to-loops`, `--expand-strided-metadata`,
    `--lower-affine`, `--convert-scf-to-cf` and `--convert-to-llvm`.

    A row is written with aligned `vector.store`s of `vector-bytes` bytes,
    and its unaligned head and tail with one unaligned vector store at each
    end, overlapping the aligned ones with the same values (a static row
    shorter than a vector: two overlapping narrower vectors; a row of
    unknown length shorter than a vector: one masked store, or a scalar loop
    for elements under 4 bytes). Pads write rows at every offset (a border
    element shifts each row off the line grid); left to LLVM, such copies
    become one `memcpy` call per row, or vector stores that straddle two
    lines. A cached row of static length runs its aligned loop a fixed
    number of times whatever its alignment.

    Where the pad's output (the buffer its destination is cut from) holds at
    least `streaming-threshold` bytes, the aligned stores are non-temporal
    and one `llvm.fence` follows the outermost loop around the pad; where
    that size is known only at run time, both kernels are built and the
    fence runs only where the rows streamed. The streamed loop of a static
    row is unrolled 8 times and never fully (`loop_annotation`).

    Interior padding of stride 2 to 8 with 4- or 8-byte elements: where a
    vector holds whole strides, each row's span is written whole, the pad's
    value between the source elements (every element of the row once);
    otherwise the row is filled, then the source elements are shuffled into
    its spans.

    Left to scalar stores: static rows under 16 bytes, whatever their
    element type and strides (they store their own elements only). Left to
    `linalg.fill` / `linalg.copy`: other runs of elements other than 1, 2,
    4 or 8 bytes, and of destinations whose innermost stride is not 1 (the
    lanes between the elements belong to someone else).

    On the `linalg` route, a pad whose innermost dimension is padded and
    whose output is larger than one band is written in bands of rows: its
    copied core in tiles of one coordinate of each outer dimension and
    about `band-bytes` bytes of rows, each band's border columns written
    while its rows are in cache; in the non-constant modes the border rows
    of the outer dimensions one by one, each copied from the one source row
    it mirrors. Bands and rows are tiles of the form (its
    `TilingInterface`, on views of the buffers) that pad the innermost
    dimension only. A static run that the band height does not divide gets
    whole bands and one band of the rows left. A static output smaller
    than `row-bands-below` bytes, in a non-constant mode, gets bands of one
    row. Small constant pads (a static output of at most 64 KiB, filled
    whole then copied into a buffer of their own) and pads with a static
    extent of 0 are not banded. With `parallel`, the bands (the rows of
    the `scf` route) are the iterations of an `scf.forall`.

    A pad whose destination is cut from a `memref.alloc` checks that
    allocation once, right after it: where `malloc` returned null for a
    non-empty buffer, `__pad_alloc_failed` (a private LLVM function the pass
    adds, with declarations of `dprintf` and `abort`) prints `pad-to-llvm:
    cannot allocate <bytes> bytes (malloc returned null)` and aborts. The
    user's own allocations are left alone. The pass fails where `dprintf` or
    `abort` names something else.

    Code that differs only in extents and amounts is written once per
    module, as a private function with internal linkage, and called:
    - A pad directly in the body of a function (not in a loop or any other
      region, where its specialised code is worth its size), of rank at
      least 1, whose destination's known extents occupy at most
      `outline-max-bytes` bytes (a dynamic extent counts as 1), or at least
      `outline-large-bytes` where it writes a fresh allocation (below; into
      a destination a large pad keeps its static code, whose border gathers
      are faster), calls the kernel of its kind:
      `__pad_<mode>_<rank>d_<element>[_interior_<i>...][_value][_new]_<vector-bytes>`
      (a kernel of other memref layouts takes the name with a suffix
      `_<n>`), with every extent and amount dynamic. A pad that writes a
      `memref.alloc` first and whole (identity layout, default memory
      space, nothing using it before) calls the `_new` kernel, which takes
      the sizes, allocates and checks the output, and returns it; other
      pads pass their destination. A large pad runs at the speed of memory,
      where such a kernel is as fast as static code.
    - A run whose view has a dynamic extent (outside parallel loops, and
      more than one row) calls `__pad_row_fill_<rank>d_<element>_<vector-bytes>`
      or `__pad_row_copy_<rank>d_<element>_<vector-bytes>`.
    Both are shared by element size: floats and signless integers of 8, 16,
    32 or 64 bits take the kernel of the integer of their width, through
    `arith.bitcast` of the memrefs and the value. Memrefs are cast to the
    kernel's dynamic types (`memref.cast`); the last argument (`i1`) of a
    kernel that writes a destination says whether the stores stream, as
    decided at the call.
  }];
  let options = [
    Option<"lowering", "lowering", "::mlir::pad::PadLowering",
           /*default=*/"::mlir::pad::PadLowering::Linalg",
           "Which decomposition cuts the pad into runs",
           [{::llvm::cl::values(
             clEnumValN(::mlir::pad::PadLowering::Linalg, "linalg",
                        "the boxes of --convert-pad-to-linalg"),
             clEnumValN(::mlir::pad::PadLowering::SCF, "scf",
                        "the rows of --convert-pad-to-scf"))}]>,
    Option<"streamingThreshold", "streaming-threshold", "int64_t",
           /*default=*/"8388608",
           "Smallest output, in bytes, written with non-temporal stores "
           "(negative: never)">,
    Option<"vectorBytes", "vector-bytes", "std::string", /*default=*/"\"0\"",
           "Bytes per vector of the row kernels: 16, 32 or 64; 0: the "
           "target's (a function's target_features, the module's "
           "llvm.target_features, or DLTI's CPU max_vector_op_width), 16 "
           "where the IR names no target; host: the compiling machine's">,
    Option<"bandBytes", "band-bytes", "int64_t", /*default=*/"16384",
           "lowering=linalg: bytes of output per band of rows (at least one "
           "row per band; negative: no bands)">,
    Option<"rowBandsBelow", "row-bands-below", "int64_t",
           /*default=*/"1048576",
           "lowering=linalg: static outputs smaller than this many bytes get "
           "bands of one row in the non-constant modes (0 or negative: "
           "never)">,
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "The bands (lowering=linalg) or rows (lowering=scf) of every pad "
           "are the iterations of an scf.forall">,
    Option<"outlineMaxBytes", "outline-max-bytes", "int64_t",
           /*default=*/"65536",
           "Pads whose destination's known extents occupy at most this many "
           "bytes call the shared kernel of their kind (negative: no pad, "
           "however large)">,
    Option<"outlineLargeBytes", "outline-large-bytes", "int64_t",
           /*default=*/"1048576",
           "Pads whose destination's known extents occupy at least this many "
           "bytes call the shared kernels too (negative: never)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def PadLowerAssertsPass : Pass<"pad-lower-asserts", "ModuleOp"> {
  let summary = "Lower cf.assert to calls of puts and abort, one global per message";
  let description = [{
    Lowers every `cf.assert` as upstream's `convert-cf-to-llvm` does: when
    the condition is false, `puts(message)` and `abort()`. The difference is
    the cost on a large module: upstream's pattern adds a new global string
    for every assert at the start of the module and scans the module for
    `abort` and for a free global name at each one, so a module of N pads
    with run-time checks converts in time quadratic in N. This pass creates
    one global per distinct message and looks symbols up through a symbol
    table built once. The branch becomes a `cf.cond_br` to a block that
    calls `puts` and `abort`; `--convert-to-llvm` lowers the rest. Part of
    `--pad-to-llvm`, just before the conversion to LLVM.
  }];
  let dependentDialects = [
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

//===----------------------------------------------------------------------===//
// Raising and lowering between pad ops (lib/Conversion/RaisePads)
//===----------------------------------------------------------------------===//

def RaiseTensorPadPass : Pass<"raise-tensor-pad"> {
  let summary = "Raise tensor.pad with a uniform pad value to pad.pad constant";
  let description = [{
    Rewrites every upstream `tensor.pad` whose region yields one value for
    every element into `pad.pad constant ... value %v`, so that existing IR
    (what torch-mlir, TOSA-to-tensor and most front ends emit) gets this
    project's lowerings:

    - the yielded value is defined outside the region: it becomes `value`;
    - the yielded value is a constant defined inside the region (e.g. an
      `arith.constant`): the constant is cloned before the pad and becomes
      `value`.

    Static and dynamic `low` / `high` entries carry over unchanged. Where
    the `tensor.pad`'s result type is less (or more) static than `pad.pad`'s
    inferred type, a `tensor.cast` restores it for the existing users.

    Left unchanged: a region whose yielded value depends on the block's
    index arguments or on other ops of the region, a `tensor.pad` marked
    `nofold` (it asks for a copy that `pad.pad`'s folder would remove), and
    a pad that `pad.pad`'s verifier would reject (a static result whose
    size in bytes does not fit in 64 bits). With `emit-remarks`, each
    `tensor.pad` left unchanged gets a remark saying why.

    Also a `tensor.concat` of `tensor.extract_slice` pieces of one static
    source with unit strides that provably equals an `edge` or `wrap` pad
    (border slices of size 1 repeated, or slices from the opposite end)
    becomes that `pad.pad`, proven and merged across axes as
    `--raise-tosa-pad` does for TOSA chains.
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark on every tensor.pad that is left unchanged">
  ];
  let dependentDialects = [
    "::mlir::pad::PadDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def RaiseTosaPadPass : Pass<"raise-tosa-pad"> {
  let summary = "Raise tosa.pad with constant paddings to pad.pad constant";
  let description = [{
    Rewrites every `tosa.pad` whose `padding` is a `tosa.const_shape` of
    non-negative entries (`[below_0, above_0, below_1, above_1, ...]`) into
    `pad.pad constant`. TOSA's `pad_const` operand (a one-element tensor)
    becomes `value`: an `arith.constant` when `pad_const` is a constant, a
    `tensor.extract` of its only element otherwise.

    Left unchanged: paddings that are not a `tosa.const_shape`, paddings
    with an entry of `-1` (TOSA's dynamic padding), element types other
    than signless integers and floats (quantized types, whose `pad_const`
    includes the zero point), and unranked operands. With `emit-remarks`,
    each `tosa.pad` left unchanged gets a remark saying why.

    Mirror pads written as chains: a `tosa.concat` along one axis of
    `[before..., x, after...]` whose other inputs are pieces of `x` (a
    `tosa.slice` spanning every other dimension, possibly `tosa.reverse`d
    along the axis or `tosa.tile`d along it) becomes `pad.pad` of `x` when
    some mode maps every border element to the source index its piece
    reads: reversed border slices are `reflect` or `symmetric` (how
    TensorFlow and TFLite legalize `MirrorPad`), slices from the opposite
    end `wrap`, repeated size-1 border slices `edge`. The proof is element
    by element, from the static offsets, sizes and axes, with the index
    mapping of the spec. The chain's next axis pads that pad; where one
    mode gives the same values on both, they become one multi-dimensional
    pad (the first pad must have no other user). The chain's slices,
    reverses, tiles and shapes, dead then, are erased. Left unchanged: any
    concat not proven equal to a pad (a slice at another offset, a reverse
    on another axis, a piece of another tensor, a dynamic extent).
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark on every tosa.pad that is left unchanged">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::pad::PadDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def LowerPadToTensorPadPass : Pass<"lower-pad-to-tensor-pad"> {
  let summary = "Lower pad.pad constant with non-negative pads to tensor.pad";
  let description = [{
    The other way round, for pipelines that only know upstream ops: every
    `pad.pad constant` without interior padding whose pads are all
    non-negative becomes a `tensor.pad` whose region yields `value` (or
    the zero of the element type).

    A static entry must be at least 0. A dynamic entry must be provably
    non-negative: its lower bound, as `ValueBoundsOpInterface` computes it
    from the IR that defines it (e.g. an `arith.constant`, an
    `affine.max` with 0 among its results, or `tensor.dim`),
    must be at least 0. A pad amount the IR cannot bound stays a `pad.pad`:
    it may be negative at run time (a crop), which `tensor.pad` does not
    define.

    Left unchanged: the other modes, interior padding, negative (or
    unbounded) pads. `tensor.pad` has no run-time checks: a lowered pad
    whose dynamic output size overflows is no longer caught by the
    lowering's `cf.assert`s (rules 9 and 10).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // PAD_CONVERSION_PASSES
