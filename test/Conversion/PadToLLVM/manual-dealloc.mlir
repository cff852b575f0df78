// RUN: pad-opt %s --pad-to-llvm --split-input-file --verify-diagnostics

// --pad-to-llvm takes programs that free no buffer by hand (spec section 2):
// it says so at the user's memref.dealloc, whether or not the module holds
// a pad, rather than leave upstream's deallocation pipeline to reject it.
func.func @manual_dealloc() {
  %m = memref.alloc() : memref<4xf32>
  // expected-error@+1 {{--pad-to-llvm takes programs that free no buffer by hand: upstream's buffer deallocation pipeline, which it runs, frees every buffer itself}}
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

func.func @manual_dealloc_beside_a_pad(%x: tensor<3xf32>) -> tensor<5xf32> {
  %m = memref.alloc() : memref<4xf32>
  // expected-error@+1 {{--pad-to-llvm takes programs that free no buffer by hand}}
  memref.dealloc %m : memref<4xf32>
  %r = pad.pad reflect %x below[1] above[1] : tensor<3xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}
