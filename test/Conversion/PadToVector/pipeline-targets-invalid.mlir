// RUN: pad-opt %s --verify-diagnostics --pad-to-llvm="vector-bytes=-32"

// A vector width the kernels have no layout for, given to the pipeline,
// which hands it down to --convert-pad-to-vector.
// expected-error @below {{convert-pad-to-vector: vector-bytes must be 0 (the target's), 16, 32, 64 or host, not '-32'}}
module {
  func.func @f(%x: memref<4xf32>, %d: memref<8xf32>, %v: f32) {
    pad.pad_into constant %x below[2] above[2] value %v into %d : memref<4xf32> to memref<8xf32>
    return
  }
}
