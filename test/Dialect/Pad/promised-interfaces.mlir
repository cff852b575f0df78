// The dialect promises its interface models (declarePromisedInterfaces): a
// tool that registers them (registerAllPadDialects) finds them; a tool that
// loads the dialect alone gets an error naming the interface when it asks,
// not an op that silently cannot be tiled or bufferized.
// RUN: pad-promised-interfaces register %s | FileCheck %s --check-prefix=REGISTERED
// RUN: not --crash pad-promised-interfaces forget %s 2>&1 | FileCheck %s --check-prefix=FORGOTTEN

// REGISTERED: TilingInterface: yes
// REGISTERED: ValueBoundsOpInterface: yes
// REGISTERED: BufferizableOpInterface: yes
// FORGOTTEN: checking for an interface (`mlir::TilingInterface`) that was promised by dialect 'pad' but never implemented
func.func @f(%x: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %r = pad.pad edge %x below[1, 1] above[1, 1] : tensor<2x3xf32> to tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
