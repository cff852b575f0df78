func.func @rule7_dimension_interior(%x: tensor<3xi32>) {
  %0 = pad.pad constant %x below[1] above[1] interior[1] : tensor<3xi32> to tensor<5xi32>
  return
}
