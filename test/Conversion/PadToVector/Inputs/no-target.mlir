// A module of pads that names no target (targets.mlir substitutes
// the module line with one where it names a target).
module {
  func.func @pads(%x: tensor<64x100xf32>, %y: tensor<?x?xf32>, %lo: index) -> (tensor<66x102xf32>, tensor<?x?xf32>) {
    %0 = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<64x100xf32> to tensor<66x102xf32>
    %1 = pad.pad constant %y below[%lo, 3] above[2, 5] : tensor<?x?xf32> to tensor<?x?xf32>
    return %0, %1 : tensor<66x102xf32>, tensor<?x?xf32>
  }
}
