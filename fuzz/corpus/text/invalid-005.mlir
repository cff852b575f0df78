func.func @rule1_dynamic_entries(%x: tensor<3xf32>, %i: index) {
  %0 = pad.pad constant %x below[%i] above[%i, 1] : tensor<3xf32> to tensor<?xf32>
  return
}
