#!/usr/bin/python3
"""Random TOSA mirror-pad chains, raised and checked against numpy's pad.

    tosa_chains.py --seed S --cases N [--batch B] --pad-opt PAD_OPT
                   --runner RUNNER --shared-libs LIBS [--keep DIR]

Each case is one chain as TensorFlow's legalization of MirrorPad emits it
(REFLECT, SYMMETRIC: a tosa.slice, tosa.reverse and tosa.concat per padded
axis) or the analogous WRAP (slices from the opposite end) and EDGE (a
tosa.tile of a size-1 slice, or the slice concatenated several times)
chains, of rank 1-4, pads 0 to extent-1 per side (reflect: to extent-1
where the source allows), in a random order of the padded axes. Per batch
of B cases (default 250), one module runs three ways:

  - upstream's TOSA pipeline (tosa-to-linalg-named, tosa-to-linalg,
    tosa-to-arith, tosa-to-tensor) and the plain bufferize-and-lower one;
  - --raise-tosa-pad, then --pad-to-llvm lowering=linalg;
  - --raise-tosa-pad, then --pad-to-llvm lowering=scf;

and every element of every result is compared with numpy's pad of the same
input (the oracle). The raised module must hold one pad.pad per case where
all padded axes share a mode (always, here) and no tosa.concat.
"""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys

import numpy as np

MODES = ["reflect", "symmetric", "wrap", "edge"]
TOSA_PIPELINE = ("--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,"
                 "tosa-to-linalg,tosa-to-arith,tosa-to-tensor))")
PLAIN = ["--one-shot-bufferize=bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map",
         "--convert-linalg-to-loops", "--expand-strided-metadata",
         "--lower-affine", "--convert-scf-to-cf", "--convert-to-llvm",
         "--reconcile-unrealized-casts"]


def ty(shape):
    return "tensor<%sxi32>" % "x".join(map(str, shape))


class Chain:
    """Builds the ops of one chain as text."""

    def __init__(self, prefix):
        self.lines, self.n, self.prefix = [], 0, prefix

    def value(self):
        self.n += 1
        return "%%%s_%d" % (self.prefix, self.n)

    def shape_const(self, values):
        r = self.value()
        self.lines.append(
            "  %s = tosa.const_shape {values = dense<[%s]> : tensor<%dxindex>}"
            " : () -> !tosa.shape<%d>" % (r, ", ".join(map(str, values)),
                                          len(values), len(values)))
        return r

    def slice(self, x, shape, axis, start, size):
        begin, sizes = [0] * len(shape), list(shape)
        begin[axis], sizes[axis] = start, size
        b, s, r = self.shape_const(begin), self.shape_const(sizes), self.value()
        self.lines.append(
            "  %s = tosa.slice %s, %s, %s : (%s, !tosa.shape<%d>, "
            "!tosa.shape<%d>) -> %s" % (r, x, b, s, ty(shape), len(shape),
                                        len(shape), ty(sizes)))
        return r, sizes

    def reverse(self, x, shape, axis):
        r = self.value()
        self.lines.append("  %s = tosa.reverse %s {axis = %d : i32} : (%s) -> %s"
                          % (r, x, axis, ty(shape), ty(shape)))
        return r, shape

    def tile(self, x, shape, axis, count):
        multiples = [1] * len(shape)
        multiples[axis] = count
        m, r = self.shape_const(multiples), self.value()
        out = list(shape)
        out[axis] *= count
        self.lines.append("  %s = tosa.tile %s, %s : (%s, !tosa.shape<%d>) -> %s"
                          % (r, x, m, ty(shape), len(shape), ty(out)))
        return r, out

    def concat(self, parts, axis):
        out = list(parts[0][1])
        out[axis] = sum(p[1][axis] for p in parts)
        r = self.value()
        self.lines.append("  %s = tosa.concat %s {axis = %d : i32} : (%s) -> %s"
                          % (r, ", ".join(p[0] for p in parts), axis,
                             ", ".join(ty(p[1]) for p in parts), ty(out)))
        return r, out

    def pad_axis(self, x, shape, axis, before, after, mode, rng):
        d, parts = shape[axis], []
        if mode in ("reflect", "symmetric"):
            offset = 1 if mode == "reflect" else 0
            if before:
                parts.append(self.reverse(
                    *self.slice(x, shape, axis, offset, before), axis))
            parts.append((x, shape))
            if after:
                parts.append(self.reverse(
                    *self.slice(x, shape, axis, d - after - offset, after), axis))
        elif mode == "wrap":
            if before:
                parts.append(self.slice(x, shape, axis, d - before, before))
            parts.append((x, shape))
            if after:
                parts.append(self.slice(x, shape, axis, 0, after))
        else:  # edge: a size-1 border slice tiled, or concatenated repeatedly
            def repeated(start, count):
                piece = self.slice(x, shape, axis, start, 1)
                if count > 1 and rng.random() < 0.5:
                    return [self.tile(*piece, axis, count)]
                return [piece] * count
            if before:
                parts += repeated(0, before)
            parts.append((x, shape))
            if after:
                parts += repeated(d - 1, after)
        return self.concat(parts, axis)


