#!/usr/bin/python3
"""Tiled differential test of pad.pad (spec section 5): random pads, every
mode, element types i32, f32, i8 and f16, ranks 1-4, random tile sizes,
tiled by a transform script through the TilingInterface
(transform.structured.tile_using_for or tile_using_forall, or
transform.structured.fuse of an elementwise copy of the pad, tiled so, with
the pad fused into its loops), lowered by both
routes of `pad-opt --pad-to-llvm` and run with --runner (mlir-runner, or
test/lib/pad_run.py, which compiles ahead of time); every element is
compared with the oracle (../differential/pad_oracle.py: the spec's gather
table, cross-checked with numpy.pad where numpy applies).  The tiling is
never asked what a tile holds: the oracle pads the whole input.

Sizes: most cases are small (extents 0-6, pads -6..6, at most
SMALL_OUT_ELEMENTS output elements), so that tiles are many relative to the
extents; a LARGE_FRACTION of the cases draws some dimensions (each with
probability one half, at least one) with extents 0-40 and pads -40..40,
within MAX_IN_ELEMENTS input and MAX_OUT_ELEMENTS output elements.  Interior
0-2 in constant mode; non-constant modes read from non-empty dimensions.
Element values are exact in every type (integers; multiples of 0.25 for the
floats), distinct along runs of up to 127 (i8), 2047 (f16), 3999 (f32) and
all (i32) elements, and positive, while pad values are negative.

Each case is one function holding one pad.pad tagged `{tile_case = N}`;
~60 cases make one payload module, and a transform library with one
match + tile pair per case is preloaded
(`--transform-preload-library`, then `--transform-interpreter`), so one
pad-opt command tiles and lowers.  Forms: `static` (static types and pads)
and `dynamic` (extents erased to `?`, some pad amounts passed as
arguments).  Tile sizes are drawn per dimension from 0 (not tiled) and 1 to
the output extent + 2, so sizes that divide the output and sizes that do
not both occur, as do single tiles larger than the output.  Results are
printed with the runner utilities as ../differential/pad_differential.py
prints them (../Inputs/mlir_emit.py: i8 through an i32 copy, f16 with the
C-interface printer).

The seed comes from --seed, overridden by PAD_DIFF_SEED.  Exit status 0
means every case agreed in both routes.
"""

import argparse
import concurrent.futures
import os
import random
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "differential"))
sys.path.insert(0, os.path.join(HERE, "..", "Inputs"))

import differential_harness as harness  # noqa: E402
import pad_oracle  # noqa: E402
from mlir_emit import (NUMPY_DTYPE, Namer, dense_literal,  # noqa: E402

                       print_declarations, print_tensor, printed_arrays,
                       scalar_constant, tensor_type)

NO_THREADS = harness.NO_THREADS
STDBUF = ["stdbuf", "-o0"] if shutil.which("stdbuf") else []

MODES = pad_oracle.MODES
ROUTES = ("linalg", "scf")
# (element type, weight), (rank, weight)
TYPE_WEIGHTS = [("i32", 4), ("f32", 3), ("i8", 2), ("f16", 2)]
RANK_WEIGHTS = [(1, 3), (2, 4), (3, 2), (4, 1)]
SMALL_EXTENT, SMALL_PAD = 6, 6
LARGE_EXTENT, LARGE_PAD = 40, 40
LARGE_FRACTION = 0.2
SMALL_OUT_ELEMENTS = 400
MAX_IN_ELEMENTS = 2000
MAX_OUT_ELEMENTS = 3000
EMPTY_OK = 0.15  # the fraction of cases that keep an empty output if drawn
# Case n is an extreme case when n % EXTREME_EVERY == EXTREME_AT, and a
# zero-extent case when n % ZERO_EVERY == ZERO_AT (the two never meet), so
# that the first 100 cases of any seed hold 8 and 5 of them: the sanitizer
# build runs those.  Extreme case j expects EXTREME_KINDS[j % 4] (None:
# values) and is tiled by EXTREME_LOOPS[j % 3], so that every pairing recurs
# every 12 extreme cases.
EXTREME_EVERY, EXTREME_AT = 12, 7
ZERO_EVERY, ZERO_AT = 20, 13
EXTREME_KINDS = ("rule9", "rule10", "rule6", None)
EXTREME_LOOPS = ("for", "forall", "fuse")
I64_MIN, I64_MAX = -(1 << 63), (1 << 63) - 1
LIMIT = 1 << 63
ELEMENT_BYTES = {"i32": 4, "f32": 4, "i8": 1, "f16": 2}
# An extreme case that expects values keeps each output extent within
# EXTREME_MAX_EXTENT (an untiled loop over a huge extent would run for
# ever even where another extent empties the output).
EXTREME_MAX_EXTENT = 40
# A case expected to abort runs alone, within this many seconds.
ABORT_TIMEOUT = 120


class Case:
    pass


def pick(rng, weights):
    return rng.choices([k for k, _ in weights], [w for _, w in weights])[0]


def input_values(etype, size):
    """Exact, positive values, distinct along runs of elements."""
    k = np.arange(size, dtype=np.int64)
    if etype == "i32":
        v = k + 1
    elif etype == "i8":
        v = k % 127 + 1
    elif etype == "f16":
        v = (k % 2047 + 1) * 0.25   # below 512: multiples of 0.25 exact
    else:
        v = (k % 3999 + 1) * 0.25   # %g prints them whole (<= 6 digits)
    return v.astype(NUMPY_DTYPE[etype])


def pad_value(rng, etype):
    """A negative value, unlike every element of the input."""
    if etype in ("f16", "f32"):
        return rng.randint(-396, -1) * 0.25
    if etype == "i8" and rng.random() < 0.2:
        return -128
    return rng.randint(-99, -1)


