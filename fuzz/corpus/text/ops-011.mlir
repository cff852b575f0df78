func.func @interior_dynamic_extent(%x: tensor<?xf16>, %v: f16) -> tensor<?xf16> {
  %0 = pad.pad constant %x below[1] above[1] interior[1] value %v : tensor<?xf16> to tensor<?xf16>
  return %0 : tensor<?xf16>
}
