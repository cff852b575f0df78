#!/usr/bin/env bash
# The main job: nGraph's 3x3 interior-padding example (seeds 000/001), lowered
# with `pad-opt --pad-to-llvm` and run with `mlir-runner`, through both
# lowering routes. Prints the 7x9 result matrix of the nGraph document.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
LLVM_BIN=/usr/lib/llvm-22/bin
LIBS=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so
# mlir-runner compiles for this machine: so do the pad's vectors
# (vector-bytes=host; without it, the width the IR names, 16 bytes here).
for route in linalg scf; do
  echo "== pad-opt examples/ngraph-3x3.mlir --pad-to-llvm=\"lowering=$route vector-bytes=host\" | mlir-runner"
  build/bin/pad-opt examples/ngraph-3x3.mlir --pad-to-llvm="lowering=$route vector-bytes=host" |
    "$LLVM_BIN/mlir-runner" -e main -entry-point-result=void -shared-libs="$LIBS"
done
