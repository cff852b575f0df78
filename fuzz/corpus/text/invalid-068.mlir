func.func @attr_dict_interior(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] {interior = array<i64: 1>} : tensor<3xf32> to tensor<5xf32>
  return
}
