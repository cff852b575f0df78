// The bands of rows of the linalg route of --convert-pad-to-vector, on
// buffers: the core (copied rows, padded in the innermost dimension only)
// is cut into bands of about band-bytes, each a view of the source rows and
// of the destination rows lowered as a pad of its own; in the non-constant
// modes the border rows of the outer dimensions are written one by one,
// each from the one source row the mode maps it to.
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="band-bytes=80 row-bands-below=0 streaming-threshold=-1 vector-bytes=32 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="streaming-threshold=-1 vector-bytes=32 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=DEFAULT
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="band-bytes=-1 streaming-threshold=-1 vector-bytes=32 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=NOBAND
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="parallel=true band-bytes=80 row-bands-below=0 streaming-threshold=-1 vector-bytes=32 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=PAR
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="lowering=scf parallel=true streaming-threshold=-1 vector-bytes=32 outline-max-bytes=-1" --canonicalize --cse | FileCheck %s --check-prefix=PARSCF

// Rows of 10 f32 are 40 bytes: bands of 2 rows (80 bytes), one plane each,
// over the 8 copied rows of both planes. Each band's border columns gather
// wrapped columns 7 (left) and 0 (right) of its own source rows. The border
// rows come after, one per plane: output row 0 reads the last source row
// (k = -1 wraps to 7), output row 9 the first (k = 8 wraps to 0).
// CHECK-LABEL: func.func @wrap_bands(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<2x8x8xf32>, %[[D:[^:]*]]: memref<2x10x10xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C7:.*]] = arith.constant 7 : index
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//       CHECK:   %[[CORE:.*]] = memref.subview %[[D]][0, 1, 0] [2, 8, 10] [1, 1, 1]
//       CHECK:   scf.for %[[P:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
//       CHECK:     scf.for %[[R:.*]] = %[[C0]] to %[[C8]] step %[[C2]] {
//       CHECK:       %[[BAND:.*]] = memref.subview %[[X]][%[[P]], %[[R]], 0] [1, 2, 8] [1, 1, 1]
//       CHECK:       %[[OUT:.*]] = memref.subview %[[CORE]][%[[P]], %[[R]], 0] [1, 2, 10] [1, 1, 1]
//       CHECK:       memref.subview %[[OUT]][0, 0, 1] [1, 2, 8] [1, 1, 1]
//       CHECK:       memref.subview %[[OUT]][0, 0, 0] [1, 2, 1] [1, 1, 1]
//       CHECK:         memref.load %[[BAND]][%[[C0]], %{{.*}}, %[[C7]]]
//       CHECK:       memref.subview %[[OUT]][0, 0, 9] [1, 2, 1] [1, 1, 1]
//       CHECK:         memref.load %[[BAND]][%[[C0]], %{{.*}}, %[[C0]]]
//       CHECK:   scf.for %[[PT:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
//       CHECK:     memref.subview %[[X]][%[[PT]], 7, 0] [1, 1, 8] [1, 1, 1]
//       CHECK:     memref.subview %[[D]][%[[PT]], 0, 0] [1, 1, 10] [1, 1, 1]
//       CHECK:   scf.for %[[PB:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
//       CHECK:     memref.subview %[[X]][%[[PB]], 0, 0] [1, 1, 8] [1, 1, 1]
//       CHECK:     memref.subview %[[D]][%[[PB]], 9, 0] [1, 1, 10] [1, 1, 1]
//       CHECK:   return
// By default, a non-constant static output under 1 MiB (800 bytes here)
// gets bands of one row.
// DEFAULT-LABEL: func.func @wrap_bands(
//  DEFAULT-SAME:     %[[X:[^:]*]]: memref<2x8x8xf32>, %[[D:[^:]*]]: memref<2x10x10xf32>)
//   DEFAULT-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   DEFAULT-DAG:   %[[C8:.*]] = arith.constant 8 : index
//       DEFAULT:   %[[CORE:.*]] = memref.subview %[[D]][0, 1, 0] [2, 8, 10] [1, 1, 1]
//       DEFAULT:   scf.for %[[P:.*]] =
//       DEFAULT:     scf.for %[[R:.*]] = %{{.*}} to %[[C8]] step %[[C1]] {
//       DEFAULT:       memref.subview %[[X]][%[[P]], %[[R]], 0] [1, 1, 8] [1, 1, 1]
//       DEFAULT:       memref.subview %[[CORE]][%[[P]], %[[R]], 0] [1, 1, 10] [1, 1, 1]
//   DEFAULT-NOT:   [1, 2, 8]
//       DEFAULT:   memref.subview %[[X]][%{{.*}}, 7, 0] [1, 1, 8] [1, 1, 1]
// Without bands: the copy box row by row, the border boxes gathered whole
// (the top one from source row 7).
// NOBAND-LABEL: func.func @wrap_bands(
//  NOBAND-SAME:     %[[X:[^:]*]]: memref<2x8x8xf32>, %[[D:[^:]*]]: memref<2x10x10xf32>)
//   NOBAND-DAG:   %[[C7:.*]] = arith.constant 7 : index
//   NOBAND-NOT:   [1, 2, 8]
//       NOBAND:   memref.subview %[[D]][0, 1, 1] [2, 8, 8] [1, 1, 1]
//       NOBAND:   memref.subview %[[D]][0, 0, 0] [2, 1, 10] [1, 1, 1]
//       NOBAND:     memref.load %[[X]][%{{.*}}, %[[C7]], %{{.*}}] : memref<2x8x8xf32>
// In parallel, planes and bands are one scf.forall; the border rows stay
// sequential loops.
// PAR-LABEL: func.func @wrap_bands(
//  PAR-SAME:     %[[X:[^:]*]]: memref<2x8x8xf32>, %[[D:[^:]*]]: memref<2x10x10xf32>)
//       PAR:   %[[CORE:.*]] = memref.subview %[[D]][0, 1, 0] [2, 8, 10] [1, 1, 1]
//       PAR:   scf.forall (%[[P:.*]], %[[R:.*]]) = (0, 0) to (2, 8) step (1, 2) {
//       PAR:     memref.subview %[[X]][%[[P]], %[[R]], 0] [1, 2, 8] [1, 1, 1]
//       PAR:     memref.subview %[[CORE]][%[[P]], %[[R]], 0] [1, 2, 10] [1, 1, 1]
//       PAR:   memref.subview %[[X]][%{{.*}}, 7, 0] [1, 1, 8] [1, 1, 1]
func.func @wrap_bands(%x: memref<2x8x8xf32>, %d: memref<2x10x10xf32>) {
  pad.pad_into wrap %x below[0, 1, 1] above[0, 1, 1] into %d : memref<2x8x8xf32> to memref<2x10x10xf32>
  return
}

