// RUN: pad-opt %s --pad-row-stores=streaming-threshold=4096 | FileCheck %s
// RUN: pad-opt %s --pad-row-stores=streaming-threshold=-1 | FileCheck %s --check-prefix=CACHED

// Run on a module, --pad-row-stores writes the kernel of rows of dynamic
// length once per kind of op and memref types, as a private function whose
// last argument says whether the stores stream, and each marked op of
// those types becomes one call: streaming where the buffer it is cut from
// holds at least the threshold, and a fence after the call only then. Two
// functions' fills of the same types share one kernel; a copy has its own.
// A fill of static shape, a fill of one row (the scf route writes row by
// row: a call per row costs too much), a fill inside a parallel loop (whose
// body must stay free of calls) and an unmarked fill are not shared.

// CHECK-LABEL: func.func @first(
//  CHECK-SAME:     %[[M:.*]]: memref<?x?xf32>, %[[V:.*]]: f32,
//       CHECK:   %[[VIEW:.*]] = memref.subview %[[M]]
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge, %{{.*}}, %c4096 : index
//  CHECK-NEXT:   call @__pad_row_fill(%[[VIEW]], %[[V]], %[[LARGE]]) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, f32, i1) -> ()
//  CHECK-NEXT:   scf.if %[[LARGE]] {
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   }
//       CHECK:   call @__pad_row_copy(
//   CHECK-NOT:   call
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
//       CHECK:   call @__pad_row_fill(
//   CHECK-NOT:   call
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

// The kernels: one per kind and types, each defined once, with both
// bodies; with streaming off, the cached body only.
// CHECK-LABEL: func.func private @__pad_row_fill(
//  CHECK-SAME:     %{{.*}}: memref<?x?xf32, strided<[?, 1], offset: ?>>, %{{.*}}: f32, %[[S:.*]]: i1) attributes {llvm.linkage = #llvm.linkage<internal>}
//  CHECK-NEXT:   scf.if %[[S]] {
//       CHECK:     vector.store {{.*}}nontemporal = true
//       CHECK:   } else {
//   CHECK-NOT:     nontemporal
//       CHECK:   return
// CHECK-LABEL: func.func private @__pad_row_copy(
//  CHECK-SAME:     memref<?x?xf32>, %{{.*}}: memref<?x?xf32>, %{{.*}}: i1)
//   CHECK-NOT: func.func private @__pad_row_fill
// CACHED-LABEL: func.func @first(
//       CACHED:   %[[FALSE:.*]] = arith.constant false
//  CACHED-NEXT:   call @__pad_row_fill(%{{.*}}, %{{.*}}, %[[FALSE]])
//   CACHED-NOT:   llvm.fence
//       CACHED: func.func private @__pad_row_fill({{.*}}, %[[S:.*]]: i1)
//   CACHED-NOT:   scf.if %[[S]]
//   CACHED-NOT:   nontemporal
//       CACHED:   return
