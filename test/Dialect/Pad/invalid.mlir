// RUN: pad-opt %s -split-input-file -verify-diagnostics

// Every verifier rule of spec section 1 ("Verifier", rules 1-10) and malformed
// syntax. Each case ends in exactly the diagnostics listed.

//===----------------------------------------------------------------------===//
// Rule 1: one entry per dimension; `arg` a ranked tensor.
//===----------------------------------------------------------------------===//

// `below` too short.
func.func @rule1_below_short(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op 'below' has 1 entries but 'arg' has rank 2}}
  %0 = pad.pad constant %x below[1] above[1, 0] : tensor<3x3xf32> to tensor<5x3xf32>
  return
}

// -----

// `above` too long.
func.func @rule1_above_long(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op 'above' has 3 entries but 'arg' has rank 2}}
  %0 = pad.pad edge %x below[1, 1] above[1, 0, 0] : tensor<3x3xf32> to tensor<5x4xf32>
  return
}

// -----

// `interior` of the wrong length.
func.func @rule1_interior_length(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op 'interior' has 1 entries but 'arg' has rank 2}}
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[1] : tensor<3x3xf32> to tensor<5x3xf32>
  return
}

// -----

// An all-zero `interior` of the wrong length is still diagnosed.
func.func @rule1_interior_zero_length(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op 'interior' has 3 entries but 'arg' has rank 2}}
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, 0, 0] : tensor<3x3xf32> to tensor<3x3xf32>
  return
}

// -----

// Rank 0 takes empty lists.
func.func @rule1_rank0(%x: tensor<f32>) {
  // expected-error@+1 {{'pad.pad' op 'below' has 1 entries but 'arg' has rank 0}}
  %0 = pad.pad wrap %x below[0] above[0] : tensor<f32> to tensor<f32>
  return
}

// -----

// A dynamic entry counts as an entry.
func.func @rule1_dynamic_entries(%x: tensor<3xf32>, %i: index) {
  // expected-error@+1 {{'pad.pad' op 'above' has 2 entries but 'arg' has rank 1}}
  %0 = pad.pad constant %x below[%i] above[%i, 1] : tensor<3xf32> to tensor<?xf32>
  return
}

// -----

// An unranked tensor `arg` (generic form).
func.func @rule1_unranked_generic(%x: tensor<*xf32>) {
  // expected-error@+1 {{'pad.pad' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<*xf32>) -> tensor<?xf32>
  return
}

// -----

// An unranked tensor `arg` (custom form).
func.func @rule1_unranked_custom(%x: tensor<*xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = pad.pad constant %x below[1] above[1] : tensor<*xf32> to tensor<?xf32>
  return
}

// -----

// A memref `arg`.
func.func @rule1_memref(%x: memref<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' invalid kind of type specified: expected builtin.tensor, but found 'memref<3xf32>'}}
  %0 = pad.pad constant %x below[1] above[1] : memref<3xf32> to tensor<5xf32>
  return
}

// -----

// A memref `arg` (generic form).
func.func @rule1_memref_generic(%x: memref<3xf32>) {
  // expected-error@+1 {{'pad.pad' op operand #0 must be ranked tensor of any type values, but got 'memref<3xf32>'}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (memref<3xf32>) -> tensor<5xf32>
  return
}

// -----

