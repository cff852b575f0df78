// The row kernels --convert-pad-to-vector writes for the runs of a
// pad.pad_into on buffers, one form per case, each lowered in place. The
// kernels of runs of unknown extent are functions the module shares
// (shared-kernels.mlir); the vector width per target is in targets.mlir.
// The linalg route's forms are lowered whole here (band-bytes=-1); its
// bands of rows are in bands.mlir.
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=4096 vector-bytes=64 band-bytes=-1 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="lowering=scf streaming-threshold=4096 vector-bytes=64 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=SCF
// With streaming off, no store is non-temporal, no fence is written and no
// loop carries an unroll annotation, anywhere in the output.
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=-1 vector-bytes=64 band-bytes=-1 outline-max-bytes=-1" | FileCheck %s --check-prefix=NEVER --implicit-check-not=nontemporal --implicit-check-not=llvm.fence --implicit-check-not=loop_annotation

// A copy of a large static block (the output, 32x42 f32, holds 5376 bytes,
// above the threshold): per row of the copied box, the head up to the
// 64-byte line as one cached vector per set bit of its length (8, 4, 2, 1
// elements: a loop there would become a call of memcpy), aligned 64-byte
// non-temporal vector stores, the tail as the head; the streamed loop is
// unrolled 8 times, never fully (the row is static). The border rows are one row each (contiguous), streamed as
// well; the border columns (4 bytes a row) are scalar stores in a loop over
// the rows. One fence after everything, at function level.
//       CHECK: #[[$UNROLL:.*]] = #llvm.loop_unroll<count = 8 : i32>
//       CHECK: #[[$STREAMED:.*]] = #llvm.loop_annotation<unroll = #[[$UNROLL]]>
// CHECK-LABEL: func.func @copy_large
//  CHECK-SAME:   (%[[SRC:.*]]: memref<30x40xf32>, %[[DST:.*]]: memref<32x42xf32>, %[[V:.*]]: f32)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C30:.*]] = arith.constant 30 : index
//   CHECK-DAG:   %[[C40:.*]] = arith.constant 40 : index
//   CHECK-DAG:   %[[C42:.*]] = arith.constant 42 : index
//   CHECK-DAG:   %[[C64:.*]] = arith.constant 64 : index
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//   CHECK-DAG:   %[[CM8:.*]] = arith.constant -8 : index
//       CHECK:   %[[VIEW:.*]] = memref.subview %[[DST]][1, 1] [30, 40] [1, 1]
//       CHECK:   scf.for %[[I:.*]] = %[[C0]] to %[[C30]] step %[[C1]] {
//       CHECK:     %[[ROW:.*]] = memref.subview %[[VIEW]][%[[I]], 0] [1, 40] [1, 1] : {{.*}} to memref<40xf32, strided<[1], offset: ?>>
//       CHECK:     %[[SROW:.*]] = memref.subview %[[SRC]][%[[I]], 0] [1, 40] [1, 1] : {{.*}} to memref<40xf32, strided<[1], offset: ?>>
//       CHECK:     %[[PTR:.*]] = memref.extract_aligned_pointer_as_index
//       CHECK:     %{{.*}}, %[[OFF:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ROW]]
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
//       CHECK:     %[[H8:.*]] = arith.andi %[[HEAD]], %[[C8]] : index
//       CHECK:     %[[HAS8:.*]] = arith.cmpi ne, %[[H8]], %[[C0]] : index
//       CHECK:     scf.if %[[HAS8]] {
//  CHECK-NEXT:       %[[X8:.*]] = vector.load %[[SROW]][%[[C0]]] : memref<40xf32, strided<[1], offset: ?>>, vector<8xf32>
//  CHECK-NEXT:       vector.store %[[X8]], %[[ROW]][%[[C0]]] : memref<40xf32, strided<[1], offset: ?>>, vector<8xf32>
//  CHECK-NEXT:     }
//  CHECK-NEXT:     %[[AT4:.*]] = arith.andi %[[HEAD]], %[[CM8]] : index
//       CHECK:     scf.if
//  CHECK-NEXT:       %[[X4:.*]] = vector.load %[[SROW]][%[[AT4]]] : memref<40xf32, strided<[1], offset: ?>>, vector<4xf32>
//  CHECK-NEXT:       vector.store %[[X4]], %[[ROW]][%[[AT4]]] : memref<40xf32, strided<[1], offset: ?>>, vector<4xf32>
//       CHECK:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<40xf32, strided<[1], offset: ?>>, vector<2xf32>
//       CHECK:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<40xf32, strided<[1], offset: ?>>, vector<1xf32>
//   CHECK-NOT:     memref.store
//       CHECK:     scf.for %[[J:.*]] = %[[HEAD]] to %[[END]] step %[[C16]] {
//  CHECK-NEXT:       %[[W:.*]] = vector.load %[[SROW]][%[[J]]] : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//  CHECK-NEXT:       vector.store %[[W]], %[[ROW]][%[[J]]] {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//  CHECK-NEXT:     } {loop_annotation = #[[$STREAMED]]}
//  CHECK-NEXT:     %[[TAIL:.*]] = arith.subi %[[C40]], %[[END]] : index
//  CHECK-NEXT:     %[[T8:.*]] = arith.andi %[[TAIL]], %[[C8]] : index
//       CHECK:     scf.if
//  CHECK-NEXT:       %[[Y8:.*]] = vector.load %[[SROW]][%[[END]]] : memref<40xf32, strided<[1], offset: ?>>, vector<8xf32>
//  CHECK-NEXT:       vector.store %[[Y8]], %[[ROW]][%[[END]]] : memref<40xf32, strided<[1], offset: ?>>, vector<8xf32>
//       CHECK:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<40xf32, strided<[1], offset: ?>>, vector<1xf32>
//       CHECK:   %[[TOP:.*]] = memref.subview %[[DST]][0, 0] [1, 42] [1, 1]
//       CHECK:   %[[TOPROW:.*]] = memref.collapse_shape %[[TOP]] {{\[\[}}0, 1]] : memref<1x42xf32, strided<[42, 1]>> into memref<42xf32, strided<[1]>>
//       CHECK:   %[[B:.*]] = vector.broadcast %[[V]] : f32 to vector<16xf32>
//       CHECK:   %[[B8:.*]] = vector.broadcast %[[V]] : f32 to vector<8xf32>
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     vector.store %[[B8]], %[[TOPROW]][%[[C0]]] : memref<42xf32, strided<[1]>>, vector<8xf32>
//       CHECK:   scf.for
//  CHECK-NEXT:     vector.store %[[B]], %[[TOPROW]][%{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<42xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   } {loop_annotation = #[[$STREAMED]]}
//       CHECK:   vector.store %{{.*}}, %[[TOPROW]][%{{.*}}] : memref<42xf32, strided<[1]>>, vector<1xf32>
//       CHECK:   memref.subview %[[DST]][31, 0] [1, 42] [1, 1]
//       CHECK:   vector.store %[[B]], %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<42xf32, strided<[1], offset: 1302>>, vector<16xf32>
//       CHECK:   %[[LEFT:.*]] = memref.subview %[[DST]][1, 0] [30, 1] [1, 1]
//  CHECK-NEXT:   scf.for %[[R:.*]] = %[[C0]] to %[[C30]] step %[[C1]] {
//  CHECK-NEXT:     memref.store %[[V]], %[[LEFT]][%[[R]], %[[C0]]] : memref<30x1xf32, strided<[42, 1], offset: 42>>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[RIGHT:.*]] = memref.subview %[[DST]][1, 41] [30, 1] [1, 1]
//  CHECK-NEXT:   scf.for %[[R:.*]] = %[[C0]] to %[[C30]] step %[[C1]] {
//  CHECK-NEXT:     memref.store %[[V]], %[[RIGHT]][%[[R]], %[[C0]]] : memref<30x1xf32, strided<[42, 1], offset: 83>>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   llvm.fence seq_cst
//  CHECK-NEXT:   return
//   CHECK-NOT:   vector.maskedstore
//   CHECK-NOT:   linalg.
// The scf route writes the same rows row by row: the copied rows stream, and
// the fence follows the loop over the output's rows.
// SCF-LABEL: func.func @copy_large
//       SCF:   scf.for
//       SCF:     scf.if
//       SCF:       vector.load %{{.*}} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//  SCF-NEXT:       vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//       SCF:     } else {
//       SCF:       vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<42xf32, strided<[1], offset: ?>>, vector<16xf32>
//  SCF-NEXT:       } {loop_annotation = #{{.*}}}
//       SCF:         vector.store %{{.*}} : memref<42xf32, strided<[1], offset: ?>>, vector<1xf32>
//  SCF-NEXT:       }
//  SCF-NEXT:     }
//  SCF-NEXT:   }
//  SCF-NEXT:   llvm.fence seq_cst
//  SCF-NEXT:   return
// NEVER-LABEL: func.func @copy_large
//       NEVER:   vector.store %{{.*}} {alignment = 64 : i64} : memref<?xf32, strided<[1], offset: ?>>, vector<16xf32>
func.func @copy_large(%src: memref<30x40xf32>, %dst: memref<32x42xf32>, %v: f32) {
  pad.pad_into constant %src below[1, 1] above[1, 1] value %v into %dst : memref<30x40xf32> to memref<32x42xf32>
  return
}

