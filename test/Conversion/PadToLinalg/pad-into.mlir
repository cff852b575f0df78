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
// LINALG: %[[COPY:.*]] = linalg.copy {pad.row_kernel = 1 : i64} ins(%[[X]] : tensor<2x3xf32>) outs(%[[WIN]] : tensor<2x3xf32>)
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

// LINALG-LABEL: func.func @on_buffers
// LINALG-NEXT: pad.pad_into edge %{{.*}} below[1, 1] above[1, 1] into %{{.*}} : memref<2x3xf32> to memref<4x5xf32>
// SCF-LABEL: func.func @on_buffers
// SCF-NEXT: pad.pad_into edge %{{.*}} below[1, 1] above[1, 1] into %{{.*}} : memref<2x3xf32> to memref<4x5xf32>
func.func @on_buffers(%x: memref<2x3xf32>, %d: memref<4x5xf32>) {
  pad.pad_into edge %x below[1, 1] above[1, 1] into %d : memref<2x3xf32> to memref<4x5xf32>
  return
}
