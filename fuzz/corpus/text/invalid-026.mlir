func.func @rule5_value_type_custom(%x: tensor<3xf32>, %v: i32) {
  %0 = pad.pad constant %x below[1] above[1] value %v : tensor<3xf32> to tensor<5xf32>
  return
}
