func.func @nonconstant_pad_operands(%x: tensor<3xf32>, %i: index, %j: index) -> tensor<?xf32> {
  %0 = pad.pad symmetric %x below[%i] above[%j] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
