// RUN: pad-opt %s --pad-to-llvm | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// Consumers the window differential (pad_window_differential.py) found
// --pad-fuse-into-consumers splitting wrongly: a dynamic source whose
// every window touches the pad below, with a static output of 1 (the
// middle [1, 1) once built a part of static size 0, which upstream's tiling
// crashed on, or a slice at offset 1 of an extent of 1, which does not
// verify), and the same with a dynamic output, whose empty middle is
// known only at run time. x = [5] along W; each sum of three is 15.
// Then windows of a dynamic extent over a static source: the middle's
// slice of the source was built at a static offset past its end (1 of an
// extent of 1) with a dynamic size, which does not verify.

func.func private @printMemrefF32(memref<*xf32>)

// Edge below 2: [5, 5, 5], one window.
func.func @below_only(%x: tensor<1x1x?x1xf32>, %init: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> attributes {no_inline} {
  %w = tensor.empty() : tensor<1x3xf32>
  %p = pad.pad edge %x below[0, 0, 2, 0] above[0, 0, 0, 0] : tensor<1x1x?x1xf32> to tensor<1x1x?x1xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x?x1xf32>, tensor<1x3xf32>) outs(%init : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}

// Edge below 1, above 1: [5, 5, 5], one window.
func.func @both_sides(%x: tensor<1x1x?x1xf32>, %init: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> attributes {no_inline} {
  %w = tensor.empty() : tensor<1x3xf32>
  %p = pad.pad edge %x below[0, 0, 1, 0] above[0, 0, 1, 0] : tensor<1x1x?x1xf32> to tensor<1x1x?x1xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x?x1xf32>, tensor<1x3xf32>) outs(%init : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}

// The same with a dynamic output: the parts' sizes are computed at run
// time, the middle's is 0.
func.func @dynamic_output(%x: tensor<1x1x?x1xf32>, %init: tensor<1x1x?x1xf32>) -> tensor<1x1x?x1xf32> attributes {no_inline} {
  %w = tensor.empty() : tensor<1x3xf32>
  %p = pad.pad edge %x below[0, 0, 1, 0] above[0, 0, 1, 0] : tensor<1x1x?x1xf32> to tensor<1x1x?x1xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x?x1xf32>, tensor<1x3xf32>) outs(%init : tensor<1x1x?x1xf32>) -> tensor<1x1x?x1xf32>
  return %r : tensor<1x1x?x1xf32>
}

// Constant 7, the source cropped away below and padded by 2 above: [7, 7];
// a window of 2 rows (dynamic): 14.
func.func @crop(%x: tensor<1x1x1x1xf32>, %w: tensor<?x1xf32>, %init: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> attributes {no_inline} {
  %c7 = arith.constant 7.0 : f32
  %p = pad.pad constant %x below[0, -1, 0, 0] above[0, 2, 0, 0] value %c7 : tensor<1x1x1x1xf32> to tensor<1x2x1x1xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x1x1xf32>, tensor<?x1xf32>) outs(%init : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}

// Edge by 1 on both sides: [5, 5, 5]; windows of 1 column (dynamic),
// stride 2: [5, 5].
func.func @stride(%x: tensor<1x1x1x1xf32>, %w: tensor<1x?xf32>, %init: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> attributes {no_inline} {
  %p = pad.pad edge %x below[0, 0, 1, 0] above[0, 0, 1, 0] : tensor<1x1x1x1xf32> to tensor<1x1x3x1xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x3x1xf32>, tensor<1x?xf32>) outs(%init : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}

func.func @main() {
  %x = arith.constant dense<5.0> : tensor<1x1x1x1xf32>
  %xd = tensor.cast %x : tensor<1x1x1x1xf32> to tensor<1x1x?x1xf32>
  %init = arith.constant dense<0.0> : tensor<1x1x1x1xf32>
  %initd = tensor.cast %init : tensor<1x1x1x1xf32> to tensor<1x1x?x1xf32>
  // CHECK-COUNT-3: {{^\[\[\[\[15\]\]\]\]$}}
  %a = func.call @below_only(%xd, %init) : (tensor<1x1x?x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %b = func.call @both_sides(%xd, %init) : (tensor<1x1x?x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %c = func.call @dynamic_output(%xd, %initd) : (tensor<1x1x?x1xf32>, tensor<1x1x?x1xf32>) -> tensor<1x1x?x1xf32>
  %cs = tensor.cast %c : tensor<1x1x?x1xf32> to tensor<1x1x1x1xf32>
  %ma = bufferization.to_buffer %a : tensor<1x1x1x1xf32> to memref<1x1x1x1xf32>
  %ua = memref.cast %ma : memref<1x1x1x1xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b : tensor<1x1x1x1xf32> to memref<1x1x1x1xf32>
  %ub = memref.cast %mb : memref<1x1x1x1xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %mc = bufferization.to_buffer %cs : tensor<1x1x1x1xf32> to memref<1x1x1x1xf32>
  %uc = memref.cast %mc : memref<1x1x1x1xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // CHECK: {{^\[\[\[\[14\]\]\]\]$}}
  %w2 = tensor.empty() : tensor<2x1xf32>
  %w2d = tensor.cast %w2 : tensor<2x1xf32> to tensor<?x1xf32>
  %r = func.call @crop(%x, %w2d, %init) : (tensor<1x1x1x1xf32>, tensor<?x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %m = bufferization.to_buffer %r : tensor<1x1x1x1xf32> to memref<1x1x1x1xf32>
  %u = memref.cast %m : memref<1x1x1x1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK:      {{^\[\[\[\[5\],}}
  // CHECK-NEXT: {{^ *\[5\]\]\]\]$}}
  %w1 = tensor.empty() : tensor<1x1xf32>
  %w1d = tensor.cast %w1 : tensor<1x1xf32> to tensor<1x?xf32>
  %init2 = arith.constant dense<0.0> : tensor<1x1x2x1xf32>
  %s = func.call @stride(%x, %w1d, %init2) : (tensor<1x1x1x1xf32>, tensor<1x?xf32>, tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  %sm = bufferization.to_buffer %s : tensor<1x1x2x1xf32> to memref<1x1x2x1xf32>
  %su = memref.cast %sm : memref<1x1x2x1xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}
