func.func @constant_pad_operands_dynamic_extent(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c3 = arith.constant 3 : index
  %0 = pad.pad edge %x below[%c3] above[%c3] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
