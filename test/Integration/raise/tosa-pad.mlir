// Upstream tosa.pad, raised to pad.pad and lowered by --pad-to-llvm (both
// routes), computes what upstream's own lowering of the same IR
// (--tosa-to-arith --tosa-to-tensor, then the plain bufferize-and-lower
// pipeline) computes: all three runs are checked against the same
// hand-worked values.
// RUN: pad-opt %s --raise-tosa-pad | FileCheck %s --check-prefix=RAISED
// RUN: pad-opt %s --raise-tosa-pad --pad-to-llvm="lowering=linalg" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --raise-tosa-pad --pad-to-llvm="lowering=scf" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --tosa-to-arith --tosa-to-tensor \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s

// RAISED-LABEL: func.func @const_value
//       RAISED:   pad.pad constant %{{.*}} below[1, 3] above[2, 0] value %{{.*}} : tensor<2x2xf32> to tensor<5x5xf32>
//   RAISED-NOT:   tosa.pad
// RAISED-LABEL: func.func @tensor_value_dynamic
//       RAISED:   tensor.extract
//       RAISED:   pad.pad constant %{{.*}} below[0, 1] above[1, 1] value %{{.*}} : tensor<?x2xi32> to tensor<?x4xi32>
//   RAISED-NOT:   tosa.pad

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @const_value(%x: tensor<2x2xf32>) -> tensor<5x5xf32> attributes {no_inline} {
  %pad_const = "tosa.const"() {values = dense<0.25> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[1, 2, 3, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<2x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}

func.func @tensor_value_dynamic(%x: tensor<?x2xi32>, %c: tensor<1xi32>) -> tensor<?x4xi32> attributes {no_inline} {
  %padding = tosa.const_shape {values = dense<[0, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %c : (tensor<?x2xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<?x4xi32>
  return %r : tensor<?x4xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %r = func.call @const_value(%x) : (tensor<2x2xf32>) -> tensor<5x5xf32>
  %rm = bufferization.to_buffer %r : tensor<5x5xf32> to memref<5x5xf32>
  %ru = memref.cast %rm : memref<5x5xf32> to memref<*xf32>
  func.call @printMemrefF32(%ru) : (memref<*xf32>) -> ()

  %y = arith.constant dense<[[5, 6], [7, 8], [9, 10]]> : tensor<3x2xi32>
  %yd = tensor.cast %y : tensor<3x2xi32> to tensor<?x2xi32>
  %c = arith.constant dense<-7> : tensor<1xi32>
  %s = func.call @tensor_value_dynamic(%yd, %c) : (tensor<?x2xi32>, tensor<1xi32>) -> tensor<?x4xi32>
  %sm = bufferization.to_buffer %s : tensor<?x4xi32> to memref<?x4xi32>
  %su = memref.cast %sm : memref<?x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}0.25,   0.25,   0.25,   0.25,   0.25],
// CHECK-NEXT:  [0.25,   0.25,   0.25,   1,   2],
// CHECK-NEXT:  [0.25,   0.25,   0.25,   3,   4],
// CHECK-NEXT:  [0.25,   0.25,   0.25,   0.25,   0.25],
// CHECK-NEXT:  [0.25,   0.25,   0.25,   0.25,   0.25]]
// CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}-7,   5,   6,   -7],
// CHECK-NEXT:  [-7,   7,   8,   -7],
// CHECK-NEXT:  [-7,   9,   10,   -7],
// CHECK-NEXT:  [-7,   -7,   -7,   -7]]
