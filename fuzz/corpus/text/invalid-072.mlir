func.func @swapped_lists(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x above[1] below[1] : tensor<3xf32> to tensor<5xf32>
  return
}
