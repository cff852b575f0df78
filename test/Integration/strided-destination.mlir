// A pad written in place into a strided slice of the caller's buffer writes
// its own elements only: the columns between them are someone else's (a
// data race in threaded code if a vector covered them), so the row kernels
// leave such a pad to upstream's loops. Hand-worked values; the IR after
// --convert-pad-to-vector has no vector code and no allocation for it (the copy
// after it returns the caller's buffer).
// RUN: pad-opt %s --pad-to-llvm \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" \
// RUN: | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN: | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="outline-max-bytes=-1" --mlir-disable-threading --mlir-print-ir-after=convert-pad-to-vector -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --pad-to-llvm="outline-max-bytes=-1 lowering=scf" --mlir-disable-threading --mlir-print-ir-after=convert-pad-to-vector -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR

func.func private @printMemrefF32(memref<*xf32>)

// IR-LABEL: func.func @into_strided
//   IR-NOT:   vector.
//   IR-NOT:   memref.alloc
//       IR:   linalg.fill {{.*}} outs(%{{.*}} : memref<{{.*}}xf32, strided<[{{(34, )?}}2]{{(, offset: \?)?}}>>)
//       IR:   linalg.copy {{.*}} outs(%{{.*}} : memref<{{.*}}xf32, strided<[{{(34, )?}}4], offset: {{\?|2}}>>)
//   IR-NOT:   vector.
//       IR:   return
func.func @into_strided(%x: tensor<2x8xf32>, %out: tensor<2x34xf32> {bufferization.writable = true}) -> tensor<2x34xf32> {
  %nine = arith.constant 9.0 : f32
  %r = pad.pad constant %x below[0, 1] above[0, 1] interior[0, 1] value %nine : tensor<2x8xf32> to tensor<2x17xf32>
  %w = tensor.insert_slice %r into %out[0, 0] [2, 17] [1, 2] : tensor<2x17xf32> into tensor<2x34xf32>
  return %w : tensor<2x34xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
                             [11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0]]> : tensor<2x8xf32>
  %minus = arith.constant dense<-1.0> : tensor<2x34xf32>
  %r = call @into_strided(%x, %minus) : (tensor<2x8xf32>, tensor<2x34xf32>) -> tensor<2x34xf32>
  %m = bufferization.to_buffer %r : tensor<2x34xf32> to memref<2x34xf32>
  %u = memref.cast %m : memref<2x34xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // Even columns: the pad's row [9, x0, 9, x1, ..., 9, x7, 9]; odd columns
  // keep -1.
  // CHECK:      [9, -1, 1, -1, 9, -1, 2, -1, 9, -1, 3, -1, 9, -1, 4, -1, 9, -1, 5, -1, 9, -1, 6, -1, 9, -1, 7, -1, 9, -1, 8, -1, 9, -1],
  // CHECK-NEXT: [9, -1, 11, -1, 9, -1, 12, -1, 9, -1, 13, -1, 9, -1, 14, -1, 9, -1, 15, -1, 9, -1, 16, -1, 9, -1, 17, -1, 9, -1, 18, -1, 9, -1]]
  return
}
