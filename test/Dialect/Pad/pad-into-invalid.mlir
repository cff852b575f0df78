// RUN: pad-opt %s -split-input-file -verify-diagnostics

// Every diagnostic of the destination-style form `pad.pad_into` (spec
// section 1, "The destination-style form"): the rules of pad.pad (1-7, 9,
// 10) with the destination in the place of the result, the tensor / memref
// pairing, the result that a tensor destination implies, and malformed
// syntax. Each case ends in exactly the diagnostics listed.

//===----------------------------------------------------------------------===//
// Rule 1: one entry per dimension; ranked operands.
//===----------------------------------------------------------------------===//

// `below` too short.
func.func @rule1_below_short(%x: tensor<3x3xf32>, %d: tensor<5x3xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'below' has 1 entries but 'arg' has rank 2}}
  %0 = pad.pad_into constant %x below[1] above[1, 0] into %d : tensor<3x3xf32> to tensor<5x3xf32>
  return
}

// -----

// `above` too long, on memrefs.
func.func @rule1_above_long(%x: memref<3x3xf32>, %d: memref<5x4xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'above' has 3 entries but 'arg' has rank 2}}
  pad.pad_into edge %x below[1, 1] above[1, 0, 0] into %d : memref<3x3xf32> to memref<5x4xf32>
  return
}

// -----

// `interior` of the wrong length.
func.func @rule1_interior_length(%x: tensor<3x3xf32>, %d: tensor<5x3xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'interior' has 1 entries but 'arg' has rank 2}}
  %0 = pad.pad_into constant %x below[0, 0] above[0, 0] interior[1] into %d : tensor<3x3xf32> to tensor<5x3xf32>
  return
}

// -----

// Rank 0 takes empty lists.
func.func @rule1_rank0(%x: tensor<f32>, %d: tensor<f32>) {
  // expected-error@+1 {{'pad.pad_into' op 'below' has 1 entries but 'arg' has rank 0}}
  %0 = pad.pad_into wrap %x below[0] above[0] into %d : tensor<f32> to tensor<f32>
  return
}

// -----

