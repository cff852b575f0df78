// The row kernels' vector width is the target's (`vector-bytes`): aligned
// stores of one vector on the vector's own grid, unaligned vectors of that
// width at the row's ends. Streamed rows store whole 64-byte lines on the
// line grid whatever the width (LLVM splits them into the target's
// vectors): no cached store touches a line the non-temporal stores write,
// and on Zen 4 32-byte non-temporal stores were twice as slow.
// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(pad-row-stores{streaming-threshold=4096 vector-bytes=32},canonicalize,cse))' --split-input-file | FileCheck %s --check-prefix=V32
// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(pad-row-stores{streaming-threshold=4096 vector-bytes=16},canonicalize,cse))' --split-input-file | FileCheck %s --check-prefix=V16
// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(pad-row-stores{streaming-threshold=4096 vector-bytes=64},canonicalize,cse))' --split-input-file | FileCheck %s --check-prefix=V64
// The default (0) is the host's, which lit reads from /proc/cpuinfo on its
// own: 64 with AVX-512F (32 on AMD Zen 4), 32 with AVX, 16 otherwise.
// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(pad-row-stores{streaming-threshold=4096},canonicalize,cse))' --split-input-file | FileCheck %s --check-prefix=V%host_vector_bytes
// The pipeline hands its option down.
// RUN: pad-opt %s --split-input-file --pad-to-llvm="vector-bytes=32" --mlir-print-ir-after=pad-row-stores -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE32

// 64 f32 in one contiguous row: an unaligned vector at 0, a loop of aligned
// vectors from the head (the elements up to the next vector boundary), and
// an unaligned vector at the row's last vector.
// V32-LABEL: func.func @fill_small
//   V32-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   V32-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   V32-DAG:   %[[C8:.*]] = arith.constant 8 : index
//   V32-DAG:   %[[C32:.*]] = arith.constant 32 : index
//   V32-DAG:   %[[C56:.*]] = arith.constant 56 : index
//   V32-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       V32:   %[[FLAT:.*]] = memref.collapse_shape
//       V32:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
//       V32:   vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<64xf32>, vector<8xf32>
//       V32:   %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[FLAT]]
//       V32:   %[[MIS:.*]] = arith.remui %[[PTR]], %[[C32]] : index
//       V32:   %[[TO:.*]] = arith.subi %[[C32]], %[[MIS]] : index
//       V32:   %[[HB:.*]] = arith.remui %[[TO]], %[[C32]] : index
//       V32:   %[[HE:.*]] = arith.divui %[[HB]], %[[C4]] : index
//       V32:   %[[HEAD:.*]] = arith.minui %[[HE]], %[[C64]] : index
// (64 - 7) / 8 = 7 aligned vectors after any head.
//       V32:   %[[END:.*]] = arith.addi %[[HEAD]], %[[C56]] : index
//       V32:   scf.for %[[I:.*]] = %[[HEAD]] to %[[END]] step %[[C8]]
//  V32-NEXT:     vector.store %[[B]], %[[FLAT]][%[[I]]] {alignment = 32 : i64} : memref<64xf32>, vector<8xf32>
//  V32-NEXT:   }{{$}}
//  V32-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C56]]] : memref<64xf32>, vector<8xf32>
//  V32-NEXT:   return
// V16-LABEL: func.func @fill_small
//   V16-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   V16-DAG:   %[[C60:.*]] = arith.constant 60 : index
//       V16:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
//       V16:   arith.remui %{{.*}}, %[[C16]] : index
//       V16:   vector.store %[[B]], %{{.*}}[%{{.*}}] {alignment = 16 : i64} : memref<64xf32>, vector<4xf32>
//       V16:   vector.store %[[B]], %{{.*}}[%[[C60]]] : memref<64xf32>, vector<4xf32>
// V64-LABEL: func.func @fill_small
//       V64:   vector.store %{{.*}} {alignment = 64 : i64} : memref<64xf32>, vector<16xf32>
// PIPE32-LABEL: func.func @fill_small
//   PIPE32-NOT:   vector<16xf32>
//       PIPE32:   vector.store %{{.*}} {alignment = 32 : i64} : memref<64xf32>, vector<8xf32>
func.func @fill_small(%dst: memref<8x8xf32>, %v: f32) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%dst : memref<8x8xf32>)
  return
}

