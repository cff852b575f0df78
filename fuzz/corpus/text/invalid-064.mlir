func.func @rule10_int64_max(%x: tensor<1xi8>) -> tensor<9223372036854775807xi8> {
  %0 = pad.pad constant %x below[0] above[9223372036854775806] : tensor<1xi8> to tensor<9223372036854775807xi8>
  return %0 : tensor<9223372036854775807xi8>
}
