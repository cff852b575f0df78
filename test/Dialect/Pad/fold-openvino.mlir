// RUN: pad-opt %s --canonicalize --split-input-file | FileCheck %s

// The constant folder against OpenVINO's `Pad-12` document (seed 003): the
// positive, negative and mixed pads examples in each of the document's four
// modes. `pads_begin` is `below`, `pads_end` is `above`; `constant` mode
// without `pad_value` pads with zero. Every expected value is the document's
// printed OUTPUT.

// Positive pads example, pad_mode = "constant": pads_begin = [0, 1],
// pads_end = [2, 3], i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_positive_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0, 1, 2, 3, 4, 0, 0, 0], [0, 5, 6, 7, 8, 0, 0, 0], [0, 9, 10, 11, 12, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x8xi32>
func.func @openvino_positive_constant() -> tensor<5x8xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad constant %x below[0, 1] above[2, 3] : tensor<3x4xi32> to tensor<5x8xi32>
  return %r : tensor<5x8xi32>
}

// -----

// Positive pads example, pad_mode = "edge": pads_begin = [0, 1],
// pads_end = [2, 3], i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_positive_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}1, 1, 2, 3, 4, 4, 4, 4], [5, 5, 6, 7, 8, 8, 8, 8], [9, 9, 10, 11, 12, 12, 12, 12], [9, 9, 10, 11, 12, 12, 12, 12], [9, 9, 10, 11, 12, 12, 12, 12]]> : tensor<5x8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x8xi32>
func.func @openvino_positive_edge() -> tensor<5x8xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad edge %x below[0, 1] above[2, 3] : tensor<3x4xi32> to tensor<5x8xi32>
  return %r : tensor<5x8xi32>
}

// -----

// Positive pads example, pad_mode = "reflect": pads_begin = [0, 1],
// pads_end = [2, 3], i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_positive_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2, 1, 2, 3, 4, 3, 2, 1], [6, 5, 6, 7, 8, 7, 6, 5], [10, 9, 10, 11, 12, 11, 10, 9], [6, 5, 6, 7, 8, 7, 6, 5], [2, 1, 2, 3, 4, 3, 2, 1]]> : tensor<5x8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x8xi32>
func.func @openvino_positive_reflect() -> tensor<5x8xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad reflect %x below[0, 1] above[2, 3] : tensor<3x4xi32> to tensor<5x8xi32>
  return %r : tensor<5x8xi32>
}

// -----

// Positive pads example, pad_mode = "symmetric": pads_begin = [0, 1],
// pads_end = [2, 3], i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_positive_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}1, 1, 2, 3, 4, 4, 3, 2], [5, 5, 6, 7, 8, 8, 7, 6], [9, 9, 10, 11, 12, 12, 11, 10], [9, 9, 10, 11, 12, 12, 11, 10], [5, 5, 6, 7, 8, 8, 7, 6]]> : tensor<5x8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x8xi32>
func.func @openvino_positive_symmetric() -> tensor<5x8xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad symmetric %x below[0, 1] above[2, 3] : tensor<3x4xi32> to tensor<5x8xi32>
  return %r : tensor<5x8xi32>
}

// -----

// Positive pads example, pad_mode = "constant", with pad_value = 0 given
// explicitly (the document: "or with 0 if the input is not provided").
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_positive_constant_explicit_zero()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0, 1, 2, 3, 4, 0, 0, 0], [0, 5, 6, 7, 8, 0, 0, 0], [0, 9, 10, 11, 12, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x8xi32>
func.func @openvino_positive_constant_explicit_zero() -> tensor<5x8xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %v = arith.constant 0 : i32
  %r = pad.pad constant %x below[0, 1] above[2, 3] value %v : tensor<3x4xi32> to tensor<5x8xi32>
  return %r : tensor<5x8xi32>
}

// -----

// Negative pads example, pad_mode = "constant": pads_begin = [-1, -1],
// pads_end = [-1, -1], f32; the output is Shape(1, 2) in every mode.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_negative_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6.000000e+00, 7.000000e+00]]> : tensor<1x2xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x2xf32>
func.func @openvino_negative_constant() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad constant %x below[-1, -1] above[-1, -1] : tensor<3x4xf32> to tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}

// -----

// Negative pads example, pad_mode = "edge": pads_begin = [-1, -1],
// pads_end = [-1, -1], f32; the output is Shape(1, 2) in every mode.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_negative_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6.000000e+00, 7.000000e+00]]> : tensor<1x2xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x2xf32>
func.func @openvino_negative_edge() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad edge %x below[-1, -1] above[-1, -1] : tensor<3x4xf32> to tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}

