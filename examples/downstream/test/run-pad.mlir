// The downstream driver parses pad.pad, raises an upstream tensor.pad, and
// lowers both with --pad-to-llvm; mlir-runner runs the result.
// RUN: pad-downstream-opt %s --raise-tensor-pad --pad-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

// nGraph's 3x3 example (interior padding).
func.func @ngraph(%x: tensor<3x3xi32>) -> tensor<7x9xi32> attributes {no_inline} {
  %c42 = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// OpenVINO's reflect example (pads and crops at once).
func.func @reflect(%x: tensor<3x4xi32>) -> tensor<4x6xi32> attributes {no_inline} {
  %r = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xi32> to tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}

// An upstream tensor.pad, raised by --raise-tensor-pad.
func.func @upstream(%x: tensor<2x2xi32>, %v: i32) -> tensor<3x4xi32> attributes {no_inline} {
  %r = tensor.pad %x low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<2x2xi32> to tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %r = call @ngraph(%x) : (tensor<3x3xi32>) -> tensor<7x9xi32>
  %m = bufferization.to_buffer %r : tensor<7x9xi32> to memref<7x9xi32>
  %u = memref.cast %m : memref<7x9xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()

  %y = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %s = call @reflect(%y) : (tensor<3x4xi32>) -> tensor<4x6xi32>
  %sm = bufferization.to_buffer %s : tensor<4x6xi32> to memref<4x6xi32>
  %su = memref.cast %sm : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%su) : (memref<*xi32>) -> ()

  %z = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %v = arith.constant -1 : i32
  %t = call @upstream(%z, %v) : (tensor<2x2xi32>, i32) -> tensor<3x4xi32>
  %tm = bufferization.to_buffer %t : tensor<3x4xi32> to memref<3x4xi32>
  %tu = memref.cast %tm : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%tu) : (memref<*xi32>) -> ()
  return
}

// CHECK: sizes = [7, 9] strides = [9, 1] data =
// CHECK-NEXT: {{\[\[}}42, 42, 42, 42, 42, 42, 42, 42, 42],
// CHECK-NEXT:  [42, 42, 1, 42, 42, 2, 42, 42, 3],
// CHECK-NEXT:  [42, 42, 42, 42, 42, 42, 42, 42, 42],
// CHECK-NEXT:  [42, 42, 4, 42, 42, 5, 42, 42, 6],
// CHECK-NEXT:  [42, 42, 42, 42, 42, 42, 42, 42, 42],
// CHECK-NEXT:  [42, 42, 7, 42, 42, 8, 42, 42, 9],
// CHECK-NEXT:  [42, 42, 42, 42, 42, 42, 42, 42, 42]]
// CHECK: sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}10, 11, 12, 11, 10, 9],
// CHECK-NEXT:  [6, 7, 8, 7, 6, 5],
// CHECK-NEXT:  [2, 3, 4, 3, 2, 1],
// CHECK-NEXT:  [6, 7, 8, 7, 6, 5]]
// CHECK: sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}-1, -1, -1, -1],
// CHECK-NEXT:  [-1, 1, 2, -1],
// CHECK-NEXT:  [-1, 3, 4, -1]]
