// Programs the fuzzers (fuzz/, docs/reliability.md) found mishandled, each
// run end to end in both routes (parallel.test runs `main` again with
// parallel=true). Hand-worked expected values; the aborting cases check the
// guard's message and that nothing after the pad ran.
//
//   guarded_*      an SSA constant pad amount breaks rule 9 or 10: the
//                  conversions used to fold it into invalid static slices
//                  (or overflowed computing a row's byte size); now the
//                  guard, known to fail, aborts at run time.
//   zero_result_*  a result with a static extent 0 took a shortcut that
//                  skipped the run-time checks of the dynamic dimensions.
//   empty_huge     a (2^62 + 1) x 0 result looped over its 2^62 empty rows
//                  (also with interior padding, where the linalg route
//                  filled the whole output first: found by the sanitized
//                  execution harness).
//   interior_max   interior INT64_MAX: the stride r + 1 overflowed.
//   interior_unit  interior padding of an innermost extent 1: the scf route
//                  made a strided view its memref type did not describe.
//   hidden_zero    an extent 0 hidden by a tensor.cast: the linalg route
//                  sliced it at a static offset once the cast folded.
//   crop_rows      a fully cropped innermost run with a dynamic outer pad
//                  (parallel=true left an OpenMP alloca scope un-inlined).
//   chain_*        a pad of a pad whose first result has an extent 0 once
//                  constants fold: the second pad sliced it at static
//                  offsets that did not verify after bufferization.
//   static_part_*  extents known once constants fold whose size alone
//                  breaks rule 10: valid only when another extent is 0
//                  (upstream passes overflowed computing static sizes of
//                  the slices and views of such an output).
//
// cf.assert prints with puts() and aborts without flushing stdio: `stdbuf
// -o0` keeps the message; `not --crash` expects the abort.

// RUN: pad-opt %s --pad-to-llvm="lowering=linalg" > %t.linalg.mlir
// RUN: %pad-run --compile %t.linalg.mlir -o %t.linalg.so
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" > %t.scf.mlir
// RUN: %pad-run --compile %t.scf.mlir -o %t.scf.so
// RUN: %pad-run %t.linalg.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: %pad-run %t.scf.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e guarded_rule9 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE9-DIM0
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e guarded_rule9 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE9-DIM0
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e guarded_rule10 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE10
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e guarded_rule10 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE10
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e zero_result_rule9 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE9-DIM1
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e zero_result_rule9 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE9-DIM1
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e zero_result_rule6 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-EDGE
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e zero_result_rule6 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-EDGE
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e hidden_zero_rule6 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-WRAP
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e hidden_zero_rule6 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-WRAP

// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e static_part_rule10 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE10
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e static_part_rule10 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE10

// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e chain_failed_producer_main -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-WRAP-DIM0
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e chain_failed_producer_main -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-WRAP-DIM0
// RUN: not --crash stdbuf -o0 %pad-run %t.linalg.so -e chain_rule6 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-WRAP
// RUN: not --crash stdbuf -o0 %pad-run %t.scf.so -e chain_rule6 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE6-WRAP

// RULE9-DIM0: pad.pad: the output extent of dimension 0 does not fit in 64 bits
// RULE9-DIM0-NOT: unreachable
// RULE9-DIM1: pad.pad: the output extent of dimension 1 does not fit in 64 bits
// RULE9-DIM1-NOT: unreachable
// RULE10: pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer
// RULE10-NOT: unreachable
// RULE6-EDGE: pad.pad: mode 'edge' cannot pad dimension 1 of extent 0 to a non-empty output
// RULE6-EDGE-NOT: unreachable
// RULE6-WRAP: pad.pad: mode 'wrap' cannot pad dimension 1 of extent 0 to a non-empty output
// RULE6-WRAP-NOT: unreachable
// RULE6-WRAP-DIM0: pad.pad: mode 'wrap' cannot pad dimension 0 of extent 0 to a non-empty output
// RULE6-WRAP-DIM0-NOT: unreachable

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printString(!llvm.ptr)

