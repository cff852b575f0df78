func.func @int64_min_operand_kept(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c = arith.constant -9223372036854775808 : index
  %0 = pad.pad constant %x below[%c] above[0] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
