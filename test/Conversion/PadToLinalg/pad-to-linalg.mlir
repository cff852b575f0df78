// RUN: pad-opt %s --convert-pad-to-linalg --canonicalize --cse --split-input-file | FileCheck %s

// Constant mode, a static output of at most 64 KiB of its own: filled
// whole, then the source copied in (as upstream lowers tensor.pad).
// CHECK-LABEL: func.func @constant_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>, %[[V:.*]]: f32)
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<5x8xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<5x8xf32>)
//       CHECK:   %[[D:.*]] = tensor.extract_slice %[[F]][1, 2] [3, 4] [1, 1]
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%[[X]] : tensor<3x4xf32>) outs(%[[D]] : tensor<3x4xf32>)
//       CHECK:   %[[C:.*]] = tensor.insert_slice %[[CP]] into %[[F]][1, 2] [3, 4] [1, 1]
//       CHECK:   return %[[C]]
func.func @constant_2d(%x: tensor<3x4xf32>, %v: f32) -> tensor<5x8xf32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 2] value %v : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// 128 x 128 f32 is 64 KiB exactly: still filled whole.
// CHECK-LABEL: func.func @constant_at_fill_limit
//       CHECK:   %[[F:.*]] = linalg.fill {{.*}} -> tensor<128x128xf32>
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%{{.*}} : tensor<126x124xf32>)
//       CHECK:   tensor.insert_slice %[[CP]] into %[[F]][1, 2] [126, 124] [1, 1]
//   CHECK-NOT:   linalg.fill
func.func @constant_at_fill_limit(%x: tensor<126x124xf32>) -> tensor<128x128xf32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 2] : tensor<126x124xf32> to tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

// -----

// A larger output: one copy of the source, then two fill boxes per
// dimension (rows above/below over the full width, then columns left/right
// over the copied rows only): every output element is written once.
// CHECK-LABEL: func.func @constant_2d_boxes
//  CHECK-SAME:   (%[[X:.*]]: tensor<126x126xf32>, %[[V:.*]]: f32)
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<128x130xf32>
//       CHECK:   %[[D:.*]] = tensor.extract_slice %[[E]][1, 2] [126, 126] [1, 1]
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%[[X]] : tensor<126x126xf32>) outs(%[[D]] : tensor<126x126xf32>)
//       CHECK:   %[[C:.*]] = tensor.insert_slice %[[CP]] into %[[E]][1, 2] [126, 126] [1, 1]
//       CHECK:   %[[S0:.*]] = tensor.extract_slice %[[C]][0, 0] [1, 130] [1, 1]
//       CHECK:   %[[F0:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[S0]] : tensor<1x130xf32>)
//       CHECK:   %[[I0:.*]] = tensor.insert_slice %[[F0]] into %[[C]][0, 0] [1, 130] [1, 1]
//       CHECK:   %[[S1:.*]] = tensor.extract_slice %[[I0]][127, 0] [1, 130] [1, 1]
//       CHECK:   %[[F1:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[S1]] : tensor<1x130xf32>)
//       CHECK:   %[[I1:.*]] = tensor.insert_slice %[[F1]] into %[[I0]][127, 0] [1, 130] [1, 1]
//       CHECK:   %[[S2:.*]] = tensor.extract_slice %[[I1]][1, 0] [126, 2] [1, 1]
//       CHECK:   %[[F2:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[S2]] : tensor<126x2xf32>)
//       CHECK:   %[[I2:.*]] = tensor.insert_slice %[[F2]] into %[[I1]][1, 0] [126, 2] [1, 1]
//       CHECK:   %[[S3:.*]] = tensor.extract_slice %[[I2]][1, 128] [126, 2] [1, 1]
//       CHECK:   %[[F3:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[S3]] : tensor<126x2xf32>)
//       CHECK:   %[[I3:.*]] = tensor.insert_slice %[[F3]] into %[[I2]][1, 128] [126, 2] [1, 1]
//       CHECK:   return %[[I3]]
func.func @constant_2d_boxes(%x: tensor<126x126xf32>, %v: f32) -> tensor<128x130xf32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 2] value %v : tensor<126x126xf32> to tensor<128x130xf32>
  return %0 : tensor<128x130xf32>
}

