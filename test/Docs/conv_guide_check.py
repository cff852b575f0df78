#!/usr/bin/python3
"""The oracle of docs/tiling-and-fusion.md's convolution schedule: numpy's
pad, then each window op written in numpy, on the payload's inputs; reads
the runner's three printed results from stdin and compares every element.
"""
import numpy as np, re, sys
h, w, c = np.meshgrid(np.arange(12), np.arange(12), np.arange(4), indexing="ij")
x = ((h * 7 + w * 3 + c) % 5 - 2).astype(np.float32)[None]
fh, fw, fc = np.meshgrid(np.arange(3), np.arange(3), np.arange(4), indexing="ij")
fd = ((fh * 2 + fw + fc * 3) % 3 - 1).astype(np.float32)
a, b, cc, k = np.meshgrid(np.arange(3), np.arange(3), np.arange(4), np.arange(8), indexing="ij")
fconv = ((a + b * 2 + cc + k * 3) % 3 - 1).astype(np.float32)
pw = ((0, 0), (1, 1), (1, 1), (0, 0))
p = np.pad(x, pw, mode="reflect")
dw = sum(p[:, i:i + 12, j:j + 12, :] * fd[i, j] for i in range(3) for j in range(3))
p = np.pad(x, pw, mode="symmetric")
conv = sum(np.einsum("nhwc,cf->nhwf", p[:, i:i + 12, j:j + 12, :], fconv[i, j]) for i in range(3) for j in range(3))
p = np.pad(x, pw, mode="constant", constant_values=-np.inf)
pool = np.max([p[:, i:i + 11:2, j:j + 11:2, :] for i in range(3) for j in range(3)], axis=0)
text = sys.stdin.read()
blocks = text.split("Unranked Memref")[1:]
got = [np.array([float(v) for v in re.findall(r"-?(?:\d+(?:\.\d*)?|inf)", blk.split("data =", 1)[1])]) for blk in blocks]
for name, exp, g in zip(("depthwise", "conv", "pool"), (dw, conv, pool), got):
    ok = g.size == exp.size and np.array_equal(g, exp.ravel())
    print(f"{name}: {'every element agrees with numpy' if ok else 'MISMATCH'} ({exp.size} elements)")
    if not ok:
        print("expected", exp.ravel().tolist(), "got", g.tolist())
