func.func @rule10_element_size(%x: tensor<1xf32>) {
  %0 = pad.pad edge %x below[0] above[2305843009213693951] : tensor<1xf32> to tensor<2305843009213693952xf32>
  return
}
