// RUN: pad-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(pad-row-stores{vector-bytes=48})'
// RUN: pad-opt %s --split-input-file --verify-diagnostics --pad-to-llvm="vector-bytes=-32"

// A vector width the kernels have no layout for.
// expected-error @below {{pad-row-stores: vector-bytes must be 0 (the host's), 16, 32 or 64, not}}
module {
  func.func @f(%dst: memref<8xf32>, %v: f32) {
    linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%dst : memref<8xf32>)
    return
  }
}
