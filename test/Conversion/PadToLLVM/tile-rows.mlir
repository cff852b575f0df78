// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows="band-bytes=80 row-bands-below=0" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=DEFAULT
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=row-bands-below=0 -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=UNTILED
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=row-bands-below=800 -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=UNTILED

// --pad-tile-rows tiles the destination-style form (pad.pad_into) that
// --pad-to-destination-style makes of each pad.pad, into a tensor.empty of
// its sizes (with the run-time checks of dynamic pads in front of it). Its
// bands are tiles of the form's TilingInterface: forms written into a
// tensor.extract_slice of the loop's iteration argument and inserted back
// with tensor.insert_slice. A form has no run-time checks of its own, so no
// cf.assert appears inside the loops.

// Rows of 10 f32 are 40 bytes: bands of 2 rows. The bands are tiles of the
// form (scf::tileUsingSCF): the copied core pads the innermost dimension only,
// in tiles of one plane and 2 rows, each a plain slice of the source; the
// border rows are tiles of one row of the form over the border box, and read
// the wrapped source rows 7 (top) and 0 (bottom). Each loop nest writes
// into the slice of the output it covers, each tile into its slice of the
// loop's iteration argument.
// CHECK-LABEL: func.func @wrap_bands(
// CHECK-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[OUT:.*]] = tensor.empty() : tensor<2x10x10xf32>
// CHECK:         %[[COREOUT:.*]] = tensor.extract_slice %[[OUT]][0, 1, 0] [2, 8, 10] [1, 1, 1]
// CHECK:         %[[CORE:.*]] = scf.for %[[P:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[D0:.*]] = %[[COREOUT]])
// CHECK-NOT:       arith.remsi
// CHECK-NOT:       cf.assert
// CHECK:           scf.for %[[R:.*]] = %[[C0]] to %[[C8]] step %[[C2]] iter_args(%[[D1:.*]] = %[[D0]])
// CHECK-NOT:         cf.assert
// CHECK:             %[[BAND:.*]] = tensor.extract_slice %[[X]][%[[P]], %[[R]], 0] [1, 2, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<1x2x8xf32>
// CHECK:             %[[BANDOUT:.*]] = tensor.extract_slice %[[D1]][%[[P]], %[[R]], 0] [1, 2, 10] [1, 1, 1] : tensor<2x8x10xf32> to tensor<1x2x10xf32>
// CHECK:             %[[BANDPAD:.*]] = pad.pad_into wrap %[[BAND]] below[0, 0, 1] above[0, 0, 1] into %[[BANDOUT]] : tensor<1x2x8xf32> to tensor<1x2x10xf32>
// CHECK-NOT:         cf.assert
// CHECK:             %[[D2:.*]] = tensor.insert_slice %[[BANDPAD]] into %[[D1]][%[[P]], %[[R]], 0] [1, 2, 10] [1, 1, 1]
// CHECK:             scf.yield %[[D2]]
// CHECK:         %[[W1:.*]] = tensor.insert_slice %[[CORE]] into %[[OUT]][0, 1, 0] [2, 8, 10] [1, 1, 1]
// CHECK:         %[[TOP:.*]] = tensor.extract_slice %[[X]][0, 7, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32>
// CHECK:         %[[TOPOUT:.*]] = tensor.extract_slice %[[W1]][0, 0, 0] [2, 1, 10] [1, 1, 1]
// CHECK:         %[[TOPROWS:.*]] = scf.for %[[PT:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[DT:.*]] = %[[TOPOUT]])
// CHECK-NOT:       cf.assert
// CHECK:           %[[TOPROW:.*]] = tensor.extract_slice %[[TOP]][%[[PT]], 0, 0] [1, 1, 8] [1, 1, 1]
// CHECK:           %[[TOPROWOUT:.*]] = tensor.extract_slice %[[DT]][%[[PT]], 0, 0] [1, 1, 10] [1, 1, 1]
// CHECK:           %[[TOPPAD:.*]] = pad.pad_into wrap %[[TOPROW]] below[0, 0, 1] above[0, 0, 1] into %[[TOPROWOUT]] : tensor<1x1x8xf32> to tensor<1x1x10xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[TOPPAD]] into %[[DT]][%[[PT]], 0, 0] [1, 1, 10] [1, 1, 1]
// CHECK:         %[[W2:.*]] = tensor.insert_slice %[[TOPROWS]] into %[[W1]][0, 0, 0] [2, 1, 10] [1, 1, 1]
// CHECK:         %[[BOT:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32>
// CHECK:         %[[BOTOUT:.*]] = tensor.extract_slice %[[W2]][0, 9, 0] [2, 1, 10] [1, 1, 1]
// CHECK:         %[[BOTROWS:.*]] = scf.for %[[PB:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[DB:.*]] = %[[BOTOUT]])
// CHECK-NOT:       cf.assert
// CHECK:           %[[BOTROW:.*]] = tensor.extract_slice %[[BOT]][%[[PB]], 0, 0] [1, 1, 8] [1, 1, 1]
// CHECK:           %[[BOTROWOUT:.*]] = tensor.extract_slice %[[DB]][%[[PB]], 0, 0] [1, 1, 10] [1, 1, 1]
// CHECK:           %[[BOTPAD:.*]] = pad.pad_into wrap %[[BOTROW]] below[0, 0, 1] above[0, 0, 1] into %[[BOTROWOUT]] : tensor<1x1x8xf32> to tensor<1x1x10xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[BOTPAD]] into %[[DB]][%[[PB]], 0, 0] [1, 1, 10] [1, 1, 1]
// CHECK:         %[[W3:.*]] = tensor.insert_slice %[[BOTROWS]] into %[[W2]][0, 9, 0] [2, 1, 10] [1, 1, 1]
// CHECK:         return %[[W3]]
// By default a static output under 1 MiB (row-bands-below) is cut into
// bands of one row, so that each row's border columns are written right
// after the row.
// DEFAULT-LABEL: func.func @wrap_bands(
// DEFAULT-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// DEFAULT-DAG:     %[[C0:.*]] = arith.constant 0 : index
// DEFAULT-DAG:     %[[C1:.*]] = arith.constant 1 : index
// DEFAULT-DAG:     %[[C8:.*]] = arith.constant 8 : index
// DEFAULT:         scf.for %[[P:[^ ]*]] =
// DEFAULT:           scf.for %[[R:[^ ]*]] = %[[C0]] to %[[C8]] step %[[C1]] iter_args(%[[D:[^ ]*]] =
// DEFAULT:             %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[P]], %[[R]], 0] [1, 1, 8] [1, 1, 1]
// DEFAULT:             %[[ROWOUT:.*]] = tensor.extract_slice %[[D]][%[[P]], %[[R]], 0] [1, 1, 10] [1, 1, 1]
// DEFAULT:             %[[ROWPAD:.*]] = pad.pad_into wrap %[[ROW]] below[0, 0, 1] above[0, 0, 1] into %[[ROWOUT]] : tensor<1x1x8xf32> to tensor<1x1x10xf32>
// DEFAULT:             tensor.insert_slice %[[ROWPAD]] into %[[D]][%[[P]], %[[R]], 0] [1, 1, 10] [1, 1, 1]
// DEFAULT:         tensor.extract_slice %[[X]][0, 7, 0] [2, 1, 8] [1, 1, 1]
// DEFAULT-NOT:     tensor<1x2x
// Without one-row bands (row-bands-below=0, or an output of at least that
// many bytes) the band is 16 KiB: the whole 800-byte output would be one
// band, so the form is left whole, written into its tensor.empty.
// UNTILED-LABEL: func.func @wrap_bands(
// UNTILED-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// UNTILED-NOT:     scf.for
// UNTILED:         %[[E:.*]] = tensor.empty() : tensor<2x10x10xf32>
// UNTILED-NEXT:    %[[R:.*]] = pad.pad_into wrap %[[X]] below[0, 1, 1] above[0, 1, 1] into %[[E]] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
// UNTILED-NEXT:    return %[[R]]
func.func @wrap_bands(%x: tensor<2x8x8xf32>) -> tensor<2x10x10xf32> {
  %r = pad.pad wrap %x below[0, 1, 1] above[0, 1, 1] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
  return %r : tensor<2x10x10xf32>
}

