// RUN: pad-opt %s --pad-to-llvm | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// Consumers the window differential (pad_window_differential.py) found
// --pad-fuse-into-consumers splitting wrongly: a dynamic source whose
// every window touches the pad below, with a static output of 1 (the
// middle [1, 1) once built a part of static size 0, which upstream's tiling
// crashed on, or a slice at offset 1 of an extent of 1, which does not
// verify), and the same with a dynamic output, whose empty middle is
// known only at run time. x = [5] along W; each sum of three is 15.

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
  return
}
