func.func @rule5_two_values(%x: tensor<3xf32>, %v: f32) {
  %0 = "pad.pad"(%x, %v, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, f32, f32) -> tensor<5xf32>
  return
}