// -----

// In constant mode a static output of at most 64 KiB is never tiled, even
// into bands of 80 bytes: its lowering fills it whole and copies the source
// in (it stays in cache, and bands would only add IR).
// CHECK-LABEL: func.func @constant_small_whole(
// CHECK-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// CHECK-NOT:     scf.for
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x10x10xf32>
// CHECK-NEXT:    %[[R:.*]] = pad.pad_into constant %[[X]] below[0, 1, 1] above[0, 1, 1] into %[[E]] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
// CHECK-NEXT:    return %[[R]]
// DEFAULT-LABEL: func.func @constant_small_whole(
// DEFAULT-SAME:    %[[X:.*]]: tensor<2x8x8xf32>)
// DEFAULT-NOT:     scf.for
// DEFAULT:         %[[E:.*]] = tensor.empty() : tensor<2x10x10xf32>
// DEFAULT-NEXT:    %[[R:.*]] = pad.pad_into constant %[[X]] below[0, 1, 1] above[0, 1, 1] into %[[E]] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
// DEFAULT-NEXT:    return %[[R]]
// UNTILED-LABEL: func.func @constant_small_whole(
// UNTILED-NOT:     scf.for
// UNTILED:         pad.pad_into constant
func.func @constant_small_whole(%x: tensor<2x8x8xf32>) -> tensor<2x10x10xf32> {
  %r = pad.pad constant %x below[0, 1, 1] above[0, 1, 1] : tensor<2x8x8xf32> to tensor<2x10x10xf32>
  return %r : tensor<2x10x10xf32>
}

