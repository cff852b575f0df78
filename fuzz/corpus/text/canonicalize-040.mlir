func.func @fold_openvino_example() -> tensor<4x6xf32> {
  %d = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %1 = pad.pad reflect %d below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}
