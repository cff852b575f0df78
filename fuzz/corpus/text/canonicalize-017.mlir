func.func @crop_static(%x: tensor<5x6xf32>)
    -> (tensor<3x3xf32>, tensor<4x5xf32>, tensor<3x6xf32>, tensor<5x1xf32>, tensor<1x1xf32>) {
  %0 = pad.pad constant %x below[-1, -2] above[-1, -1] : tensor<5x6xf32> to tensor<3x3xf32>
  %1 = pad.pad edge %x below[0, -1] above[-1, 0] : tensor<5x6xf32> to tensor<4x5xf32>
  %2 = pad.pad reflect %x below[-2, 0] above[0, 0] : tensor<5x6xf32> to tensor<3x6xf32>
  %3 = pad.pad symmetric %x below[0, 0] above[0, -5] : tensor<5x6xf32> to tensor<5x1xf32>
  %4 = pad.pad wrap %x below[-4, -5] above[0, 0] : tensor<5x6xf32> to tensor<1x1xf32>
  return %0, %1, %2, %3, %4 : tensor<3x3xf32>, tensor<4x5xf32>, tensor<3x6xf32>, tensor<5x1xf32>, tensor<1x1xf32>
}
