func.func @mode_constant(%x: tensor<2x3xf32>) -> tensor<5x6xf32> {
  %0 = pad.pad constant %x below[1, 0] above[2, 3] : tensor<2x3xf32> to tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}
