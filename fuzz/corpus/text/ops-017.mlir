func.func @negative_pads_interior(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = pad.pad constant %x below[-1] above[-1] interior[1] : tensor<3xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
