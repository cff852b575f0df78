#!/usr/bin/python3
"""Checks the oracle itself, without the project: the spec transcription
(pad_oracle.spec_pad) against the worked examples of the source documents and
against numpy.pad wherever numpy's semantics agree with the spec."""

import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pad_oracle  # noqa: E402

DATA = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
T = np.array([[1, 2, 3], [4, 5, 6]])
# (input, below, above, interior, mode, value, the document's result)
DOCUMENT_EXAMPLES = [
    # nGraph (seeds 000, 001).
    (np.arange(1, 10).reshape(3, 3), [1, 2], [1, 0], [1, 2], "constant", 42,
     [[42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 1, 42, 42, 2, 42, 42, 3],
      [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 4, 42, 42, 5, 42, 42, 6],
      [42, 42, 42, 42, 42, 42, 42, 42, 42], [42, 42, 7, 42, 42, 8, 42, 42, 9],
      [42, 42, 42, 42, 42, 42, 42, 42, 42]]),
    # ONNX (seed 002).
    (np.array([[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]]), [0, 2], [0, 0], None,
     "constant", 0, [[0.0, 0.0, 1.0, 1.2], [0.0, 0.0, 2.3, 3.4],
                     [0.0, 0.0, 4.5, 5.7]]),
    # OpenVINO (seed 003).
    (DATA, [0, 1], [2, 3], None, "constant", 0,
     [[0, 1, 2, 3, 4, 0, 0, 0], [0, 5, 6, 7, 8, 0, 0, 0],
      [0, 9, 10, 11, 12, 0, 0, 0], [0] * 8, [0] * 8]),
    (DATA, [0, 1], [2, 3], None, "edge", 0,
     [[1, 1, 2, 3, 4, 4, 4, 4], [5, 5, 6, 7, 8, 8, 8, 8],
      [9, 9, 10, 11, 12, 12, 12, 12], [9, 9, 10, 11, 12, 12, 12, 12],
      [9, 9, 10, 11, 12, 12, 12, 12]]),
    (DATA, [0, 1], [2, 3], None, "reflect", 0,
     [[2, 1, 2, 3, 4, 3, 2, 1], [6, 5, 6, 7, 8, 7, 6, 5],
      [10, 9, 10, 11, 12, 11, 10, 9], [6, 5, 6, 7, 8, 7, 6, 5],
      [2, 1, 2, 3, 4, 3, 2, 1]]),
    (DATA, [0, 1], [2, 3], None, "symmetric", 0,
     [[1, 1, 2, 3, 4, 4, 3, 2], [5, 5, 6, 7, 8, 8, 7, 6],
      [9, 9, 10, 11, 12, 12, 11, 10], [9, 9, 10, 11, 12, 12, 11, 10],
      [5, 5, 6, 7, 8, 8, 7, 6]]),
] + [
    (DATA, [-1, -1], [-1, -1], None, mode, 0, [[6, 7]])
    for mode in ("constant", "edge", "reflect", "symmetric")
] + [
    (DATA, [2, -1], [-1, 3], None, "constant", 0,
     [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [2, 3, 4, 0, 0, 0],
      [6, 7, 8, 0, 0, 0]]),
    (DATA, [2, -1], [-1, 3], None, "edge", 0,
     [[2, 3, 4, 4, 4, 4], [2, 3, 4, 4, 4, 4], [2, 3, 4, 4, 4, 4],
      [6, 7, 8, 8, 8, 8]]),
    (DATA, [2, -1], [-1, 3], None, "reflect", 0,
     [[10, 11, 12, 11, 10, 9], [6, 7, 8, 7, 6, 5], [2, 3, 4, 3, 2, 1],
      [6, 7, 8, 7, 6, 5]]),
    (DATA, [2, -1], [-1, 3], None, "symmetric", 0,
     [[6, 7, 8, 8, 7, 6], [2, 3, 4, 4, 3, 2], [2, 3, 4, 4, 3, 2],
      [6, 7, 8, 8, 7, 6]]),
    # TensorFlow MirrorPad (seed 004).
    (T, [1, 2], [1, 2], None, "symmetric", 0,
     [[2, 1, 1, 2, 3, 3, 2], [2, 1, 1, 2, 3, 3, 2], [5, 4, 4, 5, 6, 6, 5],
      [5, 4, 4, 5, 6, 6, 5]]),
    (T, [0, 2], [0, 2], None, "symmetric", 0,
     [[2, 1, 1, 2, 3, 3, 2], [5, 4, 4, 5, 6, 6, 5]]),
    (T, [0, 2], [0, 2], None, "reflect", 0,
     [[3, 2, 1, 2, 3, 2, 1], [6, 5, 4, 5, 6, 5, 4]]),
    (np.array([1, 2, 3]), [0], [2], None, "reflect", 0, [1, 2, 3, 2, 1]),
    (np.array([1, 2, 3]), [0], [2], None, "symmetric", 0, [1, 2, 3, 3, 2]),
    (np.array([1, 2, 3]), [2], [0], None, "symmetric", 0, [2, 1, 1, 2, 3]),
    (np.array([1, 2, 3]), [2], [0], None, "reflect", 0, [3, 2, 1, 2, 3]),
]

