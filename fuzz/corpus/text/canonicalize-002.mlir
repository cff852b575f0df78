func.func @zero_pads_with_interior(%x: tensor<?x4xf32>) -> tensor<?x7xf32> {
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 1] : tensor<?x4xf32> to tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}
