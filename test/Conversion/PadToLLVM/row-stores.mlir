// Nested on each function, as here, the pass writes every kernel in place;
// on a module, the kernels of rows of dynamic length become functions the
// module shares (row-stores-shared.mlir).
// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(pad-row-stores{streaming-threshold=4096 vector-bytes=64},canonicalize,cse))' --split-input-file | FileCheck %s
// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(pad-row-stores{streaming-threshold=-1 vector-bytes=64}))' --split-input-file | FileCheck %s --check-prefix=NEVER

// NEVER-NOT: nontemporal
// NEVER-NOT: llvm.fence
// NEVER-NOT: loop_annotation

// A copy into a view of a large buffer: per row, scalar stores up to the
// 64-byte boundary, aligned 64-byte non-temporal vector stores, scalar
// stores for the tail; one fence after the loop nest. The streamed loop is
// unrolled 8 times, never fully (the row is static).
//       CHECK: #[[$UNROLL:.*]] = #llvm.loop_unroll<count = 8 : i32>
//       CHECK: #[[$STREAMED:.*]] = #llvm.loop_annotation<unroll = #[[$UNROLL]]>
// CHECK-LABEL: func.func @copy_large
//  CHECK-SAME:   (%[[SRC:.*]]: memref<30x40xf32>, %[[DST:.*]]: memref<32x42xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
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
//       CHECK:     %[[REST:.*]] = arith.subi %[[C40]], %[[HEAD]] : index
//       CHECK:     %[[VECS:.*]] = arith.divui %[[REST]], %[[C16]] : index
//       CHECK:     %[[BODY:.*]] = arith.muli %[[VECS]], %[[C16]] : index
//       CHECK:     %[[END:.*]] = arith.addi %[[HEAD]], %[[BODY]] : index
//       CHECK:     scf.for %[[K:.*]] = %[[C0]] to %[[HEAD]] step %[[C1]]
//       CHECK:       %[[X:.*]] = memref.load %[[SROW]][%[[K]]]
//       CHECK:       memref.store %[[X]], %[[ROW]][%[[K]]]
//       CHECK:     scf.for %[[J:.*]] = %[[HEAD]] to %[[END]] step %[[C16]]
//       CHECK:       %[[V:.*]] = vector.load %[[SROW]][%[[J]]] : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:       vector.store %[[V]], %[[ROW]][%[[J]]] {alignment = 64 : i64, nontemporal = true}
//  CHECK-NEXT:     } {loop_annotation = #[[$STREAMED]]}
//       CHECK:     scf.for %[[K:.*]] = %[[END]] to %[[C40]] step %[[C1]]
//       CHECK:       %[[Y:.*]] = memref.load %[[SROW]][%[[K]]]
//       CHECK:       memref.store %[[Y]], %[[ROW]][%[[K]]]
//   CHECK-NOT:     vector.maskedstore
// One fence, at function level (after the row loop, not inside it).
//       CHECK: {{^    }}llvm.fence seq_cst
//   CHECK-NOT:   llvm.fence
//   CHECK-NOT:   linalg.copy
func.func @copy_large(%src: memref<30x40xf32>, %dst: memref<32x42xf32>) {
  %view = memref.subview %dst[1, 1] [30, 40] [1, 1] : memref<32x42xf32> to memref<30x40xf32, strided<[42, 1], offset: 43>>
  linalg.copy {pad.row_kernel = 1 : i64} ins(%src : memref<30x40xf32>) outs(%view : memref<30x40xf32, strided<[42, 1], offset: 43>>)
  return
}

// -----

