func.func @merge_same_constant(%x: tensor<3x4xf32>) -> tensor<6x9xf32> {
  %v = arith.constant 1.5 : f32
  %0 = pad.pad constant %x below[1, 0] above[0, 2] value %v : tensor<3x4xf32> to tensor<4x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] value %v : tensor<4x6xf32> to tensor<6x9xf32>
  return %1 : tensor<6x9xf32>
}
