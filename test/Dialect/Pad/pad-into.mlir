// RUN: pad-opt %s | pad-opt | FileCheck %s
// RUN: pad-opt %s --mlir-print-op-generic | pad-opt | FileCheck %s
// RUN: pad-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: pad-opt %s --generate-runtime-verification | FileCheck %s --check-prefix=RV

// Round trip of the destination-style form `pad.pad_into` (spec section 1,
// "The destination-style form"): on tensors it returns the updated
// destination, on memrefs it has no result; the type after `to` is the
// destination's. Where a line is anchored with {{^ *}} ... {{$}} the whole
// printed line is pinned. The RV prefix pins the checks that upstream's
// --generate-runtime-verification asks the form for
// (RuntimeVerifiableOpInterface).

//===----------------------------------------------------------------------===//
// The seed's 3x3 example and the op description's examples.
//===----------------------------------------------------------------------===//

// Interior, value and mixed pads into a tensor: the result is the updated
// destination, of the destination's type.
// CHECK-LABEL: func.func @seed_example(
// CHECK-SAME:      %[[X:.*]]: tensor<3x3xi32>, %[[C:.*]]: i32, %[[D:.*]]: tensor<7x9xi32>) -> tensor<7x9xi32>
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad_into constant %[[X]] below[1, 2] above[1, 0] interior[1, 2] value %[[C]] into %[[D]] : tensor<3x3xi32> to tensor<7x9xi32>{{$}}
// CHECK:         return %[[R]] : tensor<7x9xi32>
// GENERIC-LABEL: sym_name = "seed_example"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}) <{interior = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 1, 0>, static_padding_below = array<i64: 1, 2>}> : (tensor<3x3xi32>, i32, tensor<7x9xi32>) -> tensor<7x9xi32>
// A fully static valid form gets no run-time check.
// RV-LABEL:      func.func @seed_example(
// RV-NOT:        cf.assert
// RV:            pad.pad_into constant
// RV-NOT:        cf.assert
// RV:            return
func.func @seed_example(%x: tensor<3x3xi32>, %c: i32, %d: tensor<7x9xi32>) -> tensor<7x9xi32> {
  %r = pad.pad_into constant %x below[1, 2] above[1, 0] interior[1, 2] value %c into %d : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// Dynamic pads and a strided destination with a dynamic offset: on memrefs
// the form has no result.
// CHECK-LABEL: func.func @memref_strided_dest(
// CHECK-SAME:      %[[M:.*]]: memref<3x4xf32>, %[[LO:.*]]: index, %[[N:.*]]: memref<?x?xf32, strided<[?, 1], offset: ?>>)
// CHECK:         {{^ *}}pad.pad_into reflect %[[M]] below[%[[LO]], -1] above[-1, 3] into %[[N]] : memref<3x4xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>{{$}}
// CHECK-NEXT:    return{{$}}
// GENERIC-LABEL: sym_name = "memref_strided_dest"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, pad_mode = #pad<mode reflect>, static_padding_above = array<i64: -1, 3>, static_padding_below = array<i64: -9223372036854775808, -1>}> : (memref<3x4xf32>, index, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (){{$}}
// The output extent of dimension 0 is max(lo + 3 - 1, 0), of dimension 1
// 4 - 1 + 3 = 6. Dimension 1 of `arg` is static and non-zero and the mode
// cannot fail on dimension 0 (3 elements), so no rule 6 check is emitted;
// rule 9 for dimension 0, rule 10, and each dynamic destination extent are.
// RV-LABEL:      func.func @memref_strided_dest(
// RV-SAME:           %[[M:.*]]: memref<3x4xf32>, %[[LO:.*]]: index, %[[N:.*]]: memref<?x?xf32, strided<[?, 1], offset: ?>>)
// RV-DAG:        %[[LIMIT:.*]] = arith.constant 9223372036854775808 : i128
// RV-DAG:        %[[C0W:.*]] = arith.constant 0 : i128
// RV-DAG:        %[[C3W:.*]] = arith.constant 3 : i128
// RV-DAG:        %[[CM1W:.*]] = arith.constant -1 : i128
// RV-DAG:        %[[C4W:.*]] = arith.constant 4 : i128
// RV-DAG:        %[[C6W:.*]] = arith.constant 6 : i128
// RV:            %[[LOW:.*]] = arith.index_cast %[[LO]] : index to i128
// RV:            %[[S0:.*]] = arith.addi %[[LOW]], %[[C3W]] : i128
// RV:            %[[S1:.*]] = arith.addi %[[S0]], %[[CM1W]] : i128
// RV:            %[[OUT0:.*]] = arith.maxsi %[[S1]], %[[C0W]] : i128
// RV:            %[[E0:.*]] = arith.maxsi %[[OUT0]], %[[C3W]] : i128
// RV:            %[[FITS0:.*]] = arith.cmpi slt, %[[E0]], %[[LIMIT]] : i128
// RV:            cf.assert %[[FITS0]], "ERROR: Runtime op verification failed\0Apad.pad_into reflect %{{.*}}\0A^ the output extent of dimension 0 does not fit in 64 bits\0ALocation: {{.*}}"
// RV-NOT:        cf.assert
// RV:            %[[B0:.*]] = arith.muli %[[OUT0]], %[[C4W]] : i128
// RV:            %[[B1:.*]] = arith.minsi %[[B0]], %[[LIMIT]] : i128
// RV:            %[[B2:.*]] = arith.muli %[[B1]], %[[C6W]] : i128
// RV:            %[[B3:.*]] = arith.minsi %[[B2]], %[[LIMIT]] : i128
// RV:            %[[BYTES:.*]] = arith.cmpi slt, %[[B3]], %[[LIMIT]] : i128
// RV:            cf.assert %[[BYTES]], "{{.*}}^ the size of the result in bytes does not fit in a signed 64-bit integer{{.*}}"
// RV:            %[[DIM0:.*]] = memref.dim %[[N]], %{{.*}} : memref<?x?xf32, strided<[?, 1], offset: ?>>
// RV:            %[[DIM0W:.*]] = arith.index_cast %[[DIM0]] : index to i128
// RV:            %[[EQ0:.*]] = arith.cmpi eq, %[[DIM0W]], %[[OUT0]] : i128
// RV:            cf.assert %[[EQ0]], "{{.*}}^ dimension 0 of the destination is not the output extent{{.*}}"
// RV:            %[[DIM1:.*]] = memref.dim %[[N]], %{{.*}} : memref<?x?xf32, strided<[?, 1], offset: ?>>
// RV:            %[[DIM1W:.*]] = arith.index_cast %[[DIM1]] : index to i128
// RV:            %[[EQ1:.*]] = arith.cmpi eq, %[[DIM1W]], %[[C6W]] : i128
// RV:            cf.assert %[[EQ1]], "{{.*}}^ dimension 1 of the destination is not the output extent{{.*}}"
// Views of one allocation (the same aligned pointer) must not share an
// element: a destination overlapping the source is undefined.
// RV:            memref.extract_strided_metadata %[[N]]
// RV:            %[[PM:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// RV:            %[[PN:.*]] = memref.extract_aligned_pointer_as_index %[[N]]
// RV:            %[[MN:.*]] = arith.cmpi slt, %[[PM]], %[[PN]] : index
// RV:            %[[NM:.*]] = arith.cmpi slt, %[[PN]], %[[PM]] : index
// RV:            %[[OTHER:.*]] = arith.ori %[[MN]], %[[NM]] : i1
// RV:            %[[OK:.*]] = arith.ori %[[OTHER]], %{{.*}} : i1
// RV:            cf.assert %[[OK]], "{{.*}}^ the destination overlaps the source{{.*}}"
// RV-NOT:        cf.assert
// RV:            pad.pad_into reflect %[[M]] below[%[[LO]], -1] above[-1, 3] into %[[N]]
// RV-NEXT:       return
func.func @memref_strided_dest(%m: memref<3x4xf32>, %lo: index, %n: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  pad.pad_into reflect %m below[%lo, -1] above[-1, 3] into %n : memref<3x4xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

//===----------------------------------------------------------------------===//
// Each of the five modes, on tensors and on memrefs.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @modes_tensor(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<2x3xf32>, %[[D0:[^:]*]]: tensor<5x6xf32>, %[[D1:[^:]*]]: tensor<7x10xf32>, %[[D2:[^:]*]]: tensor<9x13xf32>, %[[D3:[^:]*]]: tensor<4x4xf32>, %[[D4:[^:]*]]: tensor<6x9xf32>)
// CHECK:         {{^ *}}%[[R0:.*]] = pad.pad_into constant %[[X]] below[1, 0] above[2, 3] into %[[D0]] : tensor<2x3xf32> to tensor<5x6xf32>{{$}}
// CHECK:         {{^ *}}%[[R1:.*]] = pad.pad_into edge %[[X]] below[5, 0] above[0, 7] into %[[D1]] : tensor<2x3xf32> to tensor<7x10xf32>{{$}}
// CHECK:         {{^ *}}%[[R2:.*]] = pad.pad_into reflect %[[X]] below[4, 1] above[3, 9] into %[[D2]] : tensor<2x3xf32> to tensor<9x13xf32>{{$}}
// CHECK:         {{^ *}}%[[R3:.*]] = pad.pad_into symmetric %[[X]] below[1, 0] above[1, 1] into %[[D3]] : tensor<2x3xf32> to tensor<4x4xf32>{{$}}
// CHECK:         {{^ *}}%[[R4:.*]] = pad.pad_into wrap %[[X]] below[2, 3] above[2, 3] into %[[D4]] : tensor<2x3xf32> to tensor<6x9xf32>{{$}}
// CHECK:         return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]] :
// GENERIC-LABEL: sym_name = "modes_tensor"
// GENERIC:       pad_mode = #pad<mode constant>
// GENERIC:       pad_mode = #pad<mode edge>
// GENERIC:       pad_mode = #pad<mode reflect>
// GENERIC:       pad_mode = #pad<mode symmetric>
// GENERIC:       pad_mode = #pad<mode wrap>
// RV-LABEL:      func.func @modes_tensor(
// RV-NOT:        cf.assert
// RV:            return
func.func @modes_tensor(%x: tensor<2x3xf32>, %d0: tensor<5x6xf32>, %d1: tensor<7x10xf32>, %d2: tensor<9x13xf32>, %d3: tensor<4x4xf32>, %d4: tensor<6x9xf32>)
    -> (tensor<5x6xf32>, tensor<7x10xf32>, tensor<9x13xf32>, tensor<4x4xf32>, tensor<6x9xf32>) {
  %0 = pad.pad_into constant %x below[1, 0] above[2, 3] into %d0 : tensor<2x3xf32> to tensor<5x6xf32>
  %1 = pad.pad_into edge %x below[5, 0] above[0, 7] into %d1 : tensor<2x3xf32> to tensor<7x10xf32>
  %2 = pad.pad_into reflect %x below[4, 1] above[3, 9] into %d2 : tensor<2x3xf32> to tensor<9x13xf32>
  %3 = pad.pad_into symmetric %x below[1, 0] above[1, 1] into %d3 : tensor<2x3xf32> to tensor<4x4xf32>
  %4 = pad.pad_into wrap %x below[2, 3] above[2, 3] into %d4 : tensor<2x3xf32> to tensor<6x9xf32>
  return %0, %1, %2, %3, %4 : tensor<5x6xf32>, tensor<7x10xf32>, tensor<9x13xf32>, tensor<4x4xf32>, tensor<6x9xf32>
}

// CHECK-LABEL: func.func @modes_memref(
// CHECK-SAME:      %[[X:[^:]*]]: memref<2x3xi8>, %[[V:[^:]*]]: i8, %[[D0:[^:]*]]: memref<5x6xi8>, %[[D1:[^:]*]]: memref<7x10xi8>, %[[D2:[^:]*]]: memref<9x13xi8>, %[[D3:[^:]*]]: memref<4x4xi8>, %[[D4:[^:]*]]: memref<6x9xi8>)
// CHECK:         {{^ *}}pad.pad_into constant %[[X]] below[1, 0] above[2, 3] value %[[V]] into %[[D0]] : memref<2x3xi8> to memref<5x6xi8>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into edge %[[X]] below[5, 0] above[0, 7] into %[[D1]] : memref<2x3xi8> to memref<7x10xi8>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into reflect %[[X]] below[4, 1] above[3, 9] into %[[D2]] : memref<2x3xi8> to memref<9x13xi8>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into symmetric %[[X]] below[1, 0] above[1, 1] into %[[D3]] : memref<2x3xi8> to memref<4x4xi8>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into wrap %[[X]] below[2, 3] above[2, 3] into %[[D4]] : memref<2x3xi8> to memref<6x9xi8>{{$}}
// CHECK-NEXT:    return{{$}}
// GENERIC-LABEL: sym_name = "modes_memref"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64: 2, 3>, static_padding_below = array<i64: 1, 0>}> : (memref<2x3xi8>, i8, memref<5x6xi8>) -> (){{$}}
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode wrap>, static_padding_above = array<i64: 2, 3>, static_padding_below = array<i64: 2, 3>}> : (memref<2x3xi8>, memref<6x9xi8>) -> (){{$}}
// Static forms on buffers: no rule to check at run time; only whether a
// destination overlaps its source, which two arguments may.
// RV-LABEL:      func.func @modes_memref(
// RV-COUNT-5:    cf.assert %{{.*}}, "{{.*}}^ the destination overlaps the source{{.*}}"
// RV-NOT:        cf.assert
// RV:            return
func.func @modes_memref(%x: memref<2x3xi8>, %v: i8, %d0: memref<5x6xi8>, %d1: memref<7x10xi8>, %d2: memref<9x13xi8>, %d3: memref<4x4xi8>, %d4: memref<6x9xi8>) {
  pad.pad_into constant %x below[1, 0] above[2, 3] value %v into %d0 : memref<2x3xi8> to memref<5x6xi8>
  pad.pad_into edge %x below[5, 0] above[0, 7] into %d1 : memref<2x3xi8> to memref<7x10xi8>
  pad.pad_into reflect %x below[4, 1] above[3, 9] into %d2 : memref<2x3xi8> to memref<9x13xi8>
  pad.pad_into symmetric %x below[1, 0] above[1, 1] into %d3 : memref<2x3xi8> to memref<4x4xi8>
  pad.pad_into wrap %x below[2, 3] above[2, 3] into %d4 : memref<2x3xi8> to memref<6x9xi8>
  return
}

//===----------------------------------------------------------------------===//
// Value operand and interior.
//===----------------------------------------------------------------------===//

// The value's type is the element type and is not written; interior on a
// memref; an all-zero `interior[0]` is not printed.
// CHECK-LABEL: func.func @value_interior(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<2xcomplex<f32>>, %[[V:[^:]*]]: complex<f32>, %[[D:[^:]*]]: tensor<9xcomplex<f32>>, %[[M:[^:]*]]: memref<3x2xf16>, %[[W:[^:]*]]: f16, %[[N:[^:]*]]: memref<3x4xf16>, %[[Y:[^:]*]]: tensor<2xindex>, %[[E:[^:]*]]: tensor<4xindex>)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad_into constant %[[X]] below[3] above[3] interior[1] value %[[V]] into %[[D]] : tensor<2xcomplex<f32>> to tensor<9xcomplex<f32>>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into constant %[[M]] below[0, -1] above[0, 1] interior[0, 2] value %[[W]] into %[[N]] : memref<3x2xf16> to memref<3x4xf16>{{$}}
// CHECK-NEXT:    {{^ *}}%[[S:.*]] = pad.pad_into constant %[[Y]] below[1] above[1] into %[[E]] : tensor<2xindex> to tensor<4xindex>{{$}}
// CHECK-NEXT:    return %[[R]], %[[S]] :
// GENERIC-LABEL: sym_name = "value_interior"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}) <{interior = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>, {{.*}}}> : (tensor<2xcomplex<f32>>, complex<f32>, tensor<9xcomplex<f32>>) -> tensor<9xcomplex<f32>>
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}) <{interior = array<i64: 0, 2>, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>, {{.*}}}> : (memref<3x2xf16>, f16, memref<3x4xf16>) -> ()
// The parsed `interior[0]` is kept as an attribute (so that a wrong length
// is still diagnosed) although it is not printed.
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}) <{interior = array<i64: 0>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, {{.*}}}> : (tensor<2xindex>, tensor<4xindex>) -> tensor<4xindex>
func.func @value_interior(%x: tensor<2xcomplex<f32>>, %v: complex<f32>, %d: tensor<9xcomplex<f32>>,
                          %m: memref<3x2xf16>, %w: f16, %n: memref<3x4xf16>,
                          %y: tensor<2xindex>, %e: tensor<4xindex>) -> (tensor<9xcomplex<f32>>, tensor<4xindex>) {
  %0 = pad.pad_into constant %x below[3] above[3] interior[1] value %v into %d : tensor<2xcomplex<f32>> to tensor<9xcomplex<f32>>
  pad.pad_into constant %m below[0, -1] above[0, 1] interior[0, 2] value %w into %n : memref<3x2xf16> to memref<3x4xf16>
  %1 = pad.pad_into constant %y below[1] above[1] interior[0] into %e : tensor<2xindex> to tensor<4xindex>
  return %0, %1 : tensor<9xcomplex<f32>>, tensor<4xindex>
}

