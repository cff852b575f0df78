// The lowering patterns are plain rewrite patterns (spec section 2): the
// conversion passes (a dialect conversion), the greedy driver, the walk
// driver (test pass) and the pattern descriptors of transform.apply_patterns
// (spec section 5) rewrite pad.pad the same way. The module lowered each way
// and canonicalized differs only in where the canonicalizer puts its
// constants. So the other lines are compared in order, and the constants
// (their values and types, without the SSA names that number them in order)
// as sorted lists.
// RUN: pad-opt %s --convert-pad-to-linalg --canonicalize --cse > %t.pass-linalg
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/lower-to-linalg.mlir --transform-interpreter --canonicalize --cse > %t.transform-linalg
// RUN: pad-opt %s --convert-pad-to-scf --canonicalize --cse > %t.pass-scf
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/lower-to-scf.mlir --transform-interpreter --canonicalize --cse > %t.transform-scf
// RUN: for route in linalg scf; do for driver in greedy walk; do \
// RUN:   pad-opt %s --test-pad-lowering-drivers="route=$route driver=$driver" --canonicalize --cse > %t.$driver-$route || exit 1; \
// RUN: done; done
// RUN: for f in pass-linalg transform-linalg greedy-linalg walk-linalg pass-scf transform-scf greedy-scf walk-scf; do \
// RUN:   grep -v arith.constant %t.$f > %t.$f.ops; \
// RUN:   grep arith.constant %t.$f | sed -E 's/^ *%%[^ ]+ = //' | sort > %t.$f.constants; \
// RUN: done
// RUN: for route in linalg scf; do for driver in transform greedy walk; do \
// RUN:   diff %t.pass-$route.ops %t.$driver-$route.ops || exit 1; \
// RUN:   diff %t.pass-$route.constants %t.$driver-$route.constants || exit 1; \
// RUN: done; done
// RUN: FileCheck %s --input-file=%t.pass-linalg.constants --check-prefix=CONSTANTS
// RUN: FileCheck %s --input-file=%t.transform-linalg --check-prefix=LINALG
// RUN: FileCheck %s --input-file=%t.transform-scf --check-prefix=SCF

// No pad.pad is left, and each route's own ops appear.
// LINALG-LABEL: func.func @pads(
// LINALG-NOT:     = pad.pad
// LINALG:         linalg.generic
// LINALG:         linalg.fill
// LINALG-NOT:     = pad.pad
// LINALG:         return
// SCF-LABEL:   func.func @pads(
// SCF-NOT:       = pad.pad
// SCF:           scf.for
// SCF-NOT:       = pad.pad
// SCF:           return
// CONSTANTS: arith.constant 2.500000e+00 : f32
func.func @pads(%x: tensor<3x4xf32>, %y: tensor<?x5xi32>, %lo: index, %v: i32) -> (tensor<4x6xf32>, tensor<?x?xi32>, tensor<7x5xf32>, tensor<4x6xf32>) {
  %0 = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  // The lowering reads the static extent 5 through the cast.
  %c = tensor.cast %y : tensor<?x5xi32> to tensor<?x?xi32>
  %1 = pad.pad constant %c below[%lo, 1] above[2, 0] interior[1, 2] value %v : tensor<?x?xi32> to tensor<?x?xi32>
  // A pad of a pad: each lowering reads only its own operands.
  %2 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<3x4xf32> to tensor<4x4xf32>
  %3 = pad.pad wrap %2 below[1, 1] above[2, 0] : tensor<4x4xf32> to tensor<7x5xf32>
  // A float pad value: the constants are compared by value.
  %f = arith.constant 2.5 : f32
  %4 = pad.pad constant %x below[1, 0] above[0, 2] value %f : tensor<3x4xf32> to tensor<4x6xf32>
  return %0, %1, %3, %4 : tensor<4x6xf32>, tensor<?x?xi32>, tensor<7x5xf32>, tensor<4x6xf32>
}

// Dynamic everything, and a chain of dynamic pads.
// LINALG-LABEL: func.func @dynamic(
// LINALG-NOT:     = pad.pad
// LINALG:         return
// SCF-LABEL:   func.func @dynamic(
// SCF-NOT:       = pad.pad
// SCF:           return
func.func @dynamic(%x: tensor<?x?xf32>, %p: index, %q: index) -> tensor<?x?xf32> {
  %0 = pad.pad symmetric %x below[%p, 1] above[%q, %p] : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = pad.pad edge %0 below[1, %q] above[%p, -1] : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = pad.pad constant %1 below[%q, 0] above[2, %p] interior[2, 0] : tensor<?x?xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
