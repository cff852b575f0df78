#!/usr/bin/python3
"""Turns pad-bench's JSON output into the tables of docs/performance.md and a
plot of the ratio to memcpy per mode and contender.

  bench/report.py run.json [--png docs/performance.png] > table.md

Ratios are medians of repetitions measured side by side in one run, divided
by the median of `memcpy` of the output size for the same workload.

  bench/report.py run.json --processes w3-1.json w3-2.json ...

With --processes, a workload that the extra runs measured (W3: where its
buffers land moves it by up to 0.3 from process to process) is judged over
all runs that have it, the main one included: each run's ratio is its own
pad median over its own memcpy median, and the cell shows the median of
those ratios with their range.

  bench/report.py run.json --parallel parallel.json

W7 - W9 (a pad in front of a windowed consumer) have no copy: their table
gives each contender's median time and its ratio to the consumer alone of
the same mode and to oneDNN's op with its own zero padding (constant mode),
per run, then the median over the runs.

With --parallel, a last table compares, from that one run (two threads
allowed), each route's destination kernel on one thread (`-into`) with the
same pad lowered with parallel=true (`-par`): median times and the speedup.
"""
import argparse
import json
from collections import OrderedDict

CONTENDERS = ["memcpy", "nt-copy", "vec-copy", "linalg-new", "linalg-into",
              "scf-new", "scf-into", "user-new", "user-into", "opencv",
              "upstream", "raised", "cxx-loop",
              # W1F: pad and consumer, as two ops and fused
              "unfused-linalg-new", "fused-linalg-new", "unfused-linalg-into",
              "fused-linalg-into", "unfused-scf-new", "fused-scf-new",
              "unfused-scf-into", "fused-scf-into"]
# W7 - W9: the pad and its windowed consumer (--pad-to-llvm, split by
# default, and with fuse-consumers=false), the consumer alone on an input
# already padded, and oneDNN (constant mode).
WINDOW_CONTENDERS = ["fused-linalg", "fused-scf", "unfused-linalg",
                     "unfused-scf", "consumer-alone", "onednn",
                     "onednn-prepadded"]
WINDOW_WORKLOADS = OrderedDict([
    ("w7", "W7 [1,112,112,32] NHWC, pads 1 on H and W, then "
           "linalg.depthwise_conv_2d_nhwc_hwc 3x3"),
    ("w8", "W8 [1,56,56,64] NHWC, pads 1 on H and W, then "
           "linalg.conv_2d_nhwc_hwcf 3x3 to 64 channels"),
    ("w9", "W9 [1,112,112,64] NHWC, pads 1 on H and W (constant: -inf), then "
           "linalg.pooling_nhwc_max 3x3, stride 2"),
])
MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]
WORKLOADS = OrderedDict([
    ("w1", "W1 [1,64,512,512], pads 3 on the last two dims"),
    ("w2", "W2 [4096,4096], pads 1 on every side"),
    ("w3", "W3 [1,3,224,224], pads 1 on the last two dims (in cache)"),
    ("w4", "W4 [2048,2048], interior 1 (constant)"),
    ("w5", "W5 = W1 with dynamic extents and pads"),
    ("w6a", "W6a [1,512,512,64] NHWC, TensorFlow's MirrorPad (reflect 3 on H and W)"),
    ("w6b", "W6b [1,128,128,256] NHWC, the same MirrorPad"),
    ("w1f", "W1F = W1's pad, then x * 2 + 1 (unfused, and fused by tiling)"),
])


def load(path):
    with open(path) as f:
        data = json.load(f)
    medians = {}
    for b in data["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        name = b["run_name"].replace("/real_time", "")
        workload, mode, contender = name.split("/")
        unit = {"ms": 1.0, "us": 1e-3, "ns": 1e-6}[b["time_unit"]]
        medians[(workload, mode, contender)] = (
            b["real_time"] * unit, b.get("bytes_per_second", 0) / 1e9)
    return data.get("context", {}), medians


def reference(medians, workload):
    for (w, _, c), value in medians.items():
        if w == workload and c == "memcpy":
            return value[0]
    return None


def median(values):
    values = sorted(values)
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] +
                                                values[mid]) / 2