// -----

// Without `value`, constant mode pads with zero of the element type.
// CHECK-LABEL: func.func @constant_default_zero
//       CHECK:   %[[ZERO:.*]] = arith.constant 0 : i8
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[ZERO]] : i8) outs(%{{.*}} : tensor<7xi8>)
//       CHECK:   tensor.insert_slice %{{.*}} into %[[F]][2] [4] [1]
func.func @constant_default_zero(%x: tensor<4xi8>) -> tensor<7xi8> {
  %0 = pad.pad constant %x below[2] above[1] : tensor<4xi8> to tensor<7xi8>
  return %0 : tensor<7xi8>
}

// -----

// Edge mode: border boxes gather with the clamp of the spec's table; the
// row mapping of the first box folds to the constant source row 0.
// CHECK-LABEL: func.func @edge_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%[[X]] : tensor<3x4xf32>)
//       CHECK:   %[[C:.*]] = tensor.insert_slice %[[CP]] into %{{.*}}[1, 2] [3, 4] [1, 1]
//       CHECK:   %[[S0:.*]] = tensor.extract_slice %[[C]][0, 0] [1, 8] [1, 1]
//       CHECK:   linalg.generic {{.*}} outs(%[[S0]] : tensor<1x8xf32>)
//       CHECK:     %[[J:.*]] = linalg.index 1 : index
//       CHECK:     %[[K:.*]] = arith.subi %[[J]], %[[C2]] : index
//       CHECK:     %[[MIN:.*]] = arith.minsi %[[K]], %[[C3]] : index
//       CHECK:     %[[S:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
//       CHECK:     %[[EL:.*]] = tensor.extract %[[X]][%[[C0]], %[[S]]] : tensor<3x4xf32>
//       CHECK:     linalg.yield %[[EL]] : f32
//       CHECK:   tensor.extract_slice %{{.*}}[4, 0] [1, 8] [1, 1]
//       CHECK:     tensor.extract %[[X]][%[[C2]], %{{.*}}] : tensor<3x4xf32>
// The column boxes cover only the copied rows, whose mapping is o - p.
//       CHECK:   tensor.extract_slice %{{.*}}[1, 0] [3, 2] [1, 1]
//       CHECK:     %[[I:.*]] = linalg.index 0 : index
//       CHECK:     tensor.extract %[[X]][%[[I]], %{{.*}}] : tensor<3x4xf32>
//       CHECK:   tensor.extract_slice %{{.*}}[1, 6] [3, 2] [1, 1]
//   CHECK-NOT:   pad.pad
func.func @edge_2d(%x: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %0 = pad.pad edge %x below[1, 2] above[1, 2] : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// Reflect: m = k mod (2d - 2) (non-negative), then m or 2d - 2 - m.
// CHECK-LABEL: func.func @reflect_1d
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C6:.*]] = arith.constant 6 : index
//       CHECK:   linalg.generic
//       CHECK:     %[[O:.*]] = linalg.index 0 : index
//       CHECK:     %[[K:.*]] = arith.subi %[[O]], %[[C3]] : index
//       CHECK:     %[[R:.*]] = arith.remsi %[[K]], %[[C6]] : index
//       CHECK:     %[[NEG:.*]] = arith.cmpi slt, %[[R]], %[[C0]] : index
//       CHECK:     %[[RP:.*]] = arith.addi %[[R]], %[[C6]] : index
//       CHECK:     %[[M:.*]] = arith.select %[[NEG]], %[[RP]], %[[R]] : index
//       CHECK:     %[[MIR:.*]] = arith.subi %[[C6]], %[[M]] : index
//       CHECK:     %[[IN:.*]] = arith.cmpi slt, %[[M]], %[[C4]] : index
//       CHECK:     %[[S:.*]] = arith.select %[[IN]], %[[M]], %[[MIR]] : index
//       CHECK:     tensor.extract %{{.*}}[%[[S]]] : tensor<4xf32>
func.func @reflect_1d(%x: tensor<4xf32>) -> tensor<9xf32> {
  %0 = pad.pad reflect %x below[3] above[2] : tensor<4xf32> to tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

// Symmetric: period 2d, mirror 2d - 1 - m.
// CHECK-LABEL: func.func @symmetric_1d
//   CHECK-DAG:   %[[C7:.*]] = arith.constant 7 : index
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//       CHECK:     %[[R:.*]] = arith.remsi %{{.*}}, %[[C8]] : index
//       CHECK:     %[[M:.*]] = arith.select %{{.*}}, %{{.*}}, %[[R]] : index
//       CHECK:     %[[MIR:.*]] = arith.subi %[[C7]], %[[M]] : index
//       CHECK:     arith.select %{{.*}}, %[[M]], %[[MIR]] : index
func.func @symmetric_1d(%x: tensor<4xf32>) -> tensor<9xf32> {
  %0 = pad.pad symmetric %x below[3] above[2] : tensor<4xf32> to tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

// Wrap: k mod d.
// CHECK-LABEL: func.func @wrap_1d
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:     %[[R:.*]] = arith.remsi %{{.*}}, %[[C4]] : index
//       CHECK:     %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[R]] : index
//       CHECK:     tensor.extract %{{.*}}[%[[S]]] : tensor<4xf32>
func.func @wrap_1d(%x: tensor<4xf32>) -> tensor<9xf32> {
  %0 = pad.pad wrap %x below[3] above[2] : tensor<4xf32> to tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

// Interior padding: a fill of the output, then the source copied into a
// slice of stride r + 1 (nGraph's 3x3 example).
// CHECK-LABEL: func.func @interior
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x3xi32>, %[[V:.*]]: i32)
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<7x9xi32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[V]] : i32) outs(%[[E]] : tensor<7x9xi32>)
//       CHECK:   %[[D:.*]] = tensor.extract_slice %[[F]][1, 2] [3, 3] [2, 3]
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%[[X]] : tensor<3x3xi32>) outs(%[[D]] : tensor<3x3xi32>)
//       CHECK:   %[[R:.*]] = tensor.insert_slice %[[CP]] into %[[F]][1, 2] [3, 3] [2, 3]
//       CHECK:   return %[[R]]
func.func @interior(%x: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %v : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}

