// Run-time guards (spec section 2; verifier rules 6 and 9 when extents or
// pads are dynamic): a dynamic case that the verifier could not check aborts
// with a message instead of reading out of bounds, in both routes; the
// dynamic cases that are valid run and give the spec's result.
//
// cf.assert prints its message with puts() and then calls abort(), which
// does not flush stdio: `stdbuf -o0` keeps the message when stdout is a pipe.
// `not --crash` expects the abort.

// RUN: pad-opt %s --pad-to-llvm="lowering=linalg" > %t.linalg.mlir
// RUN: %pad-run --compile %t.linalg.mlir -o %t.linalg.so
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" > %t.scf.mlir
// RUN: %pad-run --compile %t.scf.mlir -o %t.scf.so

// Valid dynamic cases run in both routes.
// RUN: %pad-run %t.linalg.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s --check-prefix=OK
// RUN: %pad-run %t.scf.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s --check-prefix=OK

// Rule 6 at run time.
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e edge_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=EDGE-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e edge_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=EDGE-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e reflect_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=REFLECT-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e reflect_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=REFLECT-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e symmetric_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SYMMETRIC-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e symmetric_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=SYMMETRIC-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e wrap_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=WRAP-ZERO
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e wrap_zero -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=WRAP-ZERO

// Rule 9 at run time.
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e overflow_below -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e overflow_below -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e overflow_both -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-1
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e overflow_both -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-1
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e overflow_interior -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e overflow_interior -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e overflow_stretched_only -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e overflow_stretched_only -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e overflow_negative -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e overflow_negative -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=OVERFLOW-0

