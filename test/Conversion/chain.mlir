// A chain of 32 dynamic rank-4 pads, each reading the previous one's result,
// in every mode. The lowerings read static extents from each op's own types
// and operands, never by walking producers, so the chain lowers in time
// linear in its length (with a walk through producers, 16 pads took more
// than 300 s). The timeout turns a regression into a failure, not a hang.
// RUN: timeout 300 pad-opt %s --convert-pad-to-linalg | FileCheck %s
// RUN: timeout 300 pad-opt %s --convert-pad-to-scf | FileCheck %s
// RUN: timeout 300 pad-opt %s --pad-to-llvm="outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: timeout 300 pad-opt %s --pad-to-llvm="lowering=scf outline-max-bytes=-1" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @chain(
// CHECK-NOT:     = pad.pad
// CHECK:         return
// LLVM-LABEL: define {{.*}} @chain(
func.func @chain(%x: tensor<?x?x?x?xf32>, %p: index, %q: index) -> tensor<?x?x?x?xf32> {
  %r0 = pad.pad constant %x below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r1 = pad.pad edge %r0 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r2 = pad.pad reflect %r1 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r3 = pad.pad symmetric %r2 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r4 = pad.pad wrap %r3 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r5 = pad.pad constant %r4 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r6 = pad.pad edge %r5 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r7 = pad.pad reflect %r6 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r8 = pad.pad symmetric %r7 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r9 = pad.pad wrap %r8 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r10 = pad.pad constant %r9 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r11 = pad.pad edge %r10 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r12 = pad.pad reflect %r11 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r13 = pad.pad symmetric %r12 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r14 = pad.pad wrap %r13 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r15 = pad.pad constant %r14 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r16 = pad.pad edge %r15 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r17 = pad.pad reflect %r16 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r18 = pad.pad symmetric %r17 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r19 = pad.pad wrap %r18 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r20 = pad.pad constant %r19 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r21 = pad.pad edge %r20 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r22 = pad.pad reflect %r21 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r23 = pad.pad symmetric %r22 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r24 = pad.pad wrap %r23 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r25 = pad.pad constant %r24 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r26 = pad.pad edge %r25 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r27 = pad.pad reflect %r26 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r28 = pad.pad symmetric %r27 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r29 = pad.pad wrap %r28 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r30 = pad.pad constant %r29 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r31 = pad.pad edge %r30 below[%p, 1, %q, 1] above[1, %q, 1, %p] : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  return %r31 : tensor<?x?x?x?xf32>
}
