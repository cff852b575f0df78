func.func @rule1_unranked_result(%x: tensor<3xf32>) {
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<*xf32>
  return
}
