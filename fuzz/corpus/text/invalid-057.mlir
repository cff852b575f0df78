func.func @rule10_spec_example(%x: tensor<1x1xi8>) {
  %0 = pad.pad constant %x below[0, 0] above[4294967295, 4294967295] : tensor<1x1xi8> to tensor<4294967296x4294967296xi8>
  return
}
