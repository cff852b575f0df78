func.func @rule4_interior_edge(%x: tensor<3x3xf32>) {
  %0 = pad.pad edge %x below[0, 0] above[0, 0] interior[1, 0] : tensor<3x3xf32> to tensor<5x3xf32>
  return
}
