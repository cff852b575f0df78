// RUN: pad-opt %s --canonicalize --split-input-file | FileCheck %s

// The constant folder against TensorFlow's `MirrorPad` document (seed 004).
// `paddings[D, 0]` is `below`, `paddings[D, 1]` is `above`; REFLECT is
// `reflect`, SYMMETRIC is `symmetric`. The document's examples are
// transcribed; the cases marked "Not in the document" are extra, with
// numpy.pad as the oracle.

// 't' is [[1, 2, 3], [4, 5, 6]], 'paddings' is [[1, 1], [2, 2]], 'mode' is
// SYMMETRIC.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_2d_symmetric_1_1_2_2()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2, 1, 1, 2, 3, 3, 2], [2, 1, 1, 2, 3, 3, 2], [5, 4, 4, 5, 6, 6, 5], [5, 4, 4, 5, 6, 6, 5]]> : tensor<4x7xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x7xi32>
func.func @tf_2d_symmetric_1_1_2_2() -> tensor<4x7xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = pad.pad symmetric %x below[1, 2] above[1, 2] : tensor<2x3xi32> to tensor<4x7xi32>
  return %r : tensor<4x7xi32>
}

// -----

// Not in the document: the same input and paddings in REFLECT mode (the
// pads are within REFLECT's limit, dim_size - 1).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @tf_2d_reflect_1_1_2_2()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6, 5, 4, 5, 6, 5, 4], [3, 2, 1, 2, 3, 2, 1], [6, 5, 4, 5, 6, 5, 4], [3, 2, 1, 2, 3, 2, 1]]> : tensor<4x7xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x7xi32>
func.func @tf_2d_reflect_1_1_2_2() -> tensor<4x7xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = pad.pad reflect %x below[1, 2] above[1, 2] : tensor<2x3xi32> to tensor<4x7xi32>
  return %r : tensor<4x7xi32>
}

// -----

// [[1,2,3],[4,5,6]], paddings [[0,0],[2,2]], SYMMETRIC.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_2d_symmetric_0_0_2_2()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2, 1, 1, 2, 3, 3, 2], [5, 4, 4, 5, 6, 6, 5]]> : tensor<2x7xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2x7xi32>
func.func @tf_2d_symmetric_0_0_2_2() -> tensor<2x7xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = pad.pad symmetric %x below[0, 2] above[0, 2] : tensor<2x3xi32> to tensor<2x7xi32>
  return %r : tensor<2x7xi32>
}

// -----

// [[1,2,3],[4,5,6]], paddings [[0,0],[2,2]], REFLECT.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_2d_reflect_0_0_2_2()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}3, 2, 1, 2, 3, 2, 1], [6, 5, 4, 5, 6, 5, 4]]> : tensor<2x7xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2x7xi32>
func.func @tf_2d_reflect_0_0_2_2() -> tensor<2x7xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = pad.pad reflect %x below[0, 2] above[0, 2] : tensor<2x3xi32> to tensor<2x7xi32>
  return %r : tensor<2x7xi32>
}

// -----

// input [1, 2, 3], paddings [0, 2], SYMMETRIC.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_1d_symmetric_0_2()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1, 2, 3, 3, 2]> : tensor<5xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xi32>
func.func @tf_1d_symmetric_0_2() -> tensor<5xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad symmetric %x below[0] above[2] : tensor<3xi32> to tensor<5xi32>
  return %r : tensor<5xi32>
}

// -----

// input [1, 2, 3], paddings [0, 2], REFLECT.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_1d_reflect_0_2()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1, 2, 3, 2, 1]> : tensor<5xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xi32>
func.func @tf_1d_reflect_0_2() -> tensor<5xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad reflect %x below[0] above[2] : tensor<3xi32> to tensor<5xi32>
  return %r : tensor<5xi32>
}

// -----

// input [1, 2, 3], paddings [2, 0], SYMMETRIC.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_1d_symmetric_2_0()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[2, 1, 1, 2, 3]> : tensor<5xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xi32>
func.func @tf_1d_symmetric_2_0() -> tensor<5xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad symmetric %x below[2] above[0] : tensor<3xi32> to tensor<5xi32>
  return %r : tensor<5xi32>
}

// -----

// input [1, 2, 3], paddings [2, 0], REFLECT.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_1d_reflect_2_0()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 2, 1, 2, 3]> : tensor<5xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xi32>
func.func @tf_1d_reflect_2_0() -> tensor<5xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad reflect %x below[2] above[0] : tensor<3xi32> to tensor<5xi32>
  return %r : tensor<5xi32>
}

// -----

// input [1, 2, 3] as f64, paddings [0, 2], SYMMETRIC.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_1d_symmetric_0_2_f64()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 3.000000e+00, 2.000000e+00]> : tensor<5xf64>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xf64>
func.func @tf_1d_symmetric_0_2_f64() -> tensor<5xf64> {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %r = pad.pad symmetric %x below[0] above[2] : tensor<3xf64> to tensor<5xf64>
  return %r : tensor<5xf64>
}

// -----

// input [1, 2, 3] as f32, paddings [2, 0], REFLECT.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @tf_1d_reflect_2_0_f32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3.000000e+00, 2.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<5xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xf32>
func.func @tf_1d_reflect_2_0_f32() -> tensor<5xf32> {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r = pad.pad reflect %x below[2] above[0] : tensor<3xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// Not in the document: SYMMETRIC at its limit, paddings [3, 3] = dim_size.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @tf_1d_symmetric_limit()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 2, 1, 1, 2, 3, 3, 2, 1]> : tensor<9xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<9xi32>
func.func @tf_1d_symmetric_limit() -> tensor<9xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad symmetric %x below[3] above[3] : tensor<3xi32> to tensor<9xi32>
  return %r : tensor<9xi32>
}
