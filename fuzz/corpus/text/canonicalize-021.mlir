func.func @crop_with_positive_pad(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = pad.pad edge %x below[-1] above[1] : tensor<5xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}
