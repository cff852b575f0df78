// RUN: pad-opt %s --pad-row-stores=streaming-threshold=4096 | FileCheck %s

// Run on a module, --pad-row-stores writes the kernel of rows of dynamic
// length once per kind of op, memref types and streaming, as a private
// function, and each marked op of those types becomes a call: the streamed
// kernel where the buffer it is cut from holds at least the threshold, the
// cached one otherwise, and a fence after the streamed one only. Two
// functions' fills of the same types share one pair of kernels; a copy has
// its own. A fill of static shape, a fill of one row (the scf route writes
// row by row: a call per row costs too much), a fill inside a parallel loop
// (whose body must stay free of calls) and an unmarked fill are not shared.

// CHECK-LABEL: func.func @first(
//  CHECK-SAME:     %[[M:.*]]: memref<?x?xf32>, %[[V:.*]]: f32,
//       CHECK:   %[[VIEW:.*]] = memref.subview %[[M]]
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     func.call @__pad_row_fill_streamed(%[[VIEW]], %[[V]]) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, f32) -> ()
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     func.call @__pad_row_fill(%[[VIEW]], %[[V]]) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, f32) -> ()
//  CHECK-NEXT:   }
//       CHECK:   func.call @__pad_row_copy_streamed(
//       CHECK:   func.call @__pad_row_copy(
//       CHECK:   return
func.func @first(%m: memref<?x?xf32>, %v: f32, %src: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %view = memref.subview %m[%n, 0] [%d0, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%view : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  linalg.copy {pad.row_kernel = 1 : i64} ins(%src : memref<?x?xf32>) outs(%m : memref<?x?xf32>)
  return
}

// CHECK-LABEL: func.func @second(
//       CHECK:   func.call @__pad_row_fill_streamed(
//       CHECK:   func.call @__pad_row_fill(
//   CHECK-NOT:   func.call
//       CHECK:   vector.store
//   CHECK-NOT:   func.call
//       CHECK:   memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32> -> index
//   CHECK-NOT:   func.call
//       CHECK:   scf.forall
//   CHECK-NOT:   func.call
//       CHECK:     vector.store
//   CHECK-NOT:   func.call
//       CHECK:   linalg.fill ins
//       CHECK:   return
func.func @second(%m: memref<?x?xf32>, %v: f32, %s: memref<4x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %view = memref.subview %m[%c1, 0] [%d0, %d1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%view : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%s : memref<4x64xf32>)
  %r = memref.alloc(%d1) : memref<?xf32>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%r : memref<?xf32>)
  scf.forall (%i) in (%d0) {
    %row = memref.subview %m[%i, 0] [1, %d1] [1, 1] : memref<?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
    linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%row : memref<1x?xf32, strided<[?, 1], offset: ?>>)
  }
  linalg.fill ins(%v : f32) outs(%view : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  return
}

// The kernels: one per kind, types and streaming, each defined once.
// CHECK-LABEL: func.func private @__pad_row_fill_streamed(
//  CHECK-SAME:     %{{.*}}: memref<?x?xf32, strided<[?, 1], offset: ?>>, %{{.*}}: f32) attributes {llvm.linkage = #llvm.linkage<internal>}
//       CHECK:   vector.store {{.*}}nontemporal = true
//       CHECK:   return
// CHECK-LABEL: func.func private @__pad_row_fill(
//   CHECK-NOT:   nontemporal
//       CHECK:   return
// CHECK-LABEL: func.func private @__pad_row_copy_streamed(
//  CHECK-SAME:     memref<?x?xf32>, %{{.*}}: memref<?x?xf32>)
// CHECK-LABEL: func.func private @__pad_row_copy(
//   CHECK-NOT: func.func private @__pad_row_fill
