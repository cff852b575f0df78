func.func @constant_pad_operand_rule6(%x: tensor<0x4xf32>) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %0 = pad.pad reflect %x below[%c1, 0] above[0, 0] : tensor<0x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
