#!/usr/bin/python3
"""Differential test of --pad-fuse-into-consumers: random pad.pad results
read by windowed linalg consumers, lowered by both routes of --pad-to-llvm
(which splits the consumers first) and, where the shapes and pads are
static, through the vectorizing schedule of docs/tiling-and-fusion.md too,
and run; every element is compared with numpy.

A case is one pad.pad (every mode, pads -2..4 per padded dimension, crops
included, constant mode with a random value) feeding one linalg consumer on
f32 (small integer values, so every sum is exact):

  conv_nhwc  linalg.conv_2d_nhwc_hwcf, strides and dilations
  conv_nchw  linalg.conv_2d_nchw_fchw, strides and dilations
  dw         linalg.depthwise_conv_2d_nhwc_hwc, strides and dilations
  pool_max   linalg.pooling_nhwc_max (window: a shape-only tensor)
  pool_sum   linalg.pooling_nhwc_sum
  ew         an elementwise linalg.generic (identity maps), rank 1-4:
             2 * pad + init

Windows 1-4 (possibly wider than the source), strides 1-3, dilations 1-2,
batch 1-2, channels 1-3, spatial extents 1-9; a few cases also pad the batch
or a channel dimension.  The consumers' outputs start from random values
(the convolutions and sums accumulate into them, max pooling takes their
maximum), so each part of a split must start from its own tile of them.

Forms: `static` (the pad and its consumer in a no_inline callee whose
arguments have static types) and `dynamic` (the callee's arguments -- source,
filter or window, output -- have types with `?` extents, each extent erased
with probability 3/4 and at least one spatial extent of the source, cast
from the static constants: the compiler knows only what is left).  About one
case in ten passes some pad amounts as index arguments (the pass must leave
those consumers as they are) and one in ten gives the pad a second user (it
is also returned and printed).

The expected values: the pad from the oracle (../differential/pad_oracle.py,
the spec's gather, cross-checked with numpy.pad where numpy applies), then
the consumer in numpy.  Every batch of cases is one module (one callee and
one runner function per case, and @main calling them in turn, each case
printing its number and then its results with printMemrefF32), lowered once
per route and run once; a module that fails to compile or stops early is
rerun case by case to find the culprits.  A failing case is also run with
`--pad-to-llvm=... fuse-consumers=false`, which tells whether the split or
something else computes the wrong values.

The third route, `schedule`: each case with static shapes and static pads
(the static form without pad amounts passed as arguments; the dynamic form
and dynamic pad amounts skip it; --schedule-every N takes every N-th of
them) is also run through the vectorizing schedule of
docs/tiling-and-fusion.md, one per case in a transform library (`pad-opt
FILE --transform-preload-library=transform-library-paths=LIB
--transform-interpreter --pad-to-llvm`), applied to the consumer in
@case_<id>: `transform.pad.split_consumer` where the pass splits it (the
prediction below; a consumer it leaves is scheduled unsplit), each part
fused with tiles of one output row and one filter row (loops (n, oh, ow, c,
kh, kw) of a depthwise convolution or pooling, (n, oh, ow, f, kh, kw, c) of
conv_2d_nhwc_hwcf, (n, f, oh, ow, c, kh, kw) of conv_2d_nchw_fchw: sizes 1,
1, 8 output columns, 8 output channels, the input channels by their largest
divisor up to 4, or whole where padded), the filter rows unrolled
(`transform.loop.unroll`, factor KH), the columns peeled
(`transform.loop.peel`), then canonicalization, `decompose`, `vectorize`,
`transform.pad.vectorize` of every pad left, canonicalization and
`fold_tensor_subset_ops_into_vector_transfers` ("Vectorized convolutions and
poolings, with the pad absorbed"); the elementwise kind takes "Tiles at no
cost" (tiles [..., 1, 4, 8], each size adapted so that it divides every
part's extent or covers it and covers the parts that read padding along it,
up to 8 where the base size cannot; vectorized without vector sizes).  Its
values are compared with numpy, and the callee, scheduled and bufferized
(`--one-shot-bufferize="bufferize-function-boundaries
function-boundary-type-conversion=identity-layout-map"`), must not allocate
(`memref.alloc`, `memref.alloca`): no buffer per border tile, none for the
pad, but for the copy of the whole pad that a second user returns.  A
transform op that fails fails the case, but for one failure outside the
schedule's reach, which is counted as skipped: a tile of the pad whose pads
depend on a loop has a dynamic shape (spec, Shape) -- in constant mode
wherever the tile's position along a padded dimension depends on a loop (the
rows of a border part taller than one row, a consumer the pass does not
split), in the other modes where such a tile is also wider than one element
(8 columns of a part with several tiles of padded columns) -- and upstream
vectorizes a convolution or pooling of static shape only ("Attempted to
vectorize, but failed"; the schedule gives no vector sizes).  Such cases are
found before vectorization (a decomposed op of dynamic shape in the callee),
run alone, and skipped when that is how they fail.  Where a part's columns
are a multiple of 8, the peel (which fails on a loop without a partial tile)
is wrapped in `transform.sequence failures(suppress)`.

The split itself: each batch is also run through `pad-opt
--pad-fuse-into-consumers` alone, and the consumer ops of each callee are
counted.  Over the static cases whose pads are static with some pad > 0 on a
spatial dimension, the last line but one is `STATS: split N, left M,
schedule: R run, S skipped` (more than one consumer op: split; one: left as
it is; the schedule route's cases compared and skipped).  The cases where a
prediction from the maps (windows `s*o + d*k`; a dimension is split where a
window leaves the copied run and some window lies in it) disagrees with what
the pass did, and cases with dynamic pad amounts that the pass split anyway,
are listed as NOTE lines (the prediction also decides the schedule's split
of every scheduled case, which is checked the same way); they do not fail
the test (values do).

The seed comes from --seed, overridden by the environment variable
PAD_WINDOW_SEED (or else PAD_DIFF_SEED, which lit forwards, see
lit.local.cfg); the number of cases from --cases.  Exit status 0 means every
case agreed with numpy in both routes and every scheduled case that was
not skipped in the schedule route too.  The harness (running pad-opt and
the runner, parsing the printed memrefs, finding the cases that break a
batch) is ../Inputs/differential_harness.py.
"""

import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Inputs"))
sys.path.insert(0, os.path.join(HERE, "..", "differential"))

