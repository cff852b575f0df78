// One-Shot Bufferize of pads inserted into a writable destination (spec
// section 1), run through upstream's plain pipeline: a pad that can write
// into the destination's subset does (test/Dialect/Pad/bufferize.mlir pins
// the IR), one that reads the destination it is inserted into does not. The
// values are worked by hand.
// RUN: pad-opt %s %plain_pipeline \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// The same through a user's pipeline: the destination-style form, upstream's
// empty-tensor elimination, the scf route's patterns, the plain pipeline.
// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --convert-pad-to-scf %plain_pipeline \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

// reflect of [[1, 2, 3], [4, 5, 6]], one row above, one column each side:
// [[5, 4, 5, 6, 5], [2, 1, 2, 3, 2], [5, 4, 5, 6, 5]], in rows 1-3 of %out.
func.func private @into(%x: tensor<2x3xi32>, %out: tensor<4x5xi32> {bufferization.writable = true}) -> tensor<4x5xi32> {
  %r = pad.pad reflect %x below[1, 1] above[0, 1] : tensor<2x3xi32> to tensor<3x5xi32>
  %w = tensor.insert_slice %r into %out[1, 0] [3, 5] [1, 1] : tensor<3x5xi32> into tensor<4x5xi32>
  return %w : tensor<4x5xi32>
}

// wrap of rows 0-1, columns 0-2 of %out ([[1, 2, 3], [6, 7, 8]]):
// [[8, 6, 7, 8, 6], [3, 1, 2, 3, 1], [8, 6, 7, 8, 6]], written over rows 1-3,
// which it reads: it must read them all before it writes.
func.func private @reads_destination(%out: tensor<4x5xi32> {bufferization.writable = true}) -> tensor<4x5xi32> {
  %s = tensor.extract_slice %out[0, 0] [2, 3] [1, 1] : tensor<4x5xi32> to tensor<2x3xi32>
  %r = pad.pad wrap %s below[1, 1] above[0, 1] : tensor<2x3xi32> to tensor<3x5xi32>
  %w = tensor.insert_slice %r into %out[1, 0] [3, 5] [1, 1] : tensor<3x5xi32> into tensor<4x5xi32>
  return %w : tensor<4x5xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %zeros = arith.constant dense<0> : tensor<4x5xi32>
  %a = call @into(%x, %zeros) : (tensor<2x3xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %am = bufferization.to_buffer %a : tensor<4x5xi32> to memref<4x5xi32>
  %au = memref.cast %am : memref<4x5xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  // CHECK:      [0,   0,   0,   0,   0],
  // CHECK-NEXT: [5,   4,   5,   6,   5],
  // CHECK-NEXT: [2,   1,   2,   3,   2],
  // CHECK-NEXT: [5,   4,   5,   6,   5]]

  %y = arith.constant dense<[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15], [16, 17, 18, 19, 20]]> : tensor<4x5xi32>
  %b = call @reads_destination(%y) : (tensor<4x5xi32>) -> tensor<4x5xi32>
  %bm = bufferization.to_buffer %b : tensor<4x5xi32> to memref<4x5xi32>
  %bu = memref.cast %bm : memref<4x5xi32> to memref<*xi32>
  call @printMemrefI32(%bu) : (memref<*xi32>) -> ()
  // CHECK:      [1,   2,   3,   4,   5],
  // CHECK-NEXT: [8,   6,   7,   8,   6],
  // CHECK-NEXT: [3,   1,   2,   3,   1],
  // CHECK-NEXT: [8,   6,   7,   8,   6]]
  return
}
