// RUN: pad-opt %s --pad-tile-rows | FileCheck %s

// A producer that fusion leaves behind: the whole pad, read only by a slice
// that nothing reads. --pad-tile-rows erases it (and the slice) first;
// tiled into bands, it would be bufferized and run for nothing (W1F's fused
// kernels allocated and wrote a whole second output).
// CHECK-LABEL: func.func @dead_producer(
//  CHECK-SAME:     %[[X:.*]]: tensor<1x4x128x128xf32>, %[[T:.*]]: tensor<1x1x4x22xf32>)
//   CHECK-NOT:   pad.pad
//   CHECK-NOT:   scf.for
//   CHECK-NOT:   tensor.extract_slice
//       CHECK:   return %[[T]]
func.func @dead_producer(%x: tensor<1x4x128x128xf32>, %t: tensor<1x1x4x22xf32>) -> tensor<1x1x4x22xf32> {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] value %c : tensor<1x4x128x128xf32> to tensor<1x4x134x134xf32>
  %s = tensor.extract_slice %p[0, 1, 0, 0] [1, 1, 4, 22] [1, 1, 1, 1] : tensor<1x4x134x134xf32> to tensor<1x1x4x22xf32>
  return %t : tensor<1x1x4x22xf32>
}

// A pad that is used is tiled as before.
// CHECK-LABEL: func.func @live(
//       CHECK:   scf.for
//       CHECK:   pad.pad {{.*}} {pad.checked}
func.func @live(%x: tensor<1x4x128x128xf32>) -> tensor<1x4x134x134xf32> {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] value %c : tensor<1x4x128x128xf32> to tensor<1x4x134x134xf32>
  return %p : tensor<1x4x134x134xf32>
}
