// The row kernels' vector width (`vector-bytes`): aligned stores of one
// vector on the vector's own grid, unaligned vectors of that width at the
// row's ends. Streamed rows store whole 64-byte lines on the line grid
// whatever the width (LLVM splits them into the target's vectors): no
// cached store touches a line the non-temporal stores write, and on Zen 4
// 32-byte non-temporal stores were twice as slow.
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=4096 vector-bytes=32 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=V32
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=4096 vector-bytes=16 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefixes=V16,EXPLICIT16
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=4096 vector-bytes=64 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=V64
// The default (0) is the target's as the IR names it: a function's
// `target_features`, else the module's `llvm.target_features` (FEAT), else
// DLTI's `max_vector_op_width` of the "CPU" device (DLTI); with none, 16
// bytes, whatever machine compiles: one module, one output everywhere
// (Inputs/no-target.mlir: the default output is the explicit 16-byte one
// on every host, byte for byte; the host is never read).
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=4096 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefixes=V16,FEAT,DLTI
// RUN: pad-opt %S/Inputs/no-target.mlir --pad-to-llvm > %t.default.mlir
// RUN: pad-opt %S/Inputs/no-target.mlir --pad-to-llvm=vector-bytes=16 > %t.16.mlir
// RUN: cmp %t.default.mlir %t.16.mlir
// Two targets named in the IR: two outputs.
// RUN: sed 's/^module {/module attributes {llvm.target_features = #llvm.target_features<["+avx512f"]>} {/' %S/Inputs/no-target.mlir | pad-opt --pad-to-llvm > %t.avx512.mlir
// RUN: sed 's/^module {/module attributes {llvm.target_features = #llvm.target_features<["+avx2"]>} {/' %S/Inputs/no-target.mlir | pad-opt --pad-to-llvm > %t.avx2.mlir
// RUN: not cmp -s %t.avx512.mlir %t.avx2.mlir
// RUN: not cmp -s %t.avx2.mlir %t.default.mlir
// RUN: FileCheck %s --check-prefix=AVX512 --input-file=%t.avx512.mlir
// AVX512: llvm.store {{.*}} vector<16xi32>
// The compiling machine is read only for vector-bytes=host, which lit
// reads from /proc/cpuinfo on its own: 64 with AVX-512F (32 on AMD Zen 4),
// 32 with AVX, 16 otherwise.
// RUN: pad-opt %s --split-input-file --convert-pad-to-vector="streaming-threshold=4096 outline-max-bytes=-1 vector-bytes=host" --canonicalize --cse | FileCheck %s --check-prefix=V%host_vector_bytes
// Any other value is an error (targets-invalid.mlir).
// The pipeline hands its option down.
// RUN: pad-opt %s --split-input-file --pad-to-llvm="vector-bytes=32 outline-max-bytes=-1" --mlir-print-ir-after=convert-pad-to-vector -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE32