def cells(runs):
    """Per (workload, mode, contender): time, GB/s and ratio to memcpy, the
    medians over the runs that measured the workload, plus the ratios' range
    when more than one run did."""
    result = {}
    keys = {k for run in runs for k in run}
    for key in keys:
        workload = key[0]
        samples = [(run[key], reference(run, workload)) for run in runs
                   if key in run and reference(run, workload)]
        if not samples:
            continue
        ratios = [t / ref for (t, _), ref in samples]
        spread = (min(ratios), max(ratios)) if len(samples) > 1 else None
        result[key] = (median([t for (t, _), _ in samples]),
                       median([g for (_, g), _ in samples]), median(ratios),
                       spread, len(samples))
    return result


def table(medians):
    lines = []
    for workload, title in WORKLOADS.items():
        ref = reference(medians, workload)
        if ref is None:
            continue
        runs = max(v[4] for k, v in medians.items() if k[0] == workload)
        lines.append(f"### {title}\n")
        if runs > 1:
            lines.append(f"Measured in {runs} processes; memcpy of the output: "
                         f"{ref * 1e3:.1f} us (median over the processes). "
                         "Cells: median us, GB/s of output, (median ratio to "
                         "memcpy over the processes; their range).\n")
        else:
            lines.append(f"memcpy of the output: {ref:.2f} ms median. Cells: "
                         "median ms, GB/s of output, (ratio to memcpy).\n")
        present = [c for c in CONTENDERS
                   if any(k[0] == workload and k[2] == c for k in medians)]
        lines.append("| mode | " + " | ".join(present) + " |")
        lines.append("|---" * (len(present) + 1) + "|")
        for mode in MODES:
            row = []
            for c in present:
                key = (workload, mode, c)
                if c in ("memcpy", "nt-copy", "vec-copy"):
                    key = next((k for k in medians
                                if k[0] == workload and k[2] == c), None)
                if key not in medians:
                    row.append("-")
                    continue
                t, gbs, ratio, spread, _ = medians[key]
                if runs > 1:
                    row.append(f"{t * 1e3:.1f} us, {gbs:.1f} GB/s, "
                               f"({ratio:.2f}; {spread[0]:.2f} - "
                               f"{spread[1]:.2f})")
                else:
                    row.append(f"{t:.2f} ms, {gbs:.1f} GB/s, ({ratio:.2f})")
            if any(k[0] == workload and k[1] == mode for k in medians):
                lines.append(f"| {mode} | " + " | ".join(row) + " |")
        lines.append("")
    return "\n".join(lines)


def window_table(runs):
    """W7 - W9: per workload, mode and contender, the median time over the
    runs and the medians of its per-run ratios to the consumer alone of its
    mode and to the workload's oneDNN op with its own padding."""
    lines = []
    for workload, title in WINDOW_WORKLOADS.items():
        if not any(k[0] == workload for run in runs for k in run):
            continue
        lines.append(f"### {title}\n")
        lines.append("Cells: median ms (/ consumer-alone of the mode; / "
                     "onednn, constant mode), medians over the runs.\n")
        present = [c for c in WINDOW_CONTENDERS
                   if any(k[0] == workload and k[2] == c
                          for run in runs for k in run)]
        lines.append("| mode | " + " | ".join(present) + " |")
        lines.append("|---" * (len(present) + 1) + "|")
        for mode in MODES:
            if not any(k[0] == workload and k[1] == mode
                       for run in runs for k in run):
                continue
            row = []
            for c in present:
                key = (workload, mode, c)
                times = [run[key][0] for run in runs if key in run]
                if not times:
                    row.append("-")
                    continue
                cell = f"{median(times):.3f} ms"
                refs = []
                for ref in ((workload, mode, "consumer-alone"),
                            (workload, "constant", "onednn")):
                    ratios = [run[key][0] / run[ref][0] for run in runs
                              if key in run and ref in run]
                    refs.append(f"{median(ratios):.3f}" if ratios else "-")
                row.append(f"{cell} ({refs[0]}; {refs[1]})")
            lines.append(f"| {mode} | " + " | ".join(row) + " |")
        lines.append("")
    return "\n".join(lines)


