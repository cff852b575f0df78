// RUN: pad-opt %s --pad-check-allocations --split-input-file --verify-diagnostics | FileCheck %s

// Every memref.alloc is followed by a check of its pointer: a null buffer of
// a non-zero size calls the report, which prints the size with dprintf and
// aborts. `dprintf` and `abort` are declared once.
// CHECK-DAG:   llvm.func @abort()
// CHECK-DAG:   llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func.func @alloc(
//  CHECK-SAME:   %[[N:.*]]: index)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   %[[M:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//       CHECK:   %[[BYTES:.*]] = arith.muli %[[N]], %[[C4]] : index
//       CHECK:   %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
//       CHECK:   %[[NULL:.*]] = arith.cmpi eq, %[[P]], %[[C0]] : index
//       CHECK:   %[[SOME:.*]] = arith.cmpi sgt, %[[BYTES]], %[[C0]] : index
//       CHECK:   %[[FAILED:.*]] = arith.andi %[[NULL]], %[[SOME]] : i1
//       CHECK:   scf.if %[[FAILED]] {
//       CHECK:     %[[B64:.*]] = arith.index_cast %[[BYTES]] : index to i64
//       CHECK:     llvm.call @__pad_alloc_failed(%[[B64]]) : (i64) -> ()
//       CHECK:   llvm.func private @__pad_alloc_failed(%{{.*}}: i64)
//       CHECK:     llvm.call @dprintf(
//       CHECK:     llvm.call @abort() : () -> ()
//       CHECK:     llvm.unreachable
func.func @alloc(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}

// -----

// A module's own declaration of the right type is used, not declared again.
// CHECK-LABEL: llvm.func @abort()
//   CHECK-NOT:   llvm.func @abort()
llvm.func @abort()
func.func @own_abort() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}

// -----

// `abort` is a func.func: the report cannot call it (a second `abort` would
// be a duplicate symbol).
// expected-error @+1 {{pad-check-allocations: 'abort' is needed as '!llvm.func<void ()>' to report a failed allocation}}
func.func private @abort()
func.func @abort_is_func() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}

// -----

// `dprintf` exists with another type.
// expected-error @+1 {{pad-check-allocations: 'dprintf' is needed as '!llvm.func<i32 (i32, ptr, ...)>' to report a failed allocation}}
llvm.func @dprintf(!llvm.ptr, ...) -> i32
func.func @dprintf_taken() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
