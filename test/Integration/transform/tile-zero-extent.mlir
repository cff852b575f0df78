// Zero-extent dimensions under tiling (spec section 5), lowered by both
// routes and run: a form into a destination with a constant extent of 0,
// tiled along the other dimension (its tiles' views then have an extent of
// 0, which upstream's view verifier rejects at offset 0: the empty form is
// erased first); pads of a static extent of 0 in a non-constant mode, tiled
// along the empty dimension (tiles that never run). Each prints its sizes.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-zero-extent.mlir --transform-interpreter --pad-to-llvm=lowering=linalg \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-zero-extent.mlir --transform-interpreter --pad-to-llvm=lowering=scf \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// CHECK: rank = 2 offset = 0 sizes = [2, 0]
// CHECK: rank = 2 offset = 0 sizes = [5, 0]
// CHECK: rank = 2 offset = 0 sizes = [6, 0]
// CHECK: rank = 2 offset = 0 sizes = [5, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func private @print(%r: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %r : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @empty_destination(%x: tensor<1x4xf32>, %rows: index, %cols: index) -> tensor<?x?xf32> attributes {no_inline} {
  %d = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %r = pad.pad_into edge %x below[1, 0] above[0, -5] into %d {tile_1_0} : tensor<1x4xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func private @wrap_of_empty(%x: tensor<3x0xf32>) -> tensor<5x0xf32> attributes {no_inline} {
  %r = pad.pad wrap %x below[1, 0] above[1, 0] {tile_0_1} : tensor<3x0xf32> to tensor<5x0xf32>
  return %r : tensor<5x0xf32>
}

func.func private @edge_of_empty(%x: tensor<3x0xf32>) -> tensor<6x0xf32> attributes {no_inline} {
  %r = pad.pad edge %x below[1, 0] above[2, 0] {tile_2_1} : tensor<3x0xf32> to tensor<6x0xf32>
  return %r : tensor<6x0xf32>
}

func.func private @symmetric_into_empty(%x: tensor<3x0xf32>, %d: tensor<5x0xf32>) -> tensor<5x0xf32> attributes {no_inline} {
  %r = pad.pad_into symmetric %x below[1, 0] above[1, 0] into %d {tile_0_1} : tensor<3x0xf32> to tensor<5x0xf32>
  return %r : tensor<5x0xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf32>
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %0 = call @empty_destination(%x, %c2, %c0) : (tensor<1x4xf32>, index, index) -> tensor<?x?xf32>
  call @print(%0) : (tensor<?x?xf32>) -> ()
  %e = tensor.empty() : tensor<3x0xf32>
  %1 = call @wrap_of_empty(%e) : (tensor<3x0xf32>) -> tensor<5x0xf32>
  %c1 = tensor.cast %1 : tensor<5x0xf32> to tensor<?x?xf32>
  call @print(%c1) : (tensor<?x?xf32>) -> ()
  %2 = call @edge_of_empty(%e) : (tensor<3x0xf32>) -> tensor<6x0xf32>
  %c2t = tensor.cast %2 : tensor<6x0xf32> to tensor<?x?xf32>
  call @print(%c2t) : (tensor<?x?xf32>) -> ()
  %d = tensor.empty() : tensor<5x0xf32>
  %3 = call @symmetric_into_empty(%e, %d) : (tensor<3x0xf32>, tensor<5x0xf32>) -> tensor<5x0xf32>
  %c3 = tensor.cast %3 : tensor<5x0xf32> to tensor<?x?xf32>
  call @print(%c3) : (tensor<?x?xf32>) -> ()
  return
}
