func.func @cast_interior_overflow(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %0 = pad.pad constant %c below[0] above[0] interior[9223372036854775807] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
