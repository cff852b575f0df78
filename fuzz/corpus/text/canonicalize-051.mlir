func.func @crop_zero_extent(%x: tensor<0x3xf32>) -> tensor<0x2xf32> {
  %0 = pad.pad edge %x below[0, -1] above[0, 0] : tensor<0x3xf32> to tensor<0x2xf32>
  return %0 : tensor<0x2xf32>
}
