func.func @dynamic_interior(%x: tensor<3xf32>, %i: index) {
  %0 = pad.pad constant %x below[1] above[1] interior[%i] : tensor<3xf32> to tensor<?xf32>
  return
}
