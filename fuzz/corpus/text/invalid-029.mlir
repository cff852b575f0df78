func.func @rule6_reflect(%x: tensor<3x0xf32>) {
  %0 = pad.pad reflect %x below[0, 0] above[0, 2] : tensor<3x0xf32> to tensor<3x2xf32>
  return
}