// -----

// Below the threshold (9x8 f32, 288 bytes) the stores are ordinary, and a
// box of whole rows is contiguous, one row: no row loop, no fence. The
// copied row (8 f32) is one vector of half the width. The border box (64
// f32) is a row of at least one vector: an unaligned vector at each end
// (elements 0 and 48 on) covers head and tail, without masks; a static row
// of at least two vectors runs the aligned loop a fixed 3 times, (64 - 15)
// / 16 vectors from the head whatever the alignment: the loop ends at 48 or
// later, where the last vector starts, so no other vector is needed.
// CHECK-LABEL: func.func @fill_small
//  CHECK-SAME:   (%[[X:.*]]: memref<1x8xf32>, %[[DST:.*]]: memref<9x8xf32>, %[[V:.*]]: f32)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C48:.*]] = arith.constant 48 : index
//       CHECK:   %[[CROW:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<1x8xf32, strided<[8, 1], offset: 64>> into memref<8xf32, strided<[1], offset: 64>>
//       CHECK:   %[[XROW:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<1x8xf32> into memref<8xf32>
//  CHECK-NEXT:   %[[E:.*]] = vector.load %[[XROW]][%[[C0]]] : memref<8xf32>, vector<8xf32>
//  CHECK-NEXT:   vector.store %[[E]], %[[CROW]][%[[C0]]] : memref<8xf32, strided<[1], offset: 64>>, vector<8xf32>
//  CHECK-NEXT:   %[[BOX:.*]] = memref.subview %[[DST]][0, 0] [8, 8] [1, 1]
//  CHECK-NEXT:   %[[FLAT:.*]] = memref.collapse_shape %[[BOX]] {{\[\[}}0, 1]] : memref<8x8xf32, strided<[8, 1]>> into memref<64xf32, strided<[1]>>
//  CHECK-NEXT:   %[[B:.*]] = vector.broadcast %[[V]] : f32 to vector<16xf32>
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<64xf32, strided<[1]>>, vector<16xf32>
//       CHECK:   %[[HEAD:.*]] = arith.minui
//  CHECK-NEXT:   %[[END:.*]] = arith.addi %[[HEAD]], %[[C48]] : index
//  CHECK-NEXT:   scf.for %[[I:.*]] = %[[HEAD]] to %[[END]] step %[[C16]] {
//  CHECK-NEXT:     vector.store %[[B]], %[[FLAT]][%[[I]]] {alignment = 64 : i64} : memref<64xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   }{{$}}
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C48]]] : memref<64xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   return
// NEVER-LABEL: func.func @fill_small
//       NEVER:   vector.store {{.*}} {alignment = 64 : i64} : memref<64xf32, strided<[1]>>, vector<16xf32>
func.func @fill_small(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) {
  pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
  return
}

