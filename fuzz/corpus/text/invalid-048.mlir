func.func @rule9_interior_just_over(%x: tensor<1x3xf32>) {
  %0 = pad.pad constant %x below[0, -9223372036854775807] above[0, -9223372036854775807] interior[0, 4611686018427387904] : tensor<1x3xf32> to tensor<1x0xf32>
  return
}
