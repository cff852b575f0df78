// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --convert-pad-to-scf --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s
// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --convert-pad-to-linalg --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-linalg | FileCheck %s --check-prefix=TENSOR

// A pad inside sequential loops whose result only destination-style ops
// read (a tile fused into a consumer's loop) writes into one buffer
// allocated ahead of the loops, of its extents' constant upper bound
// (buildEmptyOutput): the destination of the destination-style form, on
// both routes, and in the tensor-level lowering, which leaves the buffer to
// One-Shot as a `tensor.empty` ahead of the loop. Elsewhere the output is
// allocated where the pad is.

#tile = affine_map<(d0) -> (-d0 + 60, 8)>
#big = affine_map<(d0) -> (-d0 + 4096, 1024)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// A tile of 8 rows, fewer in the last iteration: a buffer of 8 rows.
// CHECK-LABEL: func.func @tile_in_loop(
// CHECK:         memref.alloc() {{.*}} : memref<60x10xf32>
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {{.*}} : memref<8x10xf32>
// CHECK-NEXT:    scf.for
// CHECK-NOT:       memref.alloc
// CHECK:           memref.subview %[[BUF]][0, 0] [%{{.*}}, 10] [1, 1]
// CHECK-NOT:       memref.alloc
// CHECK:         return
// TENSOR-LABEL: func.func @tile_in_loop(
// TENSOR:         %[[E:.*]] = tensor.empty() : tensor<8x10xf32>
// TENSOR-NEXT:    scf.for
// TENSOR-NOT:       tensor.empty
// TENSOR:           tensor.extract_slice %[[E]][0, 0] [%{{.*}}, 10] [1, 1]
// TENSOR-NOT:       tensor.empty
// TENSOR:         return
func.func @tile_in_loop(%x: tensor<60x8xf32>) -> tensor<60x10xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c60 = arith.constant 60 : index
  %init = tensor.empty() : tensor<60x10xf32>
  %r = scf.for %i = %c0 to %c60 step %c8 iter_args(%acc = %init) -> tensor<60x10xf32> {
    %s = affine.min #tile(%i)
    %slice = tensor.extract_slice %x[%i, 0] [%s, 8] [1, 1] : tensor<60x8xf32> to tensor<?x8xf32>
    %p = pad.pad edge %slice below[0, 1] above[0, 1] : tensor<?x8xf32> to tensor<?x10xf32>
    %o = tensor.extract_slice %acc[%i, 0] [%s, 10] [1, 1] : tensor<60x10xf32> to tensor<?x10xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<?x10xf32>) outs(%o : tensor<?x10xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<?x10xf32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [%s, 10] [1, 1] : tensor<?x10xf32> into tensor<60x10xf32>
    scf.yield %ins : tensor<60x10xf32>
  }
  return %r : tensor<60x10xf32>
}

// Static tiles under an scf.if: ahead of the outermost loop.
// CHECK-LABEL: func.func @static_tile_under_if(
// CHECK:         memref.alloc() {{.*}} : memref<60x10xf32>
// CHECK-NEXT:    memref.alloc() {{.*}} : memref<6x10xf32>
// CHECK-NEXT:    scf.for
// CHECK-NOT:       memref.alloc
// CHECK:         return
// TENSOR-LABEL: func.func @static_tile_under_if(
// TENSOR:         tensor.empty() : tensor<6x10xf32>
// TENSOR-NEXT:    scf.for
// TENSOR-NOT:       tensor.empty
// TENSOR:         return
func.func @static_tile_under_if(%x: tensor<60x8xf32>, %c: i1) -> tensor<60x10xf32> {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %c60 = arith.constant 60 : index
  %init = tensor.empty() : tensor<60x10xf32>
  %r = scf.for %i = %c0 to %c60 step %c6 iter_args(%acc = %init) -> tensor<60x10xf32> {
    %u = scf.if %c -> tensor<60x10xf32> {
      %slice = tensor.extract_slice %x[%i, 0] [6, 8] [1, 1] : tensor<60x8xf32> to tensor<6x8xf32>
      %p = pad.pad reflect %slice below[0, 1] above[0, 1] : tensor<6x8xf32> to tensor<6x10xf32>
      %o = tensor.extract_slice %acc[%i, 0] [6, 10] [1, 1] : tensor<60x10xf32> to tensor<6x10xf32>
      %g = linalg.copy ins(%p : tensor<6x10xf32>) outs(%o : tensor<6x10xf32>) -> tensor<6x10xf32>
      %ins = tensor.insert_slice %g into %acc[%i, 0] [6, 10] [1, 1] : tensor<6x10xf32> into tensor<60x10xf32>
      scf.yield %ins : tensor<60x10xf32>
    } else {
      scf.yield %acc : tensor<60x10xf32>
    }
    scf.yield %u : tensor<60x10xf32>
  }
  return %r : tensor<60x10xf32>
}

