func.func @pad_literal_too_large(%x: tensor<4xf32>) {
  %0 = pad.pad constant %x below[9223372036854775808] above[0] : tensor<4xf32> to tensor<?xf32>
  return
}
