func.func @mode_reflect(%x: tensor<2x3xi8>) -> tensor<9x13xi8> {
  %0 = pad.pad reflect %x below[4, 1] above[3, 9] : tensor<2x3xi8> to tensor<9x13xi8>
  return %0 : tensor<9x13xi8>
}
