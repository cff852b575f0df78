// Rule 10 at run time and failed allocations (spec sections 1 and 2).
//
// A result whose extents each fit in 64 bits but whose size in bytes does
// not would allocate a wrapped, tiny buffer and be written past its end.
// Where extents or pads are dynamic, both routes check the size with
// cf.assert before allocating; a size that fits but that malloc cannot
// provide aborts with a message naming it (the allocation report of
// --convert-pad-to-vector).
//
// cf.assert prints with puts() and aborts without flushing stdio: `stdbuf
// -o0` keeps the message. `not --crash` expects the abort, and the -NOT
// lines show that nothing after the pad ran.

// RUN: pad-opt %s --pad-to-llvm="lowering=linalg" > %t.linalg.mlir
// RUN: %pad-run --compile %t.linalg.mlir -o %t.linalg.so
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" > %t.scf.mlir
// RUN: %pad-run --compile %t.scf.mlir -o %t.scf.so

// RUN: %pad-run %t.linalg.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s --check-prefix=OK
// RUN: %pad-run %t.scf.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s --check-prefix=OK

// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e issue_example -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e issue_example -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e static_extents -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e static_extents -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e static_pads -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e static_pads -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e f32_bytes -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e f32_bytes -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e complex_edge -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e complex_edge -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e i64_rank3 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e i64_rank3 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e interior_i1 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e interior_i1 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SIZE

// 2^50 bytes fit in 64 bits (rule 10 holds), but malloc returns null.
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e alloc_fails -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e alloc_fails -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=ALLOC
// The largest size rule 10 allows: INT64_MAX bytes.
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e alloc_int64_max -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=ALLOC-MAX
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e alloc_int64_max -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=ALLOC-MAX

// The pipeline checks every allocation a pad writes, once (here in the
// kernels that the pads call, which allocate their outputs), and not the
// user's own (main's inputs).
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s --check-prefix=IR

// SIZE: pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer
// SIZE-NOT: after the pad
// ALLOC: pad-to-llvm: cannot allocate 1125899906842624 bytes (malloc returned null)
// ALLOC-NOT: after the pad
// ALLOC-MAX: pad-to-llvm: cannot allocate 9223372036854775807 bytes (malloc returned null)
// ALLOC-MAX-NOT: after the pad

// IR-LABEL: llvm.func @pad_i8(
// IR-NOT: llvm.call @malloc
// IR: llvm.call @__pad_constant_2d_i8_new_{{[0-9]+}}(
// IR-LABEL: llvm.func @main(
// IR-NOT: llvm.call @__pad_alloc_failed
// IR-LABEL: llvm.func private @__pad_alloc_failed(
// IR: llvm.call @dprintf
// IR: llvm.call @abort()
// IR-NEXT: llvm.unreachable
// IR-LABEL: llvm.func internal @__pad_constant_2d_i8_new_{{[0-9]+}}(
// IR: llvm.call @malloc
// IR: llvm.icmp "eq"
// IR: llvm.call @__pad_alloc_failed
// IR-NOT: llvm.call @__pad_alloc_failed
// IR-LABEL: llvm.func internal @__pad_reflect_2d_i32_new_{{[0-9]+}}(

// Valid dynamic pads near the limit of rule 10 run; their results are
// printed whole.
// OK:      sizes = [2, 3]
// OK-NEXT: [1,   0,   0],
// OK-NEXT: [0,   0,   0]
// reflect, period 4: below = 2^63 - 2 is 2 (mod 4), so the rows come
// reversed.
// OK:      sizes = [3, 4]
// OK-NEXT: [9,   10,   11,   12],
// OK-NEXT: [5,   6,   7,   8],
// OK-NEXT: [1,   2,   3,   4]
// OK-NEXT: done

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

