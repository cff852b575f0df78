// RUN: pad-opt %s -split-input-file --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: pad-opt %s -split-input-file --resolve-ranked-shaped-type-result-dims | FileCheck %s --check-prefix=REIFY

// ConditionallySpeculatable (spec section 1, "Interfaces"): loop-invariant
// code motion hoists a pad out of a loop that may run zero times only when
// the pad cannot fail at run time: constant mode, or a non-constant mode
// whose extents are static and non-zero. An edge pad of a dynamic extent
// stays (the extent may be 0: rule 6 aborts at run time).

// LICM-LABEL: func.func @hoist(
// LICM-SAME:    %[[X:[^:]*]]: tensor<?xf32>, %[[S:[^:]*]]: tensor<4xf32>, %[[N:[^:]*]]: index, %[[V:[^:]*]]: f32)
// LICM:         %[[P:.*]] = pad.pad constant %[[X]] below[1] above[1] value %[[V]] : tensor<?xf32> to tensor<?xf32>
// LICM-NEXT:    %[[T:.*]] = pad.pad reflect %[[S]] below[1] above[1] : tensor<4xf32> to tensor<6xf32>
// LICM-NEXT:    scf.for
// LICM-NEXT:      %[[Q:.*]] = pad.pad edge %[[X]] below[1] above[1] : tensor<?xf32> to tensor<?xf32>
// LICM-NEXT:      scf.yield %[[P]], %[[Q]], %[[T]]
func.func @hoist(%x: tensor<?xf32>, %s: tensor<4xf32>, %n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty(%n) : tensor<?xf32>
  %init6 = tensor.empty() : tensor<6xf32>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init, %c = %init6) -> (tensor<?xf32>, tensor<?xf32>, tensor<6xf32>) {
    %p = pad.pad constant %x below[1] above[1] value %v : tensor<?xf32> to tensor<?xf32>
    %q = pad.pad edge %x below[1] above[1] : tensor<?xf32> to tensor<?xf32>
    %t = pad.pad reflect %s below[1] above[1] : tensor<4xf32> to tensor<6xf32>
    scf.yield %p, %q, %t : tensor<?xf32>, tensor<?xf32>, tensor<6xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<?xf32>, tensor<?xf32>, tensor<6xf32>
}

// -----

// A static extent of 0 can make a wrap pad fail (rule 6): it stays.

// LICM-LABEL: func.func @zero_extent_stays(
// LICM:         scf.for
// LICM-NEXT:      pad.pad wrap
func.func @zero_extent_stays(%x: tensor<0x3xf32>, %lo: index, %n: index) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty(%n) : tensor<?x3xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<?x3xf32>) {
    %p = pad.pad wrap %x below[%lo, 0] above[0, 0] : tensor<0x3xf32> to tensor<?x3xf32>
    scf.yield %p : tensor<?x3xf32>
  }
  return %r : tensor<?x3xf32>
}

// -----

// ReifyRankedShapedTypeOpInterface: `tensor.dim` of a pad's result becomes
// the spec's shape formula on the operands, max(p + e + q, 0), computed in
// 128 bits (p + e + q may leave 64 bits while the output extent fits). A
// static dimension is its constant.

// REIFY-LABEL: func.func @reify(
// REIFY-SAME:    %[[X:[^:]*]]: tensor<?x4x3xf32>, %[[LO:[^:]*]]: index, %[[HI:[^:]*]]: index)
// REIFY-DAG:     %[[C5:.*]] = arith.constant 5 : i128
// REIFY-DAG:     %[[C2:.*]] = arith.constant 2 : i128
// REIFY-DAG:     %[[Z:.*]] = arith.constant 0 : i128
// REIFY-DAG:     %[[C0:.*]] = arith.constant 0 : index
// REIFY-DAG:     %[[C3:.*]] = arith.constant 3 : index
// REIFY:         %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4x3xf32>
// REIFY-NEXT:    %[[DW:.*]] = arith.index_cast %[[D]] : index to i128
// REIFY-NEXT:    %[[E:.*]] = arith.maxsi %[[DW]], %[[Z]] : i128
// REIFY-NEXT:    %[[LOW:.*]] = arith.index_cast %[[LO]] : index to i128
// REIFY-NEXT:    %[[S1:.*]] = arith.addi %[[LOW]], %[[E]] : i128
// REIFY-NEXT:    %[[S2:.*]] = arith.addi %[[S1]], %[[C2]] : i128
// REIFY-NEXT:    %[[M0:.*]] = arith.maxsi %[[S2]], %[[Z]] : i128
// REIFY-NEXT:    %[[OUT0:.*]] = arith.index_cast %[[M0]] : i128 to index
// REIFY-NEXT:    %[[HIW:.*]] = arith.index_cast %[[HI]] : index to i128
// REIFY-NEXT:    %[[S3:.*]] = arith.addi %[[HIW]], %[[C5]] : i128
// REIFY-NEXT:    %[[M1:.*]] = arith.maxsi %[[S3]], %[[Z]] : i128
// REIFY-NEXT:    %[[OUT1:.*]] = arith.index_cast %[[M1]] : i128 to index
// REIFY-NEXT:    return %[[OUT0]], %[[OUT1]], %[[C3]] : index, index, index
func.func @reify(%x: tensor<?x4x3xf32>, %lo: index, %hi: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad edge %x below[%lo, 1, 0] above[2, %hi, 0] : tensor<?x4x3xf32> to tensor<?x?x3xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x3xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x3xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x?x3xf32>
  return %d0, %d1, %d2 : index, index, index
}
