// RUN: pad-opt %s --convert-pad-to-scf --canonicalize --cse --split-input-file | FileCheck %s

// Edge mode: one loop over the rows; each row maps its row index once, writes
// its left border element by element, copies its 4 source elements as one
// slice and writes its right border.
// CHECK-LABEL: func.func @edge_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
//   CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : index
//   CHECK-DAG:   %[[C6:.*]] = arith.constant 6 : index
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<5x8xf32>
//       CHECK:   %[[R:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C5]] step %[[C1]] iter_args(%[[D:.*]] = %[[E]])
//       CHECK:     %[[KI:.*]] = arith.subi %[[I]], %[[C1]] : index
//       CHECK:     %[[MI:.*]] = arith.minsi %[[KI]], %[[C2]] : index
//       CHECK:     %[[SI:.*]] = arith.maxsi %[[MI]], %[[C0]] : index
//       CHECK:     %[[L:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[DL:.*]] = %[[D]])
//       CHECK:       %[[KJ:.*]] = arith.subi %[[J]], %[[C2]] : index
//       CHECK:       %[[MJ:.*]] = arith.minsi %[[KJ]], %[[C3]] : index
//       CHECK:       %[[SJ:.*]] = arith.maxsi %[[MJ]], %[[C0]] : index
//       CHECK:       %[[EL:.*]] = tensor.extract %[[X]][%[[SI]], %[[SJ]]] : tensor<3x4xf32>
//       CHECK:       %[[INS:.*]] = tensor.insert %[[EL]] into %[[DL]][%[[I]], %[[J]]] : tensor<5x8xf32>
//       CHECK:       scf.yield %[[INS]]
//       CHECK:     %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[SI]], 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
//       CHECK:     %[[TO:.*]] = tensor.extract_slice %[[L]][%[[I]], 2] [1, 4] [1, 1] : tensor<5x8xf32> to tensor<4xf32>
//       CHECK:     %[[CP:.*]] = linalg.copy ins(%[[ROW]] : tensor<4xf32>) outs(%[[TO]] : tensor<4xf32>)
//       CHECK:     %[[MID:.*]] = tensor.insert_slice %[[CP]] into %[[L]][%[[I]], 2] [1, 4] [1, 1] : tensor<4xf32> into tensor<5x8xf32>
//       CHECK:     %[[RGT:.*]] = scf.for %{{.*}} = %[[C6]] to %[[C8]] step %[[C1]] iter_args(%{{.*}} = %[[MID]])
//       CHECK:       tensor.extract %[[X]][%[[SI]], %{{.*}}] : tensor<3x4xf32>
//       CHECK:     scf.yield %[[RGT]]
//       CHECK:   return %[[R]]
func.func @edge_2d(%x: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %0 = pad.pad edge %x below[1, 2] above[1, 2] : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// Constant mode, a static output of at most 64 KiB of its own: filled
// whole, then one loop over the copied rows only copies each source row in.
// CHECK-LABEL: func.func @constant_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>, %[[V:.*]]: f32)
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<5x8xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<5x8xf32>)
//       CHECK:   %[[R:.*]] = scf.for %[[I:.*]] = %[[C1]] to %[[C4]] step %[[C1]] iter_args(%[[D:.*]] = %[[F]])
//       CHECK:     %[[K:.*]] = arith.subi %[[I]], %[[C1]] : index
//       CHECK:     %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[K]], 0] [1, 4] [1, 1]
//       CHECK:     %[[TO:.*]] = tensor.extract_slice %[[D]][%[[I]], 2] [1, 4] [1, 1]
//       CHECK:     %[[CP:.*]] = linalg.copy ins(%[[ROW]] : tensor<4xf32>) outs(%[[TO]] : tensor<4xf32>)
//       CHECK:     %[[N:.*]] = tensor.insert_slice %[[CP]] into %[[D]][%[[I]], 2] [1, 4] [1, 1]
//       CHECK:     scf.yield %[[N]]
//       CHECK:   return %[[R]]
//   CHECK-NOT:   scf.if
func.func @constant_2d(%x: tensor<3x4xf32>, %v: f32) -> tensor<5x8xf32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 2] value %v : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// A cropped small output: the loop covers the copied rows [0, 3), which
// read source rows 1 to 3.
// CHECK-LABEL: func.func @constant_crop
//       CHECK:   %[[F:.*]] = linalg.fill {{.*}} -> tensor<3x7xi8>
//       CHECK:   scf.for %[[I:.*]] = %c0 to %c3 step %c1 iter_args(%{{.*}} = %[[F]])
//       CHECK:     %[[K:.*]] = arith.addi %[[I]], %c1 : index
//       CHECK:     tensor.extract_slice %{{.*}}[%[[K]], 0] [1, 4] [1, 1]
//       CHECK:     tensor.extract_slice %{{.*}}[%[[I]], 2] [1, 4] [1, 1]
func.func @constant_crop(%x: tensor<4x4xi8>) -> tensor<3x7xi8> {
  %0 = pad.pad constant %x below[-1, 2] above[0, 1] : tensor<4x4xi8> to tensor<3x7xi8>
  return %0 : tensor<3x7xi8>
}