// Below the threshold the same kernel uses ordinary aligned stores, and a
// contiguous buffer is one row: no row loop, no fence. A row of at least
// one vector needs no masks: an unaligned vector at each end (elements 0
// and 48 on) covers head and tail. A static row of at least two vectors
// runs the aligned loop a fixed 3 times, (64 - 15) / 16 vectors from the
// head whatever the alignment: the loop ends at 48 or later, where the last
// vector starts, so no other vector is needed.
// CHECK-LABEL: func.func @fill_small
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C48:.*]] = arith.constant 48 : index
//       CHECK:   %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<8x8xf32> into memref<64xf32>
//       CHECK:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<16xf32>
//       CHECK:   vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<64xf32>, vector<16xf32>
//       CHECK:   %[[HEAD:.*]] = arith.minui
//       CHECK:   %[[END:.*]] = arith.addi %[[HEAD]], %[[C48]] : index
//       CHECK:   scf.for %[[I:.*]] = %[[HEAD]] to %[[END]] step %[[C16]]
//  CHECK-NEXT:     vector.store %[[B]], %[[FLAT]][%[[I]]] {alignment = 64 : i64} : memref<64xf32>, vector<16xf32>
//  CHECK-NEXT:   }{{$}}
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C48]]] : memref<64xf32>, vector<16xf32>
//  CHECK-NEXT:   return
//   CHECK-NOT:   vector.maskedstore
//   CHECK-NOT:   scf.for
//   CHECK-NOT:   nontemporal
//   CHECK-NOT:   llvm.fence
// NEVER-LABEL: func.func @fill_small
//       NEVER:   vector.store {{.*}} {alignment = 64 : i64}
func.func @fill_small(%dst: memref<8x8xf32>, %v: f32) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%dst : memref<8x8xf32>)
  return
}

// -----

// 72 elements: the fixed loop runs (72 - 15) / 16 = 3 times and may end at
// 48, short of the last vector's start (56), so one more unaligned vector
// (40 on) covers what lies between.
// CHECK-LABEL: func.func @fill_small_uneven
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C40:.*]] = arith.constant 40 : index
//   CHECK-DAG:   %[[C48:.*]] = arith.constant 48 : index
//   CHECK-DAG:   %[[C56:.*]] = arith.constant 56 : index
//       CHECK:   %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<8x9xf32> into memref<72xf32>
//       CHECK:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<16xf32>
//       CHECK:   vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<72xf32>, vector<16xf32>
//       CHECK:   %[[HEAD:.*]] = arith.minui
//       CHECK:   %[[END:.*]] = arith.addi %[[HEAD]], %[[C48]] : index
//       CHECK:   scf.for %[[I:.*]] = %[[HEAD]] to %[[END]] step %[[C16]]
//  CHECK-NEXT:     vector.store %[[B]], %[[FLAT]][%[[I]]] {alignment = 64 : i64} : memref<72xf32>, vector<16xf32>
//  CHECK-NEXT:   }{{$}}
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C40]]] : memref<72xf32>, vector<16xf32>
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C56]]] : memref<72xf32>, vector<16xf32>
//  CHECK-NEXT:   return
func.func @fill_small_uneven(%dst: memref<8x9xf32>, %v: f32) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%dst : memref<8x9xf32>)
  return
}

// -----

// Static rows shorter than two vectors need no alignment, no loop, no
// branch and no mask: 20 elements are two overlapping unaligned vectors (0
// and 4 on), 16 one vector, 9 two overlapping half vectors (0 and 1 on).
// CHECK-LABEL: func.func @short_static_rows
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   %[[V:.*]] = vector.load %{{.*}}[%[[C0]]] : memref<20xf32>, vector<16xf32>
//  CHECK-NEXT:   vector.store %[[V]], %{{.*}}[%[[C0]]] : memref<20xf32, strided<[1], offset: 2>>, vector<16xf32>
//  CHECK-NEXT:   %[[W:.*]] = vector.load %{{.*}}[%[[C4]]] : memref<20xf32>, vector<16xf32>
//  CHECK-NEXT:   vector.store %[[W]], %{{.*}}[%[[C4]]] : memref<20xf32, strided<[1], offset: 2>>, vector<16xf32>
//       CHECK:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<16xf32>
//  CHECK-NEXT:   vector.store %[[B]], %{{.*}}[%[[C0]]] : memref<16xf32, strided<[1], offset: 30>>, vector<16xf32>
//  CHECK-NEXT:   memref.subview
//  CHECK-NEXT:   %[[H:.*]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
//  CHECK-NEXT:   vector.store %[[H]], %{{.*}}[%[[C0]]] : memref<9xf32, strided<[1], offset: 50>>, vector<8xf32>
//  CHECK-NEXT:   vector.store %[[H]], %{{.*}}[%[[C1]]] : memref<9xf32, strided<[1], offset: 50>>, vector<8xf32>
//   CHECK-NOT:   vector.maskedstore
//   CHECK-NOT:   scf.for
//   CHECK-NOT:   scf.if
//   CHECK-NOT:   memref.extract_aligned_pointer_as_index
//   CHECK-NOT:   linalg.fill
//   CHECK-NOT:   linalg.copy
func.func @short_static_rows(%src: memref<20xf32>, %dst: memref<64xf32>, %v: f32) {
  %a = memref.subview %dst[2] [20] [1] : memref<64xf32> to memref<20xf32, strided<[1], offset: 2>>
  linalg.copy {pad.row_kernel = 1 : i64} ins(%src : memref<20xf32>) outs(%a : memref<20xf32, strided<[1], offset: 2>>)
  %b = memref.subview %dst[30] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 30>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%b : memref<16xf32, strided<[1], offset: 30>>)
  %c = memref.subview %dst[50] [9] [1] : memref<64xf32> to memref<9xf32, strided<[1], offset: 50>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%c : memref<9xf32, strided<[1], offset: 50>>)
  return
}

