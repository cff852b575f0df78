// A static pad's geometry is computed at conversion time (FoldingArith): the
// conversions emit no i128 arithmetic for it, in any mode, on either route,
// nor any run-time check. Only a dynamic extent or pad brings the 128-bit
// checks (@dynamic_pad), except in the destination-style form, which has
// none (@dynamic_form).
// RUN: pad-opt %s --convert-pad-to-linalg --split-input-file | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-scf --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @constant_interior
//   CHECK-NOT:   i128
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @constant_interior(%x: tensor<3x4xf32>) -> tensor<10x8xf32> {
  %0 = pad.pad constant %x below[1, 2] above[2, -1] interior[2, 1] : tensor<3x4xf32> to tensor<10x8xf32>
  return %0 : tensor<10x8xf32>
}

// -----

// CHECK-LABEL: func.func @edge
//   CHECK-NOT:   i128
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @edge(%x: tensor<3x4xf32>) -> tensor<6x9xf32> {
  %0 = pad.pad edge %x below[2, 3] above[1, 2] : tensor<3x4xf32> to tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

// -----

// CHECK-LABEL: func.func @reflect
//   CHECK-NOT:   i128
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @reflect(%x: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %0 = pad.pad reflect %x below[1, 2] above[1, 2] : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// CHECK-LABEL: func.func @symmetric
//   CHECK-NOT:   i128
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @symmetric(%x: tensor<3x4xf32>) -> tensor<9x12xf32> {
  %0 = pad.pad symmetric %x below[3, 4] above[3, 4] : tensor<3x4xf32> to tensor<9x12xf32>
  return %0 : tensor<9x12xf32>
}

// -----

// CHECK-LABEL: func.func @wrap_huge
//   CHECK-NOT:   i128
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @wrap_huge(%x: tensor<3x4xf32>) -> tensor<3x6xf32> {
  %0 = pad.pad wrap %x below[0, 9223372036854775806] above[0, -9223372036854775804] : tensor<3x4xf32> to tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_pad
//       CHECK:   arith.index_cast %{{.*}} : index to i128
//       CHECK:   cf.assert
func.func @dynamic_pad(%x: tensor<3x4xf32>, %lo: index) -> tensor<?x4xf32> {
  %0 = pad.pad edge %x below[%lo, 0] above[1, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// The same pad as a destination-style form (a band of a pad whose checks
// ran, say) gets no run-time check: its geometry is still computed in 128
// bits.
// CHECK-LABEL: func.func @dynamic_form
//   CHECK-NOT:   cf.assert
//       CHECK:   arith.index_cast %{{.*}} : index to i128
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @dynamic_form(%x: tensor<3x4xf32>, %d: tensor<?x4xf32>, %lo: index) -> tensor<?x4xf32> {
  %0 = pad.pad_into edge %x below[%lo, 0] above[1, 0] into %d : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
