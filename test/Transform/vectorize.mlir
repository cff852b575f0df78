// RUN: pad-opt %s --transform-interpreter | FileCheck %s

// transform.pad.vectorize: one vector of the pad's output, written into an
// empty tensor. A row of static geometry is in-bounds reads of its source
// row and one shuffle that places their elements and the pad value; a row
// of dynamic geometry is a gather, masked where lanes are pad. The values
// are checked by test/Integration/transform/vectorized-differential.test.

// The case upstream's vectorization of tensor.pad gets wrong in MLIR 22.1
// (it drops the low pad, llvm-project PR 175869): the source lands at row 1,
// column 1; rows 0 and 3 are the pad value alone.
// CHECK-LABEL: func.func @constant_low_pad(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[ACC:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<4x5xf32>
// CHECK:         %[[R0:.*]] = vector.transfer_read %[[X]][%[[C0]], %[[C0]]], %[[ZERO]] {in_bounds = [true]} : tensor<2x3xf32>, vector<3xf32>
// CHECK:         %[[FILL:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<1xf32>
// CHECK:         %[[ROW1:.*]] = vector.shuffle %[[R0]], %[[FILL]] [3, 0, 1, 2, 3] : vector<3xf32>, vector<1xf32>
// CHECK:         %[[ACC1:.*]] = vector.insert %[[ROW1]], %[[ACC]] [1] : vector<5xf32> into vector<4x5xf32>
// CHECK:         %[[R1:.*]] = vector.transfer_read %[[X]][%[[C1]], %[[C0]]], %[[ZERO]] {in_bounds = [true]} : tensor<2x3xf32>, vector<3xf32>
// CHECK:         %[[ROW2:.*]] = vector.shuffle %[[R1]], %[[FILL]] [3, 0, 1, 2, 3] : vector<3xf32>, vector<1xf32>
// CHECK:         %[[ACC2:.*]] = vector.insert %[[ROW2]], %[[ACC1]] [2] : vector<5xf32> into vector<4x5xf32>
// CHECK-NOT:     vector.insert
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<4x5xf32>
// CHECK:         %[[W:.*]] = vector.transfer_write %[[ACC2]], %[[EMPTY]][%[[C0]], %[[C0]]] {in_bounds = [true, true]} : vector<4x5xf32>, tensor<4x5xf32>
// CHECK:         return %[[W]]
func.func @constant_low_pad(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %p = pad.pad constant %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  return %p : tensor<4x5xf32>
}

// Edge: the border lanes repeat the first and the last element.
// CHECK-LABEL: func.func @edge(
// CHECK:         %[[R:.*]] = vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true]} : tensor<3xi32>, vector<3xi32>
// CHECK:         %[[S:.*]] = vector.shuffle %[[R]], %[[R]] [0, 0, 0, 1, 2, 2, 2, 2] : vector<3xi32>, vector<3xi32>
// CHECK:         vector.transfer_write %[[S]], %{{.*}}[%{{.*}}] {in_bounds = [true]} : vector<8xi32>, tensor<8xi32>
func.func @edge(%x: tensor<3xi32>) -> tensor<8xi32> {
  %p = pad.pad edge %x below[2] above[3] : tensor<3xi32> to tensor<8xi32>
  return %p : tensor<8xi32>
}

// Reflect (without the edge) and symmetric (with it): reversed runs.
// CHECK-LABEL: func.func @reflect(
// CHECK:         %[[R:.*]] = vector.transfer_read {{.*}} : tensor<4xi32>, vector<4xi32>
// CHECK:         vector.shuffle %[[R]], %[[R]] [2, 1, 0, 1, 2, 3, 2, 1] : vector<4xi32>, vector<4xi32>
func.func @reflect(%x: tensor<4xi32>) -> tensor<8xi32> {
  %p = pad.pad reflect %x below[2] above[2] : tensor<4xi32> to tensor<8xi32>
  return %p : tensor<8xi32>
}
// CHECK-LABEL: func.func @symmetric(
// CHECK:         %[[R:.*]] = vector.transfer_read {{.*}} : tensor<3xi32>, vector<3xi32>
// CHECK:         vector.shuffle %[[R]], %[[R]] [1, 0, 0, 1, 2, 2, 1] : vector<3xi32>, vector<3xi32>
func.func @symmetric(%x: tensor<3xi32>) -> tensor<7xi32> {
  %p = pad.pad symmetric %x below[2] above[2] : tensor<3xi32> to tensor<7xi32>
  return %p : tensor<7xi32>
}

