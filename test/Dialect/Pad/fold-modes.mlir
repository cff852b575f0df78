// RUN: pad-opt %s --canonicalize --split-input-file | FileCheck %s

// The constant folder on what the source documents leave out: `wrap` mode,
// pads larger than the extent (the periodic modes), negative pads in every
// mode, interior padding with negative pads, rank 0, zero-size dimensions,
// splat inputs, and every element type kind. Expected values come from
// numpy.pad where its results agree with the spec (pads within the source
// documents' limits), and from Inputs/spec_oracle.py (a transcription of the
// spec's gather table) beyond them.

// wrap: [1, 2, 3, 4], below 2, above 3.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @wrap_1d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 4, 1, 2, 3, 4, 1, 2, 3]> : tensor<9xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<9xi32>
func.func @wrap_1d() -> tensor<9xi32> {
  %x = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %r = pad.pad wrap %x below[2] above[3] : tensor<4xi32> to tensor<9xi32>
  return %r : tensor<9xi32>
}

// -----

// wrap: [[1, 2, 3], [4, 5, 6]], below [1, 2], above [1, 1].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @wrap_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}5, 6, 4, 5, 6, 4], [2, 3, 1, 2, 3, 1], [5, 6, 4, 5, 6, 4], [2, 3, 1, 2, 3, 1]]> : tensor<4x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xi32>
func.func @wrap_2d() -> tensor<4x6xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = pad.pad wrap %x below[1, 2] above[1, 1] : tensor<2x3xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}

// -----

// wrap on OpenVINO's positive pads example (below [0, 1], above [2, 3]).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @wrap_openvino_positive()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}4, 1, 2, 3, 4, 1, 2, 3], [8, 5, 6, 7, 8, 5, 6, 7], [12, 9, 10, 11, 12, 9, 10, 11], [4, 1, 2, 3, 4, 1, 2, 3], [8, 5, 6, 7, 8, 5, 6, 7]]> : tensor<5x8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x8xi32>
func.func @wrap_openvino_positive() -> tensor<5x8xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad wrap %x below[0, 1] above[2, 3] : tensor<3x4xi32> to tensor<5x8xi32>
  return %r : tensor<5x8xi32>
}

// -----

// wrap on OpenVINO's mixed pads example (below [2, -1], above [-1, 3]).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @wrap_openvino_mixed()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6.000000e+00, 7.000000e+00, 8.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00], [1.000000e+01, 1.100000e+01, 1.200000e+01, 9.000000e+00, 1.000000e+01, 1.100000e+01], [2.000000e+00, 3.000000e+00, 4.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<4x6xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xf32>
func.func @wrap_openvino_mixed() -> tensor<4x6xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = pad.pad wrap %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// constant: [1, 2, 3] padded by 7 on each side (more than the extent).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @large_constant_3_by_7()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[-1, -1, -1, -1, -1, -1, -1, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1]> : tensor<17xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<17xi32>
func.func @large_constant_3_by_7() -> tensor<17xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = arith.constant -1 : i32
  %r = pad.pad constant %x below[7] above[7] value %v : tensor<3xi32> to tensor<17xi32>
  return %r : tensor<17xi32>
}

// -----

// edge: [1, 2, 3] padded by 7 on each side (more than the extent).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @large_edge_3_by_7()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3]> : tensor<17xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<17xi32>
func.func @large_edge_3_by_7() -> tensor<17xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad edge %x below[7] above[7] : tensor<3xi32> to tensor<17xi32>
  return %r : tensor<17xi32>
}

// -----

// reflect: [1, 2, 3] padded by 7 on each side (more than the extent).
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_reflect_3_by_7()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2]> : tensor<17xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<17xi32>
func.func @large_reflect_3_by_7() -> tensor<17xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad reflect %x below[7] above[7] : tensor<3xi32> to tensor<17xi32>
  return %r : tensor<17xi32>
}

// -----

// symmetric: [1, 2, 3] padded by 7 on each side (more than the extent).
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_symmetric_3_by_7()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1, 1, 2, 3, 3, 2, 1, 1, 2, 3, 3, 2, 1, 1, 2, 3, 3]> : tensor<17xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<17xi32>
func.func @large_symmetric_3_by_7() -> tensor<17xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad symmetric %x below[7] above[7] : tensor<3xi32> to tensor<17xi32>
  return %r : tensor<17xi32>
}

// -----

