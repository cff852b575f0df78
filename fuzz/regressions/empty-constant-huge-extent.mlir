// Found by pad-fuzz-program (bug class `huge-const`).
// The constant folder turns this pad of a 4-element constant into
// `arith.constant dense<> : tensor<4611686018427387904x0xf32>` (no element,
// but a huge static extent). --pad-to-llvm (either lowering) succeeds and
// makes it an llvm.mlir.global of !llvm.array<4611686018427387904 x
// array<0 x f32>>; translating that to LLVM IR then dies in upstream's
// getLLVMConstant (ModuleTranslation::convertGlobalsAndAliases):
//   LLVM ERROR: SmallVector unable to grow. Requested capacity
//   (4611686018427387904) is larger than maximum value for size type
// The crash is upstream's, but the project creates the constant: compile
// time grows with the tensor's extents (spec 1, folding: "compile time never
// grows with tensor size"). E.g. fold an empty result to tensor.empty
// instead of a constant.
// Expected: pad-opt %s --pad-to-llvm | mlir-translate-22 --mlir-to-llvmir
// succeeds.
func.func @f() -> tensor<4611686018427387904x0xf32> {
  %c = arith.constant dense<1.0> : tensor<4x1xf32>
  %r = pad.pad constant %c below[4611686018427387900, -1] above[0, 0] : tensor<4x1xf32> to tensor<4611686018427387904x0xf32>
  return %r : tensor<4611686018427387904x0xf32>
}
