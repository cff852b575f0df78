// RUN: pad-opt %s --transform-interpreter | FileCheck %s

// transform.apply_patterns.pad.vectorize vectorizes every pad.pad of static
// result shape in its scope, and leaves the others to the lowerings: a pad
// of dynamic shape (it would need vector sizes), and element types vectors
// cannot hold or pack in memory.

// Symmetric, below 2, above 1 of 3 elements: source indices 1 0 0 1 2 2.
// CHECK-LABEL: func.func @static(
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.*]] = vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true]} : tensor<3xf32>, vector<3xf32>
// CHECK:         %[[S:.*]] = vector.shuffle %[[R]], %[[R]] [1, 0, 0, 1, 2, 2] : vector<3xf32>, vector<3xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6xf32>
// CHECK:         %[[W:.*]] = vector.transfer_write %[[S]], %[[E]][%{{.*}}] {in_bounds = [true]} : vector<6xf32>, tensor<6xf32>
// CHECK:         return %[[W]]
func.func @static(%x: tensor<3xf32>) -> tensor<6xf32> {
  %p = pad.pad symmetric %x below[2] above[1] : tensor<3xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// CHECK-LABEL: func.func @left_alone(
// CHECK:         pad.pad edge %{{.*}} below[%{{.*}}] above[1] : tensor<?xf32> to tensor<?xf32>
// CHECK:         pad.pad edge %{{.*}} below[1] above[1] : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
// CHECK:         pad.pad edge %{{.*}} below[1] above[1] : tensor<3xi1> to tensor<5xi1>
// CHECK-NOT:     vector.
func.func @left_alone(%x: tensor<?xf32>, %n: index, %c: tensor<3xcomplex<f32>>, %b: tensor<3xi1>)
    -> (tensor<?xf32>, tensor<5xcomplex<f32>>, tensor<5xi1>) {
  %p = pad.pad edge %x below[%n] above[1] : tensor<?xf32> to tensor<?xf32>
  %q = pad.pad edge %c below[1] above[1] : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
  %r = pad.pad edge %b below[1] above[1] : tensor<3xi1> to tensor<5xi1>
  return %p, %q, %r : tensor<?xf32>, tensor<5xcomplex<f32>>, tensor<5xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.pad.vectorize
    } : !transform.any_op
    transform.yield
  }
}