def make_case(i, rng):
    mode = rng.choice(MODES)
    rank = rng.randint(1, 4)
    shape = [rng.randint(1, 6) for _ in range(rank)]
    if mode == "reflect":
        shape = [max(e, 2) for e in shape]  # a reflect pad needs extent >= 2
    pads = [(0, 0)] * rank
    padded = [a for a in range(rank) if rng.random() < 0.7] or [rank - 1]
    for a in padded:
        # Pads up to extent - 1 (reflect's limit; symmetric and wrap pad a
        # single element by 1); edge pads repeat one slice, up to 4 times.
        hi = 4 if mode == "edge" else max(shape[a] - 1,
                                          0 if mode == "reflect" else 1)
        b, c = rng.randint(0, hi), rng.randint(0, hi)
        if b == 0 and c == 0:
            b = 1
        pads[a] = (b, c)
    order = padded[:]
    rng.shuffle(order)
    chain = Chain("c%d" % i)
    x, cur = "%%x%d" % i, list(shape)
    value = x
    for a in order:
        value, cur = chain.pad_axis(value, cur, a, pads[a][0], pads[a][1],
                                    mode, rng)
    data = np.array([rng.randint(-99, 99) for _ in range(int(np.prod(shape)))],
                    dtype=np.int64).reshape(shape)
    expected = np.pad(data, pads, mode=mode)
    assert list(expected.shape) == cur, (mode, shape, pads, cur)
    return dict(id=i, mode=mode, shape=shape, pads=pads, order=order,
                lines=chain.lines, result=value, out=cur, data=data,
                expected=expected)


def module_text(cases):
    out = ["func.func private @printMemrefI32(memref<*xi32>)",
           "func.func private @printI64(i64)", "func.func private @printNewline()"]
    main = ["func.func @main() {"]
    for c in cases:
        i = c["id"]
        out.append("func.func private @chain_%d(%%x%d: %s) -> %s {" %
                   (i, i, ty(c["shape"]), ty(c["out"])))
        out.extend(c["lines"])
        out.append("  return %s : %s\n}" % (c["result"], ty(c["out"])))
        flat = ", ".join(str(v) for v in c["data"].reshape(-1))
        main.append("  %%in%d = arith.constant dense<[%s]> : tensor<%dxi32>" %
                    (i, flat, c["data"].size))
        shape_values = ", ".join(map(str, c["shape"]))
        main.append("  %%s%d = arith.constant dense<[%s]> : tensor<%dxindex>" %
                    (i, shape_values, len(c["shape"])))
        main.append("  %%a%d = tensor.reshape %%in%d(%%s%d) : (tensor<%dxi32>, "
                    "tensor<%dxindex>) -> %s" % (i, i, i, c["data"].size,
                                                 len(c["shape"]), ty(c["shape"])))
        main.append("  %%r%d = func.call @chain_%d(%%a%d) : (%s) -> %s" %
                    (i, i, i, ty(c["shape"]), ty(c["out"])))
        main.append("  %%id%d = arith.constant %d : i64" % (i, i))
        main.append("  func.call @printI64(%%id%d) : (i64) -> ()" % i)
        main.append("  func.call @printNewline() : () -> ()")
        memref = "memref<%sxi32>" % "x".join(map(str, c["out"]))
        main.append("  %%m%d = bufferization.to_buffer %%r%d : %s to %s" %
                    (i, i, ty(c["out"]), memref))
        main.append("  %%u%d = memref.cast %%m%d : %s to memref<*xi32>" %
                    (i, i, memref))
        main.append("  func.call @printMemrefI32(%%u%d) : (memref<*xi32>) -> ()"
                    % i)
    main.append("  return\n}")
    return "\n".join(out + main) + "\n"


