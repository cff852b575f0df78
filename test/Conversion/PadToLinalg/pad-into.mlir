// RUN: pad-opt %s --convert-pad-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: pad-opt %s --convert-pad-to-scf | FileCheck %s --check-prefix=SCF

// Both routes lower the destination-style form on tensors exactly as they
// lower pad.pad, writing into the form's destination instead of a new
// tensor, and with no run-time check (the form has none: its dynamic
// cases that break a rule are undefined). The form on buffers is left
// alone.

// LINALG-LABEL: func.func @into_dest
// LINALG-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[D:.*]]: tensor<4x5xf32>)
// LINALG: %[[WIN:.*]] = tensor.extract_slice %[[D]][1, 1] [2, 3] [1, 1]
// LINALG: %[[COPY:.*]] = linalg.copy ins(%[[X]] : tensor<2x3xf32>) outs(%[[WIN]] : tensor<2x3xf32>)
// LINALG: %[[R0:.*]] = tensor.insert_slice %[[COPY]] into %[[D]][1, 1] [2, 3] [1, 1]
// LINALG: tensor.extract_slice %[[R0]][0, 0] [1, 5] [1, 1]
// LINALG: linalg.generic
// LINALG: tensor.extract_slice {{.*}}[3, 0] [1, 5] [1, 1]
// LINALG: tensor.extract_slice {{.*}}[1, 0] [2, 1] [1, 1]
// LINALG: %[[LAST:.*]] = tensor.insert_slice {{.*}}[1, 4] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x5xf32>
// LINALG: return %[[LAST]] : tensor<4x5xf32>