// An unranked tensor `arg` (generic form).
func.func @rule1_unranked_arg(%x: tensor<*xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op operand #0 must be ranked tensor of any type values or memref of any type values, but got 'tensor<*xf32>'}}
  %0 = "pad.pad_into"(%x, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<*xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

// An unranked memref destination (generic form).
func.func @rule1_unranked_dest(%x: memref<3xf32>, %d: memref<*xf32>) {
  // expected-error@+1 {{'pad.pad_into' op operand #1 must be ranked tensor of any type values or memref of any type values, but got 'memref<*xf32>'}}
  "pad.pad_into"(%x, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (memref<3xf32>, memref<*xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Rule 2: dynamic entries and index operands.
//===----------------------------------------------------------------------===//

// -----

// A dynamic marker with no operand.
func.func @rule2_missing_operand(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+2 {{'pad.pad_into' op 'below' has 1 dynamic entries but 0 index operands}}
  // expected-note@+1 {{a static entry of -9223372036854775808 (INT64_MIN) is reserved: it marks a dynamic entry}}
  %0 = "pad.pad_into"(%x, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: -9223372036854775808>}> : (tensor<3xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

// An operand with no dynamic marker.
func.func @rule2_extra_operand(%x: tensor<3xf32>, %i: index, %d: tensor<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'above' has 0 dynamic entries but 1 index operands}}
  %0 = "pad.pad_into"(%x, %i, %d) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, index, tensor<5xf32>) -> tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rules 3 and 4: interior.
//===----------------------------------------------------------------------===//

// -----

func.func @rule3_negative_interior(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op interior padding of dimension 0 is negative (-1)}}
  %0 = pad.pad_into constant %x below[1] above[1] interior[-1] into %d : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @rule4_interior_not_constant(%x: memref<3xf32>, %d: memref<7xf32>) {
  // expected-error@+1 {{'pad.pad_into' op interior padding requires mode 'constant', not 'reflect'}}
  pad.pad_into reflect %x below[1] above[1] interior[1] into %d : memref<3xf32> to memref<7xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 5: value.
//===----------------------------------------------------------------------===//

// -----

// A value in a mode other than `constant`.
func.func @rule5_value_not_constant(%x: tensor<3xf32>, %v: f32, %d: tensor<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op a 'value' is only allowed in mode 'constant', not 'edge'}}
  %0 = pad.pad_into edge %x below[1] above[1] value %v into %d : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// A value of another type than the element type (generic form).
func.func @rule5_value_type_generic(%x: tensor<3xf32>, %v: f64, %d: tensor<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op failed to verify that the value's type is the element type of arg}}
  %0 = "pad.pad_into"(%x, %v, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, f64, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

// In the custom form the value's type is the element type of `arg`.
// expected-note@+1 {{prior use here}}
func.func @rule5_value_type_custom(%x: memref<3xf32>, %v: f64, %d: memref<5xf32>) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'f64'}}
  pad.pad_into constant %x below[1] above[1] value %v into %d : memref<3xf32> to memref<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 6: nothing to copy from an empty dimension.
//===----------------------------------------------------------------------===//

// -----

func.func @rule6_edge(%x: tensor<0x3xf32>, %d: tensor<1x3xf32>) {
  // expected-error@+1 {{'pad.pad_into' op mode 'edge' cannot pad dimension 0 of extent 0 to extent 1: there is no element to copy}}
  %0 = pad.pad_into edge %x below[1, 0] above[0, 0] into %d : tensor<0x3xf32> to tensor<1x3xf32>
  return
}

// -----

// A dynamic destination extent does not hide it: the output extent is
// known from `arg` and the pads.
func.func @rule6_dynamic_dest(%x: memref<3x0xf32>, %d: memref<3x?xf32>) {
  // expected-error@+1 {{'pad.pad_into' op mode 'symmetric' cannot pad dimension 1 of extent 0 to extent 2: there is no element to copy}}
  pad.pad_into symmetric %x below[0, 1] above[0, 1] into %d : memref<3x0xf32> to memref<3x?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 7: the destination has the output's element type, rank and shape.
//===----------------------------------------------------------------------===//

// -----

func.func @rule7_element_type(%x: tensor<3xf32>, %d: tensor<5xf64>) {
  // expected-error@+1 {{'pad.pad_into' op destination element type 'f64' differs from the element type of 'arg' 'f32'}}
  %0 = pad.pad_into constant %x below[1] above[1] into %d : tensor<3xf32> to tensor<5xf64>
  return
}

// -----

func.func @rule7_rank(%x: memref<3xf32>, %d: memref<5x1xf32>) {
  // expected-error@+1 {{'pad.pad_into' op destination rank 2 differs from the rank of 'arg' 1}}
  pad.pad_into constant %x below[1] above[1] into %d : memref<3xf32> to memref<5x1xf32>
  return
}

// -----

// Two static extents that differ.
func.func @rule7_static_dimension(%x: tensor<3x4xf32>, %d: tensor<5x7xf32>) {
  // expected-error@+1 {{'pad.pad_into' op destination dimension 1 is 7 but the inferred extent is 6 (max(below + stretched extent + above, 0))}}
  %0 = pad.pad_into constant %x below[1, 1] above[1, 1] into %d : tensor<3x4xf32> to tensor<5x7xf32>
  return
}

// -----

// A crop beyond the extent: the output extent is 0, not negative.
func.func @rule7_crop_to_empty(%x: memref<3xf32>, %d: memref<1xf32, strided<[2], offset: 4>>) {
  // expected-error@+1 {{'pad.pad_into' op destination dimension 0 is 1 but the inferred extent is 0 (max(below + stretched extent + above, 0))}}
  pad.pad_into wrap %x below[2] above[-6] into %d : memref<3xf32> to memref<1xf32, strided<[2], offset: 4>>
  return
}

//===----------------------------------------------------------------------===//
// Rule 8: the mode keyword (parse errors).
//===----------------------------------------------------------------------===//

// -----

func.func @rule8_unknown_mode(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{custom op 'pad.pad_into' unknown pad mode 'mirror': expected constant, edge, reflect, symmetric or wrap}}
  %0 = pad.pad_into mirror %x below[1] above[1] into %d : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @rule8_missing_mode(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{custom op 'pad.pad_into' expected a pad mode: constant, edge, reflect, symmetric or wrap}}
  %0 = pad.pad_into %x below[1] above[1] into %d : tensor<3xf32> to tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 9: the stretched and output extents fit in 64 bits, whatever the
// destination (here dynamic).
//===----------------------------------------------------------------------===//

// -----

func.func @rule9_stretched_extent(%x: memref<4xf32>, %d: memref<?xf32>) {
  // expected-error@+1 {{'pad.pad_into' op stretched extent of dimension 0 does not fit in 64 bits (extent 4, interior 9223372036854775807)}}
  pad.pad_into constant %x below[0] above[0] interior[9223372036854775807] into %d : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @rule9_output_extent(%x: tensor<1xf32>, %d: tensor<?xf32>) {
  // expected-error@+1 {{'pad.pad_into' op output extent of dimension 0 does not fit in 64 bits (below 9223372036854775807, stretched extent 1, above 9223372036854775807)}}
  %0 = pad.pad_into constant %x below[9223372036854775807] above[9223372036854775807] into %d : tensor<1xf32> to tensor<?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 10: the size of the destination in bytes fits in a signed 64-bit
// integer.
//===----------------------------------------------------------------------===//

// -----

// 2^32 x 2^32 bytes would wrap to 0.
func.func @rule10_dest_bytes(%x: tensor<1x1xi8>, %d: tensor<4294967296x4294967296xi8>) {
  // expected-error@+1 {{'pad.pad_into' op the size of the destination in bytes (4294967296 x 4294967296 x 1) does not fit in a signed 64-bit integer}}
  %0 = pad.pad_into constant %x below[0, 0] above[4294967295, 4294967295] into %d : tensor<1x1xi8> to tensor<4294967296x4294967296xi8>
  return
}

// -----

// The destination's static extents count even where the inferred extent is
// dynamic (dimension 1): 2^62 x 2 x 4 bytes.
func.func @rule10_dest_bytes_dynamic_pad(%x: memref<4611686018427387904x1xf32>, %p: index, %d: memref<4611686018427387904x2xf32>) {
  // expected-error@+1 {{'pad.pad_into' op the size of the destination in bytes (4611686018427387904 x 2 x 4) does not fit in a signed 64-bit integer}}
  pad.pad_into edge %x below[0, %p] above[0, 0] into %d : memref<4611686018427387904x1xf32> to memref<4611686018427387904x2xf32>
  return
}

//===----------------------------------------------------------------------===//
// Tensors with tensors, memrefs with memrefs; the result a tensor
// destination implies.
//===----------------------------------------------------------------------===//

// -----

func.func @memref_arg_tensor_dest(%x: memref<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'arg' and 'dest' must both be tensors or both memrefs, not 'memref<3xf32>' and 'tensor<5xf32>'}}
  %0 = pad.pad_into constant %x below[1] above[1] into %d : memref<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @tensor_arg_memref_dest(%x: tensor<3xf32>, %d: memref<5xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'arg' and 'dest' must both be tensors or both memrefs, not 'tensor<3xf32>' and 'memref<5xf32>'}}
  pad.pad_into constant %x below[1] above[1] into %d : tensor<3xf32> to memref<5xf32>
  return
}

// -----

// On memrefs the form has no result.
func.func @memref_named_result(%x: memref<3xf32>, %d: memref<5xf32>) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = pad.pad_into constant %x below[1] above[1] into %d : memref<3xf32> to memref<5xf32>
  return
}

// -----

// On memrefs the form has no result (generic form).
func.func @memref_result_generic(%x: memref<3xf32>, %d: memref<5xf32>) {
  // expected-error@+2 {{'pad.pad_into' op inferred type(s)  are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error@+1 {{'pad.pad_into' op failed to infer returned types}}
  %0 = "pad.pad_into"(%x, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (memref<3xf32>, memref<5xf32>) -> tensor<5xf32>
  return
}

// -----

// On tensors the result is the updated destination (generic form).
func.func @tensor_no_result_generic(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+2 {{'pad.pad_into' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation}}
  // expected-error@+1 {{'pad.pad_into' op failed to infer returned types}}
  "pad.pad_into"(%x, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, tensor<5xf32>) -> ()
  return
}

// -----

// ... of exactly the destination's type, not a more dynamic one.
func.func @tensor_result_type_generic(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+2 {{'pad.pad_into' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation 'tensor<?xf32>'}}
  // expected-error@+1 {{'pad.pad_into' op failed to infer returned types}}
  %0 = "pad.pad_into"(%x, %d) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, tensor<5xf32>) -> tensor<?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Malformed syntax.
//===----------------------------------------------------------------------===//

// -----

// The attribute dictionary may not override the mode keyword ...
func.func @attr_dict_pad_mode(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{custom op 'pad.pad_into' 'pad_mode' may not be given in the attribute dictionary: the pad syntax spells it out}}
  %0 = pad.pad_into constant %x below[1] above[1] into %d {pad_mode = #pad<mode edge>} : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// ... nor the pads ...
func.func @attr_dict_static_padding(%x: memref<3xf32>, %d: memref<5xf32>) {
  // expected-error@+1 {{custom op 'pad.pad_into' 'static_padding_below' may not be given in the attribute dictionary: the pad syntax spells it out}}
  pad.pad_into constant %x below[1] above[1] into %d {static_padding_below = array<i64: 2>} : memref<3xf32> to memref<5xf32>
  return
}

// -----

// ... nor the interior.
func.func @attr_dict_interior(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{custom op 'pad.pad_into' 'interior' may not be given in the attribute dictionary: the pad syntax spells it out}}
  %0 = pad.pad_into constant %x below[1] above[1] into %d {interior = array<i64: 1>} : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @missing_into(%x: tensor<3xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{custom op 'pad.pad_into' expected 'into'}}
  %0 = pad.pad_into constant %x below[1] above[1] %d : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// Rule 10 with a dynamic destination: the inferred extents are static, and
// they count.
func.func @rule10_dynamic_dest(%x: tensor<1x1xi8>, %d: tensor<?x?xi8>) -> tensor<?x?xi8> {
  // expected-error@+1 {{'pad.pad_into' op the size of the destination in bytes (4294967296 x 4294967296 x 1) does not fit in a signed 64-bit integer}}
  %0 = pad.pad_into constant %x below[0, 0] above[4294967295, 4294967295] into %d : tensor<1x1xi8> to tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

// A memref layout without strides: no lowering can address it.
func.func @layout_not_strided(%x: memref<4xf32>, %d: memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) {
  // expected-error@+1 {{'pad.pad_into' op 'dest' must have a strided layout, not affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>}}
  pad.pad_into reflect %x below[2] above[2] into %d : memref<4xf32> to memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  return
}

// -----

func.func @arg_layout_not_strided(%x: memref<4xf32, affine_map<(d0) -> (d0 mod 2, d0 floordiv 2)>>, %d: memref<8xf32>) {
  // expected-error@+1 {{'pad.pad_into' op 'arg' must have a strided layout, not affine_map<(d0) -> (d0 mod 2, d0 floordiv 2)>}}
  pad.pad_into reflect %x below[2] above[2] into %d : memref<4xf32, affine_map<(d0) -> (d0 mod 2, d0 floordiv 2)>> to memref<8xf32>
  return
}

// -----

func.func @constant_zero_of_unsigned_into(%x: memref<3xui8>, %d: memref<5xui8>) {
  // expected-error@+1 {{'pad.pad_into' op mode 'constant' without a 'value' pads with the zero of a signless integer, index, float or complex element type, not 'ui8': give a 'value'}}
  pad.pad_into constant %x below[1] above[1] into %d : memref<3xui8> to memref<5xui8>
  return
}