// -----

// 72 elements: the fixed loop runs (72 - 15) / 16 = 3 times and may end at
// 48, short of the last vector's start (56), so one more unaligned vector
// (40 on) covers what lies between. The copied row of 9 f32 is two
// overlapping half vectors (0 and 1 on).
// CHECK-LABEL: func.func @fill_small_uneven
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C40:.*]] = arith.constant 40 : index
//   CHECK-DAG:   %[[C48:.*]] = arith.constant 48 : index
//   CHECK-DAG:   %[[C56:.*]] = arith.constant 56 : index
//       CHECK:   vector.store %{{.*}}[%[[C0]]] : memref<9xf32, strided<[1], offset: 72>>, vector<8xf32>
//       CHECK:   vector.store %{{.*}}[%[[C1]]] : memref<9xf32, strided<[1], offset: 72>>, vector<8xf32>
//       CHECK:   %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<8x9xf32, strided<[9, 1]>> into memref<72xf32, strided<[1]>>
//       CHECK:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<16xf32>
//       CHECK:   vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<72xf32, strided<[1]>>, vector<16xf32>
//       CHECK:   %[[HEAD:.*]] = arith.minui
//  CHECK-NEXT:   %[[END:.*]] = arith.addi %[[HEAD]], %[[C48]] : index
//  CHECK-NEXT:   scf.for %[[I:.*]] = %[[HEAD]] to %[[END]] step %[[C16]] {
//  CHECK-NEXT:     vector.store %[[B]], %[[FLAT]][%[[I]]] {alignment = 64 : i64} : memref<72xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   }{{$}}
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C40]]] : memref<72xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C56]]] : memref<72xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   return
func.func @fill_small_uneven(%x: memref<1x9xf32>, %dst: memref<9x9xf32>, %v: f32) {
  pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x9xf32> to memref<9x9xf32>
  return
}

// -----

// Static rows shorter than two vectors need no alignment, no loop, no
// branch and no mask: the copied 20 elements are two overlapping unaligned
// vectors (0 and 4 on), the 16 below one vector, the 9 above two
// overlapping half vectors (0 and 1 on).
// CHECK-LABEL: func.func @short_static_rows
//  CHECK-SAME:   (%[[X:.*]]: memref<20xf32>, %[[DST:.*]]: memref<45xf32>, %[[V:.*]]: f32)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   %[[MID:.*]] = memref.subview %[[DST]][16] [20] [1]
//  CHECK-NEXT:   %[[P:.*]] = vector.load %[[X]][%[[C0]]] : memref<20xf32>, vector<16xf32>
//  CHECK-NEXT:   vector.store %[[P]], %[[MID]][%[[C0]]] : memref<20xf32, strided<[1], offset: 16>>, vector<16xf32>
//  CHECK-NEXT:   %[[Q:.*]] = vector.load %[[X]][%[[C4]]] : memref<20xf32>, vector<16xf32>
//  CHECK-NEXT:   vector.store %[[Q]], %[[MID]][%[[C4]]] : memref<20xf32, strided<[1], offset: 16>>, vector<16xf32>
//  CHECK-NEXT:   %[[LOW:.*]] = memref.subview %[[DST]][0] [16] [1]
//  CHECK-NEXT:   %[[B:.*]] = vector.broadcast %[[V]] : f32 to vector<16xf32>
//  CHECK-NEXT:   vector.store %[[B]], %[[LOW]][%[[C0]]] : memref<16xf32, strided<[1]>>, vector<16xf32>
//  CHECK-NEXT:   %[[HIGH:.*]] = memref.subview %[[DST]][36] [9] [1]
//  CHECK-NEXT:   %[[H:.*]] = vector.broadcast %[[V]] : f32 to vector<8xf32>
//  CHECK-NEXT:   vector.store %[[H]], %[[HIGH]][%[[C0]]] : memref<9xf32, strided<[1], offset: 36>>, vector<8xf32>
//  CHECK-NEXT:   vector.store %[[H]], %[[HIGH]][%[[C1]]] : memref<9xf32, strided<[1], offset: 36>>, vector<8xf32>
//  CHECK-NEXT:   return
func.func @short_static_rows(%x: memref<20xf32>, %dst: memref<45xf32>, %v: f32) {
  pad.pad_into constant %x below[16] above[9] value %v into %dst : memref<20xf32> to memref<45xf32>
  return
}

// -----

// Narrow columns (rows under 16 bytes, a pad's border columns) need no
// kernel: a few scalar stores per row, in loops over the dimensions but
// those of extent 1 (which convert-linalg-to-loops would keep as loops of
// one iteration). Four f32 a row already take the kernel (the output
// streams at this threshold, so its edges are cached vectors of 4, 2 and 1
// elements: under a line, no aligned vector).
// CHECK-LABEL: func.func @narrow_columns
//       CHECK:   %[[ONE:.*]] = memref.subview %{{.*}}[0, 0] [64, 1] [1, 1]
//  CHECK-NEXT:   scf.for %[[I:.*]] =
//  CHECK-NEXT:     memref.store %{{.*}}, %[[ONE]][%[[I]], %{{.*}}] : memref<64x1xf32, strided<[66, 1]>>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[THREE:.*]] = memref.subview %{{.*}}[0, 63] [64, 3] [1, 1]
//  CHECK-NEXT:   scf.for %[[J:.*]] =
//  CHECK-NEXT:     scf.for %[[K:.*]] =
//  CHECK-NEXT:       memref.store %{{.*}}, %[[THREE]][%[[J]], %[[K]]] : memref<64x3xf32, strided<[66, 1], offset: 63>>
//       CHECK:   %[[FOUR:.*]] = memref.subview %{{.*}}[0, 0] [64, 4] [1, 1]
//  CHECK-NEXT:   scf.for %[[R:.*]] =
//  CHECK-NEXT:     %[[ROW:.*]] = memref.subview %[[FOUR]][%[[R]], 0] [1, 4] [1, 1] {{.*}} to memref<4xf32, strided<[1], offset: ?>>
//   CHECK-NOT:     vector<8xf32>
//       CHECK:     scf.if
//  CHECK-NEXT:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<4xf32, strided<[1], offset: ?>>, vector<4xf32>
//       CHECK:     scf.for
//  CHECK-NEXT:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<4xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:     scf.if
//  CHECK-NEXT:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<4xf32, strided<[1], offset: ?>>, vector<4xf32>
//       CHECK:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<4xf32, strided<[1], offset: ?>>, vector<1xf32>
//       CHECK:   llvm.fence seq_cst
//  CHECK-NEXT:   return
//   CHECK-NOT:   linalg.fill
func.func @narrow_columns(%x: memref<64x62xf32>, %d: memref<64x66xf32>, %y: memref<64x58xf32>, %e: memref<64x66xf32>, %v: f32) {
  pad.pad_into constant %x below[0, 1] above[0, 3] value %v into %d : memref<64x62xf32> to memref<64x66xf32>
  pad.pad_into constant %y below[0, 4] above[0, 4] value %v into %e : memref<64x58xf32> to memref<64x66xf32>
  return
}

