func.func @int64_min_above(%x: tensor<4xf32>) {
  %0 = pad.pad edge %x below[0] above[-9223372036854775808] : tensor<4xf32> to tensor<0xf32>
  return
}
