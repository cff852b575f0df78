// RUN: pad-opt %s --convert-pad-to-vector="outline-max-bytes=-1" --split-input-file --verify-diagnostics | FileCheck %s
// RUN: pad-opt %s --split-input-file --verify-diagnostics --pad-to-llvm="parallel=true outline-max-bytes=-1" | FileCheck %s --check-prefix=PARALLEL

// A pad that writes a buffer of `memref.alloc` checks that allocation first,
// right after it: a null pointer of a non-empty buffer calls the report,
// which prints the size with dprintf and aborts (dprintf and abort are
// declared once). The user's own allocation, which no pad writes, is left
// alone.
// CHECK-DAG:   llvm.func @abort()
// CHECK-DAG:   llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func.func @alloc(
//  CHECK-SAME:   %[[X:.*]]: memref<?x8xf32>, %[[N:.*]]: index)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C10:.*]] = arith.constant 10 : index
//       CHECK:   %[[M:.*]] = memref.alloc(%[[N]]) : memref<?x10xf32>
//  CHECK-NEXT:   %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
//  CHECK-NEXT:   %[[B0:.*]] = arith.muli %[[N]], %[[C4]] : index
//  CHECK-NEXT:   %[[BYTES:.*]] = arith.muli %[[B0]], %[[C10]] : index
//  CHECK-NEXT:   %[[NULL:.*]] = arith.cmpi eq, %[[P]], %[[C0]] : index
//  CHECK-NEXT:   %[[SOME:.*]] = arith.cmpi sgt, %[[BYTES]], %[[C0]] : index
//  CHECK-NEXT:   %[[FAILED:.*]] = arith.andi %[[NULL]], %[[SOME]] : i1
//  CHECK-NEXT:   scf.if %[[FAILED]] {
//  CHECK-NEXT:     %[[B64:.*]] = arith.index_cast %[[BYTES]] : index to i64
//  CHECK-NEXT:     memref.alloca_scope {
//  CHECK-NEXT:       llvm.call @__pad_alloc_failed(%[[B64]]) : (i64) -> ()
//       CHECK:   %[[U:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
//   CHECK-NOT:   llvm.call @__pad_alloc_failed
//       CHECK:   return
//       CHECK:   llvm.func private @__pad_alloc_failed(%{{.*}}: i64)
//       CHECK:     llvm.call @dprintf(
//       CHECK:     llvm.call @abort() : () -> ()
//       CHECK:     llvm.unreachable
func.func @alloc(%x: memref<?x8xf32>, %n: index) -> (memref<?x10xf32>, memref<?x4xf32>) {
  %m = memref.alloc(%n) : memref<?x10xf32>
  %u = memref.alloc(%n) : memref<?x4xf32>
  pad.pad_into edge %x below[1, 1] above[1, 1] into %m : memref<?x8xf32> to memref<?x10xf32>
  return %m, %u : memref<?x10xf32>, memref<?x4xf32>
}

// -----

// Two pads writing slices of one allocation: one check. A pad writing a
// function's argument, or an allocation that is empty, checks nothing.
// CHECK-LABEL: func.func @shared_alloc(
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<2x6x10xf32>
//  CHECK-NEXT:   memref.extract_aligned_pointer_as_index %[[M]]
//       CHECK:   llvm.call @__pad_alloc_failed
//   CHECK-NOT:   llvm.call @__pad_alloc_failed
//       CHECK:   return
func.func @shared_alloc(%x: memref<4x8xf32>, %arg: memref<6x10xf32>) -> memref<2x6x10xf32> {
  %m = memref.alloc() : memref<2x6x10xf32>
  %e = memref.alloc() : memref<0x10xf32>
  %a = memref.subview %m[0, 0, 0] [1, 6, 10] [1, 1, 1] : memref<2x6x10xf32> to memref<6x10xf32, strided<[10, 1]>>
  %b = memref.subview %m[1, 0, 0] [1, 6, 10] [1, 1, 1] : memref<2x6x10xf32> to memref<6x10xf32, strided<[10, 1], offset: 60>>
  pad.pad_into wrap %x below[1, 1] above[1, 1] into %a : memref<4x8xf32> to memref<6x10xf32, strided<[10, 1]>>
  pad.pad_into reflect %x below[1, 1] above[1, 1] into %b : memref<4x8xf32> to memref<6x10xf32, strided<[10, 1], offset: 60>>
  pad.pad_into edge %x below[1, 1] above[1, 1] into %arg : memref<4x8xf32> to memref<6x10xf32>
  pad.pad_into constant %x below[-2, 1] above[-2, 1] into %e : memref<4x8xf32> to memref<0x10xf32>
  return %m : memref<2x6x10xf32>
}