// -----

// A border box of whole rows of a large output (64x64 f64, 32 KiB) is one
// contiguous row, streamed as a broadcast of the value in whole lines.
// CHECK-LABEL: func.func @fill_large
//  CHECK-SAME:   %[[V:[^:]*]]: f64)
//       CHECK:   %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<64x64xf64, strided<[64, 1]>> into memref<4096xf64, strided<[1]>>
//       CHECK:   %[[B:.*]] = vector.broadcast %[[V]] : f64 to vector<8xf64>
//       CHECK:   vector.store %[[B]], %[[FLAT]][%{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<4096xf64, strided<[1]>>, vector<8xf64>
//       CHECK:   llvm.fence seq_cst
//   CHECK-NOT:   linalg.fill
func.func @fill_large(%x: memref<1x64xf64>, %dst: memref<65x64xf64>, %v: f64) {
  pad.pad_into constant %x below[64, 0] above[0, 0] value %v into %dst : memref<1x64xf64> to memref<65x64xf64>
  return
}

// -----

// A dynamic output: its size is checked at run time, and the scf route
// writes each row in place (a row is not worth a call) under that check.
// Streamed rows write their edges as one cached vector per set bit of
// their length (an end vector overlapping a streamed line would fetch it
// again; masked stores are slow on AMD Zen) and carry no unroll
// annotation (their length is unknown); cached rows choose at run time
// between unaligned end vectors
// (at least 16 elements) and one masked store (fewer). The fence follows
// the row loop, only where the rows streamed. (The linalg route calls the
// shared kernels: shared-kernels.mlir.)
// SCF-LABEL: func.func @fill_dynamic
//  SCF-SAME:   %[[DST:[^:]*]]: memref<?x?xi32>, %[[V:[^:]*]]: i32)
//   SCF-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   SCF-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   SCF-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   SCF-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   SCF-DAG:   %[[C4096:.*]] = arith.constant 4096 : index
//       SCF:   %[[D0:.*]] = memref.dim %[[DST]], %[[C0]]
//  SCF-NEXT:   %[[B0:.*]] = arith.muli %[[D0]], %[[C4]] : index
//  SCF-NEXT:   %[[D1:.*]] = memref.dim %[[DST]], %[[C1]]
//  SCF-NEXT:   %[[BYTES:.*]] = arith.muli %[[B0]], %[[D1]] : index
//  SCF-NEXT:   %[[LARGE:.*]] = arith.cmpi sge, %[[BYTES]], %[[C4096]] : index
//       SCF:   scf.for
//       SCF:     } else {
//       SCF:       %[[ROW:.*]] = memref.subview %[[DST]][%{{.*}}, 0] [1, %[[N:.*]]] [1, 1] : memref<?x?xi32> to memref<?xi32, strided<[1], offset: ?>>
//  SCF-NEXT:       scf.if %[[LARGE]] {
//       SCF:         scf.if
//  SCF-NEXT:           vector.store %{{.*}}, %[[ROW]][%[[C0]]] : memref<?xi32, strided<[1], offset: ?>>, vector<8xi32>
//       SCF:           vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<?xi32, strided<[1], offset: ?>>, vector<1xi32>
//       SCF:         scf.for
//  SCF-NEXT:           vector.store %{{.*}}, %[[ROW]][%{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
//  SCF-NEXT:         }{{$}}
//       SCF:           vector.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<?xi32, strided<[1], offset: ?>>, vector<1xi32>
//       SCF:       } else {
//  SCF-NEXT:         %[[B:.*]] = vector.broadcast %[[V]] : i32 to vector<16xi32>
//  SCF-NEXT:         %[[WIDE:.*]] = arith.cmpi uge, %[[N]], %[[C16]] : index
//  SCF-NEXT:         scf.if %[[WIDE]] {
//  SCF-NEXT:           vector.store %[[B]], %[[ROW]][%[[C0]]] : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
//       SCF:           scf.for
//  SCF-NEXT:             vector.store %[[B]], %[[ROW]][%{{.*}}] {alignment = 64 : i64} : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
//  SCF-NEXT:           }
//  SCF-NEXT:           %[[LAST:.*]] = arith.subi %[[N]], %[[C16]] : index
//  SCF-NEXT:           vector.store %[[B]], %[[ROW]][%[[LAST]]] : memref<?xi32, strided<[1], offset: ?>>, vector<16xi32>
//  SCF-NEXT:         } else {
//       SCF:           vector.maskedstore %[[ROW]][%[[C0]]], %{{.*}}, %[[B]] : memref<?xi32, strided<[1], offset: ?>>, vector<16xi1>, vector<16xi32>
//  SCF-NEXT:         }
//  SCF-NEXT:       }
//  SCF-NEXT:     }
//  SCF-NEXT:   }
//  SCF-NEXT:   scf.if %[[LARGE]] {
//  SCF-NEXT:     llvm.fence seq_cst
//  SCF-NEXT:   }
//  SCF-NEXT:   return
//   SCF-NOT:   call
func.func @fill_dynamic(%x: memref<?x?xi32>, %dst: memref<?x?xi32>, %v: i32) {
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %dst : memref<?x?xi32> to memref<?x?xi32>
  return
}

