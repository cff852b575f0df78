func.func @no_merge_negative_zero(%x: tensor<3xf32>) -> tensor<6xf32> {
  %nz = arith.constant -0.0 : f32
  %0 = pad.pad constant %x below[1] above[0] : tensor<3xf32> to tensor<4xf32>
  %1 = pad.pad constant %0 below[2] above[0] value %nz : tensor<4xf32> to tensor<6xf32>
  return %1 : tensor<6xf32>
}
