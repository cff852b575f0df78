func.func @cast_into_arg_dynamic_pads(%x: tensor<3x4xf32>, %p: index, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %0 = pad.pad constant %c below[%p, 0] above[0, 1] interior[0, 2] value %v : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
