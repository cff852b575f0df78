// The scf route through One-Shot Bufferize: the destination-style form,
// upstream's empty-tensor elimination, the row loops of --convert-pad-to-scf
// written into the form's destination, then One-Shot Bufferize, which
// writes them into the buffer its analysis chose: a new allocation, or in
// place into the subset of a destination the result is inserted into.
// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --convert-pad-to-scf --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s

// Each row: its left border element by element, its source run as one
// copy, its right border element.
// CHECK-LABEL: func.func @edge(
// CHECK-SAME:      %[[X:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x6xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK:         scf.for %[[O:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK:           %[[SUB:.*]] = arith.subi %[[O]], %[[C1]] : index
// CHECK:           %[[LOW:.*]] = arith.minsi %[[SUB]], %[[C1]] : index
// CHECK:           %[[ROW:.*]] = arith.maxsi %[[LOW]], %[[C0]] : index
// CHECK:           scf.for %[[J:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK:             memref.load %[[X]][%[[ROW]], %{{.*}}]
// CHECK:             memref.store %{{.*}}, %[[OUT]][%[[O]], %[[J]]] : memref<4x6xf32>
// CHECK:           }
// CHECK:           %[[FROM:.*]] = memref.subview %[[X]][%[[ROW]], 0] [1, 3] [1, 1]
// CHECK:           %[[TO:.*]] = memref.subview %[[OUT]][%[[O]], 2] [1, 3] [1, 1]
// CHECK:           linalg.copy ins(%[[FROM]] : {{.*}}) outs(%[[TO]] :
// CHECK:           %[[LAST:.*]] = memref.load %[[X]][%[[ROW]], %[[C2]]]
// CHECK:           memref.store %[[LAST]], %[[OUT]][%[[O]], %[[C5]]]
// CHECK:         }
// CHECK-NOT:     memref.copy
// CHECK:         return %[[OUT]] : memref<4x6xf32>
func.func @edge(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %r = pad.pad edge %x below[1, 2] above[1, 1] : tensor<2x3xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// In place: the rows are written into the argument's subset, no allocation.
// CHECK-LABEL: func.func @into_tensor_argument(
// CHECK-SAME:      %[[X:.*]]: memref<4x5xf32, {{.*}}>, %[[OUT:.*]]: memref<10x7xf32, {{.*}}>)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[SUBSET:.*]] = memref.subview %[[OUT]][2, 0] [6, 7] [1, 1]
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[SUBSET]]
// CHECK:           linalg.copy
// CHECK:           memref.store %{{.*}}, %[[SUBSET]]
// CHECK:         }
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         return %[[OUT]]
func.func @into_tensor_argument(%x: tensor<4x5xf32>, %out: tensor<10x7xf32> {bufferization.writable = true}) -> tensor<10x7xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  %w = tensor.insert_slice %r into %out[2, 0] [6, 7] [1, 1] : tensor<6x7xf32> into tensor<10x7xf32>
  return %w : tensor<10x7xf32>
}

// Nothing to pad: the argument is copied into the result's own buffer.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME:      %[[X:.*]]: memref<f32, {{.*}}>) -> memref<f32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<f32>
// CHECK:         linalg.copy ins(%[[X]] : {{.*}}) outs(%[[OUT]] : memref<f32>)
// CHECK:         return %[[OUT]]
func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %r = pad.pad reflect %x below[] above[] : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// Dynamic: the run-time checks, then one allocation of the computed extents;
// a row in the padding is one fill, a source row a fill, a copy and a fill.
// CHECK-LABEL: func.func @constant_dynamic(
// CHECK:         cf.assert
// CHECK:         cf.assert
// CHECK:         cf.assert
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK:             linalg.fill
// CHECK:             linalg.copy
// CHECK:             linalg.fill
// CHECK:           } else {
// CHECK:             linalg.fill
// CHECK:           }
// CHECK:         }
// CHECK:         return %[[OUT]] : memref<?x?xf32>
func.func @constant_dynamic(%x: tensor<?x?xf32>, %p: index) -> tensor<?x?xf32> {
  %c = arith.constant 7.0 : f32
  %r = pad.pad constant %x below[%p, 1] above[1, %p] value %c : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
