func.func @spec_example_reflect(%d: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %1 = pad.pad reflect %d below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}
