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

// -----

// The result is limited too (65536 elements), splats included: a splat
// attribute is small, but the LLVM global it would become holds every
// element (2^31 bf16 here, found by the fuzzer: 4 GiB in translation).
// CHECK-LABEL: func.func @splat_result_65537_elements()
// CHECK:         %[[X:.+]] = arith.constant dense<5.000000e-01> : tensor<5xbf16>
// CHECK:         pad.pad symmetric %[[X]] below[65528] above[4]
func.func @splat_result_65537_elements() -> tensor<65537xbf16> {
  %x = arith.constant dense<0.5> : tensor<5xbf16>
  %r = pad.pad symmetric %x below[65528] above[4] : tensor<5xbf16> to tensor<65537xbf16>
  return %r : tensor<65537xbf16>
}

// -----

// CHECK-LABEL: func.func @splat_result_65536_elements()
// CHECK:         %[[R:.+]] = arith.constant dense<5.000000e-01> : tensor<65536xbf16>
// CHECK:         return %[[R]]
func.func @splat_result_65536_elements() -> tensor<65536xbf16> {
  %x = arith.constant dense<0.5> : tensor<5xbf16>
  %r = pad.pad symmetric %x below[65527] above[4] : tensor<5xbf16> to tensor<65536xbf16>
  return %r : tensor<65536xbf16>
}

// -----

// An empty result counts its non-zero extents: a constant of type
// tensor<2^62 x 0> would become an LLVM array of 2^62 empty arrays, which
// the translation to LLVM IR cannot build.
// CHECK-LABEL: func.func @empty_result_huge_extent()
// CHECK:         pad.pad constant
func.func @empty_result_huge_extent() -> tensor<4611686018427387904x0xf32> {
  %c = arith.constant dense<1.0> : tensor<4x1xf32>
  %r = pad.pad constant %c below[4611686018427387900, -1] above[0, 0] : tensor<4x1xf32> to tensor<4611686018427387904x0xf32>
  return %r : tensor<4611686018427387904x0xf32>
}

// -----

// CHECK-LABEL: func.func @empty_result_small()
// CHECK:         %[[R:.+]] = arith.constant dense<> : tensor<6x0xf32>
// CHECK:         return %[[R]]
func.func @empty_result_small() -> tensor<6x0xf32> {
  %c = arith.constant dense<1.0> : tensor<4x1xf32>
  %r = pad.pad constant %c below[1, -1] above[1, 0] : tensor<4x1xf32> to tensor<6x0xf32>
  return %r : tensor<6x0xf32>
}
