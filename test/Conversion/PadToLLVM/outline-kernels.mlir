// RUN: pad-opt %s -split-input-file --pad-outline-kernels="max-bytes=512" \
// RUN: | FileCheck %s
// RUN: pad-opt %s -split-input-file --pad-outline-kernels="max-bytes=-1" \
// RUN: | FileCheck %s --check-prefix=NONE
// RUN: pad-opt %s -split-input-file --pad-outline-kernels="max-bytes=512" \
// RUN:   --pad-outline-kernels="max-bytes=512" \
// RUN: | FileCheck %s --check-prefix=TWICE
// RUN: pad-opt %s -split-input-file \
// RUN:   --pad-outline-kernels="max-bytes=512 large-bytes=-1" \
// RUN: | FileCheck %s --check-prefix=NOLARGE

// With a negative max-bytes the pass changes nothing.
// NONE-NOT: call
// NONE-NOT: __pad_
// NONE:     {{// -}}----

// Outlining is idempotent: a private function that only pads its argument
// is a kernel already, and a second run finds nothing left to do.
// TWICE-COUNT-6: func.func private @__pad_
// TWICE-NOT:     func.func private
// TWICE:         {{// -}}----

// Pads of one kind (mode, rank, element type) share one kernel, whatever
// their extents and amounts; static amounts become constants at the call
// (one per distinct value), static types casts around it.
// CHECK-LABEL: func.func @same_kind_static(
//  CHECK-SAME:     %[[X:.*]]: tensor<5x7xf32>) -> tensor<8x10xf32>
//   CHECK-DAG:   %[[CAST:.*]] = tensor.cast %[[X]] : tensor<5x7xf32> to tensor<?x?xf32>
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       CHECK:   %[[R:.*]] = call @[[$K2:__pad_constant_2d_f32]](%[[CAST]], %[[C1]], %[[C2]], %[[C2]], %[[C1]])
//  CHECK-SAME:     : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
//       CHECK:   %[[OUT:.*]] = tensor.cast %[[R]] : tensor<?x?xf32> to tensor<8x10xf32>
//       CHECK:   return %[[OUT]]
//   CHECK-NOT:   pad.pad
func.func @same_kind_static(%x: tensor<5x7xf32>) -> tensor<8x10xf32> {
  %0 = pad.pad constant %x below[1, 2] above[2, 1] : tensor<5x7xf32> to tensor<8x10xf32>
  return %0 : tensor<8x10xf32>
}

