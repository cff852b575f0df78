func.func @crop_with_interior(%x: tensor<5xf32>) -> tensor<7xf32> {
  %0 = pad.pad constant %x below[-1] above[-1] interior[1] : tensor<5xf32> to tensor<7xf32>
  return %0 : tensor<7xf32>
}
