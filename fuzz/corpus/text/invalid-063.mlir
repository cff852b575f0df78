func.func @rule10_small_result(%x: tensor<4x4xi8>) -> tensor<4x4xi8> {
  %0 = pad.pad constant %x below[4294967295, -4294967295] above[-4294967295, 4294967295] : tensor<4x4xi8> to tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}