// -----

// Interior padding 1 (stride 2) of a large output: each row that holds
// source elements is written once, its whole span in aligned non-temporal
// vectors, the value between the elements, one loop per phase (the lane
// the first element falls on) with its own shuffle; its unaligned ends are
// element by element (a select of element or value). No fill writes that
// row first. The other rows are filled, streamed as well; one fence after
// the loop over the rows. Both routes write interior padding row by row.
// CHECK-LABEL: func.func @interior_written_once
//  CHECK-SAME:   (%[[X:[^:]*]]: memref<32x32xf32>, %[[DST:[^:]*]]: memref<63x63xf32>, %[[V:[^:]*]]: f32)
//       CHECK:   scf.for
//       CHECK:     scf.if
//   CHECK-NOT:       vector.store
//       CHECK:       %[[SPAN:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [63], strides: [1] : memref<32xf32, strided<[2], offset: ?>> to memref<63xf32, strided<[1], offset: ?>>
//       CHECK:       scf.for
//       CHECK:         arith.select %{{.*}}, %{{.*}}, %[[V]] : f32
//       CHECK:       %[[GAP:.*]] = vector.broadcast %[[V]] : f32 to vector<16xf32>
//  CHECK-NEXT:       scf.index_switch
//  CHECK-NEXT:       case 1 {
//       CHECK:         %[[ODD:.*]] = vector.load %{{.*}} : memref<32xf32, strided<[1], offset: ?>>, vector<8xf32>
//  CHECK-NEXT:         %[[S1:.*]] = vector.shuffle %[[GAP]], %[[ODD]] [0, 16, 2, 17, 4, 18, 6, 19, 8, 20, 10, 21, 12, 22, 14, 23] : vector<16xf32>, vector<8xf32>
//  CHECK-NEXT:         vector.store %[[S1]], %[[SPAN]][%{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<63xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:       default {
//       CHECK:         %[[EVEN:.*]] = vector.load %{{.*}} : memref<32xf32, strided<[1], offset: ?>>, vector<8xf32>
//  CHECK-NEXT:         %[[S0:.*]] = vector.shuffle %[[GAP]], %[[EVEN]] [16, 1, 17, 3, 18, 5, 19, 7, 20, 9, 21, 11, 22, 13, 23, 15] : vector<16xf32>, vector<8xf32>
//  CHECK-NEXT:         vector.store %[[S0]], %[[SPAN]][%{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<63xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:       scf.for
//       CHECK:         arith.select %{{.*}}, %{{.*}}, %[[V]] : f32
//       CHECK:     } else {
//       CHECK:       vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32, strided<[1], offset: ?>>, vector<16xf32>
//  CHECK-NEXT:     } {loop_annotation = #{{.*}}}
//       CHECK:       vector.store %{{.*}} : memref<63xf32, strided<[1], offset: ?>>, vector<1xf32>
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT: }
//  CHECK-NEXT:   llvm.fence seq_cst
//  CHECK-NEXT:   return
//   CHECK-NOT:   linalg.
// SCF-LABEL: func.func @interior_written_once
//       SCF:   scf.index_switch
//       SCF:   vector.shuffle %{{.*}}, %{{.*}} [0, 16, 2, 17, 4, 18, 6, 19, 8, 20, 10, 21, 12, 22, 14, 23]
//       SCF:   vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<63xf32
//       SCF:   llvm.fence seq_cst
//  SCF-NEXT:   return
// Cached, the same kernel stores the spans on the vector grid.
// NEVER-LABEL: func.func @interior_written_once
//       NEVER:   vector.shuffle %{{.*}}, %{{.*}} [16, 1, 17, 3, 18, 5, 19, 7, 20, 9, 21, 11, 22, 13, 23, 15]
//  NEVER-NEXT:   vector.store %{{.*}} {alignment = 64 : i64} : memref<?xf32, strided<[1], offset: ?>>, vector<16xf32>
func.func @interior_written_once(%x: memref<32x32xf32>, %dst: memref<63x63xf32>, %v: f32) {
  pad.pad_into constant %x below[0, 0] above[0, 0] interior[1, 1] value %v into %dst : memref<32x32xf32> to memref<63x63xf32>
  return
}

// -----