import differential_harness as harness  # noqa: E402
import pad_oracle  # noqa: E402
from mlir_emit import (dense_literal, pad_op, scalar_constant,  # noqa: E402
                       tensor_type)

NO_THREADS = harness.NO_THREADS
ROUTES = ("linalg", "scf")
KINDS = [("conv_nhwc", 20), ("conv_nchw", 14), ("dw", 16),
         ("pool_max", 14), ("pool_sum", 14), ("ew", 22)]
OP_NAMES = {
    "conv_nhwc": "linalg.conv_2d_nhwc_hwcf",
    "conv_nchw": "linalg.conv_2d_nchw_fchw",
    "dw": "linalg.depthwise_conv_2d_nhwc_hwc",
    "pool_max": "linalg.pooling_nhwc_max",
    "pool_sum": "linalg.pooling_nhwc_sum",
    "ew": "linalg.generic",
}
MODES = pad_oracle.MODES
DECLARATIONS = ["func.func private @printMemrefF32(memref<*xf32>)",
                "func.func private @printI64(i64)",
                "func.func private @printNewline()"]
MAX_PAD_ELEMENTS = 1500   # elements of a pad's result
DEFAULT_SEED = 20261129


class Case:
    pass


def rand_values(rng, shape):
    """Integer-valued f32 data in [-4, 4]."""
    n = int(np.prod(shape, dtype=np.int64))
    return np.array([rng.randint(-4, 4) for _ in range(n)],
                    dtype=np.float64).reshape(shape)


def out_extent(padded, k, stride, dilation):
    """floor((padded - dilation * (k - 1) - 1) / stride) + 1, or 0."""
    span = padded - dilation * (k - 1) - 1
    return span // stride + 1 if span >= 0 else 0


# --------------------------------------------------------------------------
# Drawing a case.


def draw_pads(rng, lo=-2, hi=4):
    return rng.randint(lo, hi), rng.randint(lo, hi)


def make_window_case(rng, c):
    """The convolution and pooling kinds: layout, extents, pads, window."""
    while True:
        n = rng.randint(1, 2)
        ch = rng.randint(1, 3)
        f = rng.randint(1, 3)
        h, w = rng.randint(1, 9), rng.randint(1, 9)
        kh, kw = rng.randint(1, 4), rng.randint(1, 4)
        sh, sw = rng.randint(1, 3), rng.randint(1, 3)
        dh, dw = rng.randint(1, 2), rng.randint(1, 2)
        if c.kind == "conv_nchw":
            shape = [n, ch, h, w]
            spatial = (2, 3)
            batch_dim, chan_dim = 0, 1
        else:
            shape = [n, h, w, ch]
            spatial = (1, 2)
            batch_dim, chan_dim = 0, 3
        below, above = [0] * 4, [0] * 4
        for d in spatial:
            below[d], above[d] = draw_pads(rng)
        # A few cases pad (or crop) the batch or the channel dimension too:
        # the batch is read by a parallel loop, the channel by a parallel
        # loop (depthwise, pooling) or a reduction loop (convolutions).
        if rng.random() < 0.15:
            d = rng.choice((batch_dim, chan_dim))
            below[d], above[d] = draw_pads(rng, -1, 2)
        padded = [shape[i] + below[i] + above[i] for i in range(4)]
        if min(padded) < 1:
            continue
        ph, pw = padded[spatial[0]], padded[spatial[1]]
        oh, ow = out_extent(ph, kh, sh, dh), out_extent(pw, kw, sw, dw)
        if oh < 1 or ow < 1:
            continue
        if int(np.prod(padded)) > MAX_PAD_ELEMENTS:
            continue
        break
    c.shape, c.below, c.above, c.padded = shape, below, above, padded
    c.spatial = spatial
    c.window, c.strides, c.dilations = (kh, kw), (sh, sw), (dh, dw)
    pn, pch = padded[batch_dim], padded[chan_dim]
    if c.kind == "conv_nhwc":
        c.fshape = [kh, kw, pch, f]
        c.oshape = [pn, oh, ow, f]
    elif c.kind == "conv_nchw":
        c.fshape = [f, pch, kh, kw]
        c.oshape = [pn, f, oh, ow]
    elif c.kind == "dw":
        c.fshape = [kh, kw, pch]
        c.oshape = [pn, oh, ow, pch]
    else:
        c.fshape = [kh, kw]          # the shape-only window tensor
        c.oshape = [pn, oh, ow, pch]


def make_ew_case(rng, c):
    while True:
        rank = rng.randint(1, 4)
        shape = [rng.randint(1, 6) for _ in range(rank)]
        below, above = [], []
        for _ in range(rank):
            p, q = draw_pads(rng)
            below.append(p)
            above.append(q)
        padded = [d + p + q for d, p, q in zip(shape, below, above)]
        if min(padded) < 1 or int(np.prod(padded)) > MAX_PAD_ELEMENTS:
            continue
        break
    c.shape, c.below, c.above, c.padded = shape, below, above, padded
    c.spatial = tuple(range(rank))
    c.fshape = None
    c.oshape = list(padded)


def make_case(rng, n):
    c = Case()
    c.id = n
    c.kind = rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
    c.mode = rng.choice(MODES)
    if c.kind == "ew":
        make_ew_case(rng, c)
    else:
        make_window_case(rng, c)
    c.rank = len(c.shape)
    c.value = None
    if c.mode == "constant" and rng.random() < 0.8:
        c.value = float(rng.randint(-4, 4))
    c.form = "static" if rng.random() < 0.5 else "dynamic"
    # Dynamic pad amounts (about one case in ten): some entries of the
    # padded dimensions become index arguments.
    c.dyn_below = [False] * c.rank
    c.dyn_above = [False] * c.rank
    if rng.random() < 0.1:
        entries = [(side, d) for d in c.spatial for side in (0, 1)]
        chosen = [e for e in entries if rng.random() < 0.4] or \
            [rng.choice(entries)]
        for side, d in chosen:
            (c.dyn_below if side == 0 else c.dyn_above)[d] = True
    c.dyn_pads = any(c.dyn_below + c.dyn_above)
    c.second_user = rng.random() < 0.1

    def mask(rank):
        return [rng.random() < 0.75 for _ in range(rank)]
    if c.form == "dynamic":
        c.xdyn = mask(c.rank)
        if not any(c.xdyn[d] for d in c.spatial):
            c.xdyn[rng.choice(c.spatial)] = True
        c.fdyn = mask(len(c.fshape)) if c.fshape else None
        c.odyn = mask(len(c.oshape))
    else:
        c.xdyn = [False] * c.rank
        c.fdyn = [False] * len(c.fshape) if c.fshape else None
        c.odyn = [False] * len(c.oshape)
    # The pad's result type (spec, Shape): static where the extent and both
    # pads are.
    c.pdyn = [c.xdyn[i] or c.dyn_below[i] or c.dyn_above[i]
              for i in range(c.rank)]

    c.x = rand_values(rng, c.shape)
    c.f = rand_values(rng, c.fshape) if c.kind in (
        "conv_nhwc", "conv_nchw", "dw") else None
    c.init = rand_values(rng, c.oshape)
    fill = c.value if c.value is not None else 0.0
    c.want_pad, c.numpy_checked = pad_oracle.reference_pad(
        c.x, c.below, c.above, None, c.mode, fill)
    c.want = consumer_reference(c, c.want_pad.astype(np.float64))
    return c


