func.func @rank0(%x: tensor<f32>, %v: f32) -> tensor<f32> {
  %0 = pad.pad constant %x below[] above[] value %v : tensor<f32> to tensor<f32>
  %1 = pad.pad wrap %0 below[] above[] : tensor<f32> to tensor<f32>
  %2 = pad.pad symmetric %1 below[] above[] interior[] : tensor<f32> to tensor<f32>
  return %2 : tensor<f32>
}
