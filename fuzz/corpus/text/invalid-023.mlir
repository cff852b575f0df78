func.func @rule5_value_symmetric_zero_pads(%x: tensor<3xf32>, %v: f32) {
  %0 = pad.pad symmetric %x below[0] above[0] value %v : tensor<3xf32> to tensor<3xf32>
  return
}
