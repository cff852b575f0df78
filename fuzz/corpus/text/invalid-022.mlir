func.func @rule5_value_reflect(%x: tensor<3xf32>, %v: f32) {
  %0 = pad.pad reflect %x below[1] above[1] value %v : tensor<3xf32> to tensor<5xf32>
  return
}
