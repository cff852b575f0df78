func.func @attr_dict_below(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] {static_padding_below = array<i64: 2>} : tensor<3xf32> to tensor<5xf32>
  return
}
