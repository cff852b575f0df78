func.func @merge_implicit_zero(%x: tensor<3xf32>, %y: tensor<3xi16>) -> (tensor<10xf32>, tensor<6xi16>) {
  %z = arith.constant 0.0 : f32
  %0 = pad.pad constant %x below[1] above[2] : tensor<3xf32> to tensor<6xf32>
  %1 = pad.pad constant %0 below[2] above[2] value %z : tensor<6xf32> to tensor<10xf32>
  %zi = arith.constant 0 : i16
  %2 = pad.pad constant %y below[2] above[0] value %zi : tensor<3xi16> to tensor<5xi16>
  %3 = pad.pad constant %2 below[0] above[1] : tensor<5xi16> to tensor<6xi16>
  return %1, %3 : tensor<10xf32>, tensor<6xi16>
}