// The issue's example: every extent and pad dynamic.
func.func @pad_i8(%x: tensor<?x?xi8>, %a: index, %b: index) -> tensor<?x?xi8> attributes {no_inline} {
  %0 = pad.pad constant %x below[0, 0] above[%a, %b] : tensor<?x?xi8> to tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// Static extents, dynamic pads.
func.func @pad_i8_static(%x: tensor<1x1xi8>, %a: index, %b: index) -> tensor<?x?xi8> attributes {no_inline} {
  %0 = pad.pad constant %x below[0, 0] above[%a, %b] : tensor<1x1xi8> to tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// Dynamic extents, static pads: the type cannot tell the size.
func.func @pad_i8_static_pads(%x: tensor<?x?xi8>) -> tensor<?x?xi8> attributes {no_inline} {
  %0 = pad.pad constant %x below[0, 0] above[4294967295, 4294967295] : tensor<?x?xi8> to tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

func.func @pad_f32(%x: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> attributes {no_inline} {
  %0 = pad.pad reflect %x below[%a, 0] above[0, %b] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @pad_f32_cancel(%x: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> attributes {no_inline} {
  %0 = pad.pad reflect %x below[%a, 0] above[%b, 0] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @pad_complex(%x: tensor<?xcomplex<f64>>, %a: index) -> tensor<?xcomplex<f64>> attributes {no_inline} {
  %0 = pad.pad edge %x below[%a] above[0] : tensor<?xcomplex<f64>> to tensor<?xcomplex<f64>>
  return %0 : tensor<?xcomplex<f64>>
}

func.func @pad_i64(%x: tensor<?x?x?xi64>, %a: index) -> tensor<?x?x?xi64> attributes {no_inline} {
  %0 = pad.pad wrap %x below[%a, 0, 0] above[0, %a, %a] : tensor<?x?x?xi64> to tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xi64>
}

func.func @pad_i1(%x: tensor<?x?xi1>, %a: index) -> tensor<?x?xi1> attributes {no_inline} {
  %0 = pad.pad constant %x below[%a, 0] above[0, 0] interior[0, 2147483646] : tensor<?x?xi1> to tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}

func.func @input_i8() -> tensor<?x?xi8> {
  %x = arith.constant dense<1> : tensor<1x1xi8>
  %d = tensor.cast %x : tensor<1x1xi8> to tensor<?x?xi8>
  return %d : tensor<?x?xi8>
}

func.func @print_i8(%r: tensor<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = tensor.dim %r, %c0 : tensor<?x?xi8>
  %n1 = tensor.dim %r, %c1 : tensor<?x?xi8>
  %e = tensor.empty(%n0, %n1) : tensor<?x?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<?x?xi8>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%in: i8, %out: i32):
    %v = arith.extsi %in : i8 to i32
    linalg.yield %v : i32
  } -> tensor<?x?xi32>
  %m = bufferization.to_buffer %w : tensor<?x?xi32> to memref<?x?xi32>
  %u = memref.cast %m : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @after_the_pad() {
  vector.print str "after the pad\n"
  return
}

func.func @main() {
  // 1 x 1 byte padded by 1 and 2.
  %x = call @input_i8() : () -> tensor<?x?xi8>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = call @pad_i8(%x, %c1, %c2) : (tensor<?x?xi8>, index, index) -> tensor<?x?xi8>
  call @print_i8(%r) : (tensor<?x?xi8>) -> ()
  // A huge pad and a huge crop along one dimension leave 3 rows: rule 10
  // judges the result, not the pads.
  %f = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %fd = tensor.cast %f : tensor<3x4xf32> to tensor<?x?xf32>
  %big = arith.constant 9223372036854775806 : index
  %crop = arith.constant -9223372036854775806 : index
  %p = call @pad_f32_cancel(%fd, %big, %crop) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %pm = bufferization.to_buffer %p : tensor<?x?xf32> to memref<?x?xf32>
  %pu = memref.cast %pm : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  vector.print str "done\n"
  return
}

func.func @issue_example() {
  %x = call @input_i8() : () -> tensor<?x?xi8>
  %a = arith.constant 4294967295 : index
  %r = call @pad_i8(%x, %a, %a) : (tensor<?x?xi8>, index, index) -> tensor<?x?xi8>
  call @after_the_pad() : () -> ()
  return
}

func.func @static_extents() {
  %x = arith.constant dense<1> : tensor<1x1xi8>
  %a = arith.constant 4294967295 : index
  %r = call @pad_i8_static(%x, %a, %a) : (tensor<1x1xi8>, index, index) -> tensor<?x?xi8>
  call @after_the_pad() : () -> ()
  return
}

func.func @static_pads() {
  %x = call @input_i8() : () -> tensor<?x?xi8>
  %r = call @pad_i8_static_pads(%x) : (tensor<?x?xi8>) -> tensor<?x?xi8>
  call @after_the_pad() : () -> ()
  return
}

// 2^31 x 2^33 elements of 4 bytes: 2^66 bytes.
func.func @f32_bytes() {
  %f = arith.constant dense<1.0> : tensor<3x4xf32>
  %fd = tensor.cast %f : tensor<3x4xf32> to tensor<?x?xf32>
  %a = arith.constant 2147483645 : index
  %b = arith.constant 8589934588 : index
  %r = call @pad_f32(%fd, %a, %b) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  call @after_the_pad() : () -> ()
  return
}

// 2^60 elements of 16 bytes.
func.func @complex_edge() {
  %c = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %x = tensor.from_elements %c : tensor<1xcomplex<f64>>
  %xd = tensor.cast %x : tensor<1xcomplex<f64>> to tensor<?xcomplex<f64>>
  %a = arith.constant 1152921504606846975 : index
  %r = call @pad_complex(%xd, %a) : (tensor<?xcomplex<f64>>, index) -> tensor<?xcomplex<f64>>
  call @after_the_pad() : () -> ()
  return
}

// (2^20)^3 elements of 8 bytes: the product leaves 64 bits only in the third
// dimension.
func.func @i64_rank3() {
  %x = arith.constant dense<5> : tensor<1x1x1xi64>
  %xd = tensor.cast %x : tensor<1x1x1xi64> to tensor<?x?x?xi64>
  %a = arith.constant 1048575 : index
  %r = call @pad_i64(%xd, %a) : (tensor<?x?x?xi64>, index) -> tensor<?x?x?xi64>
  call @after_the_pad() : () -> ()
  return
}

// Interior padding makes the size: 2^32 x 2^31 one-byte elements.
func.func @interior_i1() {
  %x = arith.constant dense<true> : tensor<1x2xi1>
  %xd = tensor.cast %x : tensor<1x2xi1> to tensor<?x?xi1>
  %a = arith.constant 4294967295 : index
  %r = call @pad_i1(%xd, %a) : (tensor<?x?xi1>, index) -> tensor<?x?xi1>
  call @after_the_pad() : () -> ()
  return
}

// 2^25 x 2^25 bytes = 2^50.
func.func @alloc_fails() {
  %x = call @input_i8() : () -> tensor<?x?xi8>
  %a = arith.constant 33554431 : index
  %r = call @pad_i8(%x, %a, %a) : (tensor<?x?xi8>, index, index) -> tensor<?x?xi8>
  call @after_the_pad() : () -> ()
  return
}

func.func @alloc_int64_max() {
  %x = call @input_i8() : () -> tensor<?x?xi8>
  %c0 = arith.constant 0 : index
  %a = arith.constant 9223372036854775806 : index
  %r = call @pad_i8(%x, %c0, %a) : (tensor<?x?xi8>, index, index) -> tensor<?x?xi8>
  call @after_the_pad() : () -> ()
  return
}
