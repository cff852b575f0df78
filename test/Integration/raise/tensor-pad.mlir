// Upstream tensor.pad, raised to pad.pad and lowered by --pad-to-llvm (both
// routes), computes what upstream's own plain lowering of the same IR
// computes: all three runs are checked against the same hand-worked values.
// RUN: pad-opt %s --raise-tensor-pad | FileCheck %s --check-prefix=RAISED
// RUN: pad-opt %s --raise-tensor-pad --pad-to-llvm="lowering=linalg" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --raise-tensor-pad --pad-to-llvm="lowering=scf" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s

// Two of the three pads are raised; the one whose value depends on the
// index stays a tensor.pad (and still lowers through --pad-to-llvm).
// RAISED-LABEL: func.func @outside_value
//       RAISED:   pad.pad constant %{{.*}} below[1, 2] above[0, 1] value %{{.*}} : tensor<2x3xf32> to tensor<3x6xf32>
// RAISED-LABEL: func.func @constant_inside_dynamic
//       RAISED:   pad.pad constant %{{.*}} below[%{{.*}}, 0] above[0, %{{.*}}] value %{{.*}} : tensor<?x?xi32> to tensor<?x?xi32>
// RAISED-LABEL: func.func @index_dependent
//       RAISED:   tensor.pad
//   RAISED-NOT:   pad.pad

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @outside_value(%x: tensor<2x3xf32>, %v: f32) -> tensor<3x6xf32> attributes {no_inline} {
  %r = tensor.pad %x low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}

func.func @constant_inside_dynamic(%x: tensor<?x?xi32>, %lo: index, %hi: index) -> tensor<?x?xi32> attributes {no_inline} {
  %r = tensor.pad %x low[%lo, 0] high[0, %hi] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 9 : i32
    tensor.yield %c : i32
  } : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @index_dependent(%x: tensor<3xi32>) -> tensor<5xi32> attributes {no_inline} {
  %r = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    tensor.yield %c : i32
  } : tensor<3xi32> to tensor<5xi32>
  return %r : tensor<5xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant -1.5 : f32
  %r = func.call @outside_value(%x, %v) : (tensor<2x3xf32>, f32) -> tensor<3x6xf32>
  %rm = bufferization.to_buffer %r : tensor<3x6xf32> to memref<3x6xf32>
  %ru = memref.cast %rm : memref<3x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%ru) : (memref<*xf32>) -> ()

  %y = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %yd = tensor.cast %y : tensor<2x2xi32> to tensor<?x?xi32>
  %lo = arith.constant 1 : index
  %hi = arith.constant 2 : index
  %s = func.call @constant_inside_dynamic(%yd, %lo, %hi) : (tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
  %sm = bufferization.to_buffer %s : tensor<?x?xi32> to memref<?x?xi32>
  %su = memref.cast %sm : memref<?x?xi32> to memref<*xi32>
  func.call @printMemrefI32(%su) : (memref<*xi32>) -> ()

  %z = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %t = func.call @index_dependent(%z) : (tensor<3xi32>) -> tensor<5xi32>
  %tm = bufferization.to_buffer %t : tensor<5xi32> to memref<5xi32>
  %tu = memref.cast %tm : memref<5xi32> to memref<*xi32>
  func.call @printMemrefI32(%tu) : (memref<*xi32>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [3, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}-1.5,   -1.5,   -1.5,   -1.5,   -1.5,   -1.5],
// CHECK-NEXT:  [-1.5,   -1.5,   1,   2,   3,   -1.5],
// CHECK-NEXT:  [-1.5,   -1.5,   4,   5,   6,   -1.5]]
// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}9,   9,   9,   9],
// CHECK-NEXT:  [1,   2,   9,   9],
// CHECK-NEXT:  [3,   4,   9,   9]]
// CHECK: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [0,  10,  20,  30,  4]