// -----

// Negative pads example, pad_mode = "reflect": pads_begin = [-1, -1],
// pads_end = [-1, -1], f32; the output is Shape(1, 2) in every mode.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_negative_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6.000000e+00, 7.000000e+00]]> : tensor<1x2xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x2xf32>
func.func @openvino_negative_reflect() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad reflect %x below[-1, -1] above[-1, -1] : tensor<3x4xf32> to tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}

// -----

// Negative pads example, pad_mode = "symmetric": pads_begin = [-1, -1],
// pads_end = [-1, -1], f32; the output is Shape(1, 2) in every mode.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_negative_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6.000000e+00, 7.000000e+00]]> : tensor<1x2xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<1x2xf32>
func.func @openvino_negative_symmetric() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad symmetric %x below[-1, -1] above[-1, -1] : tensor<3x4xf32> to tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}

// -----

// Mixed pads example, pad_mode = "constant": pads_begin = [2, -1],
// pads_end = [-1, 3], f32; the output is Shape(4, 6).
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x6xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xf32>
func.func @openvino_mixed_constant() -> tensor<4x6xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad constant %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// Mixed pads example, pad_mode = "edge": pads_begin = [2, -1],
// pads_end = [-1, 3], f32; the output is Shape(4, 6).
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2.000000e+00, 3.000000e+00, 4.000000e+00, 4.000000e+00, 4.000000e+00, 4.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00, 4.000000e+00, 4.000000e+00, 4.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00, 4.000000e+00, 4.000000e+00, 4.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 8.000000e+00, 8.000000e+00, 8.000000e+00]]> : tensor<4x6xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xf32>
func.func @openvino_mixed_edge() -> tensor<4x6xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad edge %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// Mixed pads example, pad_mode = "reflect": pads_begin = [2, -1],
// pads_end = [-1, 3], f32; the output is Shape(4, 6).
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}1.000000e+01, 1.100000e+01, 1.200000e+01, 1.100000e+01, 1.000000e+01, 9.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 7.000000e+00, 6.000000e+00, 5.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 7.000000e+00, 6.000000e+00, 5.000000e+00]]> : tensor<4x6xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xf32>
func.func @openvino_mixed_reflect() -> tensor<4x6xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// Mixed pads example, pad_mode = "symmetric": pads_begin = [2, -1],
// pads_end = [-1, 3], f32; the output is Shape(4, 6).
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6.000000e+00, 7.000000e+00, 8.000000e+00, 8.000000e+00, 7.000000e+00, 6.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 8.000000e+00, 7.000000e+00, 6.000000e+00]]> : tensor<4x6xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xf32>
func.func @openvino_mixed_symmetric() -> tensor<4x6xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad symmetric %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// Mixed pads example, pad_mode = "constant", in i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_constant_i32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [2, 3, 4, 0, 0, 0], [6, 7, 8, 0, 0, 0]]> : tensor<4x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xi32>
func.func @openvino_mixed_constant_i32() -> tensor<4x6xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad constant %x below[2, -1] above[-1, 3] : tensor<3x4xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}

// -----

// Mixed pads example, pad_mode = "edge", in i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_edge_i32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2, 3, 4, 4, 4, 4], [2, 3, 4, 4, 4, 4], [2, 3, 4, 4, 4, 4], [6, 7, 8, 8, 8, 8]]> : tensor<4x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xi32>
func.func @openvino_mixed_edge_i32() -> tensor<4x6xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad edge %x below[2, -1] above[-1, 3] : tensor<3x4xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}

// -----

// Mixed pads example, pad_mode = "reflect", in i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_reflect_i32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}10, 11, 12, 11, 10, 9], [6, 7, 8, 7, 6, 5], [2, 3, 4, 3, 2, 1], [6, 7, 8, 7, 6, 5]]> : tensor<4x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xi32>
func.func @openvino_mixed_reflect_i32() -> tensor<4x6xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}

// -----

// Mixed pads example, pad_mode = "symmetric", in i32.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @openvino_mixed_symmetric_i32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6, 7, 8, 8, 7, 6], [2, 3, 4, 4, 3, 2], [2, 3, 4, 4, 3, 2], [6, 7, 8, 8, 7, 6]]> : tensor<4x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xi32>
func.func @openvino_mixed_symmetric_i32() -> tensor<4x6xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad symmetric %x below[2, -1] above[-1, 3] : tensor<3x4xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}