def parse(output):
    """Case id -> the integers its printed result holds, in order."""
    results, current = {}, None
    for line in output.splitlines():
        if re.fullmatch(r"-?\d+", line.strip()):
            current = int(line.strip())
            results[current] = []
        elif current is not None:
            data = line.split("data =", 1)[-1] if "data =" in line else line
            results[current].extend(int(v) for v in re.findall(r"-?\d+", data)
                                    if "Unranked" not in line)
    return results


def run(cmd, data):
    proc = subprocess.run(cmd, input=data, capture_output=True)
    if proc.returncode:
        sys.exit("FAIL: %s\n%s" % (" ".join(cmd),
                                   proc.stderr.decode(errors="replace")[:4000]))
    return proc.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--cases", type=int, required=True)
    ap.add_argument("--batch", type=int, default=250)
    ap.add_argument("--pad-opt", required=True)
    ap.add_argument("--runner", required=True)
    ap.add_argument("--shared-libs", required=True)
    ap.add_argument("--keep")
    args = ap.parse_args()
    rng = random.Random(int(os.environ.get("PAD_DIFF_SEED", args.seed)))
    cases = [make_case(i, rng) for i in range(args.cases)]
    runner = shlex.split(args.runner) + ["-e", "main", "-entry-point-result=void",
                                        "-shared-libs=" + args.shared_libs]
    counts = {}
    for c in cases:
        counts[c["mode"]] = counts.get(c["mode"], 0) + 1
        counts["rank:%d" % len(c["shape"])] = counts.get(
            "rank:%d" % len(c["shape"]), 0) + 1
        counts["axes:%d" % len(c["order"])] = counts.get(
            "axes:%d" % len(c["order"]), 0) + 1
    print("tosa chains: seed %d, %d cases; %s" % (
        args.seed, len(cases),
        ", ".join("%s=%d" % kv for kv in sorted(counts.items()))))
    failures = 0
    for first in range(0, len(cases), args.batch):
        batch = cases[first:first + args.batch]
        text = module_text(batch).encode()
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, "chains_%03d.mlir" % first),
                      "wb") as f:
                f.write(text)
        raised = run([args.pad_opt, "-", "--raise-tosa-pad"], text).decode()
        pads = len(re.findall(r"= pad\.pad ", raised))
        if "tosa.concat" in raised or pads != len(batch):
            print("FAIL: batch %d: %d pads for %d chains, tosa.concat left: %s"
                  % (first, pads, len(batch), "tosa.concat" in raised))
            failures += 1
        outputs = {}
        tosa = run([args.pad_opt, "-", TOSA_PIPELINE], text)
        outputs["upstream"] = run([args.pad_opt, "-"] + PLAIN, tosa)
        for route in ["linalg", "scf"]:
            outputs[route] = run([args.pad_opt, "-", "--raise-tosa-pad",
                                  "--pad-to-llvm=lowering=" + route,
                                  "--emit-bytecode"], text)
        for name, lowered in outputs.items():
            got = parse(run(runner, lowered).decode(errors="replace"))
            for c in batch:
                want = [int(v) for v in c["expected"].reshape(-1)]
                if got.get(c["id"]) != want:
                    failures += 1
                    print("FAIL: %s, case %d (%s, shape %s, pads %s, axes in "
                          "order %s): got %s, want %s" % (
                              name, c["id"], c["mode"], c["shape"], c["pads"],
                              c["order"], got.get(c["id"]), want))
    if failures:
        sys.exit("%d failures" % failures)
    print("PASS: %d chains raised to one pad.pad each; upstream, linalg and "
          "scf agree with numpy" % len(cases))


if __name__ == "__main__":
    main()
