// RUN: pad-opt %s -split-input-file --transform-interpreter --canonicalize --cse | FileCheck %s

// TilingInterface of pad.pad (spec section 5): a tile of a pad is a pad of a
// slice of the source. Each loop is unrolled, so that the canonicalizer folds
// every tile's offsets and the CHECK lines pin each tile: the slice it reads
// and the pads it applies (worked out by hand in the comments).

// Edge mode, 10 -> 15 (below 2, above 3), tiles of 5.
//   [0, 5):   k = -2..2 reads source [0, 2]: below 2, above 0.
//   [5, 10):  k = 3..7 lies in the copied run: a plain slice [3, 8).
//   [10, 15): k = 8..12 reads source [8, 9]: below 0, above 3.
// CHECK-LABEL: func.func @edge(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<10xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<15xf32>
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][0] [3] [1] : tensor<10xf32> to tensor<3xf32>
// CHECK:         %[[P0:.*]] = pad.pad edge %[[S0]] below[2] above[0] : tensor<3xf32> to tensor<5xf32>
// CHECK:         %[[I0:.*]] = tensor.insert_slice %[[P0]] into %[[E]][0] [5] [1]
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][3] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[S1]] into %[[I0]][5] [5] [1]
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][8] [2] [1] : tensor<10xf32> to tensor<2xf32>
// CHECK:         %[[P2:.*]] = pad.pad edge %[[S2]] below[0] above[3] : tensor<2xf32> to tensor<5xf32>
// CHECK:         %[[I2:.*]] = tensor.insert_slice %[[P2]] into %[[I1]][10] [5] [1]
// CHECK:         return %[[I2]]
func.func @edge(%x: tensor<10xf32>) -> tensor<15xf32> {
  %0 = pad.pad edge %x below[2] above[3] : tensor<10xf32> to tensor<15xf32>
  return %0 : tensor<15xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// Constant mode with a value, a crop above, tiles of 3 that do not divide
// the output: 6 -> 8 (below 3, above -1).
//   [0, 3): k = -3..-1 reads nothing: an empty slice padded by 3.
//   [3, 6): k = 0..2, a plain slice [0, 3).
//   [6, 8): k = 3..4, a plain slice [3, 5) (source element 5 is cropped).
// CHECK-LABEL: func.func @constant_crop(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<6xi32>, %[[V:[^:]*]]: i32)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8xi32>
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][0] [0] [1] : tensor<6xi32> to tensor<0xi32>
// CHECK:         %[[P0:.*]] = pad.pad constant %[[S0]] below[3] above[0] value %[[V]] : tensor<0xi32> to tensor<3xi32>
// CHECK:         %[[I0:.*]] = tensor.insert_slice %[[P0]] into %[[E]][0] [3] [1]
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][0] [3] [1] : tensor<6xi32> to tensor<3xi32>
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[S1]] into %[[I0]][3] [3] [1]
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][3] [2] [1] : tensor<6xi32> to tensor<2xi32>
// CHECK:         %[[I2:.*]] = tensor.insert_slice %[[S2]] into %[[I1]][6] [2] [1]
// CHECK:         return %[[I2]]
func.func @constant_crop(%x: tensor<6xi32>, %v: i32) -> tensor<8xi32> {
  %0 = pad.pad constant %x below[3] above[-1] value %v : tensor<6xi32> to tensor<8xi32>
  return %0 : tensor<8xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// Interior padding: the window is found in stretched coordinates. 3 -> 8
// (below 1, interior 2: the source lands at 1, 4, 7), tiles of 3.
//   [0, 3): k = -1..1 shows source 0 at tile position 1: below 1, above 1.
//   [3, 6): k = 2..4 shows source 1 at tile position 1: below 1, above 1.
//   [6, 8): k = 5..6 shows source 2 at tile position 1: below 1, above 0.
// CHECK-LABEL: func.func @interior(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<3xi32>, %[[V:[^:]*]]: i32)
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][0] [1] [1] : tensor<3xi32> to tensor<1xi32>
// CHECK:         pad.pad constant %[[S0]] below[1] above[1] interior[2] value %[[V]] : tensor<1xi32> to tensor<3xi32>
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][1] [1] [1] : tensor<3xi32> to tensor<1xi32>
// CHECK:         pad.pad constant %[[S1]] below[1] above[1] interior[2] value %[[V]] : tensor<1xi32> to tensor<3xi32>
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][2] [1] [1] : tensor<3xi32> to tensor<1xi32>
// CHECK:         pad.pad constant %[[S2]] below[1] above[0] interior[2] value %[[V]] : tensor<1xi32> to tensor<2xi32>
func.func @interior(%x: tensor<3xi32>, %v: i32) -> tensor<8xi32> {
  %0 = pad.pad constant %x below[1] above[0] interior[2] value %v : tensor<3xi32> to tensor<8xi32>
  return %0 : tensor<8xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// Interior padding with tiles of several source elements: 4 -> 11
// (below 1, interior 2: the source lands at 1, 4, 7, 10), tiles of 6.
//   [0, 6):  k = -1..4 shows sources 0 and 1 at 1 and 4: below 1, above 1.
//   [6, 11): k = 5..9 shows sources 2 and 3 at 1 and 4: below 1, above 0.
// CHECK-LABEL: func.func @interior_window(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<4xi32>)
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][0] [2] [1] : tensor<4xi32> to tensor<2xi32>
// CHECK:         pad.pad constant %[[S0]] below[1] above[1] interior[2] : tensor<2xi32> to tensor<6xi32>
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][2] [2] [1] : tensor<4xi32> to tensor<2xi32>
// CHECK:         pad.pad constant %[[S1]] below[1] above[0] interior[2] : tensor<2xi32> to tensor<5xi32>
func.func @interior_window(%x: tensor<4xi32>) -> tensor<11xi32> {
  %0 = pad.pad constant %x below[1] above[0] interior[2] : tensor<4xi32> to tensor<11xi32>
  return %0 : tensor<11xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 2} : !transform.any_op
    transform.yield
  }
}