def parallel_table(medians):
    """W1 and W2: one thread against parallel=true, from one run."""
    lines = ["### Two threads: `parallel=true` against one thread\n",
             "One run on cores 0 and 1 (`OMP_NUM_THREADS=2`). Cells: median "
             "ms of the destination form (ratio to one-thread memcpy of the "
             "output in the same run); speedup = one thread / parallel.\n"]
    lines.append("| workload | mode | memcpy | linalg-into | linalg-par | "
                  "speedup | scf-into | scf-par | speedup |")
    lines.append("|---" * 9 + "|")
    for workload in WORKLOADS:
        ref = reference(medians, workload)
        if ref is None:
            continue
        for mode in MODES:
            row = [workload.upper(), mode, f"{ref:.2f}"]
            for route in ("linalg", "scf"):
                seq = medians.get((workload, mode, route + "-into"))
                par = medians.get((workload, mode, route + "-par"))
                if not seq or not par:
                    row += ["-", "-", "-"]
                    continue
                row += [f"{seq[0]:.2f} ({seq[0] / ref:.2f})",
                        f"{par[0]:.2f} ({par[0] / ref:.2f})",
                        f"{seq[0] / par[0]:.2f}"]
            lines.append("| " + " | ".join(row) + " |")
    lines.append("")
    return "\n".join(lines)


def plot(medians, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    shown = ["linalg-new", "linalg-into", "scf-new", "scf-into", "opencv",
             "upstream", "nt-copy"]
    # W1F's contenders are not pads: its table has them.
    workloads = [w for w in WORKLOADS if reference(medians, w) and w != "w1f"]
    fig, axes = plt.subplots(len(workloads), 1,
                             figsize=(10, 2.6 * len(workloads)), squeeze=False)
    for ax, workload in zip(axes[:, 0], workloads):
        ref = reference(medians, workload)
        width = 0.8 / len(shown)
        for i, c in enumerate(shown):
            xs, ys = [], []
            for j, mode in enumerate(MODES):
                key = (workload, mode, c)
                if c == "nt-copy":
                    key = next((k for k in medians
                                if k[0] == workload and k[2] == c), None)
                if key in medians and any(k[0] == workload and k[1] == mode
                                          for k in medians):
                    xs.append(j + i * width)
                    ys.append(medians[key][2])
            ax.bar(xs, ys, width, label=c)
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_xticks([j + 0.4 - width / 2 for j in range(len(MODES))])
        ax.set_xticklabels(MODES)
        ax.set_ylabel("time / memcpy")
        ax.set_title(WORKLOADS[workload], fontsize=9)
        ax.set_yscale("log")
    axes[0, 0].legend(ncol=4, fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=90)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("json")
    parser.add_argument("--png")
    parser.add_argument("--processes", nargs="*", default=[],
                        help="further runs of some workloads, each in its own "
                             "process")
    parser.add_argument("--parallel",
                        help="a run of the -into and -par kernels on two "
                             "threads")
    args = parser.parse_args()
    runs = [load(path)[1] for path in [args.json] + args.processes]
    medians = cells(runs)
    print(table(medians))
    windows = window_table(runs)
    if windows:
        print(windows)
    if args.parallel:
        print(parallel_table(load(args.parallel)[1]))
    if args.png:
        plot(medians, args.png)


if __name__ == "__main__":
    main()
