func.func @crop_with_dynamic_pad(%x: tensor<5xf32>, %i: index) -> tensor<?xf32> {
  %0 = pad.pad reflect %x below[%i] above[-1] : tensor<5xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
