// The code generation of --pad-to-llvm applies only to what a pad lowering
// created (spec section 2). A module of the user's own fills and copies,
// with no pad, comes out as upstream's plain pipeline lowers it: scalar
// loops, `llvm.intr.memcpy` for contiguous copies, `memrefCopy` for strided
// ones, and no vector code. The same CHECK lines hold for upstream.
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="outline-max-bytes=-1 parallel=true" | FileCheck %s
// RUN: pad-opt %s %plain_pipeline | FileCheck %s

// CHECK-NOT: vector<
// CHECK-NOT: nontemporal
// CHECK-NOT: llvm.fence

// CHECK-LABEL: llvm.func @memref_ops
// The contiguous memref.copy is a memcpy (fills and linalg.copy are loops).
// CHECK: "llvm.intr.memcpy"
// A copy into a stride-2 view: upstream's runtime function, which writes
// only the view's elements.
// CHECK: llvm.call @memrefCopy
// CHECK-LABEL: llvm.func @tensor_ops
// CHECK: llvm.call @memrefCopy
func.func @memref_ops(%src: memref<64x64xf32>, %dst: memref<64x64xf32>,
                      %big: memref<66x130xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%dst : memref<64x64xf32>)
  memref.copy %src, %dst : memref<64x64xf32> to memref<64x64xf32>
  linalg.copy ins(%src : memref<64x64xf32>) outs(%dst : memref<64x64xf32>)
  %rows = memref.subview %big[1, 0] [64, 130] [1, 1] : memref<66x130xf32> to memref<64x130xf32, strided<[130, 1], offset: 130>>
  %rows2 = memref.subview %rows[0, 0] [64, 128] [1, 1] : memref<64x130xf32, strided<[130, 1], offset: 130>> to memref<64x128xf32, strided<[130, 1], offset: 130>>
  linalg.fill ins(%v : f32) outs(%rows2 : memref<64x128xf32, strided<[130, 1], offset: 130>>)
  %even = memref.subview %rows[0, 1] [64, 64] [1, 2] : memref<64x130xf32, strided<[130, 1], offset: 130>> to memref<64x64xf32, strided<[130, 2], offset: 131>>
  memref.copy %src, %even : memref<64x64xf32> to memref<64x64xf32, strided<[130, 2], offset: 131>>
  linalg.copy ins(%src : memref<64x64xf32>) outs(%even : memref<64x64xf32, strided<[130, 2], offset: 131>>)
  return
}

func.func @tensor_ops(%x: tensor<64x64xf32>, %out: tensor<66x130xf32> {bufferization.writable = true}, %v: f32) -> tensor<66x130xf32> {
  %filled = linalg.fill ins(%v : f32) outs(%out : tensor<66x130xf32>) -> tensor<66x130xf32>
  %r = tensor.insert_slice %x into %filled[1, 1] [64, 64] [1, 2] : tensor<64x64xf32> into tensor<66x130xf32>
  return %r : tensor<66x130xf32>
}
