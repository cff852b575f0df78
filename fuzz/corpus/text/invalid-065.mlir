func.func @rule10_zero_extent(%x: tensor<0x1x1xi64>) -> tensor<0x4294967296x4294967296xi64> {
  %0 = pad.pad constant %x below[0, 4294967295, 4294967295] above[0, 0, 0] : tensor<0x1x1xi64> to tensor<0x4294967296x4294967296xi64>
  return %0 : tensor<0x4294967296x4294967296xi64>
}
