func.func @mode_wrap(%x: tensor<2x3xi64>) -> tensor<3x13xi64> {
  %0 = pad.pad wrap %x below[0, 10] above[1, 0] : tensor<2x3xi64> to tensor<3x13xi64>
  return %0 : tensor<3x13xi64>
}
