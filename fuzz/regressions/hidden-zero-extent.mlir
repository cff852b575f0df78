// Found by pad-fuzz-program (bug class `hidden-zero`).
// An extent 0 that the pad sees as dynamic (a tensor.cast erased it). The
// program is valid and runs for %hi <= 0 (dimension 1 stays empty; for
// %hi > 0 the run-time guard of rule 6 aborts). --pad-to-llvm with
// lowering=linalg fails at compile time: after bufferization the
// canonicalizer folds the memref.cast into a memref.subview of the border
// code, which then takes offset 0 of the static extent 0:
//   error: offset 1 is out-of-bounds: 0 >= 0
//   (IR dump after Canonicalizer failed; memref.subview of memref<2x0xf16>)
// lowering=scf and both conversions alone succeed.
// Expected: pad-opt %s --pad-to-llvm=lowering=linalg succeeds.
func.func @f(%x: tensor<2x0xf16>, %hi: index) -> tensor<11x?xf16> {
  %c = tensor.cast %x : tensor<2x0xf16> to tensor<2x?xf16>
  %r = pad.pad wrap %c below[4, 0] above[5, %hi] : tensor<2x?xf16> to tensor<11x?xf16>
  return %r : tensor<11x?xf16>
}
