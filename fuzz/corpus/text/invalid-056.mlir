func.func @interior_literal_too_large(%x: tensor<4xf32>) {
  %0 = pad.pad constant %x below[0] above[0] interior[9223372036854775808] : tensor<4xf32> to tensor<?xf32>
  return
}
