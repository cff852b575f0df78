func.func @dynamic_all(%x: tensor<3x?xf32>, %a: index, %b: index, %c: index, %e: index, %v: f32) -> tensor<?x?xf32> {
  %0 = pad.pad constant %x below[%a, %b] above[%c, %e] value %v : tensor<3x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