# transform.pad.vectorize masks a pad whose result is dynamic (a fused
# tile's, or the dynamic form's) with at most this many rows (the product
# of every vector size but the innermost); more is a diagnostic ("tile the
# pad first", test/Transform/vectorize-invalid.mlir).
MAX_MASKED_ROWS = 256


def bound_masked_rows(c):
    """Makes a vectorized case that may be masked keep at most
    MAX_MASKED_ROWS rows, as a user follows the diagnostic: a whole pad is
    fused into a tiled copy instead, and the largest outer tile is halved
    until the rows fit (vector sizes then the tiles').  Draws nothing."""
    def rows(sizes):
        return int(np.prod(sizes[:-1])) if len(sizes) > 1 else 1
    if rows(c.vsizes) <= MAX_MASKED_ROWS:
        return
    if c.loop == "whole":
        c.loop = "fuse"
        c.tiles = [0] * c.rank
    extents = [t if t else o for t, o in zip(c.tiles, c.out)]
    while rows(extents) > MAX_MASKED_ROWS:
        i = max(range(c.rank - 1), key=lambda k: extents[k])
        extents[i] = c.tiles[i] = max(1, (extents[i] + 1) // 2)
    c.vsizes = [max(1, e) for e in extents]


def make_case(rng, fuse_rng, n, vectorize=False):
    c = Case()
    c.id = n
    c.etype = pick(rng, TYPE_WEIGHTS)
    c.rank = pick(rng, RANK_WEIGHTS)
    c.mode = rng.choice(MODES)
    c.large = rng.random() < LARGE_FRACTION
    empty_ok = rng.random() < EMPTY_OK
    # The type, rank, mode and size class are kept; the rest is redrawn
    # until the sizes are within bounds.
    while True:
        big = [c.large and rng.random() < 0.5 for _ in range(c.rank)]
        if c.large and not any(big):
            big[rng.randrange(c.rank)] = True
        low_extent = 0 if c.mode == "constant" else 1
        c.shape = [rng.randint(low_extent, LARGE_EXTENT if b else
                               SMALL_EXTENT) for b in big]
        c.interior = [0] * c.rank
        if c.mode == "constant" and rng.random() < 0.35:
            c.interior = [rng.choice((0, 1, 2)) for _ in range(c.rank)]
        limits = [LARGE_PAD if b else SMALL_PAD for b in big]
        c.below = [rng.randint(-m, m) for m in limits]
        c.above = [rng.randint(-m, m) for m in limits]
        c.out = [pad_oracle.output_extent(d, p, q, r) for d, p, q, r in
                 zip(c.shape, c.below, c.above, c.interior)]
        if int(np.prod(c.out)) > (MAX_OUT_ELEMENTS if c.large else
                                  SMALL_OUT_ELEMENTS):
            continue
        if int(np.prod(c.shape)) > MAX_IN_ELEMENTS:
            continue
        c.form = rng.choice(("static", "dynamic"))
        # Upstream's loop tiling (MLIR 22) inserts every tile into the
        # destination at an offset that does not verify against a static
        # extent of 0 (for any tiled op, not only pads): empty outputs are
        # drawn in the dynamic form only, and rarely (crops empty many
        # draws of rank 3 or 4, or with pads of up to 40).
        if 0 in c.out and (c.form == "static" or not empty_ok):
            continue
        break
    c.value = None
    if c.mode == "constant" and rng.random() < 0.7:
        c.value = pad_value(rng, c.etype)
    c.dyn_below = [c.form == "dynamic" and rng.random() < 0.5
                   for _ in range(c.rank)]
    c.dyn_above = [c.form == "dynamic" and rng.random() < 0.5
                   for _ in range(c.rank)]
    c.loop = rng.choice(("for", "forall"))
    # Half of the scf.for cases tile a consumer instead (an elementwise
    # copy of the pad) and fuse the pad into its loops. Drawn from a
    # generator of their own, so that every other draw is the same.
    if c.loop == "for" and fuse_rng.random() < 0.5:
        c.loop = "fuse"
    while True:
        c.tiles = [0 if rng.random() < 0.2 else rng.randint(1, o + 2)
                   for o in c.out]
        if any(c.tiles):
            break
    c.vsizes = None
    c.split = None
    if vectorize:
        # Every pad is vectorized: a third whole (transform.pad.vectorize on
        # the pad itself), the rest fused into the consumer's tiles and
        # vectorized with it. Vector sizes are the tile's (the output's
        # extent where a dimension is not tiled), sometimes larger: masked
        # wherever they exceed the extent or the extent is dynamic.
        c.loop = "whole" if fuse_rng.random() < 1 / 3 else "fuse"
        extents = c.out if c.loop == "whole" else [
            t if t else o for t, o in zip(c.tiles, c.out)]
        c.vsizes = [max(1, e + (fuse_rng.randint(1, 3)
                                if fuse_rng.random() < 0.3 else 0))
                    for e in extents]
        if c.loop == "fuse" or c.form == "dynamic":
            bound_masked_rows(c)
        if (c.loop == "whole" and c.form == "static" and
                fuse_rng.random() < 0.5):
            c.vsizes = None  # the result's static shape
        # Half of the static fused cases split the consumer first
        # (transform.structured.split) along one dimension where the
        # output enters and leaves the stretched source, as
        # docs/tiling-and-fusion.md schedules it: a tile's offset is then
        # the loop's induction variable plus the part's offset.
        if c.loop == "fuse" and c.form == "static" and fuse_rng.random() < 0.5:
            dims = []
            for i in range(c.rank):
                e = pad_oracle.output_extent(c.shape[i], 0, 0, c.interior[i])
                points = sorted({p for p in (c.below[i], c.below[i] + e)
                                 if 0 < p < c.out[i]})
                if points:
                    dims.append((i, points))
            if dims:
                c.split = fuse_rng.choice(dims)
                c.loop = "split"
    c.arg = input_values(c.etype, int(np.prod(c.shape))).reshape(c.shape)
    value = 0 if c.value is None else c.value
    c.want, _ = pad_oracle.reference_pad(c.arg, c.below, c.above, c.interior,
                                         c.mode, value)
    c.kind = "ordinary"
    c.keep_static = [False] * c.rank
    c.rule, c.abort = None, None
    return c


def expected_abort(c):
    """(rule, message) of the first run-time check that fails, in the order
    the lowered code checks them (lib/Dialect/Pad/IR/RuntimeChecks.cpp,
    emitPadRuleChecks): per dimension rule 9 (the stretched or the output
    extent is at least 2^63), then rule 6 (a non-constant mode pads an
    extent of 0 to a non-empty output); after every dimension rule 10 (the
    output's size in bytes is at least 2^63).  (None, None) when every
    check passes.  Exact integers throughout."""
    for i in range(c.rank):
        e = pad_oracle.stretched_extent(c.shape[i], c.interior[i])
        out = max(c.below[i] + e + c.above[i], 0)
        if max(e, out) >= LIMIT:
            return "rule9", ("pad.pad: the output extent of dimension %d "
                             "does not fit in 64 bits" % i)
        if c.mode != "constant" and c.shape[i] == 0 and out > 0:
            return "rule6", ("pad.pad: mode '%s' cannot pad dimension %d of "
                             "extent 0 to a non-empty output" % (c.mode, i))
    size = ELEMENT_BYTES[c.etype]
    for o in c.out:
        size *= o
    if size >= LIMIT:
        return "rule10", ("pad.pad: the size of the result in bytes does not "
                          "fit in a signed 64-bit integer")
    return None, None


def split_pads(rng, t):
    """below + above = t, both within 64 bits, mostly one near a limit."""
    lo, hi = max(I64_MIN, t - I64_MAX), min(I64_MAX, t - I64_MIN)
    while True:
        p = rng.choice([I64_MAX, I64_MIN, I64_MAX - rng.randint(0, 8),
                        I64_MIN + rng.randint(0, 8),
                        (1 << 62) + rng.randint(-8, 8),
                        -(1 << 62) + rng.randint(-8, 8), rng.randint(-8, 8),
                        rng.randint(lo, hi), t // 2])
        if lo <= p <= hi:
            break
    q = t - p
    return (q, p) if rng.random() < 0.5 else (p, q)


def extreme_dim(rng, mode, flavour):
    """(extent, below, above, interior) of one dimension of an extreme case.
    Flavours: `small` (pads -3..3), `valid` (pads near the 64-bit limits,
    output extent -2..6 or far below 0), `over` (rule 9: an output extent of
    2^63 or more, up to 2^64 + 2, which wraps to a small one), `big` (an
    output extent of 2^8 to 2^63 - 1: rule 10 in a product), `empty` (a
    source extent of 0: in a non-constant mode rule 6 unless the output is
    empty too).  In constant mode `over` and `valid` sometimes take a huge
    interior instead (the stretched extent then breaks rule 9, or the pads
    bring the output back to a few elements)."""
    d = rng.randint(0 if mode == "constant" else 1, 4)
    r = 0
    if flavour == "empty":
        d = 0
    if mode == "constant" and flavour in ("over", "valid") and d >= 2 and \
            rng.random() < 0.3:
        # (d - 1) * (r + 1) + 1 >= 2^63 exactly when r >= need.
        need = -(-(LIMIT - 1) // (d - 1)) - 1
        r = min(need + rng.randint(0, 3), I64_MAX) if flavour == "over" \
            else need - rng.randint(1, 3)
    elif mode == "constant" and rng.random() < 0.2:
        r = rng.randint(0, 2)
    e = pad_oracle.stretched_extent(d, r)
    if flavour == "small":
        return d, rng.randint(-3, 3), rng.randint(-3, 3), r
    if flavour == "valid" or (flavour == "empty" and rng.random() < 0.3):
        t = rng.randint(1, 6) if rng.random() < 0.7 else rng.randint(-2, 0)
        if rng.random() < 0.1:
            t = -rng.randint(1 << 62, (1 << 64) - 2 - e)  # far below zero
        if flavour == "empty":
            t = min(t, 0)
    elif flavour == "over":
        t = rng.choice([LIMIT + rng.randint(0, 8),
                        (1 << 64) + rng.randint(-2, 2),
                        rng.randint(LIMIT, (1 << 64) - 2 + e)])
        t = min(t, 2 * I64_MAX + e)
        if e >= LIMIT:
            t = e + rng.randint(-8, 8)
    elif flavour == "big":
        t = rng.choice([(1 << rng.randint(8, 62)) + rng.randint(-3, 3),
                        I64_MAX - rng.randint(0, 8),
                        rng.randint(1 << 20, I64_MAX)])
    else:  # empty: a small or a big output extent
        t = rng.choice([rng.randint(1, 5),
                        (1 << rng.randint(8, 62)) + rng.randint(-3, 3)])
    p, q = split_pads(rng, t - e)
    return d, p, q, r


def make_extreme_case(rng, n, j):
    """Extreme case j: dynamic form, pads near the 64-bit limits passed as
    arguments, expecting EXTREME_KINDS[j % 4] (the message of that rule, or
    values).  Redrawn until the oracle's outcome is that kind."""
    c = Case()
    c.id = n
    c.kind = "extreme"
    c.etype = pick(rng, TYPE_WEIGHTS)
    c.rank = rng.choice((1, 1, 2, 2, 3))
    want_rule = EXTREME_KINDS[j % len(EXTREME_KINDS)]
    if want_rule == "rule10" and c.rank == 1 and c.etype == "i8":
        c.rank = 2  # one extent below 2^63 of bytes: rule 10 needs two
    c.mode = rng.choice(MODES[1:] if want_rule == "rule6" else MODES)
    c.large = False
    c.form = "dynamic"
    c.keep_static = [False] * c.rank
    c.loop = EXTREME_LOOPS[j % len(EXTREME_LOOPS)]
    target_flavour = {"rule9": "over", "rule10": "big", "rule6": "empty",
                      None: "valid"}[want_rule]
    while True:
        at = rng.randrange(c.rank)
        dims = []
        for i in range(c.rank):
            if i == at:
                flavour = target_flavour
            elif want_rule == "rule10":
                flavour = rng.choice(("big", "big", "small", "valid"))
            elif want_rule is None:
                flavour = rng.choice(("small", "valid", "valid") +
                                     (("empty",) if c.mode != "constant"
                                      else ()))
            else:
                # Sometimes another rule fails as well, before or after.
                flavour = rng.choice(("small", "small", "valid", "over",
                                      "big", "empty"))
            dims.append(extreme_dim(rng, c.mode, flavour))
        c.shape = [d for d, _, _, _ in dims]
        c.below = [p for _, p, _, _ in dims]
        c.above = [q for _, _, q, _ in dims]
        c.interior = [r for _, _, _, r in dims]
        if c.mode != "constant" and any(c.interior):
            continue
        c.out = [pad_oracle.output_extent(d, p, q, r) for d, p, q, r in
                 zip(c.shape, c.below, c.above, c.interior)]
        c.rule, c.abort = expected_abort(c)
        if c.rule != want_rule:
            continue
        if c.rule is None and (max(c.out) > EXTREME_MAX_EXTENT or
                               int(np.prod(c.out)) > SMALL_OUT_ELEMENTS):
            continue
        break
    c.value = None
    if c.mode == "constant" and rng.random() < 0.7:
        c.value = pad_value(rng, c.etype)
    # A huge pad is an argument; a dimension keeps static pads only where
    # both are small (a static pair the verifier could reject alone, or a
    # check that folds to false, would not be a run-time case).
    def dynamic(v):
        return abs(v) > 64 or rng.random() < 0.5
    c.dyn_below = [dynamic(p) for p in c.below]
    c.dyn_above = [dynamic(q) for q in c.above]
    if not any(c.dyn_below + c.dyn_above):
        c.dyn_below[rng.randrange(c.rank)] = True
    while True:
        if c.rule is None:
            c.tiles = [0 if rng.random() < 0.2 else rng.randint(1, o + 2)
                       for o in c.out]
        else:
            c.tiles = [rng.choice((0, 1, 2, 3, 5, 8)) for _ in c.out]
        if any(c.tiles):
            break
    c.vsizes = None
    c.split = None
    c.arg = input_values(c.etype, int(np.prod(c.shape))).reshape(c.shape)
    c.want = None
    if c.rule is None:
        c.want, _ = pad_oracle.reference_pad(
            c.arg, c.below, c.above, c.interior, c.mode,
            0 if c.value is None else c.value)
    return c


def make_zero_case(rng, n, j):
    """Zero-extent case j: a non-constant mode pads a source with static
    extents of 0 (each to an output extent of 0), tiled with non-zero tile
    sizes along those dimensions.  Static form for even j; for odd j the
    dynamic form, in which the extents of 0 stay static (the others become
    `?`) and some pads are arguments."""
    c = Case()
    c.id = n
    c.kind = "zero"
    c.etype = pick(rng, TYPE_WEIGHTS)
    c.rank = rng.choice((1, 2, 2, 3, 3))
    c.mode = rng.choice(MODES[1:])
    c.large = False
    c.form = "static" if j % 2 == 0 else "dynamic"
    zeros = [rng.random() < 0.4 for _ in range(c.rank)]
    if not any(zeros):
        zeros[rng.randrange(c.rank)] = True
    c.shape = [0 if z else rng.randint(1, SMALL_EXTENT) for z in zeros]
    c.interior = [0] * c.rank
    c.below, c.above = [], []
    for d in c.shape:
        p = rng.randint(-3, 3)
        # Rule 6: an extent of 0 stays empty.
        q = rng.randint(-3, -p) if d == 0 else rng.randint(-3, 3)
        c.below.append(p)
        c.above.append(q)
    c.out = [pad_oracle.output_extent(d, p, q, r) for d, p, q, r in
             zip(c.shape, c.below, c.above, c.interior)]
    c.keep_static = [d == 0 for d in c.shape]
    c.value = None
    c.dyn_below = [c.form == "dynamic" and rng.random() < 0.5
                   for _ in range(c.rank)]
    c.dyn_above = [c.form == "dynamic" and rng.random() < 0.5
                   for _ in range(c.rank)]
    # At least one extent of 0 keeps static pads, hence an output extent
    # of a static 0, in the dynamic form too.
    if c.form == "dynamic" and all(c.dyn_below[i] or c.dyn_above[i]
                                   for i in range(c.rank) if c.shape[i] == 0):
        i = rng.choice([i for i in range(c.rank) if c.shape[i] == 0])
        c.dyn_below[i] = c.dyn_above[i] = False
    c.loop = EXTREME_LOOPS[j % len(EXTREME_LOOPS)]
    static_out = [c.form == "static" or (c.keep_static[i] and not (
        c.dyn_below[i] or c.dyn_above[i])) for i in range(c.rank)]
    c.tiles = []
    for i, o in enumerate(c.out):
        if o == 0 and static_out[i]:
            # Upstream's tilers (MLIR 22) cannot leave a dimension with a
            # static output extent of 0 untiled while tiling another one
            # (tensor.insert_slice: "offset 1 is out-of-bounds: 0 >= 0",
            # e.g. tile sizes [2, 0] on tensor<5x0xf32>): such a dimension
            # always gets a non-zero tile size, 1 or 2 (the extent + 2).
            c.tiles.append(rng.randint(1, 2))
        elif c.shape[i] == 0:
            # A static source extent of 0 whose output extent is dynamic
            # (dynamic pads): pad-opt's tiler declines a tile of static
            # non-zero size there ("faild to tile operation": such a tile
            # could run only for a pad that breaks rule 6), so it is not
            # tiled.
            c.tiles.append(0)
        else:
            c.tiles.append(0 if rng.random() < 0.3 else rng.randint(1, o + 2))
    c.vsizes = None
    c.split = None
    c.rule, c.abort = None, None
    c.arg = input_values(c.etype, 0).reshape(c.shape)
    c.want, _ = pad_oracle.reference_pad(c.arg, c.below, c.above, c.interior,
                                         c.mode, 0)
    return c


def case_mlir(c):
    """(callee, run function)."""
    at = tensor_type(c.shape, c.etype)
    dshape = [d if c.form == "static" or keep else None
              for d, keep in zip(c.shape, c.keep_static)]
    dt = tensor_type(dshape, c.etype)
    rshape = [None if (dshape[i] is None or c.dyn_below[i] or c.dyn_above[i])
              else c.out[i] for i in range(c.rank)]
    rt = tensor_type(rshape, c.etype)
    params, args, types, run = ["%%x: %s" % dt], [], [dt], []
    run.append("%%x0 = arith.constant %s : %s" % (
        dense_literal(c.arg, c.etype), at))
    if dt != at:
        run.append("%%x = tensor.cast %%x0 : %s to %s" % (at, dt))
    else:
        run.append("%%x = tensor.cast %%x0 : %s to %s" % (at, at))
    args.append("%x")
    lists = []
    for side, dyn, vals in (("lo", c.dyn_below, c.below),
                            ("hi", c.dyn_above, c.above)):
        entries = []
        for i in range(c.rank):
            if dyn[i]:
                name = "%%%s%d" % (side, i)
                params.append("%s: index" % name)
                run.append("%s = arith.constant %d : index" % (name, vals[i]))
                args.append(name)
                types.append("index")
                entries.append(name)
            else:
                entries.append(str(vals[i]))
        lists.append(", ".join(entries))
    body = []
    value = ""
    if c.value is not None:
        body.append(scalar_constant("%v", c.value, c.etype))
        value = " value %v"
    interior = ""
    if any(c.interior):
        interior = " interior[%s]" % ", ".join(str(r) for r in c.interior)
    body.append("%%r = pad.pad %s %%x below[%s] above[%s]%s%s "
                "{tile_case = %d : i64} : %s to %s" % (
                    c.mode, lists[0], lists[1], interior, value, c.id, dt,
                    rt))
    if c.loop in ("fuse", "split"):
        # The consumer carries the tag; its output is sized by the pad's,
        # which leaves the whole pad measured once its tiles are fused.
        body[-1] = body[-1].replace(" {tile_case = %d : i64}" % c.id, "")
        sizes = []
        for i in range(c.rank):
            if rshape[i] is None:
                body.append("%%c%d = arith.constant %d : index" % (i, i))
                body.append("%%d%d = tensor.dim %%r, %%c%d : %s" % (i, i, rt))
                sizes.append("%%d%d" % i)
        body.append("%%e = tensor.empty(%s) : %s" % (", ".join(sizes), rt))
        ident = "affine_map<(%s) -> (%s)>" % (
            ", ".join("d%d" % i for i in range(c.rank)),
            ", ".join("d%d" % i for i in range(c.rank)))
        body.append(
            "%%g = linalg.generic {indexing_maps = [%s, %s], iterator_types "
            "= [%s]} ins(%%r : %s) outs(%%e : %s) attrs = {tile_case = %d : "
            "i64} {" % (ident, ident, ", ".join(['"parallel"'] * c.rank), rt,
                        rt, c.id))
        body.append("^bb0(%%a: %s, %%b: %s):" % (c.etype, c.etype))
        body.append("  linalg.yield %%a : %s" % c.etype)
        body.append("} -> %s" % rt)
    f = ["func.func @case_%d(%s) -> %s attributes {no_inline} {" % (
        c.id, ", ".join(params), rt)]
    f += ["  " + l for l in body]
    f += ["  return %%%s : %s" % ("g" if c.loop in ("fuse", "split") else "r",
                                  rt),
          "}"]
    run.append("%%r = func.call @case_%d(%s) : (%s) -> %s" % (
        c.id, ", ".join(args), ", ".join(types), rt))
    run.append("%%id = arith.constant %d : i64" % c.id)
    run.append("func.call @printI64(%id) : (i64) -> ()")
    run.append("func.call @printNewline() : () -> ()")
    # Sizes first, the data only when there is some (the runner's printer
    # reads a stray element of an empty memref).
    dims = []
    run.append("%one = arith.constant 1 : index")
    run.append("%zero = arith.constant 0 : index")
    prod = "%one"
    for i in range(c.rank):
        run.append("%%ci%d = arith.constant %d : index" % (i, i))
        run.append("%%dim%d = tensor.dim %%r, %%ci%d : %s" % (i, i, rt))
        run.append("%%prod%d = arith.muli %s, %%dim%d : index" % (i, prod, i))
        prod = "%%prod%d" % i
        dims.append("%%dim%d" % i)
    run.append("%%dims = tensor.from_elements %s : tensor<%dxindex>" % (
        ", ".join(dims), c.rank))
    run.append("%%dimsm = bufferization.to_buffer %%dims : tensor<%dxindex> "
               "to memref<%dxindex>" % (c.rank, c.rank))
    run.append("%%dimsu = memref.cast %%dimsm : memref<%dxindex> to "
               "memref<*xindex>" % c.rank)
    run.append("func.call @printMemrefInd(%dimsu) : (memref<*xindex>) -> ()")
    run.append("%%nonempty = arith.cmpi ne, %s, %%zero : index" % prod)
    run.append("scf.if %nonempty {")
    lines, _ = print_tensor("%r", rshape, c.etype, Namer("p"))
    run += ["  " + l for l in lines]
    run.append("}")
    runf = "func.func @run_%d() {\n%s\n  return\n}" % (
        c.id, "\n".join("  " + l for l in run))
    return "\n".join(f), runf


def module_text(cases):
    parts = print_declarations() + ["func.func private @printI64(i64)",
                                    "func.func private @printNewline()"]
    main = ["func.func @main() {"]
    for c in cases:
        parts.extend(case_mlir(c))
        # A case expected to abort is run alone, through its own entry
        # point (run_batch).
        if c.abort is None:
            main.append("  func.call @run_%d() : () -> ()" % c.id)
    main += ["  return", "}"]
    parts.append("\n".join(main))
    return "\n\n".join(parts) + "\n"


def library_text(cases):
    lines = ["module attributes {transform.with_named_sequence} {",
             "  transform.named_sequence @__transform_main("
             "%root: !transform.any_op {transform.readonly}) {"]
    for c in cases:
        op = "linalg.generic" if c.loop in ("fuse", "split") else "pad.pad"
        lines.append("    %%p%d = transform.structured.match ops{[\"%s\"]} "
                     "attributes{tile_case = %d : i64} in %%root : "
                     "(!transform.any_op) -> !transform.any_op" % (
                         c.id, op, c.id))
        sizes = ", ".join(str(t) for t in c.tiles)
        vsizes = ""
        if c.vsizes:
            vsizes = " vector_sizes [%s]" % ", ".join(str(v) for v in
                                                      c.vsizes)
        if c.loop == "whole":
            lines.append("    transform.pad.vectorize %%p%d%s : "
                         "!transform.any_op" % (c.id, vsizes))
        elif c.loop == "fuse":
            loops = sum(1 for t in c.tiles if t)
            results = ", ".join(["!transform.any_op"] * (loops + 1))
            lines.append("    %%t%d, %%l%d:%d = transform.structured.fuse "
                         "%%p%d tile_sizes [%s] : (!transform.any_op) -> "
                         "(%s)" % (c.id, c.id, loops, c.id, sizes, results))
            if c.vsizes:
                # The consumer's tile (masked as upstream does it), then
                # the pad tiles fused into its loops.
                lines.append("    transform.structured.vectorize %%t%d%s : "
                             "!transform.any_op" % (c.id, vsizes))
                lines.append("    %%q%d = transform.structured.match "
                             "ops{[\"pad.pad\"]} in %%l%d#0 : "
                             "(!transform.any_op) -> !transform.any_op" % (
                                 c.id, c.id))
                lines.append("    transform.pad.vectorize %%q%d%s : "
                             "!transform.any_op" % (c.id, vsizes))
        elif c.loop == "split":
            # The parts, each tiled with the pad fused (apply_cleanup folds
            # the slices of slices the split leaves), then vectorized.
            dim, points = c.split
            parts, rest, prev = [], "%%p%d" % c.id, 0
            for k, point in enumerate(points):
                lines.append("    %%s%d_%d = transform.structured.split %s "
                             "after %d {dimension = %d} : !transform.any_op"
                             % (c.id, k, rest, point - prev, dim))
                lines.append("    %%a%d_%d, %%r%d_%d = transform.split_handle "
                             "%%s%d_%d : (!transform.any_op) -> "
                             "(!transform.any_op, !transform.any_op)" % (
                                 c.id, k, c.id, k, c.id, k))
                parts.append("%%a%d_%d" % (c.id, k))
                rest, prev = "%%r%d_%d" % (c.id, k), point
            parts.append(rest)
            lines.append("    %%parts%d = transform.merge_handles %s : "
                         "!transform.any_op" % (c.id, ", ".join(parts)))
            loops = sum(1 for t in c.tiles if t)
            results = ", ".join(["!transform.any_op"] * (loops + 1))
            lines.append("    %%t%d, %%l%d = transform.foreach %%parts%d : "
                         "!transform.any_op -> !transform.any_op, "
                         "!transform.any_op {" % (c.id, c.id, c.id))
            lines.append("    ^bb0(%part: !transform.any_op):")
            lines.append("      %%t, %%l:%d = transform.structured.fuse %%part "
                         "tile_sizes [%s] {apply_cleanup} : "
                         "(!transform.any_op) -> (%s)" % (loops, sizes,
                                                          results))
            lines.append("      transform.yield %t, %l#0 : !transform.any_op, "
                         "!transform.any_op")
            lines.append("    }")
            lines.append("    transform.structured.vectorize %%t%d%s : "
                         "!transform.any_op" % (c.id, vsizes))
            lines.append("    %%q%d = transform.foreach %%l%d : "
                         "!transform.any_op -> !transform.any_op {" % (
                             c.id, c.id))
            lines.append("    ^bb0(%loop: !transform.any_op):")
            lines.append("      %pads = transform.structured.match "
                         "ops{[\"pad.pad\"]} in %loop : "
                         "(!transform.any_op) -> !transform.any_op")
            lines.append("      transform.yield %pads : !transform.any_op")
            lines.append("    }")
            lines.append("    transform.pad.vectorize %%q%d%s : "
                         "!transform.any_op" % (c.id, vsizes))
        elif c.loop == "for":
            loops = sum(1 for t in c.tiles if t)
            results = ", ".join(["!transform.any_op"] * (loops + 1))
            lines.append("    %%t%d, %%l%d:%d = transform.structured."
                         "tile_using_for %%p%d tile_sizes [%s] : "
                         "(!transform.any_op) -> (%s)" % (
                             c.id, c.id, loops, c.id, sizes, results))
        else:
            lines.append("    %%t%d, %%l%d = transform.structured."
                         "tile_using_forall %%p%d tile_sizes [%s] : "
                         "(!transform.any_op) -> (!transform.any_op, "
                         "!transform.any_op)" % (c.id, c.id, c.id, sizes))
    lines += ["    transform.yield", "  }", "}"]
    return "\n".join(lines) + "\n"


def compare(c, got):
    """None when a case's printed memrefs ([(rank, sizes, tokens)]: its
    result's sizes, then its data) match; else a message."""
    if not got:
        return "nothing printed"
    _, sizes, toks = got[0]
    if toks != [str(n) for n in c.want.shape]:
        return "sizes: expected %s, got %s" % (list(c.want.shape), toks)
    if c.want.size == 0:
        return None if len(got) == 1 else "data printed for an empty result"
    if len(got) != 2:
        return "no data printed"
    _, sizes, toks = got[1]
    [(kind, arr)] = printed_arrays(c.want, c.etype)
    want = [pad_oracle.format_element(v, kind) for v in arr.flat]
    if sizes != list(c.want.shape):
        return "data sizes: expected %s, got %s" % (list(c.want.shape),
                                                    sizes)
    if toks != want:
        if len(toks) != len(want):
            return "expected %d elements, got %d" % (len(want), len(toks))
        bad = [k for k, (w, g) in enumerate(zip(want, toks)) if w != g]
        k = bad[0]
        msg = "%d of %d elements differ, first at %s: expected %s, got %s" % (
            len(bad), len(want), [int(i) for i in np.unravel_index(
                k, arr.shape)], want[k], toks[k])
        if len(want) <= 400:
            msg += "\nexpected %s\ngot      %s" % (want, toks)
        return msg
    return None


def check_abort(c, route, args, module):
    """Runs entry point run_<id> of `module` (a shared object, or the lowered
    module) alone; None if it aborts (SIGABRT) with the expected message.
    The runner's stdout is unbuffered (stdbuf -o0), or the message, which
    puts writes, would die with the process."""
    cmd = (STDBUF + shlex.split(args.runner) +
           [module, "-e", "run_%d" % c.id, "-entry-point-result=void",
            "-shared-libs=%s" % args.shared_libs])
    try:
        run = subprocess.run(cmd, capture_output=True,
                             timeout=min(args.timeout, ABORT_TIMEOUT))
    except subprocess.TimeoutExpired:
        return "no abort within %d s" % min(args.timeout, ABORT_TIMEOUT)
    out = (run.stdout + run.stderr).decode(errors="replace")
    lines = [l.strip() for l in out.splitlines()]
    messages = [l for l in lines if l.startswith("pad.pad:")]
    if run.returncode != -signal.SIGABRT:
        return "expected an abort with %r, got exit %d: %s" % (
            c.abort, run.returncode, " | ".join(lines[-4:]))
    if messages != [c.abort]:
        return "expected the message %r, got %s" % (
            c.abort, " | ".join(messages or lines[-4:]))
    return None


def run_batch(cases, route, args, workdir, tag):
    """{case id: message or None}; a case without a result gets a message.
    The cases expected to abort are left out of main and run one by one."""
    src = os.path.join(workdir, "%s.mlir" % tag)
    lib = os.path.join(workdir, "%s.transform.mlir" % tag)
    with open(src, "w") as f:
        f.write(module_text(cases))
    with open(lib, "w") as f:
        f.write(library_text(cases))
    cmd = [args.pad_opt, src, NO_THREADS,
           "--transform-preload-library=transform-library-paths=%s" % lib,
           "--transform-interpreter",
           "--pad-to-llvm=lowering=%s" % route, "--emit-bytecode"]
    comp = harness.run_tool(cmd, capture_output=True, timeout=args.timeout)
    if comp.returncode != 0:
        msg = "pad-opt failed: %s" % " | ".join(
            comp.stderr.decode(errors="replace").splitlines()[:6])
        return {c.id: msg for c in cases}
    aborting = [c for c in cases if c.abort is not None]
    module = "-"
    if aborting:
        # Several runs of one module: compiled once where the runner can
        # (test/lib/pad_run.py --compile), else the runner reads the file.
        module = os.path.join(workdir, "%s.mlirbc" % tag)
        with open(module, "wb") as f:
            f.write(comp.stdout)
        so = os.path.join(workdir, "%s.so" % tag)
        build = subprocess.run(shlex.split(args.runner) +
                               ["--compile", module, "-o", so],
                               capture_output=True, timeout=args.timeout)
        if build.returncode == 0 and os.path.exists(so):
            module = so
    res = {}
    if len(aborting) < len(cases):
        run = subprocess.run(shlex.split(args.runner) +
                             ([] if module == "-" else [module]) +
                             ["-e", "main", "-entry-point-result=void",
                              "-shared-libs=%s" % args.shared_libs],
                             input=comp.stdout if module == "-" else None,
                             capture_output=True, timeout=args.timeout)
        run.stdout = run.stdout.decode(errors="replace")
        run.stderr = run.stderr.decode(errors="replace")
        blocks, _ = harness.parse_output(run.stdout)
        for c in cases:
            if c.abort is not None:
                continue
            if c.id not in blocks:
                res[c.id] = "no output (runner exit %d: %s)" % (
                    run.returncode, " | ".join(run.stderr.splitlines()[:3]))
            else:
                res[c.id] = compare(c, blocks[c.id])
        if run.returncode != 0:
            # The last case printed may be incomplete.
            last = max(blocks) if blocks else None
            if last is not None and res.get(last) is None:
                res[last] = "runner exit %d" % run.returncode
    for c in aborting:
        res[c.id] = check_abort(c, route, args, module)
    return res


def run_all(cases, route, args, workdir, tag):
    res = run_batch(cases, route, args, workdir, tag)
    if len(cases) > 1 and any(m is not None for m in res.values()):
        # Locate failures: run the failing cases alone.
        for c in cases:
            if res[c.id] is not None:
                res.update(run_batch([c], route, args, workdir,
                                     "%s_c%d" % (tag, c.id)))
    return res


def describe(c):
    s = "case %d: %s%s %s %s below%s above%s" % (
        c.id, "" if c.kind == "ordinary" else c.kind + " ", c.form,
        tensor_type(c.shape, c.etype), c.mode, c.below, c.above)
    if c.form == "dynamic" and any(c.keep_static):
        s += " static_dims%s" % [int(k) for k in c.keep_static]
    if any(c.interior):
        s += " interior%s" % c.interior
    if c.value is not None:
        s += " value %r" % (c.value,)
    if c.form == "dynamic":
        s += " dyn_below%s dyn_above%s" % ([int(b) for b in c.dyn_below],
                                           [int(b) for b in c.dyn_above])
    if c.loop in ("fuse", "split"):
        s += " -> out %s; fused into a copy tiled by %s" % (c.out, c.tiles)
        if c.split:
            s += " after splitting it along dimension %d at %s" % c.split
        if c.vsizes:
            s += ", vectorized by %s" % c.vsizes
    elif c.loop == "whole":
        s += " -> out %s; vectorized whole by %s" % (
            c.out, c.vsizes or "its shape")
    else:
        s += " -> out %s; tile_using_%s %s" % (c.out, c.loop, c.tiles)
    if c.abort is not None:
        s += "; expected to abort: %s" % c.abort
    return s


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    harness.add_common_options(ap, seed=20261125, cases=1000, batch=60,
                               timeout=600, max_reports=10)
    ap.add_argument("--vectorize", action="store_true",
                    help="vectorize every pad (transform.pad.vectorize): "
                    "whole, or fused into a vectorized consumer's tiles")
    args = ap.parse_args()
    seed = int(os.environ.get("PAD_DIFF_SEED", args.seed))
    rng = random.Random(seed)
    fuse_rng = random.Random(seed + 1)
    cases = [make_case(rng, fuse_rng, n, args.vectorize)
             for n in range(args.cases)]
    if not args.vectorize:
        # The extreme and the zero-extent cases replace the ordinary case
        # of their number, from generators of their own: every other case
        # is the same as without them.
        extreme_rng = random.Random(seed + 2)
        zero_rng = random.Random(seed + 3)
        for n in range(args.cases):
            if n % EXTREME_EVERY == EXTREME_AT:
                cases[n] = make_extreme_case(extreme_rng, n,
                                             n // EXTREME_EVERY)
            elif n % ZERO_EVERY == ZERO_AT:
                cases[n] = make_zero_case(zero_rng, n, n // ZERO_EVERY)
    print("pad.pad tiled differential test: seed %d, %d cases" % (
        seed, len(cases)))
    stats = {}
    for c in cases:
        for key in ("form:" + c.form, "mode:" + c.mode, "type:" + c.etype,
                    "rank:%d" % c.rank, "loop:" + c.loop):
            stats[key] = stats.get(key, 0) + 1
    if args.vectorize:
        for c in cases:
            key = "vector-sizes:" + ("given" if c.vsizes else "shape")
            stats[key] = stats.get(key, 0) + 1
    # Sizes are those of the ordinary and the zero-extent cases: the
    # extreme ones are counted by what they expect.
    sized = [c for c in cases if c.kind != "extreme"]
    stats["large"] = sum(c.large for c in cases)
    stats["interior"] = sum(1 for c in sized if any(c.interior))
    stats["empty-result"] = sum(1 for c in sized if 0 in c.out)
    stats["zero-extent"] = sum(1 for c in sized if 0 in c.shape)
    stats["max-extent"] = max([max(c.shape) for c in sized] or [0])
    stats["max-|pad|"] = max([max(abs(p) for p in c.below + c.above)
                             for c in sized] or [0])
    stats["max-out-elements"] = max([int(np.prod(c.out)) for c in sized]
                                    or [0])
    stats["out-elements"] = sum(int(np.prod(c.out)) for c in sized)
    if not args.vectorize:
        for rule in ("rule6", "rule9", "rule10"):
            stats["abort:" + rule] = sum(1 for c in cases if c.rule == rule)
        stats["extreme-values"] = sum(1 for c in cases if c.kind == "extreme"
                                      and c.rule is None)
        # A source extent of 0 in the type, in a non-constant mode, tiled
        # along that dimension.
        stats["zero-extent-tiled"] = sum(
            1 for c in cases if c.mode != "constant" and any(
                c.shape[i] == 0 and c.tiles[i] and
                (c.form == "static" or c.keep_static[i])
                for i in range(c.rank)))
    print("  " + ", ".join("%s=%d" % kv for kv in sorted(stats.items())))
    sys.stdout.flush()
    workdir = args.keep or tempfile.mkdtemp(prefix="pad-tiled-")
    os.makedirs(workdir, exist_ok=True)
    batches = [cases[i:i + args.batch]
               for i in range(0, len(cases), args.batch)]
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for route in ROUTES:
            for k, b in enumerate(batches):
                jobs.append((route, pool.submit(run_all, b, route, args,
                                                workdir,
                                                "%s_%d" % (route, k))))
        failures = []
        for route, job in jobs:
            for cid, msg in sorted(job.result().items()):
                if msg is not None:
                    failures.append((route, cid, msg))
    if failures:
        for route, cid, msg in failures[:args.max_reports]:
            print("FAIL (%s) %s\n  %s" % (route, describe(cases[cid]), msg))
        print("FAILED: %d of %d case-routes" % (len(failures),
                                                2 * len(cases)))
        return 1
    print("PASS: %d cases agree with the oracle in both routes" % len(cases))
    return 0


if __name__ == "__main__":
    sys.exit(main())
