func.func @no_merge_nonconstant_mode(%x: tensor<3x4xf32>) -> tensor<7x9xf32> {
  %0 = pad.pad edge %x below[1, 0] above[0, 2] : tensor<3x4xf32> to tensor<4x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] : tensor<4x6xf32> to tensor<6x9xf32>
  %2 = pad.pad wrap %1 below[1, 0] above[0, 0] : tensor<6x9xf32> to tensor<7x9xf32>
  return %2 : tensor<7x9xf32>
}
