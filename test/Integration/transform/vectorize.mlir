// Pads vectorized by transform.pad.vectorize, lowered and run: by both
// routes of --pad-to-llvm, and by upstream's passes alone (the vectorized
// module holds no pad op). Expected values worked by hand from the spec's
// table.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-schedule.mlir --transform-interpreter --pad-to-llvm=lowering=linalg \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-schedule.mlir --transform-interpreter --pad-to-llvm=lowering=scf \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-schedule.mlir --transform-interpreter \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --lower-vector-mask --convert-vector-to-scf=full-unroll=true --convert-vector-to-llvm \
// RUN:   --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

// Upstream's vectorization of tensor.pad drops this low pad in MLIR 22.1
// (llvm-project PR 175869) and puts the source at row 0, column 0.
func.func @constant_low_pad(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %p = pad.pad constant %x below[1, 1] above[1, 1] {sizes = [4, 5]} : tensor<2x3xf32> to tensor<4x5xf32>
  return %p : tensor<4x5xf32>
}

// Static geometry: reversed runs in both dimensions.
func.func @reflect(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %p = pad.pad reflect %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

// Dynamic geometry, masked: a vector of 4x8 holds the 3x6 output.
func.func @wrap_masked(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %p = pad.pad wrap %x below[%lo, 2] above[0, %hi] {sizes = [4, 8]} : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// Dynamic geometry, a source shorter than half the row: the lanes beyond
// two periods (here 8, 12 and 6 of 16) read the first period's pieces at
// m mod P, computed without a vector division.
func.func @reflect_short(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %p = pad.pad reflect %x below[0, %lo] above[0, %hi] {sizes = [2, 16]} : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @symmetric_short(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %p = pad.pad symmetric %x below[0, %lo] above[0, %hi] {sizes = [2, 16]} : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @wrap_short(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %p = pad.pad wrap %x below[0, %lo] above[0, %hi] {sizes = [2, 16]} : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c1 = arith.constant 1 : index

  // CHECK: sizes = [4, 5]
  // CHECK-NEXT: [0, 0, 0, 0, 0]
  // CHECK-NEXT: [0, 1, 2, 3, 0]
  // CHECK-NEXT: [0, 4, 5, 6, 0]
  // CHECK-NEXT: [0, 0, 0, 0, 0]
  %a = call @constant_low_pad(%x) : (tensor<2x3xf32>) -> tensor<4x5xf32>
  %ad = tensor.cast %a : tensor<4x5xf32> to tensor<?x?xf32>
  call @print(%ad) : (tensor<?x?xf32>) -> ()

  // CHECK: sizes = [4, 6]
  // CHECK-NEXT: [6, 5, 4, 5, 6, 5]
  // CHECK-NEXT: [3, 2, 1, 2, 3, 2]
  // CHECK-NEXT: [6, 5, 4, 5, 6, 5]
  // CHECK-NEXT: [3, 2, 1, 2, 3, 2]
  %b = call @reflect(%x) : (tensor<2x3xf32>) -> tensor<4x6xf32>
  %bd = tensor.cast %b : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%bd) : (tensor<?x?xf32>) -> ()

  // CHECK: sizes = [3, 6]
  // CHECK-NEXT: [5, 6, 4, 5, 6, 4]
  // CHECK-NEXT: [2, 3, 1, 2, 3, 1]
  // CHECK-NEXT: [5, 6, 4, 5, 6, 4]
  %xd = tensor.cast %x : tensor<2x3xf32> to tensor<?x?xf32>
  %c = call @wrap_masked(%xd, %c1, %c1) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  call @print(%c) : (tensor<?x?xf32>) -> ()

  // numpy.pad(x, ((0, 0), (5, 6)), mode).
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  // CHECK: sizes = [2, 14]
  // CHECK-NEXT: [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2, 1]
  // CHECK-NEXT: [5, 4, 5, 6, 5, 4, 5, 6, 5, 4, 5, 6, 5, 4]
  %d = call @reflect_short(%xd, %c5, %c6) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [2, 14]
  // CHECK-NEXT: [2, 3, 3, 2, 1, 1, 2, 3, 3, 2, 1, 1, 2, 3]
  // CHECK-NEXT: [5, 6, 6, 5, 4, 4, 5, 6, 6, 5, 4, 4, 5, 6]
  %e = call @symmetric_short(%xd, %c5, %c6) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  call @print(%e) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [2, 14]
  // CHECK-NEXT: [2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]
  // CHECK-NEXT: [5, 6, 4, 5, 6, 4, 5, 6, 4, 5, 6, 4, 5, 6]
  %f = call @wrap_short(%xd, %c5, %c6) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  call @print(%f) : (tensor<?x?xf32>) -> ()
  return
}
