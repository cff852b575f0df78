// Found by pad-fuzz-program (bug class `parallel`).
// --pad-to-llvm with parallel=true, linalg route, on a pad whose innermost
// dimension crops the whole source run (below 18 > output extent 16) with a
// dynamic outer pad: convert-scf-to-cf splits the body of a
// memref.alloca_scope (from convert-scf-to-openmp) that the canonicalizer
// did not inline:
//   error: 'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks
//   (IR dump after SCFToControlFlowPass failed)
// Expected: pad-opt %s '--pad-to-llvm=lowering=linalg parallel=true'
// succeeds (as it does without parallel=true, and with lowering=scf).
func.func @f(%x: tensor<4x1xi8>, %lo: index) -> tensor<?x16xi8> {
  %r = pad.pad constant %x below[%lo, 18] above[4, -3] : tensor<4x1xi8> to tensor<?x16xi8>
  return %r : tensor<?x16xi8>
}
