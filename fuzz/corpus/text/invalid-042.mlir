func.func @rule8_uppercase_mode(%x: tensor<3xf32>) {
  %0 = pad.pad Constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return
}
