func.func @rule2_not_index_custom(%x: tensor<3xf32>, %i: i32) {
  %0 = pad.pad constant %x below[%i] above[1] : tensor<3xf32> to tensor<?xf32>
  return
}
