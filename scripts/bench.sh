#!/usr/bin/env bash
# Builds pad-bench and runs it on one pinned core: every contender, nine
# repetitions in random interleaving; writes build/bench-results.json and
# prints the markdown tables of docs/performance.md (plot: build/bench.png).
#
# W3 (16 us per call, in cache) moves by up to 0.3 of memcpy with where one
# process's buffers land, so it is measured in W3_PROCESSES (default 5) more
# processes and judged on the median of the per-process ratios
# (docs/performance.md, "How the suite works"). Its lines against vec-copy and
# OpenCV are then judged in W3_PROCESSES runs of pad-bench --paired
# (alternating rounds; build/bench-w3-paired-*.md).
#
# Then W1 and W2 run once more on cores 0 and 1 with OMP_NUM_THREADS=2: the
# one-thread destination kernels against the parallel=true ones
# (build/bench-parallel.json).
#
# Extra arguments go to the benchmark (e.g. --benchmark_filter='^w2/'); with
# them, the extra W3 processes and the parallel run are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
cmake --build build -j 2 --target pad-bench
# CPUS: the cores a run may use.
run() {
  taskset -c "${CPUS:-1}" build/bin/pad-bench --benchmark_min_time=0.2 \
    --benchmark_repetitions=9 --benchmark_enable_random_interleaving=true \
    --benchmark_format=json --benchmark_out_format=json "$@"
}
# The parallel kernels are left to the two-thread run.
main_filter=()
[ $# -eq 0 ] && main_filter=(--benchmark_filter='-/(linalg|scf)-par/')
OMP_NUM_THREADS=1 run --benchmark_out=build/bench-results.json \
  ${main_filter[@]+"${main_filter[@]}"} "$@" > build/bench-console.txt
processes=()
parallel=()
rm -f build/bench-w3-*.json build/bench-w3-paired-*.md build/bench-parallel.json
if [ $# -eq 0 ]; then
  CPUS=0,1 OMP_NUM_THREADS=2 run --benchmark_out=build/bench-parallel.json \
    --benchmark_filter='^w[12]/.*/(memcpy|linalg-into|linalg-par|scf-into|scf-par)/' \
    > /dev/null
  parallel=(--parallel build/bench-parallel.json)
  for i in $(seq 1 "${W3_PROCESSES:-5}"); do
    run --benchmark_out="build/bench-w3-$i.json" --benchmark_filter='^w3/' \
      > /dev/null
    processes+=("build/bench-w3-$i.json")
    taskset -c "${CPUS:-1}" build/bin/pad-bench \
      --paired='^w3/.*/(memcpy|vec-copy|opencv|linalg-new|linalg-into|scf-new|scf-into)$' \
      > "build/bench-w3-paired-$i.md"
  done
fi
/usr/bin/python3 bench/report.py build/bench-results.json --png build/bench.png \
  ${processes[@]+--processes "${processes[@]}"} ${parallel[@]+"${parallel[@]}"}
for table in build/bench-w3-paired-*.md; do
  [ -f "$table" ] || continue
  echo
  echo "### W3 paired: $table"
  cat "$table"
done
