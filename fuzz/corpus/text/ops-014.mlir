func.func @zero_extent_constant(%x: tensor<0x3xf32>, %y: tensor<0xi32>) -> (tensor<2x3xf32>, tensor<5xi32>) {
  %0 = pad.pad constant %x below[1, 0] above[1, 0] : tensor<0x3xf32> to tensor<2x3xf32>
  %1 = pad.pad constant %y below[2] above[3] interior[5] : tensor<0xi32> to tensor<5xi32>
  return %0, %1 : tensor<2x3xf32>, tensor<5xi32>
}
