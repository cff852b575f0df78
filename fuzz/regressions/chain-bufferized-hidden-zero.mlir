// Found by pad-fuzz-program (bug class `hidden-zero`, through One-Shot
// Bufferize): on the linalg route pads bufferize through their
// BufferizableOpInterface, so the first pad (dimension 0: 5 + 2 + INT64_MIN,
// 0 once its constants fold) is bufferized before the second reads it. The
// second saw its argument as `to_tensor` of a `memref.cast` that erased the
// static extent 0, sliced it at static offset 0, and after upstream folded
// the cast into the subview:
//   error: offset 0 is out-of-bounds: 0 >= 0   (memref.subview)
// Fixed: a pad bufferizing reads through such a cast (exposeStaticArgument).
// Expected: pad-opt %s --pad-to-llvm (both routes, outlining off) succeeds.
func.func @f(%a0: tensor<2x4x2x4294967296x1xindex>, %a1: index, %a2: index, %a3: index, %a4: tensor<?x14x?x?x?xindex>) -> tensor<?x14x?x?x?xindex> attributes {llvm.emit_c_interface} {
  %v0 = arith.constant 5 : index
  %v1 = arith.constant -9223372036854775808 : index
  %v2 = arith.constant -9223372036854775808 : index
  %v3 = pad.pad constant %a0 below[%v0, -2, %v1, %a1, 5] above[%v2, 4, %a2, 0, 1] : tensor<2x4x2x4294967296x1xindex> to tensor<?x6x?x?x7xindex>
  %v4 = arith.constant -9223372036854775807 : index
  %v5 = pad.pad constant %v3 below[-133124106872074083, -2, -4, 65535, 6] above[-2, 0, 1, 5, %a3] interior[3, 2, 2, 2, 2] value %v4 : tensor<?x6x?x?x7xindex> to tensor<?x14x?x?x?xindex>
  %v6 = arith.constant 0 : index
  %v7 = tensor.dim %v5, %v6 : tensor<?x14x?x?x?xindex>
  %v8 = arith.constant 2 : index
  %v9 = tensor.dim %v5, %v8 : tensor<?x14x?x?x?xindex>
  %v10 = arith.constant 3 : index
  %v11 = tensor.dim %v5, %v10 : tensor<?x14x?x?x?xindex>
  %v12 = arith.constant 4 : index
  %v13 = tensor.dim %v5, %v12 : tensor<?x14x?x?x?xindex>
  %v14 = tensor.insert_slice %v5 into %a4[0, 0, 0, 0, 0] [%v7, 14, %v9, %v11, %v13] [1, 1, 1, 1, 1] : tensor<?x14x?x?x?xindex> into tensor<?x14x?x?x?xindex>
  return %v14 : tensor<?x14x?x?x?xindex>
}
