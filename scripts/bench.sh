#!/usr/bin/env bash
# Builds pad-bench and runs it on one pinned core: every contender, nine
# repetitions in random interleaving; writes build/bench-results.json and
# prints the markdown tables of docs/performance.md (plot: build/bench.png).
# Extra arguments go to the benchmark (e.g. --benchmark_filter='^w2/').
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
cmake --build build -j 2 --target pad-bench
taskset -c 1 build/bin/pad-bench --benchmark_min_time=0.2 --benchmark_repetitions=9 \
  --benchmark_enable_random_interleaving=true \
  --benchmark_format=json --benchmark_out=build/bench-results.json \
  --benchmark_out_format=json "$@" > build/bench-console.txt
/usr/bin/python3 bench/report.py build/bench-results.json --png build/bench.png