// A slice of the result is read after the pad: not only a destination-style
// op's input, so the result keeps an allocation per iteration.
// CHECK-LABEL: func.func @sliced_result(
// CHECK:         scf.for
// CHECK:           memref.alloc() {{.*}} : memref<6x10xf32>
// TENSOR-LABEL: func.func @sliced_result(
// TENSOR:         scf.for
// TENSOR:           tensor.empty() : tensor<6x10xf32>
func.func @sliced_result(%x: tensor<60x8xf32>) -> tensor<60x5xf32> {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %c60 = arith.constant 60 : index
  %init = tensor.empty() : tensor<60x5xf32>
  %r = scf.for %i = %c0 to %c60 step %c6 iter_args(%acc = %init) -> tensor<60x5xf32> {
    %slice = tensor.extract_slice %x[%i, 0] [6, 8] [1, 1] : tensor<60x8xf32> to tensor<6x8xf32>
    %p = pad.pad symmetric %slice below[0, 1] above[0, 1] : tensor<6x8xf32> to tensor<6x10xf32>
    %half = tensor.extract_slice %p[0, 0] [6, 5] [1, 1] : tensor<6x10xf32> to tensor<6x5xf32>
    %o = tensor.extract_slice %acc[%i, 0] [6, 5] [1, 1] : tensor<60x5xf32> to tensor<6x5xf32>
    %g = linalg.copy ins(%half : tensor<6x5xf32>) outs(%o : tensor<6x5xf32>) -> tensor<6x5xf32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [6, 5] [1, 1] : tensor<6x5xf32> into tensor<60x5xf32>
    scf.yield %ins : tensor<60x5xf32>
  }
  return %r : tensor<60x5xf32>
}

// The iterations of an scf.forall may run at once: no buffer ahead of the
// loop (the tensor-level lowering has one each). Here the consumer copies the pad into the loop's
// output, so upstream's empty-tensor elimination makes the pad write there,
// and no buffer is allocated at all.
// CHECK-LABEL: func.func @parallel_loop(
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<60x10xf32>
// CHECK:         scf.forall
// CHECK-NOT:       memref.alloc
// CHECK:           memref.subview %[[OUT]]
// CHECK-NOT:       memref.alloc
// CHECK:         return %[[OUT]]
// TENSOR-LABEL: func.func @parallel_loop(
// TENSOR:         scf.forall
// TENSOR:           tensor.empty() : tensor<6x10xf32>
func.func @parallel_loop(%x: tensor<60x8xf32>) -> tensor<60x10xf32> {
  %init = tensor.empty() : tensor<60x10xf32>
  %r = scf.forall (%i) = (0) to (60) step (6) shared_outs(%acc = %init) -> tensor<60x10xf32> {
    %slice = tensor.extract_slice %x[%i, 0] [6, 8] [1, 1] : tensor<60x8xf32> to tensor<6x8xf32>
    %p = pad.pad wrap %slice below[0, 1] above[0, 1] : tensor<6x8xf32> to tensor<6x10xf32>
    %o = tensor.extract_slice %acc[%i, 0] [6, 10] [1, 1] : tensor<60x10xf32> to tensor<6x10xf32>
    %g = linalg.copy ins(%p : tensor<6x10xf32>) outs(%o : tensor<6x10xf32>) -> tensor<6x10xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %acc[%i, 0] [6, 10] [1, 1] : tensor<6x10xf32> into tensor<60x10xf32>
    }
  }
  return %r : tensor<60x10xf32>
}

// Rows of a run-time count with no upper bound: no buffer ahead of the loop
// (the tensor-level lowering allocates in the loop); with the copy into the output, none.
// CHECK-LABEL: func.func @unbounded(
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<60x10xf32>
// CHECK:         scf.for
// CHECK-NOT:       memref.alloc
// CHECK:           memref.subview %[[OUT]]
// CHECK-NOT:       memref.alloc
// CHECK:         return %[[OUT]]
// TENSOR-LABEL: func.func @unbounded(
// TENSOR:         scf.for
// TENSOR:           tensor.empty(%{{.*}}) : tensor<?x10xf32>
func.func @unbounded(%x: tensor<60x8xf32>, %n: index) -> tensor<60x10xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c60 = arith.constant 60 : index
  %init = tensor.empty() : tensor<60x10xf32>
  %r = scf.for %i = %c0 to %c60 step %c8 iter_args(%acc = %init) -> tensor<60x10xf32> {
    %slice = tensor.extract_slice %x[%i, 0] [%n, 8] [1, 1] : tensor<60x8xf32> to tensor<?x8xf32>
    %p = pad.pad edge %slice below[0, 1] above[0, 1] : tensor<?x8xf32> to tensor<?x10xf32>
    %o = tensor.extract_slice %acc[%i, 0] [%n, 10] [1, 1] : tensor<60x10xf32> to tensor<?x10xf32>
    %g = linalg.copy ins(%p : tensor<?x10xf32>) outs(%o : tensor<?x10xf32>) -> tensor<?x10xf32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [%n, 10] [1, 1] : tensor<?x10xf32> into tensor<60x10xf32>
    scf.yield %ins : tensor<60x10xf32>
  }
  return %r : tensor<60x10xf32>
}

