func.func @interior_all_zero(%x: tensor<3x3xf32>, %v: f32) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
  %0 = pad.pad wrap %x below[1, 0] above[1, 0] interior[0, 0] : tensor<3x3xf32> to tensor<5x3xf32>
  %1 = pad.pad constant %x below[0, 2] above[0, 0] interior[0, 0] value %v : tensor<3x3xf32> to tensor<3x5xf32>
  return %0, %1 : tensor<5x3xf32>, tensor<3x5xf32>
}
