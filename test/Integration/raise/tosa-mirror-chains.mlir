// TensorFlow's MirrorPad as TOSA emits it (a slice / reverse / concat chain
// per padded axis), and the analogous wrap and edge chains: raised to one
// pad.pad and lowered by --pad-to-llvm (both routes), they compute what
// upstream's TOSA pipeline computes from the chain itself. All runs are
// checked against the same values, worked out with numpy's pad.
// RUN: pad-opt %s --raise-tosa-pad | FileCheck %s --check-prefix=RAISED
// RUN: pad-opt %s --raise-tosa-pad --pad-to-llvm="lowering=linalg" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --raise-tosa-pad --pad-to-llvm="lowering=scf" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" \
// RUN: | pad-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

// RAISED-LABEL: func.func private @reflect_hw
//  RAISED-NEXT:   pad.pad reflect %{{.*}} below[0, 2, 3, 0] above[0, 1, 2, 0]
//  RAISED-NEXT:   return
func.func private @reflect_hw(%x: tensor<1x3x4x1xi32>) -> tensor<1x6x9x1xi32> {
  %v1 = tosa.const_shape {values = dense<[0, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v2 = tosa.const_shape {values = dense<[1, 2, 4, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<1x3x4x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x4x1xi32>
  %v4 = tosa.reverse %v3 {axis = 1 : i32} : (tensor<1x2x4x1xi32>) -> tensor<1x2x4x1xi32>
  %v5 = tosa.const_shape {values = dense<[0, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v6 = tosa.const_shape {values = dense<[1, 1, 4, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<1x3x4x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x4x1xi32>
  %v8 = tosa.reverse %v7 {axis = 1 : i32} : (tensor<1x1x4x1xi32>) -> tensor<1x1x4x1xi32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 1 : i32} : (tensor<1x2x4x1xi32>, tensor<1x3x4x1xi32>, tensor<1x1x4x1xi32>) -> tensor<1x6x4x1xi32>
  %v10 = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v11 = tosa.const_shape {values = dense<[1, 6, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<1x6x4x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x6x3x1xi32>
  %v13 = tosa.reverse %v12 {axis = 2 : i32} : (tensor<1x6x3x1xi32>) -> tensor<1x6x3x1xi32>
  %v14 = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v15 = tosa.const_shape {values = dense<[1, 6, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v16 = tosa.slice %v9, %v14, %v15 : (tensor<1x6x4x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x6x2x1xi32>
  %v17 = tosa.reverse %v16 {axis = 2 : i32} : (tensor<1x6x2x1xi32>) -> tensor<1x6x2x1xi32>
  %v18 = tosa.concat %v13, %v9, %v17 {axis = 2 : i32} : (tensor<1x6x3x1xi32>, tensor<1x6x4x1xi32>, tensor<1x6x2x1xi32>) -> tensor<1x6x9x1xi32>
  return %v18 : tensor<1x6x9x1xi32>
}

// RAISED-LABEL: func.func private @symmetric_2d
//  RAISED-NEXT:   pad.pad symmetric %{{.*}} below[3, 0] above[1, 4]
//  RAISED-NEXT:   return
func.func private @symmetric_2d(%x: tensor<3x4xi32>) -> tensor<7x8xi32> {
  %v1 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[3, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xi32>
  %v4 = tosa.reverse %v3 {axis = 0 : i32} : (tensor<3x4xi32>) -> tensor<3x4xi32>
  %v5 = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v7 = tosa.slice %x, %v5, %v6 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4xi32>
  %v8 = tosa.reverse %v7 {axis = 0 : i32} : (tensor<1x4xi32>) -> tensor<1x4xi32>
  %v9 = tosa.concat %v4, %x, %v8 {axis = 0 : i32} : (tensor<3x4xi32>, tensor<3x4xi32>, tensor<1x4xi32>) -> tensor<7x4xi32>
  %v10 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v11 = tosa.const_shape {values = dense<[7, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.slice %v9, %v10, %v11 : (tensor<7x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<7x4xi32>
  %v13 = tosa.reverse %v12 {axis = 1 : i32} : (tensor<7x4xi32>) -> tensor<7x4xi32>
  %v14 = tosa.concat %v9, %v13 {axis = 1 : i32} : (tensor<7x4xi32>, tensor<7x4xi32>) -> tensor<7x8xi32>
  return %v14 : tensor<7x8xi32>
}

// RAISED-LABEL: func.func private @wrap_2d
//  RAISED-NEXT:   pad.pad wrap %{{.*}} below[2, 1] above[3, 2]
//  RAISED-NEXT:   return
func.func private @wrap_2d(%x: tensor<3x4xi32>) -> tensor<8x7xi32> {
  %v1 = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xi32>
  %v4 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v5 = tosa.const_shape {values = dense<[3, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.slice %x, %v4, %v5 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xi32>
  %v7 = tosa.concat %v3, %x, %v6 {axis = 0 : i32} : (tensor<2x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<8x4xi32>
  %v8 = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v9 = tosa.const_shape {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v10 = tosa.slice %v7, %v8, %v9 : (tensor<8x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x1xi32>
  %v11 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.const_shape {values = dense<[8, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v13 = tosa.slice %v7, %v11, %v12 : (tensor<8x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x2xi32>
  %v14 = tosa.concat %v10, %v7, %v13 {axis = 1 : i32} : (tensor<8x1xi32>, tensor<8x4xi32>, tensor<8x2xi32>) -> tensor<8x7xi32>
  return %v14 : tensor<8x7xi32>
}

// RAISED-LABEL: func.func private @edge_2d
//  RAISED-NEXT:   pad.pad edge %{{.*}} below[1, 3] above[2, 1]
//  RAISED-NEXT:   return
func.func private @edge_2d(%x: tensor<2x3xi32>) -> tensor<5x7xi32> {
  %v1 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v2 = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v3 = tosa.slice %x, %v1, %v2 : (tensor<2x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xi32>
  %v4 = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v5 = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v6 = tosa.slice %x, %v4, %v5 : (tensor<2x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xi32>
  %v7 = tosa.concat %v3, %x, %v6, %v6 {axis = 0 : i32} : (tensor<1x3xi32>, tensor<2x3xi32>, tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<5x3xi32>
  %v8 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v9 = tosa.const_shape {values = dense<[5, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v10 = tosa.slice %v7, %v8, %v9 : (tensor<5x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<5x1xi32>
  %v11 = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v12 = tosa.tile %v10, %v11 : (tensor<5x1xi32>, !tosa.shape<2>) -> tensor<5x3xi32>
  %v13 = tosa.const_shape {values = dense<[0, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v14 = tosa.const_shape {values = dense<[5, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v15 = tosa.slice %v7, %v13, %v14 : (tensor<5x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<5x1xi32>
  %v16 = tosa.concat %v12, %v7, %v15 {axis = 1 : i32} : (tensor<5x3xi32>, tensor<5x3xi32>, tensor<5x1xi32>) -> tensor<5x7xi32>
  return %v16 : tensor<5x7xi32>
}

func.func @main() {
  %x_reflect_hw = arith.constant dense<[[[[ 1],   [ 2],   [ 3],   [ 4]],  [[ 5],   [ 6],   [ 7],   [ 8]],  [[ 9],   [10],   [11],   [12]]]]> : tensor<1x3x4x1xi32>
  %r_reflect_hw = call @reflect_hw(%x_reflect_hw) : (tensor<1x3x4x1xi32>) -> tensor<1x6x9x1xi32>
  %m_reflect_hw = bufferization.to_buffer %r_reflect_hw : tensor<1x6x9x1xi32> to memref<1x6x9x1xi32>
  %u_reflect_hw = memref.cast %m_reflect_hw : memref<1x6x9x1xi32> to memref<*xi32>
  call @printMemrefI32(%u_reflect_hw) : (memref<*xi32>) -> ()
  // reflect_hw: numpy.pad(1 .. 12, [(0, 0), (2, 1), (3, 2), (0, 0)], mode='reflect'), row by row
  // CHECK: {{\[}}12]
  // CHECK-NEXT: {{\[}}11]
  // CHECK-NEXT: {{\[}}10]
  // CHECK-NEXT: {{\[}}9]
  // CHECK-NEXT: {{\[}}10]
  // CHECK-NEXT: {{\[}}11]
  // CHECK-NEXT: {{\[}}12]
  // CHECK-NEXT: {{\[}}11]
  // CHECK-NEXT: {{\[}}10]
  // CHECK-NEXT: {{\[}}8]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}5]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}8]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}4]
  // CHECK-NEXT: {{\[}}3]
  // CHECK-NEXT: {{\[}}2]
  // CHECK-NEXT: {{\[}}1]
  // CHECK-NEXT: {{\[}}2]
  // CHECK-NEXT: {{\[}}3]
  // CHECK-NEXT: {{\[}}4]
  // CHECK-NEXT: {{\[}}3]
  // CHECK-NEXT: {{\[}}2]
  // CHECK-NEXT: {{\[}}8]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}5]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}8]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}12]
  // CHECK-NEXT: {{\[}}11]
  // CHECK-NEXT: {{\[}}10]
  // CHECK-NEXT: {{\[}}9]
  // CHECK-NEXT: {{\[}}10]
  // CHECK-NEXT: {{\[}}11]
  // CHECK-NEXT: {{\[}}12]
  // CHECK-NEXT: {{\[}}11]
  // CHECK-NEXT: {{\[}}10]
  // CHECK-NEXT: {{\[}}8]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}5]
  // CHECK-NEXT: {{\[}}6]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}8]
  // CHECK-NEXT: {{\[}}7]
  // CHECK-NEXT: {{\[}}6]
  %x_symmetric_2d = arith.constant dense<[[ 1,  2,  3,  4], [ 5,  6,  7,  8], [ 9, 10, 11, 12]]> : tensor<3x4xi32>
  %r_symmetric_2d = call @symmetric_2d(%x_symmetric_2d) : (tensor<3x4xi32>) -> tensor<7x8xi32>
  %m_symmetric_2d = bufferization.to_buffer %r_symmetric_2d : tensor<7x8xi32> to memref<7x8xi32>
  %u_symmetric_2d = memref.cast %m_symmetric_2d : memref<7x8xi32> to memref<*xi32>
  call @printMemrefI32(%u_symmetric_2d) : (memref<*xi32>) -> ()
  // symmetric_2d: numpy.pad(1 .. 12, [(3, 1), (0, 4)], mode='symmetric'), row by row
  // CHECK: {{\[}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}12,{{ +}}11,{{ +}}10,{{ +}}9]
  // CHECK-NEXT: {{\[}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}8,{{ +}}7,{{ +}}6,{{ +}}5]
  // CHECK-NEXT: {{\[}}1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}4,{{ +}}3,{{ +}}2,{{ +}}1]
  // CHECK-NEXT: {{\[}}1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}4,{{ +}}3,{{ +}}2,{{ +}}1]
  // CHECK-NEXT: {{\[}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}8,{{ +}}7,{{ +}}6,{{ +}}5]
  // CHECK-NEXT: {{\[}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}12,{{ +}}11,{{ +}}10,{{ +}}9]
  // CHECK-NEXT: {{\[}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}12,{{ +}}11,{{ +}}10,{{ +}}9]
  %x_wrap_2d = arith.constant dense<[[ 1,  2,  3,  4], [ 5,  6,  7,  8], [ 9, 10, 11, 12]]> : tensor<3x4xi32>
  %r_wrap_2d = call @wrap_2d(%x_wrap_2d) : (tensor<3x4xi32>) -> tensor<8x7xi32>
  %m_wrap_2d = bufferization.to_buffer %r_wrap_2d : tensor<8x7xi32> to memref<8x7xi32>
  %u_wrap_2d = memref.cast %m_wrap_2d : memref<8x7xi32> to memref<*xi32>
  call @printMemrefI32(%u_wrap_2d) : (memref<*xi32>) -> ()
  // wrap_2d: numpy.pad(1 .. 12, [(2, 3), (1, 2)], mode='wrap'), row by row
  // CHECK: {{\[}}8,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}5,{{ +}}6]
  // CHECK-NEXT: {{\[}}12,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}9,{{ +}}10]
  // CHECK-NEXT: {{\[}}4,{{ +}}1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}1,{{ +}}2]
  // CHECK-NEXT: {{\[}}8,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}5,{{ +}}6]
  // CHECK-NEXT: {{\[}}12,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}9,{{ +}}10]
  // CHECK-NEXT: {{\[}}4,{{ +}}1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}1,{{ +}}2]
  // CHECK-NEXT: {{\[}}8,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}5,{{ +}}6]
  // CHECK-NEXT: {{\[}}12,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}9,{{ +}}10]
  %x_edge_2d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r_edge_2d = call @edge_2d(%x_edge_2d) : (tensor<2x3xi32>) -> tensor<5x7xi32>
  %m_edge_2d = bufferization.to_buffer %r_edge_2d : tensor<5x7xi32> to memref<5x7xi32>
  %u_edge_2d = memref.cast %m_edge_2d : memref<5x7xi32> to memref<*xi32>
  call @printMemrefI32(%u_edge_2d) : (memref<*xi32>) -> ()
  // edge_2d: numpy.pad(1 .. 6, [(1, 2), (3, 1)], mode='edge'), row by row
  // CHECK: {{\[}}1,{{ +}}1,{{ +}}1,{{ +}}1,{{ +}}2,{{ +}}3,{{ +}}3]
  // CHECK-NEXT: {{\[}}1,{{ +}}1,{{ +}}1,{{ +}}1,{{ +}}2,{{ +}}3,{{ +}}3]
  // CHECK-NEXT: {{\[}}4,{{ +}}4,{{ +}}4,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}6]
  // CHECK-NEXT: {{\[}}4,{{ +}}4,{{ +}}4,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}6]
  // CHECK-NEXT: {{\[}}4,{{ +}}4,{{ +}}4,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}6]
  return
}
