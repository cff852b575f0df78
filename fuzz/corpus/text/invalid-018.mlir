func.func @rule3_negative_interior(%x: tensor<3x3xf32>) {
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, -1] : tensor<3x3xf32> to tensor<3x1xf32>
  return
}