llvm.mlir.global internal constant @unreachable("unreachable\0A\00") {addr_space = 0 : i32}
func.func @reached() {
  %p = llvm.mlir.addressof @unreachable : !llvm.ptr
  call @printString(%p) : (!llvm.ptr) -> ()
  return
}

func.func @print_sizes(%t: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  vector.print %d0 : index
  vector.print %d1 : index
  return
}

// An SSA constant below: 9223372036854775806 + 3 + 657 does not fit.
func.func @guarded_rule9() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c = arith.constant 9223372036854775806 : index
  %r = pad.pad constant %x below[%c] above[657] : tensor<3xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  vector.print %d : index
  call @reached() : () -> ()
  return
}

// 2^62 + 3 f32 elements: each extent fits, the byte size does not.
func.func @guarded_rule10() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c1 = arith.constant 1 : index
  %r = pad.pad constant %x below[4611686018427387903] above[%c1] : tensor<3xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  vector.print %d : index
  call @reached() : () -> ()
  return
}

func.func @pad_zero_rows(%x: tensor<0x?xf32>, %lo: index, %hi: index) -> tensor<0x?xf32> {
  %r = pad.pad constant %x below[0, %lo] above[0, %hi] : tensor<0x?xf32> to tensor<0x?xf32>
  return %r : tensor<0x?xf32>
}

// Dimension 1 would be 3 + 2^62 + 2^62 = 2^63 + 3: no result is empty
// enough to skip rule 9.
func.func @zero_result_rule9() {
  %e = tensor.empty() : tensor<0x3xf32>
  %x = tensor.cast %e : tensor<0x3xf32> to tensor<0x?xf32>
  %big = arith.constant 4611686018427387904 : index
  %r = call @pad_zero_rows(%x, %big, %big) : (tensor<0x?xf32>, index, index) -> tensor<0x?xf32>
  call @reached() : () -> ()
  return
}

func.func @edge_drop_row(%x: tensor<1x?xf32>, %hi: index) -> tensor<0x?xf32> {
  %r = pad.pad edge %x below[0, 0] above[-1, %hi] : tensor<1x?xf32> to tensor<0x?xf32>
  return %r : tensor<0x?xf32>
}

// Edge padding an empty dimension 1 to extent 1 (rule 6), although the
// result, 0 x 1, holds no element.
func.func @zero_result_rule6() {
  %e = tensor.empty() : tensor<1x0xf32>
  %x = tensor.cast %e : tensor<1x0xf32> to tensor<1x?xf32>
  %c1 = arith.constant 1 : index
  %r = call @edge_drop_row(%x, %c1) : (tensor<1x?xf32>, index) -> tensor<0x?xf32>
  call @reached() : () -> ()
  return
}

func.func @wrap_hidden_zero(%x: tensor<2x0xf32>, %hi: index) -> tensor<11x?xf32> {
  %c = tensor.cast %x : tensor<2x0xf32> to tensor<2x?xf32>
  %r = pad.pad wrap %c below[4, 0] above[5, %hi] : tensor<2x?xf32> to tensor<11x?xf32>
  return %r : tensor<11x?xf32>
}

func.func @hidden_zero_rule6() {
  %x = tensor.empty() : tensor<2x0xf32>
  %c1 = arith.constant 1 : index
  %r = call @wrap_hidden_zero(%x, %c1) : (tensor<2x0xf32>, index) -> tensor<11x?xf32>
  call @reached() : () -> ()
  return
}

