func.func @no_merge_interior_outer(%x: tensor<3xf32>) -> tensor<11xf32> {
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %1 = pad.pad constant %0 below[1] above[1] interior[1] : tensor<5xf32> to tensor<11xf32>
  return %1 : tensor<11xf32>
}
