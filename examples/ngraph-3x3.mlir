// nGraph's Pad example (seeds 000/001): a 3x3 tensor with interior (1, 2),
// below (1, 2), above (1, 0) and pad value 42 gives a 7x9 tensor.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %c42 = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  %m = bufferization.to_buffer %r : tensor<7x9xi32> to memref<7x9xi32>
  %u = memref.cast %m : memref<7x9xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
