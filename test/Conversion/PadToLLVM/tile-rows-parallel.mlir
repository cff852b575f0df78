// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows="band-bytes=80 row-bands-below=0 parallel=true" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="parallel=true band-bytes=80 row-bands-below=0 outline-max-bytes=-1" -split-input-file | FileCheck %s --check-prefix=OMP
// RUN: pad-opt %s --pad-to-llvm="lowering=scf parallel=true band-bytes=80 row-bands-below=0 outline-max-bytes=-1" -split-input-file | FileCheck %s --check-prefix=OMP
// RUN: pad-opt %s --pad-to-llvm="band-bytes=80 row-bands-below=0 outline-max-bytes=-1" -split-input-file | FileCheck %s --check-prefix=SEQ
// (outline-max-bytes=-1: outlined into a shared kernel, the loops would sit
// in the kernel, and the OMP and SEQ lines would check its callers only.)

// With `parallel`, the copied core of the form that --pad-to-destination-style
// makes of the pad is tiled by scf::tileUsingSCF into an scf.forall (rows of
// 10 f32 are 40 bytes: bands of 2 rows, 3 of them over the 6 copied rows).
// Each band is a form written into its slice of the shared output, and
// tensor.parallel_insert_slice writes it back into the slice of the output
// the forall covers; the border rows stay outside it. The forms have no
// checks: no cf.assert appears in the forall.
// CHECK-LABEL: func.func @edge_rows(
// CHECK-SAME:    %[[X:.*]]: tensor<6x8xf32>)
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<8x10xf32>
// CHECK:         %[[CORE:.*]] = tensor.extract_slice %[[EMPTY]][1, 0] [6, 10] [1, 1]
// CHECK:         %[[D1:.*]] = scf.forall (%[[R:.*]]) = (0) to (6) step (2) shared_outs(%[[S:.*]] = %[[CORE]]) -> (tensor<6x10xf32>) {
// CHECK-NOT:       cf.assert
// CHECK:           %[[BAND:.*]] = tensor.extract_slice %[[X]][%[[R]], 0] [2, 8] [1, 1] : tensor<6x8xf32> to tensor<2x8xf32>
// CHECK:           %[[BANDOUT:.*]] = tensor.extract_slice %[[S]][%[[R]], 0] [2, 10] [1, 1] : tensor<6x10xf32> to tensor<2x10xf32>
// CHECK:           %[[BANDPAD:.*]] = pad.pad_into edge %[[BAND]] below[0, 1] above[0, 1] into %[[BANDOUT]] : tensor<2x8xf32> to tensor<2x10xf32>
// CHECK-NOT:       cf.assert
// CHECK:           scf.forall.in_parallel {
// CHECK:             tensor.parallel_insert_slice %[[BANDPAD]] into %[[S]][%[[R]], 0] [2, 10] [1, 1] : tensor<2x10xf32> into tensor<6x10xf32>
// CHECK:         %[[D2:.*]] = tensor.insert_slice %[[D1]] into %[[EMPTY]][1, 0] [6, 10] [1, 1]
// CHECK:         %[[TOP:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 8] [1, 1]
// CHECK:         %[[TOPOUT:.*]] = tensor.extract_slice %[[D2]][0, 0] [1, 10] [1, 1]
// CHECK:         %[[TOPPAD:.*]] = pad.pad_into edge %[[TOP]] below[0, 1] above[0, 1] into %[[TOPOUT]] : tensor<1x8xf32> to tensor<1x10xf32>
// CHECK:         %[[D3:.*]] = tensor.insert_slice %[[TOPPAD]] into %[[D2]][0, 0] [1, 10] [1, 1]
// CHECK:         %[[BOT:.*]] = tensor.extract_slice %[[X]][5, 0] [1, 8] [1, 1]
// CHECK:         %[[BOTOUT:.*]] = tensor.extract_slice %[[D3]][7, 0] [1, 10] [1, 1]
// CHECK:         %[[BOTPAD:.*]] = pad.pad_into edge %[[BOT]] below[0, 1] above[0, 1] into %[[BOTOUT]] : tensor<1x8xf32> to tensor<1x10xf32>
// CHECK:         %[[D4:.*]] = tensor.insert_slice %[[BOTPAD]] into %[[D3]][7, 0] [1, 10] [1, 1]
// CHECK:         return %[[D4]]

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
// copied rows are shared out: each band reads a plain slice of the source,
// copied by a form with no pads into its slice of the shared output.
// CHECK-LABEL: func.func @unpadded_rows(
// CHECK-SAME:    %[[X:.*]]: tensor<6x8xf32>)
// CHECK:         scf.forall (%[[R:.*]]) = (0) to (6) step (2) shared_outs(%[[S:.*]] = %{{.*}}) -> (tensor<6x8xf32>) {
// CHECK-NOT:       cf.assert
// CHECK:           %[[BAND:.*]] = tensor.extract_slice %[[X]][%[[R]], 0] [2, 8] [1, 1] : tensor<6x8xf32> to tensor<2x8xf32>
// CHECK:           %[[BANDOUT:.*]] = tensor.extract_slice %[[S]][%[[R]], 0] [2, 8] [1, 1] : tensor<6x8xf32> to tensor<2x8xf32>
// CHECK:           %[[COPY:.*]] = pad.pad_into edge %[[BAND]] below[0, 0] above[0, 0] into %[[BANDOUT]] : tensor<2x8xf32> to tensor<2x8xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.parallel_insert_slice %[[COPY]] into %[[S]][%[[R]], 0] [2, 8] [1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[1, 0] [6, 8] [1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [1, 8] [1, 1]
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
// no forall to share out: the form is left whole.
// CHECK-LABEL: func.func @no_copied_rows(
// CHECK-NOT:     scf.forall
// CHECK:         pad.pad_into constant %{{.*}} below[4, 1] above[-2, 1] into %{{.*}} : tensor<2x8xf32> to tensor<4x10xf32>
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