// -----

// A small constant pad (a static output of at most 64 KiB) is not banded,
// even into bands of 80 bytes: the copy box, then its border boxes filled.
// CHECK-LABEL: func.func @constant_small_whole(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<2x8x8xf32>, %[[D:[^:]*]]: memref<2x10x10xf32>)
//   CHECK-NOT:   [1, 2, 8]
//       CHECK:   memref.subview %[[D]][0, 1, 1] [2, 8, 8] [1, 1, 1]
//   CHECK-NOT:   [1, 2, 8]
//       CHECK:   memref.subview %[[D]][0, 0, 0] [2, 1, 10] [1, 1, 1]
//       CHECK:   memref.subview %[[D]][0, 1, 9] [2, 8, 1] [1, 1, 1]
// DEFAULT-LABEL: func.func @constant_small_whole(
//   DEFAULT-NOT:   [1, 1, 10]
//       DEFAULT:   memref.subview %{{.*}}[0, 1, 1] [2, 8, 8] [1, 1, 1]
func.func @constant_small_whole(%x: memref<2x8x8xf32>, %d: memref<2x10x10xf32>) {
  pad.pad_into constant %x below[0, 1, 1] above[0, 1, 1] into %d : memref<2x8x8xf32> to memref<2x10x10xf32>
  return
}

