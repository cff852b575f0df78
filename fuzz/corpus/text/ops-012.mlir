func.func @value_types(%a: tensor<2xcomplex<f64>>, %va: complex<f64>, %b: tensor<2xindex>, %vb: index,
                       %c: tensor<2xi1>, %vc: i1, %d: tensor<2xf8E4M3FN>, %vd: f8E4M3FN)
    -> (tensor<3xcomplex<f64>>, tensor<?xindex>, tensor<4xi1>, tensor<9xf8E4M3FN>) {
  %0 = pad.pad constant %a below[1] above[0] value %va : tensor<2xcomplex<f64>> to tensor<3xcomplex<f64>>
  %1 = pad.pad constant %b below[%vb] above[0] value %vb : tensor<2xindex> to tensor<?xindex>
  %2 = pad.pad constant %c below[0] above[2] value %vc : tensor<2xi1> to tensor<4xi1>
  %3 = pad.pad constant %d below[3] above[3] interior[1] value %vd : tensor<2xf8E4M3FN> to tensor<9xf8E4M3FN>
  return %0, %1, %2, %3 : tensor<3xcomplex<f64>>, tensor<?xindex>, tensor<4xi1>, tensor<9xf8E4M3FN>
}