// Pads larger than the extent continue the period.
// CHECK-LABEL: func.func @reflect_beyond_period(
// CHECK:         %[[R:.*]] = vector.transfer_read {{.*}} : tensor<3xi32>, vector<3xi32>
// CHECK:         vector.shuffle %[[R]], %[[R]] [1, 0, 1, 2, 1, 0, 1, 2, 1, 0, 1] : vector<3xi32>, vector<3xi32>
func.func @reflect_beyond_period(%x: tensor<3xi32>) -> tensor<11xi32> {
  %p = pad.pad reflect %x below[5] above[3] : tensor<3xi32> to tensor<11xi32>
  return %p : tensor<11xi32>
}

// Wrap across a long source: two reads, not one of the whole row.
// CHECK-LABEL: func.func @wrap_two_runs(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C18:.*]] = arith.constant 18 : index
// CHECK:         %[[HEAD:.*]] = vector.transfer_read %{{.*}}[%[[C0]]], {{.*}} : tensor<20xi8>, vector<2xi8>
// CHECK:         %[[TAIL:.*]] = vector.transfer_read %{{.*}}[%[[C18]]], {{.*}} : tensor<20xi8>, vector<2xi8>
// CHECK:         %[[BOTH:.*]] = vector.shuffle %[[HEAD]], %[[TAIL]] [0, 1, 2, 3] : vector<2xi8>, vector<2xi8>
// CHECK:         vector.shuffle %[[BOTH]], %[[BOTH]] [2, 3, 0, 1] : vector<4xi8>, vector<4xi8>
func.func @wrap_two_runs(%x: tensor<20xi8>) -> tensor<4xi8> {
  %p = pad.pad wrap %x below[2] above[-18] : tensor<20xi8> to tensor<4xi8>
  return %p : tensor<4xi8>
}

// Interior padding and a value operand: the spread is the same shuffle,
// whose lane 3 is the value.
// CHECK-LABEL: func.func @interior(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf16>, %[[V:.*]]: f16)
// CHECK:         %[[R:.*]] = vector.transfer_read %[[X]][%{{.*}}], %[[V]] {in_bounds = [true]} : tensor<3xf16>, vector<3xf16>
// CHECK:         %[[FILL:.*]] = vector.broadcast %[[V]] : f16 to vector<1xf16>
// CHECK:         vector.shuffle %[[R]], %[[FILL]] [3, 0, 3, 3, 1, 3, 3, 2, 3] : vector<3xf16>, vector<1xf16>
func.func @interior(%x: tensor<3xf16>, %v: f16) -> tensor<9xf16> {
  %p = pad.pad constant %x below[1] above[1] interior[2] value %v : tensor<3xf16> to tensor<9xf16>
  return %p : tensor<9xf16>
}

// Negative pads crop: a row that is a plain slice of the source is one read.
// CHECK-LABEL: func.func @crop(
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[R:.*]] = vector.transfer_read %{{.*}}[%[[C1]]], %{{.*}} {in_bounds = [true]} : tensor<5xf64>, vector<2xf64>
// CHECK-NOT:     vector.shuffle
// CHECK:         vector.transfer_write %[[R]]
func.func @crop(%x: tensor<5xf64>) -> tensor<2xf64> {
  %p = pad.pad reflect %x below[-1] above[-2] : tensor<5xf64> to tensor<2xf64>
  return %p : tensor<2xf64>
}