// -----

// Reflect, OpenVINO's mixed example (crop and pad at once): 3x4 -> 4x6
// (below [2, -1], above [-1, 3]), tiles of 2x3.
//   rows [0, 2): k = -2..-1 crosses the lower edge: the prefix [0, 2] of
//     the source (here all of it), below 2, above -3;
//   rows [2, 4): k = 0..1, in the copied run: rows [0, 2);
//   columns [0, 3): k = 1..3, in the copied run: columns [1, 4);
//   columns [3, 6): k = 4..6 reflects to 2, 1, 0: k reduced by the period
//     6 is -2..0, within one reflection of the lower edge: the prefix
//     [0, 2], below 2, above 3 - 2 - 3 = -2.
// CHECK-LABEL: func.func @reflect_mixed(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<3x4xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][0, 1] [3, 3] [1, 1] : tensor<3x4xf32> to tensor<3x3xf32>
// CHECK:         %[[P0:.*]] = pad.pad reflect %[[S0]] below[2, 0] above[-3, 0] : tensor<3x3xf32> to tensor<2x3xf32>
// CHECK:         %[[I0:.*]] = tensor.insert_slice %[[P0]] into %[[E]][0, 0] [2, 3] [1, 1]
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][0, 0] [3, 3] [1, 1] : tensor<3x4xf32> to tensor<3x3xf32>
// CHECK:         %[[P1:.*]] = pad.pad reflect %[[S1]] below[2, 2] above[-3, -2] : tensor<3x3xf32> to tensor<2x3xf32>
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[P1]] into %[[I0]][0, 3] [2, 3] [1, 1]
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][0, 1] [2, 3] [1, 1] : tensor<3x4xf32> to tensor<2x3xf32>
// CHECK:         %[[I2:.*]] = tensor.insert_slice %[[S2]] into %[[I1]][2, 0] [2, 3] [1, 1]
// CHECK:         %[[S3:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 3] [1, 1] : tensor<3x4xf32> to tensor<2x3xf32>
// CHECK:         %[[P3:.*]] = pad.pad reflect %[[S3]] below[0, 2] above[0, -2] : tensor<2x3xf32> to tensor<2x3xf32>
// CHECK:         %[[I3:.*]] = tensor.insert_slice %[[P3]] into %[[I2]][2, 3] [2, 3] [1, 1]
// CHECK:         return %[[I3]]
func.func @reflect_mixed(%x: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %0 = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %l0, %l1 = transform.structured.tile_using_for %0 tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.loop.unroll %l1 {factor = 2} : !transform.any_op
    transform.loop.unroll %l0 {factor = 2} : !transform.any_op
    transform.yield
  }
}

