func.func @wrong_list_attr_generic(%x: tensor<3xf32>) {
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = [1]}> : (tensor<3xf32>) -> tensor<5xf32>
  return
}
