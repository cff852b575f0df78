#!/usr/bin/env bash
# Builds the libFuzzer targets (build-san/: clang-22, ASan + UBSan, fuzzers
# on) and runs each for N seconds (default 60), one after the other, on a
# scratch copy of its seed corpus. Prints each run's final statistics.
#
#   scripts/fuzz.sh [seconds]
#
# Environment:
#   PAD_FUZZ_SKIP   bug classes the program fuzzer steps around (default:
#                   none; see fuzz/README.md)
#   PAD_FUZZ_WORK   where the corpus copies, logs and crash files go
#                   (default: a new directory under /tmp, kept and printed)
#   PAD_FUZZ_JOBS   build jobs (default 2)
# Exit status: non-zero if either target found a crash (its input is in the
# work directory, named crash-*, with the log next to it).
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
jobs=${PAD_FUZZ_JOBS:-2}
export PAD_FUZZ_SKIP=${PAD_FUZZ_SKIP-}
work=${PAD_FUZZ_WORK:-$(mktemp -d /tmp/pad-fuzz.XXXXXX)}
mkdir -p "$work"

if [ ! -f build-san/build.ninja ]; then
  cmake -G Ninja -S . -B build-san -DCMAKE_C_COMPILER=clang-22 \
    -DCMAKE_CXX_COMPILER=clang++-22 -DPAD_SANITIZE=address,undefined \
    -DPAD_BUILD_FUZZERS=ON || exit 1
else
  cmake -S . -B build-san -DPAD_BUILD_FUZZERS=ON >/dev/null || exit 1
fi
cmake --build build-san -j "$jobs" --target pad-fuzz-program pad-fuzz-text || exit 1

status=0
# run <target> <corpus name> [extra libFuzzer flags...]
run() {
  local target=$1 name=$2
  shift 2
  local corpus="$work/corpus-$name" log="$work/$name.log"
  rm -rf "$corpus"
  mkdir -p "$corpus"
  cp fuzz/corpus/"$name"/* "$corpus"/
  echo "== $target: ${seconds}s on a copy of fuzz/corpus/$name ($(ls "$corpus" | wc -l) seeds)"
  "build-san/bin/$target" -max_total_time="$seconds" -timeout=300 \
    -print_final_stats=1 -artifact_prefix="$work/$name-" "$@" "$corpus" \
    >"$log" 2>&1
  local rc=$?
  grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$log" | sed 's/^/   /'
  grep -E '^stat::' "$log" | sed 's/^/   /'
  if [ $rc -ne 0 ]; then
    echo "   FAILED (exit $rc): see $log"
    grep -E '^==== pad-fuzz-program|ERROR: (AddressSanitizer|libFuzzer)|runtime error|LLVM fatal error' "$log" | head -5 | sed 's/^/   /'
    ls "$work/$name"-* 2>/dev/null | sed 's/^/   input: /'
    status=1
  fi
}

echo "work directory: $work (PAD_FUZZ_SKIP=${PAD_FUZZ_SKIP:-none})"
run pad-fuzz-program program
run pad-fuzz-text text -dict=fuzz/text.dict
exit $status
