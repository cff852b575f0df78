func.func @int64_min_below(%x: tensor<4xf32>) {
  %0 = pad.pad constant %x below[-9223372036854775808] above[0] : tensor<4xf32> to tensor<0xf32>
  return
}
