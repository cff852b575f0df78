func.func @mode_in_attr_dict(%x: tensor<3xf32>) -> tensor<5xf32> {
  %0 = pad.pad constant %x below[1] above[1] {pad_mode = #pad<mode edge>} : tensor<3xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}
