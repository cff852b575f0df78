func.func @rule1_above_long(%x: tensor<3x3xf32>) {
  %0 = pad.pad edge %x below[1, 1] above[1, 0, 0] : tensor<3x3xf32> to tensor<5x4xf32>
  return
}
