func.func @rule9_interior_int64_max(%x: tensor<4xf32>) {
  %0 = pad.pad constant %x below[0] above[0] interior[9223372036854775807] : tensor<4xf32> to tensor<?xf32>
  return
}