//===----------------------------------------------------------------------===//
// Dynamic pads, extents and destinations.
//===----------------------------------------------------------------------===//

// The spec's dynamic example, into a tensor.
// CHECK-LABEL: func.func @dynamic_edge(
// CHECK-SAME:      %[[T:.*]]: tensor<?x4xf32>, %[[LO:.*]]: index, %[[HI:.*]]: index, %[[D:.*]]: tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad_into edge %[[T]] below[%[[LO]], 0] above[1, %[[HI]]] into %[[D]] : tensor<?x4xf32> to tensor<?x?xf32>{{$}}
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "dynamic_edge"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, pad_mode = #pad<mode edge>, static_padding_above = array<i64: 1, -9223372036854775808>, static_padding_below = array<i64: -9223372036854775808, 0>}> : (tensor<?x4xf32>, index, index, tensor<?x?xf32>) -> tensor<?x?xf32>
// Every check of the form, in order: per dimension rule 9 then (not in
// constant mode, and only where `arg`'s extent may be 0) rule 6; then rule
// 10; then each destination extent against the output extent. Everything is
// computed in i128: dimension 0 is max(lo + d0 + 1, 0), dimension 1
// max(hi + 4, 0).
// RV-LABEL:      func.func @dynamic_edge(
// RV-SAME:           %[[T:.*]]: tensor<?x4xf32>, %[[LO:.*]]: index, %[[HI:.*]]: index, %[[D:.*]]: tensor<?x?xf32>)
// RV-DAG:        %[[LIMIT:.*]] = arith.constant 9223372036854775808 : i128
// RV-DAG:        %[[C4W:.*]] = arith.constant 4 : i128
// RV-DAG:        %[[C0W:.*]] = arith.constant 0 : i128
// RV-DAG:        %[[C1W:.*]] = arith.constant 1 : i128
// RV:            %[[D0:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?x4xf32>
// RV:            %[[D0W:.*]] = arith.index_cast %[[D0]] : index to i128
// RV:            %[[LOW:.*]] = arith.index_cast %[[LO]] : index to i128
// RV:            %[[A0:.*]] = arith.addi %[[LOW]], %[[D0W]] : i128
// RV:            %[[A1:.*]] = arith.addi %[[A0]], %[[C1W]] : i128
// RV:            %[[OUT0:.*]] = arith.maxsi %[[A1]], %[[C0W]] : i128
// RV:            %[[HIW:.*]] = arith.index_cast %[[HI]] : index to i128
// RV:            %[[A2:.*]] = arith.addi %[[HIW]], %[[C4W]] : i128
// RV:            %[[OUT1:.*]] = arith.maxsi %[[A2]], %[[C0W]] : i128
// RV:            %[[M0:.*]] = arith.maxsi %[[D0W]], %[[OUT0]] : i128
// RV:            %[[FITS0:.*]] = arith.cmpi slt, %[[M0]], %[[LIMIT]] : i128
// RV:            cf.assert %[[FITS0]], "ERROR: Runtime op verification failed\0A%{{.*}} = pad.pad_into edge %{{.*}}\0A^ the output extent of dimension 0 does not fit in 64 bits\0ALocation: {{.*}}"
// RV:            %[[NONEMPTY0:.*]] = arith.cmpi sgt, %[[D0W]], %[[C0W]] : i128
// RV:            %[[EMPTY0:.*]] = arith.cmpi eq, %[[OUT0]], %[[C0W]] : i128
// RV:            %[[OK0:.*]] = arith.ori %[[NONEMPTY0]], %[[EMPTY0]] : i1
// RV:            cf.assert %[[OK0]], "{{.*}}^ mode 'edge' cannot pad dimension 0 of extent 0 to a non-empty output{{.*}}"
// RV:            %[[M1:.*]] = arith.maxsi %[[OUT1]], %[[C4W]] : i128
// RV:            %[[FITS1:.*]] = arith.cmpi slt, %[[M1]], %[[LIMIT]] : i128
// RV:            cf.assert %[[FITS1]], "{{.*}}^ the output extent of dimension 1 does not fit in 64 bits{{.*}}"
// RV-NOT:        mode 'edge' cannot pad dimension 1
// RV:            %[[B0:.*]] = arith.muli %[[OUT0]], %[[C4W]] : i128
// RV:            %[[B1:.*]] = arith.minsi %[[B0]], %[[LIMIT]] : i128
// RV:            %[[B2:.*]] = arith.muli %[[B1]], %[[OUT1]] : i128
// RV:            %[[B3:.*]] = arith.minsi %[[B2]], %[[LIMIT]] : i128
// RV:            %[[BYTES:.*]] = arith.cmpi slt, %[[B3]], %[[LIMIT]] : i128
// RV:            cf.assert %[[BYTES]], "{{.*}}^ the size of the result in bytes does not fit in a signed 64-bit integer{{.*}}"
// RV:            %[[E0:.*]] = tensor.dim %[[D]], %{{.*}} : tensor<?x?xf32>
// RV:            %[[E0W:.*]] = arith.index_cast %[[E0]] : index to i128
// RV:            %[[EQ0:.*]] = arith.cmpi eq, %[[E0W]], %[[OUT0]] : i128
// RV:            cf.assert %[[EQ0]], "{{.*}}^ dimension 0 of the destination is not the output extent{{.*}}"
// RV:            %[[E1:.*]] = tensor.dim %[[D]], %{{.*}} : tensor<?x?xf32>
// RV:            %[[E1W:.*]] = arith.index_cast %[[E1]] : index to i128
// RV:            %[[EQ1:.*]] = arith.cmpi eq, %[[E1W]], %[[OUT1]] : i128
// RV:            cf.assert %[[EQ1]], "{{.*}}^ dimension 1 of the destination is not the output extent{{.*}}"
// RV-NOT:        cf.assert
// RV:            %[[R:.*]] = pad.pad_into edge %[[T]] below[%[[LO]], 0] above[1, %[[HI]]] into %[[D]] : tensor<?x4xf32> to tensor<?x?xf32>
// RV-NEXT:       return %[[R]]
func.func @dynamic_edge(%t: tensor<?x4xf32>, %lo: index, %hi: index, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = pad.pad_into edge %t below[%lo, 0] above[1, %hi] into %d : tensor<?x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// A destination dimension may be static where the inferred extent is
// dynamic (dimension 0), and dynamic where it is static (dimension 1): only
// two static extents that differ are an error. The same SSA value may be
// used for several dynamic entries.
// CHECK-LABEL: func.func @dest_more_or_less_static(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<?x4xf32>, %[[P:[^:]*]]: index, %[[D:[^:]*]]: tensor<5x?xf32>, %[[M:[^:]*]]: memref<?x4xf32>, %[[N:[^:]*]]: memref<?x8xf32, strided<[?, ?], offset: ?>>)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad_into symmetric %[[X]] below[%[[P]], 2] above[%[[P]], 2] into %[[D]] : tensor<?x4xf32> to tensor<5x?xf32>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into wrap %[[M]] below[1, %[[P]]] above[1, %[[P]]] into %[[N]] : memref<?x4xf32> to memref<?x8xf32, strided<[?, ?], offset: ?>>{{$}}
// CHECK-NEXT:    return %[[R]]
// GENERIC-LABEL: sym_name = "dest_more_or_less_static"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, pad_mode = #pad<mode symmetric>, static_padding_above = array<i64: -9223372036854775808, 2>, static_padding_below = array<i64: -9223372036854775808, 2>}> : (tensor<?x4xf32>, index, index, tensor<5x?xf32>) -> tensor<5x?xf32>
// Dimension 1 of @dest_more_or_less_static's tensor destination is dynamic
// and its output extent 8 is static: checked. Dimension 0 of the memref
// destination is dynamic, dimension 1 static 8 against a dynamic output
// extent: both checked.
// RV-LABEL:      func.func @dest_more_or_less_static(
// RV:            cf.assert %{{.*}}, "{{.*}}^ dimension 0 of the destination is not the output extent{{.*}}"
// RV:            cf.assert %{{.*}}, "{{.*}}^ dimension 1 of the destination is not the output extent{{.*}}"
// RV-NOT:        cf.assert
// RV:            pad.pad_into symmetric
// RV:            cf.assert %{{.*}}, "{{.*}}^ dimension 0 of the destination is not the output extent{{.*}}"
// RV:            cf.assert %{{.*}}, "{{.*}}^ dimension 1 of the destination is not the output extent{{.*}}"
// RV:            pad.pad_into wrap
func.func @dest_more_or_less_static(%x: tensor<?x4xf32>, %p: index, %d: tensor<5x?xf32>,
                                    %m: memref<?x4xf32>, %n: memref<?x8xf32, strided<[?, ?], offset: ?>>) -> tensor<5x?xf32> {
  %0 = pad.pad_into symmetric %x below[%p, 2] above[%p, 2] into %d : tensor<?x4xf32> to tensor<5x?xf32>
  pad.pad_into wrap %m below[1, %p] above[1, %p] into %n : memref<?x4xf32> to memref<?x8xf32, strided<[?, ?], offset: ?>>
  return %0 : tensor<5x?xf32>
}

//===----------------------------------------------------------------------===//
// Rank 0, zero-size dimensions, extreme pads, attributes.
//===----------------------------------------------------------------------===//

// Rank 0 takes empty lists, on tensors and on memrefs; an empty
// `interior[]` is not printed.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<f32>, %[[D:[^:]*]]: tensor<f32>, %[[M:[^:]*]]: memref<i8>, %[[V:[^:]*]]: i8, %[[N:[^:]*]]: memref<i8>)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad_into wrap %[[X]] below[] above[] into %[[D]] : tensor<f32> to tensor<f32>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into constant %[[M]] below[] above[] value %[[V]] into %[[N]] : memref<i8> to memref<i8>{{$}}
// CHECK-NEXT:    return %[[R]]
// GENERIC-LABEL: sym_name = "rank0"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}) <{interior = array<i64>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode wrap>, static_padding_above = array<i64>, static_padding_below = array<i64>}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>, pad_mode = #pad<mode constant>, static_padding_above = array<i64>, static_padding_below = array<i64>}> : (memref<i8>, i8, memref<i8>) -> ()
// RV-LABEL:      func.func @rank0(
// RV-COUNT-1:    cf.assert %{{.*}}, "{{.*}}^ the destination overlaps the source{{.*}}"
// RV-NOT:        cf.assert
// RV:            return
func.func @rank0(%x: tensor<f32>, %d: tensor<f32>, %m: memref<i8>, %v: i8, %n: memref<i8>) -> tensor<f32> {
  %0 = pad.pad_into wrap %x below[] above[] interior[] into %d : tensor<f32> to tensor<f32>
  pad.pad_into constant %m below[] above[] value %v into %n : memref<i8> to memref<i8>
  return %0 : tensor<f32>
}

// Zero-size dimensions: constant mode pads an empty dimension to a
// non-empty one; other modes keep an empty dimension empty (rule 6 is per
// dimension); crops make a dimension empty.
// CHECK-LABEL: func.func @zero_size(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<0x3xf32>, %[[D:[^:]*]]: tensor<2x0xf32>, %[[Y:[^:]*]]: memref<0x2xi16>, %[[N:[^:]*]]: memref<0x5xi16>, %[[Z:[^:]*]]: memref<0xi1>, %[[O:[^:]*]]: memref<0xi1>)
// CHECK:         {{^ *}}%[[R:.*]] = pad.pad_into constant %[[X]] below[1, -2] above[1, -1] into %[[D]] : tensor<0x3xf32> to tensor<2x0xf32>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into edge %[[Y]] below[0, 1] above[-3, 2] into %[[N]] : memref<0x2xi16> to memref<0x5xi16>{{$}}
// CHECK-NEXT:    {{^ *}}pad.pad_into reflect %[[Z]] below[0] above[0] into %[[O]] : memref<0xi1> to memref<0xi1>{{$}}
// CHECK-NEXT:    return %[[R]]
// RV-LABEL:      func.func @zero_size(
// RV-NOT:        cf.assert
// RV:            return
func.func @zero_size(%x: tensor<0x3xf32>, %d: tensor<2x0xf32>, %y: memref<0x2xi16>, %n: memref<0x5xi16>, %z: memref<0xi1>, %o: memref<0xi1>) -> tensor<2x0xf32> {
  %0 = pad.pad_into constant %x below[1, -2] above[1, -1] into %d : tensor<0x3xf32> to tensor<2x0xf32>
  pad.pad_into edge %y below[0, 1] above[-3, 2] into %n : memref<0x2xi16> to memref<0x5xi16>
  pad.pad_into reflect %z below[0] above[0] into %o : memref<0xi1> to memref<0xi1>
  return %0 : tensor<2x0xf32>
}

// Pads at the 64-bit limits whose output extent still fits; crops beyond
// the extent give an empty output.
// CHECK-LABEL: func.func @extreme_pads(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<4xi8>, %[[D:[^:]*]]: tensor<9223372036854775807xi8>, %[[E:[^:]*]]: tensor<0xi8>)
// CHECK:         {{^ *}}%{{.*}} = pad.pad_into constant %[[X]] below[9223372036854775807] above[-4] into %[[D]] : tensor<4xi8> to tensor<9223372036854775807xi8>{{$}}
// CHECK-NEXT:    {{^ *}}%{{.*}} = pad.pad_into wrap %[[X]] below[-9223372036854775807] above[-9223372036854775807] into %[[E]] : tensor<4xi8> to tensor<0xi8>{{$}}
func.func @extreme_pads(%x: tensor<4xi8>, %d: tensor<9223372036854775807xi8>, %e: tensor<0xi8>) {
  %0 = pad.pad_into constant %x below[9223372036854775807] above[-4] into %d : tensor<4xi8> to tensor<9223372036854775807xi8>
  %1 = pad.pad_into wrap %x below[-9223372036854775807] above[-9223372036854775807] into %e : tensor<4xi8> to tensor<0xi8>
  return
}

// A discardable attribute is printed in the dictionary after `into`.
// CHECK-LABEL: func.func @attrs(
// CHECK:         {{^ *}}%{{.*}} = pad.pad_into wrap %{{.*}} below[1] above[1] into %{{.*}} {user.mark = 7 : i64} : tensor<2xf32> to tensor<4xf32>{{$}}
// GENERIC-LABEL: sym_name = "attrs"
// GENERIC:       "pad.pad_into"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, pad_mode = #pad<mode wrap>, static_padding_above = array<i64: 1>, static_padding_below = array<i64: 1>}> {user.mark = 7 : i64} : (tensor<2xf32>, tensor<4xf32>) -> tensor<4xf32>
func.func @attrs(%x: tensor<2xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pad.pad_into wrap %x below[1] above[1] into %d {user.mark = 7 : i64} : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
