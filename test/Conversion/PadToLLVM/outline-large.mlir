// --pad-to-llvm outlines a pad of at least outline-large-bytes (1 MiB by
// default) into the shared kernel of its kind; a negative value keeps it
// inline, and outline-max-bytes=-1 disables outlining altogether.
// RUN: pad-opt %s --pad-to-llvm --mlir-print-ir-after=pad-outline-kernels -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=LARGE
// RUN: pad-opt %s --pad-to-llvm="outline-large-bytes=2000000" --mlir-print-ir-after=pad-outline-kernels -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=INLINE
// RUN: pad-opt %s --pad-to-llvm="outline-large-bytes=-1" --mlir-print-ir-after=pad-outline-kernels -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=INLINE
// RUN: pad-opt %s --pad-to-llvm="outline-max-bytes=-1" --mlir-print-ir-before=pad-to-destination-style -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=INLINE

// 514 x 514 f32: 1,056,784 bytes.
//   LARGE-LABEL: func.func @large(
//         LARGE:   call @__pad_edge_2d_f32(
//         LARGE: func.func private @__pad_edge_2d_f32(
//  INLINE-LABEL: func.func @large(
//    INLINE-NOT:   call
//        INLINE:   pad.pad edge %{{.*}} : tensor<512x512xf32> to tensor<514x514xf32>
func.func @large(%x: tensor<512x512xf32>) -> tensor<514x514xf32> {
  %0 = pad.pad edge %x below[1, 1] above[1, 1] : tensor<512x512xf32> to tensor<514x514xf32>
  return %0 : tensor<514x514xf32>
}
