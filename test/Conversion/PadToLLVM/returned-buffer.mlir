// The spec's function-boundary contract: identity layouts, the result is a
// fresh malloc'ed buffer returned to the caller, and nothing is left
// outside the LLVM dialect.
// RUN: pad-opt %s --pad-to-llvm=outline-max-bytes=-1 | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir -o /dev/null
// RUN: pad-opt %s --pad-to-llvm="lowering=scf outline-max-bytes=-1" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s --check-prefix=OUTLINED
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | FileCheck %s --check-prefix=OUTLINED

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.call @malloc
// CHECK-NOT: llvm.call @free
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_f(
// CHECK-NOT: pad.pad
// CHECK-NOT: {{ (tensor|memref|linalg|scf|cf|arith)\.}}

// Outlined (the default for a pad this small), the kernel allocates the
// buffer and @f returns it as it is.
// OUTLINED-LABEL: llvm.func @f(
//  OUTLINED-SAME: -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
//   OUTLINED-NOT: llvm.call @malloc
//       OUTLINED: llvm.call @__pad_reflect_2d_i32_new_{{[0-9]+}}(
//   OUTLINED-NOT: llvm.call @free
//       OUTLINED: llvm.return
//       OUTLINED: llvm.func internal @__pad_reflect_2d_i32_new_{{[0-9]+}}(
//       OUTLINED: llvm.call @malloc
//   OUTLINED-NOT: llvm.call @free
//       OUTLINED: llvm.return
//   OUTLINED-NOT: pad.pad
//   OUTLINED-NOT: {{ (tensor|memref|linalg|scf|cf|arith)\.}}
func.func @f(%x: tensor<4x5xf32>) -> tensor<6x7xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}
