// Every tile keeps the pad's checks (spec section 2): a pad with dynamic
// amounts tiled by tile_using_for, tile_using_forall or fuse (as the root,
// or fused into a consumer's loop) still aborts with the message of rule 9
// or 10, ahead of the loop and of the buffer the tiling allocates, in both
// routes. Before, the tiled pad allocated `max(p + d + q, 0)` elements,
// whose size in bytes wrapped to 12, and its tiles wrote past them.
// Valid pads tiled the same way give numpy's values.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-for.mlir --transform-interpreter | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-forall.mlir --transform-interpreter | FileCheck %s --check-prefix=IR
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-for.mlir --transform-interpreter --pad-to-llvm=lowering=linalg > %t.for-linalg.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-for.mlir --transform-interpreter --pad-to-llvm=lowering=scf > %t.for-scf.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-forall.mlir --transform-interpreter --pad-to-llvm=lowering=linalg > %t.forall-linalg.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-forall.mlir --transform-interpreter --pad-to-llvm=lowering=scf > %t.forall-scf.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-fuse.mlir --transform-interpreter --pad-to-llvm=lowering=linalg > %t.fuse-linalg.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-fuse.mlir --transform-interpreter --pad-to-llvm=lowering=scf > %t.fuse-scf.mlir
// Fused into a consumer, after upstream resolves the consumer's sizes
// through the pad's reified shape: the pad itself is then gone.
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-fuse.mlir --transform-interpreter --resolve-ranked-shaped-type-result-dims --canonicalize --cse \
// RUN:   | FileCheck %s --check-prefix=RESOLVED
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-fuse.mlir --transform-interpreter --resolve-ranked-shaped-type-result-dims --canonicalize --cse --pad-to-llvm=lowering=linalg > %t.resolved-linalg.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tile-checks-fuse.mlir --transform-interpreter --resolve-ranked-shaped-type-result-dims --canonicalize --cse --pad-to-llvm=lowering=scf > %t.resolved-scf.mlir
//
// RUN: for f in for-linalg for-scf forall-linalg forall-scf fuse-linalg fuse-scf resolved-linalg resolved-scf; do \
// RUN:   %pad-run --compile %t.$f.mlir -o %t.$f.so || exit 1; \
// RUN:   %pad-run %t.$f.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s --check-prefix=VALUES || exit 1; \
// RUN:   not --crash stdbuf -o0 %pad-run %t.$f.so -e main_rule10 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE10 || exit 1; \
// RUN:   not --crash stdbuf -o0 %pad-run %t.$f.so -e main_rule9 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE9 || exit 1; \
// RUN:   not --crash stdbuf -o0 %pad-run %t.$f.so -e main_consumer_rule10 -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=RULE10 || exit 1; \
// RUN: done

// The checks come first, then the buffer the tiling allocates, then the loop.
// IR-LABEL: func.func private @pad_rule10(
// IR:         cf.assert %{{.*}}, "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
// IR:         cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
// IR:         tensor.empty
// IR:         scf.{{for|forall}}
// IR-LABEL: func.func private @pad_rule9(

// RESOLVED-LABEL: func.func private @consumer_rule10(
// RESOLVED-NOT:     = pad.pad
// RESOLVED:         cf.assert %{{.*}}, "pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer"
// RESOLVED-NOT:     = pad.pad
// RESOLVED:         scf.for
// RESOLVED:           = pad.pad edge
// RESOLVED-LABEL: func.func private @consumer_valid(

// numpy.pad([1, 2, 3], (2, 3), 'reflect'), and 2 * numpy.pad([1, 2, 3], (2, 0), 'edge').
// VALUES:      [3,  2,  1,  2,  3,  2,  1,  2]
// VALUES:      [2,  2,  2,  4,  6]

// RULE10: pad.pad: the size of the result in bytes does not fit in a signed 64-bit integer
// RULE9: pad.pad: the output extent of dimension 0 does not fit in 64 bits

func.func private @printMemrefF32(memref<*xf32>)

func.func private @pad_rule10(%t: tensor<3xf32>, %l: index) -> tensor<?xf32> attributes {no_inline} {
  %r = pad.pad edge %t below[%l] above[0] {tile} : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func private @pad_rule9(%t: tensor<3xf32>, %l: index, %h: index) -> tensor<?xf32> attributes {no_inline} {
  %r = pad.pad edge %t below[%l] above[%h] {tile} : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func private @pad_valid(%t: tensor<3xf32>, %l: index, %h: index) -> tensor<?xf32> attributes {no_inline} {
  %r = pad.pad reflect %t below[%l] above[%h] {tile} : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

#id = affine_map<(i) -> (i)>
func.func private @consumer_rule10(%t: tensor<3xf32>, %l: index) -> tensor<?xf32> attributes {no_inline} {
  %r = pad.pad edge %t below[%l] above[0] : tensor<3xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %r, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<?xf32>) outs(%e : tensor<?xf32>) attrs = {fuse} {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %g : tensor<?xf32>
}

func.func private @consumer_valid(%t: tensor<3xf32>, %l: index) -> tensor<?xf32> attributes {no_inline} {
  %g = call @consumer_rule10(%t, %l) : (tensor<3xf32>, index) -> tensor<?xf32>
  return %g : tensor<?xf32>
}

func.func private @print(%r: tensor<?xf32>) {
  %m = bufferization.to_buffer %r : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = call @pad_valid(%x, %c2, %c3) : (tensor<3xf32>, index, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  %g = call @consumer_valid(%x, %c2) : (tensor<3xf32>, index) -> tensor<?xf32>
  call @print(%g) : (tensor<?xf32>) -> ()
  return
}

// 2^62 + 3 elements of 4 bytes: 2^64 + 12 bytes, which wrap to 12.
func.func @main_rule10() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %l = arith.constant 4611686018427387904 : index
  %r = call @pad_rule10(%x, %l) : (tensor<3xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// An extent of 2^64 + 1: it wraps to 1.
func.func @main_rule9() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %max = arith.constant 9223372036854775807 : index
  %r = call @pad_rule9(%x, %max, %max) : (tensor<3xf32>, index, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

func.func @main_consumer_rule10() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %l = arith.constant 4611686018427387904 : index
  %g = call @consumer_rule10(%x, %l) : (tensor<3xf32>, index) -> tensor<?xf32>
  call @print(%g) : (tensor<?xf32>) -> ()
  return
}
