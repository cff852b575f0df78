func.func @cast_zero_extent_edge(%x: tensor<0x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %x : tensor<0x4xf32> to tensor<?x4xf32>
  %0 = pad.pad edge %c below[1, 0] above[1, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
