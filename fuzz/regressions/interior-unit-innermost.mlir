// Found by pad-fuzz-program (bug class `interior-unit`), in the 30-minute
// run (the fuzzer's case: tensor<3x1xi16>, interior[0, 6917579123607516839],
// above[2199023255553, 0]; any interior > 0 does it).
// A valid pad with interior padding in an innermost dimension of extent 1
// (which does not change the shape). --pad-to-llvm with lowering=scf fails
// in expand-strided-metadata: a memref.reinterpret_cast whose static stride
// (interior + 1) disagrees with its result type:
//   error: expected result type with stride = 2 instead of 1 in dim = 0
//   (IR dump after ExpandStridedMetadataPass failed)
// Also with tensor<1x1xf32>, tensor<3x1xi16>; not with tensor<1xf32>,
// tensor<2x1x1xf32> or tensor<2x3xf32>; lowering=linalg succeeds.
// Expected: pad-opt %s --pad-to-llvm=lowering=scf succeeds.
func.func @f(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %r = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 1] : tensor<2x1xf32> to tensor<2x1xf32>
  return %r : tensor<2x1xf32>
}
