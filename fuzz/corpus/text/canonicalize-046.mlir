func.func @no_fold_over_limit() -> tensor<4099xi32> {
  %x = arith.constant dense<1> : tensor<4097xi32>
  %0 = pad.pad edge %x below[1] above[1] : tensor<4097xi32> to tensor<4099xi32>
  return %0 : tensor<4099xi32>
}
