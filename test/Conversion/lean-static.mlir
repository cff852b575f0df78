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
// The bands of --convert-pad-to-vector (lowering=linalg) carry no checks
// either: they are tiles of the form (pad.pad_into), which has no checks of
// its own, and --pad-to-destination-style emits none in front of a static
// pad's form. They are static (whole bands of a static height, then the
// rows left), with no i128 arithmetic; interior padding is written row by
// row, never in bands. Bands of one row (static outputs under the default
// row-bands-below), then bands of band-bytes.
// RUN: pad-opt %s --pad-to-destination-style --one-shot-bufferize=bufferize-function-boundaries --convert-pad-to-vector="band-bytes=64 outline-max-bytes=-1" | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --one-shot-bufferize=bufferize-function-boundaries --convert-pad-to-vector="band-bytes=100 row-bands-below=0 outline-max-bytes=-1" | FileCheck %s --check-prefix=BANDS
// RUN: pad-opt %s --pad-to-destination-style --one-shot-bufferize=bufferize-function-boundaries --convert-pad-to-vector="lowering=scf outline-max-bytes=-1" | FileCheck %s --check-prefix=BANDS

// BANDS-NOT: cf.assert
// BANDS-NOT: pad.pad
// BANDS-NOT: i128

// CHECK-NOT: i128
// CHECK-NOT: cf.assert
// CHECK-NOT: pad.pad

func.func @constant_1d(%x: tensor<5xi32>, %v: i32) -> tensor<9xi32> {
  %0 = pad.pad constant %x below[3] above[1] value %v : tensor<5xi32> to tensor<9xi32>
  return %0 : tensor<9xi32>
}

func.func @constant_interior_crop(%x: tensor<3x4xf32>) -> tensor<10x8xf32> {
  %0 = pad.pad constant %x below[1, 2] above[2, -1] interior[2, 1] : tensor<3x4xf32> to tensor<10x8xf32>
  return %0 : tensor<10x8xf32>
}

func.func @edge_2d(%x: tensor<3x4xf32>) -> tensor<6x9xf32> {
  %0 = pad.pad edge %x below[2, 3] above[1, 2] : tensor<3x4xf32> to tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

func.func @reflect_mixed(%d: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %0 = pad.pad reflect %d below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

func.func @symmetric_beyond_extent(%x: tensor<2x3xi8>) -> tensor<12x10xi8> {
  %0 = pad.pad symmetric %x below[5, 4] above[5, 3] : tensor<2x3xi8> to tensor<12x10xi8>
  return %0 : tensor<12x10xi8>
}

func.func @wrap_3d(%x: tensor<2x3x4xf64>) -> tensor<4x5x9xf64> {
  %0 = pad.pad wrap %x below[1, 1, 2] above[1, 1, 3] : tensor<2x3x4xf64> to tensor<4x5x9xf64>
  return %0 : tensor<4x5x9xf64>
}

func.func @reflect_4d(%x: tensor<2x3x4x5xf32>) -> tensor<2x5x6x9xf32> {
  %0 = pad.pad reflect %x below[0, 1, 1, 2] above[0, 1, 1, 2] : tensor<2x3x4x5xf32> to tensor<2x5x6x9xf32>
  return %0 : tensor<2x5x6x9xf32>
}

func.func @edge_extent_one(%x: tensor<1x2xf32>) -> tensor<4x4xf32> {
  %0 = pad.pad edge %x below[1, 1] above[2, 1] : tensor<1x2xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @constant_crop_only_rows(%x: tensor<6x4xi16>) -> tensor<3x7xi16> {
  %0 = pad.pad constant %x below[-2, 1] above[-1, 2] : tensor<6x4xi16> to tensor<3x7xi16>
  return %0 : tensor<3x7xi16>
}

func.func @constant_3d_interior(%x: tensor<2x2x3xf32>, %v: f32) -> tensor<3x5x7xf32> {
  %0 = pad.pad constant %x below[0, 1, 1] above[1, 1, 1] interior[0, 1, 1] value %v : tensor<2x2x3xf32> to tensor<3x5x7xf32>
  return %0 : tensor<3x5x7xf32>
}