// -----

// Narrow columns (rows under 16 bytes, the border columns of a pad) need no
// kernel: a few scalar stores per row is all they need, in loops over the
// dimensions but those of extent 1 (which convert-linalg-to-loops would keep
// as loops of one iteration). Four f32 elements per row already take the
// kernel (the buffer streams at this threshold, so its edges are scalar
// stores: under a line, no aligned vector).
// CHECK-LABEL: func.func @narrow_columns
//       CHECK:   scf.for %[[I:.*]] =
//  CHECK-NEXT:     memref.store %{{.*}}, %{{.*}}[%[[I]], %{{.*}}] : memref<64x1xf32, strided<[66, 1]>>
//       CHECK:   scf.for %[[J:.*]] =
//  CHECK-NEXT:     scf.for %[[K:.*]] =
//  CHECK-NEXT:       memref.store %{{.*}}, %{{.*}}[%[[J]], %[[K]]] : memref<64x3xf32, strided<[66, 1], offset: 1>>
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       memref.store %{{.*}} : memref<4xf32, strided<[1], offset: ?>>
//   CHECK-NOT:   linalg.fill
func.func @narrow_columns(%dst: memref<64x66xf32>, %v: f32) {
  %col = memref.subview %dst[0, 0] [64, 1] [1, 1] : memref<64x66xf32> to memref<64x1xf32, strided<[66, 1]>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%col : memref<64x1xf32, strided<[66, 1]>>)
  %three = memref.subview %dst[0, 1] [64, 3] [1, 1] : memref<64x66xf32> to memref<64x3xf32, strided<[66, 1], offset: 1>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%three : memref<64x3xf32, strided<[66, 1], offset: 1>>)
  %four = memref.subview %dst[0, 62] [64, 4] [1, 1] : memref<64x66xf32> to memref<64x4xf32, strided<[66, 1], offset: 62>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%four : memref<64x4xf32, strided<[66, 1], offset: 62>>)
  return
}

// -----

// A fill streams a broadcast of the value.
// CHECK-LABEL: func.func @fill_large
//       CHECK:   %[[B:.*]] = vector.broadcast %{{.*}} : f64 to vector<8xf64>
//       CHECK:   vector.store %[[B]], %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<4096xf64>, vector<8xf64>
//   CHECK-NOT:   linalg.fill
func.func @fill_large(%dst: memref<64x64xf64>, %v: f64) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f64) outs(%dst : memref<64x64xf64>)
  return
}

// -----