// -----

// Constant mode (an output over 64 KiB: smaller ones are not tiled): the
// copied core is tiled into bands of one plane and 2 rows; the border boxes
// of the box decomposition, planes 0 and 601 whole, then rows 0 and 5 of
// the source planes, are one tile of the form each (a form of an empty
// slice of the source written into its box of the output).
// CHECK-LABEL: func.func @constant_planes(
// CHECK-SAME:    %[[X:.*]]: tensor<600x4x6xf32>, %[[V:.*]]: f32)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C600:.*]] = arith.constant 600 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[OUT:.*]] = tensor.empty() : tensor<602x6x8xf32>
// CHECK:         %[[COREOUT:.*]] = tensor.extract_slice %[[OUT]][1, 1, 0] [600, 4, 8] [1, 1, 1]
// CHECK:         %[[CORE:.*]] = scf.for %[[P:.*]] = %[[C0]] to %[[C600]] step %[[C1]] iter_args(%[[D0:.*]] = %[[COREOUT]])
// CHECK-NOT:       cf.assert
// CHECK:           scf.for %[[R:.*]] = %[[C0]] to %[[C4]] step %[[C2]] iter_args(%[[D1:.*]] = %[[D0]])
// CHECK-NOT:         cf.assert
// CHECK:             %[[BAND:.*]] = tensor.extract_slice %[[X]][%[[P]], %[[R]], 0] [1, 2, 6] [1, 1, 1]
// CHECK:             %[[BANDOUT:.*]] = tensor.extract_slice %[[D1]][%[[P]], %[[R]], 0] [1, 2, 8] [1, 1, 1]
// CHECK:             %[[BANDPAD:.*]] = pad.pad_into constant %[[BAND]] below[0, 0, 1] above[0, 0, 1] value %[[V]] into %[[BANDOUT]] : tensor<1x2x6xf32> to tensor<1x2x8xf32>
// CHECK-NOT:         cf.assert
// CHECK:             tensor.insert_slice %[[BANDPAD]] into %[[D1]][%[[P]], %[[R]], 0] [1, 2, 8] [1, 1, 1]
// CHECK:         %[[W1:.*]] = tensor.insert_slice %[[CORE]] into %[[OUT]][1, 1, 0] [600, 4, 8] [1, 1, 1]
// CHECK:         %[[E1:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [0, 4, 6] [1, 1, 1] : tensor<600x4x6xf32> to tensor<0x4x6xf32>
// CHECK:         %[[O1:.*]] = tensor.extract_slice %[[W1]][0, 0, 0] [1, 6, 8] [1, 1, 1]
// CHECK:         %[[B1:.*]] = pad.pad_into constant %[[E1]] below[1, 1, 1] above[0, 1, 1] value %[[V]] into %[[O1]] : tensor<0x4x6xf32> to tensor<1x6x8xf32>
// CHECK:         %[[W2:.*]] = tensor.insert_slice %[[B1]] into %[[W1]][0, 0, 0] [1, 6, 8] [1, 1, 1]
// CHECK:         %[[E2:.*]] = tensor.extract_slice %[[X]][599, 0, 0] [0, 4, 6] [1, 1, 1]
// CHECK:         %[[O2:.*]] = tensor.extract_slice %[[W2]][601, 0, 0] [1, 6, 8] [1, 1, 1]
// CHECK:         %[[B2:.*]] = pad.pad_into constant %[[E2]] below[0, 1, 1] above[1, 1, 1] value %[[V]] into %[[O2]] : tensor<0x4x6xf32> to tensor<1x6x8xf32>
// CHECK:         %[[W3:.*]] = tensor.insert_slice %[[B2]] into %[[W2]][601, 0, 0] [1, 6, 8] [1, 1, 1]
// CHECK:         %[[E3:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [600, 0, 6] [1, 1, 1]
// CHECK:         %[[O3:.*]] = tensor.extract_slice %[[W3]][1, 0, 0] [600, 1, 8] [1, 1, 1]
// CHECK:         %[[B3:.*]] = pad.pad_into constant %[[E3]] below[0, 1, 1] above[0, 0, 1] value %[[V]] into %[[O3]] : tensor<600x0x6xf32> to tensor<600x1x8xf32>
// CHECK:         %[[W4:.*]] = tensor.insert_slice %[[B3]] into %[[W3]][1, 0, 0] [600, 1, 8] [1, 1, 1]
// CHECK:         %[[E4:.*]] = tensor.extract_slice %[[X]][0, 3, 0] [600, 0, 6] [1, 1, 1]
// CHECK:         %[[O4:.*]] = tensor.extract_slice %[[W4]][1, 5, 0] [600, 1, 8] [1, 1, 1]
// CHECK:         %[[B4:.*]] = pad.pad_into constant %[[E4]] below[0, 0, 1] above[0, 1, 1] value %[[V]] into %[[O4]] : tensor<600x0x6xf32> to tensor<600x1x8xf32>
// CHECK:         %[[W5:.*]] = tensor.insert_slice %[[B4]] into %[[W4]][1, 5, 0] [600, 1, 8] [1, 1, 1]
// CHECK:         return %[[W5]]
func.func @constant_planes(%x: tensor<600x4x6xf32>, %v: f32) -> tensor<602x6x8xf32> {
  %r = pad.pad constant %x below[1, 1, 1] above[1, 1, 1] value %v : tensor<600x4x6xf32> to tensor<602x6x8xf32>
  return %r : tensor<602x6x8xf32>
}