# --------------------------------------------------------------------------
# numpy: the consumers.


def window_patches(p, c, hdim, wdim):
    """For each window position (kh, kw): the strided view of `p` that the
    outputs read there, of the output's spatial extents."""
    kh, kw = c.window
    sh, sw = c.strides
    dh, dw = c.dilations
    oh = c.oshape[hdim] if c.kind != "conv_nchw" else c.oshape[2]
    ow = c.oshape[wdim] if c.kind != "conv_nchw" else c.oshape[3]
    for i in range(kh):
        for j in range(kw):
            idx = [slice(None)] * 4
            idx[hdim] = slice(i * dh, i * dh + sh * (oh - 1) + 1, sh)
            idx[wdim] = slice(j * dw, j * dw + sw * (ow - 1) + 1, sw)
            yield i, j, p[tuple(idx)]


def consumer_reference(c, p):
    out = c.init.copy()
    if c.kind == "ew":
        return 2.0 * p + out
    if c.kind == "conv_nhwc":
        for i, j, patch in window_patches(p, c, 1, 2):
            out += np.einsum("nhwc,cf->nhwf", patch, c.f[i, j])
    elif c.kind == "conv_nchw":
        for i, j, patch in window_patches(p, c, 2, 3):
            out += np.einsum("nchw,fc->nfhw", patch, c.f[:, :, i, j])
    elif c.kind == "dw":
        for i, j, patch in window_patches(p, c, 1, 2):
            out += patch * c.f[i, j][None, None, None, :]
    elif c.kind == "pool_sum":
        for i, j, patch in window_patches(p, c, 1, 2):
            out += patch
    elif c.kind == "pool_max":
        for i, j, patch in window_patches(p, c, 1, 2):
            out = np.maximum(out, patch)
    else:
        raise ValueError(c.kind)
    return out


# --------------------------------------------------------------------------
# What the pass should do (a prediction for the notes; the STATS line
# counts what it did).


def split_dimensions(c):
    """[(stride, window span W, parallel?)] per pad dimension with a pad > 0:
    how the consumer reads it (`s * o + W`-wide windows)."""
    dims = []
    for d in range(c.rank):
        if c.below[d] <= 0 and c.above[d] <= 0:
            continue
        if c.kind != "ew" and d in c.spatial:
            k = 0 if d == c.spatial[0] else 1
            dims.append((d, c.strides[k],
                         c.dilations[k] * (c.window[k] - 1), True))
        elif c.kind in ("conv_nhwc", "conv_nchw") and d == (
                1 if c.kind == "conv_nchw" else 3):
            dims.append((d, 1, 0, False))   # input channels: a reduction
        else:
            dims.append((d, 1, 0, True))
    return dims


def should_apply(c):
    """The cases the STATS line counts: static shapes and pads, some pad
    > 0 on a spatial dimension (every dimension of the elementwise kind;
    the pads have no interior here)."""
    return c.form == "static" and not c.dyn_pads and \
        any(c.below[d] > 0 or c.above[d] > 0 for d in c.spatial)


