#!/usr/bin/env python3
"""Compile-time scaling of `pad-opt --pad-to-llvm`: modules of N pads (ranks
1-4, small shapes), timed with peak memory.

  bench/compile_scaling.py build/bin/pad-opt [N ...] [--png FILE] [--inline]
  bench/compile_scaling.py build/bin/pad-opt --chain [N ...]
  bench/compile_scaling.py build/bin/pad-opt --large [N]

Three modules per N:
  static    constant mode, pads 0..3, every extent and amount static;
  dynamic   the same, one pad in three with dynamic extents and amounts;
  mixed     every mode, pads -1..3 (the project's own pads), one in three
            with dynamic extents.
static and dynamic are written once as pad.pad and once as upstream
tensor.pad, which upstream's plain pipeline (mlir-opt-22, STYLE.md item 8)
lowers in the same run, so the ratio to upstream is measured side by side.
--pad-to-llvm run on the tensor.pad module (upstream's lowering of the pads,
plus the pipeline's own passes) is the floor of any pad.pad lowering.
For each module and contender it prints the median wall time of 3 runs, the
time per pad and the peak resident memory; growth is linear when the time
per pad stays flat as N grows. The pad contenders run the default pipeline,
in which these small pads become calls to shared kernels
(--convert-pad-to-vector); with --inline, also `outline-max-bytes=-1`, every
pad lowered on its own.

With --chain, one module per N instead: a chain of N dynamic rank-4 pads,
each reading the previous one's result, every mode in turn. Each
conversion and each route of --pad-to-llvm (outlining off) must take time
linear in N (a lowering that read extents by walking producers took
exponential time: 16 pads, more than 300 s).

With --large, one module of N (default 100) constant pads of
tensor<1x64x128x128xf32>, 3 on each side of the last two dimensions, as
pad.pad and as tensor.pad: the ratio of --pad-to-llvm (both routes, the
default pipeline, which outlines these pads as large ones, and inline) to
upstream's plain pipeline on large pads. A run takes about 0.1 s, so the
contenders run in turn, 9 rounds, and each prints its median.
"""
import random
import statistics
import subprocess
import sys
import tempfile
import time

MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
UPSTREAM_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops", "--expand-strided-metadata", "--lower-affine",
    "--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts"]


def pads(n, constant, seed=1, dynamic_every=3):
    """(mode, shape, below, above, dynamic) of each of n pads: every
    `dynamic_every`-th one (none for 0) with dynamic extents, and, in
    constant mode, dynamic amounts too."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        rank = rng.randint(1, 4)
        mode = "constant" if constant else MODES[i % len(MODES)]
        shape = [rng.randint(2, 9) for _ in range(rank)]
        low = 0 if constant else -1
        below = [rng.randint(low, 3) for _ in range(rank)]
        above = [rng.randint(low, 3) for _ in range(rank)]
        out.append((mode, shape, below, above,
                    dynamic_every > 0 and i % dynamic_every == 0))
    return out


def amounts(below, above, dynamic_amounts):
    """The pads' amounts as written (SSA arguments where dynamic), and the
    function's extra arguments."""
    if not dynamic_amounts:
        return str(below), str(above), ""
    rank = len(below)
    lows = [f"%l{k}" for k in range(rank)]
    highs = [f"%h{k}" for k in range(rank)]
    args = "".join(f", {v}: index" for v in lows + highs)
    return "[" + ", ".join(lows) + "]", "[" + ", ".join(highs) + "]", args


def types(shape, below, above, dynamic):
    res = [p + d + q for d, p, q in zip(shape, below, above)]
    t_in = "tensor<" + "x".join("?" if dynamic else str(d) for d in shape) + "xf32>"
    t_out = "tensor<" + "x".join("?" if dynamic else str(d) for d in res) + "xf32>"
    return t_in, t_out