// -----

// Streamed rows: whatever the vector width, the head runs to the 64-byte
// line and the non-temporal body stores whole lines.
// V32-LABEL: func.func @copy_large
//   V32-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   V32-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       V32:   scf.for
//       V32:     arith.remui %{{.*}}, %[[C64]] : index
//       V32:     scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C16]]
//       V32:       %[[V:.*]] = vector.load %{{.*}} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//       V32:       vector.store %[[V]], %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//       V32:   llvm.fence seq_cst
// V16-LABEL: func.func @copy_large
//   V16-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       V16:     arith.remui %{{.*}}, %[[C64]] : index
//       V16:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
// V64-LABEL: func.func @copy_large
//       V64:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
func.func @copy_large(%src: memref<30x40xf32>, %dst: memref<32x42xf32>) {
  %view = memref.subview %dst[1, 1] [30, 40] [1, 1] : memref<32x42xf32> to memref<30x40xf32, strided<[42, 1], offset: 43>>
  linalg.copy {pad.row_kernel = 1 : i64} ins(%src : memref<30x40xf32>) outs(%view : memref<30x40xf32, strided<[42, 1], offset: 43>>)
  return
}

// -----

// A row of unknown length: streamed (a buffer of at least 4096 bytes,
// decided at run time) in whole lines; cached, rows of at least one vector
// get the aligned loop on the vector's grid, shorter ones one masked
// vector of the target's width.
// V32-LABEL: func.func @copy_dynamic
//   V32-DAG:   %[[C8:.*]] = arith.constant 8 : index
//   V32-DAG:   %[[C32:.*]] = arith.constant 32 : index
//       V32:   scf.if
//       V32:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32>, vector<16xf32>
//       V32:   } else {
//       V32:     %[[WIDE:.*]] = arith.cmpi uge, %{{.*}}, %[[C8]] : index
//       V32:     scf.if %[[WIDE]] {
//       V32:       arith.remui %{{.*}}, %[[C32]] : index
//       V32:       vector.store %{{.*}} {alignment = 32 : i64} : memref<?xf32>, vector<8xf32>
//       V32:     } else {
//       V32:       vector.maskedstore %{{.*}} : memref<?xf32>, vector<8xi1>, vector<8xf32>
// V16-LABEL: func.func @copy_dynamic
//       V16:   vector.maskedstore %{{.*}} : memref<?xf32>, vector<4xi1>, vector<4xf32>
// V64-LABEL: func.func @copy_dynamic
//       V64:   vector.maskedstore %{{.*}} : memref<?xf32>, vector<16xi1>, vector<16xf32>
func.func @copy_dynamic(%src: memref<?xf32>, %dst: memref<?xf32>) {
  linalg.copy {pad.row_kernel = 1 : i64} ins(%src : memref<?xf32>) outs(%dst : memref<?xf32>)
  return
}

// -----

// Rows of 6 f32 (24 bytes): two overlapping unaligned vectors of 4 f32,
// whole vectors at 16 bytes, the widest half or quarter of a vector that
// fits the row at 32 and 64.
// V32-LABEL: func.func @fill_short
//       V32:   vector.broadcast %{{.*}} : f32 to vector<4xf32>
//       V32:   vector.store %{{.*}} : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//       V32:   vector.store %{{.*}} : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
// V16-LABEL: func.func @fill_short
//       V16:   vector.broadcast %{{.*}} : f32 to vector<4xf32>
//       V16:   vector.store %{{.*}} : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//       V16:   vector.store %{{.*}} : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
// V64-LABEL: func.func @fill_short
//       V64:   vector.broadcast %{{.*}} : f32 to vector<4xf32>
//       V64:   vector.store %{{.*}} : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//       V64:   vector.store %{{.*}} : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
func.func @fill_short(%dst: memref<4x6xf32, strided<[8, 1]>>, %v: f32) {
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%dst : memref<4x6xf32, strided<[8, 1]>>)
  return
}
