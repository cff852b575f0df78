func.func @no_merge_interior(%x: tensor<3x4xf32>) -> tensor<8x9xf32> {
  %0 = pad.pad constant %x below[1, 0] above[0, 2] interior[1, 0] : tensor<3x4xf32> to tensor<6x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] : tensor<6x6xf32> to tensor<8x9xf32>
  return %1 : tensor<8x9xf32>
}
