func.func @mode_edge(%x: tensor<2x3xf32>) -> tensor<7x10xf32> {
  %0 = pad.pad edge %x below[5, 0] above[0, 7] : tensor<2x3xf32> to tensor<7x10xf32>
  return %0 : tensor<7x10xf32>
}
