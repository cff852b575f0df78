func.func @rule2_two_operands(%x: tensor<3xf32>, %i: index) {
  %0 = "pad.pad"(%x, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: -9223372036854775808>}> : (tensor<3xf32>, index, index) -> tensor<?xf32>
  return
}
