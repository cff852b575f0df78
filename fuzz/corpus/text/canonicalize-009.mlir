func.func @constant_pad_operand_rule9(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = arith.constant 9223372036854775807 : index
  %0 = pad.pad constant %x below[%c] above[%c] : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
