#!/usr/bin/env bash
# Builds pad-bench and runs it on one pinned core: every contender, nine
# repetitions in random interleaving; writes build/bench-results.json and
# prints the markdown tables of docs/performance.md (plot: build/bench.png).
#
# W3 (16 us per call, in cache) moves by up to 0.3 of memcpy with where one
# process's buffers land, so it is measured in W3_PROCESSES (default 5) more
# processes and judged on the median of the per-process ratios
# (docs/performance.md, "W3 on its own").
#
# Extra arguments go to the benchmark (e.g. --benchmark_filter='^w2/'); with
# them, the extra W3 processes are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
cmake --build build -j 2 --target pad-bench
run() {
  taskset -c 1 build/bin/pad-bench --benchmark_min_time=0.2 \
    --benchmark_repetitions=9 --benchmark_enable_random_interleaving=true \
    --benchmark_format=json --benchmark_out_format=json "$@"
}
run --benchmark_out=build/bench-results.json "$@" > build/bench-console.txt
processes=()
rm -f build/bench-w3-*.json
if [ $# -eq 0 ]; then
  for i in $(seq 1 "${W3_PROCESSES:-5}"); do
    run --benchmark_out="build/bench-w3-$i.json" --benchmark_filter='^w3/' \
      > /dev/null
    processes+=("build/bench-w3-$i.json")
  done
fi
/usr/bin/python3 bench/report.py build/bench-results.json --png build/bench.png \
  ${processes[@]+--processes "${processes[@]}"}