def pad_module(specs):
    funcs = []
    for i, (mode, shape, below, above, dynamic) in enumerate(specs):
        t_in, t_out = types(shape, below, above, dynamic)
        lows, highs, args = amounts(below, above, dynamic and mode == "constant")
        funcs.append(
            f"func.func @pad{i}(%x: {t_in}{args}) -> {t_out} {{\n"
            f"  %0 = pad.pad {mode} %x below{lows} above{highs} : {t_in} to {t_out}\n"
            f"  return %0 : {t_out}\n}}\n")
    return "\n".join(funcs)


def tensor_pad_module(specs):
    funcs = []
    for i, (_, shape, below, above, dynamic) in enumerate(specs):
        t_in, t_out = types(shape, below, above, dynamic)
        args = ", ".join(f"%i{k}: index" for k in range(len(shape)))
        lows, highs, extra = amounts(below, above, dynamic)
        funcs.append(
            f"func.func @pad{i}(%x: {t_in}{extra}) -> {t_out} {{\n"
            f"  %c0 = arith.constant 0.0 : f32\n"
            f"  %0 = tensor.pad %x low{lows} high{highs} {{\n"
            f"  ^bb0({args}):\n    tensor.yield %c0 : f32\n"
            f"  }} : {t_in} to {t_out}\n"
            f"  return %0 : {t_out}\n}}\n")
    return "\n".join(funcs)


def chain_module(n):
    modes = MODES * (n // len(MODES) + 1)
    t = "tensor<?x?x?x?xf32>"
    lines = [f"func.func @chain(%x: {t}, %p: index, %q: index) -> {t} {{"]
    v = "%x"
    for i in range(n):
        lines.append(f"  %r{i} = pad.pad {modes[i]} {v} below[%p, 1, %q, 1] "
                     f"above[1, %q, 1, %p] : {t} to {t}")
        v = f"%r{i}"
    lines.append(f"  return {v} : {t}\n}}\n")
    return "\n".join(lines)


def chain_main(pad_opt, sizes):
    print("| pads in the chain | contender | median wall time (s) | ms per pad |")
    print("|---|---|---|---|")
    contenders = [("--convert-pad-to-linalg", "convert-pad-to-linalg"),
                  ("--convert-pad-to-scf", "convert-pad-to-scf")]
    for route in ["linalg", "scf"]:
        contenders.append(
            (f"--pad-to-llvm=lowering={route} outline-max-bytes=-1",
             f"pad-to-llvm {route}, inline"))
    for n in sizes:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
            f.write(chain_module(n))
            f.flush()
            for flag, name in contenders:
                t, _ = measure([pad_opt, f.name, flag])
                print(f"| {n} | {name} | {t:.2f} | {1000 * t / n:.1f} |",
                      flush=True)


def large_main(pad_opt, n):
    specs = [("constant", [1, 64, 128, 128], [0, 0, 3, 3], [0, 0, 3, 3], False)
             for _ in range(n)]
    print("| pads | contender | median wall time (s) | ms per pad | "
          "ratio to upstream |")
    print("|---|---|---|---|---|")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f, \
            tempfile.NamedTemporaryFile("w", suffix=".mlir") as u:
        f.write(pad_module(specs))
        f.flush()
        u.write(tensor_pad_module(specs))
        u.flush()
        commands = [("upstream tensor.pad", [MLIR_OPT, u.name] + UPSTREAM_PIPELINE),
                    ("pad-to-llvm on the tensor.pad module",
                     [pad_opt, u.name, "--pad-to-llvm"])]
        for option, label in [(" outline-max-bytes=-1", ", inline"),
                              ("", "")]:
            for route in ["linalg", "scf"]:
                commands.append((f"pad-to-llvm {route}{label}",
                                 [pad_opt, f.name,
                                  f"--pad-to-llvm=lowering={route}{option}"]))
        times = {name: [] for name, _ in commands}
        for _ in range(9):
            for name, cmd in commands:
                start = time.perf_counter()
                subprocess.run(cmd + ["-o", "/dev/null"], check=True)
                times[name].append(time.perf_counter() - start)
        upstream = statistics.median(times["upstream tensor.pad"])
        for name, _ in commands:
            t = statistics.median(times[name])
            print(f"| {n} | {name} | {t:.3f} | {1000 * t / n:.2f} | "
                  f"{t / upstream:.2f} |", flush=True)


def measure(cmd):
    times, peak_kib = [], 0
    for _ in range(3):
        start = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd +
                              ["-o", "/dev/null"],
                              stderr=subprocess.PIPE, text=True, check=True)
        times.append(time.perf_counter() - start)
        peak_kib = max(peak_kib, int(proc.stderr.strip().splitlines()[-1]))
    return statistics.median(times), peak_kib


