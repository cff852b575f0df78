// A tool that registers the pad dialect alone (pad-dialect-only-opt: every
// upstream dialect, extension and pass, the pad passes, and none of the
// pad ops' interface models) runs the pipeline and every pass that needs a
// model: each registers the models itself (spec section 1). The seed's
// example runs to its values on both routes.
// RUN: pad-dialect-only-opt %s --pad-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s --check-prefix=VALUES
// RUN: pad-dialect-only-opt %s --pad-to-llvm="lowering=scf" \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s --check-prefix=VALUES
// RUN: pad-dialect-only-opt %s --pad-to-llvm="lowering=linalg parallel=true" \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%libomp \
// RUN: | FileCheck %s --check-prefix=VALUES

// The lowerings one by one; One-Shot Bufferize (BufferizableOpInterface) is
// upstream's pass, and needs the models registered by the pipeline or the
// tool.
// RUN: pad-dialect-only-opt %s --convert-pad-to-linalg | FileCheck %s --check-prefix=LOWERED
// RUN: pad-dialect-only-opt %s --convert-pad-to-scf | FileCheck %s --check-prefix=LOWERED

// VALUES: rank = 2 offset = 0 sizes = [7, 9] strides = [9, 1] data =
// VALUES-NEXT: {{\[\[}}42, 42, 42, 42, 42, 42, 42, 42, 42],
// VALUES-NEXT:  [42, 42, 1, 42, 42, 2, 42, 42, 3],
// VALUES-NEXT:  [42, 42, 42, 42, 42, 42, 42, 42, 42],
// VALUES-NEXT:  [42, 42, 4, 42, 42, 5, 42, 42, 6],
// VALUES-NEXT:  [42, 42, 42, 42, 42, 42, 42, 42, 42],
// VALUES-NEXT:  [42, 42, 7, 42, 42, 8, 42, 42, 9],
// VALUES-NEXT:  [42, 42, 42, 42, 42, 42, 42, 42, 42]]

// The conversions fold the pad of a constant (spec: at most 4096 elements).
// LOWERED-LABEL: func.func @main
// LOWERED-NOT: pad.pad
// LOWERED: arith.constant dense<{{\[\[}}42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 1, 42, 42, 2, 42, 42, 3], [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 4, 42, 42, 5, 42, 42, 6], [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 7, 42, 42, 8, 42, 42, 9], [42, 42, 42, 42, 42, 42, 42, 42, 42]]> : tensor<7x9xi32>
// LOWERED-NOT: pad.pad

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %c42 = arith.constant 42 : i32
  %r = pad.pad constant %x below[1, 2] above[1, 0] interior[1, 2] value %c42 : tensor<3x3xi32> to tensor<7x9xi32>
  %m = bufferization.to_buffer %r : tensor<7x9xi32> to memref<7x9xi32>
  %u = memref.cast %m : memref<7x9xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