// wrap: [1, 2, 3] padded by 7 on each side (more than the extent).
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_wrap_3_by_7()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1]> : tensor<17xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<17xi32>
func.func @large_wrap_3_by_7() -> tensor<17xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad wrap %x below[7] above[7] : tensor<3xi32> to tensor<17xi32>
  return %r : tensor<17xi32>
}

// -----

// reflect: [1, 2, 3], below 1, above 8. The period continues to the end
// (numpy.pad 1.24 ends this row with [..., 2, 1] instead).
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_reflect_asymmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3]> : tensor<12xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<12xi32>
func.func @large_reflect_asymmetric() -> tensor<12xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad reflect %x below[1] above[8] : tensor<3xi32> to tensor<12xi32>
  return %r : tensor<12xi32>
}

// -----

// symmetric: [1, 2], below 1, above 8.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_symmetric_asymmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2]> : tensor<11xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<11xi32>
func.func @large_symmetric_asymmetric() -> tensor<11xi32> {
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %r = pad.pad symmetric %x below[1] above[8] : tensor<2xi32> to tensor<11xi32>
  return %r : tensor<11xi32>
}

// -----

// wrap: [1, 2, 3], below 1, above 4 (numpy.pad 1.24 ends with [..., 3, 3]).
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_wrap_asymmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 1, 2, 3, 1, 2, 3, 1]> : tensor<8xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<8xi32>
func.func @large_wrap_asymmetric() -> tensor<8xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad wrap %x below[1] above[4] : tensor<3xi32> to tensor<8xi32>
  return %r : tensor<8xi32>
}

// -----

// reflect: [[1, 2], [3, 4]], below [3, 5], above [4, 2].
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_reflect_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}4, 3, 4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4, 3, 4]]> : tensor<9x9xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<9x9xi32>
func.func @large_reflect_2d() -> tensor<9x9xi32> {
  %x = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = pad.pad reflect %x below[3, 5] above[4, 2] : tensor<2x2xi32> to tensor<9x9xi32>
  return %r : tensor<9x9xi32>
}

// -----

// symmetric: [[1, 2], [3, 4]], below [3, 4], above [2, 3].
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_symmetric_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}3, 4, 4, 3, 3, 4, 4, 3, 3], [3, 4, 4, 3, 3, 4, 4, 3, 3], [1, 2, 2, 1, 1, 2, 2, 1, 1], [1, 2, 2, 1, 1, 2, 2, 1, 1], [3, 4, 4, 3, 3, 4, 4, 3, 3], [3, 4, 4, 3, 3, 4, 4, 3, 3], [1, 2, 2, 1, 1, 2, 2, 1, 1]]> : tensor<7x9xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<7x9xi32>
func.func @large_symmetric_2d() -> tensor<7x9xi32> {
  %x = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = pad.pad symmetric %x below[3, 4] above[2, 3] : tensor<2x2xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// -----

// wrap: [[1, 2], [3, 4]], below [4, 3], above [5, 2].
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @large_wrap_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2], [4, 3, 4, 3, 4, 3, 4], [2, 1, 2, 1, 2, 1, 2]]> : tensor<11x7xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<11x7xi32>
func.func @large_wrap_2d() -> tensor<11x7xi32> {
  %x = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = pad.pad wrap %x below[4, 3] above[5, 2] : tensor<2x2xi32> to tensor<11x7xi32>
  return %r : tensor<11x7xi32>
}

// -----

// reflect of an extent-1 dimension: every element is the one source element.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @extent_one_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<5> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @extent_one_reflect() -> tensor<6xi32> {
  %x = arith.constant dense<[5]> : tensor<1xi32>
  %r = pad.pad reflect %x below[3] above[2] : tensor<1xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// symmetric of an extent-1 dimension: every element is the one source element.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @extent_one_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<5> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @extent_one_symmetric() -> tensor<6xi32> {
  %x = arith.constant dense<[5]> : tensor<1xi32>
  %r = pad.pad symmetric %x below[3] above[2] : tensor<1xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// wrap of an extent-1 dimension: every element is the one source element.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @extent_one_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<5> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @extent_one_wrap() -> tensor<6xi32> {
  %x = arith.constant dense<[5]> : tensor<1xi32>
  %r = pad.pad wrap %x below[3] above[2] : tensor<1xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// reflect: [[1, 2, 3]] (extent 1 along dimension 0), below [2, 1], above [1, 2].
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @extent_one_reflect_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2, 1, 2, 3, 2, 1], [2, 1, 2, 3, 2, 1], [2, 1, 2, 3, 2, 1], [2, 1, 2, 3, 2, 1]]> : tensor<4x6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x6xi32>
func.func @extent_one_reflect_2d() -> tensor<4x6xi32> {
  %x = arith.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %r = pad.pad reflect %x below[2, 1] above[1, 2] : tensor<1x3xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}

