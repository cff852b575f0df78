// RUN: pad-opt %s --pad-tile-rows="band-bytes=80 row-bands-below=0 parallel=true" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="parallel=true band-bytes=80 row-bands-below=0" -split-input-file | FileCheck %s --check-prefix=OMP
// RUN: pad-opt %s --pad-to-llvm="lowering=scf parallel=true band-bytes=80 row-bands-below=0" -split-input-file | FileCheck %s --check-prefix=OMP
// RUN: pad-opt %s --pad-to-llvm="band-bytes=80 row-bands-below=0" -split-input-file | FileCheck %s --check-prefix=SEQ

// With `parallel`, the copied rows' bands (rows of 10 f32 are 40 bytes:
// bands of 2 rows) are the iterations of an scf.forall that writes each
// band with tensor.parallel_insert_slice; the border rows stay outside it.
// CHECK-LABEL: func.func @edge_rows(
// CHECK-SAME:    %[[X:.*]]: tensor<6x8xf32>)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<8x10xf32>
// CHECK:         %[[TOP:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 8] [1, 1]
// CHECK:         %[[TOPPAD:.*]] = pad.pad edge %[[TOP]] below[0, 1] above[0, 1] {pad.checked} : tensor<1x8xf32> to tensor<1x10xf32>
// CHECK:         %[[D1:.*]] = tensor.insert_slice %[[TOPPAD]] into %[[EMPTY]][0, 0] [1, 10] [1, 1]
// CHECK:         %[[D2:.*]] = scf.forall (%[[R:.*]]) = (1) to (7) step (2) shared_outs(%[[S:.*]] = %[[D1]]) -> (tensor<8x10xf32>) {
// CHECK:           %[[LEFT:.*]] = arith.subi %[[C7]], %[[R]] : index
// CHECK:           %[[COUNT:.*]] = arith.minsi %[[LEFT]], %[[C2]] : index
// CHECK:           %[[SROW:.*]] = arith.subi %[[R]], %[[C1]] : index
// CHECK:           %[[BAND:.*]] = tensor.extract_slice %[[X]][%[[SROW]], 0] [%[[COUNT]], 8] [1, 1] : tensor<6x8xf32> to tensor<?x8xf32>
// CHECK:           %[[BANDPAD:.*]] = pad.pad edge %[[BAND]] below[0, 1] above[0, 1] {pad.checked} : tensor<?x8xf32> to tensor<?x10xf32>
// CHECK:           scf.forall.in_parallel {
// CHECK:             tensor.parallel_insert_slice %[[BANDPAD]] into %[[S]][%[[R]], 0] [%[[COUNT]], 10] [1, 1] : tensor<?x10xf32> into tensor<8x10xf32>
// CHECK:         %[[BOT:.*]] = tensor.extract_slice %[[X]][5, 0] [1, 8] [1, 1]
// CHECK:         %[[BOTPAD:.*]] = pad.pad edge %[[BOT]] below[0, 1] above[0, 1]
// CHECK:         %[[D3:.*]] = tensor.insert_slice %[[BOTPAD]] into %[[D2]][7, 0] [1, 10] [1, 1]
// CHECK:         return %[[D3]]

// The forall ends as an OpenMP work-sharing loop on both routes; without
// `parallel` there is none.
// OMP-LABEL: llvm.func @edge_rows(
// OMP:         omp.parallel {
// OMP-NEXT:      omp.wsloop {
// OMP-NEXT:        omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// OMP:               omp.yield
// OMP:           omp.terminator
// OMP:         llvm.return
// SEQ-LABEL: llvm.func @edge_rows(
// SEQ-NOT:     omp.
// SEQ:         llvm.return
func.func @edge_rows(%x: tensor<6x8xf32>) -> tensor<8x10xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<6x8xf32> to tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}

// -----

// With `parallel`, a pad whose rows are not padded is tiled too, so its
// copied rows are shared out: each band is a plain slice of the source.
// CHECK-LABEL: func.func @unpadded_rows(
// CHECK-SAME:    %[[X:.*]]: tensor<6x8xf32>)
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [1, 8] [1, 1]
// CHECK:         scf.forall (%[[R:.*]]) = (1) to (7) step (2) shared_outs(%[[S:.*]] = %{{.*}}) -> (tensor<8x8xf32>) {
// CHECK:           %[[BAND:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 0] [%[[COUNT:.*]], 8] [1, 1] : tensor<6x8xf32> to tensor<?x8xf32>
// CHECK-NOT:       pad.pad
// CHECK:           tensor.parallel_insert_slice %[[BAND]] into %[[S]][%[[R]], 0] [%[[COUNT]], 8] [1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[7, 0] [1, 8] [1, 1]
// OMP-LABEL: llvm.func @unpadded_rows(
// OMP:         omp.wsloop
// SEQ-LABEL: llvm.func @unpadded_rows(
// SEQ-NOT:     omp.
// SEQ:         llvm.return
func.func @unpadded_rows(%x: tensor<6x8xf32>) -> tensor<8x8xf32> {
  %r = pad.pad edge %x below[1, 0] above[1, 0] : tensor<6x8xf32> to tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A plane whose copied run is statically empty (every row is padding) has
// no forall to share out.
// CHECK-LABEL: func.func @no_copied_rows(
// CHECK-NOT:     scf.forall
// CHECK:         return
// OMP-LABEL: llvm.func @no_copied_rows(
// OMP-NOT:     omp.
// OMP:         llvm.return
// SEQ-LABEL: llvm.func @no_copied_rows(
// SEQ-NOT:     omp.
// SEQ:         llvm.return
func.func @no_copied_rows(%x: tensor<2x8xf32>) -> tensor<4x10xf32> {
  %r = pad.pad constant %x below[4, 1] above[-2, 1] : tensor<2x8xf32> to tensor<4x10xf32>
  return %r : tensor<4x10xf32>
}
