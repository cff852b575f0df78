func.func @f(%x: tensor<3x4xf32>) -> tensor<5x6xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<3x4xf32> to tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