// Interior padding 2 (stride 3, which 16 lanes do not hold whole): each row
// is filled, then the source elements are shuffled into its spans of 15
// lanes (5 elements each) as long as a span ends within the row's last
// element (elements [0, 20) of 21), the rest element by element. The
// spreading loads each span back, so nothing streams, even above the
// threshold, and no fence is needed.
// CHECK-LABEL: func.func @interior_spread
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
//   CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : index
//   CHECK-DAG:   %[[C20:.*]] = arith.constant 20 : index
//   CHECK-DAG:   %[[C47:.*]] = arith.constant 47 : index
//       CHECK:   scf.for
//       CHECK:     scf.if
//       CHECK:       %[[ROW:.*]] = memref.subview %{{.*}} to memref<63xf32, strided<[1], offset: ?>>
//       CHECK:       vector.store %{{.*}}, %[[ROW]][%{{.*}}] {alignment = 64 : i64} : memref<63xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:       %[[SROW:.*]] = memref.subview %{{.*}} to memref<21xf32, strided<[1], offset: ?>>
//  CHECK-NEXT:       %[[DROW:.*]] = memref.subview %{{.*}} to memref<21xf32, strided<[3], offset: ?>>
//       CHECK:       %[[SPAN:.*]] = memref.reinterpret_cast %[[DROW]] to offset: [%{{.*}}], sizes: [61], strides: [1]
//  CHECK-NEXT:       scf.for %[[I:.*]] = %[[C0]] to %[[C20]] step %[[C5]] {
//  CHECK-NEXT:         %[[AT:.*]] = arith.muli %[[I]], %[[C3]] : index
//  CHECK-NEXT:         %[[OLD:.*]] = vector.load %[[SPAN]][%[[AT]]] : memref<61xf32, strided<[1], offset: ?>>, vector<15xf32>
//  CHECK-NEXT:         %[[NEW:.*]] = vector.load %[[SROW]][%[[I]]] : memref<21xf32, strided<[1], offset: ?>>, vector<5xf32>
//  CHECK-NEXT:         %[[SPREAD:.*]] = vector.shuffle %[[OLD]], %[[NEW]] [15, 1, 2, 16, 4, 5, 17, 7, 8, 18, 10, 11, 19, 13, 14] : vector<15xf32>, vector<5xf32>
//  CHECK-NEXT:         vector.store %[[SPREAD]], %[[SPAN]][%[[AT]]] : memref<61xf32, strided<[1], offset: ?>>, vector<15xf32>
//  CHECK-NEXT:       }
//  CHECK-NEXT:       %[[E:.*]] = memref.load %[[SROW]][%[[C20]]]
//  CHECK-NEXT:       memref.store %[[E]], %[[DROW]][%[[C20]]] : memref<21xf32, strided<[3], offset: ?>>
//       CHECK:     } else {
//       CHECK:       vector.store %{{.*}} {alignment = 64 : i64} : memref<63xf32, strided<[1], offset: ?>>, vector<16xf32>
//  CHECK-NEXT:     }
//  CHECK-NEXT:     vector.store %{{.*}}[%[[C47]]] : memref<63xf32, strided<[1], offset: ?>>, vector<16xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT: }
//  CHECK-NEXT:   return
//   CHECK-NOT:   nontemporal
func.func @interior_spread(%x: memref<32x21xf32>, %dst: memref<63x63xf32>, %v: f32) {
  pad.pad_into constant %x below[0, 0] above[0, 2] interior[1, 2] value %v into %dst : memref<32x21xf32> to memref<63x63xf32>
  return
}

// -----

// Stride 3 with 8-byte elements (8 lanes, not a multiple of 3): spans of 2
// source elements, 6 lanes.
// CHECK-LABEL: func.func @spread_stride3_f64
//       CHECK:   vector.shuffle %{{.*}}, %{{.*}} [6, 1, 2, 7, 4, 5] : vector<6xf64>, vector<2xf64>
//   CHECK-NOT:   linalg.copy
func.func @spread_stride3_f64(%x: memref<10xf64>, %dst: memref<28xf64>, %v: f64) {
  pad.pad_into constant %x below[0] above[0] interior[2] value %v into %dst : memref<10xf64> to memref<28xf64>
  return
}

// -----

// Left to linalg.copy: a stride above 8 (interior 8), and elements
// narrower than 4 bytes (their fill, 14 bytes, is scalar stores).
// CHECK-LABEL: func.func @spread_left_alone
//   CHECK-NOT:   vector.shuffle
//       CHECK:   linalg.copy ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32, strided<[9]>>)
//       CHECK:   memref.store %{{.*}} : memref<7xf16>
//       CHECK:   linalg.copy ins(%{{.*}} : memref<4xf16>) outs(%{{.*}} : memref<4xf16, strided<[2]>>)
//   CHECK-NOT:   vector.shuffle
func.func @spread_left_alone(%a: memref<4xf32>, %b: memref<28xf32>, %c: memref<4xf16>, %d: memref<7xf16>, %v: f32, %h: f16) {
  pad.pad_into constant %a below[0] above[0] interior[8] value %v into %b : memref<4xf32> to memref<28xf32>
  pad.pad_into constant %c below[0] above[0] interior[1] value %h into %d : memref<4xf16> to memref<7xf16>
  return
}

// -----

// Element types without a 1, 2, 4 or 8-byte store (complex) are left to
// linalg: one copy and the two border rows' fills. The border columns, one
// element (8 bytes) wide, are narrow rows: scalar stores, whatever the type.
// CHECK-LABEL: func.func @complex_left_alone
//   CHECK-NOT:   vector.
//       CHECK:   linalg.copy ins(%{{.*}} : memref<62x62xcomplex<f32>>)
//  CHECK-NEXT:   memref.subview
//  CHECK-NEXT:   linalg.fill ins(%{{.*}} : complex<f32>) outs(%{{.*}} : memref<1x64xcomplex<f32>, strided<[64, 1]>>)
//  CHECK-NEXT:   memref.subview
//  CHECK-NEXT:   linalg.fill ins(%{{.*}} : complex<f32>) outs(%{{.*}} : memref<1x64xcomplex<f32>, strided<[64, 1], offset: 4032>>)
//  CHECK-NEXT:   %[[LEFT:.*]] = memref.subview %{{.*}}[1, 0] [62, 1] [1, 1]
//  CHECK-NEXT:   scf.for %[[I:.*]] = %c0 to %c62 step %c1 {
//  CHECK-NEXT:     memref.store %{{.*}}, %[[LEFT]][%[[I]], %c0] : memref<62x1xcomplex<f32>, strided<[64, 1], offset: 64>>
//       CHECK:   %[[RIGHT:.*]] = memref.subview %{{.*}}[1, 63] [62, 1] [1, 1]
//  CHECK-NEXT:   scf.for %[[J:.*]] = %c0 to %c62 step %c1 {
//  CHECK-NEXT:     memref.store %{{.*}}, %[[RIGHT]][%[[J]], %c0] : memref<62x1xcomplex<f32>, strided<[64, 1], offset: 127>>
//   CHECK-NOT:   linalg.fill
//       CHECK:   return
func.func @complex_left_alone(%x: memref<62x62xcomplex<f32>>, %dst: memref<64x64xcomplex<f32>>, %v: complex<f32>) {
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %dst : memref<62x62xcomplex<f32>> to memref<64x64xcomplex<f32>>
  return
}

// -----

