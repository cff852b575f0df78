// RUN: pad-opt %s --pad-lower-asserts --split-input-file --verify-diagnostics | FileCheck %s

// Every cf.assert becomes a branch to a block that prints its message with
// puts and aborts, as upstream's convert-cf-to-llvm lowers it; asserts with
// the same message share one global.
// CHECK-DAG:   llvm.func @puts(!llvm.ptr)
// CHECK-DAG:   llvm.func @abort()
// CHECK-DAG:   llvm.mlir.global internal constant @[[$A:__pad_assert_message[_0-9]*]]("first\00")
// CHECK-DAG:   llvm.mlir.global internal constant @[[$B:__pad_assert_message[_0-9]*]]("second\00")
// CHECK-NOT:   llvm.mlir.global
// CHECK-LABEL: func.func @two_messages(
//  CHECK-SAME:     %[[X:.*]]: i1, %[[Y:.*]]: i1)
//       CHECK:   cf.cond_br %[[X]], ^[[OK1:.*]], ^[[FAIL1:[a-z0-9]+]]
//       CHECK: ^[[FAIL1]]:
//  CHECK-NEXT:   %[[M1:.*]] = llvm.mlir.addressof @[[$A]] : !llvm.ptr
//  CHECK-NEXT:   llvm.call @puts(%[[M1]]) : (!llvm.ptr) -> ()
//  CHECK-NEXT:   llvm.call @abort() : () -> ()
//  CHECK-NEXT:   llvm.unreachable
//       CHECK: ^[[OK1]]:
//       CHECK:   cf.cond_br %[[Y]], ^[[OK2:.*]], ^[[FAIL2:[a-z0-9]+]]
//       CHECK: ^[[FAIL2]]:
//  CHECK-NEXT:   %[[M2:.*]] = llvm.mlir.addressof @[[$B]] : !llvm.ptr
//       CHECK: ^[[OK2]]:
//       CHECK:   cf.cond_br %[[X]], ^[[OK3:.*]], ^[[FAIL3:[a-z0-9]+]]
//       CHECK: ^[[FAIL3]]:
//  CHECK-NEXT:   llvm.mlir.addressof @[[$A]] : !llvm.ptr
//       CHECK: ^[[OK3]]:
//  CHECK-NEXT:   return
//   CHECK-NOT:   cf.assert
func.func @two_messages(%x: i1, %y: i1) {
  cf.assert %x, "first"
  cf.assert %y, "second"
  cf.assert %x, "first"
  return
}

// -----

// A global already named like the messages keeps its name; the message gets
// another.
// CHECK-DAG: llvm.mlir.global internal constant @__pad_assert_message("mine")
// CHECK-DAG: llvm.mlir.global internal constant @[[$M:__pad_assert_message_[0-9]+]]("taken\00")
// CHECK-LABEL: func.func @name_taken
//       CHECK:   llvm.mlir.addressof @[[$M]]
llvm.mlir.global internal constant @__pad_assert_message("mine")
func.func @name_taken(%x: i1) {
  cf.assert %x, "taken"
  return
}

// -----

// `abort` exists with another type: the report cannot call it.
// expected-error @+1 {{pad-lower-asserts: 'abort' is needed as '!llvm.func<void ()>' to report a failed cf.assert}}
llvm.func @abort(i32)
func.func @abort_taken(%x: i1) {
  cf.assert %x, "message"
  return
}

// -----

// The user's own declarations of `puts` and `abort` as func.func, with the
// C signatures: the same functions, called (upstream's conversion of
// cf.assert takes them too).
// CHECK-LABEL: func.func private @puts(!llvm.ptr)
// CHECK-LABEL: func.func private @abort()
// CHECK-NOT:   llvm.func @puts
// CHECK-NOT:   llvm.func @abort
// CHECK-LABEL: func.func @user_declarations(
//       CHECK:   call @puts(%{{.*}}) : (!llvm.ptr) -> ()
//  CHECK-NEXT:   call @abort() : () -> ()
//  CHECK-NEXT:   llvm.unreachable
func.func private @puts(!llvm.ptr)
func.func private @abort()
func.func @user_declarations(%x: i1) {
  cf.assert %x, "message"
  return
}

// -----

// `puts` is a func.func of another signature.
// expected-error @+1 {{pad-lower-asserts: 'puts' is needed as '!llvm.func<void (ptr)>' to report a failed cf.assert}}
func.func private @puts(f32)
func.func @puts_taken(%x: i1) {
  cf.assert %x, "message"
  return
}
