// A pad tiled by tile_using_forall whose tiles a transform script lowers in
// the loop's scope (transform.apply_patterns.pad.lower_to_scf or
// lower_to_linalg), next to a pad the script leaves for --pad-to-llvm;
// lowered by both routes and run. The expected values are numpy's
// (pad_oracle.spec_pad) for OpenVINO's mixed example and a symmetric pad.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-lower.mlir --transform-interpreter | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-lower.mlir --transform-interpreter --pad-to-llvm=lowering=linalg \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-lower-linalg.mlir --transform-interpreter --pad-to-llvm=lowering=scf \
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// Inside the loop no pad.pad is left; the other pad is still there.
// IR-LABEL: func.func @pads(
// IR:         scf.forall
// IR-NOT:       = pad.pad
// IR:           scf.forall.in_parallel
// IR:         = pad.pad symmetric

// CHECK:      [10,   11,   12,   11,   10,   9],
// CHECK-NEXT: [6,   7,   8,   7,   6,   5],
// CHECK-NEXT: [2,   3,   4,   3,   2,   1],
// CHECK-NEXT: [6,   7,   8,   7,   6,   5]]
// CHECK:      [3,  2,  1,  1,  2,  3,  4,  5,  5,  4,  3,  2]

func.func private @printMemrefI32(memref<*xi32>)

func.func @pads(%x: tensor<3x4xi32>, %y: tensor<5xi32>) -> (tensor<4x6xi32>, tensor<12xi32>) attributes {no_inline} {
  %0 = pad.pad reflect %x below[2, -1] above[-1, 3] {tiled} : tensor<3x4xi32> to tensor<4x6xi32>
  %1 = pad.pad symmetric %y below[3] above[4] : tensor<5xi32> to tensor<12xi32>
  return %0, %1 : tensor<4x6xi32>, tensor<12xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %y = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %r:2 = call @pads(%x, %y) : (tensor<3x4xi32>, tensor<5xi32>) -> (tensor<4x6xi32>, tensor<12xi32>)
  %m = bufferization.to_buffer %r#0 : tensor<4x6xi32> to memref<4x6xi32>
  %u = memref.cast %m : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %n = bufferization.to_buffer %r#1 : tensor<12xi32> to memref<12xi32>
  %v = memref.cast %n : memref<12xi32> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  return
}
