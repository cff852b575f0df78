func.func @rule1_memref(%x: memref<3xf32>) {
  %0 = pad.pad constant %x below[1] above[1] : memref<3xf32> to tensor<5xf32>
  return
}
