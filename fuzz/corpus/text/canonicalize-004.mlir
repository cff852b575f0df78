func.func @constant_pad_operands(%x: tensor<3x4xf32>, %v: f32) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad constant %x below[%c1, 0] above[0, %c2] value %v : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
