// RUN: pad-opt %s --pad-tile-rows="band-bytes=80 row-bands-below=0" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s --pad-tile-rows -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=DEFAULT
// RUN: pad-opt %s --pad-tile-rows=row-bands-below=0 -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=UNTILED
// RUN: pad-opt %s --pad-tile-rows=row-bands-below=800 -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=UNTILED

// Rows of 10 f32 are 40 bytes: bands of 2 rows. The unpadded outer
// dimension reads its own index; the border rows read the wrapped rows 7
// and 0; the 8 copied rows are 4 whole bands of a static shape.
// CHECK-LABEL: func.func @wrap_bands(
// CHECK-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<2x10x10xf32>
// CHECK:         scf.for %[[P:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[D0:.*]] = %[[EMPTY]])
// CHECK-NOT:       arith.remsi
// CHECK:           %[[TOP:.*]] = tensor.extract_slice %[[X]][%[[P]], 7, 0] [1, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<1x1x8xf32>
// CHECK:           %[[TOPPAD:.*]] = pad.pad wrap %[[TOP]] below[0, 0, 1] above[0, 0, 1] {pad.checked} : tensor<1x1x8xf32> to tensor<1x1x10xf32>
// CHECK:           %[[D1:.*]] = tensor.insert_slice %[[TOPPAD]] into %[[D0]][%[[P]], 0, 0] [1, 1, 10] [1, 1, 1]
// CHECK:           %[[D2:.*]] = scf.for %[[R:.*]] = %[[C1]] to %[[C9]] step %[[C2]] iter_args(%[[DB:.*]] = %[[D1]])
// CHECK:             %[[SROW:.*]] = arith.subi %[[R]], %[[C1]] : index
// CHECK:             %[[BAND:.*]] = tensor.extract_slice %[[X]][%[[P]], %[[SROW]], 0] [1, 2, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<1x2x8xf32>
// CHECK:             %[[BANDPAD:.*]] = pad.pad wrap %[[BAND]] below[0, 0, 1] above[0, 0, 1] {pad.checked} : tensor<1x2x8xf32> to tensor<1x2x10xf32>
// CHECK:             %[[DB2:.*]] = tensor.insert_slice %[[BANDPAD]] into %[[DB]][%[[P]], %[[R]], 0] [1, 2, 10] [1, 1, 1]
// CHECK:             scf.yield %[[DB2]]
// CHECK:           %[[BOT:.*]] = tensor.extract_slice %[[X]][%[[P]], 0, 0] [1, 1, 8] [1, 1, 1]
// CHECK:           %[[BOTPAD:.*]] = pad.pad wrap %[[BOT]] below[0, 0, 1] above[0, 0, 1]
// CHECK:           %[[D3:.*]] = tensor.insert_slice %[[BOTPAD]] into %[[D2]][%[[P]], 9, 0] [1, 1, 10] [1, 1, 1]
// CHECK:           scf.yield %[[D3]]
// By default a static output under 1 MiB (row-bands-below) is cut into
// bands of one row, so that each row's border columns are written right
// after the row.
// DEFAULT-LABEL: func.func @wrap_bands(
// DEFAULT-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// DEFAULT-DAG:     %[[C1:.*]] = arith.constant 1 : index
// DEFAULT-DAG:     %[[C9:.*]] = arith.constant 9 : index
// DEFAULT:         scf.for %[[P:[^ ]*]] =
// DEFAULT:           tensor.extract_slice %[[X]][%[[P]], 7, 0] [1, 1, 8] [1, 1, 1]
// DEFAULT:           pad.pad wrap %{{.*}} below[0, 0, 1] above[0, 0, 1] {pad.checked} : tensor<1x1x8xf32> to tensor<1x1x10xf32>
// DEFAULT:           scf.for %[[R:[^ ]*]] = %[[C1]] to %[[C9]] step %[[C1]] iter_args
// DEFAULT:             %[[SROW:.*]] = arith.subi %[[R]], %[[C1]] : index
// DEFAULT:             tensor.extract_slice %[[X]][%[[P]], %[[SROW]], 0] [1, 1, 8] [1, 1, 1]
// DEFAULT:             pad.pad wrap %{{.*}} below[0, 0, 1] above[0, 0, 1] {pad.checked} : tensor<1x1x8xf32> to tensor<1x1x10xf32>
// DEFAULT:             tensor.insert_slice %{{.*}}[%[[P]], %[[R]], 0] [1, 1, 10] [1, 1, 1]
// DEFAULT:           tensor.extract_slice %[[X]][%[[P]], 0, 0] [1, 1, 8] [1, 1, 1]
// DEFAULT-NOT:     tensor<1x2x
// Without one-row bands (row-bands-below=0, or an output of at least that
// many bytes) the band is 16 KiB: the whole 800-byte output would be one
// band, so the pad is left whole.
// UNTILED-LABEL: func.func @wrap_bands(
// UNTILED-NOT:     scf.for
// UNTILED:       pad.pad wrap %{{.*}} below[0, 1, 1] above[0, 1, 1] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
// UNTILED-NEXT:    return
func.func @wrap_bands(%x: tensor<2x8x8xf32>) -> tensor<2x10x10xf32> {
  %r = pad.pad wrap %x below[0, 1, 1] above[0, 1, 1] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
  return %r : tensor<2x10x10xf32>
}

