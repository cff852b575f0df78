func.func @rule10_partly_dynamic(%x: tensor<1x?x1xi8>) {
  %0 = pad.pad constant %x below[4294967295, 0, 0] above[0, 0, 4294967295] : tensor<1x?x1xi8> to tensor<4294967296x?x4294967296xi8>
  return
}
