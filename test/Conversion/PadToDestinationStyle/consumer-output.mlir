// RUN: pad-opt %s --pad-to-destination-style | FileCheck %s
// RUN: pad-opt %s --pad-to-destination-style --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=BUFFERS

// A pad that only an elementwise consumer reads writes into that consumer's
// empty output (moved ahead of the pad): One-Shot Bufferize then lets the
// consumer update the pad's buffer in place, one allocation for both
// (BUFFERS).
// CHECK-LABEL: func.func @elementwise_consumer(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<6x10xf32>
//  CHECK-NEXT:   %[[P:.*]] = pad.pad_into edge %{{.*}} below[1, 1] above[1, 1] into %[[E]]
//   CHECK-NOT:   tensor.empty
//       CHECK:   linalg.generic {{.*}} ins(%[[P]] : tensor<6x10xf32>) outs(%[[E]] : tensor<6x10xf32>)
// BUFFERS-LABEL: func.func @elementwise_consumer(
//   BUFFERS-COUNT-1: memref.alloc
//   BUFFERS-NOT:   memref.alloc
//       BUFFERS:   return
func.func @elementwise_consumer(%x: tensor<4x8xf32>) -> tensor<6x10xf32> {
  %p = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x8xf32> to tensor<6x10xf32>
  %e = tensor.empty() : tensor<6x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<6x10xf32>) outs(%e : tensor<6x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<6x10xf32>
  return %r : tensor<6x10xf32>
}

// A consumer that is not elementwise (a transpose), or that reads its
// output's value, keeps its own output: the pad gets an empty tensor of its
// own.
// CHECK-LABEL: func.func @other_consumers(
//       CHECK:   %[[E1:.*]] = tensor.empty() : tensor<6x6xf32>
//  CHECK-NEXT:   pad.pad_into edge %{{.*}} into %[[E1]]
//       CHECK:   %[[T:.*]] = tensor.empty() : tensor<6x6xf32>
//       CHECK:   linalg.transpose {{.*}} outs(%[[T]] : tensor<6x6xf32>)
//       CHECK:   %[[E2:.*]] = tensor.empty() : tensor<6x6xf32>
//  CHECK-NEXT:   pad.pad_into reflect %{{.*}} into %[[E2]]
//       CHECK:   %[[A:.*]] = tensor.empty() : tensor<6x6xf32>
//       CHECK:   linalg.generic {{.*}} outs(%[[A]] : tensor<6x6xf32>)
func.func @other_consumers(%x: tensor<4x4xf32>) -> (tensor<6x6xf32>, tensor<6x6xf32>) {
  %p = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x4xf32> to tensor<6x6xf32>
  %t = tensor.empty() : tensor<6x6xf32>
  %r = linalg.transpose ins(%p : tensor<6x6xf32>) outs(%t : tensor<6x6xf32>) permutation = [1, 0]
  %q = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<4x4xf32> to tensor<6x6xf32>
  %a = tensor.empty() : tensor<6x6xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<6x6xf32>) outs(%a : tensor<6x6xf32>) {
  ^bb0(%b: f32, %o: f32):
    %m = arith.addf %b, %o : f32
    linalg.yield %m : f32
  } -> tensor<6x6xf32>
  return %r, %s : tensor<6x6xf32>, tensor<6x6xf32>
}
