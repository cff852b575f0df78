func.func @no_fold_nonconstant_value(%v: i32) -> tensor<5xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = pad.pad constant %x below[1] above[1] value %v : tensor<3xi32> to tensor<5xi32>
  return %0 : tensor<5xi32>
}
