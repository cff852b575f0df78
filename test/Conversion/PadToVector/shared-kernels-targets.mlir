// RUN: pad-opt %s --convert-pad-to-vector="streaming-threshold=-1 outline-max-bytes=-1" | FileCheck %s --implicit-check-not=__pad_row_copy_2d_i32_16_0 --implicit-check-not=__pad_row_copy_2d_i32_64_0

// Shared kernels are per vector width: functions compiled for different
// targets (their `target_features`) call kernels of their own width, and
// functions of one target share them (one copy kernel per width).

// CHECK-LABEL: func.func @sse(
//       CHECK:   call @__pad_row_copy_2d_i32_16(
//       CHECK:   call @__pad_row_fill_2d_i32_16(
// CHECK-LABEL: func.func @avx512(
//       CHECK:   call @__pad_row_copy_2d_i32_64(
//       CHECK:   call @__pad_row_fill_2d_i32_64(
// CHECK-LABEL: func.func @sse_again(
//       CHECK:   call @__pad_row_copy_2d_i32_16(
//       CHECK:   call @__pad_row_fill_2d_i32_16(
// CHECK-LABEL: func.func private @__pad_row_copy_2d_i32_16(
//       CHECK:   vector.store %{{.*}} : memref<?xi32, strided<[1], offset: ?>>, vector<4xi32>
// CHECK-LABEL: func.func private @__pad_row_copy_2d_i32_64(
//       CHECK:   vector.store %{{.*}} : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
func.func @sse(%x: memref<?x?xf32>, %d: memref<?x?xf32>, %v: f32)
    attributes {target_features = #llvm.target_features<["+sse4.2"]>} {
  pad.pad_into constant %x below[2, 0] above[0, 0] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  return
}
func.func @avx512(%x: memref<?x?xf32>, %d: memref<?x?xf32>, %v: f32)
    attributes {target_features = #llvm.target_features<["+avx512f"]>} {
  pad.pad_into constant %x below[2, 0] above[0, 0] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  return
}
func.func @sse_again(%x: memref<?x?xf32>, %d: memref<?x?xf32>, %v: f32)
    attributes {target_features = #llvm.target_features<["+sse4.2"]>} {
  pad.pad_into constant %x below[2, 0] above[0, 0] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  return
}
