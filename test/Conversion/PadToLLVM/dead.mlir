// RUN: pad-opt %s --pad-to-destination-style -split-input-file | FileCheck %s --check-prefix=FORM
// RUN: pad-opt %s --pad-to-llvm=lowering=linalg -split-input-file | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm=lowering=scf -split-input-file | FileCheck %s --check-prefix=LLVM

// A producer that fusion leaves behind: the whole pad, read only by a slice
// that nothing reads. --pad-to-destination-style treats it as measured
// (isMeasured): nothing reads its values, so it becomes an empty tensor of
// its extents, and nothing is allocated or written for it (as a form, it
// would be bufferized and run for nothing: W1F's fused kernels once
// allocated and wrote a whole second output). No pass of the pipeline
// erases dead code for it.
// FORM-LABEL: func.func @dead_producer(
//   FORM-NOT:   pad.pad_into
//       FORM:   %[[E:.*]] = tensor.empty() : tensor<1x4x134x134xf32>
//       FORM:   tensor.extract_slice %[[E]][0, 1, 0, 0] [1, 1, 4, 22] [1, 1, 1, 1]
//   FORM-NOT:   pad.pad_into
// LLVM-LABEL: llvm.func @dead_producer(
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   llvm.store
//       LLVM:   llvm.return
func.func @dead_producer(%x: tensor<1x4x128x128xf32>) {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] value %c : tensor<1x4x128x128xf32> to tensor<1x4x134x134xf32>
  %s = tensor.extract_slice %p[0, 1, 0, 0] [1, 1, 4, 22] [1, 1, 1, 1] : tensor<1x4x134x134xf32> to tensor<1x1x4x22xf32>
  return
}

// -----

// A pad that nothing reads at all keeps its run-time checks (the pad aborts
// on a dynamic pad that breaks rule 9), and writes nothing.
// FORM-LABEL: func.func @unused(
//       FORM:   cf.assert
//   FORM-NOT:   pad.pad_into
//       FORM:   tensor.empty(%{{.*}}) : tensor<?x10xf32>
//   FORM-NOT:   pad.pad_into
// LLVM-LABEL: llvm.func @unused(
//   LLVM-NOT:   llvm.call @malloc
//       LLVM:   llvm.call @abort
//   LLVM-NOT:   llvm.call @malloc
//       LLVM:   llvm.return
func.func @unused(%x: tensor<6x8xf32>, %n: index) {
  %p = pad.pad reflect %x below[%n, 1] above[1, 1] : tensor<6x8xf32> to tensor<?x10xf32>
  return
}

// -----

// A pad that is read is written, in bands of rows on the linalg route.
// FORM-LABEL: func.func @live(
//       FORM:   pad.pad_into constant
// LLVM-LABEL: llvm.func @live(
//       LLVM:   llvm.call @malloc
//       LLVM:   llvm.return
func.func @live(%x: tensor<1x4x128x128xf32>) -> tensor<1x4x134x134xf32> {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] value %c : tensor<1x4x128x128xf32> to tensor<1x4x134x134xf32>
  return %p : tensor<1x4x134x134xf32>
}
