// The destination-style form through upstream One-Shot Bufferize (spec
// section 1, "Interfaces" and "The destination-style form").
//
// The form on tensors bufferizes into the form on memrefs, writing the
// destination's buffer: its result aliases (is equivalent to) `dest`, and
// `dest` is written, never read.
// RUN: pad-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: pad-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
//
// A pad is written in place the way upstream writes a tensor.pad in place:
// --pad-to-destination-style, then upstream's --eliminate-empty-tensors
// replaces the empty tensor by the subset the pad is inserted into, and
// One-Shot Bufferize writes the form into a subview of that buffer. The
// functions of the form on tensors go through this pipeline unchanged (the
// CHECK lines apply to both runs).
// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefixes=CHECK,INPLACE

//===----------------------------------------------------------------------===//
// pad.pad through the destination-style pipeline (INPLACE). These come first,
// so that the first two runs, which do not check them, skip their output.
//===----------------------------------------------------------------------===//

// Inserted into a function argument: the form writes a subview of the
// argument's buffer, and nothing is allocated. (The copy between two
// identical subviews that One-Shot leaves for the insert_slice is a no-op
// that --canonicalize removes.)
// INPLACE-LABEL: func.func @insert_into_argument(
// INPLACE-SAME:      %[[X:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>, %[[OUT:.*]]: memref<10x10xf32, strided<[?, ?], offset: ?>>) -> memref<10x10xf32, strided<[?, ?], offset: ?>>
// INPLACE-NOT:     memref.alloc
// INPLACE:         %[[SUB:.*]] = memref.subview %[[OUT]][3, 2] [4, 6] [1, 1] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// INPLACE-NEXT:    pad.pad_into edge %[[X]] below[1, 2] above[1, 1] into %[[SUB]] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// INPLACE-NEXT:    %[[SUB2:.*]] = memref.subview %[[OUT]][3, 2] [4, 6] [1, 1]
// INPLACE-NEXT:    memref.copy %[[SUB]], %[[SUB2]]
// INPLACE-NOT:     memref.alloc
// INPLACE:         return %[[OUT]] : memref<10x10xf32, strided<[?, ?], offset: ?>>
func.func @insert_into_argument(%x: tensor<2x3xf32>, %out: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %p = pad.pad edge %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  %r = tensor.insert_slice %p into %out[3, 2] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<10x10xf32>
  return %r : tensor<10x10xf32>
}

// One pad per iteration of an scf.forall, each inserted into its own slice
// of the shared output by tensor.parallel_insert_slice: every iteration
// writes its slice of the argument's buffer in place.
// INPLACE-LABEL: func.func @forall_parallel_insert(
// INPLACE-SAME:      %[[X:.*]]: memref<4x2x3xf32, strided<[?, ?, ?], offset: ?>>, %[[OUT:.*]]: memref<4x4x6xf32, strided<[?, ?, ?], offset: ?>>) -> memref<4x4x6xf32, strided<[?, ?, ?], offset: ?>>
// INPLACE-NOT:     memref.alloc
// INPLACE:         scf.forall (%[[I:.*]]) in (4) {
// INPLACE-NEXT:      %[[SRC:.*]] = memref.subview %[[X]][%[[I]], 0, 0] [1, 2, 3] [1, 1, 1] : memref<4x2x3xf32, strided<[?, ?, ?], offset: ?>> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INPLACE-NEXT:      %[[DST:.*]] = memref.subview %[[OUT]][%[[I]], 0, 0] [1, 4, 6] [1, 1, 1] : memref<4x4x6xf32, strided<[?, ?, ?], offset: ?>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// INPLACE-NEXT:      pad.pad_into reflect %[[SRC]] below[1, 2] above[1, 1] into %[[DST]] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// INPLACE-NEXT:      %[[DST2:.*]] = memref.subview %[[OUT]][%[[I]], 0, 0] [1, 4, 6] [1, 1, 1]
// INPLACE-NEXT:      memref.copy %[[DST]], %[[DST2]]
// INPLACE-NEXT:    }
// INPLACE-NOT:     memref.alloc
// INPLACE:         return %[[OUT]] : memref<4x4x6xf32, strided<[?, ?, ?], offset: ?>>
func.func @forall_parallel_insert(%x: tensor<4x2x3xf32>, %out: tensor<4x4x6xf32>) -> tensor<4x4x6xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4x4x6xf32>) {
    %s = tensor.extract_slice %x[%i, 0, 0] [1, 2, 3] [1, 1, 1] : tensor<4x2x3xf32> to tensor<2x3xf32>
    %p = pad.pad reflect %s below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %p into %o[%i, 0, 0] [1, 4, 6] [1, 1, 1] : tensor<4x6xf32> into tensor<4x4x6xf32>
    }
  }
  return %r : tensor<4x4x6xf32>
}

