// RUN: pad-opt %s --raise-tensor-pad --split-input-file | FileCheck %s

// A value defined outside the region becomes `value`; static pads carry over.
// CHECK-LABEL: func.func @outside_value
//  CHECK-SAME:   (%[[X:.*]]: tensor<3x4xf32>, %[[V:.*]]: f32)
//       CHECK:   %[[R:.*]] = pad.pad constant %[[X]] below[1, 2] above[2, 3] value %[[V]] : tensor<3x4xf32> to tensor<6x9xf32>
//       CHECK:   return %[[R]]
func.func @outside_value(%x: tensor<3x4xf32>, %v: f32) -> tensor<6x9xf32> {
  %r = tensor.pad %x low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<6x9xf32>
  return %r : tensor<6x9xf32>
}

// -----

// A constant inside the region is cloned before the pad; dynamic pads and
// extents carry over.
// CHECK-LABEL: func.func @constant_inside
//  CHECK-SAME:   (%[[X:.*]]: tensor<?x4xi32>, %[[LO:.*]]: index, %[[HI:.*]]: index)
//       CHECK:   %[[C:.*]] = arith.constant 7 : i32
//       CHECK:   %[[R:.*]] = pad.pad constant %[[X]] below[%[[LO]], 0] above[1, %[[HI]]] value %[[C]] : tensor<?x4xi32> to tensor<?x?xi32>
//       CHECK:   return %[[R]]
func.func @constant_inside(%x: tensor<?x4xi32>, %lo: index, %hi: index) -> tensor<?x?xi32> {
  %r = tensor.pad %x low[%lo, 0] high[1, %hi] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 7 : i32
    tensor.yield %c : i32
  } : tensor<?x4xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

// -----

// A constant defined before the pad stays where it is.
// CHECK-LABEL: func.func @constant_outside
//       CHECK:   %[[C:.*]] = arith.constant 2.500000e+00 : f64
//       CHECK:   %[[R:.*]] = pad.pad constant %{{.*}} below[0] above[2] value %[[C]] : tensor<2xf64> to tensor<4xf64>
//   CHECK-NOT:   tensor.pad
func.func @constant_outside(%x: tensor<2xf64>) -> tensor<4xf64> {
  %c = arith.constant 2.5 : f64
  %r = tensor.pad %x low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : f64
  } : tensor<2xf64> to tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

// A region that depends on the index is not a constant pad: unchanged.
// CHECK-LABEL: func.func @index_dependent
//       CHECK:   tensor.pad
//       CHECK:   tensor.yield %{{.*}} : index
//   CHECK-NOT:   pad.pad
func.func @index_dependent(%x: tensor<3xindex>) -> tensor<5xindex> {
  %r = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex> to tensor<5xindex>
  return %r : tensor<5xindex>
}

// -----

// A value computed inside the region (not a constant): unchanged.
// CHECK-LABEL: func.func @computed_inside
//       CHECK:   tensor.pad
//       CHECK:   arith.addf
//   CHECK-NOT:   pad.pad
func.func @computed_inside(%x: tensor<3xf32>, %v: f32) -> tensor<5xf32> {
  %r = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    %w = arith.addf %v, %v : f32
    tensor.yield %w : f32
  } : tensor<3xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// `nofold` asks for a copy that pad.pad's folder would remove: unchanged.
// CHECK-LABEL: func.func @nofold
//       CHECK:   tensor.pad %{{.*}} nofold
//   CHECK-NOT:   pad.pad
func.func @nofold(%x: tensor<3xf32>, %v: f32) -> tensor<3xf32> {
  %r = tensor.pad %x nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<3xf32> to tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// Complex elements; a pad whose amounts are all zero is raised as it is
// (the raising folds nothing: --canonicalize then folds it to its source).
// CHECK-LABEL: func.func @complex_and_zero_pad
//  CHECK-SAME:   (%[[X:.*]]: tensor<2xcomplex<f32>>, %[[V:.*]]: complex<f32>)
//       CHECK:   %[[R:.*]] = pad.pad constant %[[X]] below[1] above[0] value %[[V]] : tensor<2xcomplex<f32>> to tensor<3xcomplex<f32>>
//       CHECK:   %[[Z:.*]] = pad.pad constant %[[X]] below[0] above[0] value %[[V]] : tensor<2xcomplex<f32>> to tensor<2xcomplex<f32>>
//       CHECK:   return %[[R]], %[[Z]]
func.func @complex_and_zero_pad(%x: tensor<2xcomplex<f32>>, %v: complex<f32>) -> (tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %r = tensor.pad %x low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : complex<f32>
  } : tensor<2xcomplex<f32>> to tensor<3xcomplex<f32>>
  %z = tensor.pad %x low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : complex<f32>
  } : tensor<2xcomplex<f32>> to tensor<2xcomplex<f32>>
  return %r, %z : tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>
}

// -----

// Pads nested in other regions are raised too.
// CHECK-LABEL: func.func @nested
//       CHECK:   scf.for
//       CHECK:     pad.pad constant
//   CHECK-NOT:   tensor.pad
func.func @nested(%x: tensor<2xf32>, %v: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<4xf32> {
    %p = tensor.pad %x low[1] high[1] {
    ^bb0(%j: index):
      tensor.yield %v : f32
    } : tensor<2xf32> to tensor<4xf32>
    scf.yield %p : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// The raising rewrites the pad and nothing else: a pad of a constant stays a
// pad (the greedy driver would fold it to a constant), and an unrelated
// foldable op and a dead op stay as they are.
// CHECK-LABEL: func.func @rewrites_only_the_pad
//       CHECK:   %[[X:.*]] = arith.constant dense<[1, 2]> : tensor<2xi32>
//       CHECK:   %[[A:.*]] = arith.constant 3 : i32
//       CHECK:   %[[B:.*]] = arith.constant 4 : i32
//       CHECK:   %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
//       CHECK:   %[[DEAD:.*]] = arith.muli %[[A]], %[[B]] : i32
//       CHECK:   %[[R:.*]] = pad.pad constant %[[X]] below[1] above[0] value %[[S]] : tensor<2xi32> to tensor<3xi32>
//       CHECK:   return %[[R]]
func.func @rewrites_only_the_pad() -> tensor<3xi32> {
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %s = arith.addi %a, %b : i32
  %dead = arith.muli %a, %b : i32
  %r = tensor.pad %x low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %s : i32
  } : tensor<2xi32> to tensor<3xi32>
  return %r : tensor<3xi32>
}
