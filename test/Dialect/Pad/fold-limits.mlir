// RUN: pad-opt %s --canonicalize --split-input-file | FileCheck %s

// The spec's size limit of the constant folder: an `arg` of at most 4096
// elements folds, a larger one is left alone. Both inputs are splats in edge
// mode, so the expected result is the same splat (every output element is a
// copy of an input element).

// CHECK-LABEL: func.func @arg_4096_elements()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<3> : tensor<4098xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<4098xi32>
func.func @arg_4096_elements() -> tensor<4098xi32> {
  %x = arith.constant dense<3> : tensor<4096xi32>
  %r = pad.pad edge %x below[1] above[1] : tensor<4096xi32> to tensor<4098xi32>
  return %r : tensor<4098xi32>
}

// -----

// CHECK-LABEL: func.func @arg_4097_elements()
// CHECK:         %[[X:.+]] = arith.constant dense<3> : tensor<4097xi32>
// CHECK:         %[[R:.+]] = pad.pad edge %[[X]] below[1] above[1] : tensor<4097xi32> to tensor<4099xi32>
// CHECK:         return %[[R]] : tensor<4099xi32>
func.func @arg_4097_elements() -> tensor<4099xi32> {
  %x = arith.constant dense<3> : tensor<4097xi32>
  %r = pad.pad edge %x below[1] above[1] : tensor<4097xi32> to tensor<4099xi32>
  return %r : tensor<4099xi32>
}
