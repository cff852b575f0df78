func.func @fold_every_mode() -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = pad.pad constant %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %1 = pad.pad edge %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %2 = pad.pad reflect %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %3 = pad.pad symmetric %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  %4 = pad.pad wrap %x below[3] above[2] : tensor<3xi32> to tensor<8xi32>
  return %0, %1, %2, %3, %4 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}
