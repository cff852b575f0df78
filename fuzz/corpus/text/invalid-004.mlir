func.func @rule1_rank0(%x: tensor<f32>) {
  %0 = pad.pad wrap %x below[0] above[0] : tensor<f32> to tensor<f32>
  return
}