// -----

// constant: [1, 2, 3, 4, 5], below -2 (crop), above 3. The new elements are
// computed from the uncropped input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 4, 5, 9, 9, 9]> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @negative_constant() -> tensor<6xi32> {
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %v = arith.constant 9 : i32
  %r = pad.pad constant %x below[-2] above[3] value %v : tensor<5xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// edge: [1, 2, 3, 4, 5], below -2 (crop), above 3. The new elements are
// computed from the uncropped input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 4, 5, 5, 5, 5]> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @negative_edge() -> tensor<6xi32> {
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %r = pad.pad edge %x below[-2] above[3] : tensor<5xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// reflect: [1, 2, 3, 4, 5], below -2 (crop), above 3. The new elements are
// computed from the uncropped input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 4, 5, 4, 3, 2]> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @negative_reflect() -> tensor<6xi32> {
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %r = pad.pad reflect %x below[-2] above[3] : tensor<5xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// symmetric: [1, 2, 3, 4, 5], below -2 (crop), above 3. The new elements are
// computed from the uncropped input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 4, 5, 5, 4, 3]> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @negative_symmetric() -> tensor<6xi32> {
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %r = pad.pad symmetric %x below[-2] above[3] : tensor<5xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// wrap: [1, 2, 3, 4, 5], below -2 (crop), above 3. The new elements are
// computed from the uncropped input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 4, 5, 1, 2, 3]> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @negative_wrap() -> tensor<6xi32> {
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %r = pad.pad wrap %x below[-2] above[3] : tensor<5xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// constant: [1, 2, 3], below -5 (more than the extent), above 4; the output
// extent is -5 + 3 + 4 = 2 and holds k = 5 and 6.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_beyond_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<0> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @negative_beyond_constant() -> tensor<2xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad constant %x below[-5] above[4] : tensor<3xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// edge: [1, 2, 3], below -5 (more than the extent), above 4; the output
// extent is -5 + 3 + 4 = 2 and holds k = 5 and 6.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_beyond_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<3> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @negative_beyond_edge() -> tensor<2xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad edge %x below[-5] above[4] : tensor<3xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// reflect: [1, 2, 3], below -5 (more than the extent), above 4; the output
// extent is -5 + 3 + 4 = 2 and holds k = 5 and 6.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @negative_beyond_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[2, 3]> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @negative_beyond_reflect() -> tensor<2xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad reflect %x below[-5] above[4] : tensor<3xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// symmetric: [1, 2, 3], below -5 (more than the extent), above 4; the output
// extent is -5 + 3 + 4 = 2 and holds k = 5 and 6.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @negative_beyond_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<1> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @negative_beyond_symmetric() -> tensor<2xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad symmetric %x below[-5] above[4] : tensor<3xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// wrap: [1, 2, 3], below -5 (more than the extent), above 4; the output
// extent is -5 + 3 + 4 = 2 and holds k = 5 and 6.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @negative_beyond_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[3, 1]> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @negative_beyond_wrap() -> tensor<2xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad wrap %x below[-5] above[4] : tensor<3xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// constant: the 3x4 input, below [-1, 2], above [1, -3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_2d_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0, 0, 5], [0, 0, 9], [0, 0, 0]]> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @negative_2d_constant() -> tensor<3x3xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad constant %x below[-1, 2] above[1, -3] : tensor<3x4xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// edge: the 3x4 input, below [-1, 2], above [1, -3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_2d_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}5, 5, 5], [9, 9, 9], [9, 9, 9]]> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @negative_2d_edge() -> tensor<3x3xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad edge %x below[-1, 2] above[1, -3] : tensor<3x4xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// reflect: the 3x4 input, below [-1, 2], above [1, -3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_2d_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}7, 6, 5], [11, 10, 9], [7, 6, 5]]> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @negative_2d_reflect() -> tensor<3x3xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad reflect %x below[-1, 2] above[1, -3] : tensor<3x4xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// symmetric: the 3x4 input, below [-1, 2], above [1, -3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_2d_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}6, 5, 5], [10, 9, 9], [10, 9, 9]]> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @negative_2d_symmetric() -> tensor<3x3xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad symmetric %x below[-1, 2] above[1, -3] : tensor<3x4xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// wrap: the 3x4 input, below [-1, 2], above [1, -3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @negative_2d_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}7, 8, 5], [11, 12, 9], [3, 4, 1]]> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @negative_2d_wrap() -> tensor<3x3xi32> {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %r = pad.pad wrap %x below[-1, 2] above[1, -3] : tensor<3x4xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// reflect: [1, 2, 3] cropped by 2 on each side: max(-2 + 3 - 2, 0) = 0.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @crop_to_empty_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<> : tensor<0xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<0xi32>
func.func @crop_to_empty_reflect() -> tensor<0xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = pad.pad reflect %x below[-2] above[-2] : tensor<3xi32> to tensor<0xi32>
  return %r : tensor<0xi32>
}

