func.func @rule2_missing_operand(%x: tensor<3xf32>) {
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: -9223372036854775808>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<?xf32>
  return
}
