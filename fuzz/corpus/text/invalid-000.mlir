func.func @rule1_below_short(%x: tensor<3x3xf32>) {
  %0 = pad.pad constant %x below[1] above[1, 0] : tensor<3x3xf32> to tensor<5x3xf32>
  return
}