def plot(rows, path):
    """Time per pad and peak memory against N, one line per module and
    contender."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, (per_pad, memory) = plt.subplots(1, 2, figsize=(11, 4))
    series = {}
    for n, kind, name, t, kib in rows:
        series.setdefault(f"{kind}: {name}", []).append((n, t, kib))
    for label, points in series.items():
        ns = [p[0] for p in points]
        per_pad.plot(ns, [1000 * p[1] / p[0] for p in points], marker="o",
                     label=label)
        memory.plot(ns, [p[2] / 1024 for p in points], marker="o",
                    label=label)
    per_pad.set(xscale="log", yscale="log", xlabel="pads in the module",
                ylabel="ms per pad (median of 3)")
    memory.set(xscale="log", xlabel="pads in the module",
               ylabel="peak RSS (MiB)")
    per_pad.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main():
    args = sys.argv[1:]
    png = None
    options = [("", "")]
    if "--inline" in args:
        args.remove("--inline")
        options.append((" outline-max-bytes=-1", ", inline"))
    if "--png" in args:
        at = args.index("--png")
        png = args[at + 1]
        del args[at:at + 2]
    if "--large" in args:
        args.remove("--large")
        large_main(args[0], int(args[1]) if len(args) > 1 else 100)
        return
    if "--chain" in args:
        args.remove("--chain")
        chain_main(args[0], [int(a) for a in args[1:]] or [16, 32, 64, 128])
        return
    pad_opt = args[0]
    sizes = [int(a) for a in args[1:]] or [250, 1000, 4000]
    print("| pads | module | contender | median wall time (s) | ms per pad "
          "| peak RSS (MiB) | ratio to upstream |")
    print("|---|---|---|---|---|---|---|")
    measured = []
    for n in sizes:
        for kind in ["static", "dynamic", "mixed"]:
            specs = pads(n, kind != "mixed",
                         dynamic_every=0 if kind == "static" else 3)
            with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f, \
                    tempfile.NamedTemporaryFile("w", suffix=".mlir") as u:
                f.write(pad_module(specs))
                f.flush()
                rows = []
                if kind != "mixed":
                    u.write(tensor_pad_module(specs))
                    u.flush()
                    rows.append(("upstream tensor.pad",
                                 measure([MLIR_OPT, u.name] + UPSTREAM_PIPELINE)))
                    rows.append(("pad-to-llvm on the tensor.pad module",
                                 measure([pad_opt, u.name, "--pad-to-llvm"])))
                for option, label in options:
                    for route in ["linalg", "scf"]:
                        rows.append((f"pad-to-llvm {route}{label}", measure(
                            [pad_opt, f.name,
                             f"--pad-to-llvm=lowering={route}{option}"])))
                upstream = rows[0][1][0] if kind != "mixed" else None
                for name, (t, kib) in rows:
                    ratio = f"{t / upstream:.1f}" if upstream else "-"
                    print(f"| {n} | {kind} | {name} | {t:.2f} | "
                          f"{1000 * t / n:.2f} | {kib / 1024:.0f} | {ratio} |",
                          flush=True)
                    measured.append((n, kind, name, t, kib))
    if png:
        plot(measured, png)


if __name__ == "__main__":
    main()
