func.func @missing_to(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xf32> -> tensor<5xf32>
  return
}