// -----

// Wrap and symmetric: a tile that lies in the copied run is a plain slice.
// Wrap 4 -> 10 (below 3, above 3), tiles of 5: both tiles span a period
// boundary and pad the whole source by an amount reduced modulo 4:
//   [0, 5):  k = -3..1: below 3, above -2;
//   [5, 10): k = 2..6: below (3 - 5) mod 4 = 2, above 5 - 2 - 4 = -1.
// Symmetric 5 -> 9 (below 2, above 2), tiles of 3:
//   [0, 3): k = -2..0 mirrors to 1, 0, 0: the prefix [0, 1], below 2,
//     above 3 - 2 - 2 = -1;
//   [3, 6): k = 1..3, in the copied run: source [1, 4);
//   [6, 9): k = 4..6 mirrors to 4, 4, 3: the suffix [3, 4], below
//     (3 - 4) mod 4 = 3, above 3 - 3 - 2 = -2.
// CHECK-LABEL: func.func @periodic(
// CHECK-SAME:    %[[W:[^:]*]]: tensor<4xf32>, %[[S:[^:]*]]: tensor<5xf32>)
// CHECK:         pad.pad wrap %[[W]] below[3] above[-2] : tensor<4xf32> to tensor<5xf32>
// CHECK:         pad.pad wrap %[[W]] below[2] above[-1] : tensor<4xf32> to tensor<5xf32>
// CHECK:         %[[L:.*]] = tensor.extract_slice %[[S]][0] [2] [1] : tensor<5xf32> to tensor<2xf32>
// CHECK:         pad.pad symmetric %[[L]] below[2] above[-1] : tensor<2xf32> to tensor<3xf32>
// CHECK:         %[[R:.*]] = tensor.extract_slice %[[S]][1] [3] [1] : tensor<5xf32> to tensor<3xf32>
// CHECK:         tensor.insert_slice %[[R]] into %{{.*}}[3] [3] [1]
// CHECK:         %[[U:.*]] = tensor.extract_slice %[[S]][3] [2] [1] : tensor<5xf32> to tensor<2xf32>
// CHECK:         pad.pad symmetric %[[U]] below[3] above[-2] : tensor<2xf32> to tensor<3xf32>
func.func @periodic(%w: tensor<4xf32>, %s: tensor<5xf32>) -> (tensor<10xf32>, tensor<9xf32>) {
  %0 = pad.pad wrap %w below[3] above[3] : tensor<4xf32> to tensor<10xf32>
  %1 = pad.pad symmetric %s below[2] above[2] : tensor<5xf32> to tensor<9xf32>
  return %0, %1 : tensor<10xf32>, tensor<9xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %w, %s = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %1, %l0 = transform.structured.tile_using_for %w tile_sizes [5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %l0 {factor = 2} : !transform.any_op
    %2, %l1 = transform.structured.tile_using_for %s tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %l1 {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// Wrap: a tile within one period is a plain slice, even in the pads.
// 4 -> 12 (below 4, above 4), tiles of 2: k = -4..-3 reads source [0, 2),
// k = -2..-1 source [2, 4), and so on; no tile needs a pad.
// CHECK-LABEL: func.func @wrap_slices(
// CHECK-SAME:    %[[W:[^:]*]]: tensor<4xf32>)
// CHECK-NOT:     pad.pad
// CHECK:         %[[A:.*]] = tensor.extract_slice %[[W]][0] [2] [1]
// CHECK:         %[[I0:.*]] = tensor.insert_slice %[[A]] into %{{.*}}[0] [2] [1]
// CHECK:         %[[B:.*]] = tensor.extract_slice %[[W]][2] [2] [1]
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[B]] into %[[I0]][2] [2] [1]
// CHECK:         %[[I2:.*]] = tensor.insert_slice %[[A]] into %[[I1]][4] [2] [1]
// CHECK:         %[[I3:.*]] = tensor.insert_slice %[[B]] into %[[I2]][6] [2] [1]
// CHECK:         %[[I4:.*]] = tensor.insert_slice %[[A]] into %[[I3]][8] [2] [1]
// CHECK:         %[[I5:.*]] = tensor.insert_slice %[[B]] into %[[I4]][10] [2] [1]
// CHECK-NOT:     pad.pad
// CHECK:         return %[[I5]]
func.func @wrap_slices(%w: tensor<4xf32>) -> tensor<12xf32> {
  %0 = pad.pad wrap %w below[4] above[4] : tensor<4xf32> to tensor<12xf32>
  return %0 : tensor<12xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 6} : !transform.any_op
    transform.yield
  }
}