// -----

// Interior padding with a crop: the first visible source element along dim 0
// is 1 (output row 0), and only 2 of them fit.
// CHECK-LABEL: func.func @interior_crop
//  CHECK-SAME:   (%[[X:.*]]: tensor<4xi32>)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[X]][1] [2] [1] : tensor<4xi32> to tensor<2xi32>
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%[[S]] : tensor<2xi32>)
//       CHECK:   tensor.insert_slice %[[CP]] into %{{.*}}[0] [2] [3] : tensor<2xi32> into tensor<5xi32>
func.func @interior_crop(%x: tensor<4xi32>) -> tensor<5xi32> {
  %0 = pad.pad constant %x below[-3] above[-2] interior[2] : tensor<4xi32> to tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// Rank 0: nothing to pad.
// CHECK-LABEL: func.func @rank0
//  CHECK-SAME:   (%[[X:.*]]: tensor<f32>)
//  CHECK-NEXT:   return %[[X]] : tensor<f32>
func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %0 = pad.pad edge %x below[] above[] : tensor<f32> to tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Pads larger than the extent: the copy box is the whole source, the border
// boxes are 7 wide on each side.
// CHECK-LABEL: func.func @large_pads
//       CHECK:   tensor.insert_slice %{{.*}} into %{{.*}}[7] [3] [1] : tensor<3xf32> into tensor<17xf32>
//       CHECK:   tensor.extract_slice %{{.*}}[0] [7] [1] : tensor<17xf32> to tensor<7xf32>
//       CHECK:   tensor.extract_slice %{{.*}}[10] [7] [1] : tensor<17xf32> to tensor<7xf32>
func.func @large_pads(%x: tensor<3xf32>) -> tensor<17xf32> {
  %0 = pad.pad symmetric %x below[7] above[7] : tensor<3xf32> to tensor<17xf32>
  return %0 : tensor<17xf32>
}

// -----

// Dynamic extent and pad: sizes computed with the shape formula, and the
// run-time checks of rules 9 (in 128 bits) and 6.
// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME:   (%[[X:.*]]: tensor<?xf32>, %[[LO:.*]]: index)
//       CHECK:   %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?xf32>
//       CHECK:   arith.index_cast %[[D]] : index to i128
//       CHECK:   %[[LOW:.*]] = arith.index_cast %[[LO]] : index to i128
//       CHECK:   %[[SUM:.*]] = arith.addi %[[LOW]], %{{.*}} : i128
//       CHECK:   %[[SUM2:.*]] = arith.addi %[[SUM]], %{{.*}} : i128
//       CHECK:   %[[OUTW:.*]] = arith.maxsi %[[SUM2]], %{{.*}} : i128
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
//       CHECK:   cf.assert %{{.*}}, "pad.pad: mode 'reflect' cannot pad dimension 0 of extent 0 to a non-empty output"
//       CHECK:   %[[OUT:.*]] = arith.index_cast %[[OUTW]] : i128 to index
//       CHECK:   tensor.empty(%[[OUT]]) : tensor<?xf32>
//       CHECK:   tensor.extract_slice %[[X]]
//       CHECK:   linalg.generic
//       CHECK:   linalg.generic
//   CHECK-NOT:   pad.pad
func.func @dynamic(%x: tensor<?xf32>, %lo: index) -> tensor<?xf32> {
  %0 = pad.pad reflect %x below[%lo] above[2] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Constant mode cannot fail on an empty extent: only the overflow checks of
// the extent (rule 9) and of the size in bytes (rule 10).
// CHECK-LABEL: func.func @dynamic_constant
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
//       CHECK:   %[[BYTES:.*]] = arith.muli %{{.*}}, %c4_i128 : i128
//       CHECK:   %[[CLAMPED:.*]] = arith.minsi %[[BYTES]], %[[LIMIT:.*]] : i128
//       CHECK:   %[[FITS:.*]] = arith.cmpi slt, %[[CLAMPED]], %[[LIMIT]] : i128
//       CHECK:   cf.assert %[[FITS]], "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @dynamic_constant(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = pad.pad constant %x below[1] above[2] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Static shapes need no run-time check.
// CHECK-LABEL: func.func @static_no_assert
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @static_no_assert(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = pad.pad wrap %x below[1, 0] above[1, 0] : tensor<2x3xf32> to tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// An SSA constant pad amount that breaks rule 9: the check is known to fail,
// so the conversion emits it and an empty placeholder, never the slices (a
// static offset of -9223372036854775151 would not verify).
// CHECK-LABEL: func.func @guard_known_to_fail
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   cf.assert %[[FALSE]], "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<0xf32>
//       CHECK:   %[[C:.*]] = tensor.cast %[[E]] : tensor<0xf32> to tensor<?xf32>
//       CHECK:   return %[[C]]
func.func @guard_known_to_fail(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c = arith.constant 9223372036854775806 : index
  %0 = pad.pad constant %x below[%c] above[657] : tensor<3xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A static zero extent in the result still checks the dynamic dimension
// (rule 9 here) before returning the empty tensor.
// CHECK-LABEL: func.func @zero_result_checked
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the output extent of dimension 1 does not fit in 64 bits"
//       CHECK:   tensor.empty(%{{.*}}) : tensor<0x?xf32>
func.func @zero_result_checked(%x: tensor<0x?xf32>, %lo: index, %hi: index) -> tensor<0x?xf32> {
  %0 = pad.pad constant %x below[0, %lo] above[0, %hi] : tensor<0x?xf32> to tensor<0x?xf32>
  return %0 : tensor<0x?xf32>
}

// -----

// Interior INT64_MAX on an extent of 1: one element, no stride to overflow.
// CHECK-LABEL: func.func @interior_max
//       CHECK:   tensor.insert_slice %{{.*}} into %{{.*}}[1] [1] [1] : tensor<1xf32> into tensor<3xf32>
func.func @interior_max(%x: tensor<1xf32>) -> tensor<3xf32> {
  %0 = pad.pad constant %x below[1] above[1] interior[9223372036854775807] : tensor<1xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A dynamic inner extent may make the output empty: dimension 0 then covers
// nothing (its boxes' extent is selected to 0), so no loop visits the empty
// rows of a 2^62 x 0 output.
// CHECK-LABEL: func.func @maybe_empty
//       CHECK:   %[[EMPTY:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i128
//       CHECK:   arith.select %[[EMPTY]]
func.func @maybe_empty(%x: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = pad.pad constant %x below[0, 0] above[%a, %b] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A source that is a slice of dynamic size may fold to 0 rows only later.
// Of a source of static, positive extents, the copy slices that source at
// the composed offsets (clamped to its last index, so that they stay valid
// whatever folds; here the rows are unpadded, all copied run from offset 0,
// and the clamp folds), with no guard: a tensor-valued scf.if would keep
// One-Shot Bufferize from matching a tile's slice with its insertion.
// CHECK-LABEL: func.func @slice_of_dynamic_size(
// CHECK-SAME:    %[[X:.*]]: tensor<8x4xf32>, %[[N:.*]]: index)
// CHECK:         %[[E:.*]] = tensor.empty(%[[ROWS:.*]]) : tensor<?x6xf32>
// CHECK:         %[[FROM:.*]] = tensor.extract_slice %[[X]][0, 0] [%[[N]], 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
// CHECK:         %[[TO:.*]] = tensor.extract_slice %[[E]][0, 1] [%[[N]], 4] [1, 1]
// CHECK:         %[[COPY:.*]] = linalg.copy ins(%[[FROM]] : tensor<?x4xf32>) outs(%[[TO]] : tensor<?x4xf32>)
// CHECK:         tensor.insert_slice %[[COPY]] into %[[E]][0, 1] [%[[N]], 4] [1, 1]
// The border columns (the rows, unpadded, have no border box).
// CHECK-COUNT-2: linalg.fill
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @slice_of_dynamic_size(%x: tensor<8x4xf32>, %n: index) -> tensor<?x6xf32> {
  %s = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
  %r = pad.pad constant %s below[0, 1] above[0, 1] : tensor<?x4xf32> to tensor<?x6xf32>
  return %r : tensor<?x6xf32>
}

// -----

// Of a source whose extents may fold to 0 (here the result of an op), the
// copy from the slice is guarded by the slice's dynamic extent being
// positive (%n, the slice's size), so that it folds away with the slice.
// The borders are written outside the guard.
// CHECK-LABEL: func.func @slice_of_dynamic_source(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[P:.*]] = tensor.empty(%[[M]]) : tensor<?x4xf32>
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[P]][0, 0] [%[[N]], 4] [1, 1]
// CHECK:         %[[E:.*]] = tensor.empty(%[[ROWS:.*]]) : tensor<?x6xf32>
// CHECK:         %[[POS:.*]] = arith.cmpi sgt, %[[N]], %[[C0]] : index
// CHECK:         %[[G:.*]] = scf.if %[[POS]] -> (tensor<?x6xf32>) {
// CHECK:           %[[FROM:.*]] = tensor.extract_slice %[[S]][0, 0] [%[[N]], 4] [1, 1]
// CHECK:           %[[TO:.*]] = tensor.extract_slice %[[E]][0, 1] [%[[N]], 4] [1, 1]
// CHECK:           %[[COPY:.*]] = linalg.copy ins(%[[FROM]] : tensor<?x4xf32>) outs(%[[TO]] : tensor<?x4xf32>)
// CHECK:           %[[IN:.*]] = tensor.insert_slice %[[COPY]] into %[[E]][0, 1] [%[[N]], 4] [1, 1]
// CHECK:           scf.yield %[[IN]]
// CHECK:         } else {
// CHECK:           scf.yield %[[E]]
// CHECK:         }
// CHECK:         %[[LEFT:.*]] = linalg.fill
// CHECK:         tensor.insert_slice %[[LEFT]] into %[[G]][0, 0] [%[[N]], 1]
// CHECK:         linalg.fill
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @slice_of_dynamic_source(%x: tensor<?x4xf32>, %n: index, %m: index) -> tensor<?x6xf32> {
  %p = tensor.empty(%m) : tensor<?x4xf32>
  %s = tensor.extract_slice %p[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %r = pad.pad constant %s below[0, 1] above[0, 1] : tensor<?x4xf32> to tensor<?x6xf32>
  return %r : tensor<?x6xf32>
}

// -----

// A result inserted into a destination is written into that destination's
// subset from the start: the copy and the fills write slices of it, and no
// tensor.empty is left for an empty-tensor elimination to replace.
// CHECK-LABEL: func.func @into_destination(
//  CHECK-SAME:     %[[X:.*]]: tensor<2x3xf32>, %[[D:.*]]: tensor<8x8xf32>)
//   CHECK-NOT:   tensor.empty
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[D]][1, 2] [4, 5] [1, 1]
//       CHECK:   %[[IN:.*]] = tensor.extract_slice %[[S]][1, 1] [2, 3] [1, 1]
//       CHECK:   linalg.copy ins(%[[X]] : tensor<2x3xf32>) outs(%[[IN]] : tensor<2x3xf32>)
//   CHECK-NOT:   tensor.empty
//       CHECK:   %[[I:.*]] = tensor.insert_slice %{{.*}} into %[[D]][1, 2] [4, 5] [1, 1]
//       CHECK:   return %[[I]]
func.func @into_destination(%x: tensor<2x3xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = arith.constant 0.0 : f32
  %r = pad.pad constant %x below[1, 1] above[1, 1] value %c : tensor<2x3xf32> to tensor<4x5xf32>
  %i = tensor.insert_slice %r into %d[1, 2] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

// -----

// A border box of the innermost dimension (amount known at run time) is
// gathered with its columns' loop right inside dimension 0's: the mapping of
// a column is computed once, out of the loop over the rows (dimension 0
// stays outermost, covering nothing for an empty output).
// (Output dimension 2 is loop 1: the map is (d0, d1, d2) -> (d0, d2, d1).)
// CHECK-LABEL: func.func @column_gather_order(
//       CHECK:   linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel", "parallel"]}
//  CHECK-NEXT:   ^bb0(
//  CHECK-NEXT:     linalg.index 0 : index
//  CHECK-NEXT:     linalg.index 2 : index
//  CHECK-NEXT:     linalg.index 1 : index
func.func @column_gather_order(%x: tensor<2x4x5xf32>, %lo: index) -> tensor<2x4x?xf32> {
  %r = pad.pad reflect %x below[0, 0, %lo] above[0, 0, 1] : tensor<2x4x5xf32> to tensor<2x4x?xf32>
  return %r : tensor<2x4x?xf32>
}

// -----

// Static pads alone break rule 10 whatever the source's dynamic extent
// (at least 6.2e18 rows of 6 bytes): the checks, then the output, which
// they let through only if it were empty; no slice at row 2^62, whose
// element offset would overflow upstream's strided-metadata arithmetic
// (found by the program fuzzer).
// CHECK-LABEL: func.func @pads_alone_break_rule_10
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
//       CHECK:   %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x3xf16>
//  CHECK-NEXT:   return %[[E]]
func.func @pads_alone_break_rule_10(%x: tensor<?x1xf16>) -> tensor<?x3xf16> {
  %big = arith.constant 4611686018427387903 : index
  %0 = pad.pad constant %x below[%big, 0] above[1651598406314885119, 2] : tensor<?x1xf16> to tensor<?x3xf16>
  return %0 : tensor<?x3xf16>
}
