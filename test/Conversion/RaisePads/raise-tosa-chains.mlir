// RUN: pad-opt %s --raise-tosa-pad --split-input-file | FileCheck %s

// Chains of tosa.slice / tosa.reverse / tosa.tile / tosa.concat that equal a
// pad (spec section 6): TensorFlow's legalization of MirrorPad, one concat
// per padded axis, and the analogous wrap and edge chains. Each raise is
// proven element by element from the static offsets, sizes and axes; the
// axes of one chain merge into one pad.pad, and the chain's ops go.

// -----

// TensorFlow's REFLECT MirrorPad of H and W (NHWC): one pad.
// CHECK-LABEL: func.func @reflect_hw
//  CHECK-SAME:   (%[[X:.*]]: tensor<1x4x5x2xf32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad reflect %[[X]] below[0, 2, 3, 0] above[0, 1, 3, 0] : tensor<1x4x5x2xf32> to tensor<1x7x11x2xf32>
//  CHECK-NEXT:   return %[[R]]

func.func @reflect_hw(%x: tensor<1x4x5x2xf32>) -> tensor<1x7x11x2xf32> {
  %v1 = tosa.const_shape {values = dense<[0, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v2 = tosa.const_shape {values = dense<[1, 2, 5, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<1x4x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x5x2xf32>
  %v4 = tosa.reverse %v3 {axis = 1 : i32} : (tensor<1x2x5x2xf32>) -> tensor<1x2x5x2xf32>
  %v5 = tosa.const_shape {values = dense<[0, 2, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v6 = tosa.const_shape {values = dense<[1, 1, 5, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<1x4x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x5x2xf32>
  %v8 = tosa.reverse %v7 {axis = 1 : i32} : (tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 1 : i32} : (tensor<1x2x5x2xf32>, tensor<1x4x5x2xf32>, tensor<1x1x5x2xf32>) -> tensor<1x7x5x2xf32>
  %v10 = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v11 = tosa.const_shape {values = dense<[1, 7, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<1x7x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x3x2xf32>
  %v13 = tosa.reverse %v12 {axis = 2 : i32} : (tensor<1x7x3x2xf32>) -> tensor<1x7x3x2xf32>
  %v14 = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v15 = tosa.const_shape {values = dense<[1, 7, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v16 = tosa.slice %v9, %v14, %v15 : (tensor<1x7x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x3x2xf32>
  %v17 = tosa.reverse %v16 {axis = 2 : i32} : (tensor<1x7x3x2xf32>) -> tensor<1x7x3x2xf32>
  %v18 = tosa.concat %v13, %v9, %v17 {axis = 2 : i32} : (tensor<1x7x3x2xf32>, tensor<1x7x5x2xf32>, tensor<1x7x3x2xf32>) -> tensor<1x7x11x2xf32>
  return %v18 : tensor<1x7x11x2xf32>
}

// -----

// SYMMETRIC: the border slices start at the edge.
// CHECK-LABEL: func.func @symmetric_hw
//  CHECK-SAME:   (%[[X:.*]]: tensor<1x4x5x2xf32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad symmetric %[[X]] below[0, 2, 3, 0] above[0, 1, 2, 0] : tensor<1x4x5x2xf32> to tensor<1x7x10x2xf32>
//  CHECK-NEXT:   return %[[R]]

func.func @symmetric_hw(%x: tensor<1x4x5x2xf32>) -> tensor<1x7x10x2xf32> {
  %v1 = tosa.const_shape {values = dense<[0, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v2 = tosa.const_shape {values = dense<[1, 2, 5, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<1x4x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x5x2xf32>
  %v4 = tosa.reverse %v3 {axis = 1 : i32} : (tensor<1x2x5x2xf32>) -> tensor<1x2x5x2xf32>
  %v5 = tosa.const_shape {values = dense<[0, 3, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v6 = tosa.const_shape {values = dense<[1, 1, 5, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<1x4x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x5x2xf32>
  %v8 = tosa.reverse %v7 {axis = 1 : i32} : (tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 1 : i32} : (tensor<1x2x5x2xf32>, tensor<1x4x5x2xf32>, tensor<1x1x5x2xf32>) -> tensor<1x7x5x2xf32>
  %v10 = tosa.const_shape {values = dense<[0, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v11 = tosa.const_shape {values = dense<[1, 7, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<1x7x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x3x2xf32>
  %v13 = tosa.reverse %v12 {axis = 2 : i32} : (tensor<1x7x3x2xf32>) -> tensor<1x7x3x2xf32>
  %v14 = tosa.const_shape {values = dense<[0, 0, 3, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v15 = tosa.const_shape {values = dense<[1, 7, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v16 = tosa.slice %v9, %v14, %v15 : (tensor<1x7x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x2x2xf32>
  %v17 = tosa.reverse %v16 {axis = 2 : i32} : (tensor<1x7x2x2xf32>) -> tensor<1x7x2x2xf32>
  %v18 = tosa.concat %v13, %v9, %v17 {axis = 2 : i32} : (tensor<1x7x3x2xf32>, tensor<1x7x5x2xf32>, tensor<1x7x2x2xf32>) -> tensor<1x7x10x2xf32>
  return %v18 : tensor<1x7x10x2xf32>
}

// -----

// Wrap: slices from the opposite end, not reversed.
// CHECK-LABEL: func.func @wrap_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xi32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad wrap %[[X]] below[1, 3] above[2, 0] : tensor<3x4xi32> to tensor<6x7xi32>
//  CHECK-NEXT:   return %[[R]]

func.func @wrap_2d(%x: tensor<3x4xi32>) -> tensor<6x7xi32> {
  %v1 = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4xi32>
  %v4 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v5 = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.slice %x, %v4, %v5 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xi32>
  %v7 = tosa.concat %v3, %x, %v6 {axis = 0 : i32} : (tensor<1x4xi32>, tensor<3x4xi32>, tensor<2x4xi32>) -> tensor<6x4xi32>
  %v8 = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v9 = tosa.const_shape {values = dense<[6, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v10 = tosa.slice %v7, %v8, %v9 : (tensor<6x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x3xi32>
  %v11 = tosa.concat %v10, %v7 {axis = 1 : i32} : (tensor<6x3xi32>, tensor<6x4xi32>) -> tensor<6x7xi32>
  return %v11 : tensor<6x7xi32>
}

// -----

// Edge: a tosa.tile of a size-1 border slice before, the same size-1 slice concatenated several times after.
// CHECK-LABEL: func.func @edge_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xi8>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad edge %[[X]] below[2, 1] above[1, 3] : tensor<3x4xi8> to tensor<6x8xi8>
//  CHECK-NEXT:   return %[[R]]

func.func @edge_2d(%x: tensor<3x4xi8>) -> tensor<6x8xi8> {
  %v1 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4xi8>
  %v4 = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v5 = tosa.tile %v3, %v4 : (tensor<1x4xi8>, !tosa.shape<2>) -> tensor<2x4xi8>
  %v6 = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v7 = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v8 = tosa.slice %x, %v6, %v7 : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4xi8>
  %v9 = tosa.concat %v5, %x, %v8 {axis = 0 : i32} : (tensor<2x4xi8>, tensor<3x4xi8>, tensor<1x4xi8>) -> tensor<6x4xi8>
  %v10 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v11 = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<6x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x1xi8>
  %v13 = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v14 = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v15 = tosa.slice %v9, %v13, %v14 : (tensor<6x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x1xi8>
  %v16 = tosa.concat %v12, %v9, %v15, %v15, %v15 {axis = 1 : i32} : (tensor<6x1xi8>, tensor<6x4xi8>, tensor<6x1xi8>, tensor<6x1xi8>, tensor<6x1xi8>) -> tensor<6x8xi8>
  return %v16 : tensor<6x8xi8>
}

// -----

// One side only.
// CHECK-LABEL: func.func @reflect_after_only
//  CHECK-SAME:   (%[[X:.*]]: tensor<5xf16>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad reflect %[[X]] below[0] above[3] : tensor<5xf16> to tensor<8xf16>
//  CHECK-NEXT:   return %[[R]]

func.func @reflect_after_only(%x: tensor<5xf16>) -> tensor<8xf16> {
  %v1 = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %v2 = tosa.const_shape {values = dense<[3]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<5xf16>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xf16>
  %v4 = tosa.reverse %v3 {axis = 0 : i32} : (tensor<3xf16>) -> tensor<3xf16>
  %v5 = tosa.concat %x, %v4 {axis = 0 : i32} : (tensor<5xf16>, tensor<3xf16>) -> tensor<8xf16>
  return %v5 : tensor<8xf16>
}

// -----

// Left unchanged: a border slice at another offset ([3, 2] before a
// source of 4 is no mode's border).
// CHECK-LABEL: func.func @other_offset
//   CHECK-NOT:   pad.pad
//       CHECK:   tosa.concat
func.func @other_offset(%x: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %v1 = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %v4 = tosa.reverse %v3 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v5 = tosa.concat %v4, %x {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %v5 : tensor<6x3xf32>
}

// -----

// Left unchanged: the border slice is reversed along another axis.
// CHECK-LABEL: func.func @reverse_other_axis
//   CHECK-NOT:   pad.pad
//       CHECK:   tosa.reverse %{{.*}} {axis = 1 : i32}
//       CHECK:   tosa.concat
func.func @reverse_other_axis(%x: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %v1 = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %v4 = tosa.reverse %v3 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v5 = tosa.concat %v4, %x {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %v5 : tensor<6x3xf32>
}

// -----

// Left unchanged: a piece sliced from another tensor.
// CHECK-LABEL: func.func @other_source
//   CHECK-NOT:   pad.pad
//       CHECK:   tosa.concat
func.func @other_source(%x: tensor<4x3xf32>, %y: tensor<4x3xf32>) -> tensor<5x3xf32> {
  %v1 = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %y, %v1, %v2 : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  %v4 = tosa.concat %v3, %x {axis = 0 : i32} : (tensor<1x3xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
  return %v4 : tensor<5x3xf32>
}

// -----

// Left unchanged: a dynamic extent (nothing proves which border the slice is).
// CHECK-LABEL: func.func @dynamic
//   CHECK-NOT:   pad.pad
//       CHECK:   tosa.concat
func.func @dynamic(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %s = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %a = tosa.slice %x, %s, %z : (tensor<?x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  %c = tosa.concat %a, %x {axis = 0 : i32} : (tensor<1x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %c : tensor<?x3xf32>
}

// -----

// Left unchanged: a tile along another axis too (then sliced back: the
// piece is not a slice of the source).
// CHECK-LABEL: func.func @tile_other_axis
//   CHECK-NOT:   pad.pad
//       CHECK:   tosa.concat
func.func @tile_other_axis(%x: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %a = tosa.slice %x, %s, %z : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  %m = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %a, %m : (tensor<1x3xf32>, !tosa.shape<2>) -> tensor<2x6xf32>
  %u = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %w = tosa.slice %t, %u, %v : (tensor<2x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %c = tosa.concat %w, %x {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %c : tensor<6x3xf32>
}

// -----

// Two axes in different modes (reflect, then wrap): two pads, not merged.
// CHECK-LABEL: func.func @two_modes
//  CHECK-SAME:   (%[[X:.*]]: tensor<4x5xf32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad reflect %[[X]] below[2, 0] above[1, 0] : tensor<4x5xf32> to tensor<7x5xf32>
//  CHECK-NEXT:   %[[W:.*]] = pad.pad wrap %[[R]] below[0, 1] above[0, 2] : tensor<7x5xf32> to tensor<7x8xf32>
//  CHECK-NEXT:   return %[[W]]
func.func @two_modes(%x: tensor<4x5xf32>) -> tensor<7x8xf32> {
  %v1 = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x5xf32>
  %v4 = tosa.reverse %v3 {axis = 0 : i32} : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %v5 = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xf32>
  %v8 = tosa.reverse %v7 {axis = 0 : i32} : (tensor<1x5xf32>) -> tensor<1x5xf32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 0 : i32} : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<7x5xf32>
  %v10 = tosa.const_shape {values = dense<[0, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v11 = tosa.const_shape {values = dense<[7, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<7x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<7x1xf32>
  %v13 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v14 = tosa.const_shape {values = dense<[7, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v15 = tosa.slice %v9, %v13, %v14 : (tensor<7x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<7x2xf32>
  %v16 = tosa.concat %v12, %v9, %v15 {axis = 1 : i32} : (tensor<7x1xf32>, tensor<7x5xf32>, tensor<7x2xf32>) -> tensor<7x8xf32>
  return %v16 : tensor<7x8xf32>
}

// -----

// The first axis's result is also returned: it stays a pad of its own, and
// the second axis pads it (not merged).
// CHECK-LABEL: func.func @shared_inner
//  CHECK-SAME:   (%[[X:.*]]: tensor<4x5xf32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad symmetric %[[X]] below[1, 0] above[1, 0] : tensor<4x5xf32> to tensor<6x5xf32>
//  CHECK-NEXT:   %[[S:.*]] = pad.pad symmetric %[[R]] below[0, 2] above[0, 2] : tensor<6x5xf32> to tensor<6x9xf32>
//  CHECK-NEXT:   return %[[S]], %[[R]]
func.func @shared_inner(%x: tensor<4x5xf32>) -> (tensor<6x9xf32>, tensor<6x5xf32>) {
  %v1 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xf32>
  %v4 = tosa.reverse %v3 {axis = 0 : i32} : (tensor<1x5xf32>) -> tensor<1x5xf32>
  %v5 = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xf32>
  %v8 = tosa.reverse %v7 {axis = 0 : i32} : (tensor<1x5xf32>) -> tensor<1x5xf32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 0 : i32} : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<6x5xf32>
  %v10 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v11 = tosa.const_shape {values = dense<[6, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<6x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x2xf32>
  %v13 = tosa.reverse %v12 {axis = 1 : i32} : (tensor<6x2xf32>) -> tensor<6x2xf32>
  %v14 = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v15 = tosa.const_shape {values = dense<[6, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v16 = tosa.slice %v9, %v14, %v15 : (tensor<6x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x2xf32>
  %v17 = tosa.reverse %v16 {axis = 1 : i32} : (tensor<6x2xf32>) -> tensor<6x2xf32>
  %v18 = tosa.concat %v13, %v9, %v17 {axis = 1 : i32} : (tensor<6x2xf32>, tensor<6x5xf32>, tensor<6x2xf32>) -> tensor<6x9xf32>
  return %v18, %v9 : tensor<6x9xf32>, tensor<6x5xf32>
}

// -----

// Symmetric pads of 1 are also edge pads: with an edge axis after them, one
// edge pad.
// CHECK-LABEL: func.func @modes_agree
//  CHECK-SAME:   (%[[X:.*]]: tensor<4x5xf32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad edge %[[X]] below[1, 2] above[1, 3] : tensor<4x5xf32> to tensor<6x10xf32>
//  CHECK-NEXT:   return %[[R]]
func.func @modes_agree(%x: tensor<4x5xf32>) -> tensor<6x10xf32> {
  %v1 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xf32>
  %v4 = tosa.reverse %v3 {axis = 0 : i32} : (tensor<1x5xf32>) -> tensor<1x5xf32>
  %v5 = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xf32>
  %v8 = tosa.reverse %v7 {axis = 0 : i32} : (tensor<1x5xf32>) -> tensor<1x5xf32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 0 : i32} : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<6x5xf32>
  %v10 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v11 = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<6x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x1xf32>
  %v13 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v14 = tosa.tile %v12, %v13 : (tensor<6x1xf32>, !tosa.shape<2>) -> tensor<6x2xf32>
  %v15 = tosa.const_shape {values = dense<[0, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v16 = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v17 = tosa.slice %v9, %v15, %v16 : (tensor<6x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<6x1xf32>
  %v18 = tosa.concat %v14, %v9, %v17, %v17, %v17 {axis = 1 : i32} : (tensor<6x2xf32>, tensor<6x5xf32>, tensor<6x1xf32>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x10xf32>
  return %v18 : tensor<6x10xf32>
}

// -----

// Left unchanged: a border of more than 65536 elements. The proof lists one
// source index per border element; compile time must not grow with the pad.
// CHECK-LABEL: func.func @huge_border
//   CHECK-NOT:   pad.pad
//       CHECK:   tosa.concat
func.func @huge_border(%x: tensor<4x3xf32>) -> tensor<70004x3xf32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %a = tosa.slice %x, %s, %z : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  %m = tosa.const_shape {values = dense<[70000, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %a, %m : (tensor<1x3xf32>, !tosa.shape<2>) -> tensor<70000x3xf32>
  %c = tosa.concat %t, %x {axis = 0 : i32} : (tensor<70000x3xf32>, tensor<4x3xf32>) -> tensor<70004x3xf32>
  return %c : tensor<70004x3xf32>
}
