// RUN: pad-opt %s --pad-streaming-stores=threshold=4096 --canonicalize --cse --split-input-file | FileCheck %s

// A copy into a view of a large buffer: rows peeled to a 64-byte boundary,
// then aligned 64-byte non-temporal vector stores, then a scalar tail; one
// fence after the loop nest.
// CHECK-LABEL: func.func @copy_large
//  CHECK-SAME:   (%[[SRC:.*]]: memref<30x40xf32>, %[[DST:.*]]: memref<32x42xf32>)
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C30:.*]] = arith.constant 30 : index
//   CHECK-DAG:   %[[C40:.*]] = arith.constant 40 : index
//   CHECK-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       CHECK:   %[[VIEW:.*]] = memref.subview %[[DST]][1, 1] [30, 40] [1, 1]
//       CHECK:   scf.for %[[I:.*]] = %{{.*}} to %[[C30]]
//       CHECK:     %[[ROW:.*]] = memref.subview %[[VIEW]][%[[I]], 0] [1, 40] [1, 1]
//       CHECK:     %[[SROW:.*]] = memref.subview %[[SRC]][%[[I]], 0] [1, 40] [1, 1]
//       CHECK:     %[[PTR:.*]] = memref.extract_aligned_pointer_as_index
//       CHECK:     %[[BASE:.*]], %[[OFF:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ROW]]
//       CHECK:     %[[OFFB:.*]] = arith.muli %[[OFF]], %[[C4]] : index
//       CHECK:     %[[ADDR:.*]] = arith.addi %[[PTR]], %[[OFFB]] : index
//       CHECK:     %[[MIS:.*]] = arith.remui %[[ADDR]], %[[C64]] : index
//       CHECK:     %[[TOLINE:.*]] = arith.subi %[[C64]], %[[MIS]] : index
//       CHECK:     %[[HEADB:.*]] = arith.remui %[[TOLINE]], %[[C64]] : index
//       CHECK:     %[[HEADE:.*]] = arith.divui %[[HEADB]], %[[C4]] : index
//       CHECK:     %[[HEAD:.*]] = arith.minui %[[HEADE]], %[[C40]] : index
//       CHECK:     scf.for %[[H:.*]] = %{{.*}} to %[[HEAD]]
//       CHECK:       %[[E:.*]] = memref.load %[[SROW]][%[[H]]]
//       CHECK:       memref.store %[[E]], %[[ROW]][%[[H]]]
//       CHECK:     scf.for %[[J:.*]] = %[[HEAD]] to %[[END:.*]] step %[[C16]]
//       CHECK:       %[[V:.*]] = vector.load %[[SROW]][%[[J]]] : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:       vector.store %[[V]], %[[ROW]][%[[J]]] {alignment = 64 : i64, nontemporal = true}
//       CHECK:     scf.for %{{.*}} = %[[END]] to %[[C40]]
//       CHECK:       memref.store
// One fence, at function level (after the row loop, not inside it).
//       CHECK: {{^    }}llvm.fence seq_cst
//   CHECK-NOT:   llvm.fence
//   CHECK-NOT:   memref.copy
func.func @copy_large(%src: memref<30x40xf32>, %dst: memref<32x42xf32>) {
  %view = memref.subview %dst[1, 1] [30, 40] [1, 1] : memref<32x42xf32> to memref<30x40xf32, strided<[42, 1], offset: 43>>
  memref.copy %src, %view : memref<30x40xf32> to memref<30x40xf32, strided<[42, 1], offset: 43>>
  return
}

// -----

// Below the threshold nothing changes.
// CHECK-LABEL: func.func @fill_small
//       CHECK:   linalg.fill
//   CHECK-NOT:   vector.store
//   CHECK-NOT:   llvm.fence
func.func @fill_small(%dst: memref<8x8xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%dst : memref<8x8xf32>)
  return
}

// -----

// A fill streams a broadcast of the value.
// CHECK-LABEL: func.func @fill_large
//       CHECK:   %[[B:.*]] = vector.broadcast %{{.*}} : f64 to vector<8xf64>
//       CHECK:   vector.store %[[B]], %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<64xf64, strided<[1], offset: ?>>, vector<8xf64>
//   CHECK-NOT:   linalg.fill
func.func @fill_large(%dst: memref<64x64xf64>, %v: f64) {
  linalg.fill ins(%v : f64) outs(%dst : memref<64x64xf64>)
  return
}

// -----

// A dynamic buffer: the size is checked at run time, the original op kept
// for small buffers.
// CHECK-LABEL: func.func @fill_dynamic
//   CHECK-DAG:   %[[C4096:.*]] = arith.constant 4096 : index
//       CHECK:   arith.muli
//       CHECK:   %[[BYTES:.*]] = arith.muli %{{.*}}, %{{.*}} : index
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge, %[[BYTES]], %[[C4096]] : index
//       CHECK:   scf.if %[[LARGE]] {
//       CHECK:     vector.store {{.*}}nontemporal = true
//       CHECK:   } else {
//       CHECK:     linalg.fill
//       CHECK:   }
//       CHECK:   llvm.fence seq_cst
func.func @fill_dynamic(%dst: memref<?x?xi32>, %v: i32) {
  linalg.fill ins(%v : i32) outs(%dst : memref<?x?xi32>)
  return
}

// -----

// A buffer that also gets a strided write (interior padding) is filled with
// ordinary stores: streaming the fill would evict the lines the strided copy
// reads back. The strided copy itself cannot stream.
// CHECK-LABEL: func.func @fill_then_strided
//       CHECK:   linalg.fill
//       CHECK:   memref.copy
//   CHECK-NOT:   nontemporal
func.func @fill_then_strided(%src: memref<32x32xf32>, %dst: memref<63x63xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%dst : memref<63x63xf32>)
  %view = memref.subview %dst[0, 0] [32, 32] [2, 2] : memref<63x63xf32> to memref<32x32xf32, strided<[126, 2]>>
  memref.copy %src, %view : memref<32x32xf32> to memref<32x32xf32, strided<[126, 2]>>
  return
}

// -----

// Element types without a 1, 2, 4 or 8-byte store are left alone.
// CHECK-LABEL: func.func @complex_left_alone
//       CHECK:   linalg.fill
//   CHECK-NOT:   vector.store
func.func @complex_left_alone(%dst: memref<64x64xcomplex<f32>>, %v: complex<f32>) {
  linalg.fill ins(%v : complex<f32>) outs(%dst : memref<64x64xcomplex<f32>>)
  return
}