// -----

// A dynamic pad's border boxes stay fills of slices of the output: a tile
// of a box whose size folds to 0 only later would have been lowered into
// slices that no longer verify by then. The copied rows are bands of 2 rows
// (rows of 10 f32 are 40 bytes), the last one of the rows left (affine.min).
// CHECK-LABEL: func.func @constant_dynamic_borders(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step %[[C2]] iter_args(%[[D:.*]] = %{{.*}})
// CHECK-NOT:       cf.assert
// CHECK:           %[[N:.*]] = affine.min #{{.*}}(%[[R]])
// CHECK:           %[[BAND:.*]] = tensor.extract_slice %{{.*}}[%[[R]], 0] [%[[N]], 8] [1, 1]
// CHECK:           %[[BANDOUT:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [%[[N]], 10] [1, 1]
// CHECK:           %[[BANDPAD:.*]] = pad.pad_into constant %[[BAND]] below[0, 1] above[0, 1] into %[[BANDOUT]] : tensor<?x8xf32> to tensor<?x10xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[BANDPAD]] into %[[D]][%[[R]], 0] [%[[N]], 10] [1, 1]
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x10xf32>)
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<?x10xf32>)
// CHECK-NOT:     pad.pad
// CHECK:         return
func.func @constant_dynamic_borders(%x: tensor<?x8xf32>) -> tensor<?x10xf32> {
  %r = pad.pad constant %x below[1, 1] above[1, 1] : tensor<?x8xf32> to tensor<?x10xf32>
  return %r : tensor<?x10xf32>
}

// -----

