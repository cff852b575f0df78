// RUN: pad-opt %s --convert-pad-to-vector="outline-max-bytes=-1" | FileCheck %s

// A destination whose innermost stride is not 1: the lanes between its
// elements belong to someone else, so every run stays a linalg op, and the
// run-time streaming decision that no kernel took leaves nothing behind.
// CHECK-LABEL: func.func @strided_destination(
//   CHECK-NOT:   vector.
//   CHECK-NOT:   arith.cmpi sge
//       CHECK:   linalg.copy ins(%{{.*}} : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%{{.*}} : memref<?x?xf32, strided<[?, 2], offset: ?>>)
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<?x?xf32, strided<[?, 2]>>)
//   CHECK-NOT:   vector.
//   CHECK-NOT:   llvm.fence
//   CHECK-NOT:   arith.cmpi sge
//       CHECK:   return
func.func @strided_destination(%x: memref<?x?xf32>, %d: memref<?x?xf32, strided<[?, 2]>>, %v: f32) {
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %d : memref<?x?xf32> to memref<?x?xf32, strided<[?, 2]>>
  return
}
