// On buffers, a destination that overlaps the source is undefined (spec
// section 1), and each pipeline once gave its own answer for
// `pad.pad_into reflect %m below[1] above[-1] into %m`. Upstream's
// --generate-runtime-verification now checks it where the two are views of
// one allocation: overlapping views stop with a message; disjoint views of
// one allocation, and views of two, pad (numpy's values).
//
// RUN: pad-opt %s --generate-runtime-verification --pad-to-llvm=lowering=linalg > %t.linalg.mlir
// RUN: pad-opt %s --generate-runtime-verification --pad-to-llvm=lowering=scf > %t.scf.mlir
// RUN: for f in linalg scf; do \
// RUN:   %pad-run --compile %t.$f.mlir -o %t.$f.so || exit 1; \
// RUN:   %pad-run %t.$f.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s || exit 1; \
// RUN:   not --crash stdbuf -o0 %pad-run %t.$f.so -e overlapping_views -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERLAP || exit 1; \
// RUN:   not --crash stdbuf -o0 %pad-run %t.$f.so -e same_buffer -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERLAP || exit 1; \
// RUN: done

// numpy.pad([0, 1, 2, 3], 1, 'reflect') into elements 4-9 of the buffer
// that holds the source in elements 0-3; then into a buffer of its own.
// CHECK:      [0,  1,  2,  3,  1,  0,  1,  2,  3,  2,  0,  0]
// CHECK:      [1,  0,  1,  2,  3,  2]

// OVERLAP: the destination overlaps the source

#view = strided<[1], offset: ?>
func.func private @printMemrefF32(memref<*xf32>)

func.func private @pad(%src: memref<?xf32, #view>, %dst: memref<?xf32, #view>) attributes {no_inline} {
  pad.pad_into reflect %src below[1] above[1] into %dst : memref<?xf32, #view> to memref<?xf32, #view>
  return
}

func.func private @pad_in_place(%m: memref<6xf32>) attributes {no_inline} {
  pad.pad_into reflect %m below[1] above[-1] into %m : memref<6xf32> to memref<6xf32>
  return
}

// A buffer of `n` elements holding 0, 1, 2, ...
func.func private @iota(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func private @print(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %m = call @iota(%c12) : (index) -> memref<?xf32>
  %cst = arith.constant 0.0 : f32
  %tail = memref.subview %m[4] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: 4>>
  linalg.fill ins(%cst : f32) outs(%tail : memref<8xf32, strided<[1], offset: 4>>)
  %c0 = arith.constant 0 : index
  %src = memref.subview %m[%c0] [%c4] [1] : memref<?xf32> to memref<?xf32, #view>
  %c4o = arith.constant 4 : index
  %dst = memref.subview %m[%c4o] [%c6] [1] : memref<?xf32> to memref<?xf32, #view>
  call @pad(%src, %dst) : (memref<?xf32, #view>, memref<?xf32, #view>) -> ()
  call @print(%m) : (memref<?xf32>) -> ()
  %s = call @iota(%c4) : (index) -> memref<?xf32>
  %d = memref.alloc(%c6) : memref<?xf32>
  %sv = memref.cast %s : memref<?xf32> to memref<?xf32, #view>
  %dv = memref.cast %d : memref<?xf32> to memref<?xf32, #view>
  call @pad(%sv, %dv) : (memref<?xf32, #view>, memref<?xf32, #view>) -> ()
  call @print(%d) : (memref<?xf32>) -> ()
  return
}

// Elements 0-3 into elements 2-7 of one buffer.
func.func @overlapping_views() {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %m = call @iota(%c12) : (index) -> memref<?xf32>
  %c0 = arith.constant 0 : index
  %src = memref.subview %m[%c0] [%c4] [1] : memref<?xf32> to memref<?xf32, #view>
  %c2 = arith.constant 2 : index
  %dst = memref.subview %m[%c2] [%c6] [1] : memref<?xf32> to memref<?xf32, #view>
  call @pad(%src, %dst) : (memref<?xf32, #view>, memref<?xf32, #view>) -> ()
  call @print(%m) : (memref<?xf32>) -> ()
  return
}

// The issue's program: one buffer as source and destination.
func.func @same_buffer() {
  %m = memref.alloc() : memref<6xf32>
  call @pad_in_place(%m) : (memref<6xf32>) -> ()
  return
}