// Interior padding in the rows: no copied run. The bands are tiles of the
// form itself, each of 2 output rows; a tile reads the source rows its
// stretched rows show (a window computed per band) and keeps the interior.
// CHECK-LABEL: func.func @interior_rows(
// CHECK-SAME:    %[[X:.*]]: tensor<3x4xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK:         %[[OUT:.*]] = tensor.empty() : tensor<5x7xf32>
// CHECK:         %[[BANDS:.*]] = scf.for %[[R:.*]] = %[[C0]] to %[[C5]] step %[[C2]] iter_args(%[[D:.*]] = %[[OUT]])
// CHECK-NOT:       cf.assert
// CHECK:           %[[N:.*]] = affine.min #{{.*}}(%[[R]])
// CHECK-NOT:       cf.assert
// CHECK:           %[[W:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 0] [%{{.*}}, 4] [1, 1] : tensor<3x4xf32> to tensor<?x4xf32>
// CHECK:           %[[WOUT:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [%[[N]], 7] [1, 1] : tensor<5x7xf32> to tensor<?x7xf32>
// CHECK:           %[[T:.*]] = pad.pad_into constant %[[W]] below[%{{.*}}, 0] above[%{{.*}}, 0] interior[1, 1] into %[[WOUT]] : tensor<?x4xf32> to tensor<?x7xf32>
// CHECK-NOT:       cf.assert
// CHECK:           %[[D2:.*]] = tensor.insert_slice %[[T]] into %[[D]][%[[R]], 0] [%[[N]], 7] [1, 1]
// CHECK:           scf.yield %[[D2]]
// CHECK:         return %[[BANDS]]
func.func @interior_rows(%x: tensor<3x4xf32>) -> tensor<5x7xf32> {
  %r = pad.pad constant %x below[0, 0] above[0, 0] interior[1, 1] : tensor<3x4xf32> to tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

// -----

// A negative pad crops rows: the copied run is output rows [0, 5) from
// source row 1, two whole bands of 2 rows and the row left (source row 5).
// Rows 5 and 6 are the border box: the form's tile over it reads source rows
// [0, 5), and each row of it maps its stretched row (k = o - 4) to source
// rows 4 and 3 (reflect in a window of 5: period 8).
// CHECK-LABEL: func.func @reflect_crop(
// CHECK-SAME:    %[[X:.*]]: tensor<6x5xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[OUT:.*]] = tensor.empty() : tensor<7x7xf32>
// CHECK:         %[[COPIED:.*]] = tensor.extract_slice %[[X]][1, 0] [4, 5] [1, 1]
// CHECK:         %[[COPIEDOUT:.*]] = tensor.extract_slice %[[OUT]][0, 0] [4, 7] [1, 1]
// CHECK:         %[[BANDS:.*]] = scf.for %[[R:.*]] = %[[C0]] to %[[C4]] step %[[C2]] iter_args(%[[D:.*]] = %[[COPIEDOUT]])
// CHECK-NOT:       cf.assert
// CHECK:           %[[BAND:.*]] = tensor.extract_slice %[[COPIED]][%[[R]], 0] [2, 5] [1, 1]
// CHECK:           %[[BANDOUT:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [2, 7] [1, 1]
// CHECK:           %[[BANDPAD:.*]] = pad.pad_into reflect %[[BAND]] below[0, 1] above[0, 1] into %[[BANDOUT]] : tensor<2x5xf32> to tensor<2x7xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[BANDPAD]] into %[[D]][%[[R]], 0] [2, 7] [1, 1]
// CHECK:         %[[W1:.*]] = tensor.insert_slice %[[BANDS]] into %[[OUT]][0, 0] [4, 7] [1, 1]
// CHECK:         %[[LAST:.*]] = tensor.extract_slice %[[X]][5, 0] [1, 5] [1, 1]
// CHECK:         %[[LASTOUT:.*]] = tensor.extract_slice %[[W1]][4, 0] [1, 7] [1, 1]
// CHECK:         %[[LASTPAD:.*]] = pad.pad_into reflect %[[LAST]] below[0, 1] above[0, 1] into %[[LASTOUT]] : tensor<1x5xf32> to tensor<1x7xf32>
// CHECK:         %[[W2:.*]] = tensor.insert_slice %[[LASTPAD]] into %[[W1]][4, 0] [1, 7] [1, 1]
// CHECK:         %[[WINDOW:.*]] = tensor.extract_slice %[[X]][0, 0] [5, 5] [1, 1]
// CHECK:         %[[BORDEROUT:.*]] = tensor.extract_slice %[[W2]][5, 0] [2, 7] [1, 1]
// CHECK:         %[[ROWS:.*]] = scf.for %[[B:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[DB:.*]] = %[[BORDEROUT]])
// CHECK-NOT:       cf.assert
// CHECK:           %[[K:.*]] = arith.subi %[[B]], %[[C4]] : index
// CHECK:           %[[REM:.*]] = arith.remsi %[[K]], %[[C8]] : index
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %[[C0]] : index
// CHECK:           %[[UP:.*]] = arith.addi %[[REM]], %[[C8]] : index
// CHECK:           %[[M:.*]] = arith.select %[[NEG]], %[[UP]], %[[REM]] : index
// CHECK:           %[[IN:.*]] = arith.cmpi slt, %[[M]], %[[C5]] : index
// CHECK:           %[[MIRROR:.*]] = arith.subi %[[C8]], %[[M]] : index
// CHECK:           %[[S:.*]] = arith.select %[[IN]], %[[M]], %[[MIRROR]] : index
// CHECK:           %[[ROW:.*]] = tensor.extract_slice %[[WINDOW]][%[[S]], 0] [1, 5] [1, 1]
// CHECK:           %[[ROWOUT:.*]] = tensor.extract_slice %[[DB]][%[[B]], 0] [1, 7] [1, 1]
// CHECK:           %[[ROWPAD:.*]] = pad.pad_into reflect %[[ROW]] below[0, 1] above[0, 1] into %[[ROWOUT]] : tensor<1x5xf32> to tensor<1x7xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[ROWPAD]] into %[[DB]][%[[B]], 0] [1, 7] [1, 1]
// CHECK:         %[[W3:.*]] = tensor.insert_slice %[[ROWS]] into %[[W2]][5, 0] [2, 7] [1, 1]
// CHECK:         return %[[W3]]
func.func @reflect_crop(%x: tensor<6x5xf32>) -> tensor<7x7xf32> {
  %r = pad.pad reflect %x below[-1, 1] above[2, 1] : tensor<6x5xf32> to tensor<7x7xf32>
  return %r : tensor<7x7xf32>
}

// -----

// Dynamic extents and pads: the band height is computed at run time from
// the output row width (80 / max(4 * width, 1), at least 1), and the bands
// keep the dynamic pads of the innermost dimension (a tile of the whole
// dimension is the whole dimension). The whole pad's run-time checks come
// first (--pad-to-destination-style emits them in front of the form); the
// bands are forms, which have no checks, and none appears in the loops.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32>, %[[P:.*]]: index, %[[Q:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
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
// CHECK-NOT:     cf.assert
// CHECK:         %[[CORE:.*]] = scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step %[[BANDROWS]] iter_args(%[[D:.*]] = %{{.*}})
// CHECK-NOT:       cf.assert
// CHECK:           %[[N:.*]] = affine.min #{{.*}}(%[[R]])[%{{.*}}, %[[BANDROWS]]]
// CHECK-NOT:       cf.assert
// CHECK:           %[[BANDOUT:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [%[[N]], %[[WIDTH]]] [1, 1]
// CHECK:           %[[BAND:.*]] = pad.pad_into edge %{{.*}} below[0, %[[P]]] above[0, %[[Q]]] into %[[BANDOUT]] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[BAND]] into %[[D]][%[[R]], 0] [%[[N]], %[[WIDTH]]] [1, 1]
// CHECK-NOT:     cf.assert
// CHECK:         scf.for %[[RT:.*]] = %[[C0]] to %{{.*}} step %[[C1]] iter_args(%[[DT:.*]] = %{{.*}})
// CHECK-NOT:       cf.assert
// CHECK:           %[[TOPOUT:.*]] = tensor.extract_slice %[[DT]][%[[RT]], 0] [1, %[[WIDTH]]] [1, 1]
// CHECK:           %[[TOP:.*]] = pad.pad_into edge %{{.*}} below[0, %[[P]]] above[0, %[[Q]]] into %[[TOPOUT]] : tensor<1x?xf32> to tensor<1x?xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[TOP]] into %[[DT]][%[[RT]], 0] [1, %[[WIDTH]]] [1, 1]
// CHECK-NOT:     cf.assert
// CHECK:         scf.for %[[RB:.*]] = %[[C0]] to %{{.*}} step %[[C1]] iter_args(%[[DB:.*]] = %{{.*}})
// CHECK-NOT:       cf.assert
// CHECK:           %[[BOTOUT:.*]] = tensor.extract_slice %[[DB]][%[[RB]], 0] [1, %[[WIDTH]]] [1, 1]
// CHECK:           %[[BOT:.*]] = pad.pad_into edge %{{.*}} below[0, %[[P]]] above[0, %[[Q]]] into %[[BOTOUT]] : tensor<1x?xf32> to tensor<1x?xf32>
// CHECK-NOT:       cf.assert
// CHECK:           tensor.insert_slice %[[BOT]] into %[[DB]][%[[RB]], 0] [1, %[[WIDTH]]] [1, 1]
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
// CHECK:         scf.for %[[R:.*]] = %{{.*}} to %[[C8]] step %[[C1]] iter_args(%[[D:.*]] = %{{.*}})
// CHECK:           %[[ROW:.*]] = tensor.extract_slice %{{.*}}[%[[R]], 0] [1, 8] [1, 1]
// CHECK:           %[[ROWOUT:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 10] [1, 1]
// CHECK:           %[[ROWPAD:.*]] = pad.pad_into symmetric %[[ROW]] below[0, 1] above[0, 1] into %[[ROWOUT]] : tensor<1x8xcomplex<f32>> to tensor<1x10xcomplex<f32>>
// CHECK:           tensor.insert_slice %[[ROWPAD]] into %[[D]][%[[R]], 0] [1, 10] [1, 1]
func.func @complex_rows(%x: tensor<8x8xcomplex<f32>>) -> tensor<8x10xcomplex<f32>> {
  %r = pad.pad symmetric %x below[0, 1] above[0, 1] : tensor<8x8xcomplex<f32>> to tensor<8x10xcomplex<f32>>
  return %r : tensor<8x10xcomplex<f32>>
}

// -----

// Left alone: an unpadded innermost dimension (no border columns), rank 1,
// and a static zero-size dimension.
// CHECK-LABEL: func.func @inner_unpadded(
// CHECK-SAME:    %[[X:.*]]: tensor<4x5xf32>)
// CHECK-NOT:     scf.for
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6x5xf32>
// CHECK-NEXT:    pad.pad_into edge %[[X]] below[1, 0] above[1, 0] into %[[E]] : tensor<4x5xf32> to tensor<6x5xf32>
func.func @inner_unpadded(%x: tensor<4x5xf32>) -> tensor<6x5xf32> {
  %r = pad.pad edge %x below[1, 0] above[1, 0] : tensor<4x5xf32> to tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}

// CHECK-LABEL: func.func @rank1(
// CHECK-SAME:    %[[X:.*]]: tensor<4xf32>)
// CHECK-NOT:     scf.for
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6xf32>
// CHECK-NEXT:    pad.pad_into edge %[[X]] below[1] above[1] into %[[E]] : tensor<4xf32> to tensor<6xf32>
func.func @rank1(%x: tensor<4xf32>) -> tensor<6xf32> {
  %r = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  return %r : tensor<6xf32>
}

// CHECK-LABEL: func.func @zero_size(
// CHECK-SAME:    %[[X:.*]]: tensor<0x4xf32>)
// CHECK-NOT:     scf.for
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x6xf32>
// CHECK-NEXT:    pad.pad_into constant %[[X]] below[1, 1] above[1, 1] into %[[E]] : tensor<0x4xf32> to tensor<2x6xf32>
func.func @zero_size(%x: tensor<0x4xf32>) -> tensor<2x6xf32> {
  %r = pad.pad constant %x below[1, 1] above[1, 1] : tensor<0x4xf32> to tensor<2x6xf32>
  return %r : tensor<2x6xf32>
}

// -----

// One row of 6436845412040448407 complex<f64> (the extent 5 is hidden by a
// cast) breaks rule 10 by itself: the pad aborts at run time unless
// dimension 0 is empty, and a band of it would not verify. Its checks run
// (emitted by --pad-to-destination-style), and the result is the (then
// empty) output, untiled: no form is left to tile.
// CHECK-LABEL: func.func @row_too_large(
//   CHECK-NOT:   scf.for
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
//   CHECK-NOT:   scf.for
//       CHECK:   %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x6436845412040448407xcomplex<f64>>
//       CHECK:   %[[C:.*]] = tensor.cast %[[E]] : tensor<?x6436845412040448407xcomplex<f64>> to tensor<?x?xcomplex<f64>>
//       CHECK:   return %[[C]]
func.func @row_too_large(%x: tensor<5x5xcomplex<f64>>, %a: index) -> tensor<?x?xcomplex<f64>> {
  %c = tensor.cast %x : tensor<5x5xcomplex<f64>> to tensor<5x?xcomplex<f64>>
  %0 = pad.pad constant %c below[0, -4] above[%a, 6436845412040448406] : tensor<5x?xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  return %0 : tensor<?x?xcomplex<f64>>
}

// -----

// The same pad written as a form by hand (into a destination of the caller,
// so --pad-to-destination-style leaves it alone): --pad-tile-rows does not
// cut it into bands, which would not verify.
// CHECK-LABEL: func.func @row_too_large_form(
//   CHECK-NOT:   scf.for
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @row_too_large_form(%x: tensor<5x5xcomplex<f64>>, %a: index, %d: tensor<?x?xcomplex<f64>>) -> tensor<?x?xcomplex<f64>> {
  %c = tensor.cast %x : tensor<5x5xcomplex<f64>> to tensor<5x?xcomplex<f64>>
  %0 = pad.pad_into constant %c below[0, -4] above[%a, 6436845412040448406] into %d : tensor<5x?xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  return %0 : tensor<?x?xcomplex<f64>>
}

// -----

// A non-constant pad with a padded and a cropped outer dimension, of
// dynamic extents: its planes (one per coordinate of dimension 0) are
// banded as forms of their own, and a plane, whose cropped dimension keeps
// its crop, is not cut into planes again (it was, without end, until the
// stack overflowed). In each plane: the copied core, padded in the
// innermost dimension only, then the two border boxes of the rows, one row
// per tile.
// DEFAULT-LABEL: func.func @planes_of_a_crop
//       DEFAULT:   scf.for
//   DEFAULT-NOT:     cf.assert
//       DEFAULT:     scf.for
//   DEFAULT-NOT:       cf.assert
//       DEFAULT:       scf.for %[[R1:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D1:.*]] = %{{.*}})
//       DEFAULT:         %[[O1:.*]] = tensor.extract_slice %[[D1]][%{{.*}}, 0, %[[R1]], 0] [1, 1, %{{.*}}, %{{.*}}] [1, 1, 1, 1]
//       DEFAULT:         pad.pad_into edge %{{.*}} below[0, 0, 0, 0] above[0, 0, 0, 1] into %[[O1]] : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
//   DEFAULT-NOT:     {{pad.pad(_into)?}} edge %{{.*}} below[1
//   DEFAULT-NOT:     cf.assert
//       DEFAULT:     scf.for
//   DEFAULT-NOT:       cf.assert
//       DEFAULT:       scf.for %[[R2:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D2:.*]] = %{{.*}})
//       DEFAULT:         %[[O2:.*]] = tensor.extract_slice %[[D2]][%{{.*}}, 0, %[[R2]], 0] [1, 1, 1, %{{.*}}] [1, 1, 1, 1]
//       DEFAULT:         pad.pad_into edge %{{.*}} below[0, -3, 0, 0] above[0, 0, 0, 1] into %[[O2]] : tensor<1x4x1x?xf32> to tensor<1x1x1x?xf32>
//   DEFAULT-NOT:     {{pad.pad(_into)?}} edge %{{.*}} below[1
//   DEFAULT-NOT:     cf.assert
//       DEFAULT:     scf.for
//   DEFAULT-NOT:       cf.assert
//       DEFAULT:       scf.for %[[R3:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D3:.*]] = %{{.*}})
//       DEFAULT:         %[[O3:.*]] = tensor.extract_slice %[[D3]][%{{.*}}, 0, %[[R3]], 0] [1, 1, 1, %{{.*}}] [1, 1, 1, 1]
//       DEFAULT:         pad.pad_into edge %{{.*}} below[0, -3, 0, 0] above[0, 0, 0, 1] into %[[O3]] : tensor<1x4x1x?xf32> to tensor<1x1x1x?xf32>
//   DEFAULT-NOT:   pad.pad
//   DEFAULT-NOT:   cf.assert
//       DEFAULT:   return
func.func @planes_of_a_crop(%x: tensor<?x4x?x?xf32>) -> tensor<?x1x?x?xf32> {
  %r = pad.pad edge %x below[1, -3, 0, 0] above[0, 0, 0, 1] : tensor<?x4x?x?xf32> to tensor<?x1x?x?xf32>
  return %r : tensor<?x1x?x?xf32>
}