func.func @pad_outer(%x: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %r = pad.pad constant %x below[0, 0] above[%a, %b] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @crop_rows(%x: tensor<4x1xi32>, %lo: index) -> tensor<?x16xi32> {
  %v = arith.constant 5 : i32
  %r = pad.pad constant %x below[%lo, 18] above[4, -3] value %v : tensor<4x1xi32> to tensor<?x16xi32>
  return %r : tensor<?x16xi32>
}

// Extents 2^62 + 2 in dimensions 1 and 2 (pads that are SSA constants):
// 2^124 bytes unless dimension 0 is empty.
func.func @static_part(%x: tensor<?x2x2xi8>, %a: index) -> tensor<?x?x?xi8> {
  %c = arith.constant 4611686018427387904 : index
  %r = pad.pad constant %x below[0, 0, 0] above[%a, %c, %c] : tensor<?x2x2xi8> to tensor<?x?x?xi8>
  return %r : tensor<?x?x?xi8>
}

func.func @static_part_rule10() {
  %x0 = arith.constant dense<1> : tensor<1x2x2xi8>
  %x = tensor.cast %x0 : tensor<1x2x2xi8> to tensor<?x2x2xi8>
  %c0 = arith.constant 0 : index
  %r = call @static_part(%x, %c0) : (tensor<?x2x2xi8>, index) -> tensor<?x?x?xi8>
  call @reached() : () -> ()
  return
}

// Dimension 1 of the first pad is 3 - 3 = 0 once %c folds.
func.func @chain(%x: tensor<2x3xf32>, %hi: index) -> tensor<4x?xf32> {
  %c = arith.constant -3 : index
  %0 = pad.pad constant %x below[0, 0] above[0, %c] : tensor<2x3xf32> to tensor<2x?xf32>
  %1 = pad.pad wrap %0 below[1, 0] above[1, %hi] : tensor<2x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

// The first pad is known to fail (wrap pads an empty dimension 0 to 2): its
// placeholder result has dynamic extents 0, which the second pad must expect.
func.func @chain_failed_producer(%hi: index) {
  %x = tensor.empty() : tensor<0x3xf32>
  %c1 = arith.constant 1 : index
  %0 = pad.pad wrap %x below[%c1, 0] above[%c1, 0] : tensor<0x3xf32> to tensor<?x3xf32>
  %1 = pad.pad wrap %0 below[1, 1] above[1, %hi] : tensor<?x3xf32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %1, %c0 : tensor<?x?xf32>
  vector.print %d : index
  call @reached() : () -> ()
  return
}

func.func @chain_failed_producer_main() {
  %c2 = arith.constant 2 : index
  call @chain_failed_producer(%c2) : (index) -> ()
  return
}

func.func @chain_rule6() {
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %c2 = arith.constant 2 : index
  %r = call @chain(%x, %c2) : (tensor<2x3xf32>, index) -> tensor<4x?xf32>
  call @reached() : () -> ()
  return
}

func.func @interior_empty(%x: tensor<?x1x0xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index, %hi2: index) -> tensor<?x?x?xf32> {
  %r = pad.pad constant %x below[%lo0, %lo1, 1] above[%hi0, %hi1, %hi2] interior[1, 2, 2] : tensor<?x1x0xf32> to tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

func.func @main() {
  // CHECK: [0,  3.5,  0]
  %a = arith.constant dense<[3.5]> : tensor<1xf32>
  %ra = pad.pad constant %a below[1] above[1] interior[9223372036854775807] : tensor<1xf32> to tensor<3xf32>
  %ma = bufferization.to_buffer %ra : tensor<3xf32> to memref<3xf32>
  %ua = memref.cast %ma : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()

  // CHECK:      [1],
  // CHECK-NEXT: [2]]
  %b = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %rb = pad.pad constant %b below[0, 0] above[0, 0] interior[0, 1] : tensor<2x1xf32> to tensor<2x1xf32>
  %mb = bufferization.to_buffer %rb : tensor<2x1xf32> to memref<2x1xf32>
  %ub = memref.cast %mb : memref<2x1xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()

  // CHECK-NEXT: 11
  // CHECK-NEXT: 0
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = tensor.empty() : tensor<2x0xf32>
  %rz = call @wrap_hidden_zero(%z, %c0) : (tensor<2x0xf32>, index) -> tensor<11x?xf32>
  %cz = tensor.cast %rz : tensor<11x?xf32> to tensor<?x?xf32>
  call @print_sizes(%cz) : (tensor<?x?xf32>) -> ()

  // CHECK-NEXT: 4611686018427387905
  // CHECK-NEXT: 0
  %one = arith.constant dense<7.0> : tensor<1x1xf32>
  %x1 = tensor.cast %one : tensor<1x1xf32> to tensor<?x?xf32>
  %big = arith.constant 4611686018427387904 : index
  %m1 = arith.constant -1 : index
  %re = call @pad_outer(%x1, %big, %m1) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  call @print_sizes(%re) : (tensor<?x?xf32>) -> ()

  // CHECK-NEXT: 0
  // CHECK-NEXT: 4611686018427387906
  // CHECK-NEXT: 4611686018427387906
  %s0 = arith.constant dense<1> : tensor<1x2x2xi8>
  %s = tensor.cast %s0 : tensor<1x2x2xi8> to tensor<?x2x2xi8>
  %rs = call @static_part(%s, %m1) : (tensor<?x2x2xi8>, index) -> tensor<?x?x?xi8>
  %rs0 = tensor.dim %rs, %c0 : tensor<?x?x?xi8>
  %rs1 = tensor.dim %rs, %c1 : tensor<?x?x?xi8>
  %c2 = arith.constant 2 : index
  %rs2 = tensor.dim %rs, %c2 : tensor<?x?x?xi8>
  vector.print %rs0 : index
  vector.print %rs1 : index
  vector.print %rs2 : index

  // CHECK-NEXT: 4
  // CHECK-NEXT: 0
  %cx = arith.constant dense<1.0> : tensor<2x3xf32>
  %rch = call @chain(%cx, %c0) : (tensor<2x3xf32>, index) -> tensor<4x?xf32>
  %rchc = tensor.cast %rch : tensor<4x?xf32> to tensor<?x?xf32>
  call @print_sizes(%rchc) : (tensor<?x?xf32>) -> ()

  // CHECK-NEXT: 8427884248779672263
  // CHECK-NEXT: 1288677570827461285
  // CHECK-NEXT: 0
  %ie = tensor.empty() : tensor<6x1x0xf32>
  %iec = tensor.cast %ie : tensor<6x1x0xf32> to tensor<?x1x0xf32>
  %ilo0 = arith.constant -795487788075103555 : index
  %ilo1 = arith.constant -4611686018427387902 : index
  %ihi0 = arith.constant 9223372036854775807 : index
  %ihi1 = arith.constant 5900363589254849186 : index
  %ri = call @interior_empty(%iec, %ilo0, %ilo1, %ihi0, %ihi1, %m1) : (tensor<?x1x0xf32>, index, index, index, index, index) -> tensor<?x?x?xf32>
  %ri0 = tensor.dim %ri, %c0 : tensor<?x?x?xf32>
  %ri1 = tensor.dim %ri, %c1 : tensor<?x?x?xf32>
  %ri2 = tensor.dim %ri, %c2 : tensor<?x?x?xf32>
  vector.print %ri0 : index
  vector.print %ri1 : index
  vector.print %ri2 : index

  // Nine rows of sixteen 5s (the source column lands at 18, past the end).
  // CHECK: rank = 2 offset = 0 sizes = [9, 16]
  // CHECK-COUNT-9: [5,   5,   5,   5,   5,   5,   5,   5,   5,   5,   5,   5,   5,   5,   5,   5]
  // CHECK-NOT: [5
  %c = arith.constant dense<[[1], [2], [3], [4]]> : tensor<4x1xi32>
  %rc = call @crop_rows(%c, %c1) : (tensor<4x1xi32>, index) -> tensor<?x16xi32>
  %mc = bufferization.to_buffer %rc : tensor<?x16xi32> to memref<?x16xi32>
  %uc = memref.cast %mc : memref<?x16xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  return
}
