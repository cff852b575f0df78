// RUN: pad-opt %s -split-input-file --pad-fuse-into-consumers | FileCheck %s

// --pad-fuse-into-consumers (spec section 2): a consumer that reads a pad
// through window maps is split where its windows leave the copied run. The
// split points are worked by hand from `s * o + d * k + c`:
// lo = ceildiv(below - c, s), hi = floordiv(below + n - 1 - W - c, s) + 1.

// Depthwise 3x3, stride 1, pads 1: lo = 1, hi = floordiv(1 + 8 - 1 - 2) + 1
// = 7. Row 0 (its two corners, then the outputs between them, each part's
// windows touching the pad in rows only), row 7 the same, then columns 0
// and 7 of rows 1-6, then the middle, which reads the source itself.
// CHECK-LABEL: func.func @depthwise
//  CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x4xf32>, %[[W:.*]]: tensor<3x3x4xf32>, %[[O:.*]]: tensor<1x8x8x4xf32>)
//   CHECK-NOT: pad.pad reflect %[[X]]
//       CHECK: %[[S0:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0, 0] [1, 2, 2, 4] [1, 1, 1, 1]
//       CHECK: %[[P0:.*]] = pad.pad reflect %[[S0]] below[0, 1, 1, 0] above[0, 0, 0, 0] : tensor<1x2x2x4xf32> to tensor<1x3x3x4xf32>
//       CHECK: linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[P0]], %[[W]] : {{.*}}) outs({{.*}} : tensor<1x1x1x4xf32>)
//       CHECK: tensor.insert_slice {{.*}}[0, 0, 0, 0] [1, 1, 1, 4]
//       CHECK: pad.pad reflect %{{.*}} below[0, 1, 0, 0] above[0, 0, 1, 0] : tensor<1x2x2x4xf32> to tensor<1x3x3x4xf32>
//       CHECK: tensor.insert_slice {{.*}}[0, 0, 7, 0] [1, 1, 1, 4]
//       CHECK: pad.pad reflect %{{.*}} below[0, 1, 0, 0] above[0, 0, 0, 0] : tensor<1x2x8x4xf32> to tensor<1x3x8x4xf32>
//       CHECK: tensor.insert_slice {{.*}}[0, 0, 1, 0] [1, 1, 6, 4]
//       CHECK: %[[I0:.*]] = tensor.insert_slice {{.*}} into %[[O]][0, 0, 0, 0] [1, 1, 8, 4]
//       CHECK: pad.pad reflect %{{.*}} below[0, 0, 1, 0] above[0, 1, 0, 0] : tensor<1x2x2x4xf32> to tensor<1x3x3x4xf32>
//       CHECK: pad.pad reflect %{{.*}} below[0, 0, 0, 0] above[0, 1, 1, 0] : tensor<1x2x2x4xf32> to tensor<1x3x3x4xf32>
//       CHECK: pad.pad reflect %{{.*}} below[0, 0, 0, 0] above[0, 1, 0, 0] : tensor<1x2x8x4xf32> to tensor<1x3x8x4xf32>
//       CHECK: %[[I1:.*]] = tensor.insert_slice {{.*}} into %[[I0]][0, 7, 0, 0] [1, 1, 8, 4]
//       CHECK: %[[S2:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 8, 2, 4] [1, 1, 1, 1]
//       CHECK: pad.pad reflect %[[S2]] below[0, 0, 1, 0] above[0, 0, 0, 0] : tensor<1x8x2x4xf32> to tensor<1x8x3x4xf32>
//       CHECK: %[[I2:.*]] = tensor.insert_slice {{.*}} into %[[I1]][0, 1, 0, 0] [1, 6, 1, 4]
//       CHECK: %[[S3:.*]] = tensor.extract_slice %[[X]][0, 0, 6, 0] [1, 8, 2, 4] [1, 1, 1, 1]
//       CHECK: pad.pad reflect %[[S3]] below[0, 0, 0, 0] above[0, 0, 1, 0] : tensor<1x8x2x4xf32> to tensor<1x8x3x4xf32>
//       CHECK: %[[I3:.*]] = tensor.insert_slice {{.*}} into %[[I2]][0, 1, 7, 0] [1, 6, 1, 4]
//       CHECK: %[[OM:.*]] = tensor.extract_slice %[[I3]][0, 1, 1, 0] [1, 6, 6, 4]
//       CHECK: %[[RM:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[X]], %[[W]] : tensor<1x8x8x4xf32>, tensor<3x3x4xf32>) outs(%[[OM]] : tensor<1x6x6x4xf32>)
//       CHECK: %[[IM:.*]] = tensor.insert_slice %[[RM]] into %[[I3]][0, 1, 1, 0] [1, 6, 6, 4]
//       CHECK: return %[[IM]]
//   CHECK-NOT: pad.pad
func.func @depthwise(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4xf32>, %o: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  %p = pad.pad reflect %x below[0, 1, 1, 0] above[0, 1, 1, 0] : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

// -----

// Max pooling 3x3, stride 2 (ResNet's stem): 5 outputs, lo = ceildiv(1, 2)
// = 1, hi = floordiv(1 + 9 - 1 - 2, 2) + 1 = 4. The middle's outputs 1-3
// read padded rows 2-8, source rows 1-7.
// CHECK-LABEL: func.func @pool_stride_2
//  CHECK-SAME: (%[[X:.*]]: tensor<1x9x9x2xf32>,
//       CHECK: %[[NINF:.*]] = arith.constant -3.000000e+38
//       CHECK: pad.pad constant %{{.*}} below[0, 1, 1, 0] above[0, 0, 0, 0] value %[[NINF]] : tensor<1x2x2x2xf32> to tensor<1x3x3x2xf32>
//       CHECK: pad.pad constant %{{.*}} below[0, 1, 0, 0] above[0, 0, 1, 0] value %[[NINF]] : tensor<1x2x2x2xf32> to tensor<1x3x3x2xf32>
//       CHECK: pad.pad constant %{{.*}} below[0, 1, 0, 0] above[0, 0, 0, 0] value %[[NINF]] : tensor<1x2x7x2xf32> to tensor<1x3x7x2xf32>
//       CHECK: linalg.pooling_nhwc_max {{.*}} outs(%{{.*}} : tensor<1x1x3x2xf32>)
//       CHECK: tensor.insert_slice %{{.*}}[0, 0, 0, 0] [1, 1, 5, 2]
//       CHECK: tensor.insert_slice %{{.*}}[0, 4, 0, 0] [1, 1, 5, 2]
//       CHECK: tensor.extract_slice %[[X]][0, 1, 0, 0] [1, 7, 2, 2]
//       CHECK: pad.pad constant %{{.*}} below[0, 0, 1, 0] above[0, 0, 0, 0] value %[[NINF]] : tensor<1x7x2x2xf32> to tensor<1x7x3x2xf32>
//       CHECK: tensor.insert_slice %{{.*}}[0, 1, 0, 0] [1, 3, 1, 2]
//       CHECK: tensor.extract_slice %[[X]][0, 1, 7, 0] [1, 7, 2, 2]
//       CHECK: tensor.insert_slice %{{.*}}[0, 1, 4, 0] [1, 3, 1, 2]
//       CHECK: %[[MID:.*]] = tensor.extract_slice %[[X]][0, 1, 1, 0] [1, 7, 7, 2] [1, 1, 1, 1]
//       CHECK: linalg.pooling_nhwc_max {{.*}} ins(%[[MID]], %{{.*}} : tensor<1x7x7x2xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x3x3x2xf32>)
//       CHECK: tensor.insert_slice %{{.*}}[0, 1, 1, 0] [1, 3, 3, 2]
//   CHECK-NOT: pad.pad
func.func @pool_stride_2(%x: tensor<1x9x9x2xf32>, %o: tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32> {
  %ninf = arith.constant -3.0e38 : f32
  %p = pad.pad constant %x below[0, 1, 1, 0] above[0, 1, 1, 0] value %ninf : tensor<1x9x9x2xf32> to tensor<1x11x11x2xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %w : tensor<1x11x11x2xf32>, tensor<3x3xf32>) outs(%o : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
  return %r : tensor<1x5x5x2xf32>
}

// -----

// NCHW, dilation 2 along H: the window spans W = 4 rows; 6 outputs,
// lo = 2, hi = floordiv(2 + 7 - 1 - 4) + 1 = 5. W is not padded.
// CHECK-LABEL: func.func @conv_nchw_dilated
//  CHECK-SAME: (%[[X:.*]]: tensor<1x2x7x7xf32>, %[[F:.*]]: tensor<3x2x3x3xf32>,
//       CHECK: tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 4, 7]
//       CHECK: pad.pad symmetric %{{.*}} below[0, 0, 2, 0] above[0, 0, 0, 0] : tensor<1x2x4x7xf32> to tensor<1x2x6x7xf32>
//       CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<1x3x2x5xf32>)
//       CHECK: tensor.extract_slice %[[X]][0, 0, 3, 0] [1, 2, 4, 7]
//       CHECK: pad.pad symmetric %{{.*}} below[0, 0, 0, 0] above[0, 0, 1, 0] : tensor<1x2x4x7xf32> to tensor<1x2x5x7xf32>
//       CHECK: tensor.insert_slice %{{.*}}[0, 0, 5, 0] [1, 3, 1, 5]
//       CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[X]], %[[F]] : tensor<1x2x7x7xf32>, tensor<3x2x3x3xf32>) outs(%{{.*}} : tensor<1x3x3x5xf32>)
//       CHECK: tensor.insert_slice %{{.*}}[0, 0, 2, 0] [1, 3, 3, 5]
func.func @conv_nchw_dilated(%x: tensor<1x2x7x7xf32>, %f: tensor<3x2x3x3xf32>, %o: tensor<1x3x6x5xf32>) -> tensor<1x3x6x5xf32> {
  %p = pad.pad symmetric %x below[0, 0, 2, 0] above[0, 0, 1, 0] : tensor<1x2x7x7xf32> to tensor<1x2x10x7xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %f : tensor<1x2x10x7xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x6x5xf32>) -> tensor<1x3x6x5xf32>
  return %r : tensor<1x3x6x5xf32>
}

// -----

// Elementwise (s = 1, no window): the border rows below, the border
// columns above, then the middle reads the whole source.
// CHECK-LABEL: func.func @elementwise
//  CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>)
//       CHECK: %[[C:.*]] = arith.constant 7.0
//       CHECK: pad.pad constant %{{.*}} below[1, 0] above[0, 2] value %[[C]] : tensor<0x0xf32> to tensor<1x2xf32>
//       CHECK: tensor.insert_slice %{{.*}}[0, 5] [1, 2]
//       CHECK: pad.pad constant %{{.*}} below[1, 0] above[0, 0] value %[[C]] : tensor<0x5xf32> to tensor<1x5xf32>
//       CHECK: tensor.insert_slice %{{.*}}[0, 0] [1, 5]
//       CHECK: tensor.insert_slice %{{.*}}[0, 0] [1, 7]
//       CHECK: pad.pad constant %{{.*}} below[0, 0] above[0, 2] value %[[C]] : tensor<4x0xf32> to tensor<4x2xf32>
//       CHECK: tensor.insert_slice %{{.*}}[1, 5] [4, 2]
//       CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<4x5xf32>) outs(%{{.*}} : tensor<4x5xf32>)
//       CHECK: tensor.insert_slice %{{.*}}[1, 0] [4, 5]
func.func @elementwise(%x: tensor<4x5xf32>) -> tensor<5x7xf32> {
  %c = arith.constant 7.0 : f32
  %p = pad.pad constant %x below[1, 0] above[0, 2] value %c : tensor<4x5xf32> to tensor<5x7xf32>
  %e = tensor.empty() : tensor<5x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%p : tensor<5x7xf32>) outs(%e : tensor<5x7xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

// -----

// A crop (rows) is read as the source is, shifted: only the columns split.
// The wrap mode's border columns are single source columns, cropped.
// CHECK-LABEL: func.func @crop_and_pad
//  CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>)
//       CHECK: %[[C0:.*]] = tensor.extract_slice %[[X]][0, 3] [5, 1]
//       CHECK: pad.pad wrap %[[C0]] below[-1, 0] above[0, 0] : tensor<5x1xf32> to tensor<4x1xf32>
//       CHECK: tensor.insert_slice %{{.*}}[0, 0] [4, 1]
//       CHECK: %[[C5:.*]] = tensor.extract_slice %[[X]][0, 0] [5, 1]
//       CHECK: pad.pad wrap %[[C5]] below[-1, 0] above[0, 0] : tensor<5x1xf32> to tensor<4x1xf32>
//       CHECK: tensor.insert_slice %{{.*}}[0, 5] [4, 1]
//       CHECK: %[[MID:.*]] = tensor.extract_slice %[[X]][1, 0] [4, 4] [1, 1]
//       CHECK: linalg.copy ins(%[[MID]] : tensor<4x4xf32>)
//       CHECK: tensor.insert_slice %{{.*}}[0, 1] [4, 4]
func.func @crop_and_pad(%x: tensor<5x4xf32>) -> tensor<4x6xf32> {
  %p = pad.pad wrap %x below[-1, 1] above[0, 1] : tensor<5x4xf32> to tensor<4x6xf32>
  %e = tensor.empty() : tensor<4x6xf32>
  %r = linalg.copy ins(%p : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// Dynamic extents, static pads: the split points are computed at run time,
// and the pad's checks (rule 6 for edge mode) run once, ahead of the parts.
// CHECK-LABEL: func.func @dynamic_extents
//  CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>)
//       CHECK: cf.assert %{{.*}}, "pad.pad: mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output"
//       CHECK: cf.assert %{{.*}}, "pad.pad: mode 'edge' cannot pad dimension 1 of extent 0 to a non-empty output"
//       CHECK: affine.min
//   CHECK-NOT: cf.assert
// CHECK-COUNT-5: linalg.copy
//   CHECK-NOT: linalg.copy
func.func @dynamic_extents(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %p = pad.pad edge %x below[2, 1] above[1, 3] : tensor<?x?xf32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.copy ins(%p : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A pad with another user stays for it; the consumer reads the source.
// CHECK-LABEL: func.func @other_user
//  CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
//       CHECK: %[[P:.*]] = pad.pad edge %[[X]] below[1] above[1]
//       CHECK: tensor.extract_slice %[[X]][0] [1] [1]
//       CHECK: tensor.extract_slice %[[X]][3] [1] [1]
//       CHECK: %[[MID:.*]] = linalg.copy ins(%[[X]] : tensor<4xf32>)
//       CHECK: %[[R:.*]] = tensor.insert_slice %[[MID]]
//       CHECK: return %[[P]], %[[R]]
func.func @other_user(%x: tensor<4xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %p = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.copy ins(%p : tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  return %p, %r : tensor<6xf32>, tensor<6xf32>
}

// -----

// Left as they are: interior padding, dynamic pad amounts, a window wider
// than the source (every window touches the pad), a padded dimension read
// by a reduction loop only, and one read through two parallel loops.
// CHECK-LABEL: func.func @interior
//       CHECK: %[[P:.*]] = pad.pad constant
//       CHECK: linalg.copy ins(%[[P]] : tensor<9x7xf32>)
func.func @interior(%x: tensor<4x4xf32>) -> tensor<9x7xf32> {
  %p = pad.pad constant %x below[1, 0] above[1, 0] interior[1, 1] : tensor<4x4xf32> to tensor<9x7xf32>
  %e = tensor.empty() : tensor<9x7xf32>
  %r = linalg.copy ins(%p : tensor<9x7xf32>) outs(%e : tensor<9x7xf32>) -> tensor<9x7xf32>
  return %r : tensor<9x7xf32>
}
// CHECK-LABEL: func.func @dynamic_pads
//       CHECK: %[[P:.*]] = pad.pad edge
//       CHECK: linalg.copy ins(%[[P]] : tensor<?x4xf32>)
func.func @dynamic_pads(%x: tensor<4x4xf32>, %lo: index) -> tensor<?x4xf32> {
  %p = pad.pad edge %x below[%lo, 0] above[1, 0] : tensor<4x4xf32> to tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %p, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.copy ins(%p : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
// CHECK-LABEL: func.func @window_wider_than_source
//       CHECK: %[[P:.*]] = pad.pad reflect
//       CHECK: linalg.pooling_nhwc_sum {{.*}} ins(%[[P]],
func.func @window_wider_than_source(%x: tensor<1x3x3x1xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %p = pad.pad reflect %x below[0, 2, 2, 0] above[0, 2, 2, 0] : tensor<1x3x3x1xf32> to tensor<1x7x7x1xf32>
  %w = tensor.empty() : tensor<5x5xf32>
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x7x7x1xf32>, tensor<5x5xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}
// CHECK-LABEL: func.func @reduction
//       CHECK: %[[P:.*]] = pad.pad edge
//       CHECK: linalg.generic {{.*}} ins(%[[P]] : tensor<6x6xf32>)
func.func @reduction(%x: tensor<4x4xf32>, %o: tensor<6xf32>) -> tensor<6xf32> {
  %p = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x4xf32> to tensor<6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
    ins(%p : tensor<6x6xf32>) outs(%o : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
// CHECK-LABEL: func.func @two_parallel
//       CHECK: %[[P:.*]] = pad.pad edge
//       CHECK: linalg.generic {{.*}} ins(%[[P]] : tensor<6xf32>)
func.func @two_parallel(%x: tensor<4xf32>, %o: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %p = pad.pad edge %x below[1] above[1] : tensor<4xf32> to tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%p : tensor<6xf32>) outs(%o : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
