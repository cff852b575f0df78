func.func @no_merge_overflow(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = pad.pad constant %x below[9223372036854775807] above[0] : tensor<?xf32> to tensor<?xf32>
  %1 = pad.pad constant %0 below[1] above[0] : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
