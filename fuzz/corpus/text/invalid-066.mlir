func.func @attr_dict_mode(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] {pad_mode = #pad<mode edge>} : tensor<3xf32> to tensor<5xf32>
  return
}
