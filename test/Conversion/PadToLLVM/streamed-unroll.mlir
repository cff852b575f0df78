// The streamed row loop of a static row carries an unroll count of 8 from
// pad-row-stores through the whole pipeline into LLVM IR, in both routes:
// never fully unrolled. Rows of dynamic length, and cached rows, carry none
// (LLVM's own choice). Outlining is off: these pads are small.
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg streaming-threshold=4096 outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefixes=CHECK,LINALG
// RUN: pad-opt %s --pad-to-llvm="lowering=scf streaming-threshold=4096 outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefixes=CHECK,SCF
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg streaming-threshold=-1 outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=CACHED

// The linalg route's bands of rows of dynamic length are written by a kernel
// that the module shares, told whether the pad's output is large enough to
// stream; it comes after the pads' functions. The scf route writes such
// rows one at a time, in place.
// LINALG-LABEL: define {{.*}} @streamed_dynamic(
//       LINALG:   call void @__pad_row_copy(
//   LINALG-NOT:   !llvm.loop
//       LINALG: {{^}}}
// SCF-LABEL: define {{.*}} @streamed_dynamic(
//       SCF:   store <16 x float> {{.*}}, !nontemporal
//   SCF-NOT:   !llvm.loop
//       SCF: {{^}}}
func.func @streamed_dynamic(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: define {{.*}} @streamed(
//       CHECK:   store <16 x float> {{.*}}, !nontemporal
//       CHECK:   br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
//       LINALG: define internal void @__pad_row_copy(
//       LINALG:   store <16 x float> {{.*}}, !nontemporal
//   LINALG-NOT:   !llvm.loop
//       LINALG: {{^}}}
//       CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[COUNT:[0-9]+]]}
//       CHECK: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 8}

// CACHED-NOT: !nontemporal
// CACHED-NOT: !llvm.loop
func.func @streamed(%x: tensor<64x64xf32>) -> tensor<66x66xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  return %r : tensor<66x66xf32>
}
