// Found by pad-fuzz-program in its 30-minute run (bug class `guarded`).
// Dimension 3's extent 5 is hidden by a tensor.cast; its output extent,
// 6436845412040448407 complex<f64> elements, fits in 64 bits but one row's
// bytes do not, so the pad aborts on rule 10 at run time, unless another
// dimension is empty (%a3 = -7, say), when it is valid and empty.
// --pad-tile-rows (linalg route) cut it into bands of one such row each:
// pad.pad ops whose static type breaks rule 10, which do not verify:
//   error: 'pad.pad' op the size of the result in bytes
//   (1 x 1 x 6436845412040448407 x 16) does not fit in a signed 64-bit integer
// Fixed: --pad-tile-rows keeps such a pad whole.
// Expected: pad-opt %s --pad-to-llvm=lowering=linalg succeeds.
func.func @f(%a0: tensor<5x5x1x5xcomplex<f64>>, %a1: index, %a2: index, %a3: index, %a4: tensor<?x?x?x?xcomplex<f64>>) -> tensor<?x?x?x?xcomplex<f64>> {
  %v0 = tensor.cast %a0 : tensor<5x5x1x5xcomplex<f64>> to tensor<5x5x?x?xcomplex<f64>>
  %v1 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %v2 = pad.pad constant %v0 below[2, %a1, %a2, -4] above[%a3, 4, 3, 6436845412040448406] value %v1 : tensor<5x5x?x?xcomplex<f64>> to tensor<?x?x?x?xcomplex<f64>>
  %v3 = arith.constant 0 : index
  %v4 = tensor.dim %v2, %v3 : tensor<?x?x?x?xcomplex<f64>>
  %v5 = arith.constant 1 : index
  %v6 = tensor.dim %v2, %v5 : tensor<?x?x?x?xcomplex<f64>>
  %v7 = arith.constant 2 : index
  %v8 = tensor.dim %v2, %v7 : tensor<?x?x?x?xcomplex<f64>>
  %v9 = arith.constant 3 : index
  %v10 = tensor.dim %v2, %v9 : tensor<?x?x?x?xcomplex<f64>>
  %v11 = tensor.insert_slice %v2 into %a4[0, 0, 0, 0] [%v4, %v6, %v8, %v10] [1, 1, 1, 1] : tensor<?x?x?x?xcomplex<f64>> into tensor<?x?x?x?xcomplex<f64>>
  return %v11 : tensor<?x?x?x?xcomplex<f64>>
}
