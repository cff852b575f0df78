func.func @rule9_below_int64_max(%x: tensor<4xf32>) {
  %0 = pad.pad constant %x below[9223372036854775807] above[0] : tensor<4xf32> to tensor<?xf32>
  return
}