// A dynamic buffer: the size is checked at run time; small buffers take the
// kernel with ordinary stores. Streamed rows write their edges with scalar
// stores (an end vector overlapping a streamed line would fetch it again;
// masked stores are slow with AVX2 on AMD Zen); ordinary rows choose at
// run time between unaligned end vectors (at least 16 elements) and one
// masked store (fewer). The fence follows the streamed kernel only: a small
// buffer pays none.
// CHECK-LABEL: func.func @fill_dynamic
//   CHECK-DAG:   %[[C4096:.*]] = arith.constant 4096 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   arith.muli
//       CHECK:   %[[BYTES:.*]] = arith.muli %{{.*}}, %{{.*}} : index
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge, %[[BYTES]], %[[C4096]] : index
//       CHECK:   scf.if %[[LARGE]] {
//       CHECK:     scf.for
//       CHECK:       memref.store
//       CHECK:     scf.for
//       CHECK:       vector.store {{.*}}{alignment = 64 : i64, nontemporal = true}
// A row of dynamic length: LLVM chooses how to unroll.
//  CHECK-NEXT:     }{{$}}
//       CHECK:     scf.for
//       CHECK:       memref.store
//       CHECK:     }
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   } else {
//       CHECK:     %[[N:.*]] = memref.dim %[[FLAT:.*]], %[[C0]] : memref<?xi32>
//       CHECK:     %[[B:.*]] = vector.broadcast %{{.*}} : i32 to vector<16xi32>
//       CHECK:     %[[WIDE:.*]] = arith.cmpi uge, %[[N]], %[[C16]] : index
//       CHECK:     scf.if %[[WIDE]] {
//       CHECK:       vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<?xi32>, vector<16xi32>
//       CHECK:       scf.for
//       CHECK:         vector.store %[[B]], %[[FLAT]][%{{.*}}] {alignment = 64 : i64} : memref<?xi32>, vector<16xi32>
//       CHECK:       }
//       CHECK:       %[[LAST:.*]] = arith.subi %[[N]], %[[C16]] : index
//       CHECK:       vector.store %[[B]], %[[FLAT]][%[[LAST]]] : memref<?xi32>, vector<16xi32>
//       CHECK:     } else {
//       CHECK:       vector.maskedstore %[[FLAT]][%[[C0]]]
//       CHECK:     }
//       CHECK:   }
//   CHECK-NOT:   llvm.fence
//       CHECK:   return
func.func @fill_dynamic(%dst: memref<?x?xi32>, %v: i32) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : i32) outs(%dst : memref<?x?xi32>)
  return
}

// -----

// A fill of a whole large buffer followed by a strided write into it
// (interior padding) streams, and so does the write: it stores each row's
// span whole (the fill's value between the elements), reading nothing back.
// Its rows skip every other row of the fill's, so the fill runs.
// CHECK-LABEL: func.func @fill_then_strided
//       CHECK:   vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<3969xf32>
//       CHECK:   llvm.fence
//       CHECK:   vector.shuffle
//       CHECK:   vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:   llvm.fence
func.func @fill_then_strided(%src: memref<32x32xf32>, %dst: memref<63x63xf32>, %v: f32) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%dst : memref<63x63xf32>)
  %view = memref.subview %dst[0, 0] [32, 32] [2, 2] : memref<63x63xf32> to memref<32x32xf32, strided<[126, 2]>>
  linalg.copy {pad.row_kernel = 2 : i64} ins(%src : memref<32x32xf32>) outs(%view : memref<32x32xf32, strided<[126, 2]>>)
  return
}

// -----

