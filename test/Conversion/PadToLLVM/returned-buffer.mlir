// The spec's function-boundary contract: identity layouts, the result is a
// fresh malloc'ed buffer returned to the caller, and nothing is left
// outside the LLVM dialect.
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir -o /dev/null
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | FileCheck %s

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.call @malloc
// CHECK-NOT: llvm.call @free
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_f(
// CHECK-NOT: pad.pad
// CHECK-NOT: {{ (tensor|memref|linalg|scf|cf|arith)\.}}
func.func @f(%x: tensor<4x5xf32>) -> tensor<6x7xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}
