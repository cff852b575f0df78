// RUN: pad-opt %s --canonicalize --split-input-file | FileCheck %s

// The constant folder against nGraph's `Pad` documents (seeds 000 and 001).
// Both print the same worked example; its output is transcribed below. The
// table formula of those documents (`below + d * interior + above`) is
// garbled; the prose formula `p + (d - 1)(r + 1) + 1 + q` gives the 7x9
// shape that the printed example has.

// nGraph's example: a 3x3 tensor, interior-padding (1, 2), padding-below
// (1, 2), padding-above (1, 0), pad value 42.
// Expected: the document's printed output (also equal to spec_oracle.py).
// CHECK-LABEL: func.func @ngraph_3x3_interior()
// CHECK-NOT:     pad.pad
// CHECK:         %[[R:.+]] = arith.constant dense<{{\[\[}}42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 1, 42, 42, 2, 42, 42, 3], [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 4, 42, 42, 5, 42, 42, 6], [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 7, 42, 42, 8, 42, 42, 9], [42, 42, 42, 42, 42, 42, 42, 42, 42]]> : tensor<7x9xi32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[R]] : tensor<7x9xi32>
func.func @ngraph_3x3_interior() -> tensor<7x9xi32> {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %v = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %v : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}