// -----

// Constant mode over 64 KiB (602x6x8 f32): rows of 32 bytes, bands of 2
// rows of one plane over the 4 copied rows (output rows 1..4) of the 600
// copied planes (output planes 1..600); border columns are stores of %v.
// Then the border boxes of the outer dimensions, filled: planes 0 and 601
// whole, then rows 0 and 5 of the copied planes.
// CHECK-LABEL: func.func @constant_planes(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<600x4x6xf32>, %[[D:[^:]*]]: memref<602x6x8xf32>, %[[V:[^:]*]]: f32)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C600:.*]] = arith.constant 600 : index
//       CHECK:   %[[CORE:.*]] = memref.subview %[[D]][1, 1, 0] [600, 4, 8] [1, 1, 1]
//       CHECK:   scf.for %[[P:.*]] = %[[C0]] to %[[C600]] step %[[C1]] {
//       CHECK:     scf.for %[[R:.*]] = %[[C0]] to %[[C4]] step %[[C2]] {
//       CHECK:       memref.subview %[[X]][%[[P]], %[[R]], 0] [1, 2, 6] [1, 1, 1]
//       CHECK:       %[[OUT:.*]] = memref.subview %[[CORE]][%[[P]], %[[R]], 0] [1, 2, 8] [1, 1, 1]
//       CHECK:       %[[LEFT:.*]] = memref.subview %[[OUT]][0, 0, 0] [1, 2, 1] [1, 1, 1]
//       CHECK:         memref.store %[[V]], %[[LEFT]]
//       CHECK:   memref.subview %[[D]][0, 0, 0] [1, 6, 8] [1, 1, 1]
//       CHECK:   memref.subview %[[D]][601, 0, 0] [1, 6, 8] [1, 1, 1]
//       CHECK:   memref.subview %[[D]][1, 0, 0] [600, 1, 8] [1, 1, 1]
//       CHECK:   memref.subview %[[D]][1, 5, 0] [600, 1, 8] [1, 1, 1]
// By default (16384 / 32 = 512 rows a band) a band is a whole plane of 4
// rows: only the planes are looped over.
// DEFAULT-LABEL: func.func @constant_planes(
//  DEFAULT-SAME:     %[[X:[^:]*]]: memref<600x4x6xf32>, %[[D:[^:]*]]: memref<602x6x8xf32>, %{{.*}}: f32)
//       DEFAULT:   %[[CORE:.*]] = memref.subview %[[D]][1, 1, 0] [600, 4, 8] [1, 1, 1]
//       DEFAULT:   scf.for %[[P:.*]] =
//   DEFAULT-NOT:     scf.for
//       DEFAULT:     memref.subview %[[X]][%[[P]], 0, 0] [1, 4, 6] [1, 1, 1]
//       DEFAULT:     memref.subview %[[CORE]][%[[P]], 0, 0] [1, 4, 8] [1, 1, 1]
func.func @constant_planes(%x: memref<600x4x6xf32>, %d: memref<602x6x8xf32>, %v: f32) {
  pad.pad_into constant %x below[1, 1, 1] above[1, 1, 1] value %v into %d : memref<600x4x6xf32> to memref<602x6x8xf32>
  return
}

// -----