// An unranked result (generic form).
func.func @rule1_unranked_result(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<*xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 2: dynamic `index` operands match the dynamic entries (generic form).
//===----------------------------------------------------------------------===//

// -----

// An index operand for `below` but no dynamic entry.
func.func @rule2_extra_operand(%x: tensor<3xf32>, %i: index) {
  // expected-error@+1 {{'pad.pad' op 'below' has 0 dynamic entries but 1 index operands}}
  %0 = "pad.pad"(%x, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, index) -> tensor<?xf32>
  return
}

// -----

// A dynamic `above` entry without its index operand.
func.func @rule2_missing_operand(%x: tensor<3xf32>) {
  // expected-error@+2 {{'pad.pad' op 'above' has 1 dynamic entries but 0 index operands}}
  // expected-note@+1 {{a static entry of -9223372036854775808 (INT64_MIN) is reserved: it marks a dynamic entry}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: -9223372036854775808>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<?xf32>
  return
}

// -----

// Two index operands for one dynamic entry.
func.func @rule2_two_operands(%x: tensor<3xf32>, %i: index) {
  // expected-error@+1 {{'pad.pad' op 'below' has 1 dynamic entries but 2 index operands}}
  %0 = "pad.pad"(%x, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: -9223372036854775808>}> : (tensor<3xf32>, index, index) -> tensor<?xf32>
  return
}

// -----

// The operand was given to `above` instead of `below`.
func.func @rule2_wrong_segment(%x: tensor<3xf32>, %i: index) {
  // expected-error@+2 {{'pad.pad' op 'below' has 1 dynamic entries but 0 index operands}}
  // expected-note@+1 {{a static entry of -9223372036854775808 (INT64_MIN) is reserved: it marks a dynamic entry}}
  %0 = "pad.pad"(%x, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: -9223372036854775808>}> : (tensor<3xf32>, index) -> tensor<?xf32>
  return
}

// -----

// A pad operand that is not an `index`.
func.func @rule2_not_index(%x: tensor<3xf32>, %i: i32) {
  // expected-error@+1 {{'pad.pad' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "pad.pad"(%x, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: -9223372036854775808>}> : (tensor<3xf32>, i32) -> tensor<?xf32>
  return
}

// -----

// A pad operand that is not an `index` (custom form: the type is implied).
func.func @rule2_not_index_custom(%x: tensor<3xf32>, %i: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = pad.pad constant %x below[%i] above[1] : tensor<3xf32> to tensor<?xf32>
  return
}

// -----

// operandSegmentSizes disagrees with the operand count.
func.func @rule2_segment_sizes(%x: tensor<3xf32>, %i: index) {
  // expected-error@+1 {{'pad.pad' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "pad.pad"(%x, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, index) -> tensor<?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 3: `interior` entries are non-negative.
//===----------------------------------------------------------------------===//

// -----

func.func @rule3_negative_interior(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op interior padding of dimension 1 is negative (-1)}}
  %0 = pad.pad constant %x below[0, 0] above[0, 0] interior[0, -1] : tensor<3x3xf32> to tensor<3x1xf32>
  return
}

// -----

func.func @rule3_int64_min_interior(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op interior padding of dimension 0 is negative (-9223372036854775808)}}
  %0 = pad.pad constant %x below[1] above[1] interior[-9223372036854775808] : tensor<3xf32> to tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 4: non-zero interior only in constant mode.
//===----------------------------------------------------------------------===//

// -----

func.func @rule4_interior_edge(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op interior padding requires mode 'constant', not 'edge'}}
  %0 = pad.pad edge %x below[0, 0] above[0, 0] interior[1, 0] : tensor<3x3xf32> to tensor<5x3xf32>
  return
}

// -----

func.func @rule4_interior_wrap(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op interior padding requires mode 'constant', not 'wrap'}}
  %0 = pad.pad wrap %x below[0] above[0] interior[2] : tensor<3xf32> to tensor<7xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 5: `value` only in constant mode, of the element type.
//===----------------------------------------------------------------------===//

// -----

