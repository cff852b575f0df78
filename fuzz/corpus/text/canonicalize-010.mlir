func.func @cast_into_arg(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<3x4xf32> to tensor<?x4xf32>
  %0 = pad.pad reflect %c below[1, 1] above[1, 1] : tensor<?x4xf32> to tensor<?x6xf32>
  %1 = tensor.cast %0 : tensor<?x6xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
