func.func @rule6_edge(%x: tensor<0x3xf32>) {
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<0x3xf32> to tensor<1x3xf32>
  return
}
