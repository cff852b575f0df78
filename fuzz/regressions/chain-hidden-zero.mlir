// Found by pad-fuzz-program in its 30-minute run (bug class `hidden-zero`,
// the variant behind a second pad). The first pad's dimension 5 is
// 6 + 0 - 288230376151711743 -> 0 once the constant %v1 folds; the second
// (wrap) pad saw it as dynamic, so its lowering built slices of it with
// static offset 0, which after bufferization the canonicalizer folded into
// a memref.subview of a static extent 0:
//   error: offset 5 is out-of-bounds: 0 >= 0
// The program aborts at run time on rule 6 (wrap pads an empty dimension to
// 4294967292 elements).
// Fixed: the lowerings see an argument's extent through casts and through
// a producing pad whose pads are constants (getStaticExtent), so the rule-6
// check is known to fail; --pad-tile-rows tiles consumers before producers.
// Expected: pad-opt %s --pad-to-llvm succeeds.
func.func @f(%a0: tensor<3x3x5x7216231205377593210x3x0xbf16>, %a1: bf16, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: tensor<?x?x?x?x?x?xbf16>) -> tensor<?x?x?x?x?x?xbf16> attributes {llvm.emit_c_interface} {
  %v0 = arith.constant 6 : index
  %v1 = arith.constant -288230376151711743 : index
  %v2 = pad.pad constant %a0 below[%a2, %a3, %a4, -3, 1101183834618343790, 6] above[-895, %a5, 4294967295, %v0, -1, %v1] value %a1 : tensor<3x3x5x7216231205377593210x3x0xbf16> to tensor<?x?x?x?x1101183834618343792x?xbf16>
  %v3 = pad.pad wrap %v2 below[-4, %a6, 4, 7882276184011789924, %a7, 4294967295] above[-699, -1, -3, %a8, %a9, -3] : tensor<?x?x?x?x1101183834618343792x?xbf16> to tensor<?x?x?x?x?x?xbf16>
  %v4 = arith.constant 0 : index
  %v5 = tensor.dim %v3, %v4 : tensor<?x?x?x?x?x?xbf16>
  %v6 = arith.constant 1 : index
  %v7 = tensor.dim %v3, %v6 : tensor<?x?x?x?x?x?xbf16>
  %v8 = arith.constant 2 : index
  %v9 = tensor.dim %v3, %v8 : tensor<?x?x?x?x?x?xbf16>
  %v10 = arith.constant 3 : index
  %v11 = tensor.dim %v3, %v10 : tensor<?x?x?x?x?x?xbf16>
  %v12 = arith.constant 4 : index
  %v13 = tensor.dim %v3, %v12 : tensor<?x?x?x?x?x?xbf16>
  %v14 = arith.constant 5 : index
  %v15 = tensor.dim %v3, %v14 : tensor<?x?x?x?x?x?xbf16>
  %v16 = tensor.insert_slice %v3 into %a10[0, 0, 0, 0, 0, 0] [%v5, %v7, %v9, %v11, %v13, %v15] [1, 1, 1, 1, 1, 1] : tensor<?x?x?x?x?x?xbf16> into tensor<?x?x?x?x?x?xbf16>
  return %v16 : tensor<?x?x?x?x?x?xbf16>
}
