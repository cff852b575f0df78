// A pad whose result is inserted into a writable function argument writes
// straight into that buffer: no allocation, no clone, in both routes.
// RUN: pad-opt %s --pad-to-llvm=lowering=linalg | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | FileCheck %s

// CHECK-NOT: llvm.call @malloc
// CHECK-LABEL: llvm.func @pad_into
// CHECK-NOT: llvm.call @malloc
// CHECK: llvm.return
func.func @pad_into(%x: tensor<4x5xf32>, %out: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  %w = tensor.insert_slice %r into %out[0, 0] [6, 7] [1, 1] : tensor<6x7xf32> into tensor<6x7xf32>
  return %w : tensor<6x7xf32>
}
