func.func @rule10_index_rank3(%x: tensor<1x1x1xindex>) {
  %0 = pad.pad symmetric %x below[1048575, 0, 0] above[0, 1048575, 1048575] : tensor<1x1x1xindex> to tensor<1048576x1048576x1048576xindex>
  return
}