func.func @rule5_value_reflect(%x: tensor<3xf32>, %v: f32) {
  // expected-error@+1 {{'pad.pad' op a 'value' is only allowed in mode 'constant', not 'reflect'}}
  %0 = pad.pad reflect %x below[1] above[1] value %v : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// Zero pads do not excuse a `value` in a non-constant mode.
func.func @rule5_value_symmetric_zero_pads(%x: tensor<3xf32>, %v: f32) {
  // expected-error@+1 {{'pad.pad' op a 'value' is only allowed in mode 'constant', not 'symmetric'}}
  %0 = pad.pad symmetric %x below[0] above[0] value %v : tensor<3xf32> to tensor<3xf32>
  return
}

// -----

// A `value` of another type (generic form).
func.func @rule5_value_type_generic(%x: tensor<3xf32>, %v: i32) {
  // expected-error@+1 {{'pad.pad' op failed to verify that the value's type is the element type of arg}}
  %0 = "pad.pad"(%x, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, i32) -> tensor<5xf32>
  return
}

// -----

// A tensor `value` (generic form).
func.func @rule5_value_tensor_generic(%x: tensor<3xf32>, %v: tensor<f32>) {
  // expected-error@+1 {{'pad.pad' op failed to verify that the value's type is the element type of arg}}
  %0 = "pad.pad"(%x, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  return
}

// -----

// A `value` of another type (custom form: the type is implied).
func.func @rule5_value_type_custom(%x: tensor<3xf32>, %v: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = pad.pad constant %x below[1] above[1] value %v : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// Two values (generic form).
func.func @rule5_two_values(%x: tensor<3xf32>, %v: f32) {
  // expected-error@+1 {{'pad.pad' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "pad.pad"(%x, %v, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>, f32, f32) -> tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 6: a non-constant mode cannot pad a static zero extent to non-empty.
//===----------------------------------------------------------------------===//

// -----

func.func @rule6_edge(%x: tensor<0x3xf32>) {
  // expected-error@+1 {{'pad.pad' op mode 'edge' cannot pad dimension 0 of extent 0 to extent 1: there is no element to copy}}
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<0x3xf32> to tensor<1x3xf32>
  return
}

// -----

func.func @rule6_reflect(%x: tensor<3x0xf32>) {
  // expected-error@+1 {{'pad.pad' op mode 'reflect' cannot pad dimension 1 of extent 0 to extent 2: there is no element to copy}}
  %0 = pad.pad reflect %x below[0, 0] above[0, 2] : tensor<3x0xf32> to tensor<3x2xf32>
  return
}

// -----

func.func @rule6_symmetric(%x: tensor<0xi8>) {
  // expected-error@+1 {{'pad.pad' op mode 'symmetric' cannot pad dimension 0 of extent 0 to extent 1: there is no element to copy}}
  %0 = pad.pad symmetric %x below[-1] above[2] : tensor<0xi8> to tensor<1xi8>
  return
}

// -----

// The check is per dimension: rejected although the whole output (1x0) is
// empty.
func.func @rule6_wrap_per_dimension(%x: tensor<0x0xf32>) {
  // expected-error@+1 {{'pad.pad' op mode 'wrap' cannot pad dimension 0 of extent 0 to extent 1: there is no element to copy}}
  %0 = pad.pad wrap %x below[1, 0] above[0, 0] : tensor<0x0xf32> to tensor<1x0xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 7: the result type is the inferred type.
//===----------------------------------------------------------------------===//

// -----

// Element type.
func.func @rule7_element_type(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op result element type 'f64' differs from the element type of 'arg' 'f32'}}
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<3x3xf32> to tensor<4x3xf64>
  return
}

// -----

// Rank.
func.func @rule7_rank(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op result rank 3 differs from the rank of 'arg' 2}}
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<3x3xf32> to tensor<4x3x1xf32>
  return
}

// -----

// A static dimension.
func.func @rule7_dimension(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op result dimension 1 is 4 but the inferred extent is 3 (max(below + stretched extent + above, 0))}}
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<3x3xf32> to tensor<4x4xf32>
  return
}

// -----

// Interior counts: (3 - 1) * (1 + 1) + 1 = 5, plus 2 = 7.
func.func @rule7_dimension_interior(%x: tensor<3xi32>) {
  // expected-error@+1 {{'pad.pad' op result dimension 0 is 5 but the inferred extent is 7 (max(below + stretched extent + above, 0))}}
  %0 = pad.pad constant %x below[1] above[1] interior[1] : tensor<3xi32> to tensor<5xi32>
  return
}

// -----

// A crop clamps at 0, never negative.
func.func @rule7_clamped(%x: tensor<3xi32>) {
  // expected-error@+1 {{'pad.pad' op result dimension 0 is 1 but the inferred extent is 0 (max(below + stretched extent + above, 0))}}
  %0 = pad.pad constant %x below[-2] above[-2] : tensor<3xi32> to tensor<1xi32>
  return
}

// -----

// Dynamic where the inferred extent is static.
func.func @rule7_dynamic_for_static(%x: tensor<3x3xf32>) {
  // expected-error@+1 {{'pad.pad' op result dimension 0 is dynamic ('?') but the inferred extent is 4}}
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<3x3xf32> to tensor<?x3xf32>
  return
}

// -----

