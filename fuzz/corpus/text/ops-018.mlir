func.func @extreme_pads(%x: tensor<4xi8>) -> (tensor<9223372036854775807xi8>, tensor<0xi8>) {
  %0 = pad.pad constant %x below[9223372036854775803] above[0] : tensor<4xi8> to tensor<9223372036854775807xi8>
  %1 = pad.pad edge %x below[-9223372036854775807] above[-9223372036854775807] : tensor<4xi8> to tensor<0xi8>
  return %0, %1 : tensor<9223372036854775807xi8>, tensor<0xi8>
}
