// Each C++ builder of pad.pad, fed the pads of the op below, must rebuild it
// exactly: pads, mode, value and the inferred result type.
// RUN: pad-opt %s --split-input-file --test-pad-builders=builder=static | FileCheck %s
// RUN: pad-opt %s --split-input-file --test-pad-builders=builder=mixed | FileCheck %s
// RUN: pad-opt %s --split-input-file --test-pad-builders=builder=onnx | FileCheck %s
// RUN: pad-opt %s --split-input-file --test-pad-builders=builder=tf | FileCheck %s

// CHECK-LABEL: func.func @reflect_mixed_signs
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>)
//       CHECK:   pad.pad reflect %[[X]] below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
func.func @reflect_mixed_signs(%x: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %0 = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @constant_value
//  CHECK-SAME:   (%[[X:.*]]: tensor<2x3xi32>, %[[V:.*]]: i32)
//       CHECK:   pad.pad constant %[[X]] below[0, 2] above[1, 0] value %[[V]] : tensor<2x3xi32> to tensor<3x5xi32>
func.func @constant_value(%x: tensor<2x3xi32>, %v: i32) -> tensor<3x5xi32> {
  %0 = pad.pad constant %x below[0, 2] above[1, 0] value %v : tensor<2x3xi32> to tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
