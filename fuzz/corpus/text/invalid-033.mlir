func.func @rule7_rank(%x: tensor<3x3xf32>) {
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<3x3xf32> to tensor<4x3x1xf32>
  return
}
