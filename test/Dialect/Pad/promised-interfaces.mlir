// The dialect attaches its interface models when it is loaded (spec
// section 1): a tool that registers everything (registerAllPadDialects) and
// one that loads the dialect alone both find TilingInterface and
// ValueBoundsOpInterface. pad.pad's BufferizableOpInterface (the linalg
// route, MLIRPadToLinalg) stays promised: asking for it without the model
// is an error naming the interface, not an op that silently cannot be
// bufferized.
// RUN: pad-promised-interfaces register %s | FileCheck %s --check-prefix=REGISTERED
// RUN: not --crash pad-promised-interfaces forget %s 2>&1 | FileCheck %s --check-prefix=ALONE

// REGISTERED: TilingInterface: yes
// REGISTERED: ValueBoundsOpInterface: yes
// REGISTERED: BufferizableOpInterface: yes
// ALONE: TilingInterface: yes
// ALONE: ValueBoundsOpInterface: yes
// ALONE: checking for an interface (`mlir::bufferization::BufferizableOpInterface`) that was promised by dialect 'pad' but never implemented
func.func @f(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
