// Found by pad-fuzz-program (bug class `guarded`).
// The pad amount is an SSA value (an arith.constant), so the verifier
// cannot check rule 9 and accepts; at run time the output extent
// 9223372036854775806 + 3 + 657 does not fit in 64 bits, and the lowering's
// guard must abort with its message (spec 2). Instead both conversions fail
// at compile time: folding the constant into the emitted slices gives a
// negative static offset:
//   error: expected offsets to be non-negative, but got -9223372036854775151
// Other members of the class (pads the fuzzer's model says must abort at run
// time) fail the same way inside --pad-to-llvm: negative offsets in
// tensor.extract_slice, 'linalg.fill' op "unexpected result less than 0",
// memref.subview "offset N is out-of-bounds", and pad.pad ops made by
// --pad-tile-rows that break rules 6 or 9 once the canonicalizer folds
// constants and casts into them.
// Expected: all of these succeed (and the lowered code aborts when run).
//   pad-opt %s --convert-pad-to-linalg
//   pad-opt %s --convert-pad-to-scf
//   pad-opt %s --pad-to-llvm=lowering=linalg
//   pad-opt %s --pad-to-llvm=lowering=scf
func.func @f(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c = arith.constant 9223372036854775806 : index
  %r = pad.pad constant %x below[%c] above[657] : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