// Elements narrower than 4 bytes (bf16: 2 bytes; no masked move without
// AVX-512BW) take the same kernel. A row of at least one vector (96 bf16):
// unaligned end vectors of 32, aligned body. The copied 8 (16 bytes): one
// vector of 8. A row shorter than a vector (20): two overlapping half
// vectors, 16 at 0 and at 4.
// CHECK-LABEL: func.func @narrow_elements
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C0]]] : memref<8xbf16, strided<[1], offset: 96>>, vector<8xbf16>
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C0]]] : memref<96xbf16, strided<[1]>>, vector<32xbf16>
//       CHECK:   scf.for
//  CHECK-NEXT:     vector.store %{{.*}} {alignment = 64 : i64} : memref<96xbf16, strided<[1]>>, vector<32xbf16>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   vector.store %{{.*}}, %{{.*}}[%[[C64]]] : memref<96xbf16, strided<[1]>>, vector<32xbf16>
//       CHECK:   vector.store %{{.*}}, %{{.*}}[%[[C0]]] : memref<20xbf16, strided<[1], offset: 104>>, vector<16xbf16>
//  CHECK-NEXT:   vector.store %{{.*}}, %{{.*}}[%[[C4]]] : memref<20xbf16, strided<[1], offset: 104>>, vector<16xbf16>
//  CHECK-NEXT:   return
//   CHECK-NOT:   vector.maskedstore
//   CHECK-NOT:   memref.store
func.func @narrow_elements(%x: memref<8xbf16>, %dst: memref<124xbf16>, %v: bf16) {
  pad.pad_into constant %x below[96] above[20] value %v into %dst : memref<8xbf16> to memref<124xbf16>
  return
}

// -----

// A pad written in place into a strided view of another buffer: its runs
// have stride 1 (fill) or 2 (interior copy) in the pad's output, but 3 and
// 6 in memory. The elements between belong to someone else, so no vector
// may cover them: left to linalg.
// CHECK-LABEL: func.func @output_is_strided_view
//   CHECK-NOT:   vector.
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<64xf32, strided<[3]>>)
//  CHECK-NEXT:   memref.subview
//  CHECK-NEXT:   linalg.copy ins(%{{.*}} : memref<32xf32>) outs(%{{.*}} : memref<32xf32, strided<[6]>>)
//  CHECK-NEXT:   return
func.func @output_is_strided_view(%src: memref<32xf32>, %user: memref<192xf32>, %v: f32) {
  %out = memref.subview %user[0] [64] [3] : memref<192xf32> to memref<64xf32, strided<[3]>>
  pad.pad_into constant %src below[0] above[1] interior[1] value %v into %out : memref<32xf32> to memref<64xf32, strided<[3]>>
  return
}

// -----

// Only pad.pad_into on buffers is lowered: a user's fills and copies beside
// it keep their form for upstream's lowering, whatever their size and
// layout, and so does the form on tensors.
// CHECK-LABEL: func.func @user_ops_beside_a_form
//  CHECK-SAME:   (%[[SRC:[^:]*]]: memref<64x64xf32>, %[[DST:[^:]*]]: memref<64x64xf32>, %[[BIG:[^:]*]]: memref<127x127xf32>, %[[V:[^:]*]]: f32,
//       CHECK:   linalg.fill ins(%[[V]] : f32) outs(%[[DST]] : memref<64x64xf32>)
//  CHECK-NEXT:   linalg.copy ins(%[[SRC]] : memref<64x64xf32>) outs(%[[DST]] : memref<64x64xf32>)
//  CHECK-NEXT:   memref.copy %[[SRC]], %[[DST]] : memref<64x64xf32> to memref<64x64xf32>
//  CHECK-NEXT:   %[[VIEW:.*]] = memref.subview %[[BIG]][0, 0] [64, 64] [2, 2]
//  CHECK-NEXT:   linalg.copy ins(%[[SRC]] : memref<64x64xf32>) outs(%[[VIEW]] : memref<64x64xf32, strided<[254, 2]>>)
//       CHECK:   vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<62xf32, strided<[1], offset: ?>>, vector<16xf32>
//       CHECK:   llvm.fence seq_cst
//  CHECK-NEXT:   %[[R:.*]] = pad.pad_into constant %{{.*}} below[1, 1] above[1, 1] value %[[V]] into %{{.*}} : tensor<62x62xf32> to tensor<64x64xf32>
//  CHECK-NEXT:   return %[[R]]
//   CHECK-NOT:   linalg.
func.func @user_ops_beside_a_form(%src: memref<64x64xf32>, %dst: memref<64x64xf32>, %big: memref<127x127xf32>, %v: f32, %x: memref<62x62xf32>, %t: tensor<62x62xf32>, %e: tensor<64x64xf32>) -> tensor<64x64xf32> {
  linalg.fill ins(%v : f32) outs(%dst : memref<64x64xf32>)
  linalg.copy ins(%src : memref<64x64xf32>) outs(%dst : memref<64x64xf32>)
  memref.copy %src, %dst : memref<64x64xf32> to memref<64x64xf32>
  %view = memref.subview %big[0, 0] [64, 64] [2, 2] : memref<127x127xf32> to memref<64x64xf32, strided<[254, 2]>>
  linalg.copy ins(%src : memref<64x64xf32>) outs(%view : memref<64x64xf32, strided<[254, 2]>>)
  pad.pad_into constant %x below[1, 1] above[1, 1] value %v into %dst : memref<62x62xf32> to memref<64x64xf32>
  %r = pad.pad_into constant %t below[1, 1] above[1, 1] value %v into %e : tensor<62x62xf32> to tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// A pad into a row of a dynamic buffer, in a loop: its output is the whole
// buffer, whose size decides at run time whether the rows stream. The fence
// after the loop runs only where they did, with the size computed again
// there; none is inside the loop.
// CHECK-LABEL: func.func @dynamic_rows_in_loop
//  CHECK-SAME:   (%{{[^:]*}}: memref<?x?xf32>, %[[DST:[^:]*]]: memref<?x?xf32>,
//   CHECK-DAG:   %[[C4096:.*]] = arith.constant 4096 : index
//       CHECK:   scf.for
//       CHECK:     %[[LARGE:.*]] = arith.cmpi sge, %{{.*}}, %[[C4096]] : index
//       CHECK:     call @__pad_row_copy_2d_i32_64(%{{.*}}, %{{.*}}, %[[LARGE]])
//   CHECK-NOT:     llvm.fence
//       CHECK:     memref.store %{{.*}} : memref<?x1xf32, strided<[?, 1], offset: ?>>
//   CHECK-NOT:     llvm.fence
//       CHECK:     call @__pad_row_fill_2d_i32_64(%{{.*}}, %{{.*}}, %[[LARGE]])
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[D0:.*]] = memref.dim %[[DST]], %{{.*}} : memref<?x?xf32>
//  CHECK-NEXT:   %[[B0:.*]] = arith.muli %[[D0]], %{{.*}} : index
//  CHECK-NEXT:   %[[BYTES:.*]] = arith.muli %[[B0]], %{{.*}} : index
//  CHECK-NEXT:   %[[AFTER:.*]] = arith.cmpi sge, %[[BYTES]], %[[C4096]] : index
//  CHECK-NEXT:   scf.if %[[AFTER]] {
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
// The scf route writes the single row in place, under the same run-time
// choice.
// SCF-LABEL: func.func @dynamic_rows_in_loop
//       SCF:   scf.for
//   SCF-NOT:     call
//       SCF:     %[[LARGE:.*]] = arith.cmpi sge
//   SCF-NOT:     call
//       SCF:     scf.if %[[LARGE]] {
//  SCF-NEXT:       memref.extract_aligned_pointer_as_index
//   SCF-NOT:     llvm.fence
//   SCF-NOT:     call
//       SCF:   %[[AFTER:.*]] = arith.cmpi sge
//  SCF-NEXT:   scf.if %[[AFTER]] {
//  SCF-NEXT:     llvm.fence seq_cst
//  SCF-NEXT:   }
//  SCF-NEXT:   return
func.func @dynamic_rows_in_loop(%x: memref<?x?xf32>, %dst: memref<?x?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.dim %dst, %c1 : memref<?x?xf32>
  %xw = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %row = memref.subview %dst[%i, 0] [1, %w] [1, 1] : memref<?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
    %xrow = memref.subview %x[%i, 0] [1, %xw] [1, 1] : memref<?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
    pad.pad_into constant %xrow below[0, 1] above[0, 1] value %v into %row : memref<1x?xf32, strided<[?, 1], offset: ?>> to memref<1x?xf32, strided<[?, 1], offset: ?>>
  }
  return
}