// A band of one row of an interior pad, as the linalg route lowers it: one
// fill, then a strided write of %n rows (0 where the band holds no source
// row, else 1). The write stores its row's whole span in aligned vectors,
// the fill's value between the elements, one loop per phase (the lane the
// first element falls on), streamed: it reads nothing back, so the fill
// streams too, and where the write covers the fill's row (%n = 1) the fill
// does not run. Each output row is written once (W4).
// CHECK-LABEL: func.func @band_row_written_once
//  CHECK-SAME:   %[[V:[^:]*]]: f32, %[[N:[^:]*]]: index)
//       CHECK:   scf.for
//       CHECK:     %[[NOT_COVERED:.*]] = arith.cmpi ne, %[[N]], %c1
//       CHECK:     scf.if %[[NOT_COVERED]] {
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:     }
//       CHECK:     scf.for
//       CHECK:       arith.select {{.*}}, %[[V]] : f32
//       CHECK:     %[[GAP:.*]] = vector.broadcast %[[V]] : f32 to vector<16xf32>
//       CHECK:     scf.index_switch
//       CHECK:     case 1 {
//       CHECK:       %[[ODD:.*]] = vector.load {{.*}} vector<8xf32>
//       CHECK:       vector.shuffle %[[GAP]], %[[ODD]] [0, 16, 2, 17, 4, 18, 6, 19, 8, 20, 10, 21, 12, 22, 14, 23]
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:     default {
//       CHECK:       %[[EVEN:.*]] = vector.load {{.*}} vector<8xf32>
//       CHECK:       vector.shuffle %[[GAP]], %[[EVEN]] [16, 1, 17, 3, 18, 5, 19, 7, 20, 9, 21, 11, 22, 13, 23, 15]
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:   llvm.fence seq_cst
//  CHECK-NEXT:   return
func.func @band_row_written_once(%src: memref<32x32xf32>, %dst: memref<63x63xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  scf.for %i = %c0 to %c63 step %c1 {
    %row = memref.subview %dst[%i, 0] [1, 63] [1, 1] : memref<63x63xf32> to memref<1x63xf32, strided<[63, 1], offset: ?>>
    linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%row : memref<1x63xf32, strided<[63, 1], offset: ?>>)
    %srows = memref.subview %src[0, 0] [%n, 32] [1, 1] : memref<32x32xf32> to memref<?x32xf32, strided<[32, 1]>>
    %view = memref.subview %row[0, 0] [%n, 32] [1, 2] : memref<1x63xf32, strided<[63, 1], offset: ?>> to memref<?x32xf32, strided<[63, 2], offset: ?>>
    linalg.copy {pad.row_kernel = 2 : i64} ins(%srows : memref<?x32xf32, strided<[32, 1]>>) outs(%view : memref<?x32xf32, strided<[63, 2], offset: ?>>)
  }
  return
}

// -----

// The same band with interior padding 2 (stride 3, which 16 lanes do not
// hold whole): the strided write stores the elements only, loading each
// span back, so the fill keeps the row in cache for it; it streams where
// the write writes nothing (%n = 0, known before the fill).
// CHECK-LABEL: func.func @band_fill_streams_where_strided_write_is_empty
//  CHECK-SAME:   %[[N:[^:]*]]: index)
//       CHECK:   scf.for
//       CHECK:     %[[EMPTY:.*]] = arith.cmpi eq, %[[N]], %c0
//       CHECK:     scf.if %[[EMPTY]] {
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:     } else {
//   CHECK-NOT:       nontemporal
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64} : memref<63xf32
//       CHECK:     }
//       CHECK:     vector.load {{.*}} vector<15xf32>
//       CHECK:     vector.shuffle
//       CHECK:   llvm.fence seq_cst
//  CHECK-NEXT:   return
func.func @band_fill_streams_where_strided_write_is_empty(%src: memref<32x21xf32>, %dst: memref<63x63xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  scf.for %i = %c0 to %c63 step %c1 {
    %row = memref.subview %dst[%i, 0] [1, 63] [1, 1] : memref<63x63xf32> to memref<1x63xf32, strided<[63, 1], offset: ?>>
    linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%row : memref<1x63xf32, strided<[63, 1], offset: ?>>)
    %srows = memref.subview %src[0, 0] [%n, 21] [1, 1] : memref<32x21xf32> to memref<?x21xf32, strided<[21, 1]>>
    %view = memref.subview %row[0, 0] [%n, 21] [1, 3] : memref<1x63xf32, strided<[63, 1], offset: ?>> to memref<?x21xf32, strided<[63, 3], offset: ?>>
    linalg.copy {pad.row_kernel = 3 : i64} ins(%srows : memref<?x21xf32, strided<[21, 1]>>) outs(%view : memref<?x21xf32, strided<[63, 3], offset: ?>>)
  }
  return
}

// -----

