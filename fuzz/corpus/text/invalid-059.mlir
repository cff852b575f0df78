func.func @rule10_complex(%x: tensor<2xcomplex<f64>>) {
  %0 = pad.pad wrap %x below[1152921504606846974] above[0] : tensor<2xcomplex<f64>> to tensor<1152921504606846976xcomplex<f64>>
  return
}
