func.func @fold_beyond_period() -> (tensor<12xi8>, tensor<12xi8>) {
  %x = arith.constant dense<[1, 2]> : tensor<2xi8>
  %0 = pad.pad reflect %x below[5] above[5] : tensor<2xi8> to tensor<12xi8>
  %1 = pad.pad symmetric %x below[5] above[5] : tensor<2xi8> to tensor<12xi8>
  return %0, %1 : tensor<12xi8>, tensor<12xi8>
}
