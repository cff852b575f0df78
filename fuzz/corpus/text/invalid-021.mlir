func.func @rule4_interior_wrap(%x: tensor<3xf32>) {
  %0 = pad.pad wrap %x below[0] above[0] interior[2] : tensor<3xf32> to tensor<7xf32>
  return
}
