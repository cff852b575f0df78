func.func @interior_dynamic(%x: tensor<2x4xbf16>, %p: index) -> tensor<?x10xbf16> {
  %0 = pad.pad constant %x below[%p, 0] above[0, 0] interior[3, 2] : tensor<2x4xbf16> to tensor<?x10xbf16>
  return %0 : tensor<?x10xbf16>
}