// Static where the extent of `arg` is dynamic.
func.func @rule7_static_for_dynamic_extent(%x: tensor<?x3xf32>) {
  // expected-error@+1 {{'pad.pad' op result dimension 0 is 4 but the inferred extent is dynamic ('?')}}
  %0 = pad.pad edge %x below[1, 0] above[0, 0] : tensor<?x3xf32> to tensor<4x3xf32>
  return
}

// -----

// Static where a pad is dynamic.
func.func @rule7_static_for_dynamic_pad(%x: tensor<3x3xf32>, %i: index) {
  // expected-error@+1 {{'pad.pad' op result dimension 1 is 3 but the inferred extent is dynamic ('?')}}
  %0 = pad.pad constant %x below[0, 0] above[0, %i] : tensor<3x3xf32> to tensor<3x3xf32>
  return
}

// -----

// Zero pads still need the exact type.
func.func @rule7_identity(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op result dimension 0 is dynamic ('?') but the inferred extent is 3}}
  %0 = pad.pad wrap %x below[0] above[0] : tensor<3xf32> to tensor<?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 8: an unknown mode keyword names the allowed modes.
//===----------------------------------------------------------------------===//

// -----

func.func @rule8_unknown_mode(%x: tensor<3xf32>) {
  // expected-error@+1 {{unknown pad mode 'mirror': expected constant, edge, reflect, symmetric or wrap}}
  %0 = pad.pad mirror %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// Keywords are case-sensitive.
func.func @rule8_uppercase_mode(%x: tensor<3xf32>) {
  // expected-error@+1 {{unknown pad mode 'Constant': expected constant, edge, reflect, symmetric or wrap}}
  %0 = pad.pad Constant %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// An unknown mode in the generic form.
func.func @rule8_unknown_mode_generic(%x: tensor<3xf32>) {
  // expected-error@+2 {{expected ::mlir::pad::PadMode to be one of: constant, edge, reflect, symmetric, wrap}}
  // expected-error@+1 {{failed to parse Pad_PadModeAttr parameter}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode circular>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<5xf32>
  return
}

// -----

// A missing mode.
func.func @rule8_missing_mode(%x: tensor<3xf32>) {
  // expected-error@+1 {{expected a pad mode: constant, edge, reflect, symmetric or wrap}}
  %0 = pad.pad %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// A mode that is not a #pad<mode ...> attribute (generic form).
func.func @rule8_integer_mode_generic(%x: tensor<3xf32>) {
  // expected-error@+1 {{Invalid attribute `pad_mode` in property conversion: 3 : i32}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = 3 : i32, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<5xf32>
  return
}

// -----

// No mode at all (generic form).
func.func @rule8_no_mode_generic(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op requires attribute 'pad_mode'}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 9: stretched and output extents fit in a signed 64-bit integer.
//===----------------------------------------------------------------------===//

// -----

// The spec's first example.
func.func @rule9_interior_int64_max(%x: tensor<4xf32>) {
  // expected-error@+1 {{'pad.pad' op stretched extent of dimension 0 does not fit in 64 bits (extent 4, interior 9223372036854775807)}}
  %0 = pad.pad constant %x below[0] above[0] interior[9223372036854775807] : tensor<4xf32> to tensor<?xf32>
  return
}

// -----

// (3 - 1) * (2^62 + 1) + 1 = 2^63 + 3 overflows by a little; a crop does not
// rescue it.
func.func @rule9_interior_just_over(%x: tensor<1x3xf32>) {
  // expected-error@+1 {{'pad.pad' op stretched extent of dimension 1 does not fit in 64 bits (extent 3, interior 4611686018427387904)}}
  %0 = pad.pad constant %x below[0, -9223372036854775807] above[0, -9223372036854775807] interior[0, 4611686018427387904] : tensor<1x3xf32> to tensor<1x0xf32>
  return
}

// -----

// The spec's second example.
func.func @rule9_both_int64_max(%x: tensor<4xf32>) {
  // expected-error@+1 {{'pad.pad' op output extent of dimension 0 does not fit in 64 bits (below 9223372036854775807, stretched extent 4, above 9223372036854775807)}}
  %0 = pad.pad constant %x below[9223372036854775807] above[9223372036854775807] : tensor<4xf32> to tensor<?xf32>
  return
}

// -----

// INT64_MAX below alone overflows with the extent.
func.func @rule9_below_int64_max(%x: tensor<4xf32>) {
  // expected-error@+1 {{'pad.pad' op output extent of dimension 0 does not fit in 64 bits (below 9223372036854775807, stretched extent 4, above 0)}}
  %0 = pad.pad constant %x below[9223372036854775807] above[0] : tensor<4xf32> to tensor<?xf32>
  return
}

// -----

// One past the largest valid pad (9223372036854775803 + 4 + 1), in a
// non-constant mode.
func.func @rule9_one_past(%x: tensor<4xi8>) {
  // expected-error@+1 {{'pad.pad' op output extent of dimension 0 does not fit in 64 bits (below 9223372036854775803, stretched extent 4, above 1)}}
  %0 = pad.pad edge %x below[9223372036854775803] above[1] : tensor<4xi8> to tensor<?xi8>
  return
}

// -----

// The message names the overflowing dimension (here the second one, next to
// a zero-size first dimension).
func.func @rule9_second_dimension(%x: tensor<0x4xf32>) {
  // expected-error@+1 {{'pad.pad' op output extent of dimension 1 does not fit in 64 bits (below 9223372036854775807, stretched extent 4, above 9223372036854775807)}}
  %0 = pad.pad constant %x below[0, 9223372036854775807] above[0, 9223372036854775807] : tensor<0x4xf32> to tensor<0x?xf32>
  return
}

// -----

// INT64_MIN as a static pad is the dynamic-entry marker: the op is rejected
// (as a dynamic entry without an operand).
func.func @int64_min_below(%x: tensor<4xf32>) {
  // expected-error@+2 {{'pad.pad' op 'below' has 1 dynamic entries but 0 index operands}}
  // expected-note@+1 {{a static entry of -9223372036854775808 (INT64_MIN) is reserved: it marks a dynamic entry}}
  %0 = pad.pad constant %x below[-9223372036854775808] above[0] : tensor<4xf32> to tensor<0xf32>
  return
}

// -----

func.func @int64_min_above(%x: tensor<4xf32>) {
  // expected-error@+2 {{'pad.pad' op 'above' has 1 dynamic entries but 0 index operands}}
  // expected-note@+1 {{a static entry of -9223372036854775808 (INT64_MIN) is reserved: it marks a dynamic entry}}
  %0 = pad.pad edge %x below[0] above[-9223372036854775808] : tensor<4xf32> to tensor<0xf32>
  return
}

// -----

// A pad literal past INT64_MAX does not parse.
func.func @pad_literal_too_large(%x: tensor<4xf32>) {
  // expected-error@+2 {{integer value too large}}
  // expected-error@+1 {{expected SSA value or integer}}
  %0 = pad.pad constant %x below[9223372036854775808] above[0] : tensor<4xf32> to tensor<?xf32>
  return
}

// -----

// An interior literal past INT64_MAX does not parse.
func.func @interior_literal_too_large(%x: tensor<4xf32>) {
  // expected-error@+1 {{integer value too large}}
  %0 = pad.pad constant %x below[0] above[0] interior[9223372036854775808] : tensor<4xf32> to tensor<?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Rule 10: the result's size in bytes fits in a signed 64-bit integer.
//===----------------------------------------------------------------------===//

// -----

// The spec's example: 2^32 x 2^32 bytes would wrap to 0.
func.func @rule10_spec_example(%x: tensor<1x1xi8>) {
  // expected-error@+1 {{'pad.pad' op the size of the result in bytes (4294967296 x 4294967296 x 1) does not fit in a signed 64-bit integer}}
  %0 = pad.pad constant %x below[0, 0] above[4294967295, 4294967295] : tensor<1x1xi8> to tensor<4294967296x4294967296xi8>
  return
}

// -----

// 2^61 elements of 4 bytes: the element count fits, the bytes do not.
func.func @rule10_element_size(%x: tensor<1xf32>) {
  // expected-error@+1 {{'pad.pad' op the size of the result in bytes (2305843009213693952 x 4) does not fit in a signed 64-bit integer}}
  %0 = pad.pad edge %x below[0] above[2305843009213693951] : tensor<1xf32> to tensor<2305843009213693952xf32>
  return
}

// -----

// complex<f64> takes 16 bytes.
func.func @rule10_complex(%x: tensor<2xcomplex<f64>>) {
  // expected-error@+1 {{'pad.pad' op the size of the result in bytes (1152921504606846976 x 16) does not fit in a signed 64-bit integer}}
  %0 = pad.pad wrap %x below[1152921504606846974] above[0] : tensor<2xcomplex<f64>> to tensor<1152921504606846976xcomplex<f64>>
  return
}

// -----

// `index` takes 8 bytes; the product overflows 64 bits only over three
// dimensions.
func.func @rule10_index_rank3(%x: tensor<1x1x1xindex>) {
  // expected-error@+1 {{'pad.pad' op the size of the result in bytes (1048576 x 1048576 x 1048576 x 8) does not fit in a signed 64-bit integer}}
  %0 = pad.pad symmetric %x below[1048575, 0, 0] above[0, 1048575, 1048575] : tensor<1x1x1xindex> to tensor<1048576x1048576x1048576xindex>
  return
}

// -----

// i1 is stored in a whole byte.
func.func @rule10_i1(%x: tensor<1x2xi1>) {
  // expected-error@+1 {{'pad.pad' op the size of the result in bytes (4294967296 x 2147483648 x 1) does not fit in a signed 64-bit integer}}
  %0 = pad.pad constant %x below[4294967295, 0] above[0, 0] interior[0, 2147483646] : tensor<1x2xi1> to tensor<4294967296x2147483648xi1>
  return
}

// -----

// The static extents alone overflow, whatever the dynamic one is.
func.func @rule10_partly_dynamic(%x: tensor<1x?x1xi8>) {
  // expected-error@+1 {{'pad.pad' op the size of the result in bytes (4294967296 x 4294967296 x 1) does not fit in a signed 64-bit integer}}
  %0 = pad.pad constant %x below[4294967295, 0, 0] above[0, 0, 4294967295] : tensor<1x?x1xi8> to tensor<4294967296x?x4294967296xi8>
  return
}

// -----

// Crops and pads that cancel out leave a small result: valid.
func.func @rule10_small_result(%x: tensor<4x4xi8>) -> tensor<4x4xi8> {
  %0 = pad.pad constant %x below[4294967295, -4294967295] above[-4294967295, 4294967295] : tensor<4x4xi8> to tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}

// -----

// Exactly INT64_MAX bytes fit (the allocation fails at run time instead).
func.func @rule10_int64_max(%x: tensor<1xi8>) -> tensor<9223372036854775807xi8> {
  %0 = pad.pad constant %x below[0] above[9223372036854775806] : tensor<1xi8> to tensor<9223372036854775807xi8>
  return %0 : tensor<9223372036854775807xi8>
}

// -----

// A static zero extent makes the size 0, whatever the other extents.
func.func @rule10_zero_extent(%x: tensor<0x1x1xi64>) -> tensor<0x4294967296x4294967296xi64> {
  %0 = pad.pad constant %x below[0, 4294967295, 4294967295] above[0, 0, 0] : tensor<0x1x1xi64> to tensor<0x4294967296x4294967296xi64>
  return %0 : tensor<0x4294967296x4294967296xi64>
}

//===----------------------------------------------------------------------===//
// The attribute dictionary may not restate what the syntax spells out.
//===----------------------------------------------------------------------===//

// -----

// A `pad_mode` entry would silently override the mode keyword.
func.func @attr_dict_mode(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' 'pad_mode' may not be given in the attribute dictionary: the pad syntax spells it out}}
  %0 = pad.pad constant %x below[1] above[1] {pad_mode = #pad<mode edge>} : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @attr_dict_below(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' 'static_padding_below' may not be given in the attribute dictionary: the pad syntax spells it out}}
  %0 = pad.pad constant %x below[1] above[1] {static_padding_below = array<i64: 2>} : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @attr_dict_interior(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' 'interior' may not be given in the attribute dictionary: the pad syntax spells it out}}
  %0 = pad.pad constant %x below[1] above[1] {interior = array<i64: 1>} : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

func.func @attr_dict_segments(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' 'operandSegmentSizes' may not be given in the attribute dictionary: the pad syntax spells it out}}
  %0 = pad.pad constant %x below[1] above[1] {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : tensor<3xf32> to tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Malformed syntax.
//===----------------------------------------------------------------------===//

// -----

// `to` and the result type are required.
func.func @missing_to(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' expected 'to'}}
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xf32> -> tensor<5xf32>
  return
}

// -----

// `below` is required.
func.func @missing_below(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' expected 'below'}}
  %0 = pad.pad constant %x above[1] : tensor<3xf32> to tensor<4xf32>
  return
}

// -----

// `above` comes after `below`.
func.func @swapped_lists(%x: tensor<3xf32>) {
  // expected-error@+1 {{custom op 'pad.pad' expected 'below'}}
  %0 = pad.pad constant %x above[1] below[1] : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// `interior` takes integer literals only.
func.func @dynamic_interior(%x: tensor<3xf32>, %i: index) {
  // expected-error@+1 {{custom op 'pad.pad' expected integer value}}
  %0 = pad.pad constant %x below[1] above[1] interior[%i] : tensor<3xf32> to tensor<?xf32>
  return
}

// -----

// `value` takes an SSA value, not a literal (the parser then stops at the
// literal).
func.func @literal_value(%x: tensor<3xf32>) {
  // expected-error@+1 {{expected ':'}}
  %0 = pad.pad constant %x below[1] above[1] value 0.0 : tensor<3xf32> to tensor<5xf32>
  return
}

// -----

// A static pad list of the wrong attribute kind (generic form).
func.func @wrong_list_attr_generic(%x: tensor<3xf32>) {
  // expected-error@+1 {{Invalid attribute `static_padding_below` in property conversion: [1]}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = [1]}> : (tensor<3xf32>) -> tensor<5xf32>
  return
}

// -----

// A missing static pad list (generic form).
func.func @missing_list_generic(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op requires attribute 'static_padding_below'}}
  %0 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>}> : (tensor<3xf32>) -> tensor<5xf32>
  return
}

// -----

// No `arg` (generic form).
func.func @missing_arg_generic() {
  // expected-error@+1 {{'pad.pad' op expected 1 or more operands, but found 0}}
  %0 = "pad.pad"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : () -> tensor<5xf32>
  return
}

// -----

// Two results (generic form).
func.func @two_results_generic(%x: tensor<3xf32>) {
  // expected-error@+1 {{'pad.pad' op requires one result}}
  %0:2 = "pad.pad"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> : (tensor<3xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  return
}

// -----

// The dialect has no discardable attribute: every `pad.` attribute on
// another op is rejected (the row kernels' old mark, too).
func.func @row_kernel_mark(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{unknown attribute 'pad.row_kernel' of the pad dialect}}
  linalg.fill {pad.row_kernel = 1 : i64} ins(%v : f32) outs(%m : memref<4xf32>)
  return
}

// -----

func.func @unknown_pad_attribute(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{unknown attribute 'pad.kernel' of the pad dialect}}
  linalg.fill {pad.kernel = 1 : i64} ins(%v : f32) outs(%m : memref<4xf32>)
  return
}

// -----

// Constant mode without a value pads with the zero of the element type,
// which a signed or unsigned integer does not have as an `arith.constant`.
func.func @constant_zero_of_unsigned(%x: tensor<3xui8>) -> tensor<5xui8> {
  // expected-error@+1 {{'pad.pad' op mode 'constant' without a 'value' pads with the zero of a signless integer, index, float or complex element type, not 'ui8': give a 'value'}}
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xui8> to tensor<5xui8>
  return %0 : tensor<5xui8>
}

// -----

func.func @constant_zero_of_signed(%x: tensor<3xsi32>) -> tensor<5xsi32> {
  // expected-error@+1 {{'pad.pad' op mode 'constant' without a 'value' pads with the zero of a signless integer, index, float or complex element type, not 'si32': give a 'value'}}
  %0 = pad.pad constant %x below[1] above[1] : tensor<3xsi32> to tensor<5xsi32>
  return %0 : tensor<5xsi32>
}

// -----

// With a value, or in a mode that copies, any element type pads.
func.func @unsigned_with_value(%x: tensor<3xui8>, %v: ui8) -> (tensor<5xui8>, tensor<5xui8>) {
  %0 = pad.pad constant %x below[1] above[1] value %v : tensor<3xui8> to tensor<5xui8>
  %1 = pad.pad edge %x below[1] above[1] : tensor<3xui8> to tensor<5xui8>
  return %0, %1 : tensor<5xui8>, tensor<5xui8>
}
