// Found by pad-fuzz-program in its second 30-minute run (bug class
// `guarded`). The first pad is known to fail its rule-6 check once its
// constant pads fold (wrap pads dimension 1, of extent 0, to 10), so its
// lowering yields an empty placeholder whose dynamic extents are 0; the
// second pad still lowered against unknown extents and sliced the
// placeholder at static offsets, invalid once the extents folded:
//   error: offset 4 is out-of-bounds: 0 >= 0   (memref.subview)
// Fixed: getStaticExtent sees a producing pad known to fail as having the
// placeholder's extents, so the second pad's own check is known to fail.
// Expected: pad-opt %s --pad-to-llvm (both routes) succeeds.
func.func @f(%a0: tensor<5x0x1x1x1xf16>, %a1: index, %a2: tensor<?x?x?x?x?xf16>) -> tensor<?x?x?x?x?xf16> attributes {llvm.emit_c_interface} {
  %v0 = arith.constant 5 : index
  %v1 = arith.constant 5 : index
  %v2 = arith.constant -2 : index
  %v3 = arith.constant 5 : index
  %v4 = arith.constant -3 : index
  %v5 = arith.constant 5 : index
  %v6 = arith.constant 5 : index
  %v7 = arith.constant 5 : index
  %v8 = arith.constant 5 : index
  %v9 = pad.pad wrap %a0 below[%v0, %v1, %v2, %v3, %v4] above[%v5, %v6, %v7, %v8, %a1] : tensor<5x0x1x1x1xf16> to tensor<?x?x?x?x?xf16>
  %v10 = arith.constant 5 : index
  %v11 = arith.constant 5 : index
  %v12 = arith.constant 5 : index
  %v13 = arith.constant 5 : index
  %v14 = arith.constant 5 : index
  %v15 = arith.constant 5 : index
  %v16 = arith.constant 5 : index
  %v17 = arith.constant -1 : index
  %v18 = arith.constant 5 : index
  %v19 = pad.pad wrap %v9 below[%v10, %v11, %v12, %v13, %v14] above[%v15, 5, %v16, %v17, %v18] : tensor<?x?x?x?x?xf16> to tensor<?x?x?x?x?xf16>
  %v20 = arith.constant 0 : index
  %v21 = tensor.dim %v19, %v20 : tensor<?x?x?x?x?xf16>
  %v22 = arith.constant 1 : index
  %v23 = tensor.dim %v19, %v22 : tensor<?x?x?x?x?xf16>
  %v24 = arith.constant 2 : index
  %v25 = tensor.dim %v19, %v24 : tensor<?x?x?x?x?xf16>
  %v26 = arith.constant 3 : index
  %v27 = tensor.dim %v19, %v26 : tensor<?x?x?x?x?xf16>
  %v28 = arith.constant 4 : index
  %v29 = tensor.dim %v19, %v28 : tensor<?x?x?x?x?xf16>
  %v30 = tensor.insert_slice %v19 into %a2[0, 0, 0, 0, 0] [%v21, %v23, %v25, %v27, %v29] [1, 1, 1, 1, 1] : tensor<?x?x?x?x?xf16> into tensor<?x?x?x?x?xf16>
  return %v30 : tensor<?x?x?x?x?xf16>
}