// -----

// No output row reads the source: the fill is the whole lowering.
// CHECK-LABEL: func.func @constant_no_source_row
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : i8) outs(%{{.*}} : tensor<1x3xi8>)
//  CHECK-NEXT:   return %[[F]]
func.func @constant_no_source_row(%x: tensor<4x3xi8>) -> tensor<1x3xi8> {
  %0 = pad.pad constant %x below[-5, 0] above[2, 0] : tensor<4x3xi8> to tensor<1x3xi8>
  return %0 : tensor<1x3xi8>
}

// -----

// Constant mode, an output over 64 KiB: a row inside the source copies it between two fills of row
// slices; a row in the padding is filled whole.
// CHECK-LABEL: func.func @constant_rows
//  CHECK-SAME:   (%[[X:.*]]: tensor<126x126xf32>, %[[V:.*]]: f32)
//       CHECK:   scf.for %[[I:.*]] = {{.*}} iter_args(%[[D:.*]] = %{{.*}})
//       CHECK:     %[[K:.*]] = arith.subi %[[I]], %{{.*}} : index
//       CHECK:     %[[IN:.*]] = arith.andi
//       CHECK:     scf.if %[[IN]] -> (tensor<128x130xf32>)
//       CHECK:       %[[L:.*]] = tensor.extract_slice %[[D]][%[[I]], 0] [1, 2] [1, 1] : tensor<128x130xf32> to tensor<2xf32>
//       CHECK:       %[[LF:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[L]] : tensor<2xf32>)
//       CHECK:       %[[D1:.*]] = tensor.insert_slice %[[LF]] into %[[D]][%[[I]], 0] [1, 2] [1, 1]
//       CHECK:       %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[K]], 0] [1, 126] [1, 1]
//       CHECK:       %[[TO:.*]] = tensor.extract_slice %[[D1]][%[[I]], 2] [1, 126] [1, 1]
//       CHECK:       %[[CP:.*]] = linalg.copy ins(%[[ROW]] : tensor<126xf32>) outs(%[[TO]] : tensor<126xf32>)
//       CHECK:       %[[D2:.*]] = tensor.insert_slice %[[CP]] into %[[D1]][%[[I]], 2] [1, 126] [1, 1]
//       CHECK:       %[[R:.*]] = tensor.extract_slice %[[D2]][%[[I]], 128] [1, 2] [1, 1]
//       CHECK:       %[[RF:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[R]] : tensor<2xf32>)
//       CHECK:       tensor.insert_slice %[[RF]] into %[[D2]][%[[I]], 128] [1, 2] [1, 1]
//       CHECK:     } else {
//       CHECK:       %[[W:.*]] = tensor.extract_slice %[[D]][%[[I]], 0] [1, 130] [1, 1] : tensor<128x130xf32> to tensor<130xf32>
//       CHECK:       %[[WF:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[W]] : tensor<130xf32>)
//       CHECK:       tensor.insert_slice %[[WF]] into %[[D]][%[[I]], 0] [1, 130] [1, 1]
//   CHECK-NOT:   tensor.insert %
func.func @constant_rows(%x: tensor<126x126xf32>, %v: f32) -> tensor<128x130xf32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 2] value %v : tensor<126x126xf32> to tensor<128x130xf32>
  return %0 : tensor<128x130xf32>
}

// -----

// Interior padding: rows test k mod (r + 1) == 0; the innermost dimension is
// filled and the source row copied into a slice of stride 3.
// CHECK-LABEL: func.func @interior
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x3xi32>, %[[V:.*]]: i32)
//       CHECK:   scf.for
//       CHECK:     arith.remsi %{{.*}}, %{{.*}} : index
//       CHECK:     %[[SRC:.*]] = arith.divsi %{{.*}}, %{{.*}} : index
//       CHECK:     scf.if
//       CHECK:       linalg.fill ins(%[[V]] : i32) outs(%{{.*}} : tensor<9xi32>)
//       CHECK:       %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[SRC]], 0] [1, 3] [1, 1] : tensor<3x3xi32> to tensor<3xi32>
//       CHECK:       %[[TO:.*]] = tensor.extract_slice %{{.*}}[%{{.*}}, 2] [1, 3] [1, 3] : tensor<7x9xi32> to tensor<3xi32>
//       CHECK:       %[[CP:.*]] = linalg.copy ins(%[[ROW]] : tensor<3xi32>) outs(%[[TO]] : tensor<3xi32>)
//       CHECK:       tensor.insert_slice %[[CP]] into %{{.*}}[%{{.*}}, 2] [1, 3] [1, 3] : tensor<3xi32> into tensor<7x9xi32>
func.func @interior(%x: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %v : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}

