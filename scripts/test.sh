#!/usr/bin/env bash
# Builds the project and runs the whole lit suite (check-pad); the last line
# is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh || exit 1
log=$(mktemp)
cmake --build build -j 2 --target check-pad 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
passed=$(sed -nE 's/^ *(Passed|Expectedly Failed|Unsupported) *: *([0-9]+).*/\2/p' "$log" | awk '{s+=$1} END {print s+0}')
failed=$(sed -nE 's/^ *(Failed|Unexpectedly Passed|Unresolved|Timed Out) *: *([0-9]+).*/\2/p' "$log" | awk '{s+=$1} END {print s+0}')
rm -f "$log"
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
exit "$status"
