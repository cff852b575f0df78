func.func @rule3_int64_min_interior(%x: tensor<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] interior[-9223372036854775808] : tensor<3xf32> to tensor<5xf32>
  return
}
