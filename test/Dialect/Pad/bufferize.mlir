// One-Shot Bufferize takes pad.pad through its BufferizableOpInterface
// (spec section 1): no pad pass runs first. The result is one allocation,
// written in place by the linalg route's boxes: the source copied once into
// its box, each border box filled (constant) or gathered (other modes) in
// place. After cse and canonicalize no copy between identical views is left.
// RUN: pad-opt %s --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s
// The scf route stays reachable: convert the pads first.
// RUN: pad-opt %s --convert-pad-to-scf --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s --check-prefix=SCF
// A pad is written into a destination in place the upstream way: the
// destination-style form, upstream's empty-tensor elimination, then (here)
// the linalg route's lowering of the form and One-Shot Bufferize.
// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --convert-pad-to-linalg --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s --check-prefix=DPS

// CHECK-LABEL: func.func @edge(
// CHECK-SAME:      %[[X:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x6xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK:         %[[COPY:.*]] = memref.subview %[[OUT]][1, 2] [2, 3] [1, 1]
// CHECK:         linalg.copy ins(%[[X]] : {{.*}}) outs(%[[COPY]] :
// CHECK:         %[[TOP:.*]] = memref.subview %[[OUT]][0, 0] [1, 6] [1, 1]
// CHECK:         linalg.generic {{.*}} outs(%[[TOP]] :
// CHECK:           memref.load %[[X]]
// CHECK:         %[[BOTTOM:.*]] = memref.subview %[[OUT]][3, 0] [1, 6] [1, 1]
// CHECK:         linalg.generic {{.*}} outs(%[[BOTTOM]] :
// CHECK:         %[[LEFT:.*]] = memref.subview %[[OUT]][1, 0] [2, 2] [1, 1]
// CHECK:         linalg.generic {{.*}} outs(%[[LEFT]] :
// CHECK:         %[[RIGHT:.*]] = memref.subview %[[OUT]][1, 5] [2, 1] [1, 1]
// CHECK:         linalg.generic {{.*}} outs(%[[RIGHT]] :
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         return %[[OUT]] : memref<4x6xf32>
// SCF-LABEL: func.func @edge(
// SCF:         memref.alloc() {{.*}} : memref<4x6xf32>
// SCF:         scf.for
// SCF-NOT:     pad.pad
// SCF:         return
func.func @edge(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %r = pad.pad edge %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// Dynamic extents and pads: the allocation takes the computed extents, after
// the run-time checks.
// CHECK-LABEL: func.func @constant_dynamic(
// CHECK-SAME:      %[[X:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>, %{{.*}}: index) -> memref<?x?xf32>
// CHECK-DAG:     %[[SEVEN:.*]] = arith.constant 7.000000e+00 : f32
// CHECK:         cf.assert
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:         %[[SRC:.*]] = memref.subview %[[X]]
// CHECK:         %[[DST:.*]] = memref.subview %[[OUT]]
// CHECK:         linalg.copy ins(%[[SRC]] : {{.*}}) outs(%[[DST]] :
// CHECK-COUNT-4: linalg.fill ins(%[[SEVEN]] : f32) outs(%{{.*}} : memref<?x?xf32, strided<[?, 1]{{.*}}>>)
// CHECK-NOT:     memref.alloc
// CHECK:         return %[[OUT]] : memref<?x?xf32>
// SCF-LABEL: func.func @constant_dynamic(
// SCF:         memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// SCF:         scf.for
// SCF:         return
func.func @constant_dynamic(%x: tensor<?x?xf32>, %p: index) -> tensor<?x?xf32> {
  %c = arith.constant 7.0 : f32
  %r = pad.pad constant %x below[%p, 1] above[1, %p] value %c : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Rank 0, and a pad that only crops: the pad is an allocation (a consumer
// may write into it in place), so the element, or the slice, is copied into
// it.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME:      %[[X:.*]]: memref<f32, strided<[], offset: ?>>) -> memref<f32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<f32>
// CHECK:         linalg.copy ins(%[[X]] : {{.*}}) outs(%[[OUT]] :
// CHECK:         return %[[OUT]]
func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %r = pad.pad reflect %x below[] above[] : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// CHECK-LABEL: func.func @crop(
// CHECK-SAME:      %[[X:.*]]: memref<4x5xi32, strided<[?, ?], offset: ?>>) -> memref<2x3xi32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<2x3xi32>
// CHECK:         %[[SLICE:.*]] = memref.subview %[[X]][1, 0] [2, 3] [1, 1]
// CHECK:         linalg.copy ins(%[[SLICE]] : {{.*}}) outs(%[[OUT]] :
// CHECK:         return %[[OUT]]
func.func @crop(%x: tensor<4x5xi32>) -> tensor<2x3xi32> {
  %r = pad.pad wrap %x below[-1, 0] above[-1, -2] : tensor<4x5xi32> to tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

// A pad whose only use inserts it into a writable destination: pad.pad
// alone bufferizes to an allocation, as tensor.pad does, and the insertion
// copies it (CHECK). Through the destination-style form and upstream's
// empty-tensor elimination, the pad writes into the destination's subset:
// no allocation, no copy (DPS).
// CHECK-LABEL: func.func @into_tensor_argument(
// CHECK-SAME:      %[[X:[a-z0-9]+]]: memref<4x5xf32, {{.*}}>, %[[OUT:[a-z0-9]+]]: memref<10x7xf32, {{.*}}>)
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {{.*}} : memref<6x7xf32>
// CHECK:         %[[COPY:.*]] = memref.subview %[[ALLOC]][1, 1] [4, 5] [1, 1]
// CHECK:         linalg.copy ins(%[[X]] : {{.*}}) outs(%[[COPY]] :
// CHECK:         %[[SUBSET:.*]] = memref.subview %[[OUT]][2, 0] [6, 7] [1, 1]
// CHECK:         memref.copy %[[ALLOC]], %[[SUBSET]]
// CHECK:         return %[[OUT]]
// DPS-LABEL: func.func @into_tensor_argument(
// DPS-SAME:      %[[X:[a-z0-9]+]]: memref<4x5xf32, {{.*}}>, %[[OUT:[a-z0-9]+]]: memref<10x7xf32, {{.*}}>)
// DPS-NOT:     memref.alloc
// DPS:         %[[SUBSET:.*]] = memref.subview %[[OUT]][2, 0] [6, 7] [1, 1]
// DPS:         %[[COPY:.*]] = memref.subview %[[SUBSET]][1, 1] [4, 5] [1, 1]
// DPS:         linalg.copy ins(%[[X]] : {{.*}}) outs(%[[COPY]] :
// DPS-COUNT-4: linalg.generic
// DPS-NOT:     memref.alloc
// DPS-NOT:     memref.copy
// DPS:         return %[[OUT]]
func.func @into_tensor_argument(%x: tensor<4x5xf32>, %out: tensor<10x7xf32> {bufferization.writable = true}) -> tensor<10x7xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  %w = tensor.insert_slice %r into %out[2, 0] [6, 7] [1, 1] : tensor<6x7xf32> into tensor<10x7xf32>
  return %w : tensor<10x7xf32>
}

// The argument is the result of a call: One-Shot Bufferize's analysis finds
// no conflict, and the pad writes in place (DPS).
// DPS-LABEL: func.func @into_after_call(
// DPS-SAME:      %[[X:[a-z0-9]+]]: memref<4x5xf32, {{.*}}>, %[[OUT:[a-z0-9]+]]: memref<8x9xf32, {{.*}}>)
// DPS:         %[[Y:.*]] = call @fresh(%[[X]])
// DPS-NOT:     memref.alloc
// DPS:         %[[CORE:.*]] = memref.subview %[[OUT]][1, 1] [6, 7] [1, 1]
// DPS:         linalg.copy ins(%[[Y]] : {{.*}}) outs(%[[CORE]] :
// DPS-NOT:     memref.alloc
// DPS-NOT:     memref.copy
// DPS:         return %[[OUT]]
func.func private @fresh(%x: tensor<4x5xf32>) -> tensor<6x7xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}
func.func @into_after_call(%x: tensor<4x5xf32>, %out: tensor<8x9xf32> {bufferization.writable = true}) -> tensor<8x9xf32> {
  %y = func.call @fresh(%x) : (tensor<4x5xf32>) -> tensor<6x7xf32>
  %r = pad.pad wrap %y below[1, 1] above[1, 1] : tensor<6x7xf32> to tensor<8x9xf32>
  %w = tensor.insert_slice %r into %out[0, 0] [8, 9] [1, 1] : tensor<8x9xf32> into tensor<8x9xf32>
  return %w : tensor<8x9xf32>
}

// Upstream's destination idiom, into a memref.
// CHECK-LABEL: func.func @into_memref(
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {{.*}} : memref<6x7xf32>
// CHECK:         memref.copy %[[ALLOC]], %{{.*}}
// DPS-LABEL: func.func @into_memref(
// DPS-SAME:      %[[X:[a-z0-9]+]]: memref<4x5xf32, {{.*}}>, %[[OUT:[a-z0-9]+]]: memref<6x7xf32>)
// DPS-NOT:     memref.alloc
// DPS:         %[[COPY:.*]] = memref.subview %[[OUT]][1, 1] [4, 5] [1, 1]
// DPS:         linalg.copy ins(%[[X]] : {{.*}}) outs(%[[COPY]] :
// DPS-NOT:     memref.alloc
// DPS-NOT:     memref.copy
// DPS:         return
func.func @into_memref(%x: tensor<4x5xf32>, %out: memref<6x7xf32>) {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// Where the pad reads the memory it would write (its argument is a slice of
// the destination), the analysis copies the argument first, and the pad
// writes in place. A write to another buffer between the pad and the
// insertion changes nothing.
// DPS-LABEL: func.func @reads_destination(
// DPS-SAME:      %[[OUT:[a-z0-9]+]]: memref<10x7xf32, {{.*}}>)
// DPS:         %[[SRC:.*]] = memref.subview %[[OUT]][0, 0] [4, 5] [1, 1]
// DPS:         %[[SAVED:.*]] = memref.alloc() {{.*}} : memref<4x5xf32>
// DPS:         memref.copy %[[SRC]], %[[SAVED]]
// DPS:         %[[SUBSET:.*]] = memref.subview %[[OUT]][2, 0] [6, 7] [1, 1]
// DPS:         %[[CORE:.*]] = memref.subview %[[SUBSET]][1, 1] [4, 5] [1, 1]
// DPS:         linalg.copy ins(%[[SAVED]] : {{.*}}) outs(%[[CORE]] :
// DPS-NOT:     memref.copy
// DPS:         return %[[OUT]]
// DPS-LABEL: func.func @write_between(
// DPS-NOT:     memref.alloc
// DPS:         memref.store
// DPS-NOT:     memref.copy
// DPS:         return
func.func @reads_destination(%out: tensor<10x7xf32> {bufferization.writable = true}) -> tensor<10x7xf32> {
  %s = tensor.extract_slice %out[0, 0] [4, 5] [1, 1] : tensor<10x7xf32> to tensor<4x5xf32>
  %r = pad.pad wrap %s below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  %w = tensor.insert_slice %r into %out[2, 0] [6, 7] [1, 1] : tensor<6x7xf32> into tensor<10x7xf32>
  return %w : tensor<10x7xf32>
}
func.func @write_between(%x: tensor<4x5xf32>, %out: tensor<10x7xf32> {bufferization.writable = true}, %m: memref<f32>) -> tensor<10x7xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  %c = arith.constant 1.0 : f32
  memref.store %c, %m[] : memref<f32>
  %w = tensor.insert_slice %r into %out[2, 0] [6, 7] [1, 1] : tensor<6x7xf32> into tensor<10x7xf32>
  return %w : tensor<10x7xf32>
}

// A pad nothing reads bufferizes to nothing: no allocation, no writes (as
// an unused tensor.empty).
// CHECK-LABEL: func.func @unused(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<4x5xf32
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   linalg
//       CHECK:   return %[[X]]
func.func @unused(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %c = arith.constant 0.0 : f32
  %p = pad.pad constant %x below[1, 1] above[1, 1] value %c : tensor<4x5xf32> to tensor<6x7xf32>
  return %x : tensor<4x5xf32>
}
