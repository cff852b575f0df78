func.func @discardable_attr(%x: tensor<3xf32>, %v: f32) -> tensor<5xf32> {
  %0 = pad.pad constant %x below[1] above[1] value %v {my.tag = 7 : i32} : tensor<3xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}
