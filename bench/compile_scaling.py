#!/usr/bin/env python3
"""Compile-time scaling of `pad-opt --pad-to-llvm`: modules of N pads in mixed
modes and ranks (1-4, static and dynamic), timed with peak memory.

  bench/compile_scaling.py build/bin/pad-opt [N ...]

For each N and route it prints the median wall time of 3 runs, the peak
resident memory, and the time per pad; growth is linear when the time per
pad stays flat as N grows.
"""
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]


def module(n, seed=1):
    rng = random.Random(seed)
    funcs = []
    for i in range(n):
        rank = rng.randint(1, 4)
        mode = MODES[i % len(MODES)]
        shape = [rng.randint(2, 9) for _ in range(rank)]
        below = [rng.randint(-1, 3) for _ in range(rank)]
        above = [rng.randint(-1, 3) for _ in range(rank)]
        dynamic = i % 3 == 0
        out = [p + d + q for d, p, q in zip(shape, below, above)]
        t_in = "tensor<" + "x".join("?" if dynamic else str(d) for d in shape) + "xf32>"
        t_out = "tensor<" + "x".join("?" if dynamic else str(d) for d in out) + "xf32>"
        funcs.append(
            f"func.func @pad{i}(%x: {t_in}) -> {t_out} {{\n"
            f"  %0 = pad.pad {mode} %x below{below} above{above} : {t_in} to {t_out}\n"
            f"  return %0 : {t_out}\n}}\n")
    return "\n".join(funcs)


def measure(pad_opt, path, route):
    times = []
    peak_kib = 0
    for _ in range(3):
        start = time.perf_counter()
        proc = subprocess.run(
            ["/usr/bin/time", "-f", "%M", pad_opt, path,
             f"--pad-to-llvm=lowering={route}", "-o", "/dev/null"],
            stderr=subprocess.PIPE, text=True, check=True)
        times.append(time.perf_counter() - start)
        peak_kib = max(peak_kib, int(proc.stderr.strip().splitlines()[-1]))
    return statistics.median(times), peak_kib


def main():
    pad_opt = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [250, 500, 1000, 2000]
    print("| pads | route | median wall time (s) | ms per pad | peak RSS (MiB) |")
    print("|---|---|---|---|---|")
    for n in sizes:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
            f.write(module(n))
            f.flush()
            for route in ["linalg", "scf"]:
                t, kib = measure(pad_opt, f.name, route)
                print(f"| {n} | {route} | {t:.2f} | {1000 * t / n:.2f} | {kib / 1024:.0f} |",
                      flush=True)


if __name__ == "__main__":
    main()
