func.func @no_merge_negative_inner(%x: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %0 = pad.pad constant %x below[1, 0] above[0, -1] : tensor<3x4xf32> to tensor<4x3xf32>
  %1 = pad.pad constant %0 below[2, 2] above[0, 2] : tensor<4x3xf32> to tensor<6x7xf32>
  return %1 : tensor<6x7xf32>
}
