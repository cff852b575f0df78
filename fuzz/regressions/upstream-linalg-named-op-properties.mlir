// Found by pad-fuzz-text in its 30-minute run (not the project's bug:
// upstream MLIR 22.1). The parser of linalg's structured named ops reads the
// `<...>` properties as a dictionary without checking; a non-dictionary
// attribute there aborts:
//   LLVM ERROR: SmallVector unable to grow. Requested capacity (...) is
//   larger than maximum value for size type (4294967295)
//   (NamedAttrList::NamedAttrList(DictionaryAttr) under
//   BatchReduceMatmulOp::parse)
// Reproduces with the upstream tool alone: mlir-opt-22 %s
// pad-fuzz-text skips inputs with a `linalg.` name followed by `<`.
linalg.batch_reduce_matmul<2.0> : tensor<3xf32>
