func.func @rule2_not_index(%x: tensor<3xf32>, %i: i32) {
  %0 = "pad.pad"(%x, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: -9223372036854775808>}> : (tensor<3xf32>, i32) -> tensor<?xf32>
  return
}