// A dynamic pad: dynamic amounts are passed as they are, and a type that is
// already the kernel's needs no cast. Negative amounts (crops) too.
// CHECK-LABEL: func.func @same_kind_dynamic(
//  CHECK-SAME:     %[[X:.*]]: tensor<?x?xf32>, %[[N:.*]]: index)
//       CHECK:   %[[CM1:.*]] = arith.constant -1 : index
//       CHECK:   %[[R:.*]] = call @[[$K2]](%[[X]], %[[N]], %[[CM1]], %[[CM1]], %[[N]])
//  CHECK-NEXT:   return %[[R]] : tensor<?x?xf32>
func.func @same_kind_dynamic(%x: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %0 = pad.pad constant %x below[%n, -1] above[-1, %n] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Mode, rank, element type, interior and the presence of a value each make
// a kind of their own; the value is the kernel's last argument.
// CHECK-LABEL: func.func @other_kinds(
//  CHECK-SAME:     %[[X:.*]]: tensor<4xi8>, %[[Y:.*]]: tensor<3x2xf32>, %[[V:.*]]: i8)
//       CHECK:   call @[[$EDGE:__pad_edge_1d_i8]](
//       CHECK:   call @[[$REFLECT:__pad_reflect_1d_i8]](
//       CHECK:   call @[[$VALUE:__pad_constant_1d_i8_value]](%{{.*}}, %{{.*}}, %{{.*}}, %[[V]])
//       CHECK:   call @[[$INTERIOR:__pad_constant_2d_f32_interior_1_0]](
//   CHECK-NOT:   pad.pad
func.func @other_kinds(%x: tensor<4xi8>, %y: tensor<3x2xf32>, %v: i8)
    -> (tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<5x2xf32>) {
  %0 = pad.pad edge %x below[1] above[1] : tensor<4xi8> to tensor<6xi8>
  %1 = pad.pad reflect %x below[1] above[1] : tensor<4xi8> to tensor<6xi8>
  %2 = pad.pad constant %x below[1] above[1] value %v : tensor<4xi8> to tensor<6xi8>
  %3 = pad.pad constant %y below[0, 0] above[0, 0] interior[1, 0] : tensor<3x2xf32> to tensor<5x2xf32>
  return %0, %1, %2, %3 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<5x2xf32>
}

// Pads that keep their own lowering: a result larger than max-bytes (here
// 12 x 12 f32 = 576 bytes; a dynamic extent counts as 1, so 1 x 200 f32 is
// larger too), a pad in a loop, rank 0, and a result written into a
// destination (directly or through a cast). A result used as the
// destination of an insertion is outlined.
// CHECK-LABEL: func.func @kept_inline(
//       CHECK:   pad.pad constant %{{.*}} : tensor<10x10xf32> to tensor<12x12xf32>
//       CHECK:   pad.pad edge %{{.*}} : tensor<?x198xf32> to tensor<?x200xf32>
//       CHECK:   scf.for
//       CHECK:     pad.pad constant %{{.*}} : tensor<3xf32> to tensor<5xf32>
//       CHECK:   pad.pad constant %{{.*}} : tensor<f32> to tensor<f32>
//       CHECK:   %[[INTO:.*]] = pad.pad wrap %{{.*}} : tensor<3xf32> to tensor<5xf32>
//       CHECK:   bufferization.materialize_in_destination %[[INTO]]
//       CHECK:   %[[CASTED:.*]] = pad.pad symmetric %{{.*}} : tensor<3xf32> to tensor<5xf32>
//       CHECK:   tensor.cast %[[CASTED]]
//       CHECK:   %[[DEST:.*]] = call @__pad_constant_1d_f32(
//       CHECK:   %[[SLICE:.*]] = pad.pad edge %{{.*}} : tensor<3xf32> to tensor<3xf32>
//       CHECK:   tensor.insert_slice %[[SLICE]] into %{{.*}}[1] [3] [1]
func.func @kept_inline(%big: tensor<10x10xf32>, %wide: tensor<?x198xf32>,
                       %x: tensor<3xf32>, %s: tensor<f32>, %out: tensor<5xf32>,
                       %n: index)
    -> (tensor<12x12xf32>, tensor<?x200xf32>, tensor<5xf32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %0 = pad.pad constant %big below[1, 1] above[1, 1] : tensor<10x10xf32> to tensor<12x12xf32>
  %1 = pad.pad edge %wide below[0, 1] above[0, 1] : tensor<?x198xf32> to tensor<?x200xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %out) -> tensor<5xf32> {
    %t = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
    scf.yield %t : tensor<5xf32>
  }
  %2 = pad.pad constant %s below[] above[] : tensor<f32> to tensor<f32>
  %3 = pad.pad wrap %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %4 = bufferization.materialize_in_destination %3 in %out : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %5 = pad.pad symmetric %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %6 = tensor.cast %5 : tensor<5xf32> to tensor<?xf32>
  %7 = tensor.insert_slice %6 into %out[0] [%n] [1] : tensor<?xf32> into tensor<5xf32>
  %dest = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  %slice = pad.pad edge %x below[0] above[0] : tensor<3xf32> to tensor<3xf32>
  %8 = tensor.insert_slice %slice into %dest[1] [3] [1] : tensor<3xf32> into tensor<5xf32>
  return %0, %1, %loop, %2, %4, %7, %8 : tensor<12x12xf32>, tensor<?x200xf32>, tensor<5xf32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}

// The kernels: every extent and amount dynamic, the kind's interior and
// value kept; internal linkage, so that modules lowered separately link.
//       CHECK: func.func private @[[$K2]](
//  CHECK-SAME:     %[[X:.*]]: tensor<?x?xf32>, %[[B0:.*]]: index, %[[B1:.*]]: index, %[[A0:.*]]: index, %[[A1:.*]]: index) -> tensor<?x?xf32>
//  CHECK-SAME:     attributes {llvm.linkage = #llvm.linkage<internal>}
//  CHECK-NEXT:   %[[P:.*]] = pad.pad constant %[[X]] below[%[[B0]], %[[B1]]] above[%[[A0]], %[[A1]]] : tensor<?x?xf32> to tensor<?x?xf32>
//  CHECK-NEXT:   return %[[P]]
//       CHECK: func.func private @[[$EDGE]](
//       CHECK:   pad.pad edge %{{.*}} : tensor<?xi8> to tensor<?xi8>
//       CHECK: func.func private @[[$REFLECT]](
//       CHECK:   pad.pad reflect
//       CHECK: func.func private @[[$VALUE]](
//  CHECK-SAME:     %[[X:.*]]: tensor<?xi8>, %[[B:.*]]: index, %[[A:.*]]: index, %[[V:.*]]: i8)
//       CHECK:   pad.pad constant %[[X]] below[%[[B]]] above[%[[A]]] value %[[V]]
//       CHECK: func.func private @[[$INTERIOR]](
//       CHECK:   pad.pad constant %{{.*}} interior[1, 0] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-LABEL: func.func private @__pad_constant_1d_f32(

