// Found by pad-fuzz-program in its 30-minute run (bug class `guarded`).
// Dimension 1's extent 5 is hidden by a tensor.cast; once it folds, the
// output extents 2^62 + 7 and 540730934094636143 of dimensions 1 and 2 are
// known, and their size alone breaks rule 10, so the pad aborts at run time
// (it would be valid only with dimension 0 empty). The linalg route's row
// kernel flattened the contiguous output, and expand-strided-metadata then
// overflowed computing the flattened size:
//   error: expected sizes to be non-negative, but got -5152416952522024047
//   (memref.reinterpret_cast)
// Fixed: an output whose known extents alone break rule 10 can only be
// empty when the run-time check passes; the lowerings emit the checks and
// an empty tensor (buildTrivialPad), as for a static extent 0.
// Expected: pad-opt %s --pad-to-llvm=lowering=linalg succeeds.
func.func @f(%a0: tensor<?x5x2xf8E4M3FN>) -> tensor<?x?x540730934094636143xf8E4M3FN> {
  %v0 = tensor.cast %a0 : tensor<?x5x2xf8E4M3FN> to tensor<?x?x2xf8E4M3FN>
  %v1 = arith.constant 0x25 : f8E4M3FN
  %v2 = pad.pad constant %v0 below[-3, 4611686018427387903, 5] above[558, 3, 540730934094636136] value %v1 : tensor<?x?x2xf8E4M3FN> to tensor<?x?x540730934094636143xf8E4M3FN>
  return %v2 : tensor<?x?x540730934094636143xf8E4M3FN>
}
