func.func @constant_pad_operands_partial(%x: tensor<3x4xf32>, %i: index) -> tensor<?x?xf32> {
  %cm1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad wrap %x below[%cm1, %i] above[%c2, 0] : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
