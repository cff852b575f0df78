func.func @spec_example_edge(%t: tensor<?x4xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %2 = pad.pad edge %t below[%lo, 0] above[1, %hi] : tensor<?x4xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
