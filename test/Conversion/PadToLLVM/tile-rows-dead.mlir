// RUN: pad-opt %s --pad-to-destination-style | FileCheck %s --check-prefix=FORM
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows | FileCheck %s

// A producer that fusion leaves behind: the whole pad, read only by a slice
// that nothing reads. --pad-to-destination-style makes it a form into a
// tensor.empty like any other pad (FORM); --pad-tile-rows erases the dead
// form (with the slice and its tensor.empty) first; tiled into bands, it
// would be bufferized and run for nothing (W1F's fused kernels allocated and
// wrote a whole second output).
// FORM-LABEL: func.func @dead_producer(
//       FORM:   %[[E:.*]] = tensor.empty() : tensor<1x4x134x134xf32>
//       FORM:   %[[P:.*]] = pad.pad_into constant %{{.*}} below[0, 0, 3, 3] above[0, 0, 3, 3] value %{{.*}} into %[[E]]
//       FORM:   tensor.extract_slice %[[P]][0, 1, 0, 0] [1, 1, 4, 22] [1, 1, 1, 1]
// CHECK-LABEL: func.func @dead_producer(
//  CHECK-SAME:     %[[X:.*]]: tensor<1x4x128x128xf32>, %[[T:.*]]: tensor<1x1x4x22xf32>)
//   CHECK-NOT:   pad.pad
//   CHECK-NOT:   tensor.empty
//   CHECK-NOT:   scf.for
//   CHECK-NOT:   tensor.extract_slice
//       CHECK:   return %[[T]]
func.func @dead_producer(%x: tensor<1x4x128x128xf32>, %t: tensor<1x1x4x22xf32>) -> tensor<1x1x4x22xf32> {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] value %c : tensor<1x4x128x128xf32> to tensor<1x4x134x134xf32>
  %s = tensor.extract_slice %p[0, 1, 0, 0] [1, 1, 4, 22] [1, 1, 1, 1] : tensor<1x4x134x134xf32> to tensor<1x1x4x22xf32>
  return %t : tensor<1x1x4x22xf32>
}

// A pad that is used is tiled as before: its form becomes bands, each a form
// writing into a slice of the loop's iteration argument, inserted back.
// CHECK-LABEL: func.func @live(
//       CHECK:   scf.for
//       CHECK:     scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:.*]] = %{{.*}})
//   CHECK-NOT:       cf.assert
//       CHECK:       %[[OUT:.*]] = tensor.extract_slice %[[D]][0, %{{.*}}, %[[R]], 0] [1, 1, 1, 134] [1, 1, 1, 1]
//       CHECK:       %[[BAND:.*]] = pad.pad_into constant %{{.*}} below[0, 0, 0, 3] above[0, 0, 0, 3] value %{{.*}} into %[[OUT]] : tensor<1x1x1x128xf32> to tensor<1x1x1x134xf32>
//   CHECK-NOT:       cf.assert
//       CHECK:       tensor.insert_slice %[[BAND]] into %[[D]][0, %{{.*}}, %[[R]], 0] [1, 1, 1, 134] [1, 1, 1, 1]
func.func @live(%x: tensor<1x4x128x128xf32>) -> tensor<1x4x134x134xf32> {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] value %c : tensor<1x4x128x128xf32> to tensor<1x4x134x134xf32>
  return %p : tensor<1x4x134x134xf32>
}
