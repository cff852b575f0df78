// pad.pad lowered to upstream tensor.pad (--lower-pad-to-tensor-pad), then
// through upstream's plain pipeline, computes what --pad-to-llvm computes
// from the pad.pad itself (all three runs checked against the same
// hand-worked values).
// RUN: pad-opt %s --lower-pad-to-tensor-pad | FileCheck %s --check-prefix=LOWERED
// RUN: pad-opt %s --pad-to-llvm \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --lower-pad-to-tensor-pad --pad-to-llvm \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --lower-pad-to-tensor-pad \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s

// LOWERED-LABEL: func.func @static_pad
//       LOWERED:   tensor.pad %{{.*}} low[2, 0] high[0, 1]
// LOWERED-LABEL: func.func @dim_pad
//       LOWERED:   tensor.pad %{{.*}} low[%{{.*}}] high[1]

func.func private @printMemrefI32(memref<*xi32>)

func.func @static_pad(%x: tensor<2x2xi32>) -> tensor<4x3xi32> attributes {no_inline} {
  %v = arith.constant 8 : i32
  %r = pad.pad constant %x below[2, 0] above[0, 1] value %v : tensor<2x2xi32> to tensor<4x3xi32>
  return %r : tensor<4x3xi32>
}

// Pads by its own extent before, 1 after, with zeros (no value).
func.func @dim_pad(%x: tensor<?xi32>) -> tensor<?xi32> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xi32>
  %r = pad.pad constant %x below[%d] above[1] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = func.call @static_pad(%x) : (tensor<2x2xi32>) -> tensor<4x3xi32>
  %rm = bufferization.to_buffer %r : tensor<4x3xi32> to memref<4x3xi32>
  %ru = memref.cast %rm : memref<4x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%ru) : (memref<*xi32>) -> ()

  %y = arith.constant dense<[5, 6]> : tensor<2xi32>
  %yd = tensor.cast %y : tensor<2xi32> to tensor<?xi32>
  %s = func.call @dim_pad(%yd) : (tensor<?xi32>) -> tensor<?xi32>
  %sm = bufferization.to_buffer %s : tensor<?xi32> to memref<?xi32>
  %su = memref.cast %sm : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}8,   8,   8],
// CHECK-NEXT:  [8,   8,   8],
// CHECK-NEXT:  [1,   2,   8],
// CHECK-NEXT:  [3,   4,   8]]
// CHECK: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [0,  0,  5,  6,  0]