// -----

// edge: a 2x3 input, below [0, -3], above [0, -1]: a 2x0 result.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @crop_to_empty_2d_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<> : tensor<2x0xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2x0xi32>
func.func @crop_to_empty_2d_edge() -> tensor<2x0xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = pad.pad edge %x below[0, -3] above[0, -1] : tensor<2x3xi32> to tensor<2x0xi32>
  return %r : tensor<2x0xi32>
}

// -----

// [1, 2, 3], interior 2 (stretched: 1 v v 2 v v 3), below -2, above -1.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @interior_negative_1d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[9, 2, 9, 9]> : tensor<4xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4xi32>
func.func @interior_negative_1d() -> tensor<4xi32> {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = arith.constant 9 : i32
  %r = pad.pad constant %x below[-2] above[-1] interior[2] value %v : tensor<3xi32> to tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// The 3x3 input 1..9, interior [1, 2], below [-1, 1], above [2, -3].
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @interior_negative_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0, 0, 0, 0, 0], [0, 4, 0, 0, 5], [0, 0, 0, 0, 0], [0, 7, 0, 0, 8], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]> : tensor<6x5xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6x5xi32>
func.func @interior_negative_2d() -> tensor<6x5xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %r = pad.pad constant %x below[-1, 1] above[2, -3] interior[1, 2] : tensor<3x3xi32> to tensor<6x5xi32>
  return %r : tensor<6x5xi32>
}

// -----

