func.func @fold_splat() -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %x = arith.constant dense<2.0> : tensor<3xf32>
  %c = arith.constant 2.0 : f32
  %0 = pad.pad edge %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %1 = pad.pad constant %x below[1] above[1] value %c : tensor<3xf32> to tensor<5xf32>
  %2 = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return %0, %1, %2 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}
