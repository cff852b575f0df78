#!/usr/bin/env bash
# Builds the project and runs the whole lit suite twice: in build/ (the
# normal build), then in build-san/ (the project's code under AddressSanitizer
# and UndefinedBehaviorSanitizer, plus the libFuzzer targets, each fuzzed for
# 60 seconds). The last line is "N passed, N failed".
#
# A test that lit reports as unsupported counts as failed: every dependency
# of the suite is installed by scripts/setup.sh, so a skipped test means a
# broken machine, not a passing one.
#
# PAD_SKIP_SANITIZERS=1 runs the normal suite only (quick local iteration;
# CI runs everything).
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh || exit 1

passed=0
failed=0
status=0

# Runs the check-pad target of build directory $1 and adds lit's counts.
run_suite() {
  local dir=$1 log
  log=$(mktemp)
  echo "== lit suite in $dir"
  cmake --build "$dir" -j 2 --target check-pad 2>&1 | tee "$log"
  local suite_status=${PIPESTATUS[0]}
  local p f u
  p=$(sed -nE 's/^ *(Passed|Expectedly Failed) *: *([0-9]+).*/\2/p' "$log" | awk '{s+=$1} END {print s+0}')
  f=$(sed -nE 's/^ *(Failed|Unexpectedly Passed|Unresolved|Timed Out) *: *([0-9]+).*/\2/p' "$log" | awk '{s+=$1} END {print s+0}')
  u=$(sed -nE 's/^ *Unsupported *: *([0-9]+).*/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
  rm -f "$log"
  if [ "$u" -gt 0 ]; then
    echo "error: $u test(s) in $dir were unsupported (a missing dependency): counted as failed"
    f=$((f + u))
    suite_status=1
  fi
  if [ "$suite_status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  [ "$suite_status" -ne 0 ] && status=1
  passed=$((passed + p))
  failed=$((failed + f))
}

run_suite build

if [ "${PAD_SKIP_SANITIZERS:-0}" != 1 ]; then
  if [ ! -f build-san/build.ninja ]; then
    cmake -G Ninja -S . -B build-san -DCMAKE_C_COMPILER=clang-22 \
      -DCMAKE_CXX_COMPILER=clang++-22 -DPAD_SANITIZE=address,undefined \
      -DPAD_BUILD_FUZZERS=ON
  fi
  run_suite build-san
fi

echo "$passed passed, $failed failed"
exit "$status"