// EDGE-ZERO: pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output
// EDGE-ZERO-NOT: Unranked Memref
// REFLECT-ZERO: pad.pad: mode 'reflect' cannot pad dimension 1 of extent 0 to a non-empty output
// REFLECT-ZERO-NOT: Unranked Memref
// SYMMETRIC-ZERO: pad.pad: mode 'symmetric' cannot pad dimension 0 of extent 0 to a non-empty output
// SYMMETRIC-ZERO-NOT: Unranked Memref
// WRAP-ZERO: pad.pad: mode 'wrap' cannot pad dimension 2 of extent 0 to a non-empty output
// WRAP-ZERO-NOT: Unranked Memref
// OVERFLOW-0: pad.pad: the output extent of dimension 0 does not fit in 64 bits
// OVERFLOW-0-NOT: Unranked Memref
// OVERFLOW-1: pad.pad: the output extent of dimension 1 does not fit in 64 bits
// OVERFLOW-1-NOT: Unranked Memref

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @print_1d(%r: tensor<?xi32>) {
  %m = bufferization.to_buffer %r : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_2d(%r: tensor<?x?xi32>) {
  %m = bufferization.to_buffer %r : tensor<?x?xi32> to memref<?x?xi32>
  %u = memref.cast %m : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// The padding functions: everything dynamic.
//===----------------------------------------------------------------------===//

func.func @pad_edge_1d(%x: tensor<?xi32>, %lo: index, %hi: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad edge %x below[%lo] above[%hi] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @pad_reflect_1d(%x: tensor<?xi32>, %lo: index, %hi: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad reflect %x below[%lo] above[%hi] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @pad_symmetric_1d(%x: tensor<?xi32>, %lo: index, %hi: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad symmetric %x below[%lo] above[%hi] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @pad_wrap_1d(%x: tensor<?xi32>, %lo: index, %hi: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad wrap %x below[%lo] above[%hi] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @pad_constant_1d(%x: tensor<?xi32>, %lo: index, %hi: index, %v: i32) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad constant %x below[%lo] above[%hi] value %v : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// Static extent 4, dynamic pads.
func.func @pad_constant_4(%x: tensor<4xi32>, %lo: index, %hi: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad constant %x below[%lo] above[%hi] : tensor<4xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// Dynamic extent, static huge interior.
func.func @pad_interior_huge(%x: tensor<?xi32>, %lo: index, %hi: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad constant %x below[%lo] above[%hi] interior[4611686018427387904] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @pad_edge_2d(%x: tensor<?x?xi32>, %lo0: index, %hi0: index) -> tensor<?x?xi32> attributes {no_inline} {
  %r = pad.pad edge %x below[%lo0, 1] above[%hi0, 1] : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @pad_reflect_2d(%x: tensor<2x?xi32>, %hi1: index) -> tensor<2x?xi32> attributes {no_inline} {
  %r = pad.pad reflect %x below[0, 0] above[0, %hi1] : tensor<2x?xi32> to tensor<2x?xi32>
  return %r : tensor<2x?xi32>
}

func.func @pad_wrap_3d(%x: tensor<?x?x?xi32>, %lo2: index) -> tensor<?x?x?xi32> attributes {no_inline} {
  %r = pad.pad wrap %x below[0, 0, %lo2] above[0, 0, 0] : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}

func.func @pad_symmetric_2d(%x: tensor<2x?xi32>, %lo1: index, %hi1: index) -> tensor<2x?xi32> attributes {no_inline} {
  %r = pad.pad symmetric %x below[0, %lo1] above[0, %hi1] : tensor<2x?xi32> to tensor<2x?xi32>
  return %r : tensor<2x?xi32>
}

//===----------------------------------------------------------------------===//
// Entry points that must abort.
//===----------------------------------------------------------------------===//

func.func @empty_1d() -> tensor<?xi32> {
  %e = arith.constant dense<> : tensor<0xi32>
  %d = tensor.cast %e : tensor<0xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// Extent 0 padded to 2 elements.
func.func @edge_zero() {
  %x = call @empty_1d() : () -> tensor<?xi32>
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %r = call @pad_edge_1d(%x, %c2, %c0) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r) : (tensor<?xi32>) -> ()
  return
}

// Dimension 1 of a 2x0 tensor padded to 1 column.
func.func @reflect_zero() {
  %e = arith.constant dense<> : tensor<2x0xi32>
  %x = tensor.cast %e : tensor<2x0xi32> to tensor<2x?xi32>
  %c1 = arith.constant 1 : index
  %r = call @pad_reflect_2d(%x, %c1) : (tensor<2x?xi32>, index) -> tensor<2x?xi32>
  %rc = tensor.cast %r : tensor<2x?xi32> to tensor<?x?xi32>
  call @print_2d(%rc) : (tensor<?x?xi32>) -> ()
  return
}

// A negative below and a larger above: -1 + 0 + 2 = 1 element.
func.func @symmetric_zero() {
  %x = call @empty_1d() : () -> tensor<?xi32>
  %lo = arith.constant -1 : index
  %hi = arith.constant 2 : index
  %r = call @pad_symmetric_1d(%x, %lo, %hi) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r) : (tensor<?xi32>) -> ()
  return
}

// Dimension 2 of a 1x2x0 tensor.
func.func @wrap_zero() {
  %e = arith.constant dense<> : tensor<1x2x0xi32>
  %x = tensor.cast %e : tensor<1x2x0xi32> to tensor<?x?x?xi32>
  %c3 = arith.constant 3 : index
  %r = call @pad_wrap_3d(%x, %c3) : (tensor<?x?x?xi32>, index) -> tensor<?x?x?xi32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %r[%c0, %c0, %c0] : tensor<?x?x?xi32>
  %t = tensor.from_elements %v : tensor<1xi32>
  %tc = tensor.cast %t : tensor<1xi32> to tensor<?xi32>
  call @print_1d(%tc) : (tensor<?xi32>) -> ()
  return
}

// below = INT64_MAX on a static extent of 4.
func.func @overflow_below() {
  %x = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %lo = arith.constant 9223372036854775807 : index
  %hi = arith.constant 1 : index
  %r = call @pad_constant_4(%x, %lo, %hi) : (tensor<4xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r) : (tensor<?xi32>) -> ()
  return
}

// Dimension 1: 2^62 + 4 + 2^62 = 2^63 + 4.
func.func @overflow_both() {
  %e = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>
  %x = tensor.cast %e : tensor<2x4xi32> to tensor<2x?xi32>
  %p = arith.constant 4611686018427387904 : index
  %r = call @pad_symmetric_2d(%x, %p, %p) : (tensor<2x?xi32>, index, index) -> tensor<2x?xi32>
  %rc = tensor.cast %r : tensor<2x?xi32> to tensor<?x?xi32>
  call @print_2d(%rc) : (tensor<?x?xi32>) -> ()
  return
}

// Stretched extent (4 - 1) * (2^62 + 1) + 1 > INT64_MAX.
func.func @overflow_interior() {
  %e = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %x = tensor.cast %e : tensor<4xi32> to tensor<?xi32>
  %c0 = arith.constant 0 : index
  %r = call @pad_interior_huge(%x, %c0, %c0) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r) : (tensor<?xi32>) -> ()
  return
}

// The same stretched extent 3 * 2^62 + 4, cropped by 3 * 2^61 + 2 below and
// 3 * 2^61 above to an output of 2: rule 9 still rejects it, because the
// stretched extent does not fit in 64 bits.
func.func @overflow_stretched_only() {
  %e = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %x = tensor.cast %e : tensor<4xi32> to tensor<?xi32>
  %lo = arith.constant -6917529027641081858 : index
  %hi = arith.constant -6917529027641081856 : index
  %r = call @pad_interior_huge(%x, %lo, %hi) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r) : (tensor<?xi32>) -> ()
  return
}

// A wrap-around the other way is not an output extent of 0: INT64_MAX + 3 +
// INT64_MAX does not fit even though it is negative in 64 bits.
func.func @overflow_negative() {
  %e = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %x = tensor.cast %e : tensor<3xi32> to tensor<?xi32>
  %p = arith.constant 9223372036854775807 : index
  %r = call @pad_wrap_1d(%x, %p, %p) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r) : (tensor<?xi32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Valid dynamic cases: they run, with the spec's result.
//===----------------------------------------------------------------------===//

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m1 = arith.constant -1 : index
  %m2 = arith.constant -2 : index
  %empty = call @empty_1d() : () -> tensor<?xi32>

  // Edge mode, extent 0 stays empty: below 1, above -1 (and 1 / 1 on the
  // other dimension of extent 3).
  // OK: rank = 2 offset = 0 sizes = [0, 5] strides = [5, 1] data =
  %e03 = arith.constant dense<> : tensor<0x3xi32>
  %x03 = tensor.cast %e03 : tensor<0x3xi32> to tensor<?x?xi32>
  %r0 = call @pad_edge_2d(%x03, %c1, %m1) : (tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
  call @print_2d(%r0) : (tensor<?x?xi32>) -> ()

  // Edge mode, extent 0, no pads at all.
  // OK: rank = 1 offset = 0 sizes = [0] strides = [1] data =
  %r1 = call @pad_edge_1d(%empty, %c0, %c0) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r1) : (tensor<?xi32>) -> ()

  // Reflect, extent 0: -2 + 0 + 1 < 0 is an empty output.
  // OK: rank = 1 offset = 0 sizes = [0] strides = [1] data =
  %r2 = call @pad_reflect_1d(%empty, %m2, %c1) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r2) : (tensor<?xi32>) -> ()

  // Symmetric and wrap, extent 0, pads cancelling out.
  // OK: rank = 1 offset = 0 sizes = [0] strides = [1] data =
  %r3 = call @pad_symmetric_1d(%empty, %c2, %m2) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r3) : (tensor<?xi32>) -> ()
  // OK: rank = 1 offset = 0 sizes = [0] strides = [1] data =
  %r4 = call @pad_wrap_1d(%empty, %m1, %c1) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r4) : (tensor<?xi32>) -> ()

  // Constant mode may pad an empty dimension: 2 + 0 + 1 = 3 elements.
  // OK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // OK-NEXT: [7, 7, 7]
  %c7 = arith.constant 7 : i32
  %r5 = call @pad_constant_1d(%empty, %c2, %c1, %c7) : (tensor<?xi32>, index, index, i32) -> tensor<?xi32>
  call @print_1d(%r5) : (tensor<?xi32>) -> ()

  // Non-empty dynamic extents run through the same guards untouched.
  // OK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // OK-NEXT: [3, 2, 1, 2, 3, 2]
  %e3 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %x3 = tensor.cast %e3 : tensor<3xi32> to tensor<?xi32>
  %r6 = call @pad_reflect_1d(%x3, %c2, %c1) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r6) : (tensor<?xi32>) -> ()

  // Pads whose sum is small but whose parts are near the limits do not
  // trip the overflow guard: 9223372036854775800 + 3 - 9223372036854775801
  // = 2 elements, k = o - 9223372036854775800, k mod 3 = 0, 1 -> [1, 2].
  // OK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // OK-NEXT: [1, 2]
  %plo = arith.constant 9223372036854775800 : index
  %phi = arith.constant -9223372036854775801 : index
  %r7 = call @pad_wrap_1d(%x3, %plo, %phi) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r7) : (tensor<?xi32>) -> ()

  // The largest stretched extent that fits, cropped: (4 - 1) * (2^62 + 1) + 1
  // does not fit, but extent 2 gives 2^62 + 2; below -(2^62 + 1) leaves the
  // last element and above 1 one pad value.
  // OK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // OK-NEXT: [2, 0]
  %e2 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %x2 = tensor.cast %e2 : tensor<2xi32> to tensor<?xi32>
  %ilo = arith.constant -4611686018427387905 : index
  %r8 = call @pad_interior_huge(%x2, %ilo, %c1) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print_1d(%r8) : (tensor<?xi32>) -> ()
  return
}
