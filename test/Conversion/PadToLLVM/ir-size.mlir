// The lowered code does not grow with tensor size: a [160, 160] and a
// [4096, 4096] pad, in every mode and through both routes, lower to the same
// ops the same number of times (streaming stores forced on for both, as a
// size threshold would pick them for the large one only; bands of one row
// for both, as a band of several rows of the small pad would hold its
// whole copied run and fold its band loop away; no outlining, as its size
// limit would pick the small ones only; 160 x 160 f32 is above the 64 KiB
// up to which a constant pad is filled whole). @N@ is the extent,
// @M@ = @N@ + 2.
//
// RUN: for route in linalg scf; do \
// RUN:   sed -e 's/@N@/160/g' -e 's/@M@/162/g' %s | pad-opt --pad-to-llvm="lowering=$route streaming-threshold=0 band-bytes=48 outline-max-bytes=-1" \
// RUN:     | %python3 %S/Inputs/op_histogram.py > %t.small.$route && \
// RUN:   sed -e 's/@N@/4096/g' -e 's/@M@/4098/g' %s | pad-opt --pad-to-llvm="lowering=$route streaming-threshold=0 band-bytes=48 outline-max-bytes=-1" \
// RUN:     | %python3 %S/Inputs/op_histogram.py > %t.large.$route && \
// RUN:   diff %t.small.$route %t.large.$route || exit 1; done
// The histograms are real: the loops and the copy are there.
// RUN: FileCheck %s --input-file=%t.large.linalg
// CHECK: llvm.br
// CHECK: llvm.call
// CHECK: llvm.cond_br

func.func @constant(%x: tensor<@N@x@N@xf32>, %v: f32) -> tensor<@M@x@M@xf32> {
  %0 = pad.pad constant %x below[1, 1] above[1, 1] value %v : tensor<@N@x@N@xf32> to tensor<@M@x@M@xf32>
  return %0 : tensor<@M@x@M@xf32>
}
func.func @edge(%x: tensor<@N@x@N@xf32>) -> tensor<@M@x@M@xf32> {
  %0 = pad.pad edge %x below[1, 1] above[1, 1] : tensor<@N@x@N@xf32> to tensor<@M@x@M@xf32>
  return %0 : tensor<@M@x@M@xf32>
}
func.func @reflect(%x: tensor<@N@x@N@xf32>) -> tensor<@M@x@M@xf32> {
  %0 = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<@N@x@N@xf32> to tensor<@M@x@M@xf32>
  return %0 : tensor<@M@x@M@xf32>
}
func.func @symmetric(%x: tensor<@N@x@N@xf32>) -> tensor<@M@x@M@xf32> {
  %0 = pad.pad symmetric %x below[1, 1] above[1, 1] : tensor<@N@x@N@xf32> to tensor<@M@x@M@xf32>
  return %0 : tensor<@M@x@M@xf32>
}
func.func @wrap(%x: tensor<@N@x@N@xf32>) -> tensor<@M@x@M@xf32> {
  %0 = pad.pad wrap %x below[1, 1] above[1, 1] : tensor<@N@x@N@xf32> to tensor<@M@x@M@xf32>
  return %0 : tensor<@M@x@M@xf32>
}
