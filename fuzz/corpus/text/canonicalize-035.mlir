func.func @no_merge_dynamic_pad(%x: tensor<3x4xf32>, %i: index) -> tensor<?x9xf32> {
  %0 = pad.pad constant %x below[%i, 0] above[0, 2] : tensor<3x4xf32> to tensor<?x6xf32>
  %1 = pad.pad constant %0 below[2, 1] above[0, 2] : tensor<?x6xf32> to tensor<?x9xf32>
  return %1 : tensor<?x9xf32>
}