// The scf route's rows: where a row holds source elements, the strided
// write's span is the whole row, statically: the fill is gone and the
// write stores the row once, streamed. The rows filled whole in the other
// branch (off-grid rows) stream as well, the buffer being above the
// threshold; one fence after the loop.
// CHECK-LABEL: func.func @rows_with_and_without_strided_write
//       CHECK:   scf.for
//       CHECK:     scf.if
//   CHECK-NOT:       nontemporal
//       CHECK:       scf.index_switch
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:     } else {
//       CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       CHECK:       scf.for
//       CHECK:         memref.store
//  CHECK-NEXT:       }
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT:   llvm.fence seq_cst
func.func @rows_with_and_without_strided_write(%src: memref<32x32xf32>, %dst: memref<63x63xf32>, %v: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  scf.for %i = %c0 to %c63 step %c1 {
    %row = memref.subview %dst[%i, 0] [1, 63] [1, 1] : memref<63x63xf32> to memref<63xf32, strided<[1], offset: ?>>
    scf.if %c {
      linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%row : memref<63xf32, strided<[1], offset: ?>>)
      %srow = memref.subview %src[0, 0] [1, 32] [1, 1] : memref<32x32xf32> to memref<32xf32, strided<[1]>>
      %view = memref.subview %row[0] [32] [2] : memref<63xf32, strided<[1], offset: ?>> to memref<32xf32, strided<[2], offset: ?>>
      linalg.copy {pad.row_kernel = 2 : i64} ins(%srow : memref<32xf32, strided<[1]>>) outs(%view : memref<32xf32, strided<[2], offset: ?>>)
    } else {
      linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%row : memref<63xf32, strided<[1], offset: ?>>)
    }
  }
  return
}

// -----

// Element types without a 1, 2, 4 or 8-byte store are left alone.
// CHECK-LABEL: func.func @complex_left_alone
//       CHECK:   linalg.fill
//   CHECK-NOT:   vector.store
func.func @complex_left_alone(%dst: memref<64x64xcomplex<f32>>, %v: complex<f32>) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : complex<f32>) outs(%dst : memref<64x64xcomplex<f32>>)
  return
}

// -----

// Elements narrower than 4 bytes (which have no masked move without
// AVX-512BW) take the same kernel. A row of at least one vector (32 bf16):
// unaligned end vectors, aligned body. A shorter one (20): two overlapping
// half vectors, 16 at 0 and at 4.
// CHECK-LABEL: func.func @narrow_elements
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C0]]] : memref<96xbf16, strided<[1], offset: 1>>, vector<32xbf16>
//       CHECK:   scf.for
//       CHECK:     vector.store %{{.*}} {alignment = 64 : i64} : memref<96xbf16, strided<[1], offset: 1>>, vector<32xbf16>
//       CHECK:   }
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C64]]] : memref<96xbf16, strided<[1], offset: 1>>, vector<32xbf16>
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C0]]] : memref<20xbf16, strided<[1], offset: 100>>, vector<16xbf16>
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C4]]] : memref<20xbf16, strided<[1], offset: 100>>, vector<16xbf16>
//   CHECK-NOT:   vector.maskedstore
//   CHECK-NOT:   memref.store
func.func @narrow_elements(%dst: memref<120xbf16>, %v: bf16) {
  %row = memref.subview %dst[1] [96] [1] : memref<120xbf16> to memref<96xbf16, strided<[1], offset: 1>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : bf16) outs(%row : memref<96xbf16, strided<[1], offset: 1>>)
  %short = memref.subview %dst[100] [20] [1] : memref<120xbf16> to memref<20xbf16, strided<[1], offset: 100>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : bf16) outs(%short : memref<20xbf16, strided<[1], offset: 100>>)
  return
}

// -----