// -----

// Two shortcuts of the interface. Reflect, 3x4 -> 6x7 (below [2, 1], above
// [1, 2]), tiles of one row and the whole second dimension:
//   - a tile of one coordinate in a non-constant mode is the one source row
//     the mapping gives, with pads 0: output rows 0..5 are k = -2..3, source
//     rows 2, 1, 0, 1, 2, 1;
//   - a tile of the whole dimension (tile size 0: the iteration domain's
//     extent) keeps the op's own pads [1, 2] on the whole source row.
// CHECK-LABEL: func.func @reflect_rows(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<3x4xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6x7xf32>
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][2, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
// CHECK:         %[[P0:.*]] = pad.pad reflect %[[S0]] below[0, 1] above[0, 2] : tensor<1x4xf32> to tensor<1x7xf32>
// CHECK:         %[[I0:.*]] = tensor.insert_slice %[[P0]] into %[[E]][0, 0] [1, 7] [1, 1]
// CHECK:         %[[S1:.*]] = tensor.extract_slice %[[X]][1, 0] [1, 4] [1, 1]
// CHECK:         %[[P1:.*]] = pad.pad reflect %[[S1]] below[0, 1] above[0, 2]
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[P1]] into %[[I0]][1, 0] [1, 7] [1, 1]
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 4] [1, 1]
// CHECK:         %[[P2:.*]] = pad.pad reflect %[[S2]] below[0, 1] above[0, 2]
// CHECK:         %[[I2:.*]] = tensor.insert_slice %[[P2]] into %[[I1]][2, 0] [1, 7] [1, 1]
// (cse shares the tiles of equal rows)
// CHECK:         %[[I3:.*]] = tensor.insert_slice %[[P1]] into %[[I2]][3, 0] [1, 7] [1, 1]
// CHECK:         %[[I4:.*]] = tensor.insert_slice %[[P0]] into %[[I3]][4, 0] [1, 7] [1, 1]
// CHECK:         %[[I5:.*]] = tensor.insert_slice %[[P1]] into %[[I4]][5, 0] [1, 7] [1, 1]
// CHECK:         return %[[I5]]
func.func @reflect_rows(%x: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %0 = pad.pad reflect %x below[2, 1] above[1, 2] : tensor<3x4xf32> to tensor<6x7xf32>
  return %0 : tensor<6x7xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %loop {factor = 6} : !transform.any_op
    transform.yield
  }
}