// -----

// A narrow copy of a band (batch and plane of extent 1) loops over its rows
// and columns only; its border box (6 f32 a row) takes two overlapping
// vectors of 4 per row, in a loop over the rows only. A rank-0 pad has no
// row: its copy is left to linalg.
// CHECK-LABEL: func.func @narrow_band
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step
//  CHECK-NEXT:     scf.for %[[C:.*]] = %[[C0]] to %{{.*}} step
//  CHECK-NEXT:       %[[E:.*]] = memref.load %{{.*}}[%[[C0]], %[[C0]], %[[R]], %[[C]]]
//  CHECK-NEXT:       memref.store %[[E]], %{{.*}}[%[[C0]], %[[C0]], %[[R]], %[[C]]]
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step
//  CHECK-NEXT:     %[[ROW:.*]] = memref.subview %{{.*}}[0, 0, %[[R]], 0] [1, 1, 1, 6] [1, 1, 1, 1] {{.*}} to memref<6xf32, strided<[1], offset: ?>>
//  CHECK-NEXT:     %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
//  CHECK-NEXT:     vector.store %[[B]], %[[ROW]][%[[C0]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//  CHECK-NEXT:     vector.store %[[B]], %[[ROW]][%[[C2]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   linalg.copy ins(%{{.*}} : memref<f32>) outs(%{{.*}} : memref<f32>)
//  CHECK-NEXT:   return
func.func @narrow_band(%src: memref<1x1x5x3xf32>, %dst: memref<1x1x5x9xf32>, %a: memref<f32>, %b: memref<f32>, %v: f32) {
  pad.pad_into constant %src below[0, 0, 0, 0] above[0, 0, 0, 6] value %v into %dst : memref<1x1x5x3xf32> to memref<1x1x5x9xf32>
  pad.pad_into constant %a below[] above[] value %v into %b : memref<f32> to memref<f32>
  return
}

// -----

// Interior padding of dynamic extents (a shared kernel's): the window's
// count is known only at run time, so the geometry's stride is a select
// (1 for at most one element); the interleaving kernel takes the kind's
// stride, 2, whatever the count (one element is its span whole), and
// writes each row once, as for static extents.
// CHECK-LABEL: func.func @interior_dynamic
//       CHECK:   memref.subview %{{.*}} [1, 2] : memref<?x?xf32> to memref<?xf32, strided<[2], offset: ?>>
//       CHECK:   scf.index_switch
//       CHECK:     vector.shuffle %{{.*}}, %{{.*}} [0, 16, 2, 17, 4, 18, 6, 19, 8, 20, 10, 21, 12, 22, 14, 23]
//       CHECK:   default {
//       CHECK:     vector.shuffle %{{.*}}, %{{.*}} [16, 1, 17, 3, 18, 5, 19, 7, 20, 9, 21, 11, 22, 13, 23, 15]
// SCF-LABEL: func.func @interior_dynamic
//       SCF:   memref.subview %{{.*}} [1, 2] : memref<?x?xf32> to memref<?xf32, strided<[2], offset: ?>>
//       SCF:   scf.index_switch
//       SCF:     vector.shuffle %{{.*}}, %{{.*}} [0, 16, 2, 17, 4, 18, 6, 19, 8, 20, 10, 21, 12, 22, 14, 23]
func.func @interior_dynamic(%x: memref<?x?xf32>, %d: memref<?x?xf32>, %v: f32) {
  pad.pad_into constant %x below[0, 1] above[0, 2] interior[0, 1] value %v into %d : memref<?x?xf32> to memref<?x?xf32>
  return
}
