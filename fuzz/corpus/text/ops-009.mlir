func.func @dynamic_repeated(%x: tensor<4x5xf32>, %p: index) -> tensor<?x?xf32> {
  %0 = pad.pad symmetric %x below[%p, 2] above[%p, %p] : tensor<4x5xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
