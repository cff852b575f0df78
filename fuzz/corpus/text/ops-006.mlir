func.func @mode_symmetric(%x: tensor<2x3xf64>) -> tensor<6x9xf64> {
  %0 = pad.pad symmetric %x below[2, 3] above[2, 3] : tensor<2x3xf64> to tensor<6x9xf64>
  return %0 : tensor<6x9xf64>
}