def split_plan(c):
    """{output dimension: (lo, hi, extent)} of the dimensions a static case
    (static pads) is split along, [lo, hi) the middle, or None when the
    consumer is left as it is: a padded dimension read through a reduction
    loop only stops the split; a padded dimension whose middle [lo, hi) is
    empty (every window touches the pad) is not split; the others are,
    where they have a border part.  (The pad's dimension d is the output's
    dimension d in every kind.)"""
    plan = {}
    for d, s, span, parallel in split_dimensions(c):
        if not parallel:
            return None
        if c.kind == "ew":
            n_out = c.oshape[d]
        elif d in c.spatial:
            k = 0 if d == c.spatial[0] else 1
            n_out = out_extent(c.padded[d], c.window[k], c.strides[k],
                               c.dilations[k])
        else:
            n_out = c.padded[d]
        p, q, n = c.below[d], c.above[d], c.shape[d]
        lo = min(max(-(-p // s), 0), n_out) if p > 0 else 0
        hi = min(max((p + n - 1 - span) // s + 1, lo), n_out) if q > 0 \
            else n_out
        if hi <= lo:
            continue
        if lo > 0 or hi < n_out:
            plan[d] = (lo, hi, n_out)
    return plan or None


def predict_split(c):
    """Whether the pass should split a case the STATS line counts into
    several parts."""
    return should_apply(c) and split_plan(c) is not None


# --------------------------------------------------------------------------
# MLIR for a case.


def ttype(shape, dyn):
    return tensor_type([None if dn else n for n, dn in zip(shape, dyn)],
                       "f32")


def ints(xs):
    return ", ".join(str(x) for x in xs)


def consumer_op(c, p, pt, f, ft, init, ot):
    """The consumer's lines, result %r."""
    if c.kind == "ew":
        rank = c.rank
        dims = ", ".join("d%d" % i for i in range(rank))
        amap = "affine_map<(%s) -> (%s)>" % (dims, dims)
        iters = ", ".join('"parallel"' for _ in range(rank))
        return [
            "%%r = linalg.generic {indexing_maps = [%s, %s], "
            "iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {" % (
                amap, amap, iters, p, pt, init, ot),
            "^bb0(%a: f32, %b: f32):",
            "  %two = arith.constant 2.0 : f32",
            "  %m = arith.mulf %a, %two : f32",
            "  %s = arith.addf %m, %b : f32",
            "  linalg.yield %s : f32",
            "} -> %s" % ot]
    attrs = "{dilations = dense<[%s]> : tensor<2xi64>, strides = " \
        "dense<[%s]> : tensor<2xi64>}" % (ints(c.dilations), ints(c.strides))
    return ["%%r = %s %s ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
        OP_NAMES[c.kind], attrs, p, f, pt, ft, init, ot, ot)]


def case_mlir(c):
    """(callee text, runner function text)."""
    xt_static = ttype(c.shape, [False] * c.rank)
    xt = ttype(c.shape, c.xdyn)
    pt = ttype(c.padded, c.pdyn)
    ot_static = ttype(c.oshape, [False] * len(c.oshape))
    ot = ttype(c.oshape, c.odyn)
    params, body, args, types = [], [], [], []

    def argument(name, t, t_static, value):
        """An argument %name of the callee, of type t: `value` (the op
        that makes it, of type t_static) in the runner, cast to t."""
        params.append("%%%s: %s" % (name, t))
        body.append("%%%s = %s : %s" % (name, value, t_static))
        args.append("%" + name)
        types.append(t)
        if t != t_static:
            body.append("%%%sd = tensor.cast %%%s : %s to %s" % (
                name, name, t_static, t))
            args[-1] = "%%%sd" % name

    argument("x", xt, xt_static, "arith.constant " +
             dense_literal(c.x, "f32"))
    inner = []
    ft = None
    if c.fshape is not None:
        ft_static = ttype(c.fshape, [False] * len(c.fshape))
        ft = ttype(c.fshape, c.fdyn)
        if c.kind.startswith("pool") and c.form == "static":
            inner.append("%%f = tensor.empty() : %s" % ft_static)
        elif c.kind.startswith("pool"):
            # The window passed in as an argument, shape only.
            argument("f", ft, ft_static, "tensor.empty()")
        else:
            argument("f", ft, ft_static, "arith.constant " +
                     dense_literal(c.f, "f32"))
    argument("init", ot, ot_static, "arith.constant " +
             dense_literal(c.init, "f32"))
    below, above = [], []
    for lst, dyn, vals, side in ((below, c.dyn_below, c.below, "lo"),
                                 (above, c.dyn_above, c.above, "hi")):
        for i in range(c.rank):
            if dyn[i]:
                name = "%%%s%d" % (side, i)
                params.append("%s: index" % name)
                body.append("%s = arith.constant %d : index" % (name,
                                                                 vals[i]))
                args.append(name)
                types.append("index")
                lst.append(name)
            else:
                lst.append(vals[i])
    v = None
    if c.value is not None:
        inner.append(scalar_constant("%v", c.value, "f32"))
        v = "%v"
    inner.append(pad_op("%p", "%x", xt, pt, c.mode, below, above, None, v))
    inner += consumer_op(c, "%p", pt, "%f", ft, "%init", ot)
    results, rtypes = ["%r"], [ot]
    if c.second_user:
        results.append("%p")
        rtypes.append(pt)
    callee = ["func.func @case_%d(%s) -> (%s) attributes {no_inline} {" % (
        c.id, ", ".join(params), ", ".join(rtypes))]
    callee += ["  " + l for l in inner]
    callee += ["  return %s : %s" % (", ".join(results), ", ".join(rtypes)),
               "}"]
    names = ["%res", "%pres"][:len(results)]
    body.append("%s = func.call @case_%d(%s) : (%s) -> (%s)" % (
        ", ".join(names), c.id, ", ".join(args), ", ".join(types),
        ", ".join(rtypes)))
    body.append("%%id = arith.constant %d : i64" % c.id)
    body.append("func.call @printI64(%id) : (i64) -> ()")
    body.append("func.call @printNewline() : () -> ()")
    for k, (name, t) in enumerate(zip(names, rtypes)):
        mt = t.replace("tensor<", "memref<", 1)
        body.append("%%m%d = bufferization.to_buffer %s : %s to %s" % (
            k, name, t, mt))
        body.append("%%u%d = memref.cast %%m%d : %s to memref<*xf32>" % (
            k, k, mt))
        body.append("func.call @printMemrefF32(%%u%d) : (memref<*xf32>) -> ()"
                    % k)
    run = "func.func @run_%d() {\n%s\n  return\n}" % (
        c.id, "\n".join("  " + l for l in body))
    return "\n".join(callee), run


def module_text(cases):
    """(text, [(first line, last line, case id)]) of a batch module."""
    return harness.batch_module(DECLARATIONS, cases,
                                lambda c: list(case_mlir(c)))


def describe(c):
    s = "case %d: %s %s %s x%s %s below%s above%s" % (
        c.id, c.form, c.kind, c.mode, c.shape,
        "value %g" % c.value if c.value is not None else "",
        c.below, c.above)
    if c.kind != "ew":
        s += " window%s strides%s dilations%s" % (
            list(c.window), list(c.strides), list(c.dilations))
    s += " -> out%s" % c.oshape
    if c.form == "dynamic":
        s += " xdyn%s" % [int(b) for b in c.xdyn]
    if c.dyn_pads:
        s += " dyn_below%s dyn_above%s" % ([int(b) for b in c.dyn_below],
                                           [int(b) for b in c.dyn_above])
    if c.second_user:
        s += " second-user"
    return s


# --------------------------------------------------------------------------
# The vectorizing schedule (docs/tiling-and-fusion.md, "Vectorized
# convolutions and poolings, with the pad absorbed" and, for the
# elementwise kind, "Tiles at no cost"), one per static case.

# The loops of each window op, in order (fuse returns the tiled ones).
LOOPS = {
    "dw": ("n", "oh", "ow", "c", "kh", "kw"),
    "pool_max": ("n", "oh", "ow", "c", "kh", "kw"),
    "pool_sum": ("n", "oh", "ow", "c", "kh", "kw"),
    "conv_nhwc": ("n", "oh", "ow", "f", "kh", "kw", "c"),
    "conv_nchw": ("n", "f", "oh", "ow", "c", "kh", "kw"),
}
ANY = "!transform.any_op"
FOR = '!transform.op<"scf.for">'
SCHEDULE = "schedule"
BUFFERIZE = ("--one-shot-bufferize=bufferize-function-boundaries "
             "function-boundary-type-conversion=identity-layout-map")


def schedulable(c):
    """The cases the schedule takes: static shapes and static pads."""
    return c.form == "static" and not c.dyn_pads


def part_extents(c, plan, d):
    """The extents of the parts of the split `plan` along output dimension
    d."""
    if plan and d in plan:
        lo, hi, n = plan[d]
        return [e for e in (lo, hi - lo, n - hi) if e > 0]
    return [c.oshape[d]]


def ew_tile(c, plan, d, most):
    """The elementwise kind's tile size along dimension d, at most `most`
    where it can be: one that divides every part's extent or covers it
    (then every tile has a static shape), and covers every part that reads
    padding along d (then every tile of the pad has static pads: a part's
    tiles that move along its padding would have pads that depend on the
    loop); else, up to 8, one that does both; else one that divides or
    covers."""
    extents = part_extents(c, plan, d)
    if plan and d in plan:
        lo, hi, n = plan[d]
        padded = [e for e in (lo, n - hi) if e > 0]
    else:
        padded = extents if max(c.below[d], c.above[d]) > 0 else []
    fits = [t for t in range(1, 9)
            if all(e <= t or e % t == 0 for e in extents)]
    static = [t for t in fits if all(e <= t for e in padded)]
    return max([t for t in static if t <= most] or static[:1] or
               [t for t in fits if t <= most])


def tile_sizes(c, plan):
    """The schedule's tile sizes, one per loop.  A window op: one output
    row, one filter row (kh, unrolled), 8 output columns (ow, peeled), 8
    output channels of a convolution, its input channels by the largest
    divisor of their number up to 4 (so that no tile is partial; whole
    where the pad pads them, which the split leaves to the reduction: a
    tile of them would have pads that depend on the loop), the other loops
    whole.  The elementwise kind: [..., 1, 4, 8], adapted to the parts
    (ew_tile)."""
    if c.kind == "ew":
        return [ew_tile(c, plan, d, most) for d, most in enumerate(
            ([1] * c.rank + [4, 8])[-c.rank:])]
    cdim = 1 if c.kind == "conv_nchw" else 3
    channels = c.padded[cdim]
    size = {"n": 1, "oh": 1, "ow": 8, "kh": 1, "kw": 0, "f": 8,
            "c": 0 if c.kind in ("dw", "pool_max", "pool_sum") or
            max(c.below[cdim], c.above[cdim]) > 0 else
            max(t for t in range(1, 5) if channels % t == 0)}
    return [size[l] for l in LOOPS[c.kind]]


def schedule_parts(c, stop_before_vectorize=False):
    """(named sequence, lines of @__transform_main) of case c's schedule,
    which applies to the consumer in @case_<id>."""
    n, op = c.id, OP_NAMES[c.kind]
    plan = split_plan(c)
    sizes = tile_sizes(c, plan)
    tiled = [i for i, t in enumerate(sizes) if t]
    seq = ["  // case %d: one part of the consumer, tiled." % n,
           "  transform.named_sequence @tile_case_%d(%%part: %s "
           "{transform.consumed}) -> %s {" % (n, ANY, ANY),
           "    %%tile, %%loops:%d = transform.structured.fuse %%part "
           "tile_sizes [%s] {apply_cleanup}" % (len(tiled), ints(sizes)),
           "        : (%s) -> (%s)" % (ANY, ", ".join([ANY] *
                                                   (len(tiled) + 1)))]
    if c.kind != "ew":
        loops = [LOOPS[c.kind][i] for i in tiled]
        seq += ["    transform.loop.unroll %%loops#%d {factor = %d} : %s" % (
                    loops.index("kh"), c.window[0], ANY),
                "    %%columns = transform.cast %%loops#%d : %s to %s" % (
                    loops.index("ow"), ANY, FOR)]
        peel = "%%main, %%last = transform.loop.peel %%columns : " \
            "(%s) -> (%s, %s)" % (FOR, ANY, ANY)
        if any(e % 8 == 0 for e in part_extents(c, plan, 3 if c.kind ==
                                                "conv_nchw" else 2)):
            # transform.loop.peel fails (silenceable) on a loop that has
            # no partial tile: a part of 8 or 16 columns is left unpeeled.
            seq += ["    // Some part has a multiple of 8 columns: no "
                    "partial tile to peel.",
                    "    transform.sequence %%columns : %s failures(suppress)"
                    " {" % FOR,
                    "    ^bb0(%%loop: %s):" % FOR,
                    "      " + peel.replace("%main, %last = ", "").replace(
                        "%columns", "%loop"),
                    "      transform.yield",
                    "    }"]
        else:
            seq.append("    " + peel)
    seq += ["    transform.yield %tile : " + ANY, "  }"]

    def match(res, what, where, attrs=""):
        return "%s = transform.structured.match ops{[\"%s\"]}%s in %s : " \
            "(%s) -> %s" % (res, what, attrs, where, ANY, ANY)
    f = "%%f%d" % n
    main = ["    // case %d: %s%s" % (n, op, ", split" if plan else
                                       ", not split (the pass does not)"),
            "    " + match(f, "func.func", "%root",
                           ' attributes{sym_name = "case_%d"}' % n),
            "    " + match("%%c%d" % n, op, f)]
    parts = "%%c%d" % n
    if plan:
        parts = "%%parts%d" % n
        main.append("    %s = transform.pad.split_consumer %%c%d : (%s) -> "
                    "%s" % (parts, n, ANY, ANY))
    main += ["    %%tiles%d = transform.foreach %s : %s -> %s {" % (
                 n, parts, ANY, ANY),
             "    ^bb0(%part: " + ANY + "):",
             "      %%tile = transform.include @tile_case_%d "
             "failures(propagate) (%%part) : (%s) -> %s" % (n, ANY, ANY),
             "      transform.yield %tile : " + ANY,
             "    }",
             "    transform.apply_patterns to %s {" % f,
             "      transform.apply_patterns.canonicalization",
             "    } : " + ANY]
    if c.kind != "ew":
        main += ["    " + match("%%w%d" % n, op, f),
                 "    %%rows%d = transform.structured.decompose %%w%d : "
                 "(%s) -> %s" % (n, n, ANY, ANY)]
    if stop_before_vectorize:
        return "\n".join(seq), "\n".join(main)
    main.append("    transform.structured.vectorize %%%s%d : %s" % (
        "tiles" if c.kind == "ew" else "rows", n, ANY))
    main += ["    " + match("%%pads%d" % n, "pad.pad", f),
             "    transform.pad.vectorize %%pads%d : %s" % (n, ANY),
             "    transform.apply_patterns to %s {" % f,
             "      transform.apply_patterns.canonicalization"]
    if c.kind != "ew":
        main.append("      transform.apply_patterns.tensor."
                    "fold_tensor_subset_ops_into_vector_transfers")
    main.append("    } : " + ANY)
    return "\n".join(seq), "\n".join(main)


def library_text(cases, stop_before_vectorize=False):
    """(text, [(first line, last line, case id)]) of the transform library
    of a batch: each case's schedule."""
    parts = ["module attributes {transform.with_named_sequence} {"]
    owners, mains = [], []
    for c in cases:
        seq, main = schedule_parts(c, stop_before_vectorize)
        owners.append((len(parts), c.id))
        parts.append(seq)
        mains.append((c.id, main))
    parts.append("  transform.named_sequence @__transform_main(%%root: %s "
                 "{transform.readonly}) {" % ANY)
    for cid, main in mains:
        owners.append((len(parts), cid))
        parts.append(main)
    parts.append("    transform.yield\n  }\n}")
    return harness.join_module(parts, owners)


def preload(library):
    return ["--transform-preload-library=transform-library-paths=%s" %
            library, "--transform-interpreter"]


FUNC = re.compile(r"^  func\.func (?:private )?@(\w+)", re.M)


def function_bodies(text):
    """{name: text} of the functions of pad-opt's printed module."""
    starts = [(m.start(), m.group(1)) for m in FUNC.finditer(text)]
    bodies = {}
    for k, (pos, name) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(text)
        bodies[name] = text[pos:end]
    return bodies


def allocations(c, body):
    """None when the bufferized callee allocates nothing but what the case
    must (a second user's copy of the whole pad, which it returns); else a
    message."""
    allocs = re.findall(r"memref\.alloca?\(.*: (memref<[^>]*>)", body)
    if c.second_user:
        whole = "memref<%sxf32>" % "x".join(str(n) for n in c.padded)
        if whole in allocs:
            allocs.remove(whole)
    if not allocs:
        return None
    return "%d memref.alloc in @case_%d after One-Shot Bufferize: %s" % (
        len(allocs), c.id, ", ".join(allocs))


def dynamic_tiles(cases, args, workdir, tag):
    """The cases whose schedule leaves, before vectorization, a window op
    (or elementwise tile) of dynamic shape in @case_<id>.  A tile of the
    pad whose pads depend on a loop has a dynamic shape (spec, Shape:
    dynamic pads): in constant mode, a tile whose position in the source
    depends on a loop along a padded dimension (the rows of a border part
    taller than one row; a consumer the pass does not split); in the other
    modes, where such a tile is wider than one element (8 columns of a part
    with several tiles of padded columns).  Upstream
    vectorizes a convolution or pooling of static shape only, and the
    schedule gives no vector sizes."""
    src = os.path.join(workdir, "%s.mlir" % tag)
    lib = os.path.join(workdir, "%s.transform.mlir" % tag)
    with open(src, "w") as f:
        f.write(module_text(cases)[0])
    with open(lib, "w") as f:
        f.write(library_text(cases, stop_before_vectorize=True)[0])
    try:
        r = harness.run_tool([args.pad_opt, src, NO_THREADS] + preload(lib),
                             capture_output=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return set()
    if r.returncode != 0:
        # Some case fails before vectorization (the schedule route reports
        # it): look at the others one by one.
        if len(cases) == 1:
            return set()
        return set().union(*(dynamic_tiles([c], args, workdir, "%s_c%d" % (
            tag, c.id)) for c in cases))
    bodies = function_bodies(r.stdout.decode(errors="replace"))
    return set(c.id for c in cases if any(
        "?" in l for l in bodies.get("case_%d" % c.id, "").splitlines()
        if re.search(r"= linalg\.(\w+_1d_|pooling_nwc_|generic)", l)))


def run_schedule(cases, args, workdir, tag):
    """({case id: (message or None, got)}, skipped case ids) of the schedule
    route.  The cases with dynamic tiles (dynamic_tiles) run one by one,
    after the others: those whose vectorization then fails are skipped."""
    suspects = dynamic_tiles(cases, args, workdir, tag + "_pre")
    results = run_cases([c for c in cases if c.id not in suspects],
                        SCHEDULE, args, workdir, tag)
    skipped = set()
    for c in cases:
        if c.id in suspects:
            res = run_cases([c], SCHEDULE, args, workdir,
                            "%s_c%d" % (tag, c.id))
            msg = res.get(c.id, ("no result", []))[0] or ""
            if "Attempted to vectorize, but failed" in msg:
                skipped.add(c.id)
            else:
                results.update(res)
    return results, skipped


# The one failure of the schedule that is no bug (dynamic_tiles).
SKIPPED = "upstream vectorization failed on a pad tile of dynamic shape"


# --------------------------------------------------------------------------
# Running and comparing.


def expected_arrays(c):
    out = [("result", c.want)]
    if c.second_user:
        out.append(("pad", c.want_pad.astype(np.float64)))
    return out


def compare(c, got):
    """None when the printed memrefs ([(rank, sizes, tokens)]) match;
    else a message."""
    exp = expected_arrays(c)
    if len(got) != len(exp):
        return "expected %d printed memrefs, got %d" % (len(exp), len(got))
    for (what, arr), (_, sizes, toks) in zip(exp, got):
        if sizes != list(arr.shape):
            return "%s: shape: expected %s, got %s" % (what, list(arr.shape),
                                                       sizes)
        if len(toks) != arr.size:
            return "%s: expected %d elements, got %d" % (what, arr.size,
                                                         len(toks))
        vals = np.array([float(t) for t in toks]).reshape(arr.shape)
        bad = np.argwhere(vals != arr)
        if len(bad):
            idx = tuple(int(i) for i in bad[0])
            return "%s: %d values differ, first at %s: expected %g, got %g" % (
                what, len(bad), list(idx), arr[idx], vals[idx])
    return None


def got_arrays(got):
    out = []
    for _, sizes, toks in got:
        try:
            out.append(np.array([float(t) for t in toks]).reshape(sizes))
        except ValueError:
            out.append(toks)
    return out


def lowering_flag(route, fuse=True):
    if route == SCHEDULE:
        return "--pad-to-llvm"
    return "--pad-to-llvm=lowering=%s%s" % (
        route, "" if fuse else " fuse-consumers=false")


def run_module(cases, route, args, workdir, tag, fuse=True):
    """(results, located compile errors, diagnostic): results maps case id
    to (message or None, printed arrays) for cases with complete output.
    The schedule route runs each case's schedule first (a transform library
    preloaded), and checks that the bufferized callee allocates nothing."""
    src = os.path.join(workdir, "%s.mlir" % tag)
    text, spans = module_text(cases)
    with open(src, "w") as f:
        f.write(text)
    sources, schedule = [(src, spans)], []
    if route == SCHEDULE:
        lib = os.path.join(workdir, "%s.transform.mlir" % tag)
        lib_text, lib_spans = library_text(cases)
        with open(lib, "w") as f:
            f.write(lib_text)
        sources.append((lib, lib_spans))
        schedule = preload(lib)
    module, located, diag = harness.compile_batch(
        [args.pad_opt, src, NO_THREADS] + schedule +
        [lowering_flag(route, fuse), "--emit-bytecode"], sources,
        args.timeout)
    if module is None:
        return {}, located, diag
    blocks, complete, diag = harness.run_lowered(module, args,
                                                 stderr_lines=3)
    results = {}
    for c in cases:
        if c.id in complete:
            results[c.id] = (compare(c, blocks[c.id]),
                             got_arrays(blocks[c.id]))
    if schedule:
        for cid, msg in buffer_check(cases, schedule, args, src).items():
            if cid in results:
                values, got = results[cid]
                results[cid] = (msg if values is None else
                                "%s; %s" % (values, msg), got)
    return results, {}, diag


def buffer_check(cases, schedule, args, src):
    """{case id: message} for the cases whose callee, scheduled and
    bufferized (One-Shot Bufferize as --pad-to-llvm runs it), allocates."""
    try:
        r = harness.run_tool([args.pad_opt, src, NO_THREADS] + schedule +
                             [BUFFERIZE], capture_output=True,
                             timeout=args.timeout)
        rc, out, err = r.returncode, r.stdout.decode(), r.stderr.decode(
            errors="replace")
    except subprocess.TimeoutExpired:
        rc, out, err = "timeout", "", ""
    if rc != 0:
        msg = "scheduled, --one-shot-bufferize failed: " + \
            harness.summarize_failure(rc, err.splitlines())
        return {c.id: msg for c in cases}
    bodies = function_bodies(out)
    found = {}
    for c in cases:
        msg = allocations(c, bodies.get("case_%d" % c.id, ""))
        if msg:
            found[c.id] = msg
    return found


def run_cases(cases, route, args, workdir, tag, fuse=True):
    """{case id: (message or None, got)}; a module that breaks is rerun to
    find its culprits (differential_harness.find_culprits)."""
    return harness.find_culprits(
        cases, lambda cs, t: run_module(cs, route, args, workdir, t, fuse),
        tag)


def count_consumers(text, cases):
    """{case id: number of consumer ops in its callee} from pad-opt's
    printed module."""
    bodies = function_bodies(text)
    counts = {}
    for c in cases:
        body = bodies.get("case_%d" % c.id)
        if body is not None:
            counts[c.id] = len(re.findall(re.escape(OP_NAMES[c.kind]) +
                                          r"\b", body))
    return counts


def split_counts(cases, args, workdir, tag):
    """({case id: consumer ops after --pad-fuse-into-consumers},
    {case id: error}); a module the pass fails on is rerun case by case."""
    src = os.path.join(workdir, "%s.mlir" % tag)
    text, _ = module_text(cases)
    with open(src, "w") as f:
        f.write(text)
    try:
        r = harness.run_tool([args.pad_opt, src, NO_THREADS,
                              "--pad-fuse-into-consumers"],
                             capture_output=True, timeout=args.timeout)
        rc, out, err = r.returncode, r.stdout.decode(), r.stderr.decode(
            errors="replace")
    except subprocess.TimeoutExpired:
        rc, out, err = "timeout", "", ""
    if rc == 0:
        return count_consumers(out, cases), {}
    if len(cases) == 1:
        return {}, {cases[0].id: "pad-opt --pad-fuse-into-consumers failed: "
                    + harness.summarize_failure(rc, err.splitlines())}
    counts, errors = {}, {}
    for c in cases:
        a, b = split_counts([c], args, workdir, "%s_c%d" % (tag, c.id))
        counts.update(a)
        errors.update(b)
    return counts, errors


# --------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    harness.add_common_options(ap, seed=DEFAULT_SEED, cases=300, batch=50,
                               timeout=300, max_reports=5,
                               tools_required=False)
    ap.set_defaults(
        pad_opt=os.path.join(HERE, "..", "..", "..", "build", "bin",
                             "pad-opt"),
        runner="/usr/lib/llvm-22/bin/mlir-runner",
        shared_libs=",".join("/usr/lib/llvm-22/lib/%s" % l for l in (
            "libmlir_runner_utils.so", "libmlir_c_runner_utils.so")))
    ap.add_argument("--only", default="",
                    help="comma-separated case numbers to run (after "
                    "generating all of them)")
    ap.add_argument("--schedule-every", type=int, default=1,
                    help="run the vectorizing schedule on every N-th "
                    "static case (0: on none)")
    args = ap.parse_args()
    seed = int(os.environ.get("PAD_WINDOW_SEED",
                              os.environ.get("PAD_DIFF_SEED", args.seed)))
    print("pad.pad window-consumer differential test: seed %d (override "
          "with PAD_WINDOW_SEED), %d cases, routes %s, and the vectorizing "
          "schedule on %s static case" % (
              seed, args.cases, "/".join(ROUTES),
              "every" if args.schedule_every == 1 else
              "no" if args.schedule_every <= 0 else
              "every %d%s" % (args.schedule_every, {2: "nd", 3: "rd"}.get(
                  args.schedule_every, "th"))))
    sys.stdout.flush()
    start = time.time()
    rng = random.Random(seed)
    cases = [make_case(rng, n) for n in range(args.cases)]
    if args.only:
        keep = set(int(n) for n in args.only.split(","))
        cases = [c for c in cases if c.id in keep]
    stats = {}
    for c in cases:
        for key in ("kind:" + c.kind, "mode:" + c.mode, "form:" + c.form):
            stats[key] = stats.get(key, 0) + 1
    stats["dynamic-pads"] = sum(c.dyn_pads for c in cases)
    stats["second-user"] = sum(c.second_user for c in cases)
    stats["crops"] = sum(1 for c in cases if min(c.below + c.above) < 0)
    stats["numpy-checked"] = sum(c.numpy_checked for c in cases)
    stats["wider-window"] = sum(
        1 for c in cases if c.kind != "ew" and any(
            c.dilations[k] * (c.window[k] - 1) + 1 > c.shape[c.spatial[k]]
            for k in (0, 1)))
    print("  " + ", ".join("%s=%d" % kv for kv in sorted(stats.items())))
    sys.stdout.flush()

    workdir = args.keep or tempfile.mkdtemp(prefix="pad-window-")
    os.makedirs(workdir, exist_ok=True)
    batches = [cases[i:i + args.batch] for i in range(0, len(cases),
                                                      args.batch)]
    static = [c for c in cases if schedulable(c)]
    scheduled = static[::args.schedule_every] \
        if args.schedule_every > 0 else []
    routes = ROUTES + ((SCHEDULE,) if scheduled else ())
    jobs = [(b, route, "m%03d_%s" % (k, route)) for k, b in enumerate(batches)
            for route in ROUTES]
    jobs += [(scheduled[i:i + args.batch], SCHEDULE,
              "s%03d_%s" % (i // args.batch, SCHEDULE))
             for i in range(0, len(scheduled), args.batch)]
    results = {route: {} for route in routes}
    counts, split_errors = {}, {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {}
        for k, b in enumerate(batches):
            futures[pool.submit(split_counts, b, args, workdir,
                                "m%03d_split" % k)] = None
        for b, route, tag in jobs:
            if route == SCHEDULE:
                futures[pool.submit(run_schedule, b, args, workdir,
                                    tag)] = route
            else:
                futures[pool.submit(run_cases, b, route, args, workdir,
                                    tag)] = route
        skipped = set()
        for fut in concurrent.futures.as_completed(futures):
            route = futures[fut]
            if route is None:
                a, b = fut.result()
                counts.update(a)
                split_errors.update(b)
            elif route == SCHEDULE:
                res, skip = fut.result()
                results[route].update(res)
                skipped |= skip
            else:
                results[route].update(fut.result())
    skipped = sorted(skipped)
    ran = [c for c in scheduled if c.id not in skipped]

    failures = []
    for c in cases:
        per_route = {r: results[r].get(c.id, ("no result", []))
                     for r in ROUTES}
        if c in ran:
            per_route[SCHEDULE] = results[SCHEDULE].get(
                c.id, ("no result", []))
        if any(v[0] is not None for v in per_route.values()) or \
                c.id in split_errors:
            failures.append((c, per_route))

    # The failing cases again, alone, without the split: is the split
    # wrong, or something else?
    unfused = {}
    if failures:
        todo = [(c, r) for c, pr in failures for r in ROUTES
                if pr[r][0] is not None]
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futs = {pool.submit(run_cases, [c], r, args, workdir,
                                "unfused_%d_%s" % (c.id, r), False): (c.id, r)
                    for c, r in todo}
            for fut in concurrent.futures.as_completed(futs):
                cid, r = futs[fut]
                unfused[(cid, r)] = fut.result().get(cid, ("no result", []))[0]

    # The split statistics.
    applicable = [c for c in cases if should_apply(c) and c.id in counts]
    split = [c for c in applicable if counts[c.id] > 1]
    left = [c for c in applicable if counts[c.id] <= 1]
    dyn_split = sum(1 for c in cases if not should_apply(c) and
                    counts.get(c.id, 0) > 1)
    notes = [c for c in applicable + [c for c in scheduled
                                      if not should_apply(c)]
             if c.id in counts and
             (split_plan(c) is not None) != (counts[c.id] > 1)]
    unexpected = [c for c in cases if c.dyn_pads and counts.get(c.id, 1) != 1]
    for c in notes:
        predicted = split_plan(c) is not None
        print("NOTE: %s: predicted %s, the pass %s (%d consumer ops)" % (
            describe(c), "a split" if predicted else "no split",
            "split it" if counts[c.id] > 1 else "left it", counts[c.id]))
    for c in unexpected:
        print("NOTE: %s: dynamic pad amounts, yet %d consumer ops" % (
            describe(c), counts[c.id]))

    def summary(c, per_route):
        if c.id in split_errors:
            print("      split alone: %s" % split_errors[c.id][:300])
        for r in routes:
            msg = per_route.get(r, (None,))[0]
            if msg is None:
                continue
            lines = [l for l in msg.splitlines() if l.strip()]
            print("      %s: %s" % (r, " ".join(lines[:2])[:300]))
            if r != SCHEDULE:
                um = unfused.get((c.id, r))
                print("      %s with fuse-consumers=false: %s" % (
                    r, "agrees with numpy: the fault is in the split"
                    if um is None else "fails too: " + um[:200]))

    def expected(c):
        for what, arr in expected_arrays(c):
            print("  expected %s (numpy), shape %s:\n%s" % (
                what, list(arr.shape), arr))

    def program(c):
        callee, run = case_mlir(c)
        print("  program (pad-opt FILE %s | mlir-runner -e main "
              "-entry-point-result=void -shared-libs=...):" %
              lowering_flag(ROUTES[0]))
        print("\n".join(DECLARATIONS + [
            callee, run, "func.func @main() {",
            "  func.call @run_%d() : () -> ()" % c.id, "  return", "}"]))
        if c in ran:
            print("  its schedule (pad-opt FILE %s --pad-to-llvm, the "
                  "library in LIB):" % " ".join(preload("LIB")))
            print(library_text([c])[0], end="")

    harness.report_failures(failures, routes, describe, summary, expected,
                            program, args.max_reports)
    print("  split details: %d static cases with static pads > 0 on a "
          "spatial dimension, %d split, "
          "%d left; %d other cases split (dynamic extents, or pads off the "
          "spatial dimensions only); %d notes" % (
              len(applicable), len(split), len(left), dyn_split,
              len(notes) + len(unexpected)))
    print("  schedule details: %d of the %d cases with static shapes and "
          "pads scheduled, %d run; %d skipped (%s: cases %s)" % (
              len(scheduled), len(static), len(ran), len(skipped), SKIPPED,
              " ".join(str(cid) for cid in skipped) or "none"))
    print("STATS: split %d, left %d, schedule: %d run, %d skipped" % (
        len(split), len(left), len(ran), len(skipped)))
    return harness.verdict(
        failures, len(cases), routes, seed, time.time() - start,
        "numpy in both routes, %d of them in the vectorizing schedule too"
        % len(ran))


if __name__ == "__main__":
    sys.exit(main())
