func.func @fold_empty_huge() -> tensor<0x4611686018427387904xi32> {
  %x = arith.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %0 = pad.pad constant %x below[-1, 4611686018427387902] above[0, 0] : tensor<1x2xi32> to tensor<0x4611686018427387904xi32>
  return %0 : tensor<0x4611686018427387904xi32>
}