// -----

// A pad whose buffer is allocated in a parallel loop: the report sits in a
// scope of its own, so the OpenMP scope around the loop's body is inlined
// and the pipeline lowers it (parallel=true).
// PARALLEL-LABEL: llvm.func @in_forall(
//       PARALLEL:   omp.parallel
//       PARALLEL:     llvm.call @malloc
//       PARALLEL:     llvm.intr.stacksave
//       PARALLEL:     llvm.call @__pad_alloc_failed
func.func @in_forall(%x: tensor<6x6xf32>, %out: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> tensor<4x8x8xf32> {
    %p = pad.pad edge %x below[1, 1] above[1, 1] : tensor<6x6xf32> to tensor<8x8xf32>
    %s = tensor.extract_slice %o[%i, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<4x8x8xf32> to tensor<8x8xf32>
    %t = linalg.transpose ins(%p : tensor<8x8xf32>) outs(%s : tensor<8x8xf32>) permutation = [1, 0]
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8xf32> into tensor<4x8x8xf32>
    }
  }
  return %r : tensor<4x8x8xf32>
}

// -----

// `abort` is the user's func.func of the same C signature: the report
// calls it (the conversion to LLVM makes it the `llvm.func`).
// CHECK-LABEL: func.func private @abort()
// CHECK-NOT:   llvm.func @abort
// CHECK:       llvm.func private @__pad_alloc_failed(
// CHECK:         call @abort() : () -> ()
// CHECK:         llvm.unreachable
func.func private @abort()
func.func @abort_is_func(%x: memref<4xf32>) -> memref<6xf32> {
  %m = memref.alloc() : memref<6xf32>
  pad.pad_into edge %x below[1] above[1] into %m : memref<4xf32> to memref<6xf32>
  return %m : memref<6xf32>
}

// -----

// `abort` is a func.func of another signature: the report cannot call it
// (a second `abort` would be a duplicate symbol), and the pad is not lowered.
// expected-error @+1 {{convert-pad-to-vector: 'abort' is needed as '!llvm.func<void ()>' to report a failed allocation}}
func.func private @abort(f32)
func.func @abort_is_other_func(%x: memref<4xf32>) -> memref<6xf32> {
  %m = memref.alloc() : memref<6xf32>
  pad.pad_into edge %x below[1] above[1] into %m : memref<4xf32> to memref<6xf32>
  return %m : memref<6xf32>
}

// -----

// `dprintf` exists with another type.
// expected-error @+1 {{convert-pad-to-vector: 'dprintf' is needed as '!llvm.func<i32 (i32, ptr, ...)>' to report a failed allocation}}
llvm.func @dprintf(!llvm.ptr, ...) -> i32
func.func @dprintf_taken(%x: memref<4xf32>) -> memref<6xf32> {
  %m = memref.alloc() : memref<6xf32>
  pad.pad_into edge %x below[1] above[1] into %m : memref<4xf32> to memref<6xf32>
  return %m : memref<6xf32>
}

// -----

// A user's function named like the report is the user's: the report is
// built under another name and called (never the user's in its place).
// CHECK-LABEL: llvm.func @__pad_alloc_failed(i64)
// CHECK-LABEL: func.func @report_name_taken(
//       CHECK:   llvm.call @[[REPORT:__pad_alloc_failed_[0-9]+]](
//       CHECK: llvm.func private @[[REPORT]](%{{.*}}: i64)
llvm.func @__pad_alloc_failed(i64)
func.func @report_name_taken(%x: memref<4xf32>) -> memref<6xf32> {
  %m = memref.alloc() : memref<6xf32>
  pad.pad_into edge %x below[1] above[1] into %m : memref<4xf32> to memref<6xf32>
  return %m : memref<6xf32>
}
