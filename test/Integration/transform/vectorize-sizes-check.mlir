// A masked pad whose result exceeds its vector sizes at run time stops with
// a message (spec section 5: never wrong code). Before, vector sizes [4, 4]
// on a reflect pad whose result is 5x6 at run time left its fifth row and
// columns unwritten, and they printed uninitialised memory. A result within
// the sizes gives numpy's values. Both routes of --pad-to-llvm, and
// upstream's passes alone.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-sizes-check.mlir --transform-interpreter | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-sizes-check.mlir --transform-interpreter --pad-to-llvm=lowering=linalg > %t.linalg.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-sizes-check.mlir --transform-interpreter --pad-to-llvm=lowering=scf > %t.scf.mlir
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-sizes-check.mlir --transform-interpreter \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --lower-vector-mask --convert-vector-to-scf=full-unroll=true --convert-vector-to-llvm \
// RUN:   --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts > %t.upstream.mlir
// RUN: for f in linalg scf upstream; do \
// RUN:   %pad-run --compile %t.$f.mlir -o %t.$f.so || exit 1; \
// RUN:   %pad-run %t.$f.so -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s || exit 1; \
// RUN:   not --crash stdbuf -o0 %pad-run %t.$f.so -e too_large -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=TOO-LARGE || exit 1; \
// RUN: done

// IR-LABEL: func.func private @reflect(
// IR:         cf.assert %{{.*}}, "pad.pad: the extent of dimension 0 of the result exceeds its vector size 4 (transform.pad.vectorize vector_sizes)"
// IR:         cf.assert %{{.*}}, "pad.pad: the extent of dimension 1 of the result exceeds its vector size 4 (transform.pad.vectorize vector_sizes)"
// IR:         vector.transfer_write

// numpy.pad([[1, 2, 3], [4, 5, 6], [7, 8, 9]], ((1, 0), (1, 0)), 'reflect')
// CHECK:      sizes = [4, 4]
// CHECK-NEXT: [5,   4,   5,   6]
// CHECK-NEXT: [2,   1,   2,   3]
// CHECK-NEXT: [5,   4,   5,   6]
// CHECK-NEXT: [8,   7,   8,   9]

// TOO-LARGE: pad.pad: the extent of dimension 0 of the result exceeds its vector size 4 (transform.pad.vectorize vector_sizes)

func.func private @printMemrefF32(memref<*xf32>)

func.func private @reflect(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> attributes {no_inline} {
  %p = pad.pad reflect %x below[%lo, 1] above[%hi, %hi] : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

func.func private @run(%lo: index, %hi: index) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %d = tensor.cast %x : tensor<3x3xf32> to tensor<?x?xf32>
  %r = call @reflect(%d, %lo, %hi) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %m = bufferization.to_buffer %r : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  call @run(%c1, %c0) : (index, index) -> ()
  return
}

// A 7x6 result: pads 2 and 2 on 3 rows, 1 and 2 on 3 columns.
func.func @too_large() {
  %c2 = arith.constant 2 : index
  call @run(%c2, %c2) : (index, index) -> ()
  return
}
