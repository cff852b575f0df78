// RUN: pad-opt %s --canonicalize --split-input-file | FileCheck %s

// The constant folder against ONNX `com.microsoft.Pad` (seed 002). ONNX's
// `pads` is `[x1_begin, x2_begin, ..., x1_end, x2_end, ...]`: its first half
// is `below`, its second half `above`; a negative entry removes elements.
// `value` defaults to 0.0.

// The document's example: data [[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]],
// pads = [0, 2, 0, 0], constant mode, no value (0.0). The document prints
// the output inside one extra pair of brackets; the values are these.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @onnx_example()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00, 1.000000e+00, 1.200000e+00], [0.000000e+00, 0.000000e+00, 2.300000e+00, 3.400000e+00], [0.000000e+00, 0.000000e+00, 4.500000e+00, 5.700000e+00]]> : tensor<3x4xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x4xf32>
func.func @onnx_example() -> tensor<3x4xf32> {
  %x = arith.constant dense<[[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]]> : tensor<3x2xf32>
  %r = pad.pad constant %x below[0, 2] above[0, 0] : tensor<3x2xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// The same example with value = 0.0 given explicitly.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @onnx_example_explicit_zero()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00, 1.000000e+00, 1.200000e+00], [0.000000e+00, 0.000000e+00, 2.300000e+00, 3.400000e+00], [0.000000e+00, 0.000000e+00, 4.500000e+00, 5.700000e+00]]> : tensor<3x4xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x4xf32>
func.func @onnx_example_explicit_zero() -> tensor<3x4xf32> {
  %x = arith.constant dense<[[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]]> : tensor<3x2xf32>
  %v = arith.constant 0.000000e+00 : f32
  %r = pad.pad constant %x below[0, 2] above[0, 0] value %v : tensor<3x2xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// Like the document's `constant_pad` test (pads = [0, 0, 1, 3, 0, 0, 2, 4],
// value = 1.2) on a small 1x1x2x3 input instead of random 1x3x4x5 data.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_constant_pad_value()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[\[\[}}1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00], [1.200000e+00, 1.200000e+00, 1.200000e+00, 5.000000e-01, -1.500000e+00, 2.000000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00], [1.200000e+00, 1.200000e+00, 1.200000e+00, 3.250000e+00, -7.500000e-01, 4.000000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00], [1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00], [1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00, 1.200000e+00]]]]> : tensor<1x1x5x10xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x1x5x10xf32>
func.func @onnx_constant_pad_value() -> tensor<1x1x5x10xf32> {
  %x = arith.constant dense<[[[[0.5, -1.5, 2.0], [3.25, -0.75, 4.0]]]]> : tensor<1x1x2x3xf32>
  %v = arith.constant 1.200000e+00 : f32
  %r = pad.pad constant %x below[0, 0, 1, 3] above[0, 0, 2, 4] value %v : tensor<1x1x2x3xf32> to tensor<1x1x5x10xf32>
  return %r : tensor<1x1x5x10xf32>
}

// -----

// Constant mode with an explicit value: [[1, 2], [3, 4]], pads = [1, 0, 0, 2],
// value = -7.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_constant_value_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}-7, -7, -7, -7], [1, 2, -7, -7], [3, 4, -7, -7]]> : tensor<3x4xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x4xi32>
func.func @onnx_constant_value_2d() -> tensor<3x4xi32> {
  %x = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %v = arith.constant -7 : i32
  %r = pad.pad constant %x below[1, 0] above[0, 2] value %v : tensor<2x2xi32> to tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}

// -----

// Like the document's `test_edge_pad` (pads = [0, 0, 1, 1, 0, 0, 1, 1],
// int32) on a 1x1x3x4 input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_edge_pad()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[\[\[}}1, 1, 2, 3, 4, 4], [1, 1, 2, 3, 4, 4], [5, 5, 6, 7, 8, 8], [9, 9, 10, 11, 12, 12], [9, 9, 10, 11, 12, 12]]]]> : tensor<1x1x5x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x1x5x6xi32>
func.func @onnx_edge_pad() -> tensor<1x1x5x6xi32> {
  %x = arith.constant dense<[[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]]]> : tensor<1x1x3x4xi32>
  %r = pad.pad edge %x below[0, 0, 1, 1] above[0, 0, 1, 1] : tensor<1x1x3x4xi32> to tensor<1x1x5x6xi32>
  return %r : tensor<1x1x5x6xi32>
}

// -----

// Like the document's `test_reflect_pad` (pads = [0, 0, 1, 1, 0, 0, 1, 1],
// int32) on a 1x1x3x4 input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_reflect_pad()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[\[\[}}6, 5, 6, 7, 8, 7], [2, 1, 2, 3, 4, 3], [6, 5, 6, 7, 8, 7], [10, 9, 10, 11, 12, 11], [6, 5, 6, 7, 8, 7]]]]> : tensor<1x1x5x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x1x5x6xi32>
func.func @onnx_reflect_pad() -> tensor<1x1x5x6xi32> {
  %x = arith.constant dense<[[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]]]> : tensor<1x1x3x4xi32>
  %r = pad.pad reflect %x below[0, 0, 1, 1] above[0, 0, 1, 1] : tensor<1x1x3x4xi32> to tensor<1x1x5x6xi32>
  return %r : tensor<1x1x5x6xi32>
}

// -----

// Reflect on a vector: [1.0, 2.0, 3.0, 4.0], pads = [3, 2].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_reflect_1d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[4.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00]> : tensor<9xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<9xf32>
func.func @onnx_reflect_1d() -> tensor<9xf32> {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = pad.pad reflect %x below[3] above[2] : tensor<4xf32> to tensor<9xf32>
  return %r : tensor<9xf32>
}

// -----

// Edge on a vector: [1.5, 2.5], pads = [2, 3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_edge_1d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1.500000e+00, 1.500000e+00, 1.500000e+00, 2.500000e+00, 2.500000e+00, 2.500000e+00, 2.500000e+00]> : tensor<7xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<7xf32>
func.func @onnx_edge_1d() -> tensor<7xf32> {
  %x = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %r = pad.pad edge %x below[2] above[3] : tensor<2xf32> to tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// Negative pads remove elements: [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
// pads = [1, -1, -1, 2], value = -1.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_constant_negative()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}-1, -1, -1, -1], [2, 3, -1, -1], [5, 6, -1, -1]]> : tensor<3x4xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x4xi32>
func.func @onnx_constant_negative() -> tensor<3x4xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %v = arith.constant -1 : i32
  %r = pad.pad constant %x below[1, -1] above[-1, 2] value %v : tensor<3x3xi32> to tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}

// -----

// Edge with negative pads: [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
// pads = [-2, 2, 1, -1].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @onnx_edge_negative()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}7, 7, 7, 8], [7, 7, 7, 8]]> : tensor<2x4xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2x4xi32>
func.func @onnx_edge_negative() -> tensor<2x4xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %r = pad.pad edge %x below[-2, 2] above[1, -1] : tensor<3x3xi32> to tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}
