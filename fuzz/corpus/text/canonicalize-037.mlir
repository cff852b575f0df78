func.func @fold_spec_example() -> tensor<7x9xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %c42 = arith.constant 42 : i32
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}
