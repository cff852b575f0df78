// RUN: pad-opt %s -split-input-file --transform-interpreter | FileCheck %s

// A decomposed convolution reads windows of a pad's tile: transfer_reads of
// boxes of its result, through static tensor.extract_slices (rank-reducing
// or not). transform.pad.vectorize answers each from the pad's vector (a
// vector.extract_strided_slice), so the tile is never written and no
// buffer holds it.

// CHECK-LABEL: func.func @window_reads(
//  CHECK-SAME:   %[[X:.*]]: tensor<1x2x8xf32>)
//   CHECK-NOT:   tensor.empty
//   CHECK-NOT:   vector.transfer_write
//       CHECK:   %[[V:.*]] = vector.insert %{{.*}} [0, 2] : vector<8xf32> into vector<1x3x8xf32>
// The rank-reducing slice [0, 0, 0] [1, 3, 8], read whole as vector<3x8>.
//       CHECK:   %[[A:.*]] = vector.shape_cast %[[V]] : vector<1x3x8xf32> to vector<3x8xf32>
// A read at [1, 2] of the same slice, of 4 lanes.
//       CHECK:   %[[B:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0, 1, 2], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x8xf32> to vector<1x1x4xf32>
//       CHECK:   %[[B1:.*]] = vector.shape_cast %[[B]] : vector<1x1x4xf32> to vector<4xf32>
// A read of rows 1-2 through a slice that keeps the leading dimension.
//       CHECK:   %[[C:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0, 1, 0], sizes = [1, 2, 8], strides = [1, 1, 1]} : vector<1x3x8xf32> to vector<1x2x8xf32>
//       CHECK:   return %[[A]], %[[B1]], %[[C]]
func.func @window_reads(%x: tensor<1x2x8xf32>) -> (vector<3x8xf32>, vector<4xf32>, vector<1x2x8xf32>) {
  %p = pad.pad reflect %x below[0, 1, 0] above[0, 0, 0] : tensor<1x2x8xf32> to tensor<1x3x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %s = tensor.extract_slice %p[0, 0, 0] [1, 3, 8] [1, 1, 1] : tensor<1x3x8xf32> to tensor<3x8xf32>
  %a = vector.transfer_read %s[%c0, %c0], %cst : tensor<3x8xf32>, vector<3x8xf32>
  %b = vector.transfer_read %s[%c1, %c2], %cst {in_bounds = [true]} : tensor<3x8xf32>, vector<4xf32>
  %t = tensor.extract_slice %p[0, 1, 0] [1, 2, 8] [1, 1, 1] : tensor<1x3x8xf32> to tensor<1x2x8xf32>
  %c = vector.transfer_read %t[%c0, %c0, %c0], %cst : tensor<1x2x8xf32>, vector<1x2x8xf32>
  return %a, %b, %c : vector<3x8xf32>, vector<4xf32>, vector<1x2x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pads : !transform.any_op
    transform.yield
  }
}

// -----

// A read that may run past the tile (its padding then shows) or is masked
// is not a box of the vector: the tile is written and read as before.
// CHECK-LABEL: func.func @not_boxes(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<1x3x8xf32>
//       CHECK:   %[[W:.*]] = vector.transfer_write %{{.*}}, %[[E]]
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[W]][0, 0, 0] [1, 3, 8] [1, 1, 1]
//       CHECK:   vector.transfer_read %[[S]][%{{.*}}, %{{.*}}], %{{.*}} : tensor<3x8xf32>, vector<4xf32>
//       CHECK:   vector.transfer_read %[[S]][%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : tensor<3x8xf32>, vector<3x8xf32>
func.func @not_boxes(%x: tensor<1x2x8xf32>, %m: vector<3x8xi1>) -> (vector<4xf32>, vector<3x8xf32>) {
  %p = pad.pad edge %x below[0, 1, 0] above[0, 0, 0] : tensor<1x2x8xf32> to tensor<1x3x8xf32>
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %cst = arith.constant 0.0 : f32
  %s = tensor.extract_slice %p[0, 0, 0] [1, 3, 8] [1, 1, 1] : tensor<1x3x8xf32> to tensor<3x8xf32>
  %a = vector.transfer_read %s[%c0, %c6], %cst : tensor<3x8xf32>, vector<4xf32>
  %b = vector.transfer_read %s[%c0, %c0], %cst, %m : tensor<3x8xf32>, vector<3x8xf32>
  return %a, %b : vector<4xf32>, vector<3x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %pads : !transform.any_op
    transform.yield
  }
}
