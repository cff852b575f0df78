func.func @rule2_extra_operand(%x: tensor<3xf32>, %i: index) {
  %0 = "pad.pad"(%x, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, index) -> tensor<?xf32>
  return
}
