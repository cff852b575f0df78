// Dynamic pads: the mixed and ONNX builders keep them and infer `?` for the
// padded dimension; the static and TensorFlow builders take static pads only.
// RUN: pad-opt %s --test-pad-builders=builder=mixed | FileCheck %s
// RUN: pad-opt %s --test-pad-builders=builder=onnx | FileCheck %s
// RUN: not pad-opt %s --test-pad-builders=builder=tf 2>&1 | FileCheck %s --check-prefix=ERR-TF
// RUN: not pad-opt %s --test-pad-builders=builder=static 2>&1 | FileCheck %s --check-prefix=ERR-STATIC

// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME:   (%[[T:.*]]: tensor<?x4xf32>, %[[LO:.*]]: index)
//       CHECK:   pad.pad edge %[[T]] below[%[[LO]], 0] above[1, 2] : tensor<?x4xf32> to tensor<?x6xf32>
// ERR-TF: error: builder 'tf' cannot express this pad
// ERR-STATIC: error: builder 'static' cannot express this pad
func.func @dynamic(%t: tensor<?x4xf32>, %lo: index) -> tensor<?x6xf32> {
  %0 = pad.pad edge %t below[%lo, 0] above[1, 2] : tensor<?x4xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}