// A bound of 1024 x 300 floats, over kHoistedOutputMaxBytes (1 MiB): no
// buffer ahead of the loop (the tensor-level lowering allocates in the loop, at its own
// size); with the copy into the output, none.
// CHECK-LABEL: func.func @over_limit(
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<4096x300xf32>
// CHECK:         scf.for
// CHECK-NOT:       memref.alloc
// CHECK:           memref.subview %[[OUT]]
// CHECK-NOT:       memref.alloc
// CHECK:         return %[[OUT]]
// TENSOR-LABEL: func.func @over_limit(
// TENSOR:         scf.for
// TENSOR:           tensor.empty(%{{.*}}) : tensor<?x300xf32>
func.func @over_limit(%x: tensor<4096x298xf32>) -> tensor<4096x300xf32> {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %c4096 = arith.constant 4096 : index
  %init = tensor.empty() : tensor<4096x300xf32>
  %r = scf.for %i = %c0 to %c4096 step %c1024 iter_args(%acc = %init) -> tensor<4096x300xf32> {
    %s = affine.min #big(%i)
    %slice = tensor.extract_slice %x[%i, 0] [%s, 298] [1, 1] : tensor<4096x298xf32> to tensor<?x298xf32>
    %p = pad.pad edge %slice below[0, 1] above[0, 1] : tensor<?x298xf32> to tensor<?x300xf32>
    %o = tensor.extract_slice %acc[%i, 0] [%s, 300] [1, 1] : tensor<4096x300xf32> to tensor<?x300xf32>
    %g = linalg.copy ins(%p : tensor<?x300xf32>) outs(%o : tensor<?x300xf32>) -> tensor<?x300xf32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [%s, 300] [1, 1] : tensor<?x300xf32> into tensor<4096x300xf32>
    scf.yield %ins : tensor<4096x300xf32>
  }
  return %r : tensor<4096x300xf32>
}

// Interior padding of INT64_MAX: its stride does not fit in 64 bits, so no
// bound is computed: no buffer ahead of the loop (the tensor-level lowering
// allocates in the loop); with the copy into the output, none.
// CHECK-LABEL: func.func @interior_max(
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<60x4xf32>
// CHECK:         scf.for
// CHECK-NOT:       memref.alloc
// CHECK:           memref.subview %[[OUT]]
// CHECK-NOT:       memref.alloc
// CHECK:         return %[[OUT]]
// TENSOR-LABEL: func.func @interior_max(
// TENSOR:         scf.for
// TENSOR:           tensor.empty(%{{.*}}) : tensor<?x4xf32>
func.func @interior_max(%x: tensor<60x4xf32>) -> tensor<60x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c60 = arith.constant 60 : index
  %init = tensor.empty() : tensor<60x4xf32>
  %r = scf.for %i = %c0 to %c60 step %c1 iter_args(%acc = %init) -> tensor<60x4xf32> {
    %s = affine.min affine_map<(d0) -> (-d0 + 60, 1)>(%i)
    %slice = tensor.extract_slice %x[%i, 0] [%s, 4] [1, 1] : tensor<60x4xf32> to tensor<?x4xf32>
    %p = pad.pad constant %slice below[0, 0] above[0, 0] interior[9223372036854775807, 0] : tensor<?x4xf32> to tensor<?x4xf32>
    %o = tensor.extract_slice %acc[%i, 0] [%s, 4] [1, 1] : tensor<60x4xf32> to tensor<?x4xf32>
    %g = linalg.copy ins(%p : tensor<?x4xf32>) outs(%o : tensor<?x4xf32>) -> tensor<?x4xf32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [%s, 4] [1, 1] : tensor<?x4xf32> into tensor<60x4xf32>
    scf.yield %ins : tensor<60x4xf32>
  }
  return %r : tensor<60x4xf32>
}
