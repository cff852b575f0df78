func.func @encoding(%x: tensor<3xf32, "enc">) -> tensor<5xf32, "enc"> {
  %0 = pad.pad edge %x below[1] above[1] : tensor<3xf32, "enc"> to tensor<5xf32, "enc">
  return %0 : tensor<5xf32, "enc">
}
