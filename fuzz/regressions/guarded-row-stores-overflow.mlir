// Found by pad-fuzz-program (bug class `guarded`), with UBSan.
// After constant folding the output is 4611686018427387907 f32 elements,
// whose byte size does not fit in 64 bits (rule 10, checked at run time
// here because the pad amount is an SSA value). --pad-row-stores computes
// the row's byte length in int64_t and overflows:
//   lib/Conversion/PadToLLVM/RowStores.cpp:583:19: runtime error: signed
//   integer overflow: 4611686018427387903 * 4 cannot be represented in type
//   'long'   (RowStoresRewriter::run, `rowLength * *bytes`)
// (a release build carries on with a wrapped value). Seen with row lengths
// from 2^61 to 2^63 and 4- and 8-byte elements.
// Expected: no signed overflow in
//   pad-opt %s --pad-to-llvm=lowering=linalg   (and lowering=scf)
// built with -DPAD_SANITIZE=address,undefined.
func.func @f(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c = arith.constant 1 : index
  %r = pad.pad constant %x below[4611686018427387903] above[%c] : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
