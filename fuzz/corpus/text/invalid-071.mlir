func.func @missing_below(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x above[1] : tensor<3xf32> to tensor<4xf32>
  return
}
