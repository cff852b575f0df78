// The streamed row loop's unroll count survives the whole pipeline into
// LLVM IR as loop metadata, in both routes; cached rows carry none.
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg streaming-threshold=4096" | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="lowering=scf streaming-threshold=4096" | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg streaming-threshold=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=CACHED

// CHECK-LABEL: define {{.*}} @streamed(
//       CHECK:   store <16 x float> {{.*}}, !nontemporal
//       CHECK:   br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
//       CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[COUNT:[0-9]+]]}
//       CHECK: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 8}

// CACHED-NOT: !nontemporal
// CACHED-NOT: !llvm.loop
func.func @streamed(%x: tensor<64x64xf32>) -> tensor<66x66xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  return %r : tensor<66x66xf32>
}