// Dynamic geometry, masked: the lanes' mapping is planned once for every
// row. The copied run [copy begin, copy end) is a mask of two
// `vector.create_mask`s, and a gather at the run's offset with the lanes'
// own indices (a contiguous gather, which canonicalization turns into a
// masked load on buffers; its offset may lie before the row, where the mask
// is off); edge's border lanes below the run take the first element, those
// above it the last, read once each. The write is masked by the output's
// extent. The run-time checks of spec section 2 come first.
// CHECK-LABEL: func.func @masked(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf32>, %[[LO:.*]]: index)
// CHECK:         cf.assert {{.*}} "pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output"
// CHECK:         %[[O:.*]] = vector.step : vector<8xindex>
// CHECK:         %[[OFFSET:.*]] = arith.subi %{{.*}}, %[[P:.*]] : index
// CHECK:         %[[BELOW:.*]] = vector.create_mask %[[BEGIN:.*]] : vector<8xi1>
// CHECK:         %[[FROM:.*]] = arith.xori %[[BELOW]], %{{.*}} : vector<8xi1>
// CHECK:         %[[TO:.*]] = vector.create_mask %[[END:.*]] : vector<8xi1>
// CHECK:         %[[COPY:.*]] = arith.andi %[[TO]], %[[FROM]] : vector<8xi1>
// CHECK:         %[[FIRST:.*]] = vector.gather %[[X]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : tensor<?xf32>, vector<1xindex>, vector<1xi1>, vector<1xf32> into vector<1xf32>
// CHECK:         %[[LAST:.*]] = vector.gather %[[X]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : tensor<?xf32>, vector<1xindex>, vector<1xi1>, vector<1xf32> into vector<1xf32>
// CHECK:         %[[FIRSTS:.*]] = vector.broadcast %[[FIRST]] : vector<1xf32> to vector<8xf32>
// CHECK:         %[[LASTS:.*]] = vector.broadcast %[[LAST]] : vector<1xf32> to vector<8xf32>
// CHECK:         %[[BORDER:.*]] = arith.select %[[BELOW]], %[[FIRSTS]], %[[LASTS]] : vector<8xi1>, vector<8xf32>
// CHECK:         %[[ROW:.*]] = vector.gather %[[X]][%[[OFFSET]]] [%[[O]]], %[[COPY]], %[[BORDER]] : tensor<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[N:.*]]) : tensor<?xf32>
// CHECK:         %[[MASK:.*]] = vector.create_mask %[[N]] : vector<8xi1>
// CHECK:         vector.transfer_write %[[ROW]], %[[EMPTY]][%{{.*}}], %[[MASK]] : vector<8xf32>, tensor<?xf32>
func.func @masked(%x: tensor<?xf32>, %lo: index) -> tensor<?xf32> {
  %p = pad.pad edge %x below[%lo] above[1] {sizes = [8]} : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// Reflect of dynamic geometry: with m = (k mod P) of lane 0 plus the lane,
// the lanes read increasing runs (s = m, s = m - P) and decreasing ones
// (s = P - m, s = 2P - m), each a contiguous gather masked to its lanes;
// the decreasing ones are read in reversed lane order (their masks
// reversed once, ahead of the rows) and the row reversed back once. Lanes
// beyond 2P (a source shorter than half the vector) are gathered from the
// shared mapping.
// CHECK-LABEL: func.func @reflect_dynamic(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf32>, %[[LO:.*]]: index)
// CHECK:         %[[O:.*]] = vector.step : vector<8xindex>
// CHECK:         %[[REVMASK1:.*]] = vector.shuffle %{{.*}}, %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi1>, vector<8xi1>
// CHECK:         %[[REVMASK2:.*]] = vector.shuffle %{{.*}}, %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi1>, vector<8xi1>
// CHECK:         %[[DEC1:.*]] = vector.gather %[[X]][%{{.*}}] [%[[O]]], %[[REVMASK1]], %{{.*}}
// CHECK:         %[[DEC2:.*]] = vector.gather %[[X]][%{{.*}}] [%[[O]]], %[[REVMASK2]], %[[DEC1]]
// CHECK:         %[[DEC:.*]] = vector.shuffle %[[DEC2]], %[[DEC2]] [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32>, vector<8xf32>
// CHECK:         %[[INC1:.*]] = vector.gather %[[X]][%{{.*}}] [%[[O]]], %{{.*}}, %[[DEC]]
// CHECK:         %[[INC2:.*]] = vector.gather %[[X]][%{{.*}}] [%[[O]]], %{{.*}}, %[[INC1]]
// CHECK:         %[[ROW:.*]] = vector.gather %[[X]][%{{.*}}] [%{{.*}}], %{{.*}}, %[[INC2]]
// CHECK:         vector.transfer_write %[[ROW]]
func.func @reflect_dynamic(%x: tensor<?xf32>, %lo: index) -> tensor<?xf32> {
  %p = pad.pad reflect %x below[%lo] above[2] {sizes = [8]} : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// With a static extent whose period is at least the vector's length, the
// four runs cover every lane: no element-by-element gather.
// CHECK-LABEL: func.func @reflect_long_source(
// CHECK:         %[[O:.*]] = vector.step : vector<8xindex>
// CHECK-COUNT-4: vector.gather %{{.*}}[%{{.*}}] [%[[O]]], %{{.*}}, %{{.*}} : tensor<20xf32>
// CHECK-NOT:     vector.gather
// CHECK:         vector.transfer_write
func.func @reflect_long_source(%x: tensor<20xf32>, %lo: index) -> tensor<?xf32> {
  %p = pad.pad reflect %x below[%lo] above[2] {sizes = [8]} : tensor<20xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// Outer rows of dynamic geometry: each row reads the source row the mapping
// gives, masked where the row is pad (constant mode) or beyond the output;
// a masked-off read is never made, so the clamped row index is safe.
// CHECK-LABEL: func.func @outer_rows(
// CHECK-SAME:      %[[X:.*]]: tensor<?x4xi32>, %[[LO:.*]]: index)
// CHECK:         %[[IN0:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:         %[[VALID0:.*]] = arith.andi %{{.*}}, %[[IN0]] : i1
// CHECK:         %[[ROW0:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK:         %[[MASK0:.*]] = vector.broadcast %[[VALID0]] : i1 to vector<4xi1>
// CHECK:         %[[R0:.*]] = vector.transfer_read %[[X]][%[[ROW0]], %{{.*}}], %{{.*}}, %[[MASK0]] {in_bounds = [true]} : tensor<?x4xi32>, vector<4xi32>
// CHECK:         vector.shuffle %[[R0]], %{{.*}} [4, 0, 1, 2, 3, 4] : vector<4xi32>, vector<1xi32>
// CHECK:         %[[MASK1:.*]] = vector.broadcast %{{.*}} : i1 to vector<4xi1>
// CHECK:         vector.transfer_read %[[X]][%{{.*}}, %{{.*}}], %{{.*}}, %[[MASK1]] {in_bounds = [true]}
// CHECK:         %[[MASK:.*]] = vector.create_mask %{{.*}}, %{{.*}} : vector<2x6xi1>
// CHECK:         vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %[[MASK]] {in_bounds = [false, true]} : vector<2x6xi32>, tensor<?x6xi32>
func.func @outer_rows(%x: tensor<?x4xi32>, %lo: index) -> tensor<?x6xi32> {
  %p = pad.pad constant %x below[%lo, 1] above[0, 1] {sizes = [2, 6]} : tensor<?x4xi32> to tensor<?x6xi32>
  return %p : tensor<?x6xi32>
}

// Rank 0 is the source itself; an empty output is an empty tensor.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME:      %[[X:.*]]: tensor<f32>)
// CHECK-NEXT:    return %[[X]]
func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %p = pad.pad edge %x below[] above[] : tensor<f32> to tensor<f32>
  return %p : tensor<f32>
}
// CHECK-LABEL: func.func @empty(
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<0x6xf32>
// CHECK-NEXT:    return %[[E]]
func.func @empty(%x: tensor<3x4xf32>) -> tensor<0x6xf32> {
  %p = pad.pad constant %x below[-3, 1] above[0, 1] : tensor<3x4xf32> to tensor<0x6xf32>
  return %p : tensor<0x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %masked1 = transform.structured.match ops{["pad.pad"]} attributes{sizes = [8]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %masked1 vector_sizes [8] : !transform.any_op
    %masked2 = transform.structured.match ops{["pad.pad"]} attributes{sizes = [2, 6]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %masked2 vector_sizes [2, 6] : !transform.any_op
    %static = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.pad.vectorize %static : !transform.any_op
    transform.yield
  }
}
