func.func @cast_from_unranked(%u: tensor<*xf32>) -> tensor<?xf32> {
  %c = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
  %0 = pad.pad edge %c below[1] above[1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
