// The conversions of static pads emit only what they use: no i128
// arithmetic, and nothing that --canonicalize --cse would remove, fold or
// merge (the op statistics before and after are identical). Every mode,
// crops, interior padding, pads beyond the extent, ranks 1 to 4.
// RUN: pad-opt %s --convert-pad-to-linalg --print-op-stats -o /dev/null 2> %t.linalg
// RUN: pad-opt %s --convert-pad-to-linalg --canonicalize --cse --print-op-stats -o /dev/null 2> %t.linalg.canonical
// RUN: diff %t.linalg %t.linalg.canonical
// RUN: pad-opt %s --convert-pad-to-scf --print-op-stats -o /dev/null 2> %t.scf
// RUN: pad-opt %s --convert-pad-to-scf --canonicalize --cse --print-op-stats -o /dev/null 2> %t.scf.canonical
// RUN: diff %t.scf %t.scf.canonical
// RUN: pad-opt %s --convert-pad-to-linalg | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-scf | FileCheck %s
// The bands of --pad-tile-rows carry no checks either: they are forms
// (pad.pad_into), which have no checks of their own, and
// --pad-to-destination-style emits none in front of a static pad's form.
// Outside interior rows they are static (whole bands of a static height,
// then the rows left), with no i128 arithmetic; a band of interior rows is
// a tile whose source window depends on its position, computed at run time
// (constant_interior_crop, constant_3d_interior). TILED shows which pads
// are cut into bands (loops of forms) before the lowerings run.
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=band-bytes=64 --convert-pad-to-linalg | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=band-bytes=100 --convert-pad-to-linalg | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=band-bytes=100 --convert-pad-to-scf | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=band-bytes=100 --convert-pad-to-linalg \
// RUN:   | awk '/func.func/ { f = $2 } /i128/ { print f }' | sort -u | FileCheck %s --check-prefix=WIDE
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows=band-bytes=100 | FileCheck %s --check-prefix=TILED
// The runs above get bands of one row (static outputs under the default
// row-bands-below); these get bands of band-bytes, whole bands then the
// rows left.
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows="band-bytes=100 row-bands-below=0" --convert-pad-to-linalg | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows="band-bytes=100 row-bands-below=0" --convert-pad-to-scf | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --pad-tile-rows="band-bytes=100 row-bands-below=0" --convert-pad-to-linalg \
// RUN:   | awk '/func.func/ { f = $2 } /i128/ { print f }' | sort -u | FileCheck %s --check-prefix=WIDE

// BANDS-NOT: cf.assert
// BANDS-NOT: pad.pad
// WIDE:      @constant_3d_interior(
// WIDE-NEXT: @constant_interior_crop(
// WIDE-NOT:  @

// CHECK-NOT: i128
// CHECK-NOT: cf.assert
// CHECK-NOT: pad.pad

// TILED-LABEL: func.func @constant_1d(
//  TILED-SAME:     %[[X:[^:]*]]: tensor<5xi32>
//   TILED-NOT:   scf.for
//       TILED:   %[[E:.*]] = tensor.empty() : tensor<9xi32>
//  TILED-NEXT:   pad.pad_into constant %[[X]] below[3] above[1] value %{{.*}} into %[[E]]
//   TILED-NOT:   scf.for
func.func @constant_1d(%x: tensor<5xi32>, %v: i32) -> tensor<9xi32> {
  %0 = pad.pad constant %x below[3] above[1] value %v : tensor<5xi32> to tensor<9xi32>
  return %0 : tensor<9xi32>
}

// TILED-LABEL: func.func @constant_interior_crop(
//       TILED:   scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:     cf.assert
//       TILED:     %[[O:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 8] [1, 1]
//  TILED-NEXT:     pad.pad_into constant %{{.*}} below[%{{.*}}, 2] above[%{{.*}}, -1] interior[2, 1] into %[[O]] : tensor<?x4xf32> to tensor<1x8xf32>
func.func @constant_interior_crop(%x: tensor<3x4xf32>) -> tensor<10x8xf32> {
  %0 = pad.pad constant %x below[1, 2] above[2, -1] interior[2, 1] : tensor<3x4xf32> to tensor<10x8xf32>
  return %0 : tensor<10x8xf32>
}

