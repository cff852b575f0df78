// RUN: pad-opt %s --raise-tensor-pad --split-input-file | FileCheck %s

// tensor.concat chains of tensor.extract_slice pieces of one source that
// equal an edge or wrap pad (spec section 6), proven element by element;
// consecutive axes merge into one pad.pad.

// Wrap on both axes: the slices come from the opposite end.
// CHECK-LABEL: func.func @wrap_2d
//  CHECK-SAME:   (%[[X:.*]]: tensor<4x5xf32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad wrap %[[X]] below[1, 0] above[2, 3] : tensor<4x5xf32> to tensor<7x8xf32>
//  CHECK-NEXT:   return %[[R]]
func.func @wrap_2d(%x: tensor<4x5xf32>) -> tensor<7x8xf32> {
  %b = tensor.extract_slice %x[3, 0] [1, 5] [1, 1] : tensor<4x5xf32> to tensor<1x5xf32>
  %a = tensor.extract_slice %x[0, 0] [2, 5] [1, 1] : tensor<4x5xf32> to tensor<2x5xf32>
  %h = tensor.concat dim(0) %b, %x, %a : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
  %w = tensor.extract_slice %h[0, 0] [7, 3] [1, 1] : tensor<7x5xf32> to tensor<7x3xf32>
  %r = tensor.concat dim(1) %h, %w : (tensor<7x5xf32>, tensor<7x3xf32>) -> tensor<7x8xf32>
  return %r : tensor<7x8xf32>
}

// -----

// Edge: a size-1 border slice, repeated.
// CHECK-LABEL: func.func @edge_1d
//  CHECK-SAME:   (%[[X:.*]]: tensor<4xi32>)
//  CHECK-NEXT:   %[[R:.*]] = pad.pad edge %[[X]] below[2] above[1] : tensor<4xi32> to tensor<7xi32>
//  CHECK-NEXT:   return %[[R]]
func.func @edge_1d(%x: tensor<4xi32>) -> tensor<7xi32> {
  %first = tensor.extract_slice %x[0] [1] [1] : tensor<4xi32> to tensor<1xi32>
  %last = tensor.extract_slice %x[3] [1] [1] : tensor<4xi32> to tensor<1xi32>
  %r = tensor.concat dim(0) %first, %first, %x, %last : (tensor<1xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>) -> tensor<7xi32>
  return %r : tensor<7xi32>
}

// -----

// Left unchanged: a strided slice, a slice of another tensor, a dynamic
// source, and border slices that are no mode's border.
// CHECK-LABEL: func.func @near_misses
//   CHECK-NOT:   pad.pad
//       CHECK:   return
func.func @near_misses(%x: tensor<4xi32>, %y: tensor<4xi32>, %d: tensor<?xi32>) -> (tensor<6xi32>, tensor<5xi32>, tensor<?xi32>, tensor<6xi32>) {
  %s = tensor.extract_slice %x[0] [2] [2] : tensor<4xi32> to tensor<2xi32>
  %a = tensor.concat dim(0) %s, %x : (tensor<2xi32>, tensor<4xi32>) -> tensor<6xi32>
  %o = tensor.extract_slice %y[3] [1] [1] : tensor<4xi32> to tensor<1xi32>
  %b = tensor.concat dim(0) %o, %x : (tensor<1xi32>, tensor<4xi32>) -> tensor<5xi32>
  %e = tensor.extract_slice %d[0] [1] [1] : tensor<?xi32> to tensor<1xi32>
  %c = tensor.concat dim(0) %e, %d : (tensor<1xi32>, tensor<?xi32>) -> tensor<?xi32>
  %m = tensor.extract_slice %x[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %n = tensor.concat dim(0) %m, %x : (tensor<2xi32>, tensor<4xi32>) -> tensor<6xi32>
  return %a, %b, %c, %n : tensor<6xi32>, tensor<5xi32>, tensor<?xi32>, tensor<6xi32>
}