// [1, 2], interior 3, below -1, above -1: only inserted elements remain.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @interior_negative_no_data()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<4> : tensor<3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3xi32>
func.func @interior_negative_no_data() -> tensor<3xi32> {
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %v = arith.constant 4 : i32
  %r = pad.pad constant %x below[-1] above[-1] interior[3] value %v : tensor<2xi32> to tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// [1, 2, 3, 4], interior 1, below -3, above 2.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @interior_negative_below_positive_above()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[-1, 3, -1, 4, -1, -1]> : tensor<6xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi32>
func.func @interior_negative_below_positive_above() -> tensor<6xi32> {
  %x = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %v = arith.constant -1 : i32
  %r = pad.pad constant %x below[-3] above[2] interior[1] value %v : tensor<4xi32> to tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// [7], interior 5 (no neighbours: stretched extent 1), below 1, above 1.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @interior_extent_one()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[0, 7, 0]> : tensor<3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3xi32>
func.func @interior_extent_one() -> tensor<3xi32> {
  %x = arith.constant dense<[7]> : tensor<1xi32>
  %r = pad.pad constant %x below[1] above[1] interior[5] : tensor<1xi32> to tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// f32 [[1.5, 2.5], [3.5, 4.5]], interior [2, 1], below [0, -1], above [1, 1],
// value 0.25.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @interior_f32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}2.500000e-01, 2.500000e+00, 2.500000e-01], [2.500000e-01, 2.500000e-01, 2.500000e-01], [2.500000e-01, 2.500000e-01, 2.500000e-01], [2.500000e-01, 4.500000e+00, 2.500000e-01], [2.500000e-01, 2.500000e-01, 2.500000e-01]]> : tensor<5x3xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5x3xf32>
func.func @interior_f32() -> tensor<5x3xf32> {
  %x = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf32>
  %v = arith.constant 2.500000e-01 : f32
  %r = pad.pad constant %x below[0, -1] above[1, 1] interior[2, 1] value %v : tensor<2x2xf32> to tensor<5x3xf32>
  return %r : tensor<5x3xf32>
}

// -----

// Rank 0: nothing to pad; the result is the input.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @rank0_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<5> : tensor<i32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<i32>
func.func @rank0_constant() -> tensor<i32> {
  %x = arith.constant dense<5> : tensor<i32>
  %r = pad.pad constant %x below[] above[] : tensor<i32> to tensor<i32>
  return %r : tensor<i32>
}

// -----

// Rank 0 with a value: the value is not used.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @rank0_constant_value()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<5> : tensor<i32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<i32>
func.func @rank0_constant_value() -> tensor<i32> {
  %x = arith.constant dense<5> : tensor<i32>
  %v = arith.constant 7 : i32
  %r = pad.pad constant %x below[] above[] value %v : tensor<i32> to tensor<i32>
  return %r : tensor<i32>
}

// -----

// Rank 0 in wrap mode.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @rank0_wrap_f32()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<2.500000e+00> : tensor<f32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<f32>
func.func @rank0_wrap_f32() -> tensor<f32> {
  %x = arith.constant dense<2.5> : tensor<f32>
  %r = pad.pad wrap %x below[] above[] : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// -----

// A 0-element vector padded by 2 and 1: only pad elements.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_1d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<7> : tensor<3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3xi32>
func.func @zero_1d() -> tensor<3xi32> {
  %x = arith.constant dense<> : tensor<0xi32>
  %v = arith.constant 7 : i32
  %r = pad.pad constant %x below[2] above[1] value %v : tensor<0xi32> to tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// A 0x3 input, below [1, 0], above [1, 2], no value: zeros.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_2d_default()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<0.000000e+00> : tensor<2x5xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2x5xf32>
func.func @zero_2d_default() -> tensor<2x5xf32> {
  %x = arith.constant dense<> : tensor<0x3xf32>
  %r = pad.pad constant %x below[1, 0] above[1, 2] : tensor<0x3xf32> to tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

// A 2x0 input, below [1, 1], above [0, 2], value 3.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_2d_inner()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<3> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @zero_2d_inner() -> tensor<3x3xi32> {
  %x = arith.constant dense<> : tensor<2x0xi32>
  %v = arith.constant 3 : i32
  %r = pad.pad constant %x below[1, 1] above[0, 2] value %v : tensor<2x0xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// A 0-element vector with interior 3: the stretched extent is 0, so the output
// extent is below + above = 2.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_interior()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<4> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @zero_interior() -> tensor<2xi32> {
  %x = arith.constant dense<> : tensor<0xi32>
  %v = arith.constant 4 : i32
  %r = pad.pad constant %x below[1] above[1] interior[3] value %v : tensor<0xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// A 0-element vector, below -1, above 3: max(-1 + 0 + 3, 0) = 2 pad elements.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_negative()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<5> : tensor<2xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2xi32>
func.func @zero_negative() -> tensor<2xi32> {
  %x = arith.constant dense<> : tensor<0xi32>
  %v = arith.constant 5 : i32
  %r = pad.pad constant %x below[-1] above[3] value %v : tensor<0xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// A 3x0 input, below [1, 0]: a 4x0 result.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_empty_result()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<> : tensor<4x0xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x0xi32>
func.func @zero_empty_result() -> tensor<4x0xi32> {
  %x = arith.constant dense<> : tensor<3x0xi32>
  %r = pad.pad constant %x below[1, 0] above[0, 0] : tensor<3x0xi32> to tensor<4x0xi32>
  return %r : tensor<4x0xi32>
}

// -----

// edge on a 0x3 input: rule 6 allows it because dimension 0 stays empty;
// the result is 0x5.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @zero_edge_empty_result()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<> : tensor<0x5xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<0x5xi32>
func.func @zero_edge_empty_result() -> tensor<0x5xi32> {
  %x = arith.constant dense<> : tensor<0x3xi32>
  %r = pad.pad edge %x below[0, 1] above[0, 1] : tensor<0x3xi32> to tensor<0x5xi32>
  return %r : tensor<0x5xi32>
}

// -----

// A splat input padded with its own value: a splat.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @splat_constant_same_value()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<7> : tensor<4x4xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x4xi32>
func.func @splat_constant_same_value() -> tensor<4x4xi32> {
  %x = arith.constant dense<[[7, 7], [7, 7]]> : tensor<2x2xi32>
  %v = arith.constant 7 : i32
  %r = pad.pad constant %x below[1, 1] above[1, 1] value %v : tensor<2x2xi32> to tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}

// -----

// A splat input padded with another value (the default 0).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @splat_constant_other_value()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0, 0, 0], [7, 7, 0], [7, 7, 0]]> : tensor<3x3xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xi32>
func.func @splat_constant_other_value() -> tensor<3x3xi32> {
  %x = arith.constant dense<[[7, 7], [7, 7]]> : tensor<2x2xi32>
  %r = pad.pad constant %x below[1, 0] above[0, 1] : tensor<2x2xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// A splat input in reflect mode: a splat.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @splat_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<1.500000e+00> : tensor<4x4xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4x4xf32>
func.func @splat_reflect() -> tensor<4x4xf32> {
  %x = arith.constant dense<[[1.5, 1.5, 1.5], [1.5, 1.5, 1.5]]> : tensor<2x3xf32>
  %r = pad.pad reflect %x below[1, 2] above[1, -1] : tensor<2x3xf32> to tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// i1, constant mode, value true.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i1_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[true, true, false, true, true, true]> : tensor<6xi1>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xi1>
func.func @type_i1_constant() -> tensor<6xi1> {
  %x = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %v = arith.constant true
  %r = pad.pad constant %x below[1] above[2] value %v : tensor<3xi1> to tensor<6xi1>
  return %r : tensor<6xi1>
}

// -----

// i1, constant mode, no value: false.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i1_default()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[false, true, true, false]> : tensor<4xi1>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4xi1>
func.func @type_i1_default() -> tensor<4xi1> {
  %x = arith.constant dense<[true, true]> : tensor<2xi1>
  %r = pad.pad constant %x below[1] above[1] : tensor<2xi1> to tensor<4xi1>
  return %r : tensor<4xi1>
}

// -----

// i1, reflect.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i1_reflect_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}false, false, false, false], [false, true, false, true], [false, false, false, false]]> : tensor<3x4xi1>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x4xi1>
func.func @type_i1_reflect_2d() -> tensor<3x4xi1> {
  %x = arith.constant dense<[[true, false], [false, false]]> : tensor<2x2xi1>
  %r = pad.pad reflect %x below[1, 1] above[0, 1] : tensor<2x2xi1> to tensor<3x4xi1>
  return %r : tensor<3x4xi1>
}

// -----

// i8, symmetric, with the extreme values.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i8_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[0, -128, -128, 0, 127, 127, 0, -128]> : tensor<8xi8>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<8xi8>
func.func @type_i8_symmetric() -> tensor<8xi8> {
  %x = arith.constant dense<[-128, 0, 127]> : tensor<3xi8>
  %r = pad.pad symmetric %x below[2] above[3] : tensor<3xi8> to tensor<8xi8>
  return %r : tensor<8xi8>
}

// -----

// i8, constant mode, value -1.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i8_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}-1, -1, -1], [-128, 127, -1]]> : tensor<2x3xi8>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<2x3xi8>
func.func @type_i8_constant() -> tensor<2x3xi8> {
  %x = arith.constant dense<[[-128, 127]]> : tensor<1x2xi8>
  %v = arith.constant -1 : i8
  %r = pad.pad constant %x below[1, 0] above[0, 1] value %v : tensor<1x2xi8> to tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// -----

// i64, wrap, with the extreme values.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i64_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[-9223372036854775808, 1, 9223372036854775807, -9223372036854775808, 1, 9223372036854775807, -9223372036854775808]> : tensor<7xi64>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<7xi64>
func.func @type_i64_wrap() -> tensor<7xi64> {
  %x = arith.constant dense<[9223372036854775807, -9223372036854775808, 1]> : tensor<3xi64>
  %r = pad.pad wrap %x below[2] above[2] : tensor<3xi64> to tensor<7xi64>
  return %r : tensor<7xi64>
}

// -----

// i64, constant mode, no value.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_i64_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[0, 9223372036854775807, -9223372036854775808, 0]> : tensor<4xi64>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4xi64>
func.func @type_i64_constant() -> tensor<4xi64> {
  %x = arith.constant dense<[9223372036854775807, -9223372036854775808]> : tensor<2xi64>
  %r = pad.pad constant %x below[1] above[1] : tensor<2xi64> to tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

// index, edge.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_index_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1, 1, 1, -2, 3, 3]> : tensor<6xindex>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xindex>
func.func @type_index_edge() -> tensor<6xindex> {
  %x = arith.constant dense<[1, -2, 3]> : tensor<3xindex>
  %r = pad.pad edge %x below[2] above[1] : tensor<3xindex> to tensor<6xindex>
  return %r : tensor<6xindex>
}

// -----

// index, constant mode, value 7.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_index_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[7, 1, -2, 3, 7, 7]> : tensor<6xindex>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xindex>
func.func @type_index_constant() -> tensor<6xindex> {
  %x = arith.constant dense<[1, -2, 3]> : tensor<3xindex>
  %v = arith.constant 7 : index
  %r = pad.pad constant %x below[1] above[2] value %v : tensor<3xindex> to tensor<6xindex>
  return %r : tensor<6xindex>
}

// -----

// f16, reflect, with the largest finite f16.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_f16_reflect()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[6.550400e+04, -2.250000e+00, 1.500000e+00, -2.250000e+00, 6.550400e+04, -2.250000e+00, 1.500000e+00]> : tensor<7xf16>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<7xf16>
func.func @type_f16_reflect() -> tensor<7xf16> {
  %x = arith.constant dense<[1.5, -2.25, 65504.0]> : tensor<3xf16>
  %r = pad.pad reflect %x below[2] above[2] : tensor<3xf16> to tensor<7xf16>
  return %r : tensor<7xf16>
}

// -----

// f16, constant mode, value 0.5.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_f16_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[5.000000e-01, 1.500000e+00, -2.250000e+00, 5.000000e-01]> : tensor<4xf16>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4xf16>
func.func @type_f16_constant() -> tensor<4xf16> {
  %x = arith.constant dense<[1.5, -2.25]> : tensor<2xf16>
  %v = arith.constant 5.000000e-01 : f16
  %r = pad.pad constant %x below[1] above[1] value %v : tensor<2xf16> to tensor<4xf16>
  return %r : tensor<4xf16>
}

// -----

// bf16, symmetric.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_bf16_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[1.500000e+00, 1.500000e+00, -2.250000e+00, 2.560000e+02, 2.560000e+02, -2.250000e+00, 1.500000e+00]> : tensor<7xbf16>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<7xbf16>
func.func @type_bf16_symmetric() -> tensor<7xbf16> {
  %x = arith.constant dense<[1.5, -2.25, 256.0]> : tensor<3xbf16>
  %r = pad.pad symmetric %x below[1] above[3] : tensor<3xbf16> to tensor<7xbf16>
  return %r : tensor<7xbf16>
}

// -----

// bf16, constant mode, no value.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_bf16_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}0.000000e+00, 1.500000e+00, -2.250000e+00], [0.000000e+00, 2.560000e+02, 5.000000e-01], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xbf16>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x3xbf16>
func.func @type_bf16_constant() -> tensor<3x3xbf16> {
  %x = arith.constant dense<[[1.5, -2.25], [256.0, 0.5]]> : tensor<2x2xbf16>
  %r = pad.pad constant %x below[0, 1] above[1, 0] : tensor<2x2xbf16> to tensor<3x3xbf16>
  return %r : tensor<3x3xbf16>
}

// -----

// f64, constant mode, value 0.5.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_f64_constant()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[5.000000e-01, 1.000000e+300, -1.000000e-01, 2.500000e+00, 5.000000e-01]> : tensor<5xf64>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xf64>
func.func @type_f64_constant() -> tensor<5xf64> {
  %x = arith.constant dense<[1.000000e+300, -0.1, 2.5]> : tensor<3xf64>
  %v = arith.constant 5.000000e-01 : f64
  %r = pad.pad constant %x below[1] above[1] value %v : tensor<3xf64> to tensor<5xf64>
  return %r : tensor<5xf64>
}

// -----

// f64, wrap.
// Expected: spec_oracle.py, the spec's gather table (numpy.pad is out of its limits here).
// CHECK-LABEL: func.func @type_f64_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[-1.000000e-01, 2.500000e+00, 1.000000e+300, -1.000000e-01, 2.500000e+00, 1.000000e+300, -1.000000e-01, 2.500000e+00, 1.000000e+300]> : tensor<9xf64>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<9xf64>
func.func @type_f64_wrap() -> tensor<9xf64> {
  %x = arith.constant dense<[1.000000e+300, -0.1, 2.5]> : tensor<3xf64>
  %r = pad.pad wrap %x below[2] above[4] : tensor<3xf64> to tensor<9xf64>
  return %r : tensor<9xf64>
}

// -----

// f8E4M3FN, symmetric.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_f8E4M3FN_symmetric()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[-5.000000e-01, 1.500000e+00, 1.500000e+00, -5.000000e-01, 4.480000e+02, 4.480000e+02]> : tensor<6xf8E4M3FN>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xf8E4M3FN>
func.func @type_f8E4M3FN_symmetric() -> tensor<6xf8E4M3FN> {
  %x = arith.constant dense<[1.5, -0.5, 448.0]> : tensor<3xf8E4M3FN>
  %r = pad.pad symmetric %x below[2] above[1] : tensor<3xf8E4M3FN> to tensor<6xf8E4M3FN>
  return %r : tensor<6xf8E4M3FN>
}

// -----

// complex<f32>, constant mode, no value: (0, 0).
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_complex_f32_default()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[(0.000000e+00,0.000000e+00), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<5xcomplex<f32>>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xcomplex<f32>>
func.func @type_complex_f32_default() -> tensor<5xcomplex<f32>> {
  %x = arith.constant dense<[(1.0,2.0), (3.0,4.0)]> : tensor<2xcomplex<f32>>
  %r = pad.pad constant %x below[1] above[2] : tensor<2xcomplex<f32>> to tensor<5xcomplex<f32>>
  return %r : tensor<5xcomplex<f32>>
}

// -----

// complex<f32>, constant mode, value (5, -6) from complex.constant.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_complex_f32_value()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[(5.000000e+00,-6.000000e+00), (5.000000e+00,-6.000000e+00), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (5.000000e+00,-6.000000e+00)]> : tensor<5xcomplex<f32>>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xcomplex<f32>>
func.func @type_complex_f32_value() -> tensor<5xcomplex<f32>> {
  %x = arith.constant dense<[(1.0,2.0), (3.0,4.0)]> : tensor<2xcomplex<f32>>
  %v = complex.constant [5.000000e+00 : f32, -6.000000e+00 : f32] : complex<f32>
  %r = pad.pad constant %x below[2] above[1] value %v : tensor<2xcomplex<f32>> to tensor<5xcomplex<f32>>
  return %r : tensor<5xcomplex<f32>>
}

// -----

// complex<f32>, edge.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_complex_f32_edge()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[(1.000000e+00,2.000000e+00), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (3.000000e+00,4.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<5xcomplex<f32>>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<5xcomplex<f32>>
func.func @type_complex_f32_edge() -> tensor<5xcomplex<f32>> {
  %x = arith.constant dense<[(1.0,2.0), (3.0,4.0)]> : tensor<2xcomplex<f32>>
  %r = pad.pad edge %x below[1] above[2] : tensor<2xcomplex<f32>> to tensor<5xcomplex<f32>>
  return %r : tensor<5xcomplex<f32>>
}

// -----

// complex<f32>, reflect.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_complex_f32_reflect_2d()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}(7.000000e+00,8.000000e+00), (5.000000e+00,6.000000e+00), (7.000000e+00,8.000000e+00), (5.000000e+00,6.000000e+00)], [(3.000000e+00,4.000000e+00), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (1.000000e+00,2.000000e+00)], [(7.000000e+00,8.000000e+00), (5.000000e+00,6.000000e+00), (7.000000e+00,8.000000e+00), (5.000000e+00,6.000000e+00)]]> : tensor<3x4xcomplex<f32>>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<3x4xcomplex<f32>>
func.func @type_complex_f32_reflect_2d() -> tensor<3x4xcomplex<f32>> {
  %x = arith.constant dense<[[(1.0,2.0), (3.0,4.0)], [(5.0,6.0), (7.0,8.0)]]> : tensor<2x2xcomplex<f32>>
  %r = pad.pad reflect %x below[1, 1] above[0, 1] : tensor<2x2xcomplex<f32>> to tensor<3x4xcomplex<f32>>
  return %r : tensor<3x4xcomplex<f32>>
}

// -----

// complex<f64>, wrap.
// Expected: numpy.pad (pad, then crop), equal to spec_oracle.py.
// CHECK-LABEL: func.func @type_complex_f64_wrap()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<[(3.000000e+00,4.000000e+00), (-5.000000e-01,2.500000e-01), (1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (-5.000000e-01,2.500000e-01), (1.000000e+00,2.000000e+00)]> : tensor<6xcomplex<f64>>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<6xcomplex<f64>>
func.func @type_complex_f64_wrap() -> tensor<6xcomplex<f64>> {
  %x = arith.constant dense<[(1.0,2.0), (3.0,4.0), (-0.5,0.25)]> : tensor<3xcomplex<f64>>
  %r = pad.pad wrap %x below[2] above[1] : tensor<3xcomplex<f64>> to tensor<6xcomplex<f64>>
  return %r : tensor<6xcomplex<f64>>
}
