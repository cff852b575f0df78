func.func @fold_element_types() -> (tensor<4xi1>, tensor<4xindex>, tensor<4xf16>, tensor<4xf8E4M3FN>) {
  %a = arith.constant dense<[true, false]> : tensor<2xi1>
  %b = arith.constant dense<[7, 8]> : tensor<2xindex>
  %c = arith.constant dense<[1.5, 2.5]> : tensor<2xf16>
  %e = arith.constant dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>
  %0 = pad.pad symmetric %a below[1] above[1] : tensor<2xi1> to tensor<4xi1>
  %1 = pad.pad constant %b below[1] above[1] : tensor<2xindex> to tensor<4xindex>
  %2 = pad.pad wrap %c below[1] above[1] : tensor<2xf16> to tensor<4xf16>
  %3 = pad.pad reflect %e below[1] above[1] : tensor<2xf8E4M3FN> to tensor<4xf8E4M3FN>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xindex>, tensor<4xf16>, tensor<4xf8E4M3FN>
}
