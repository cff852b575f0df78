// Beside pads, the user's own fills and copies stay as the user wrote them
// when --convert-pad-to-vector has run: only the pad's are row kernels, in both
// routes. (Upstream's lowering of them is user-ops.mlir.)
// RUN: pad-opt %s --pad-to-llvm="outline-max-bytes=-1" --mlir-disable-threading --mlir-print-ir-after=convert-pad-to-vector -o /dev/null 2>&1 | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="outline-max-bytes=-1 lowering=scf" --mlir-disable-threading --mlir-print-ir-after=convert-pad-to-vector -o /dev/null 2>&1 | FileCheck %s

// CHECK-LABEL: func.func @mixed
// The pad's border rows and copied rows: vector stores.
//       CHECK:   vector.store
// The user's ops, unchanged.
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<64x64xf32>)
//       CHECK:   memref.copy %{{.*}}, %{{.*}} : memref<64x64xf32> to memref<64x64xf32, strided<[130, 2], offset: 131>>
//       CHECK:   linalg.copy ins(%{{.*}} : memref<64x64xf32>) outs(%{{.*}} : memref<64x64xf32, strided<[130, 2], offset: 131>>)
//       CHECK:   return
func.func @mixed(%x: tensor<62x62xf32>, %src: memref<64x64xf32>,
                 %dst: memref<64x64xf32>, %big: memref<66x130xf32>,
                 %v: f32) -> tensor<64x64xf32> {
  %r = pad.pad constant %x below[1, 1] above[1, 1] value %v : tensor<62x62xf32> to tensor<64x64xf32>
  linalg.fill ins(%v : f32) outs(%dst : memref<64x64xf32>)
  %even = memref.subview %big[1, 1] [64, 64] [1, 2] : memref<66x130xf32> to memref<64x64xf32, strided<[130, 2], offset: 131>>
  memref.copy %src, %even : memref<64x64xf32> to memref<64x64xf32, strided<[130, 2], offset: 131>>
  linalg.copy ins(%src : memref<64x64xf32>) outs(%even : memref<64x64xf32, strided<[130, 2], offset: 131>>)
  return %r : tensor<64x64xf32>
}
