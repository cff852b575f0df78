// Found by pad-fuzz-program (bug class `huge-const`; libFuzzer
// out-of-memory, malloc(17179869256) in upstream's getLLVMConstant).
// The input is a 5-element splat constant; the constant folder makes the pad
// a splat of the whole output:
//   %cst = arith.constant dense<5.000000e-01> : tensor<2147483657xbf16>
// --pad-to-llvm turns that into an llvm.mlir.global of
// !llvm.array<2147483657 x bf16>, and mlir-translate --mlir-to-llvmir then
// materialises all 2^31 elements (4 GiB, more as a ConstantDataArray
// build-up); the object file would carry them too. Compile time and memory
// grow with the tensor's size, which the spec (1, folding) rules out ("the
// folder is limited to 4096 elements"; here the limit applies to the input
// only).
// Expected: the folder leaves pads whose result is larger than its limit
// alone (or the result is built at run time), and
//   pad-opt %s --pad-to-llvm | mlir-translate-22 --mlir-to-llvmir
// stays small and fast.
func.func @f() -> tensor<2147483657xbf16> {
  %c = arith.constant dense<0.5> : tensor<5xbf16>
  %r = pad.pad symmetric %c below[2147483648] above[4] : tensor<5xbf16> to tensor<2147483657xbf16>
  return %r : tensor<2147483657xbf16>
}
