func.func @zero_pads_every_mode(%x: tensor<3x4xf32>, %y: tensor<?x4xf32>, %v: f32)
    -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>, tensor<3x4xf32>) {
  %0 = pad.pad constant %x below[0, 0] above[0, 0] value %v : tensor<3x4xf32> to tensor<3x4xf32>
  %1 = pad.pad edge %x below[0, 0] above[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %2 = pad.pad reflect %x below[0, 0] above[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %3 = pad.pad symmetric %x below[0, 0] above[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %4 = pad.pad wrap %y below[0, 0] above[0, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  %5 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>, tensor<3x4xf32>
}
