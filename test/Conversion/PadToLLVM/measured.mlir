// RUN: pad-opt %s --pad-to-llvm=lowering=linalg | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg outline-max-bytes=-1" | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --convert-pad-to-linalg | FileCheck %s --check-prefix=TENSOR
// RUN: pad-opt %s --convert-pad-to-scf | FileCheck %s --check-prefix=TENSOR

// A pad whose result only tensor.dim reads (a consumer that transform
// fusion tiled, sized by the whole pad beside its fused tiles) is measured,
// never read: it lowers to its run-time checks (rules 6, 9 and 10, here on
// a dynamic extent and amount) and an empty tensor of its extents, which
// the dims fold into. Nothing is allocated or written, and no kernel is
// called; `test/Integration/fuzz-regressions.mlir` runs the checks.

// LLVM-LABEL: llvm.func @measured(
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   llvm.call @__pad
//       LLVM:   llvm.call @abort
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   llvm.call @__pad
//       LLVM:   llvm.return

// TENSOR-LABEL: func.func @measured(
//       TENSOR:   cf.assert
//       TENSOR:   %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
//   TENSOR-NOT:   linalg.
//   TENSOR-NOT:   scf.for
//       TENSOR:   %[[D0:.*]] = tensor.dim %[[E]], %{{.*}} : tensor<?x?xf32>
//       TENSOR:   %[[D1:.*]] = tensor.dim %[[E]], %{{.*}} : tensor<?x?xf32>
//       TENSOR:   return %[[D0]], %[[D1]]
func.func @measured(%x: tensor<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = pad.pad reflect %x below[%n, 1] above[1, 2] : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// Read as well as measured: lowered whole.
// LLVM-LABEL: llvm.func @read(
//       LLVM:   llvm.call @malloc
// TENSOR-LABEL: func.func @read(
//       TENSOR:   {{linalg.copy|scf.for}}
func.func @read(%x: tensor<?x?xf32>, %n: index) -> (tensor<?x?xf32>, index) {
  %c0 = arith.constant 0 : index
  %p = pad.pad reflect %x below[%n, 1] above[1, 2] : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  return %p, %d0 : tensor<?x?xf32>, index
}
