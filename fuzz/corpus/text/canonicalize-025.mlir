func.func @merge_same_ssa_value(%x: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  %0 = pad.pad constant %x below[0, 2] above[1, 0] value %v : tensor<?x4xi32> to tensor<?x6xi32>
  %1 = pad.pad constant %0 below[1, 3] above[0, 0] value %v : tensor<?x6xi32> to tensor<?x9xi32>
  return %1 : tensor<?x9xi32>
}
