// RUN: pad-opt %s --convert-pad-to-vector="streaming-threshold=4096 vector-bytes=64 band-bytes=-1 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector="streaming-threshold=-1 vector-bytes=64 band-bytes=-1 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=CACHED

// The kernel of a run whose view has a dynamic extent (more than one row,
// outside parallel loops) is written once per module for each kind of run
// (fill, copy), element size and rank (`__pad_row_<kind>_<rank>d_<element>_
// <vector bytes>`), as a private function with internal linkage whose last
// argument (i1) says whether its stores stream; the run
// becomes one call of it, told whether the pad's output (the buffer its
// destination is cut from) holds at least the threshold, and one fence
// after the pad runs only then. Every run is cast to the kernel's type (all
// extents and strides dynamic but the unit innermost stride), so that the
// pad's runs and two functions' pads share the kernels, and to the signless
// integer of the element's width (`arith.bitcast`), so that element types
// of one size share them too; other sizes get their own. A static pad, a pad of
// one row (rank 1: in place, a call per row would cost too much), a pad
// inside a parallel loop (whose body must stay free of calls) and a user's
// own fill are not shared.

// CHECK-LABEL: func.func @first(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<?x?xf32>, %[[D:[^:]*]]: memref<?x?xf32>, %[[V:[^:]*]]: f32)
//   CHECK-DAG:   %[[C4096:.*]] = arith.constant 4096 : index
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge, %{{.*}}, %[[C4096]] : index
//       CHECK:   %[[SRC:.*]] = memref.subview %[[X]]
//  CHECK-NEXT:   %[[CORE:.*]] = memref.subview %[[D]][%{{.*}}, 1]
//  CHECK-NEXT:   %[[CORE_BITS:.*]] = arith.bitcast %[[CORE]] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT:   %[[SRC_BITS:.*]] = arith.bitcast %[[SRC]] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT:   call @__pad_row_copy_2d_i32_64(%[[CORE_BITS]], %[[SRC_BITS]], %[[LARGE]]) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, memref<?x?xi32, strided<[?, 1], offset: ?>>, i1) -> ()
//  CHECK-NEXT:   %[[TOP:.*]] = memref.subview %[[D]][0, 0]
//  CHECK-NEXT:   %[[SHARED:.*]] = memref.cast %[[TOP]] : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT:   %[[TOP_BITS:.*]] = arith.bitcast %[[SHARED]] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT:   %[[V_BITS:.*]] = arith.bitcast %[[V]] : f32 to i32
//  CHECK-NEXT:   call @__pad_row_fill_2d_i32_64(%[[TOP_BITS]], %[[V_BITS]], %[[LARGE]]) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, i32, i1) -> ()
//       CHECK:   call @__pad_row_fill_2d_i32_64(%{{.*}}, %[[V_BITS]], %[[LARGE]]) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, i32, i1) -> ()
// The border column of static width 1 is scalar stores in place.
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.store %[[V]], %{{.*}} : memref<?x1xf32, strided<[?, 1], offset: ?>>
//       CHECK:   call @__pad_row_fill_2d_i32_64(%{{.*}}, %[[V_BITS]], %[[LARGE]]) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, i32, i1) -> ()
//   CHECK-NOT:   llvm.fence
//       CHECK:   scf.if %[[LARGE]] {
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @first(%x: memref<?x?xf32>, %d: memref<?x?xf32>, %v: f32) {
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @second(
//  CHECK-SAME:     %[[D:[^:]*]]: memref<?x?xf32>, %[[V:[^:]*]]: f32,
//       CHECK:   call @__pad_row_copy_2d_i32_64(
//       CHECK:   call @__pad_row_fill_2d_i32_64(
//       CHECK:   call @__pad_row_fill_2d_i32_64(
//       CHECK:   call @__pad_row_fill_2d_i32_64(
//       CHECK:   llvm.fence seq_cst
//   CHECK-NOT:   call
//       CHECK:   vector.store %{{.*}} {alignment = 64 : i64} : memref<62xf32, strided<[1], offset: ?>>, vector<16xf32>
//   CHECK-NOT:   call
//       CHECK:   memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32, strided<[1], offset: 1>> -> index
//   CHECK-NOT:   call
//       CHECK:   scf.forall
//   CHECK-NOT:   call
//       CHECK:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32, strided<[1], offset: ?>>, vector<16xf32>
//   CHECK-NOT:   call
//       CHECK:     vector.maskedstore
//   CHECK-NOT:   call
//       CHECK:   linalg.fill ins(%[[V]] : f32) outs(%[[D]] : memref<?x?xf32>)
//  CHECK-NEXT:   return
func.func @second(%x: memref<?x?xf32>, %d: memref<?x?xf32>, %v: f32, %s: memref<2x62xf32>, %sd: memref<4x64xf32>, %r: memref<?xf32>, %rd: memref<?xf32>, %n: index) {
  pad.pad_into constant %x below[2, 2] above[3, 3] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  pad.pad_into constant %s below[1, 1] above[1, 1] value %v into %sd : memref<2x62xf32> to memref<4x64xf32>
  pad.pad_into constant %r below[1] above[1] value %v into %rd : memref<?xf32> to memref<?xf32>
  scf.forall (%i) in (%n) {
    pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  }
  linalg.fill ins(%v : f32) outs(%d : memref<?x?xf32>)
  return
}

// CHECK-LABEL: func.func @third(
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge
//       CHECK:   call @[[$COPY8:__pad_row_copy_2d_i8_64]](%{{.*}}, %{{.*}}, %[[LARGE]]) : (memref<?x?xi8, strided<[?, 1], offset: ?>>, memref<?x?xi8, strided<[?, 1], offset: ?>>, i1) -> ()
//  CHECK-NEXT:   memref.subview
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   call @[[$FILL8:__pad_row_fill_2d_i8_64]](%{{.*}}, %{{.*}}, %[[LARGE]]) : (memref<?x?xi8, strided<[?, 1], offset: ?>>, i8, i1) -> ()
func.func @third(%x: memref<?x?xi8>, %d: memref<?x?xi8>, %v: i8) {
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %d : memref<?x?xi8> to memref<?x?xi8>
  return
}

// Elements of one size share the kernels: an i32 pad calls those of f32,
// with nothing to cast.
// CHECK-LABEL: func.func @same_size(
//   CHECK-NOT:   arith.bitcast
//       CHECK:   call @__pad_row_copy_2d_i32_64(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, memref<?x?xi32, strided<[?, 1], offset: ?>>, i1) -> ()
//   CHECK-NOT:   arith.bitcast
//       CHECK:   call @__pad_row_fill_2d_i32_64(
//   CHECK-NOT:   arith.bitcast
//       CHECK:   return
func.func @same_size(%x: memref<?x?xi32>, %d: memref<?x?xi32>, %v: i32) {
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %d : memref<?x?xi32> to memref<?x?xi32>
  return
}

// The kernels, after the functions: one per kind and types, each defined
// once, with both bodies. Rows of at least a vector take unaligned end
// vectors; shorter rows of 4-byte elements one masked store, of 1-byte
// elements one vector per set bit of their length (no masked byte stores
// without AVX-512BW).
// CHECK-LABEL: func.func private @__pad_row_copy_2d_i32_64(
//  CHECK-SAME:     %{{.*}}: memref<?x?xi32, strided<[?, 1], offset: ?>>, %{{.*}}: memref<?x?xi32, strided<[?, 1], offset: ?>>, %[[S:.*]]: i1) attributes {llvm.linkage = #llvm.linkage<internal>}
//       CHECK:   scf.if %[[S]] {
//       CHECK:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
//       CHECK:   } else {
//   CHECK-NOT:     nontemporal
//       CHECK:     vector.store %{{.*}} {alignment = 64 : i64} : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
//   CHECK-NOT:     nontemporal
//       CHECK:     vector.maskedstore %{{.*}} : memref<?xi32, strided<[1], offset: ?>>, vector<16xi1>, vector<16xi32>
//       CHECK:   return
// CHECK-LABEL: func.func private @__pad_row_fill_2d_i32_64(
//  CHECK-SAME:     %{{.*}}: memref<?x?xi32, strided<[?, 1], offset: ?>>, %[[VAL:.*]]: i32, %[[S:.*]]: i1) attributes {llvm.linkage = #llvm.linkage<internal>}
//       CHECK:   scf.if %[[S]] {
//       CHECK:     vector.broadcast %[[VAL]] : i32 to vector<16xi32>
//       CHECK:     nontemporal = true
//       CHECK:   } else {
//   CHECK-NOT:     nontemporal
//       CHECK:     vector.maskedstore
//       CHECK:   return
//       CHECK: func.func private @[[$COPY8]](
//  CHECK-SAME:     %{{.*}}: memref<?x?xi8, strided<[?, 1], offset: ?>>, %{{.*}}: memref<?x?xi8, strided<[?, 1], offset: ?>>, %{{.*}}: i1)
//       CHECK: func.func private @[[$FILL8]](
//  CHECK-SAME:     %{{.*}}: memref<?x?xi8, strided<[?, 1], offset: ?>>, %[[VAL:.*]]: i8, %[[S:.*]]: i1)
//       CHECK:   scf.if %[[S]] {
//       CHECK:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xi8, strided<[1], offset: ?>>, vector<64xi8>
//       CHECK:   } else {
//       CHECK:       vector.store %{{.*}} {alignment = 64 : i64} : memref<?xi8, strided<[1], offset: ?>>, vector<64xi8>
//       CHECK:     } else {
//       CHECK:       scf.if
//  CHECK-NEXT:         vector.store %{{.*}} : memref<?xi8, strided<[1], offset: ?>>, vector<32xi8>
//       CHECK:         vector.store %{{.*}} : memref<?xi8, strided<[1], offset: ?>>, vector<1xi8>
//   CHECK-NOT: vector.maskedstore
//   CHECK-NOT: func.func private @__pad_row_copy_2d_i32_64
//   CHECK-NOT: func.func private @__pad_row_fill_2d_i32_64

// With streaming off, every call passes false, no fence is written, and
// each kernel has the cached body only.
// CACHED-LABEL: func.func @first(
//       CACHED:   %[[FALSE:.*]] = arith.constant false
//       CACHED:   call @__pad_row_copy_2d_i32_64(%{{.*}}, %{{.*}}, %[[FALSE]])
//  CACHED-NEXT:   memref.subview
//  CACHED-NEXT:   memref.cast
//  CACHED-NEXT:   arith.bitcast
//  CACHED-NEXT:   arith.bitcast
//  CACHED-NEXT:   call @__pad_row_fill_2d_i32_64(%{{.*}}, %{{.*}}, %[[FALSE]])
//   CACHED-NOT:   llvm.fence
//       CACHED:   return
//       CACHED: func.func private @__pad_row_copy_2d_i32_64({{.*}}, %[[S:.*]]: i1)
//   CACHED-NOT:   scf.if %[[S]]
//   CACHED-NOT:   nontemporal
//       CACHED:   vector.maskedstore
//   CACHED-NOT:   nontemporal
//       CACHED:   return
//       CACHED: func.func private @__pad_row_fill_2d_i32_64({{.*}}, %[[S:.*]]: i1)
//   CACHED-NOT:   scf.if %[[S]]
//   CACHED-NOT:   nontemporal
//       CACHED:   return
