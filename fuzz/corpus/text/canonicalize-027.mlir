func.func @no_merge_different_constants(%x: tensor<3xf32>) -> tensor<6xf32> {
  %v = arith.constant 1.5 : f32
  %w = arith.constant 2.5 : f32
  %0 = pad.pad constant %x below[1] above[0] value %v : tensor<3xf32> to tensor<4xf32>
  %1 = pad.pad constant %0 below[2] above[0] value %w : tensor<4xf32> to tensor<6xf32>
  return %1 : tensor<6xf32>
}
