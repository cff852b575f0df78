// The streamed loop of a static row carries an unroll count of 8 (never
// fully unrolled), in both routes; rows of dynamic length, including those
// of the shared kernels, and cached rows carry none (LLVM's own choice).
// RUN: pad-opt %s --convert-pad-to-vector="lowering=linalg streaming-threshold=4096 band-bytes=-1 outline-max-bytes=-1" | FileCheck %s --check-prefixes=VEC,VEC-LINALG
// RUN: pad-opt %s --convert-pad-to-vector="lowering=scf streaming-threshold=4096 outline-max-bytes=-1" | FileCheck %s --check-prefixes=VEC,VEC-SCF
// RUN: pad-opt %s --convert-pad-to-vector="lowering=linalg streaming-threshold=-1 band-bytes=-1 outline-max-bytes=-1" | FileCheck %s --check-prefix=VEC-CACHED
// The annotation reaches LLVM IR through the whole pipeline as
// !llvm.loop metadata. Outlining is off: these pads are small.
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg streaming-threshold=4096 outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefixes=CHECK,LINALG
// RUN: pad-opt %s --pad-to-llvm="lowering=scf streaming-threshold=4096 outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefixes=CHECK,SCF
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg streaming-threshold=-1 outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=CACHED

//       VEC: #[[$UNROLL:.*]] = #llvm.loop_unroll<count = 8 : i32>
//       VEC: #[[$STREAMED:.*]] = #llvm.loop_annotation<unroll = #[[$UNROLL]]>
// VEC-CACHED-NOT: loop_annotation
// VEC-CACHED-NOT: nontemporal

// The linalg route's box of rows of dynamic length is written by the kernel
// the module shares, told whether the pad's output is large enough to
// stream; it comes after the pads' functions. The scf route writes such rows
// one at a time, in place.
// VEC-LABEL: func.func @streamed_dynamic(
// VEC-LINALG:   call @__pad_row_copy_2d_i32_{{[0-9]+}}(
// VEC-SCF:      vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32, strided<[1], offset: ?>>, vector<16xf32>
// VEC-SCF-NEXT: }{{$}}
//   VEC-NOT:   loop_annotation
//       VEC:   return
// LINALG-LABEL: define {{.*}} @streamed_dynamic(
//       LINALG:   call void @__pad_row_copy_2d_i32_{{[0-9]+}}(
//   LINALG-NOT:   !llvm.loop
//       LINALG: {{^}}}
// SCF-LABEL: define {{.*}} @streamed_dynamic(
//       SCF:   store <16 x float> {{.*}}, !nontemporal
//   SCF-NOT:   !llvm.loop
//       SCF: {{^}}}
func.func @streamed_dynamic(%x: memref<?x?xf32>, %d: memref<?x?xf32>) {
  pad.pad_into reflect %x below[1, 1] above[1, 1] into %d : memref<?x?xf32> to memref<?x?xf32>
  return
}

// VEC-LABEL: func.func @streamed(
//       VEC:   vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<{{\?|64}}xf32, strided<[1], offset: ?>>, vector<16xf32>
//  VEC-NEXT:   } {loop_annotation = #[[$STREAMED]]}
//   VEC-NOT:   loop_annotation
//       VEC:   llvm.fence seq_cst
//   VEC-NOT:   loop_annotation
//       VEC:   return
// VEC-LINALG-LABEL: func.func private @__pad_row_copy_2d_i32_{{[0-9]+}}(
//       VEC-LINALG:   vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
//  VEC-LINALG-NEXT:   }{{$}}
//   VEC-LINALG-NOT:   loop_annotation

// CHECK-LABEL: define {{.*}} @streamed(
//       CHECK:   store <16 x float> {{.*}}, !nontemporal
//       CHECK:   br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
//       LINALG: define internal void @__pad_row_copy_2d_i32_{{[0-9]+}}(
//       LINALG:   store <16 x i32> {{.*}}, !nontemporal
//   LINALG-NOT:   !llvm.loop
//       LINALG: {{^}}}
//       CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[COUNT:[0-9]+]]}
//       CHECK: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 8}

// CACHED-NOT: !nontemporal
// CACHED-NOT: !llvm.loop
func.func @streamed(%x: memref<64x64xf32>, %d: memref<66x66xf32>) {
  pad.pad_into reflect %x below[1, 1] above[1, 1] into %d : memref<64x64xf32> to memref<66x66xf32>
  return
}