// -----

// Rank 1 needs no row loop; wrap maps with k mod d.
// CHECK-LABEL: func.func @wrap_1d
//  CHECK-SAME:   (%[[X:.*]]: tensor<4xf32>)
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   scf.for
//       CHECK:     arith.remsi %{{.*}}, %[[C4]] : index
//       CHECK:   %[[CP:.*]] = linalg.copy ins(%[[X]] : tensor<4xf32>)
//       CHECK:   tensor.insert_slice %[[CP]] into %{{.*}}[3] [4] [1] : tensor<4xf32> into tensor<9xf32>
//       CHECK:   scf.for
//       CHECK:     arith.remsi %{{.*}}, %[[C4]] : index
func.func @wrap_1d(%x: tensor<4xf32>) -> tensor<9xf32> {
  %0 = pad.pad wrap %x below[3] above[2] : tensor<4xf32> to tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

// Rank 0: nothing to pad.
// CHECK-LABEL: func.func @rank0
//  CHECK-SAME:   (%[[X:.*]]: tensor<i32>)
//  CHECK-NEXT:   return %[[X]] : tensor<i32>
func.func @rank0(%x: tensor<i32>) -> tensor<i32> {
  %0 = pad.pad constant %x below[] above[] : tensor<i32> to tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Dynamic: the same run-time checks as the linalg route, then loops bounded
// by the computed extents.
// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME:   (%[[X:.*]]: tensor<?x4xf32>, %[[LO:.*]]: index)
//       CHECK:   cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
//       CHECK:   cf.assert %{{.*}}, "pad.pad: mode 'symmetric' cannot pad dimension 0 of extent 0 to a non-empty output"
//       CHECK:   %[[E:.*]] = tensor.empty(%[[OUT:.*]]) : tensor<?x4xf32>
//       CHECK:   scf.for %{{.*}} = %{{.*}} to %[[OUT]] step %{{.*}} iter_args(%{{.*}} = %[[E]]) -> (tensor<?x4xf32>)
//       CHECK:     tensor.extract_slice %[[X]][%{{.*}}, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>
//   CHECK-NOT:   pad.pad
func.func @dynamic(%x: tensor<?x4xf32>, %lo: index) -> tensor<?x4xf32> {
  %0 = pad.pad symmetric %x below[%lo, 0] above[1, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
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

// Interior padding of an innermost extent 1 copies its one element with
// stride 1: a stride of 2 made a view its memref type did not describe.
// CHECK-LABEL: func.func @interior_unit_innermost
//       CHECK:   tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, 0] [1, 1] [1, 1] : tensor<1xf32> into tensor<2x1xf32>
func.func @interior_unit_innermost(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 1] : tensor<2x1xf32> to tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// An argument cast from an unranked tensor: nothing static to learn from
// the cast's source (an asserting build used to stop here).
// CHECK-LABEL: func.func @cast_from_unranked
//       CHECK:   %[[C:.*]] = tensor.cast %{{.*}} : tensor<*xf32> to tensor<?xf32>
//       CHECK:   tensor.extract_slice %[[C]]
func.func @cast_from_unranked(%u: tensor<*xf32>) -> tensor<?xf32> {
  %c = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
  %0 = pad.pad constant %c below[1] above[1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A result inserted into a destination is written into that destination's
// subset from the start (no tensor.empty, so no empty-tensor elimination is
// needed to write in place); the insertion then inserts the subset itself.
// CHECK-LABEL: func.func @into_destination(
//  CHECK-SAME:     %[[X:.*]]: tensor<2x3xf32>, %[[D:.*]]: tensor<8x8xf32>)
//   CHECK-NOT:   tensor.empty
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[D]][1, 2] [4, 5] [1, 1]
//       CHECK:   %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S]]) -> (tensor<4x5xf32>)
//       CHECK:   %[[I:.*]] = tensor.insert_slice %[[R]] into %[[D]][1, 2] [4, 5] [1, 1]
//       CHECK:   return %[[I]]
func.func @into_destination(%x: tensor<2x3xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  %i = tensor.insert_slice %r into %d[1, 2] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

// -----

// An offset computed after the pad does not dominate it: the lowering
// writes a tensor.empty of its own.
// CHECK-LABEL: func.func @offset_after_pad(
//       CHECK:   tensor.empty() : tensor<4x5xf32>
//       CHECK:   tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, 2] [4, 5] [1, 1]
func.func @offset_after_pad(%x: tensor<2x3xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  %c1 = arith.constant 1 : index
  %o1 = arith.addi %o, %c1 : index
  %i = tensor.insert_slice %r into %d[%o1, 2] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}
