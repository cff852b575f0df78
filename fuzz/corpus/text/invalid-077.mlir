func.func @missing_arg_generic() {
  %0 = "pad.pad"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : () -> tensor<5xf32>
  return
}