// SCF-LABEL: func.func @into_dest
// SCF-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[D:.*]]: tensor<4x5xf32>)
// SCF: %[[LOOP:.*]] = scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args(%[[ACC:.*]] = %[[D]]) -> (tensor<4x5xf32>)
// SCF: linalg.copy
// SCF: scf.yield
// SCF: return %[[LOOP]] : tensor<4x5xf32>
func.func @into_dest(%x: tensor<2x3xf32>, %d: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = pad.pad_into edge %x below[1, 1] above[1, 1] into %d : tensor<2x3xf32> to tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// LINALG-LABEL: func.func @dynamic_unchecked
// LINALG-NOT: cf.assert
// LINALG: return
// SCF-LABEL: func.func @dynamic_unchecked
// SCF-NOT: cf.assert
// SCF: return
func.func @dynamic_unchecked(%x: tensor<?x4xf32>, %d: tensor<?x?xf32>, %lo: index) -> tensor<?x?xf32> {
  %r = pad.pad_into reflect %x below[%lo, 1] above[0, 2] into %d : tensor<?x4xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// On buffers the form is lowered in place: views of the destination,
// written by fills, copies and gathers (memref.load), loops that carry
// nothing.
// LINALG-LABEL: func.func @on_buffers(
//  LINALG-SAME:     %[[X:.*]]: memref<2x3xf32>, %[[D:.*]]: memref<4x5xf32>)
//       LINALG:   %[[C:.*]] = memref.subview %[[D]][1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
//       LINALG:   linalg.copy ins(%[[X]] : memref<2x3xf32>) outs(%[[C]] :
//       LINALG:   %[[TOP:.*]] = memref.subview %[[D]][0, 0] [1, 5] [1, 1]
//       LINALG:   linalg.generic {{.*}} outs(%[[TOP]] :
//       LINALG:     memref.load %[[X]][%c0, %{{.*}}] : memref<2x3xf32>
//       LINALG:   %[[BOTTOM:.*]] = memref.subview %[[D]][3, 0] [1, 5] [1, 1]
//       LINALG:   linalg.generic {{.*}} outs(%[[BOTTOM]] :
//       LINALG:     memref.load %[[X]][%c1, %{{.*}}] : memref<2x3xf32>
//       LINALG:   memref.subview %[[D]][1, 0] [2, 1] [1, 1]
//       LINALG:   memref.subview %[[D]][1, 4] [2, 1] [1, 1]
//   LINALG-NOT:   tensor.
//       LINALG:   return
// SCF-LABEL: func.func @on_buffers(
//  SCF-SAME:     %[[X:.*]]: memref<2x3xf32>, %[[D:.*]]: memref<4x5xf32>)
//       SCF:   scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
//       SCF:     %[[LEFT:.*]] = memref.load %[[X]][%[[ROW:.*]], %c0] : memref<2x3xf32>
//       SCF:     memref.store %[[LEFT]], %[[D]][%[[I]], %c0] : memref<4x5xf32>
//       SCF:     %[[FROM:.*]] = memref.subview %[[X]][%[[ROW]], 0] [1, 3] [1, 1] : memref<2x3xf32> to memref<3xf32, strided<[1], offset: ?>>
//       SCF:     %[[TO:.*]] = memref.subview %[[D]][%[[I]], 1] [1, 3] [1, 1] : memref<4x5xf32> to memref<3xf32, strided<[1], offset: ?>>
//       SCF:     linalg.copy ins(%[[FROM]] : {{.*}}) outs(%[[TO]] :
//       SCF:     %[[RIGHT:.*]] = memref.load %[[X]][%[[ROW]], %c2] : memref<2x3xf32>
//       SCF:     memref.store %[[RIGHT]], %[[D]][%[[I]], %c4] : memref<4x5xf32>
//   SCF-NOT:   scf.yield
//   SCF-NOT:   tensor.
//       SCF:   return
func.func @on_buffers(%x: memref<2x3xf32>, %d: memref<4x5xf32>) {
  pad.pad_into edge %x below[1, 1] above[1, 1] into %d : memref<2x3xf32> to memref<4x5xf32>
  return
}

// Interior padding on buffers: the linalg route fills the whole
// destination, then copies into a strided view of it; the scf route writes
// each row in place under an scf.if with no result.
// LINALG-LABEL: func.func @on_buffers_interior(
//  LINALG-SAME:     %[[X:.*]]: memref<3x4xf32>, %[[D:.*]]: memref<7x9xf32>)
//       LINALG:   linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : memref<7x9xf32>)
//       LINALG:   %[[V:.*]] = memref.subview %[[D]][1, 1] [3, 4] [2, 2] : memref<7x9xf32> to memref<3x4xf32, strided<[18, 2], offset: 10>>
//       LINALG:   linalg.copy ins(%[[X]] : memref<3x4xf32>) outs(%[[V]] :
//  LINALG-NEXT:   return
// SCF-LABEL: func.func @on_buffers_interior(
//  SCF-SAME:     %[[X:.*]]: memref<3x4xf32>, %[[D:.*]]: memref<7x9xf32>)
//       SCF:   scf.for %[[I:.*]] = %c0 to %c7 step %c1 {
//       SCF:     scf.if %{{.*}} {
//       SCF:       %[[ROW:.*]] = memref.subview %[[D]][%[[I]], 0] [1, 9] [1, 1] : memref<7x9xf32> to memref<9xf32, strided<[1], offset: ?>>
//       SCF:       linalg.fill ins(%{{.*}} : f32) outs(%[[ROW]] :
//       SCF:       %[[SRC:.*]] = memref.subview %[[X]][%{{.*}}, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
//       SCF:       %[[DST:.*]] = memref.subview %[[D]][%[[I]], 1] [1, 4] [1, 2] : memref<7x9xf32> to memref<4xf32, strided<[2], offset: ?>>
//       SCF:       linalg.copy ins(%[[SRC]] : {{.*}}) outs(%[[DST]] :
//       SCF:     } else {
//       SCF:       linalg.fill
//       SCF:     }
//   SCF-NOT:   scf.yield
//       SCF:   return
func.func @on_buffers_interior(%x: memref<3x4xf32>, %d: memref<7x9xf32>) {
  pad.pad_into constant %x below[1, 1] above[1, 1] interior[1, 1] into %d : memref<3x4xf32> to memref<7x9xf32>
  return
}