// TILED-LABEL: func.func @edge_2d(
//       TILED:   scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:     cf.assert
//       TILED:     %[[O:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 9] [1, 1]
//  TILED-NEXT:     pad.pad_into edge %{{.*}} below[0, 3] above[0, 2] into %[[O]] : tensor<1x4xf32> to tensor<1x9xf32>
func.func @edge_2d(%x: tensor<3x4xf32>) -> tensor<6x9xf32> {
  %0 = pad.pad edge %x below[2, 3] above[1, 2] : tensor<3x4xf32> to tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

// TILED-LABEL: func.func @reflect_mixed(
//       TILED:   scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:     cf.assert
//       TILED:     %[[O:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 6] [1, 1]
//  TILED-NEXT:     pad.pad_into reflect %{{.*}} below[0, -1] above[0, 3] into %[[O]] : tensor<1x4xf32> to tensor<1x6xf32>
func.func @reflect_mixed(%d: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %0 = pad.pad reflect %d below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// TILED-LABEL: func.func @symmetric_beyond_extent(
//       TILED:   scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:     cf.assert
//       TILED:     %[[O:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 10] [1, 1]
//  TILED-NEXT:     pad.pad_into symmetric %{{.*}} below[0, 4] above[0, 3] into %[[O]] : tensor<1x3xi8> to tensor<1x10xi8>
func.func @symmetric_beyond_extent(%x: tensor<2x3xi8>) -> tensor<12x10xi8> {
  %0 = pad.pad symmetric %x below[5, 4] above[5, 3] : tensor<2x3xi8> to tensor<12x10xi8>
  return %0 : tensor<12x10xi8>
}

// TILED-LABEL: func.func @wrap_3d(
//       TILED:   scf.for
//       TILED:     scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:       cf.assert
//       TILED:       %[[O:.*]] = tensor.extract_slice %[[D]][0, %[[R]], 0] [1, 1, 9] [1, 1, 1]
//  TILED-NEXT:       pad.pad_into wrap %{{.*}} below[0, 0, 2] above[0, 0, 3] into %[[O]] : tensor<1x1x4xf64> to tensor<1x1x9xf64>
func.func @wrap_3d(%x: tensor<2x3x4xf64>) -> tensor<4x5x9xf64> {
  %0 = pad.pad wrap %x below[1, 1, 2] above[1, 1, 3] : tensor<2x3x4xf64> to tensor<4x5x9xf64>
  return %0 : tensor<4x5x9xf64>
}

// TILED-LABEL: func.func @reflect_4d(
//       TILED:   scf.for
//       TILED:     scf.for
//       TILED:       scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:         cf.assert
//       TILED:         %[[O:.*]] = tensor.extract_slice %[[D]][0, 0, %[[R]], 0] [1, 1, 1, 9] [1, 1, 1, 1]
//  TILED-NEXT:         pad.pad_into reflect %{{.*}} below[0, 0, 0, 2] above[0, 0, 0, 2] into %[[O]] : tensor<1x1x1x5xf32> to tensor<1x1x1x9xf32>
func.func @reflect_4d(%x: tensor<2x3x4x5xf32>) -> tensor<2x5x6x9xf32> {
  %0 = pad.pad reflect %x below[0, 1, 1, 2] above[0, 1, 1, 2] : tensor<2x3x4x5xf32> to tensor<2x5x6x9xf32>
  return %0 : tensor<2x5x6x9xf32>
}

// TILED-LABEL: func.func @edge_extent_one(
//       TILED:   scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:     cf.assert
//       TILED:     %[[O:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 4] [1, 1]
//  TILED-NEXT:     pad.pad_into edge %{{.*}} below[0, 1] above[0, 1] into %[[O]] : tensor<1x2xf32> to tensor<1x4xf32>
func.func @edge_extent_one(%x: tensor<1x2xf32>) -> tensor<4x4xf32> {
  %0 = pad.pad edge %x below[1, 1] above[2, 1] : tensor<1x2xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// TILED-LABEL: func.func @constant_crop_only_rows(
//  TILED-SAME:     %[[X:[^:]*]]: tensor<6x4xi16>
//   TILED-NOT:   scf.for
//       TILED:   %[[E:.*]] = tensor.empty() : tensor<3x7xi16>
//  TILED-NEXT:   pad.pad_into constant %[[X]] below[-2, 1] above[-1, 2] into %[[E]]
//   TILED-NOT:   scf.for
func.func @constant_crop_only_rows(%x: tensor<6x4xi16>) -> tensor<3x7xi16> {
  %0 = pad.pad constant %x below[-2, 1] above[-1, 2] : tensor<6x4xi16> to tensor<3x7xi16>
  return %0 : tensor<3x7xi16>
}

// TILED-LABEL: func.func @constant_3d_interior(
//       TILED:   scf.for
//       TILED:     scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[D:[^ ]*]] =
//   TILED-NOT:       cf.assert
//       TILED:       %[[O:.*]] = tensor.extract_slice %[[D]][%{{.*}}, %[[R]], 0] [1, 1, 7] [1, 1, 1]
//  TILED-NEXT:       pad.pad_into constant %{{.*}} below[%{{.*}}, %{{.*}}, 1] above[%{{.*}}, %{{.*}}, 1] interior[0, 1, 1] value %{{.*}} into %[[O]] : tensor<?x?x3xf32> to tensor<1x1x7xf32>
func.func @constant_3d_interior(%x: tensor<2x2x3xf32>, %v: f32) -> tensor<3x5x7xf32> {
  %0 = pad.pad constant %x below[0, 1, 1] above[1, 1, 1] interior[0, 1, 1] value %v : tensor<2x2x3xf32> to tensor<3x5x7xf32>
  return %0 : tensor<3x5x7xf32>
}
