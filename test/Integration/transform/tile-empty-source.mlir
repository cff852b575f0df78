// Found by the tiled differential (seed 20261125, case 529, once the
// pipeline stopped folding slices of tensor.empty before bufferization): a
// pad of a source with no rows, tiled by tile_using_for. Its tile reads an
// empty tensor of the window's size, whose rows fold to 0 only later; the
// bands of --pad-tile-rows then sliced that empty tensor, and upstream
// rejected the static offset 0 into the extent 0 once bufferized. A tile of
// a tensor.empty is a tensor.empty of the window's shape (tilePad). Both
// routes compile it and run it. Hand-worked values: the source has no
// element, so all 7 x 52 elements are the pad value -5.5.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-for-9x38.mlir --transform-interpreter --pad-to-llvm=lowering=linalg \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-for-9x38.mlir --transform-interpreter --pad-to-llvm=lowering=scf \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// CHECK: sizes = [7, 52]
// CHECK-COUNT-7: {{^ ?\[?\[(-5.5, +){51}-5.5\]}}
// CHECK-NOT: {{[0-9]}}

func.func private @printMemrefF32(memref<*xf32>)

func.func @empty_source(%x: tensor<0x30xf32>) -> tensor<7x52xf32> attributes {no_inline} {
  %v = arith.constant -5.5 : f32
  %r = pad.pad constant %x below[5, -11] above[2, 4] interior[1, 1] value %v : tensor<0x30xf32> to tensor<7x52xf32>
  return %r : tensor<7x52xf32>
}

func.func @main() {
  %x0 = arith.constant dense<> : tensor<0x30xf32>
  %x = tensor.cast %x0 : tensor<0x30xf32> to tensor<0x30xf32>
  %r = func.call @empty_source(%x) : (tensor<0x30xf32>) -> tensor<7x52xf32>
  %m = bufferization.to_buffer %r : tensor<7x52xf32> to memref<7x52xf32>
  %u = memref.cast %m : memref<7x52xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