// A dynamic run: bands of 2 rows (rows of 10 f32), the last one of the rows
// left (min(run - r, 2)), so the bands have a dynamic height. The border
// rows are fills after the bands: output row 0, then the rows after the run.
// CHECK-LABEL: func.func @constant_dynamic_borders(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<?x8xf32>, %[[D:[^:]*]]: memref<?x10xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       CHECK:   %[[SRC:.*]] = memref.subview %[[X]][0, 0] [%[[ROWS:[^,]*]], 8] [1, 1]
//       CHECK:   %[[CORE:.*]] = memref.subview %[[D]][1, 0] [%[[ROWS]], 10] [1, 1]
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %[[ROWS]] step %[[C2]] {
//       CHECK:     %[[REST:.*]] = arith.subi %[[ROWS]], %[[R]] : index
//       CHECK:     %[[N:.*]] = arith.minsi %[[REST]], %[[C2]] : index
//       CHECK:     memref.subview %[[SRC]][%[[R]], 0] [%[[N]], 8] [1, 1]
//       CHECK:     memref.subview %[[CORE]][%[[R]], 0] [%[[N]], 10] [1, 1]
//       CHECK:   memref.subview %[[D]][0, 0] [1, 10] [1, 1]
//       CHECK:   %[[BOTTOM:.*]] = memref.subview %[[D]][%{{.*}}, 0] [%{{.*}}, 10] [1, 1]
//       CHECK:   %[[SHARED:.*]] = memref.cast %[[BOTTOM]] : memref<?x10xf32, strided<[10, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT:   %[[BITS:.*]] = arith.bitcast %[[SHARED]] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT:   call @__pad_row_fill_2d_i32_32(%[[BITS]],
// By default: 16384 / 40 = 409 rows a band.
// DEFAULT-LABEL: func.func @constant_dynamic_borders(
//   DEFAULT-DAG:   %[[C409:.*]] = arith.constant 409 : index
//       DEFAULT:   scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C409]] {
func.func @constant_dynamic_borders(%x: memref<?x8xf32>, %d: memref<?x10xf32>) {
  pad.pad_into constant %x below[1, 1] above[1, 1] into %d : memref<?x8xf32> to memref<?x10xf32>
  return
}

// -----

// A crop: output rows 0..4 copy source rows 1..5 (k = o + 1). Rows of 28
// bytes, bands of 2: two whole bands, then one static band of the row left
// (output row 4, source row 5). Its border columns reflect within the row:
// column 1 (k = -1) and column 3 (k = 5). Output rows 5 and 6 (k = 6, 7)
// reflect to source rows 4 and 3: s = m < 6 ? m : 10 - m, m = (o - 9) mod 10
// (= (o + 1) mod 10). The loop's bounds put m in [6, 7], past the source:
// s = 10 - m, with no compare.
// CHECK-LABEL: func.func @reflect_crop(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<6x5xf32>, %[[D:[^:]*]]: memref<7x7xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : index
//   CHECK-DAG:   %[[C7:.*]] = arith.constant 7 : index
//   CHECK-DAG:   %[[C9:.*]] = arith.constant 9 : index
//   CHECK-DAG:   %[[C10:.*]] = arith.constant 10 : index
//       CHECK:   %[[SRC:.*]] = memref.subview %[[X]][1, 0] [5, 5] [1, 1]
//       CHECK:   %[[CORE:.*]] = memref.subview %[[D]][0, 0] [5, 7] [1, 1]
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %[[C4]] step %[[C2]] {
//       CHECK:     memref.subview %[[SRC]][%[[R]], 0] [2, 5] [1, 1]
//       CHECK:     memref.subview %[[CORE]][%[[R]], 0] [2, 7] [1, 1]
//       CHECK:   %[[LAST:.*]] = memref.subview %[[SRC]][4, 0] [1, 5] [1, 1] : memref<5x5xf32, strided<[5, 1], offset: 5>> to memref<1x5xf32, strided<[5, 1], offset: 25>>
//       CHECK:   memref.subview %[[CORE]][4, 0] [1, 7] [1, 1] : memref<5x7xf32, strided<[7, 1]>> to memref<1x7xf32, strided<[7, 1], offset: 28>>
//       CHECK:     memref.load %[[LAST]][%[[C0]], %[[C1]]]
//       CHECK:     memref.load %[[LAST]][%[[C0]], %[[C3]]]
//       CHECK:   scf.for %[[B:.*]] = %[[C5]] to %[[C7]] step %[[C1]] {
//       CHECK:     %[[K:.*]] = arith.subi %[[B]], %[[C9]] : index
//       CHECK:     %[[REM:.*]] = arith.remsi %[[K]], %[[C10]] : index
//       CHECK:     %[[M:.*]] = arith.select %{{.*}}, %{{.*}}, %[[REM]] : index
//       CHECK:     %[[S:.*]] = arith.subi %[[C10]], %[[M]] : index
//       CHECK:     memref.subview %[[X]][%[[S]], 0] [1, 5] [1, 1]
//       CHECK:     memref.subview %[[D]][%[[B]], 0] [1, 7] [1, 1]
// By default (196 bytes): bands of one row over the 5 rows, no remainder.
// DEFAULT-LABEL: func.func @reflect_crop(
//   DEFAULT-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   DEFAULT-DAG:   %[[C5:.*]] = arith.constant 5 : index
//       DEFAULT:   %[[SRC:.*]] = memref.subview %{{.*}}[1, 0] [5, 5] [1, 1]
//       DEFAULT:   scf.for %[[R:.*]] = %{{.*}} to %[[C5]] step %[[C1]] {
//       DEFAULT:     memref.subview %[[SRC]][%[[R]], 0] [1, 5] [1, 1]
//   DEFAULT-NOT:   [4, 0] [1, 5]
//       DEFAULT:   scf.for %{{.*}} = %[[C5]] to
// In parallel too: the whole bands are the iterations of a forall over
// rows [0, 4), and the band of the row left follows it, all static.
// PAR-LABEL: func.func @reflect_crop(
//       PAR:   %[[SRC:.*]] = memref.subview %{{.*}}[1, 0] [5, 5] [1, 1]
//       PAR:   scf.forall (%[[R:.*]]) = (0) to (4) step (2) {
//       PAR:     memref.subview %[[SRC]][%[[R]], 0] [2, 5] [1, 1] {{.*}} to memref<2x5xf32
//       PAR:   memref.subview %[[SRC]][4, 0] [1, 5] [1, 1]
func.func @reflect_crop(%x: memref<6x5xf32>, %d: memref<7x7xf32>) {
  pad.pad_into reflect %x below[-1, 1] above[2, 1] into %d : memref<6x5xf32> to memref<7x7xf32>
  return
}

// -----

// Rows of 16 bytes: 80 bytes are 5 rows, which do not divide the 8 copied
// rows; 4 (at least half of 5) does: two bands of 4, no band of rows left.
// CHECK-LABEL: func.func @divisor_height(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<8x2xf32>, %[[D:[^:]*]]: memref<8x4xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %[[C8]] step %[[C4]] {
//       CHECK:     memref.subview %[[X]][%[[R]], 0] [4, 2] [1, 1]
//       CHECK:     memref.subview %[[D]][%[[R]], 0] [4, 4] [1, 1]
//   CHECK-NOT:   [3, 2]
//       CHECK:   return
// PAR-LABEL: func.func @divisor_height(
//       PAR:   scf.forall (%{{.*}}) = (0) to (8) step (4) {
func.func @divisor_height(%x: memref<8x2xf32>, %d: memref<8x4xf32>) {
  pad.pad_into edge %x below[0, 1] above[0, 1] into %d : memref<8x2xf32> to memref<8x4xf32>
  return
}

// -----

// An interior pad is never banded: it takes the scf route, one output row
// at a time (row o shows source row o / 2 when o is even, with stride 2).
// CHECK-LABEL: func.func @interior_rows(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<3x4xf32>, %[[D:[^:]*]]: memref<5x7xf32>)
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : index
//       CHECK:   scf.for %[[O:.*]] = %{{.*}} to %[[C5]] step %[[C1]] {
//       CHECK:     %[[S:.*]] = arith.divsi %[[O]], %[[C2]] : index
//       CHECK:     memref.subview %[[X]][%[[S]], 0] [1, 4] [1, 1]
//       CHECK:     memref.subview %[[D]][%[[O]], 0] [1, 4] [1, 2]
// PAR-LABEL: func.func @interior_rows(
//       PAR:   scf.forall (%[[O:.*]]) in (5) {
//       PAR:     memref.subview %{{.*}}[%[[O]], 0] [1, 4] [1, 2]
func.func @interior_rows(%x: memref<3x4xf32>, %d: memref<5x7xf32>) {
  pad.pad_into constant %x below[0, 0] above[0, 0] interior[1, 1] into %d : memref<3x4xf32> to memref<5x7xf32>
  return
}

// -----

// Bands of 2 rows over the 6 copied rows; the last border row (output row
// 7) copies source row 5.
// CHECK-LABEL: func.func @edge_rows(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<6x8xf32>, %[[D:[^:]*]]: memref<8x10xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C6:.*]] = arith.constant 6 : index
//       CHECK:   %[[CORE:.*]] = memref.subview %[[D]][1, 0] [6, 10] [1, 1]
//       CHECK:   scf.for %[[R:.*]] = %[[C0]] to %[[C6]] step %[[C2]] {
//       CHECK:     memref.subview %[[X]][%[[R]], 0] [2, 8] [1, 1]
//       CHECK:     memref.subview %[[CORE]][%[[R]], 0] [2, 10] [1, 1]
//       CHECK:   memref.subview %[[X]][5, 0] [1, 8] [1, 1]
//       CHECK:   memref.subview %[[D]][7, 0] [1, 10] [1, 1]
// PAR-LABEL: func.func @edge_rows(
//  PAR-SAME:     %[[X:[^:]*]]: memref<6x8xf32>, %[[D:[^:]*]]: memref<8x10xf32>)
//       PAR:   %[[CORE:.*]] = memref.subview %[[D]][1, 0] [6, 10] [1, 1]
//       PAR:   scf.forall (%[[R:.*]]) = (0) to (6) step (2) {
//       PAR:     memref.subview %[[X]][%[[R]], 0] [2, 8] [1, 1]
//       PAR:     memref.subview %[[CORE]][%[[R]], 0] [2, 10] [1, 1]
// The scf route in parallel: a forall over the 8 output rows, row o a copy
// of source row clamp(o - 1, 0, 5).
// PARSCF-LABEL: func.func @edge_rows(
//  PARSCF-SAME:     %[[X:[^:]*]]: memref<6x8xf32>, %[[D:[^:]*]]: memref<8x10xf32>)
//   PARSCF-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   PARSCF-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   PARSCF-DAG:   %[[C5:.*]] = arith.constant 5 : index
//       PARSCF:   scf.forall (%[[O:.*]]) in (8) {
//       PARSCF:     %[[K:.*]] = arith.subi %[[O]], %[[C1]] : index
//       PARSCF:     %[[HI:.*]] = arith.minsi %[[K]], %[[C5]] : index
//       PARSCF:     %[[S:.*]] = arith.maxsi %[[HI]], %[[C0]] : index
//       PARSCF:     memref.subview %[[X]][%[[S]], 0] [1, 8] [1, 1]
//       PARSCF:     memref.subview %[[D]][%[[O]], 1] [1, 8] [1, 1]
func.func @edge_rows(%x: memref<6x8xf32>, %d: memref<8x10xf32>) {
  pad.pad_into edge %x below[1, 1] above[1, 1] into %d : memref<6x8xf32> to memref<8x10xf32>
  return
}

// -----

// Unpadded rows: sequentially not banded (the copy box is one contiguous
// run); in parallel banded all the same, so the copied rows are shared out.
// CHECK-LABEL: func.func @unpadded_rows(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<6x8xf32>, %[[D:[^:]*]]: memref<8x8xf32>)
//       CHECK:   %[[COPY:.*]] = memref.subview %[[D]][1, 0] [6, 8] [1, 1]
//       CHECK:   memref.collapse_shape %[[COPY]] {{\[\[}}0, 1]] : {{.*}} into memref<48xf32, strided<[1], offset: 8>>
//   CHECK-NOT:   [2, 8]
//       CHECK:   return
// PAR-LABEL: func.func @unpadded_rows(
//  PAR-SAME:     %[[X:[^:]*]]: memref<6x8xf32>, %[[D:[^:]*]]: memref<8x8xf32>)
//       PAR:   %[[CORE:.*]] = memref.subview %[[D]][1, 0] [6, 8] [1, 1]
//       PAR:   scf.forall (%[[R:.*]]) = (0) to (6) step (2) {
//       PAR:     memref.subview %[[X]][%[[R]], 0] [2, 8] [1, 1]
//       PAR:     memref.subview %[[CORE]][%[[R]], 0] [2, 8] [1, 1]
//       PAR:   memref.subview %[[X]][5, 0] [1, 8] [1, 1]
//       PAR:   memref.subview %[[D]][7, 0] [1, 8] [1, 1]
func.func @unpadded_rows(%x: memref<6x8xf32>, %d: memref<8x8xf32>) {
  pad.pad_into edge %x below[1, 0] above[1, 0] into %d : memref<6x8xf32> to memref<8x8xf32>
  return
}

// -----

// No copied row (k = o - 4 < 0 everywhere): no band, nothing to share out;
// the 4 output rows are border rows, each a copy of source row
// clamp(o - 4, 0, 1), in a sequential loop even in parallel. The loop's
// bounds put o - 4 in [-4, -1]: every row reads source row 0.
// PAR-LABEL: func.func @no_copied_rows(
//  PAR-SAME:     %[[X:[^:]*]]: memref<2x8xf32>, %[[D:[^:]*]]: memref<4x10xf32>)
//   PAR-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   PAR-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   PAR-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   PAR-NOT:   scf.forall
//       PAR:   scf.for %[[O:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
//       PAR:     memref.subview %[[X]][0, 0] [1, 8] [1, 1]
//       PAR:     memref.subview %[[D]][%[[O]], 0] [1, 10] [1, 1]
//   PAR-NOT:   scf.forall
//       PAR:   return
// PARSCF-LABEL: func.func @no_copied_rows(
//       PARSCF:   scf.forall (%{{.*}}) in (4) {
func.func @no_copied_rows(%x: memref<2x8xf32>, %d: memref<4x10xf32>) {
  pad.pad_into edge %x below[4, 1] above[-2, 1] into %d : memref<2x8xf32> to memref<4x10xf32>
  return
}

// -----

// A static extent of 0 (a constant pad over 64 KiB of an empty source) is
// not banded, even in parallel: its border columns are fills; the same pad
// of a 200x2 source has a forall over its 200 one-row bands (400 bytes).
// PAR-LABEL: func.func @zero_extent(
//  PAR-SAME:     %{{[^:]*}}: memref<200x0xf32>, %[[Y:[^:]*]]: memref<200x2xf32>, %[[D:[^:]*]]: memref<200x100xf32>)
//   PAR-NOT:   scf.forall
//       PAR:   memref.subview %[[D]][0, 0] [200, 50] [1, 1]
//   PAR-NOT:   scf.forall
//       PAR:   memref.subview %[[D]][0, 50] [200, 50] [1, 1]
//       PAR:   scf.forall (%[[R:.*]]) in (200) {
//       PAR:     memref.subview %[[Y]][%[[R]], 0] [1, 2] [1, 1]
//       PAR:     memref.subview %[[D]][%[[R]], 0] [1, 100] [1, 1]
func.func @zero_extent(%x: memref<200x0xf32>, %y: memref<200x2xf32>, %d: memref<200x100xf32>) {
  pad.pad_into constant %x below[0, 50] above[0, 50] into %d : memref<200x0xf32> to memref<200x100xf32>
  pad.pad_into constant %y below[0, 49] above[0, 49] into %d : memref<200x2xf32> to memref<200x100xf32>
  return
}