// A copy into a view of inner stride 2 (interior padding 1): per row, spans
// of 16 destination lanes are loaded, the 8 source elements shuffled into
// the even lanes, and stored back, as long as a span ends within the row's
// last element (source elements [0, 24) of 32: the span of [24, 32) would
// reach element 63 of a 63-element row); the rest element by element.
// CHECK-LABEL: func.func @spread_copy
//  CHECK-SAME:   (%[[SRC:.*]]: memref<32x32xf32>, %[[DST:.*]]: memref<63x63xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//   CHECK-DAG:   %[[C24:.*]] = arith.constant 24 : index
//   CHECK-DAG:   %[[C32:.*]] = arith.constant 32 : index
//       CHECK:   %[[VIEW:.*]] = memref.subview %[[DST]][0, 0] [32, 32] [2, 2]
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %[[C32]]
//       CHECK:     %[[DROW:.*]] = memref.subview %[[VIEW]][%[[R]], 0] [1, 32] [1, 1] {{.*}} to memref<32xf32, strided<[2], offset: ?>>
//       CHECK:     %[[SROW:.*]] = memref.subview %[[SRC]][%[[R]], 0] [1, 32] [1, 1]
//       CHECK:     %[[FLAT:.*]] = memref.reinterpret_cast %[[DROW]] to offset: [%{{.*}}], sizes: [63], strides: [1]
//       CHECK:     scf.for %[[I:.*]] = %[[C0]] to %[[C24]] step %[[C8]]
//       CHECK:       %[[AT:.*]] = arith.muli %[[I]], %[[C2]] : index
//       CHECK:       %[[OLD:.*]] = vector.load %[[FLAT]][%[[AT]]] {{.*}} vector<16xf32>
//       CHECK:       %[[NEW:.*]] = vector.load %[[SROW]][%[[I]]] {{.*}} vector<8xf32>
//       CHECK:       %[[SPREAD:.*]] = vector.shuffle %[[OLD]], %[[NEW]] [16, 1, 17, 3, 18, 5, 19, 7, 20, 9, 21, 11, 22, 13, 23, 15]
//       CHECK:       vector.store %[[SPREAD]], %[[FLAT]][%[[AT]]]
//       CHECK:     scf.for %[[J:.*]] = %[[C24]] to %[[C32]]
//       CHECK:       %[[E:.*]] = memref.load %[[SROW]][%[[J]]]
//       CHECK:       memref.store %[[E]], %[[DROW]][%[[J]]]
//   CHECK-NOT:   linalg.copy
func.func @spread_copy(%src: memref<32x32xf32>, %dst: memref<63x63xf32>) {
  %view = memref.subview %dst[0, 0] [32, 32] [2, 2] : memref<63x63xf32> to memref<32x32xf32, strided<[126, 2]>>
  linalg.copy {pad.row_kernel = 2 : i64} ins(%src : memref<32x32xf32>) outs(%view : memref<32x32xf32, strided<[126, 2]>>)
  return
}

// -----

// Stride 3 with 8-byte elements: spans of 2 source elements, 6 lanes.
// CHECK-LABEL: func.func @spread_stride3_f64
//       CHECK:   vector.shuffle %{{.*}}, %{{.*}} [6, 1, 2, 7, 4, 5] : vector<6xf64>, vector<2xf64>
func.func @spread_stride3_f64(%src: memref<10xf64>, %dst: memref<28xf64>) {
  %view = memref.subview %dst[0] [10] [3] : memref<28xf64> to memref<10xf64, strided<[3]>>
  linalg.copy {pad.row_kernel = 3 : i64} ins(%src : memref<10xf64>) outs(%view : memref<10xf64, strided<[3]>>)
  return
}

// -----

// Left alone: a stride above 8, and elements narrower than 4 bytes.
// CHECK-LABEL: func.func @spread_left_alone
//   CHECK-NOT:   vector.shuffle
//       CHECK:   linalg.copy
//       CHECK:   linalg.copy
func.func @spread_left_alone(%a: memref<4xf32>, %b: memref<37xf32>, %c: memref<4xf16>, %d: memref<7xf16>) {
  %bv = memref.subview %b[0] [4] [9] : memref<37xf32> to memref<4xf32, strided<[9]>>
  linalg.copy {pad.row_kernel = 9 : i64} ins(%a : memref<4xf32>) outs(%bv : memref<4xf32, strided<[9]>>)
  %dv = memref.subview %d[0] [4] [2] : memref<7xf16> to memref<4xf16, strided<[2]>>
  linalg.copy {pad.row_kernel = 2 : i64} ins(%c : memref<4xf16>) outs(%dv : memref<4xf16, strided<[2]>>)
  return
}

// -----

// Only what a pad lowering created is rewritten: fills and copies without
// the mark (a user's own) keep their form for upstream's lowering, whatever
// their size and layout.
// CHECK-LABEL: func.func @unmarked_left_alone
//   CHECK-NOT:   vector.
//       CHECK:   linalg.fill ins
//       CHECK:   linalg.copy ins
//       CHECK:   memref.copy
//       CHECK:   linalg.copy ins
//   CHECK-NOT:   vector.
//       CHECK:   return
func.func @unmarked_left_alone(%src: memref<64x64xf32>, %dst: memref<64x64xf32>, %big: memref<127x127xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%dst : memref<64x64xf32>)
  linalg.copy ins(%src : memref<64x64xf32>) outs(%dst : memref<64x64xf32>)
  memref.copy %src, %dst : memref<64x64xf32> to memref<64x64xf32>
  %view = memref.subview %big[0, 0] [64, 64] [2, 2] : memref<127x127xf32> to memref<64x64xf32, strided<[254, 2]>>
  linalg.copy ins(%src : memref<64x64xf32>) outs(%view : memref<64x64xf32, strided<[254, 2]>>)
  return
}

