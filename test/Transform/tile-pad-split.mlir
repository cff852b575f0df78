// RUN: pad-opt %s --transform-interpreter --canonicalize --cse | FileCheck %s

// Spec section 5: a tile that lies in the copied run is a plain slice of
// the source. Its geometry shows it from the loop's bounds once the
// consumer is split where the pad's output enters and leaves the copied run
// (upstream's transform.structured.split at 2 and 18 of 20): every tile of
// the middle part, [2 + i, 6 + i) for i in {0, 4, 8, 12}, is the source's
// [i, i + 4), in every mode. The tiles of the border parts are static.
// (The loop's induction variable ranges to its last step, 12, not to 15;
// affine.apply maps that range; (2 - o) + (o - 2) is 0.)

// Constant: the border parts pad an empty slice (output 0 and 1, 18 and 19
// are the value).
// CHECK-LABEL: func.func @constant(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<16xf32>)
// CHECK:         %[[L:.*]] = tensor.extract_slice %[[X]][0] [0] [1] : tensor<16xf32> to tensor<0xf32>
// CHECK:         pad.pad constant %[[L]] below[2] above[0] : tensor<0xf32> to tensor<2xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// CHECK-NEXT:      %[[O:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK-NEXT:      %[[K:.*]] = arith.addi %[[O]], %c-2 : index
// CHECK-NEXT:      %[[M:.*]] = tensor.extract_slice %[[X]][%[[K]]] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NOT:       pad.pad
// CHECK:           linalg.generic {{.*}} ins(%[[M]] : tensor<4xf32>)
// CHECK:           scf.yield
// CHECK:         %[[R:.*]] = tensor.extract_slice %[[X]][15] [0] [1] : tensor<16xf32> to tensor<0xf32>
// CHECK:         pad.pad constant %[[R]] below[0] above[2] : tensor<0xf32> to tensor<2xf32>
func.func @constant(%x: tensor<16xf32>) -> tensor<20xf32> {
  %p = pad.pad constant %x below[2] above[2] : tensor<16xf32> to tensor<20xf32>
  %e = tensor.empty() : tensor<20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%p : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<20xf32>
  return %r : tensor<20xf32>
}

// Edge: x[0] twice, x[15] twice.
// CHECK-LABEL: func.func @edge(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<16xf32>)
// CHECK:         %[[L:.*]] = tensor.extract_slice %[[X]][0] [1] [1] : tensor<16xf32> to tensor<1xf32>
// CHECK:         pad.pad edge %[[L]] below[2] above[-1] : tensor<1xf32> to tensor<2xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// CHECK-NEXT:      %[[O:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK-NEXT:      %[[K:.*]] = arith.subi %[[O]], %c2 : index
// CHECK-NEXT:      %[[M:.*]] = tensor.extract_slice %[[X]][%[[K]]] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NOT:       pad.pad
// CHECK:           linalg.generic {{.*}} ins(%[[M]] : tensor<4xf32>)
// CHECK:           scf.yield
// CHECK:         %[[R:.*]] = tensor.extract_slice %[[X]][15] [1] [1] : tensor<16xf32> to tensor<1xf32>
// CHECK:         pad.pad edge %[[R]] below[-1] above[2] : tensor<1xf32> to tensor<2xf32>
func.func @edge(%x: tensor<16xf32>) -> tensor<20xf32> {
  %p = pad.pad edge %x below[2] above[2] : tensor<16xf32> to tensor<20xf32>
  %e = tensor.empty() : tensor<20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%p : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<20xf32>
  return %r : tensor<20xf32>
}

