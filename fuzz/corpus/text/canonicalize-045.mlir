func.func @fold_at_limit() -> tensor<4098xi32> {
  %x = arith.constant dense<1> : tensor<4096xi32>
  %0 = pad.pad edge %x below[1] above[1] : tensor<4096xi32> to tensor<4098xi32>
  return %0 : tensor<4098xi32>
}