// -----

// In constant mode a static output that fits in one band of band-bytes
// (16 KiB) is left whole even below row-bands-below: its border rows are
// fills either way, and the bands would only add IR.
// DEFAULT-LABEL: func.func @constant_small_whole(
// DEFAULT-NOT:     scf.for
// DEFAULT:         pad.pad constant %{{.*}} below[0, 1, 1] above[0, 1, 1] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
// DEFAULT-NEXT:    return
// UNTILED-LABEL: func.func @constant_small_whole(
// UNTILED-NOT:     scf.for
// UNTILED:         pad.pad constant
func.func @constant_small_whole(%x: tensor<2x8x8xf32>) -> tensor<2x10x10xf32> {
  %r = pad.pad constant %x below[0, 1, 1] above[0, 1, 1] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
  return %r : tensor<2x10x10xf32>
}

// -----

// Constant mode: a plane whose outer index is pad is filled whole; in a
// source plane the border rows are one fill each and the copied rows are
// bands.
// CHECK-LABEL: func.func @constant_planes(
// CHECK-SAME:    %[[X:.*]]: tensor<3x4x6xf32>, %[[V:.*]]: f32)
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK:         scf.for %[[P:.*]] = %{{.*}} to %[[C5]] step %[[C1]] iter_args(%[[D0:.*]] = %{{.*}})
// CHECK:           %[[K:.*]] = arith.subi %[[P]], %[[C1]] : index
// CHECK:           %[[GE:.*]] = arith.cmpi sgt, %[[K]], %[[CM1]] : index
// CHECK:           %[[LT:.*]] = arith.cmpi slt, %[[K]], %[[C3]] : index
// CHECK:           %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK:           scf.if %[[IN]]
// The border rows are fills of new tensors (eliminate-empty-tensors makes
// them slices of the final destination); cse shares the two identical ones.
// CHECK:             %[[ROWS:.*]] = tensor.empty() : tensor<1x1x8xf32>
// CHECK:             %[[FILLED:.*]] = linalg.fill {pad.row_kernel = 1 : i64} ins(%[[V]] : f32) outs(%[[ROWS]] : tensor<1x1x8xf32>)
// CHECK:             %[[WITHTOP:.*]] = tensor.insert_slice %[[FILLED]] into %[[D0]][%[[P]], 0, 0] [1, 1, 8] [1, 1, 1]
// CHECK:             %[[BANDS:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[WITHTOP]])
// CHECK:               tensor.extract_slice %[[X]][%[[K]], %{{.*}}, 0] [1, 2, 6] [1, 1, 1]
// CHECK:               pad.pad constant %{{.*}} below[0, 0, 1] above[0, 0, 1] value %[[V]] {pad.checked} : tensor<1x2x6xf32> to tensor<1x2x8xf32>
// CHECK:             tensor.insert_slice %[[FILLED]] into %[[BANDS]][%[[P]], 5, 0] [1, 1, 8] [1, 1, 1]
// CHECK:           } else {
// CHECK:             %[[PLANE:.*]] = tensor.empty() : tensor<1x6x8xf32>
// CHECK:             %[[FILLEDPLANE:.*]] = linalg.fill {pad.row_kernel = 1 : i64} ins(%[[V]] : f32) outs(%[[PLANE]] : tensor<1x6x8xf32>)
// CHECK:             tensor.insert_slice %[[FILLEDPLANE]] into %[[D0]][%[[P]], 0, 0] [1, 6, 8] [1, 1, 1]
func.func @constant_planes(%x: tensor<3x4x6xf32>, %v: f32) -> tensor<5x6x8xf32> {
  %r = pad.pad constant %x below[1, 1, 1] above[1, 1, 1] value %v : tensor<3x4x6xf32> to tensor<5x6x8xf32>
  return %r : tensor<5x6x8xf32>
}

// -----

