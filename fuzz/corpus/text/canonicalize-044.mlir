func.func @fold_empty() -> (tensor<0x3xi32>, tensor<2x3xi32>) {
  %x = arith.constant dense<> : tensor<0x3xi32>
  %0 = pad.pad wrap %x below[0, 1] above[0, -1] : tensor<0x3xi32> to tensor<0x3xi32>
  %1 = pad.pad constant %x below[1, 0] above[1, 0] : tensor<0x3xi32> to tensor<2x3xi32>
  return %0, %1 : tensor<0x3xi32>, tensor<2x3xi32>
}
