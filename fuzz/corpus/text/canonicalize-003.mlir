func.func @zero_pads_but_dynamic(%x: tensor<3xf32>, %p: index) -> tensor<?xf32> {
  %0 = pad.pad wrap %x below[0] above[%p] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
