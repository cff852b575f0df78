func.func @attr_dict_segments(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : tensor<3xf32> to tensor<5xf32>
  return
}
