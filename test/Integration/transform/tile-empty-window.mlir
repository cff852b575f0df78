// Found by the tiled differential (seed 20261125, case 370): a pad tiled by
// tile_using_forall whose tile reads a source slice that folds to 0 rows
// only after bufferization. Upstream then folds the size into the subviews'
// types and rejects any static offset into the empty extent; the lowering's
// copy from such a slice is guarded by the source's extents (see
// test/Conversion/PadToLinalg/pad-to-linalg.mlir). Both routes compile it
// and run it. Hand-worked values: the one output row is k = 0 - 6 < 0 in
// the stretched rows, so every element is the pad value 7.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-forall-3x3.mlir --transform-interpreter --pad-to-llvm=lowering=linalg \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-forall-3x3.mlir --transform-interpreter --pad-to-llvm=lowering=scf \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// CHECK: sizes = [1, 20]
// CHECK-NEXT: {{\[\[}}7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @empty_window(%x: tensor<1x5xf32>) -> tensor<1x20xf32> attributes {no_inline} {
  %v = arith.constant 7.0 : f32
  %r = pad.pad constant %x below[6, 2] above[-6, 5] interior[2, 2] value %v : tensor<1x5xf32> to tensor<1x20xf32>
  return %r : tensor<1x20xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<1x5xf32>
  %r = func.call @empty_window(%x) : (tensor<1x5xf32>) -> tensor<1x20xf32>
  %m = bufferization.to_buffer %r : tensor<1x20xf32> to memref<1x20xf32>
  %u = memref.cast %m : memref<1x20xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
