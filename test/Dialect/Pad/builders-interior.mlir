// The static and mixed builders keep interior padding and infer the
// stretched result type (ONNX and TensorFlow have no interior padding).
// RUN: pad-opt %s --test-pad-builders=builder=static | FileCheck %s
// RUN: pad-opt %s --test-pad-builders=builder=mixed | FileCheck %s

// CHECK-LABEL: func.func @interior
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x3xi32>)
//       CHECK:   pad.pad constant %[[X]] below[1, 2] above[1, 0] interior[1, 2] : tensor<3x3xi32> to tensor<7x9xi32>
func.func @interior(%x: tensor<3x3xi32>) -> tensor<7x9xi32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}
