// A pad that writes into the caller's buffer: the lowered code allocates
// nothing and copies nothing twice, in both routes. The output is translated
// to LLVM IR, so an op the pipeline left unlowered fails the test.
// RUN: pad-opt %s --pad-to-llvm=lowering=linalg | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm=lowering=scf | mlir-translate --mlir-to-llvmir | FileCheck %s
// Bands of 16 KiB rather than one row (the shape of a large pad): the bands
// write into the subset of %out from the start (no empty-tensor
// elimination), so the tiled pad allocates nothing either.
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg row-bands-below=0" | mlir-translate --mlir-to-llvmir | FileCheck %s

// Upstream's destination idiom: materialize into a memref argument.
// CHECK-LABEL: define void @pad_into_memref(
// CHECK-NOT: call {{.*}}@malloc
// CHECK: ret void
func.func @pad_into_memref(%x: tensor<4x5xf32>, %out: memref<6x7xf32>) {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// A writable tensor argument covered by an insert_slice, in a private
// function: the result equals the argument and is dropped, so the pad writes
// into the argument's buffer with no clone on return.
// CHECK-LABEL: define void @pad_into_tensor(
// CHECK-NOT: call {{.*}}@malloc
// CHECK: ret void
// CHECK-LABEL: define void @caller(
// CHECK-NOT: call {{.*}}@malloc
// CHECK: call void @pad_into_tensor(
func.func private @pad_into_tensor(%x: tensor<4x5xf32>, %out: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<4x5xf32> to tensor<6x7xf32>
  %w = tensor.insert_slice %r into %out[0, 0] [6, 7] [1, 1] : tensor<6x7xf32> into tensor<6x7xf32>
  return %w : tensor<6x7xf32>
}
func.func @caller(%x: tensor<4x5xf32>, %out: memref<6x7xf32>) {
  %t = bufferization.to_tensor %out restrict writable : memref<6x7xf32> to tensor<6x7xf32>
  %w = call @pad_into_tensor(%x, %t) : (tensor<4x5xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  bufferization.materialize_in_destination %w in restrict writable %out : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// Constant mode, tiled (270 KB: over the outlining limit): the border rows
// are fills of slices of the output, the first one before any band.
// CHECK-LABEL: define void @constant_into_memref(
// CHECK-NOT: call {{.*}}@malloc
// CHECK: ret void
func.func @constant_into_memref(%x: tensor<64x1024xf32>, %out: memref<66x1026xf32>) {
  %c = arith.constant 7.0 : f32
  %r = pad.pad constant %x below[1, 1] above[1, 1] value %c : tensor<64x1024xf32> to tensor<66x1026xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<66x1026xf32>, memref<66x1026xf32>) -> ()
  return
}