// Reflect: x[2], x[1] (k = -2, -1 in the window [0, 3)); x[14], x[13]
// (k = -14, -13 in the window [0, 15), period 28: m = 14, 15).
// CHECK-LABEL: func.func @reflect(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<16xf32>)
// CHECK:         %[[L:.*]] = tensor.extract_slice %[[X]][0] [3] [1] : tensor<16xf32> to tensor<3xf32>
// CHECK:         pad.pad reflect %[[L]] below[2] above[-3] : tensor<3xf32> to tensor<2xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// CHECK-NEXT:      %[[O:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK-NEXT:      %[[K:.*]] = arith.subi %[[O]], %c2 : index
// CHECK-NEXT:      %[[M:.*]] = tensor.extract_slice %[[X]][%[[K]]] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NOT:       pad.pad
// CHECK:           linalg.generic {{.*}} ins(%[[M]] : tensor<4xf32>)
// CHECK:           scf.yield
// CHECK:         %[[R:.*]] = tensor.extract_slice %[[X]][0] [15] [1] : tensor<16xf32> to tensor<15xf32>
// CHECK:         pad.pad reflect %[[R]] below[14] above[-27] : tensor<15xf32> to tensor<2xf32>
func.func @reflect(%x: tensor<16xf32>) -> tensor<20xf32> {
  %p = pad.pad reflect %x below[2] above[2] : tensor<16xf32> to tensor<20xf32>
  %e = tensor.empty() : tensor<20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%p : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<20xf32>
  return %r : tensor<20xf32>
}

// Symmetric: x[1], x[0] (the window [0, 2)); x[15], x[14] (the whole
// source, k = -16, -15, period 32: m = 16, 17).
// CHECK-LABEL: func.func @symmetric(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<16xf32>)
// CHECK:         %[[L:.*]] = tensor.extract_slice %[[X]][0] [2] [1] : tensor<16xf32> to tensor<2xf32>
// CHECK:         pad.pad symmetric %[[L]] below[2] above[-2] : tensor<2xf32> to tensor<2xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// CHECK-NEXT:      %[[O:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK-NEXT:      %[[K:.*]] = arith.subi %[[O]], %c2 : index
// CHECK-NEXT:      %[[M:.*]] = tensor.extract_slice %[[X]][%[[K]]] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NOT:       pad.pad
// CHECK:           linalg.generic {{.*}} ins(%[[M]] : tensor<4xf32>)
// CHECK:           scf.yield
// CHECK:         pad.pad symmetric %[[X]] below[16] above[-30] : tensor<16xf32> to tensor<2xf32>
func.func @symmetric(%x: tensor<16xf32>) -> tensor<20xf32> {
  %p = pad.pad symmetric %x below[2] above[2] : tensor<16xf32> to tensor<20xf32>
  %e = tensor.empty() : tensor<20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%p : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<20xf32>
  return %r : tensor<20xf32>
}

// Wrap: the border parts are plain slices too, x[14..15] and x[0..1].
// CHECK-LABEL: func.func @wrap(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<16xf32>)
// CHECK-NOT:     pad.pad
// CHECK:         %[[L:.*]] = tensor.extract_slice %[[X]][14] [2] [1] : tensor<16xf32> to tensor<2xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[L]] : tensor<2xf32>)
// CHECK:         scf.for %[[I:.*]] = %c0 to %c16 step %c4
// CHECK-NEXT:      %[[O:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK-NEXT:      %[[K:.*]] = arith.subi %[[O]], %c2 : index
// CHECK-NEXT:      %[[M:.*]] = tensor.extract_slice %[[X]][%[[K]]] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NOT:       pad.pad
// CHECK:           linalg.generic {{.*}} ins(%[[M]] : tensor<4xf32>)
// CHECK:           scf.yield
// CHECK:         %[[R:.*]] = tensor.extract_slice %[[X]][0] [2] [1] : tensor<16xf32> to tensor<2xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[R]] : tensor<2xf32>)
// CHECK-NOT:     pad.pad
// CHECK:         return
func.func @wrap(%x: tensor<16xf32>) -> tensor<20xf32> {
  %p = pad.pad wrap %x below[2] above[2] : tensor<16xf32> to tensor<20xf32>
  %e = tensor.empty() : tensor<20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%p : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<20xf32>
  return %r : tensor<20xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %consumers = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %consumers : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      %s0 = transform.structured.split %op after 2 {dimension = 0} : !transform.any_op
      %lo, %rest = transform.split_handle %s0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %s1 = transform.structured.split %rest after 16 {dimension = 0} : !transform.any_op
      %mid, %hi = transform.split_handle %s1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %parts = transform.merge_handles %lo, %mid, %hi : !transform.any_op
      transform.foreach %parts : !transform.any_op {
      ^bb0(%part: !transform.any_op):
        %t, %l = transform.structured.fuse %part tile_sizes [4] {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
    }
    transform.yield
  }
}
