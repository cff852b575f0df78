func.func @crop_dynamic_big(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %0 = pad.pad wrap %x below[-7, 0] above[0, 0] : tensor<?x6xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}
