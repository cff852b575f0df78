func.func @spec_example_constant(%x: tensor<3x3xi32>, %c42: i32) -> tensor<7x9xi32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}
