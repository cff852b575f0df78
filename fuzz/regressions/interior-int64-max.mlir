// Found by pad-fuzz-program (bug class `interior-max`).
// A valid pad: interior INT64_MAX on a dimension of extent 1 (stretched
// extent 1, output 3). Both conversions compute the stride `interior + 1`
// in int64_t: signed overflow (UBSan: PadToLinalg.cpp:194 `d.interior + 1`,
// PadToSCF.cpp:106), and in a release build the stride wraps to INT64_MIN,
// the dynamic marker, so the emitted tensor.insert_slice does not verify:
//   error: expected the number of 'strides' to match the number of dynamic
//          entries in 'static_strides' (0 vs 1)
// Expected: all of these succeed (a stride >= the output extent never
// repeats: the slice has one element per such dimension).
//   pad-opt %s --convert-pad-to-linalg
//   pad-opt %s --convert-pad-to-scf
//   pad-opt %s --pad-to-llvm=lowering=linalg
//   pad-opt %s --pad-to-llvm=lowering=scf
func.func @f(%x: tensor<1xf32>) -> tensor<3xf32> {
  %0 = pad.pad constant %x below[1] above[1] interior[9223372036854775807] : tensor<1xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
