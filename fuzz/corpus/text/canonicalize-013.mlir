func.func @cast_adds_info(%x: tensor<?x4xf32>) -> tensor<5x6xf32> {
  %c = tensor.cast %x : tensor<?x4xf32> to tensor<3x4xf32>
  %0 = pad.pad reflect %c below[1, 1] above[1, 1] : tensor<3x4xf32> to tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}