// Interior padding in the rows: each output row is a source row (k even:
// source row k / 2) or pad, on its own.
// CHECK-LABEL: func.func @interior_rows(
// CHECK-SAME:    %[[X:.*]]: tensor<3x4xf32>)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         scf.for %[[R:.*]] = %{{.*}} to %[[C5]] step %{{.*}} iter_args(%[[D:.*]] = %{{.*}})
// CHECK:           arith.remsi %[[R]], %[[C2]] : index
// CHECK:           %[[ON:.*]] = arith.andi
// CHECK:           %[[SROW:.*]] = arith.divsi %[[R]], %[[C2]] : index
// CHECK:           scf.if %[[ON]]
// CHECK:             %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[SROW]], 0] [1, 4] [1, 1]
// CHECK:             pad.pad constant %[[ROW]] below[0, 0] above[0, 0] interior[0, 1] {pad.checked} : tensor<1x4xf32> to tensor<1x7xf32>
// CHECK:             tensor.insert_slice %{{.*}} into %[[D]][%[[R]], 0] [1, 7] [1, 1]
// CHECK:           } else {
// CHECK:             %[[PADROW:.*]] = tensor.empty() : tensor<1x7xf32>
// CHECK:             linalg.fill {pad.row_kernel = 1 : i64} ins(%[[ZERO]] : f32) outs(%[[PADROW]] : tensor<1x7xf32>)
func.func @interior_rows(%x: tensor<3x4xf32>) -> tensor<5x7xf32> {
  %r = pad.pad constant %x below[0, 0] above[0, 0] interior[1, 1] : tensor<3x4xf32> to tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

// -----

// A negative pad crops rows: the copied run is output rows [0, 5) from
// source row 1, two whole bands of 2 rows and the row left (source row 5);
// rows 5 and 6 reflect (k = 6, 7 -> source rows 4, 3) with the mapping's
// reduced pad 9 = -1 mod 10.
// CHECK-LABEL: func.func @reflect_crop(
// CHECK-SAME:    %[[X:.*]]: tensor<6x5xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : index
// CHECK:         %[[WHOLE:.*]] = scf.for %[[R:.*]] = %[[C0]] to %[[C4]] step %[[C2]]
// CHECK:           %[[SROW:.*]] = arith.addi %[[R]], %[[C1]] : index
// CHECK:           tensor.extract_slice %[[X]][%[[SROW]], 0] [2, 5] [1, 1]
// CHECK:           pad.pad reflect %{{.*}} below[0, 1] above[0, 1] {pad.checked} : tensor<2x5xf32> to tensor<2x7xf32>
// CHECK:         tensor.extract_slice %[[X]][5, 0] [1, 5] [1, 1]
// CHECK:         %[[LAST:.*]] = pad.pad reflect %{{.*}} below[0, 1] above[0, 1] {pad.checked} : tensor<1x5xf32> to tensor<1x7xf32>
// CHECK:         %[[COPIED:.*]] = tensor.insert_slice %[[LAST]] into %[[WHOLE]][4, 0] [1, 7] [1, 1]
// CHECK:         scf.for %[[B:.*]] = %[[C5]] to %[[C7]] step %[[C1]] iter_args(%{{.*}} = %[[COPIED]])
// CHECK:           %[[K:.*]] = arith.subi %[[B]], %[[C9]] : index
// CHECK:           arith.remsi %[[K]], %[[C10]] : index
// CHECK:           %[[M:.*]] = arith.select
// CHECK:           %[[S:.*]] = arith.select %{{.*}}, %[[M]], %{{.*}} : index
// CHECK:           tensor.extract_slice %[[X]][%[[S]], 0] [1, 5] [1, 1] : tensor<6x5xf32> to tensor<1x5xf32>
// CHECK:           pad.pad reflect %{{.*}} below[0, 1] above[0, 1] {pad.checked} : tensor<1x5xf32> to tensor<1x7xf32>
func.func @reflect_crop(%x: tensor<6x5xf32>) -> tensor<7x7xf32> {
  %r = pad.pad reflect %x below[-1, 1] above[2, 1] : tensor<6x5xf32> to tensor<7x7xf32>
  return %r : tensor<7x7xf32>
}

// -----

// Dynamic extents and pads: the band height is computed at run time from
// the output row width (80 / max(4 * width, 1), at least 1), and the bands
// keep the dynamic pads of the innermost dimension. The whole pad's
// run-time checks come first; the bands, marked `pad.checked`, repeat none.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32>, %[[P:.*]]: index, %[[Q:.*]]: index)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C80:.*]] = arith.constant 80 : index
// CHECK-COUNT-5: cf.assert
// CHECK-NOT:     cf.assert
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%{{.*}}, %[[WIDTH:.*]]) : tensor<?x?xf32>
// CHECK:         %[[ROWBYTES:.*]] = arith.muli %[[WIDTH]], %[[C4]] : index
// CHECK:         %[[ROWBYTES1:.*]] = arith.maxsi %[[ROWBYTES]], %[[C1]] : index
// CHECK:         %[[ROWS:.*]] = arith.divsi %[[C80]], %[[ROWBYTES1]] : index
// CHECK:         %[[BANDROWS:.*]] = arith.maxsi %[[ROWS]], %[[C1]] : index
// CHECK:         scf.for
// CHECK:           pad.pad edge %{{.*}} below[0, %[[P]]] above[0, %[[Q]]] {pad.checked} : tensor<1x?xf32> to tensor<1x?xf32>
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[BANDROWS]]
// CHECK:           pad.pad edge %{{.*}} below[0, %[[P]]] above[0, %[[Q]]] {pad.checked} : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK:         scf.for
// CHECK:           pad.pad edge %{{.*}} below[0, %[[P]]] above[0, %[[Q]]] {pad.checked} : tensor<1x?xf32> to tensor<1x?xf32>
// CHECK-NOT:     cf.assert
func.func @dynamic(%x: tensor<?x?xf32>, %p: index, %q: index) -> tensor<?x?xf32> {
  %r = pad.pad edge %x below[%p, %p] above[%q, %q] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Element size from the data layout: complex<f32> rows of 10 are 80 bytes,
// one row per band.
// CHECK-LABEL: func.func @complex_rows(
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         scf.for %[[R:.*]] = %{{.*}} to %[[C8]] step %[[C1]] iter_args
// CHECK:           tensor.extract_slice %{{.*}}[%[[R]], 0] [1, 8] [1, 1]
// CHECK:           pad.pad symmetric %{{.*}} below[0, 1] above[0, 1] {pad.checked} : tensor<1x8xcomplex<f32>> to tensor<1x10xcomplex<f32>>
func.func @complex_rows(%x: tensor<8x8xcomplex<f32>>) -> tensor<8x10xcomplex<f32>> {
  %r = pad.pad symmetric %x below[0, 1] above[0, 1] : tensor<8x8xcomplex<f32>> to tensor<8x10xcomplex<f32>>
  return %r : tensor<8x10xcomplex<f32>>
}

// -----

// Left alone: an unpadded innermost dimension (no border columns), rank 1,
// and a static zero-size dimension.
// CHECK-LABEL: func.func @inner_unpadded(
// CHECK-NOT:     scf.for
// CHECK:         pad.pad edge %{{.*}} below[1, 0] above[1, 0] : tensor<4x5xf32> to tensor<6x5xf32>
func.func @inner_unpadded(%x: tensor<4x5xf32>) -> tensor<6x5xf32> {
  %r = pad.pad edge %x below[1, 0] above[1, 0] : tensor<4x5xf32> to tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}

// CHECK-LABEL: func.func @rank1(
// CHECK-NOT:     scf.for
// CHECK:         pad.pad edge %{{.*}} below[1] above[1] : tensor<4xf32> to tensor<6xf32>
func.func @rank1(%x: tensor<4xf32>) -> tensor<6xf32> {
  %r = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  return %r : tensor<6xf32>
}

// CHECK-LABEL: func.func @zero_size(
// CHECK-NOT:     scf.for
// CHECK:         pad.pad constant %{{.*}} below[1, 1] above[1, 1] : tensor<0x4xf32> to tensor<2x6xf32>
func.func @zero_size(%x: tensor<0x4xf32>) -> tensor<2x6xf32> {
  %r = pad.pad constant %x below[1, 1] above[1, 1] : tensor<0x4xf32> to tensor<2x6xf32>
  return %r : tensor<2x6xf32>
}

// -----

// One row of 6436845412040448407 complex<f64> (the extent 5 is hidden by a
// cast) breaks rule 10 by itself: the pad aborts at run time unless
// dimension 0 is empty, and a band of it would not verify. Its checks run,
// and the result is the (then empty) output, untiled.
// CHECK-LABEL: func.func @row_too_large
//   CHECK-NOT:   scf.for
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
//       CHECK:   %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x6436845412040448407xcomplex<f64>>
//       CHECK:   %[[C:.*]] = tensor.cast %[[E]] : tensor<?x6436845412040448407xcomplex<f64>> to tensor<?x?xcomplex<f64>>
//       CHECK:   return %[[C]]
func.func @row_too_large(%x: tensor<5x5xcomplex<f64>>, %a: index) -> tensor<?x?xcomplex<f64>> {
  %c = tensor.cast %x : tensor<5x5xcomplex<f64>> to tensor<5x?xcomplex<f64>>
  %0 = pad.pad constant %c below[0, -4] above[%a, 6436845412040448406] : tensor<5x?xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  return %0 : tensor<?x?xcomplex<f64>>
}
