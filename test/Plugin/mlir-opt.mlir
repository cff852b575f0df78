// Debian's mlir-opt-22 with libPadPlugin.so: it parses pad.pad and runs the
// pad-to-llvm pipeline (both routes), upstream's plain pipeline and the
// raising passes; mlir-runner
// runs the result. The plugin's passes are reached through --pass-pipeline
// (plugins load after the command line is parsed).
// RUN: %upstream_mlir_opt --load-dialect-plugin=%pad_plugin --load-pass-plugin=%pad_plugin %s \
// RUN:   --pass-pipeline='builtin.module(pad-to-llvm)' \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: %upstream_mlir_opt --load-dialect-plugin=%pad_plugin %s \
// RUN:   --pass-pipeline='builtin.module(func.func(raise-tensor-pad), pad-to-llvm{lowering=scf})' \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// Upstream's own plain pipeline: its One-Shot Bufferize takes pad.pad
// through the BufferizableOpInterface the plugin's dialect registers.
// RUN: %upstream_mlir_opt --load-dialect-plugin=%pad_plugin %s %plain_pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// Without the plugin, upstream mlir-opt knows neither the op nor the pipeline.
// RUN: not %upstream_mlir_opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// The plugin's dialect round-trips through upstream's parser and printer.
// RUN: %upstream_mlir_opt --load-dialect-plugin=%pad_plugin %s | FileCheck %s --check-prefix=PARSED

// NOPLUGIN: Dialect `pad' not found for custom op 'pad.pad'
// PARSED: pad.pad constant %{{.*}} below[1, 2] above[1, 0] interior[1, 2] value %{{.*}} : tensor<3x3xi32> to tensor<7x9xi32>
// PARSED: tensor.pad

func.func private @printMemrefI32(memref<*xi32>)

func.func @ngraph(%x: tensor<3x3xi32>) -> tensor<7x9xi32> attributes {no_inline} {
  %c42 = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

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
// CHECK: sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}-1, -1, -1, -1],
// CHECK-NEXT:  [-1, 1, 2, -1],
// CHECK-NEXT:  [-1, 3, 4, -1]]
