// RUN: pad-opt %s | pad-opt | FileCheck %s
// RUN: pad-opt %s --mlir-print-op-generic | pad-opt | FileCheck %s
// RUN: pad-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every form of `pad.pad` (spec section 1, "Syntax"). Where a
// line is anchored with {{^ *}} ... {{$}} the whole printed line is pinned.

//===----------------------------------------------------------------------===//
// The spec's three syntax examples print back unchanged.
//===----------------------------------------------------------------------===//

// nGraph's 3x3 example: interior, value, mixed pads.
// CHECK-LABEL: func.func @spec_example_constant(
// CHECK-SAME:      %[[X:.*]]: tensor<3x3xi32>, %[[C42:.*]]: i32)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad constant %[[X]] below[1, 2] above[1, 0] interior[1, 2] value %[[C42]] : tensor<3x3xi32> to tensor<7x9xi32>{{$}}
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "spec_example_constant"
// GENERIC:       "pad.pad"(%{{.*}}, %{{.*}}) <{interior = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1, 0>, static_padding_below = array<i64: 1, 2>}> : (tensor<3x3xi32>, i32) -> tensor<7x9xi32>
func.func @spec_example_constant(%x: tensor<3x3xi32>, %c42: i32) -> tensor<7x9xi32> {
  %0 = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}

