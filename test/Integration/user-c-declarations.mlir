// A module that declares `abort` and `puts` itself, as func.func with their
// C signatures (as a user calling them does): --pad-to-llvm calls those
// declarations for the pad's run-time checks and allocation report, as
// upstream's convert-to-llvm does for a cf.assert, in both routes.
//
// RUN: pad-opt %s --pad-to-llvm=lowering=linalg > %t.linalg.mlir
// RUN: pad-opt %s --pad-to-llvm=lowering=scf > %t.scf.mlir
// RUN: %pad-run --compile %t.linalg.mlir -o %t.linalg.so
// RUN: %pad-run --compile %t.scf.mlir -o %t.scf.so
// RUN: %pad-run %t.linalg.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: %pad-run %t.scf.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e edge_of_empty -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e edge_of_empty -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6

// numpy.pad([1, 2, 3], (1, 2), 'edge')
// CHECK: [1,  1,  2,  3,  3,  3]
// RULE6: pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output

func.func private @abort()
func.func private @puts(!llvm.ptr)
func.func private @printMemrefF32(memref<*xf32>)

func.func private @pad(%t: tensor<?xf32>, %l: index) -> tensor<?xf32> attributes {no_inline} {
  %r = pad.pad edge %t below[%l] above[2] : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func private @print(%r: tensor<?xf32>) {
  %m = bufferization.to_buffer %r : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = tensor.cast %x : tensor<3xf32> to tensor<?xf32>
  %c1 = arith.constant 1 : index
  %r = call @pad(%d, %c1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

func.func @edge_of_empty() {
  %x = tensor.empty() : tensor<0xf32>
  %d = tensor.cast %x : tensor<0xf32> to tensor<?xf32>
  %c1 = arith.constant 1 : index
  %r = call @pad(%d, %c1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}
