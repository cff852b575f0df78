func.func @zero_pads_rank0(%x: tensor<i32>) -> tensor<i32> {
  %0 = pad.pad symmetric %x below[] above[] : tensor<i32> to tensor<i32>
  return %0 : tensor<i32>
}