// OpenVINO's mixed example: crop and pad in one op.
// CHECK-LABEL: func.func @spec_example_reflect(
// CHECK-SAME:      %[[D:.*]]: tensor<3x4xf32>)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad reflect %[[D]] below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>{{$}}
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "spec_example_reflect"
// GENERIC:       "pad.pad"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode reflect>, static_padding_above = array<i64: -1, 3>, static_padding_below = array<i64: 2, -1>}> : (tensor<3x4xf32>) -> tensor<4x6xf32>
func.func @spec_example_reflect(%d: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %1 = pad.pad reflect %d below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// Dynamic shapes and dynamic pad amounts.
// CHECK-LABEL: func.func @spec_example_edge(
// CHECK-SAME:      %[[T:.*]]: tensor<?x4xf32>, %[[LO:.*]]: index, %[[HI:.*]]: index)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad edge %[[T]] below[%[[LO]], 0] above[1, %[[HI]]] : tensor<?x4xf32> to tensor<?x?xf32>{{$}}
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "spec_example_edge"
// GENERIC:       "pad.pad"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, pad_mode = #pad<mode edge>, static_padding_above = array<i64: 1, -9223372036854775808>, static_padding_below = array<i64: -9223372036854775808, 0>}> : (tensor<?x4xf32>, index, index) -> tensor<?x?xf32>
func.func @spec_example_edge(%t: tensor<?x4xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %2 = pad.pad edge %t below[%lo, 0] above[1, %hi] : tensor<?x4xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// Each of the five modes.
//===----------------------------------------------------------------------===//

// constant without `value` (zero of the element type).
// CHECK-LABEL: func.func @mode_constant(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xf32>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[1, 0] above[2, 3] : tensor<2x3xf32> to tensor<5x6xf32>{{$}}
func.func @mode_constant(%x: tensor<2x3xf32>) -> tensor<5x6xf32> {
  %0 = pad.pad constant %x below[1, 0] above[2, 3] : tensor<2x3xf32> to tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// edge.
// CHECK-LABEL: func.func @mode_edge(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xf32>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad edge %[[X]] below[5, 0] above[0, 7] : tensor<2x3xf32> to tensor<7x10xf32>{{$}}
func.func @mode_edge(%x: tensor<2x3xf32>) -> tensor<7x10xf32> {
  %0 = pad.pad edge %x below[5, 0] above[0, 7] : tensor<2x3xf32> to tensor<7x10xf32>
  return %0 : tensor<7x10xf32>
}

// reflect, padding beyond the period (d - 1) is allowed.
// CHECK-LABEL: func.func @mode_reflect(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xi8>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad reflect %[[X]] below[4, 1] above[3, 9] : tensor<2x3xi8> to tensor<9x13xi8>{{$}}
func.func @mode_reflect(%x: tensor<2x3xi8>) -> tensor<9x13xi8> {
  %0 = pad.pad reflect %x below[4, 1] above[3, 9] : tensor<2x3xi8> to tensor<9x13xi8>
  return %0 : tensor<9x13xi8>
}

// symmetric.
// CHECK-LABEL: func.func @mode_symmetric(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xf64>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad symmetric %[[X]] below[2, 3] above[2, 3] : tensor<2x3xf64> to tensor<6x9xf64>{{$}}
func.func @mode_symmetric(%x: tensor<2x3xf64>) -> tensor<6x9xf64> {
  %0 = pad.pad symmetric %x below[2, 3] above[2, 3] : tensor<2x3xf64> to tensor<6x9xf64>
  return %0 : tensor<6x9xf64>
}

// wrap.
// CHECK-LABEL: func.func @mode_wrap(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3xi64>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad wrap %[[X]] below[0, 10] above[1, 0] : tensor<2x3xi64> to tensor<3x13xi64>{{$}}
func.func @mode_wrap(%x: tensor<2x3xi64>) -> tensor<3x13xi64> {
  %0 = pad.pad wrap %x below[0, 10] above[1, 0] : tensor<2x3xi64> to tensor<3x13xi64>
  return %0 : tensor<3x13xi64>
}

//===----------------------------------------------------------------------===//
// Dynamic entries, interior and value.
//===----------------------------------------------------------------------===//

// Every entry dynamic, with a value; a static extent becomes dynamic.
// CHECK-LABEL: func.func @dynamic_all(
// CHECK-SAME:      %[[X:.*]]: tensor<3x?xf32>, %[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index, %[[E:.*]]: index, %[[V:.*]]: f32)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[%[[A]], %[[B]]] above[%[[C]], %[[E]]] value %[[V]] : tensor<3x?xf32> to tensor<?x?xf32>{{$}}
func.func @dynamic_all(%x: tensor<3x?xf32>, %a: index, %b: index, %c: index, %e: index, %v: f32) -> tensor<?x?xf32> {
  %0 = pad.pad constant %x below[%a, %b] above[%c, %e] value %v : tensor<3x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// The same SSA value used for several entries, in a non-constant mode.
// CHECK-LABEL: func.func @dynamic_repeated(
// CHECK-SAME:      %[[X:.*]]: tensor<4x5xf32>, %[[P:.*]]: index)
// CHECK:         {{^ *}}%{{.*}} = pad.pad symmetric %[[X]] below[%[[P]], 2] above[%[[P]], %[[P]]] : tensor<4x5xf32> to tensor<?x?xf32>{{$}}
func.func @dynamic_repeated(%x: tensor<4x5xf32>, %p: index) -> tensor<?x?xf32> {
  %0 = pad.pad symmetric %x below[%p, 2] above[%p, %p] : tensor<4x5xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Interior without value; the dimension with a dynamic pad is dynamic, the
// other one is (4 - 1) * (2 + 1) + 1 = 10.
// CHECK-LABEL: func.func @interior_dynamic(
// CHECK-SAME:      %[[X:.*]]: tensor<2x4xbf16>, %[[P:.*]]: index)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[%[[P]], 0] above[0, 0] interior[3, 2] : tensor<2x4xbf16> to tensor<?x10xbf16>{{$}}
func.func @interior_dynamic(%x: tensor<2x4xbf16>, %p: index) -> tensor<?x10xbf16> {
  %0 = pad.pad constant %x below[%p, 0] above[0, 0] interior[3, 2] : tensor<2x4xbf16> to tensor<?x10xbf16>
  return %0 : tensor<?x10xbf16>
}

// Interior on a dynamic extent, with a value.
// CHECK-LABEL: func.func @interior_dynamic_extent(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf16>, %[[V:.*]]: f16)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[1] above[1] interior[1] value %[[V]] : tensor<?xf16> to tensor<?xf16>{{$}}
func.func @interior_dynamic_extent(%x: tensor<?xf16>, %v: f16) -> tensor<?xf16> {
  %0 = pad.pad constant %x below[1] above[1] interior[1] value %v : tensor<?xf16> to tensor<?xf16>
  return %0 : tensor<?xf16>
}

// `value` of several element types: complex, index, i1 and an 8-bit float.
// CHECK-LABEL: func.func @value_types(
// CHECK-SAME:      %[[A:.*]]: tensor<2xcomplex<f64>>, %[[VA:.*]]: complex<f64>, %[[B:.*]]: tensor<2xindex>, %[[VB:.*]]: index, %[[C:.*]]: tensor<2xi1>, %[[VC:.*]]: i1, %[[D:.*]]: tensor<2xf8E4M3FN>, %[[VD:.*]]: f8E4M3FN)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[A]] below[1] above[0] value %[[VA]] : tensor<2xcomplex<f64>> to tensor<3xcomplex<f64>>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[B]] below[%[[VB]]] above[0] value %[[VB]] : tensor<2xindex> to tensor<?xindex>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[C]] below[0] above[2] value %[[VC]] : tensor<2xi1> to tensor<4xi1>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[D]] below[3] above[3] interior[1] value %[[VD]] : tensor<2xf8E4M3FN> to tensor<9xf8E4M3FN>{{$}}
func.func @value_types(%a: tensor<2xcomplex<f64>>, %va: complex<f64>, %b: tensor<2xindex>, %vb: index,
                       %c: tensor<2xi1>, %vc: i1, %d: tensor<2xf8E4M3FN>, %vd: f8E4M3FN)
    -> (tensor<3xcomplex<f64>>, tensor<?xindex>, tensor<4xi1>, tensor<9xf8E4M3FN>) {
  %0 = pad.pad constant %a below[1] above[0] value %va : tensor<2xcomplex<f64>> to tensor<3xcomplex<f64>>
  %1 = pad.pad constant %b below[%vb] above[0] value %vb : tensor<2xindex> to tensor<?xindex>
  %2 = pad.pad constant %c below[0] above[2] value %vc : tensor<2xi1> to tensor<4xi1>
  %3 = pad.pad constant %d below[3] above[3] interior[1] value %vd : tensor<2xf8E4M3FN> to tensor<9xf8E4M3FN>
  return %0, %1, %2, %3 : tensor<3xcomplex<f64>>, tensor<?xindex>, tensor<4xi1>, tensor<9xf8E4M3FN>
}

//===----------------------------------------------------------------------===//
// Rank 0, zero-size dimensions, negative and extreme pads.
//===----------------------------------------------------------------------===//

// Rank 0: empty lists, in a constant (with value) and a non-constant mode;
// an empty `interior[]` is not printed.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME:      %[[X:.*]]: tensor<f32>, %[[V:.*]]: f32)
// CHECK:         {{^ *}}%[[R0:.*]] = pad.pad constant %[[X]] below[] above[] value %[[V]] : tensor<f32> to tensor<f32>{{$}}
// CHECK:         {{^ *}}%[[R1:.*]] = pad.pad wrap %[[R0]] below[] above[] : tensor<f32> to tensor<f32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad symmetric %[[R1]] below[] above[] : tensor<f32> to tensor<f32>{{$}}
func.func @rank0(%x: tensor<f32>, %v: f32) -> tensor<f32> {
  %0 = pad.pad constant %x below[] above[] value %v : tensor<f32> to tensor<f32>
  %1 = pad.pad wrap %0 below[] above[] : tensor<f32> to tensor<f32>
  %2 = pad.pad symmetric %1 below[] above[] interior[] : tensor<f32> to tensor<f32>
  return %2 : tensor<f32>
}

// A zero-size dimension padded to a non-empty one in constant mode; interior
// on a zero extent gives a stretched extent of 0.
// CHECK-LABEL: func.func @zero_extent_constant(
// CHECK-SAME:      %[[X:.*]]: tensor<0x3xf32>, %[[Y:.*]]: tensor<0xi32>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[1, 0] above[1, 0] : tensor<0x3xf32> to tensor<2x3xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[Y]] below[2] above[3] interior[5] : tensor<0xi32> to tensor<5xi32>{{$}}
func.func @zero_extent_constant(%x: tensor<0x3xf32>, %y: tensor<0xi32>) -> (tensor<2x3xf32>, tensor<5xi32>) {
  %0 = pad.pad constant %x below[1, 0] above[1, 0] : tensor<0x3xf32> to tensor<2x3xf32>
  %1 = pad.pad constant %y below[2] above[3] interior[5] : tensor<0xi32> to tensor<5xi32>
  return %0, %1 : tensor<2x3xf32>, tensor<5xi32>
}

// Non-constant modes on a zero-size dimension whose output stays empty
// (no pad, or pads that cancel out), while other dimensions are padded.
// CHECK-LABEL: func.func @zero_extent_nonconstant(
// CHECK-SAME:      %[[X:.*]]: tensor<0x3xf32>, %[[Y:.*]]: tensor<2x0xi8>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad edge %[[X]] below[0, 1] above[0, 1] : tensor<0x3xf32> to tensor<0x5xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad reflect %[[X]] below[0, 2] above[0, 0] : tensor<0x3xf32> to tensor<0x5xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad symmetric %[[X]] below[-2, 0] above[2, 0] : tensor<0x3xf32> to tensor<0x3xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad wrap %[[Y]] below[4, -3] above[0, 2] : tensor<2x0xi8> to tensor<6x0xi8>{{$}}
func.func @zero_extent_nonconstant(%x: tensor<0x3xf32>, %y: tensor<2x0xi8>)
    -> (tensor<0x5xf32>, tensor<0x5xf32>, tensor<0x3xf32>, tensor<6x0xi8>) {
  %0 = pad.pad edge %x below[0, 1] above[0, 1] : tensor<0x3xf32> to tensor<0x5xf32>
  %1 = pad.pad reflect %x below[0, 2] above[0, 0] : tensor<0x3xf32> to tensor<0x5xf32>
  %2 = pad.pad symmetric %x below[-2, 0] above[2, 0] : tensor<0x3xf32> to tensor<0x3xf32>
  %3 = pad.pad wrap %y below[4, -3] above[0, 2] : tensor<2x0xi8> to tensor<6x0xi8>
  return %0, %1, %2, %3 : tensor<0x5xf32>, tensor<0x5xf32>, tensor<0x3xf32>, tensor<6x0xi8>
}

// Negative pads crop; a crop larger than the extent clamps the output to 0.
// CHECK-LABEL: func.func @negative_pads(
// CHECK-SAME:      %[[X:.*]]: tensor<5x6xf32>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[-1, -2] above[-3, 0] : tensor<5x6xf32> to tensor<1x4xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad edge %[[X]] below[-7, 0] above[-1, -6] : tensor<5x6xf32> to tensor<0x0xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad wrap %[[X]] below[-4, 3] above[8, -5] : tensor<5x6xf32> to tensor<9x4xf32>{{$}}
func.func @negative_pads(%x: tensor<5x6xf32>) -> (tensor<1x4xf32>, tensor<0x0xf32>, tensor<9x4xf32>) {
  %0 = pad.pad constant %x below[-1, -2] above[-3, 0] : tensor<5x6xf32> to tensor<1x4xf32>
  %1 = pad.pad edge %x below[-7, 0] above[-1, -6] : tensor<5x6xf32> to tensor<0x0xf32>
  %2 = pad.pad wrap %x below[-4, 3] above[8, -5] : tensor<5x6xf32> to tensor<9x4xf32>
  return %0, %1, %2 : tensor<1x4xf32>, tensor<0x0xf32>, tensor<9x4xf32>
}

// Negative pads with interior: the crop applies to the stretched extent
// (3 - 1) * (1 + 1) + 1 = 5.
// CHECK-LABEL: func.func @negative_pads_interior(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[-1] above[-1] interior[1] : tensor<3xf32> to tensor<3xf32>{{$}}
func.func @negative_pads_interior(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = pad.pad constant %x below[-1] above[-1] interior[1] : tensor<3xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// The extremes that still fit in 64 bits round-trip exactly.
// CHECK-LABEL: func.func @extreme_pads(
// CHECK-SAME:      %[[X:.*]]: tensor<4xi8>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[9223372036854775803] above[0] : tensor<4xi8> to tensor<9223372036854775807xi8>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad edge %[[X]] below[-9223372036854775807] above[-9223372036854775807] : tensor<4xi8> to tensor<0xi8>{{$}}
func.func @extreme_pads(%x: tensor<4xi8>) -> (tensor<9223372036854775807xi8>, tensor<0xi8>) {
  %0 = pad.pad constant %x below[9223372036854775803] above[0] : tensor<4xi8> to tensor<9223372036854775807xi8>
  %1 = pad.pad edge %x below[-9223372036854775807] above[-9223372036854775807] : tensor<4xi8> to tensor<0xi8>
  return %0, %1 : tensor<9223372036854775807xi8>, tensor<0xi8>
}

//===----------------------------------------------------------------------===//
// Printer details.
//===----------------------------------------------------------------------===//

// An all-zero `interior[0, 0]` is not printed (any mode, with and without a
// value); the whole line is pinned so that no `interior` can hide in it.
// CHECK-LABEL: func.func @interior_all_zero(
// CHECK-SAME:      %[[X:.*]]: tensor<3x3xf32>, %[[V:.*]]: f32)
// CHECK:         {{^ *}}%{{.*}} = pad.pad wrap %[[X]] below[1, 0] above[1, 0] : tensor<3x3xf32> to tensor<5x3xf32>{{$}}
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[0, 2] above[0, 0] value %[[V]] : tensor<3x3xf32> to tensor<3x5xf32>{{$}}
// CHECK-NOT:     interior
// CHECK:         return
func.func @interior_all_zero(%x: tensor<3x3xf32>, %v: f32) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
  %0 = pad.pad wrap %x below[1, 0] above[1, 0] interior[0, 0] : tensor<3x3xf32> to tensor<5x3xf32>
  %1 = pad.pad constant %x below[0, 2] above[0, 0] interior[0, 0] value %v : tensor<3x3xf32> to tensor<3x5xf32>
  return %0, %1 : tensor<5x3xf32>, tensor<3x5xf32>
}

// A `pad_mode` in the attr-dict would override the keyword: it is rejected
// (invalid.mlir, @attr_dict_mode).

// A discardable attribute is kept, after `value` and before the types.
// CHECK-LABEL: func.func @discardable_attr(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[V:.*]]: f32)
// CHECK:         {{^ *}}%{{.*}} = pad.pad constant %[[X]] below[1] above[1] value %[[V]] {my.tag = 7 : i32} : tensor<3xf32> to tensor<5xf32>{{$}}
func.func @discardable_attr(%x: tensor<3xf32>, %v: f32) -> tensor<5xf32> {
  %0 = pad.pad constant %x below[1] above[1] value %v {my.tag = 7 : i32} : tensor<3xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// The result keeps the encoding of `arg`.
// CHECK-LABEL: func.func @encoding
// CHECK: pad.pad edge %{{.*}} below[1] above[1] : tensor<3xf32, "enc"> to tensor<5xf32, "enc">
func.func @encoding(%x: tensor<3xf32, "enc">) -> tensor<5xf32, "enc"> {
  %0 = pad.pad edge %x below[1] above[1] : tensor<3xf32, "enc"> to tensor<5xf32, "enc">
  return %0 : tensor<5xf32, "enc">
}
