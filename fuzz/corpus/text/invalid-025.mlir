func.func @rule5_value_tensor_generic(%x: tensor<3xf32>, %v: tensor<f32>) {
  %0 = "pad.pad"(%x, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  return
}