// 64 f32 in one contiguous row (a border box of whole rows): an unaligned
// vector at 0, a loop of aligned vectors from the head (the elements up to
// the next vector boundary), and an unaligned vector at the row's last
// vector. The copied row (8 f32, 32 bytes) is one vector of 8 where a
// vector holds 8 or more, and two vectors of 4 and one aligned between at
// 16 bytes.
// V32-LABEL: func.func @fill_small
//   V32-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   V32-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   V32-DAG:   %[[C8:.*]] = arith.constant 8 : index
//   V32-DAG:   %[[C32:.*]] = arith.constant 32 : index
//   V32-DAG:   %[[C56:.*]] = arith.constant 56 : index
//   V32-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       V32:   vector.store %{{.*}}[%[[C0]]] : memref<8xf32, strided<[1], offset: 64>>, vector<8xf32>
//       V32:   %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<8x8xf32, strided<[8, 1]>> into memref<64xf32, strided<[1]>>
//  V32-NEXT:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
//  V32-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C0]]] : memref<64xf32, strided<[1]>>, vector<8xf32>
//  V32-NEXT:   %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[FLAT]]
//  V32-NEXT:   %[[MIS:.*]] = arith.remui %[[PTR]], %[[C32]] : index
//  V32-NEXT:   %[[TO:.*]] = arith.subi %[[C32]], %[[MIS]] : index
//  V32-NEXT:   %[[HB:.*]] = arith.remui %[[TO]], %[[C32]] : index
//  V32-NEXT:   %[[HE:.*]] = arith.divui %[[HB]], %[[C4]] : index
//  V32-NEXT:   %[[HEAD:.*]] = arith.minui %[[HE]], %[[C64]] : index
// (64 - 7) / 8 = 7 aligned vectors after any head.
//  V32-NEXT:   %[[END:.*]] = arith.addi %[[HEAD]], %[[C56]] : index
//  V32-NEXT:   scf.for %[[I:.*]] = %[[HEAD]] to %[[END]] step %[[C8]] {
//  V32-NEXT:     vector.store %[[B]], %[[FLAT]][%[[I]]] {alignment = 32 : i64} : memref<64xf32, strided<[1]>>, vector<8xf32>
//  V32-NEXT:   }{{$}}
//  V32-NEXT:   vector.store %[[B]], %[[FLAT]][%[[C56]]] : memref<64xf32, strided<[1]>>, vector<8xf32>
//  V32-NEXT:   return
// V16-LABEL: func.func @fill_small
//   V16-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   V16-DAG:   %[[C16:.*]] = arith.constant 16 : index
//   V16-DAG:   %[[C60:.*]] = arith.constant 60 : index
//       V16:   vector.store %{{.*}} {alignment = 16 : i64} : memref<8xf32, strided<[1], offset: 64>>, vector<4xf32>
//       V16:   vector.store %{{.*}}[%[[C4]]] : memref<8xf32, strided<[1], offset: 64>>, vector<4xf32>
//       V16:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
//       V16:   arith.remui %{{.*}}, %[[C16]] : index
//       V16:   vector.store %[[B]], %{{.*}}[%{{.*}}] {alignment = 16 : i64} : memref<64xf32, strided<[1]>>, vector<4xf32>
//       V16:   vector.store %[[B]], %{{.*}}[%[[C60]]] : memref<64xf32, strided<[1]>>, vector<4xf32>
//  V16-NEXT:   return
// V64-LABEL: func.func @fill_small
//   V64-DAG:   %[[C48:.*]] = arith.constant 48 : index
//       V64:   vector.store %{{.*}} : memref<8xf32, strided<[1], offset: 64>>, vector<8xf32>
//       V64:   vector.store %{{.*}} {alignment = 64 : i64} : memref<64xf32, strided<[1]>>, vector<16xf32>
//       V64:   vector.store %{{.*}}[%[[C48]]] : memref<64xf32, strided<[1]>>, vector<16xf32>
//  V64-NEXT:   return
// PIPE32-LABEL: func.func @fill_small
//   PIPE32-NOT:   vector<16xf32>
//       PIPE32:   vector.store %{{.*}} {alignment = 32 : i64} : memref<64xf32, strided<[1]>>, vector<8xf32>
//   PIPE32-NOT:   vector<16xf32>
//       PIPE32:   return
func.func @fill_small(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) {
  pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
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
//       V32:     scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C16]] {
//  V32-NEXT:       %[[V:.*]] = vector.load %{{.*}} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//  V32-NEXT:       vector.store %[[V]], %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//       V32:   llvm.fence seq_cst
//   V32-NOT:   nontemporal = true} : {{.*}}, vector<8xf32>
// V16-LABEL: func.func @copy_large
//   V16-DAG:   %[[C64:.*]] = arith.constant 64 : index
//       V16:     arith.remui %{{.*}}, %[[C64]] : index
//       V16:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
//   V16-NOT:   nontemporal = true} : {{.*}}, vector<4xf32>
// V64-LABEL: func.func @copy_large
//       V64:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<40xf32, strided<[1], offset: ?>>, vector<16xf32>
func.func @copy_large(%src: memref<30x40xf32>, %dst: memref<32x42xf32>, %v: f32) {
  pad.pad_into constant %src below[1, 1] above[1, 1] value %v into %dst : memref<30x40xf32> to memref<32x42xf32>
  return
}

// -----

// A row of unknown length (rank 1: written in place): streamed (an output
// of at least 4096 bytes, decided at run time) in whole lines; cached, rows
// of at least one vector get the aligned loop on the vector's grid,
// shorter ones one masked vector of the target's width.
// V32-LABEL: func.func @copy_dynamic
//   V32-DAG:   %[[C8:.*]] = arith.constant 8 : index
//   V32-DAG:   %[[C32:.*]] = arith.constant 32 : index
//       V32:   scf.if
//       V32:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32, strided<[1], offset: 1>>, vector<16xf32>
//       V32:   } else {
//  V32-NEXT:     %[[WIDE:.*]] = arith.cmpi uge, %{{.*}}, %[[C8]] : index
//  V32-NEXT:     scf.if %[[WIDE]] {
//       V32:       arith.remui %{{.*}}, %[[C32]] : index
//       V32:       vector.store %{{.*}} {alignment = 32 : i64} : memref<?xf32, strided<[1], offset: 1>>, vector<8xf32>
//       V32:     } else {
//       V32:       vector.maskedstore %{{.*}} : memref<?xf32, strided<[1], offset: 1>>, vector<8xi1>, vector<8xf32>
// V16-LABEL: func.func @copy_dynamic
//       V16:   vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32, strided<[1], offset: 1>>, vector<16xf32>
//       V16:   vector.store %{{.*}} {alignment = 16 : i64} : memref<?xf32, strided<[1], offset: 1>>, vector<4xf32>
//       V16:   vector.maskedstore %{{.*}} : memref<?xf32, strided<[1], offset: 1>>, vector<4xi1>, vector<4xf32>
// V64-LABEL: func.func @copy_dynamic
//       V64:   vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32, strided<[1], offset: 1>>, vector<16xf32>
//       V64:   vector.store %{{.*}} {alignment = 64 : i64} : memref<?xf32, strided<[1], offset: 1>>, vector<16xf32>
//       V64:   vector.maskedstore %{{.*}} : memref<?xf32, strided<[1], offset: 1>>, vector<16xi1>, vector<16xf32>
func.func @copy_dynamic(%src: memref<?xf32>, %dst: memref<?xf32>, %v: f32) {
  pad.pad_into constant %src below[1] above[1] value %v into %dst : memref<?xf32> to memref<?xf32>
  return
}

// -----

// Rows of 6 f32 (24 bytes, a border box 6 wide): two overlapping unaligned
// vectors of 4 f32, whole vectors at 16 bytes, the widest half or quarter
// of a vector that fits the row at 32 and 64.
// V32-LABEL: func.func @fill_short
//   V32-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   V32-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       V32:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
//  V32-NEXT:   vector.store %[[B]], %{{.*}}[%[[C0]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//  V32-NEXT:   vector.store %[[B]], %{{.*}}[%[[C2]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
// V16-LABEL: func.func @fill_short
//   V16-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   V16-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       V16:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
//  V16-NEXT:   vector.store %[[B]], %{{.*}}[%[[C0]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//  V16-NEXT:   vector.store %[[B]], %{{.*}}[%[[C2]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
// V64-LABEL: func.func @fill_short
//   V64-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   V64-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       V64:   %[[B:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
//  V64-NEXT:   vector.store %[[B]], %{{.*}}[%[[C0]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
//  V64-NEXT:   vector.store %[[B]], %{{.*}}[%[[C2]]] : memref<6xf32, strided<[1], offset: ?>>, vector<4xf32>
func.func @fill_short(%x: memref<4x2xf32>, %dst: memref<4x8xf32>, %v: f32) {
  pad.pad_into constant %x below[0, 0] above[0, 6] value %v into %dst : memref<4x2xf32> to memref<4x8xf32>
  return
}

// -----

// vector-bytes=0 takes the width from a function's `target_features`:
// 64 bytes with +avx512f, 32 with +avx2, 16 with SSE only. An explicit
// width overrides them.
// FEAT-LABEL: func.func @avx512
//   FEAT-NOT:   alignment = 32
//       FEAT:   vector.store %{{.*}} {alignment = 64 : i64} : memref<64xf32, strided<[1]>>, vector<16xf32>
//       FEAT:   return
// FEAT-LABEL: func.func @avx2
//   FEAT-NOT:   vector<16xf32>
//       FEAT:   vector.store %{{.*}} {alignment = 32 : i64} : memref<64xf32, strided<[1]>>, vector<8xf32>
//       FEAT:   return
// FEAT-LABEL: func.func @sse
//   FEAT-NOT:   vector<8xf32>
//       FEAT:   vector.store %{{.*}} {alignment = 16 : i64} : memref<64xf32, strided<[1]>>, vector<4xf32>
//   FEAT-NOT:   vector<8xf32>
//       FEAT:   return
// (Its own prefix, not V16, which the run at the host's width may check.)
// EXPLICIT16-LABEL: func.func @avx512
//   EXPLICIT16-NOT:   vector<16xf32>
//       EXPLICIT16:   vector.store %{{.*}} {alignment = 16 : i64} : memref<64xf32, strided<[1]>>, vector<4xf32>
//   EXPLICIT16-NOT:   vector<16xf32>
//       EXPLICIT16:   return
func.func @avx512(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) attributes {target_features = #llvm.target_features<["+avx512f"]>} {
  pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
  return
}
func.func @avx2(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) attributes {target_features = #llvm.target_features<["+avx2"]>} {
  pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
  return
}
func.func @sse(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) attributes {target_features = #llvm.target_features<["+sse4.2"]>} {
  pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
  return
}

// -----

// Else from the module's `llvm.target_features`; a function's own
// features still win.
// FEAT-LABEL: func.func @module_sse
//   FEAT-NOT:   vector<8xf32>
//       FEAT:   vector.store %{{.*}} {alignment = 16 : i64} : memref<64xf32, strided<[1]>>, vector<4xf32>
//   FEAT-NOT:   vector<8xf32>
//       FEAT:   return
// FEAT-LABEL: func.func @module_sse_function_avx512
//   FEAT-NOT:   vector<4xf32>
//       FEAT:   vector.store %{{.*}} {alignment = 64 : i64} : memref<64xf32, strided<[1]>>, vector<16xf32>
//       FEAT:   return
module attributes {llvm.target_features = #llvm.target_features<["+sse4.2"]>} {
  func.func @module_sse(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) {
    pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
    return
  }
  func.func @module_sse_function_avx512(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) attributes {target_features = #llvm.target_features<["+avx512f"]>} {
    pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
    return
  }
}

// -----

// DLTI's vector width, in bits, where no target features are named.
// DLTI-LABEL: func.func @dlti_512
//   DLTI-NOT:   vector<4xf32>
//       DLTI:   vector.store %{{.*}} {alignment = 64 : i64} : memref<64xf32, strided<[1]>>, vector<16xf32>
//       DLTI:   return
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"max_vector_op_width" = 512 : ui32>>} {
  func.func @dlti_512(%x: memref<1x8xf32>, %dst: memref<9x8xf32>, %v: f32) {
    pad.pad_into constant %x below[8, 0] above[0, 0] value %v into %dst : memref<1x8xf32> to memref<9x8xf32>
    return
  }
}
