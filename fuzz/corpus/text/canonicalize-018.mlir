func.func @crop_static_empty(%x: tensor<5x6xf32>) -> (tensor<0x6xf32>, tensor<0x0xf32>) {
  %0 = pad.pad wrap %x below[-5, 0] above[0, 0] : tensor<5x6xf32> to tensor<0x6xf32>
  %1 = pad.pad edge %x below[-2, -3] above[-9, -100] : tensor<5x6xf32> to tensor<0x0xf32>
  return %0, %1 : tensor<0x6xf32>, tensor<0x0xf32>
}
