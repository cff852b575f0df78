// RUN: pad-opt %s --lower-pad-to-tensor-pad --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @static
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>, %[[V:.*]]: f32)
//       CHECK:   %[[R:.*]] = tensor.pad %[[X]] low[1, 2] high[2, 3] {
//       CHECK:     tensor.yield %[[V]] : f32
//       CHECK:   } : tensor<3x4xf32> to tensor<6x9xf32>
//       CHECK:   return %[[R]]
func.func @static(%x: tensor<3x4xf32>, %v: f32) -> tensor<6x9xf32> {
  %r = pad.pad constant %x below[1, 2] above[2, 3] value %v : tensor<3x4xf32> to tensor<6x9xf32>
  return %r : tensor<6x9xf32>
}

// -----

// No value: the zero of the element type (complex included).
// CHECK-LABEL: func.func @zero_value
//       CHECK:   %[[Z:.*]] = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
//       CHECK:   tensor.pad %{{.*}} low[1] high[0]
//       CHECK:     tensor.yield %[[Z]] : complex<f32>
//       CHECK:   %[[ZI:.*]] = arith.constant 0 : i16
//       CHECK:   tensor.pad %{{.*}} low[0, 1] high[2, 0]
//       CHECK:     tensor.yield %[[ZI]] : i16
func.func @zero_value(%x: tensor<3xcomplex<f32>>, %y: tensor<1x1xi16>) -> (tensor<4xcomplex<f32>>, tensor<3x2xi16>) {
  %r = pad.pad constant %x below[1] above[0] : tensor<3xcomplex<f32>> to tensor<4xcomplex<f32>>
  %s = pad.pad constant %y below[0, 1] above[2, 0] : tensor<1x1xi16> to tensor<3x2xi16>
  return %r, %s : tensor<4xcomplex<f32>>, tensor<3x2xi16>
}

// -----

// Dynamic pads whose lower bound the IR proves non-negative: tensor.dim and
// affine.max with 0.
// CHECK-LABEL: func.func @provably_non_negative
//  CHECK-SAME:   (%[[X:.*]]: tensor<?xf32>, %[[N:.*]]: index)
//       CHECK:   %[[D:.*]] = tensor.dim %[[X]]
//       CHECK:   %[[M:.*]] = affine.max
//       CHECK:   tensor.pad %[[X]] low[%[[D]]] high[%[[M]]]
//       CHECK:   } : tensor<?xf32> to tensor<?xf32>
//   CHECK-NOT:   pad.pad
func.func @provably_non_negative(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %m = affine.max affine_map<()[s0] -> (s0, 0)>()[%n]
  %r = pad.pad constant %x below[%d] above[%m] : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A dynamic pad the IR does not bound may be negative at run time (a crop,
// which tensor.pad does not define): unchanged.
// CHECK-LABEL: func.func @unbounded
//       CHECK:   pad.pad constant %{{.*}} below[%{{.*}}] above[0]
//   CHECK-NOT:   tensor.pad
func.func @unbounded(%x: tensor<3xf32>, %n: index) -> tensor<?xf32> {
  %r = pad.pad constant %x below[%n] above[0] : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @negative
//       CHECK:   pad.pad constant %{{.*}} below[-1] above[2]
//   CHECK-NOT:   tensor.pad
func.func @negative(%x: tensor<3xf32>) -> tensor<4xf32> {
  %r = pad.pad constant %x below[-1] above[2] : tensor<3xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @interior
//       CHECK:   pad.pad constant %{{.*}} below[1] above[1] interior[1]
//   CHECK-NOT:   tensor.pad
func.func @interior(%x: tensor<3xf32>) -> tensor<7xf32> {
  %r = pad.pad constant %x below[1] above[1] interior[1] : tensor<3xf32> to tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// CHECK-LABEL: func.func @other_modes
//       CHECK:   pad.pad edge
//       CHECK:   pad.pad reflect
//       CHECK:   pad.pad symmetric
//       CHECK:   pad.pad wrap
//   CHECK-NOT:   tensor.pad
func.func @other_modes(%x: tensor<3xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %a = pad.pad edge %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %b = pad.pad reflect %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %c = pad.pad symmetric %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %d = pad.pad wrap %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return %a, %b, %c, %d : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----

// Round trip: raising the lowered pad gives the pad back.
// RUN: pad-opt %s --split-input-file --lower-pad-to-tensor-pad --raise-tensor-pad | FileCheck %s --check-prefix=ROUND
// ROUND-LABEL: func.func @round_trip
//  ROUND-SAME:   (%[[X:.*]]: tensor<2x2xi32>, %[[V:.*]]: i32)
//       ROUND:   %[[R:.*]] = pad.pad constant %[[X]] below[0, 3] above[1, 0] value %[[V]] : tensor<2x2xi32> to tensor<3x5xi32>
//       ROUND:   return %[[R]]
// CHECK-LABEL: func.func @round_trip
//       CHECK:   tensor.pad
func.func @round_trip(%x: tensor<2x2xi32>, %v: i32) -> tensor<3x5xi32> {
  %r = pad.pad constant %x below[0, 3] above[1, 0] value %v : tensor<2x2xi32> to tensor<3x5xi32>
  return %r : tensor<3x5xi32>
}