// -----

// A pad written in place into a strided view of another buffer: its ops
// write with stride 1 (fill) or 2 (interior copy) in the pad's output, but
// their destinations have strides 3 and 6 in memory. The elements between
// belong to someone else, so no vector may cover them: left to upstream.
// CHECK-LABEL: func.func @output_is_strided_view
//   CHECK-NOT:   vector.
//       CHECK:   linalg.fill {pad.row_kernel = 1 : i64}
//       CHECK:   linalg.copy {pad.row_kernel = 2 : i64}
//   CHECK-NOT:   vector.
//       CHECK:   return
func.func @output_is_strided_view(%src: memref<32xf32>, %user: memref<192xf32>, %v: f32) {
  %out = memref.subview %user[0] [64] [3] : memref<192xf32> to memref<64xf32, strided<[3]>>
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%out : memref<64xf32, strided<[3]>>)
  %odd = memref.subview %out[0] [32] [2] : memref<64xf32, strided<[3]>> to memref<32xf32, strided<[6]>>
  linalg.copy {pad.row_kernel = 2 : i64} ins(%src : memref<32xf32>) outs(%odd : memref<32xf32, strided<[6]>>)
  return
}

// -----

// Rows of a dynamic buffer written in a loop: the fence after the loop runs
// only where the buffer's size made the rows stream.
// CHECK-LABEL: func.func @dynamic_rows_in_loop
//  CHECK-SAME:   (%[[DST:.*]]: memref<?x?xf32>,
//       CHECK:   scf.for
//       CHECK:     scf.if
//       CHECK:       nontemporal = true
//   CHECK-NOT:       llvm.fence
//       CHECK:     } else {
//   CHECK-NOT:       llvm.fence
//       CHECK:   }
//       CHECK:   memref.dim %[[DST]], %{{.*}} : memref<?x?xf32>
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge
//       CHECK:   scf.if %[[LARGE]] {
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @dynamic_rows_in_loop(%dst: memref<?x?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.dim %dst, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %row = memref.subview %dst[%i, 0] [1, %w] [1, 1] : memref<?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
    linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%row : memref<1x?xf32, strided<[?, 1], offset: ?>>)
  }
  return
}

// -----

// A narrow copy of a band (batch and plane of extent 1) loops over its rows
// and columns only. A rank-0 copy has no row: upstream's loops lower it.
// CHECK-LABEL: func.func @narrow_band
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step
//  CHECK-NEXT:     scf.for %[[C:.*]] = %[[C0]] to %{{.*}} step
//  CHECK-NEXT:       %[[E:.*]] = memref.load %{{.*}}[%[[C0]], %[[C0]], %[[R]], %[[C]]]
//  CHECK-NEXT:       memref.store %[[E]], %{{.*}}[%[[C0]], %[[C0]], %[[R]], %[[C]]]
//   CHECK-NOT:   scf.for
//       CHECK:   linalg.copy {pad.row_kernel = 1 : i64} ins(%{{.*}} : memref<f32>) outs(%{{.*}} : memref<f32>)
func.func @narrow_band(%src: memref<1x1x5x3xf32>, %dst: memref<1x1x5x9xf32>, %a: memref<f32>, %b: memref<f32>) {
  %v = memref.subview %dst[0, 0, 0, 0] [1, 1, 5, 3] [1, 1, 1, 1] : memref<1x1x5x9xf32> to memref<1x1x5x3xf32, strided<[45, 45, 9, 1]>>
  linalg.copy {pad.row_kernel = 1 : i64} ins(%src : memref<1x1x5x3xf32>) outs(%v : memref<1x1x5x3xf32, strided<[45, 45, 9, 1]>>)
  linalg.copy {pad.row_kernel = 1 : i64} ins(%a : memref<f32>) outs(%b : memref<f32>)
  return
}
