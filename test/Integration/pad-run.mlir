// The suite's ahead-of-time runner (%pad-run: test/lib/pad_run.py) runs a
// lowered module as mlir-runner does: the same output for the same entry
// point (up to the printed buffer addresses), any entry point of one
// compiled module, an abort's message kept under `stdbuf -o0`, and errors for
// a missing entry point or a module that does not translate.

// RUN: pad-opt %s --pad-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | sed -E 's/base@ = 0x[0-9a-f]+//' > %t.jit
// RUN: %pad-run %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | sed -E 's/base@ = 0x[0-9a-f]+//' > %t.aot
// RUN: diff %t.jit %t.aot
// RUN: FileCheck %s --input-file=%t.aot

// RUN: %pad-run --compile %t.mlir -o %t.so
// RUN: %pad-run %t.so -e second -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s --check-prefix=SECOND
// RUN: not --crash stdbuf -o0 %pad-run %t.so -e fails -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=FAILS
// RUN: not %pad-run %t.so -e missing -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %pad-run %s -e main -shared-libs=%mlir_runner_utils 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNLOWERED
// RUN: not %pad-run %t.so -e main -entry-point-result=i32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RESULT

// CHECK:      sizes = [7, 9] strides = [9, 1] data =
// CHECK-NEXT: [42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT: [42,   42,   1,   42,   42,   2,   42,   42,   3],
// 200 rows of 300 elements: more than one 64 KiB buffer of output.
// CHECK:      sizes = [200, 300] strides = [300, 1] data =
// CHECK-NEXT: {{^\[\[5,   5,.*5\], $}}
// CHECK-COUNT-198: {{^ \[5,   5,.*5\], $}}
// CHECK-NEXT: {{^ \[5,   5,.*5\]\]$}}
// SECOND:     sizes = [2] strides = [1] data =
// SECOND-NEXT: [7,  7]
// FAILS:      sizes = [2] strides = [1] data =
// FAILS-NEXT: [7,  7]
// FAILS-NEXT: the second entry point's own failure
// MISSING:    pad_run.py: no entry point 'missing' in
// UNLOWERED:  pad_run.py: mlir-translate failed:
// RESULT:     pad_run.py: only -entry-point-result=void is supported

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %c42 = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  %m = bufferization.to_buffer %r : tensor<7x9xi32> to memref<7x9xi32>
  %u = memref.cast %m : memref<7x9xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %y = arith.constant dense<5> : tensor<1x1xi32>
  %big = pad.pad edge %y below[100, 150] above[99, 149] : tensor<1x1xi32> to tensor<200x300xi32>
  %bm = bufferization.to_buffer %big : tensor<200x300xi32> to memref<200x300xi32>
  %bu = memref.cast %bm : memref<200x300xi32> to memref<*xi32>
  call @printMemrefI32(%bu) : (memref<*xi32>) -> ()
  return
}

func.func @second() {
  %s = arith.constant dense<7> : tensor<1xi32>
  %r = pad.pad edge %s below[1] above[0] : tensor<1xi32> to tensor<2xi32>
  %m = bufferization.to_buffer %r : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @fails() {
  call @second() : () -> ()
  %false = arith.constant false
  cf.assert %false, "the second entry point's own failure"
  return
}
