func.func @rule10_i1(%x: tensor<1x2xi1>) {
  %0 = pad.pad constant %x below[4294967295, 0] above[0, 0] interior[0, 2147483646] : tensor<1x2xi1> to tensor<4294967296x2147483648xi1>
  return
}
