#!/usr/bin/env bash
# The main job: nGraph's 3x3 interior-padding example, end to end.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
echo "== pad-opt --canonicalize examples/ngraph-3x3.mlir (the folder evaluates the pad)"
build/bin/pad-opt examples/ngraph-3x3.mlir --canonicalize