# Hand-computed values of the spec's table beyond the documents' limits.
BEYOND = [
    # reflect, d = 3, period 4: k = -5..7 -> 1 0 1 2 1 0 1 2 1 0 1 2 1
    (np.array([10, 20, 30]), [5], [5], "reflect",
     [20, 10, 20, 30, 20, 10, 20, 30, 20, 10, 20, 30, 20]),
    # symmetric, d = 3, period 6: k = -4..6 -> 2 2 1 0 0 1 2 2 1 0 0
    (np.array([10, 20, 30]), [4], [4], "symmetric",
     [30, 30, 20, 10, 10, 20, 30, 30, 20, 10, 10]),
    # wrap, d = 3: k = -4..5 -> 2 0 1 2 0 1 2 0 1 2
    (np.array([10, 20, 30]), [4], [3], "wrap",
     [30, 10, 20, 30, 10, 20, 30, 10, 20, 30]),
    # crop past the extent: k = 5, 6
    (np.array([10, 20, 30]), [-5], [4], "edge", [30, 30]),
    (np.array([10, 20, 30]), [-5], [4], "reflect", [20, 30]),
    (np.array([10, 20, 30]), [-5], [4], "symmetric", [10, 10]),
    (np.array([10, 20, 30]), [-5], [4], "wrap", [30, 10]),
    (np.array([10, 20, 30]), [-5], [4], "constant", [0, 0]),
]


def main():
    failures = 0
    for arg, below, above, interior, mode, value, doc in DOCUMENT_EXAMPLES:
        got = pad_oracle.spec_pad(arg, below, above, interior, mode, value)
        if not np.array_equal(got, np.array(doc, dtype=got.dtype)):
            failures += 1
            print("document example differs: %s %s %s\n%s" % (
                mode, below, above, got))
    for arg, below, above, mode, want in BEYOND:
        got = pad_oracle.spec_pad(arg, below, above, None, mode, 0)
        if list(got) != want:
            failures += 1
            print("hand-computed case differs: %s %s %s: %s" % (
                mode, below, above, list(got)))
    rng = random.Random(1)
    checked = 0
    vectorized = 0
    for _ in range(6000):
        rank = rng.randint(1, 3)
        shape = [rng.randint(0, 5) for _ in range(rank)]
        mode = rng.choice(pad_oracle.MODES)
        below = [rng.randint(-6, 6) for _ in range(rank)]
        above = [rng.randint(-6, 6) for _ in range(rank)]
        if mode != "constant" and any(
                d == 0 and pad_oracle.output_extent(d, p, q) > 0
                for d, p, q in zip(shape, below, above)):
            continue
        arg = np.arange(1, int(np.prod(shape)) + 1).reshape(shape)
        interior = [rng.randint(0, 2) if mode == "constant" else 0
                    for _ in range(rank)]
        a = pad_oracle.spec_pad(arg, below, above, interior, mode, -1)
        b = pad_oracle.spec_pad_vectorized(arg, below, above, interior, mode,
                                           -1)
        if a.shape != b.shape or not np.array_equal(a, b):
            failures += 1
            print("spec_pad_vectorized differs: %s %s %s %s %s" % (
                shape, mode, below, above, interior))
        vectorized += 1
        try:
            _, used = pad_oracle.reference_pad(arg, below, above, None, mode,
                                               -1)
        except AssertionError as e:
            failures += 1
            print(e)
            continue
        checked += used
    print("oracle self-test: %d document examples, %d hand-computed cases, "
          "%d random cases cross-checked with numpy.pad, %d with the "
          "vectorised gather" % (len(DOCUMENT_EXAMPLES), len(BEYOND), checked,
                                 vectorized))
    if failures:
        print("FAIL: %d" % failures)
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
