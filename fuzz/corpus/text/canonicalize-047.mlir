func.func @no_fold_huge_result() -> tensor<100002xi32> {
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = pad.pad constant %x below[0] above[0] interior[100000] : tensor<2xi32> to tensor<100002xi32>
  return %0 : tensor<100002xi32>
}
