// RUN: pad-opt %s --transform-interpreter | FileCheck %s

// The one tile that cannot be a valid op: a static non-empty tile of an edge
// pad of a static extent 0 (rule 6; the pad itself must be empty at run
// time, or it aborts). The tiling fails without creating anything, and
// fuse_into_containing_op falls back to cloning the whole pad into the loop.

// CHECK-LABEL: func.func @rule6_tile(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<0xf32>, %[[LO:[^:]*]]: index
// CHECK:         scf.forall
// CHECK-NOT:       tensor.extract_slice %[[X]]
// CHECK:           pad.pad edge %[[X]] below[%[[LO]]] above[0] : tensor<0xf32> to tensor<?xf32>
// CHECK-NOT:       tensor.extract_slice %[[X]]
// CHECK:           tensor.extract_slice %{{.*}}[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
func.func @rule6_tile(%x: tensor<0xf32>, %lo: index, %init: tensor<4xf32>) -> tensor<4xf32> {
  %p = pad.pad edge %x below[%lo] above[0] : tensor<0xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (1) shared_outs(%o = %init) -> tensor<4xf32> {
    %s = tensor.extract_slice %p[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.structured.fuse_into_containing_op %p into %f : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
