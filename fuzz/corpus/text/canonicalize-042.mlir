func.func @fold_complex() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) {
  %x = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %v = complex.constant [5.0 : f32, 6.0 : f32] : complex<f32>
  %0 = pad.pad constant %x below[1] above[1] : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
  %1 = pad.pad constant %x below[1] above[1] value %v : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
  return %0, %1 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
}