// -----

// A name that is taken: the kernel is renamed, and the user's function is
// left alone.
// CHECK: func.func private @__pad_constant_1d_f32()
func.func private @__pad_constant_1d_f32()
func.func @name_taken(%x: tensor<3xf32>) -> tensor<5xf32> {
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}
// CHECK-LABEL: func.func @name_taken(
//       CHECK:   call @__pad_constant_1d_f32_0(
//       CHECK: func.func private @__pad_constant_1d_f32_0(

// -----

// What transform fusion leaves of a fused producer: the whole pad, read
// only by a dead slice. It is not outlined: as a call it would run, where
// --pad-to-destination-style makes it its checks and an empty tensor
// (dead.mlir).
// CHECK-LABEL: func.func @dead_producer(
//   CHECK-NOT:   call
//       CHECK:   pad.pad edge
//   CHECK-NOT:   call
//       CHECK:   return %{{.*}} : tensor<4xf32>
func.func @dead_producer(%x: tensor<4xf32>) -> tensor<4xf32> {
  %p = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  %s = tensor.extract_slice %p[0] [2] [1] : tensor<6xf32> to tensor<2xf32>
  return %x : tensor<4xf32>
}

// -----

// A large pad (at least large-bytes, 1 MiB by default: here 4.6 MB) runs
// at the speed of memory, where the kernel of its kind writes as fast as
// its own lowering: it is outlined. A pad between max-bytes and large-bytes
// (here 599 KiB) stays in cache and keeps its own lowering. With a negative
// large-bytes, the large pad stays inline too.
// CHECK-LABEL: func.func @large(
//       CHECK:   %[[ARG:.*]] = tensor.cast %{{.*}} : tensor<1x64x128x128xf32> to tensor<?x?x?x?xf32>
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[C3:.*]] = arith.constant 3 : index
//       CHECK:   %[[R:.*]] = call @__pad_reflect_4d_f32(%[[ARG]], %[[C0]], %[[C0]], %[[C3]], %[[C3]], %[[C0]], %[[C0]], %[[C3]], %[[C3]])
//       CHECK:   tensor.cast %[[R]] : tensor<?x?x?x?xf32> to tensor<1x64x134x134xf32>
//       CHECK:   pad.pad reflect %{{.*}} : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
//       CHECK: func.func private @__pad_reflect_4d_f32(
// NOLARGE-LABEL: func.func @large(
//   NOLARGE-NOT:   call
//       NOLARGE:   pad.pad reflect %{{.*}} : tensor<1x64x128x128xf32> to tensor<1x64x134x134xf32>
//       NOLARGE:   pad.pad reflect %{{.*}} : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
//   NOLARGE-NOT:   call
func.func @large(%x: tensor<1x64x128x128xf32>, %y: tensor<1x3x224x224xf32>)
    -> (tensor<1x64x134x134xf32>, tensor<1x3x226x226xf32>) {
  %0 = pad.pad reflect %x below[0, 0, 3, 3] above[0, 0, 3, 3] : tensor<1x64x128x128xf32> to tensor<1x64x134x134xf32>
  %1 = pad.pad reflect %y below[0, 0, 1, 1] above[0, 0, 1, 1] : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
  return %0, %1 : tensor<1x64x134x134xf32>, tensor<1x3x226x226xf32>
}

// -----

// A pad that only an elementwise consumer reads writes into the consumer's
// empty output (--pad-to-destination-style), so that both share one
// buffer; a call would return one more. It stays inline, large or small.
// CHECK-LABEL: func.func @into_consumer(
//   CHECK-NOT:   call
//       CHECK:   pad.pad constant %{{.*}} : tensor<1x64x128x128xf32> to tensor<1x64x134x134xf32>
//       CHECK:   linalg.generic
//   CHECK-NOT:   call
// NOLARGE-LABEL: func.func @into_consumer(
//       NOLARGE:   pad.pad constant
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @into_consumer(%x: tensor<1x64x128x128xf32>) -> tensor<1x64x134x134xf32> {
  %p = pad.pad constant %x below[0, 0, 3, 3] above[0, 0, 3, 3] : tensor<1x64x128x128xf32> to tensor<1x64x134x134xf32>
  %e = tensor.empty() : tensor<1x64x134x134xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p : tensor<1x64x134x134xf32>) outs(%e : tensor<1x64x134x134xf32>) {
  ^bb0(%in: f32, %out: f32):
    %two = arith.addf %in, %in : f32
    linalg.yield %two : f32
  } -> tensor<1x64x134x134xf32>
  return %r : tensor<1x64x134x134xf32>
}
