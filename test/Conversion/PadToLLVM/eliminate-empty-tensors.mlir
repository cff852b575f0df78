// RUN: pad-opt %s --pad-eliminate-empty-tensors --split-input-file | FileCheck %s
// RUN: pad-opt %s --eliminate-empty-tensors --split-input-file | FileCheck %s --check-prefix=UPSTREAM

// The shape of a pad tiled into row bands and written into a caller's
// buffer: a first band inserted straight into the output's tensor.empty,
// then the rest, then the whole into %out. Upstream's elimination visits
// the band first and makes its tensor.empty a slice of the output's, which
// then survives the final insertion (bufferization would allocate the
// output and copy it); a second round writes the band into %out too.
// CHECK-LABEL: func.func @band_then_destination(
//  CHECK-SAME:     %[[A:.*]]: tensor<1x7xf32>, %[[B:.*]]: tensor<5x7xf32>, %[[OUT:.*]]: memref<6x7xf32>)
//   CHECK-NOT:   tensor.empty
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
//   CHECK-NOT:   tensor.empty
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[T]][0, 0] [1, 7] [1, 1]
//       CHECK:   %[[C:.*]] = linalg.copy ins(%[[A]] : tensor<1x7xf32>) outs(%[[S]] : tensor<1x7xf32>)
//       CHECK:   %[[I0:.*]] = tensor.insert_slice %[[C]] into %[[T]][0, 0] [1, 7] [1, 1]
//       CHECK:   %[[I1:.*]] = tensor.insert_slice %[[B]] into %[[I0]][1, 0] [5, 7] [1, 1]
//       CHECK:   bufferization.materialize_in_destination %[[I1]] in writable %[[OUT]]
//   CHECK-NOT:   tensor.empty
// UPSTREAM-LABEL: func.func @band_then_destination(
//       UPSTREAM:   %[[E:.*]] = tensor.empty() : tensor<6x7xf32>
//       UPSTREAM:   tensor.extract_slice %[[E]][0, 0] [1, 7] [1, 1]
func.func @band_then_destination(%a: tensor<1x7xf32>, %b: tensor<5x7xf32>, %out: memref<6x7xf32>) {
  %e = tensor.empty() : tensor<6x7xf32>
  %r = tensor.empty() : tensor<1x7xf32>
  %c = linalg.copy ins(%a : tensor<1x7xf32>) outs(%r : tensor<1x7xf32>) -> tensor<1x7xf32>
  %0 = tensor.insert_slice %c into %e[0, 0] [1, 7] [1, 1] : tensor<1x7xf32> into tensor<6x7xf32>
  %1 = tensor.insert_slice %b into %0[1, 0] [5, 7] [1, 1] : tensor<5x7xf32> into tensor<6x7xf32>
  bufferization.materialize_in_destination %1 in restrict writable %out : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// -----

// Without a destination there is nothing to write into: the IR is what
// upstream's elimination leaves (here: unchanged), not that of a fold.
// CHECK-LABEL: func.func @band_returned(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<6x7xf32>
//       CHECK:   %[[R:.*]] = tensor.empty() : tensor<1x7xf32>
//       CHECK:   %[[C:.*]] = linalg.copy ins(%{{.*}} : tensor<1x7xf32>) outs(%[[R]] : tensor<1x7xf32>)
//       CHECK:   tensor.insert_slice %[[C]] into %[[E]][0, 0] [1, 7] [1, 1]
// UPSTREAM-LABEL: func.func @band_returned(
//       UPSTREAM:   %[[E:.*]] = tensor.empty() : tensor<6x7xf32>
//       UPSTREAM:   %[[R:.*]] = tensor.empty() : tensor<1x7xf32>
func.func @band_returned(%a: tensor<1x7xf32>, %b: tensor<5x7xf32>) -> tensor<6x7xf32> {
  %e = tensor.empty() : tensor<6x7xf32>
  %r = tensor.empty() : tensor<1x7xf32>
  %c = linalg.copy ins(%a : tensor<1x7xf32>) outs(%r : tensor<1x7xf32>) -> tensor<1x7xf32>
  %0 = tensor.insert_slice %c into %e[0, 0] [1, 7] [1, 1] : tensor<1x7xf32> into tensor<6x7xf32>
  %1 = tensor.insert_slice %b into %0[1, 0] [5, 7] [1, 1] : tensor<5x7xf32> into tensor<6x7xf32>
  return %1 : tensor<6x7xf32>
}
