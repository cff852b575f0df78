// --pad-select-lowering marks every pad.pad, nested ones included, with the
// route it names, over any route already written on it; other ops and the
// functions around the pads keep their attributes.
// RUN: pad-opt %s --pad-select-lowering=lowering=scf | FileCheck %s --check-prefixes=CHECK,SCF
// RUN: pad-opt %s --pad-select-lowering | FileCheck %s --check-prefixes=CHECK,LINALG
// The pipeline's route reaches One-Shot Bufferize through it.
// RUN: pad-opt %s --pad-to-llvm=lowering=scf --mlir-print-ir-before=one-shot-bufferize -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE

// CHECK-LABEL: func.func @pads(
// SCF:           pad.pad edge %{{.*}} below[1] above[1] {pad.lowering = #pad<lowering scf>}
// LINALG:        pad.pad edge %{{.*}} below[1] above[1] {pad.lowering = #pad<lowering linalg>}
// CHECK:         scf.for
// SCF:             pad.pad constant %{{.*}} below[2] above[0] {pad.lowering = #pad<lowering scf>}
// LINALG:          pad.pad constant %{{.*}} below[2] above[0] {pad.lowering = #pad<lowering linalg>}
// CHECK:         tensor.empty() : tensor<4xf32>
// CHECK-NOT:     pad.lowering
// CHECK:         return
// (The small edge pad is outlined into its kernel.)
// PIPELINE-LABEL: func.func @pads(
// PIPELINE:         pad.pad constant {{.*}} {pad.lowering = #pad<lowering scf>}
// PIPELINE-LABEL: func.func private @__pad_edge_1d_f32(
// PIPELINE:         pad.pad edge {{.*}} {pad.lowering = #pad<lowering scf>}
func.func @pads(%x: tensor<3xf32>, %n: index) -> (tensor<5xf32>, tensor<5xf32>) attributes {pad.lowering = #pad<lowering linalg>} {
  %a = pad.pad edge %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<5xf32>
  %b = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> tensor<5xf32> {
    %p = pad.pad constant %x below[2] above[0] {pad.lowering = #pad<lowering linalg>} : tensor<3xf32> to tensor<5xf32>
    %w = tensor.insert_slice %p into %t[0] [5] [1] : tensor<5xf32> into tensor<5xf32>
    scf.yield %w : tensor<5xf32>
  }
  %e = tensor.empty() : tensor<4xf32>
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}
