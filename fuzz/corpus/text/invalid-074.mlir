func.func @literal_value(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] value 0.0 : tensor<3xf32> to tensor<5xf32>
  return
}
