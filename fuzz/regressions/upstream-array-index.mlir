// Found by pad-fuzz-text (not the project's bug: upstream MLIR 22.1).
// A dense array of `index` crashes the MLIR parser itself: it asks `index`
// for its bit width (Parser::parseDenseArrayAttr ->
// Type::getIntOrFloatBitWidth -> FloatType::getWidth on an IndexType: a
// null dereference in Debian's release build, an assertion upstream).
// Reproduces with the upstream tool alone: mlir-opt-22 %s
// Known upstream: llvm/llvm-project#179045, fixed by #179075 (rejects
// `index` with a diagnostic), not in Debian's 22.1.8. pad-fuzz-text skips
// inputs that contain `array<index`.
#a = array<index>