// A returned pad has no buffer to be written into: one allocation of the
// result's type, which the form writes and the function returns.
// INPLACE-LABEL: func.func @returned(
// INPLACE-SAME:      %[[X:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x6xf32>
// INPLACE-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x6xf32>
// INPLACE-NEXT:    pad.pad_into wrap %[[X]] below[1, 2] above[1, 1] into %[[ALLOC]] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<4x6xf32>
// INPLACE-NOT:     memref.alloc
// INPLACE-NOT:     memref.copy
// INPLACE:         return %[[ALLOC]] : memref<4x6xf32>
func.func @returned(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %p = pad.pad wrap %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

// The pad reads the buffer it is written into (its source is a slice of the
// same argument, overlapping the destination): the analysis copies the
// source first, and still writes the result in place.
// INPLACE-LABEL: func.func @source_overlaps_destination(
// INPLACE-SAME:      %[[OUT:.*]]: memref<10x10xf32, strided<[?, ?], offset: ?>>)
// INPLACE-NEXT:    %[[SRC:.*]] = memref.subview %[[OUT]][0, 0] [2, 3] [1, 1]
// INPLACE-NEXT:    %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INPLACE-NEXT:    memref.copy %[[SRC]], %[[COPY]]
// INPLACE-NEXT:    %[[DST:.*]] = memref.subview %[[OUT]][0, 0] [4, 6] [1, 1]
// INPLACE-NEXT:    pad.pad_into edge %[[COPY]] below[1, 2] above[1, 1] into %[[DST]] : memref<2x3xf32> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// INPLACE-NOT:     memref.alloc
// INPLACE:         return %[[OUT]]
func.func @source_overlaps_destination(%out: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %s = tensor.extract_slice %out[0, 0] [2, 3] [1, 1] : tensor<10x10xf32> to tensor<2x3xf32>
  %p = pad.pad edge %s below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  %r = tensor.insert_slice %p into %out[0, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<10x10xf32>
  return %r : tensor<10x10xf32>
}

// The argument is read after the insertion: writing it in place would
// change what the read sees, so the pad gets its own buffer and the
// insertion a copy of the argument.
// INPLACE-LABEL: func.func @argument_read_after(
// INPLACE-SAME:      %[[X:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>, %[[OUT:.*]]: memref<10x10xf32, strided<[?, ?], offset: ?>>) -> (memref<10x10xf32>, f32)
// INPLACE:         %[[PAD:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x6xf32>
// INPLACE-NEXT:    pad.pad_into edge %[[X]] below[1, 2] above[1, 1] into %[[PAD]] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<4x6xf32>
// INPLACE-NEXT:    %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<10x10xf32>
// INPLACE-NEXT:    memref.copy %[[OUT]], %[[NEW]]
// INPLACE-NEXT:    %[[SUB:.*]] = memref.subview %[[NEW]][3, 2] [4, 6] [1, 1]
// INPLACE-NEXT:    memref.copy %[[PAD]], %[[SUB]]
// INPLACE:         %[[V:.*]] = memref.load %[[OUT]]
// INPLACE:         return %[[NEW]], %[[V]]
func.func @argument_read_after(%x: tensor<2x3xf32>, %out: tensor<10x10xf32>) -> (tensor<10x10xf32>, f32) {
  %p = pad.pad edge %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  %r = tensor.insert_slice %p into %out[3, 2] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<10x10xf32>
  %c3 = arith.constant 3 : index
  %v = tensor.extract %out[%c3, %c3] : tensor<10x10xf32>
  return %r, %v : tensor<10x10xf32>, f32
}

//===----------------------------------------------------------------------===//
// The form on tensors (all three runs).
//===----------------------------------------------------------------------===//

// The seed's example into a function argument: the memref form writes the
// argument's buffer, which is returned; nothing is allocated or copied.
// CHECK-LABEL: func.func @form_into_argument(
// CHECK-SAME:      %[[X:.*]]: memref<3x3xi32, strided<[?, ?], offset: ?>>, %[[C:.*]]: i32, %[[D:.*]]: memref<7x9xi32, strided<[?, ?], offset: ?>>) -> memref<7x9xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    pad.pad_into constant %[[X]] below[1, 2] above[1, 0] interior[1, 2] value %[[C]] into %[[D]] : memref<3x3xi32, strided<[?, ?], offset: ?>> to memref<7x9xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    return %[[D]] : memref<7x9xi32, strided<[?, ?], offset: ?>>
// ANALYSIS-LABEL: func.func @form_into_argument(
// ANALYSIS-SAME:      %{{.*}}: tensor<3x3xi32> {bufferization.access = "read"}, %{{.*}}: i32, %{{.*}}: tensor<7x9xi32> {bufferization.access = "write"}) -> tensor<7x9xi32>
// ANALYSIS-NEXT:    pad.pad_into {{.*}} {__inplace_operands_attr__ = ["true", "none", "true"]}
// ANALYSIS-NEXT:    return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]}
func.func @form_into_argument(%x: tensor<3x3xi32>, %c: i32, %d: tensor<7x9xi32>) -> tensor<7x9xi32> {
  %r = pad.pad_into constant %x below[1, 2] above[1, 0] interior[1, 2] value %c into %d : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// Dynamic pads and shapes.
// CHECK-LABEL: func.func @form_dynamic(
// CHECK-SAME:      %[[X:.*]]: memref<?x4xf32, strided<[?, ?], offset: ?>>, %[[LO:.*]]: index, %[[D:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    pad.pad_into edge %[[X]] below[%[[LO]], 0] above[1, 2] into %[[D]] : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    return %[[D]] : memref<?x?xf32, strided<[?, ?], offset: ?>>
// ANALYSIS-LABEL: func.func @form_dynamic(
// ANALYSIS-NEXT:    pad.pad_into {{.*}} {__inplace_operands_attr__ = ["true", "none", "true"]}
// ANALYSIS-NEXT:    return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]}
func.func @form_dynamic(%x: tensor<?x4xf32>, %lo: index, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad_into edge %x below[%lo, 0] above[1, 2] into %d : tensor<?x4xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Into a tensor.empty: the empty tensor becomes the allocation (of its
// dynamic size), which the form writes.
// CHECK-LABEL: func.func @form_into_empty(
// CHECK-SAME:      %[[X:.*]]: memref<?x4xf32, strided<[?, ?], offset: ?>>, %[[LO:.*]]: index, %[[N:.*]]: index) -> memref<?x6xf32>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x6xf32>
// CHECK-NEXT:    pad.pad_into edge %[[X]] below[%[[LO]], 1] above[0, 1] into %[[ALLOC]] : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x6xf32>
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]] : memref<?x6xf32>
func.func @form_into_empty(%x: tensor<?x4xf32>, %lo: index, %n: index) -> tensor<?x6xf32> {
  %e = tensor.empty(%n) : tensor<?x6xf32>
  %r = pad.pad_into edge %x below[%lo, 1] above[0, 1] into %e : tensor<?x4xf32> to tensor<?x6xf32>
  return %r : tensor<?x6xf32>
}

// A chain: the second form reads the first one's destination buffer.
// CHECK-LABEL: func.func @form_chain(
// CHECK-SAME:      %[[X:.*]]: memref<2xf32, strided<[?], offset: ?>>, %[[D:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[F:.*]]: memref<6xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    pad.pad_into edge %[[X]] below[1] above[1] into %[[D]] : memref<2xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    pad.pad_into reflect %[[D]] below[1] above[1] into %[[F]] : memref<4xf32, strided<[?], offset: ?>> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[F]]
func.func @form_chain(%x: tensor<2xf32>, %d: tensor<4xf32>, %f: tensor<6xf32>) -> tensor<6xf32> {
  %p = pad.pad_into edge %x below[1] above[1] into %d : tensor<2xf32> to tensor<4xf32>
  %q = pad.pad_into reflect %p below[1] above[1] into %f : tensor<4xf32> to tensor<6xf32>
  return %q : tensor<6xf32>
}

// Rank 0.
// CHECK-LABEL: func.func @form_rank0(
// CHECK-SAME:      %[[X:.*]]: memref<f32, strided<[], offset: ?>>, %[[D:.*]]: memref<f32, strided<[], offset: ?>>)
// CHECK-NEXT:    pad.pad_into wrap %[[X]] below[] above[] into %[[D]] : memref<f32, strided<[], offset: ?>> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT:    return %[[D]]
func.func @form_rank0(%x: tensor<f32>, %d: tensor<f32>) -> tensor<f32> {
  %r = pad.pad_into wrap %x below[] above[] into %d : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// `arg` and `dest` the same tensor: the form reads `arg` while it writes,
// so `dest` is written out of place. Since the form writes every element
// of `dest` and reads none, the new buffer is not initialized by a copy.
// CHECK-LABEL: func.func @form_dest_is_arg(
// CHECK-SAME:      %[[X:.*]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    pad.pad_into wrap %[[X]] below[1] above[-1] into %[[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]] : memref<4xf32>
// ANALYSIS-LABEL: func.func @form_dest_is_arg(
// ANALYSIS-NEXT:    pad.pad_into {{.*}} {__inplace_operands_attr__ = ["true", "false"]}
func.func @form_dest_is_arg(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = pad.pad_into wrap %x below[1] above[-1] into %x : tensor<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// `dest` is read after the form: out of place, again without a copy.
// CHECK-LABEL: func.func @form_dest_read_after(
// CHECK-SAME:      %[[X:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[D:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    pad.pad_into wrap %[[X]] below[1] above[-1] into %[[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]], %[[D]] :
func.func @form_dest_read_after(%x: tensor<4xf32>, %d: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r = pad.pad_into wrap %x below[1] above[-1] into %d : tensor<4xf32> to tensor<4xf32>
  return %r, %d : tensor<4xf32>, tensor<4xf32>
}
