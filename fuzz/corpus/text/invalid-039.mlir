func.func @rule7_static_for_dynamic_pad(%x: tensor<3x3xf32>, %i: index) {
  %0 = pad.pad constant %x below[0, 0] above[0, %i] : tensor<3x3xf32> to tensor<3x3xf32>
  return
}
