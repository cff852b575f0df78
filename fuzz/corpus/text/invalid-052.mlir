func.func @rule9_second_dimension(%x: tensor<0x4xf32>) {
  %0 = pad.pad constant %x below[0, 9223372036854775807] above[0, 9223372036854775807] : tensor<0x4xf32> to tensor<0x?xf32>
  return
}
