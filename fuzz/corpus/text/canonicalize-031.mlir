func.func @no_merge_negative_outer(%x: tensor<3xf32>) -> tensor<9xf32> {
  %0 = pad.pad constant %x below[2] above[2] : tensor<3xf32> to tensor<7xf32>
  %1 = pad.pad constant %0 below[-1] above[3] : tensor<7xf32> to tensor<9xf32>
  return %1 : tensor<9xf32>
}
