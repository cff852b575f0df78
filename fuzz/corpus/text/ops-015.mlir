func.func @zero_extent_nonconstant(%x: tensor<0x3xf32>, %y: tensor<2x0xi8>)
    -> (tensor<0x5xf32>, tensor<0x5xf32>, tensor<0x3xf32>, tensor<6x0xi8>) {
  %0 = pad.pad edge %x below[0, 1] above[0, 1] : tensor<0x3xf32> to tensor<0x5xf32>
  %1 = pad.pad reflect %x below[0, 2] above[0, 0] : tensor<0x3xf32> to tensor<0x5xf32>
  %2 = pad.pad symmetric %x below[-2, 0] above[2, 0] : tensor<0x3xf32> to tensor<0x3xf32>
  %3 = pad.pad wrap %y below[4, -3] above[0, 2] : tensor<2x0xi8> to tensor<6x0xi8>
  return %0, %1, %2, %3 : tensor<0x5xf32>, tensor<0x5xf32>, tensor<0x3xf32>, tensor<6x0xi8>
}
