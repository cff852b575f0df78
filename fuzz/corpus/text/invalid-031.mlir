func.func @rule6_wrap_per_dimension(%x: tensor<0x0xf32>) {
  %0 = pad.pad wrap %x below[1, 0] above[0, 0] : tensor<0x0xf32> to tensor<1x0xf32>
  return
}
