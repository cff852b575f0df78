#!/usr/bin/env python3
"""Run-time cost of the shared pad kernels on small pads: the same pads
lowered inline (`outline-max-bytes=-1`) and as calls to the shared kernels
(the default), each called in a loop from one JIT-compiled module, side by
side in one process per variant and repetition.

  bench/outline_cost.py build/bin/pad-opt [REPETITIONS]

Prints the median time per call of each pad and the ratio outlined / inline.
Pin it to one core (taskset -c 1) on a quiet machine.
"""
import statistics
import subprocess
import sys

RUNNER = "/usr/lib/llvm-22/bin/mlir-runner"
LIBS = ("/usr/lib/llvm-22/lib/libmlir_runner_utils.so,"
        "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so")
# name, source shape, below, above, mode, calls per timing.
CASES = [
    ("5x7 to 8x10 constant (320 B)", [5, 7], [1, 2], [2, 1], "constant",
     2000000),
    ("3x16x16 to 3x18x18 reflect (3.8 KiB)", [3, 16, 16], [0, 1, 1],
     [0, 1, 1], "reflect", 500000),
    ("4x60x60 to 4x64x64 edge (64 KiB)", [4, 60, 60], [0, 2, 2], [0, 2, 2],
     "edge", 20000),
]


def module():
    out = ["func.func private @rtclock() -> f64",
           "func.func private @printF64(f64)",
           "func.func private @printNewline()"]
    calls = []
    for k, (_, shape, below, above, mode, n) in enumerate(CASES):
        res = [s + b + a for s, b, a in zip(shape, below, above)]
        t_in = "tensor<%sxf32>" % "x".join(map(str, shape))
        t_out = "tensor<%sxf32>" % "x".join(map(str, res))
        out.append(f"""func.func @pad{k}(%x: {t_in}) -> {t_out} {{
  %0 = pad.pad {mode} %x below{below} above{above} : {t_in} to {t_out}
  return %0 : {t_out}
}}
func.func @time{k}() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %v = arith.constant 1.5 : f32
  %e = tensor.empty() : {t_in}
  %x = linalg.fill ins(%v : f32) outs(%e : {t_in}) -> {t_in}
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %n step %c1 {{
    %r = func.call @pad{k}(%x) : ({t_in}) -> {t_out}
  }}
  %t1 = call @rtclock() : () -> f64
  %d = arith.subf %t1, %t0 : f64
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %per = arith.divf %d, %nf : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}}""")
        calls.append(f"  call @time{k}() : () -> ()")
    out.append("func.func @main() {\n" + "\n".join(calls) + "\n  return\n}")
    return "\n".join(out)


def main():
    pad_opt = sys.argv[1]
    repetitions = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    variants = {"inline": "outline-max-bytes=-1", "outlined": ""}
    lowered = {}
    for name, option in variants.items():
        lowered[name] = subprocess.run(
            [pad_opt, "--pad-to-llvm" + ("=" + option if option else "")],
            input=module(), capture_output=True, text=True,
            check=True).stdout
    times = {name: [[] for _ in CASES] for name in variants}
    for _ in range(repetitions):
        for name in variants:
            out = subprocess.run(
                [RUNNER, "-O3", "-e", "main", "-entry-point-result=void",
                 "-shared-libs=" + LIBS], input=lowered[name],
                capture_output=True, text=True, check=True).stdout.split()
            for k, t in enumerate(out):
                times[name][k].append(float(t))
    print("| pad | inline (ns per call) | outlined (ns per call) "
          "| outlined / inline |")
    print("|---|---|---|---|")
    for k, case in enumerate(CASES):
        inline = statistics.median(times["inline"][k]) * 1e9
        outlined = statistics.median(times["outlined"][k]) * 1e9
        print(f"| {case[0]} | {inline:.0f} | {outlined:.0f} "
              f"| {outlined / inline:.2f} |")


if __name__ == "__main__":
    main()
