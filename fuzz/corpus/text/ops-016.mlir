func.func @negative_pads(%x: tensor<5x6xf32>) -> (tensor<1x4xf32>, tensor<0x0xf32>, tensor<9x4xf32>) {
  %0 = pad.pad constant %x below[-1, -2] above[-3, 0] : tensor<5x6xf32> to tensor<1x4xf32>
  %1 = pad.pad edge %x below[-7, 0] above[-1, -6] : tensor<5x6xf32> to tensor<0x0xf32>
  %2 = pad.pad wrap %x below[-4, 3] above[8, -5] : tensor<5x6xf32> to tensor<9x4xf32>
  return %0, %1, %2 : tensor<1x4xf32>, tensor<0x0xf32>, tensor<9x4xf32>
}
