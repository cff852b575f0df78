#!/usr/bin/python3
"""Differential test of pad.pad: random cases, both lowering routes, against
an independent oracle (pad_oracle.py: the spec's gather table, cross-checked
with numpy.pad where numpy's semantics agree with the spec).

Every case becomes one function in a batch module (250 per module unless
--batch says otherwise: cases of one kind then share an outlined kernel,
which is most of what pad-opt lowers); each module is lowered once per
route with `pad-opt --pad-to-llvm` and run once with `mlir-runner`.  A case prints a marker (its number) and then its result
with the runner utilities; the output is parsed and compared element by
element with the oracle.  When a module fails to compile or crashes, the
cases without a complete result are run one by one to find the culprits.

Forms of a case:
  static   the pad in a callee (no_inline) with a tensor argument of static
           type;
  dynamic  extents erased to `?` with tensor.cast, pad entries (and the pad
           value) passed as arguments: nothing can fold;
  folded   the pad applied to an arith.constant (the form of spec section 4;
           the op's constant folder may compute it);
  slice    `arg` a strided tensor.extract_slice of a larger tensor, the
           result inserted with a strided tensor.insert_slice into a larger
           destination, which is printed whole;
  alias    the same with source and destination one tensor.

Options add pads of pads (--chain), pads near the 64-bit limits (--extreme),
passes before the pipeline (--pre=--canonicalize), pipeline options
(--pipeline-options streaming-threshold=0) and larger extents and pads
(--max-extent, --max-pad).  Results are printed after their sizes, and only
when non-empty (the runner's printer reads out of bounds for a memref with a
zero-size dimension and large other dimensions).

The seed comes from --seed, overridden by the environment variable
PAD_DIFF_SEED; the number of cases from --cases or PAD_DIFF_CASES.  Exit
status 0 means every case agreed in both routes.
"""

import argparse
import concurrent.futures
import os
import random
import shlex
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Inputs"))

import differential_harness as harness  # noqa: E402
import pad_oracle  # noqa: E402
from mlir_emit import (F8_TYPES, NUMPY_DTYPE, Namer, dense_literal, pad_op,  # noqa: E402

                       print_declarations, print_tensor, printed_arrays,
                       scalar_constant, tensor_type)

NO_THREADS = harness.NO_THREADS

MODES = pad_oracle.MODES
ROUTES = ("linalg", "scf")

# (element type, weight)
TYPE_WEIGHTS = [
    ("i32", 18), ("i64", 14), ("f32", 18), ("f64", 14), ("i8", 6),
    ("i16", 6), ("f16", 6), ("index", 6), ("complex<f32>", 6), ("i1", 3),
    ("bf16", 3), ("complex<f64>", 2), ("f8E4M3FN", 2), ("f8E5M2", 2),
]
INT_RANGES = {
    "i8": (-128, 127), "i16": (-32768, 32767),
    "i32": (-(1 << 31), (1 << 31) - 1), "i64": (-(1 << 63), (1 << 63) - 1),
    "index": (0, (1 << 63) - 1),
}
MAX_IN_ELEMENTS = 1500
MAX_OUT_ELEMENTS = 2500
MAX_EXTENT = 7   # --max-extent
MAX_PAD = 8      # --max-pad
MAX_INTERIOR = 3  # --max-interior
EMPTY_REDRAW = 0.95


class Case:
    pass


def random_scalar(rng, etype):
    if etype == "i1":
        return rng.random() < 0.5
    if etype in INT_RANGES:
        lo, hi = INT_RANGES[etype]
        r = rng.random()
        if r < 0.05:
            return lo
        if r < 0.10:
            return hi
        if r < 0.7:
            return max(lo, min(hi, rng.randint(-1000, 1000)))
        return rng.randint(lo, hi)
    if etype == "bf16":
        return rng.randint(-64, 64) * 0.5
    if etype in ("f16", "f32", "f64"):
        return rng.randint(-256, 256) * 0.25
    if etype in ("complex<f32>", "complex<f64>"):
        return complex(rng.randint(-256, 256) * 0.25,
                       rng.randint(-256, 256) * 0.25)
    if etype in F8_TYPES:
        ebits, mbits, bias = F8_TYPES[etype]
        if rng.random() < 0.05:
            return 0.0
        e = rng.randint(1 - bias, bias)  # normal numbers, short of the top
        m = rng.randint(0, (1 << mbits) - 1)
        return rng.choice((-1, 1)) * (1 + m / (1 << mbits)) * 2.0 ** e
    raise ValueError(etype)



def random_array(rng, etype, n):
    """`n` values drawn as random_scalar draws one, by numpy (seeded from
    `rng`): the slice forms fill host tensors of up to ~10^5 elements, which
    took most of the driver's own time one scalar at a time."""
    g = np.random.default_rng(rng.getrandbits(64))
    if etype == "i1":
        return g.random(n) < 0.5
    if etype in INT_RANGES:
        lo, hi = INT_RANGES[etype]
        r = g.random(n)
        small = np.clip(g.integers(-1000, 1001, n), lo, hi)
        full = g.integers(lo, hi, n, dtype=np.int64, endpoint=True)
        return np.where(r < 0.05, lo, np.where(
            r < 0.10, hi, np.where(r < 0.7, small, full))).astype(np.int64)
    if etype == "bf16":
        return g.integers(-64, 65, n) * 0.5
    if etype in ("f16", "f32", "f64"):
        return g.integers(-256, 257, n) * 0.25
    if etype in ("complex<f32>", "complex<f64>"):
        return (g.integers(-256, 257, n) * 0.25 +
                1j * (g.integers(-256, 257, n) * 0.25))
    if etype in F8_TYPES:
        ebits, mbits, bias = F8_TYPES[etype]
        e = g.integers(1 - bias, bias, n, endpoint=True)
        m = g.integers(0, (1 << mbits) - 1, n, endpoint=True)
        sign = g.choice((-1.0, 1.0), n)
        v = sign * (1 + m / (1 << mbits)) * np.exp2(e.astype(np.float64))
        return np.where(g.random(n) < 0.05, 0.0, v)
    raise ValueError(etype)


I64_MAX = (1 << 63) - 1


def extreme_dim(rng, d, mode):
    """Pads (and interior) near the 64-bit limits along a dimension of
    extent d whose output extent stays small: valid by rule 9, which bounds
    only the stretched and the output extent."""
    r = 0
    if mode == "constant" and rng.random() < 0.5:
        r = rng.choice([rng.randint(0, 3), rng.randint(4, 1 << 40),
                        (1 << 61) + rng.randint(-4, 4),
                        (1 << 62) - rng.randint(0, 4)])
        if pad_oracle.stretched_extent(d, r) > I64_MAX:
            r = rng.randint(0, 3)
    e = pad_oracle.stretched_extent(d, r)
    while True:
        if rng.random() < 0.1:
            target = -rng.randint(1 << 62, 1 << 63)   # far below zero
        else:
            target = rng.randint(-3, 7)               # p + e + q
        if mode != "constant" and d == 0:
            target = min(target, 0)
        big = rng.choice([I64_MAX, I64_MAX - rng.randint(0, 8), 1 << 62,
                          (1 << 62) + rng.randint(-8, 8),
                          rng.randint(1 << 32, I64_MAX), e + rng.randint(0, 8)])
        p = big * rng.choice((-1, 1))
        q = target - p - e
        if rng.random() < 0.5:
            p, q = q, p
        if -I64_MAX <= p <= I64_MAX and -I64_MAX <= q <= I64_MAX:
            return p, q, r


def make_case(rng, n, forms=("folded", "static", "dynamic"), extreme=0.0,
              chain=0.0):
    c = Case()
    c.id = n
    c.etype = rng.choices([t for t, _ in TYPE_WEIGHTS],
                          [w for _, w in TYPE_WEIGHTS])[0]
    c.mode = rng.choice(MODES)
    c.rank = rng.choices(range(6), [4, 14, 26, 24, 18, 14])[0]
    # The slice forms embed and print tensors that enclose the pad's source
    # and result (strided_box): an empty box still spans its other
    # dimensions there, so those count towards the size limits.
    if {"slice", "alias"} & set(forms):
        def elements(extents):
            return int(np.prod([max(e, 1) for e in extents], dtype=np.int64))
    else:
        def elements(extents):
            return int(np.prod(extents, dtype=np.int64))
    while True:
        shape = [0 if rng.random() < 0.08 else rng.randint(1, MAX_EXTENT)
                 for _ in range(c.rank)]
        below, above, interior = [], [], []
        for d in shape:
            r = 0
            if c.mode == "constant" and rng.random() < 0.4:
                r = rng.randint(0, MAX_INTERIOR)
            p = rng.randint(-MAX_PAD, MAX_PAD)
            q = rng.randint(-MAX_PAD, MAX_PAD)
            if c.mode != "constant" and d == 0 and p + q > 0:
                # Verifier rule 6: an empty dimension stays empty.
                q = rng.randint(-MAX_PAD, -p)
            below.append(p)
            above.append(q)
            interior.append(r)
        if c.rank and rng.random() < extreme:
            dims = [i for i in range(c.rank) if rng.random() < 0.5]
            for i in dims or [rng.randrange(c.rank)]:
                below[i], above[i], interior[i] = extreme_dim(rng, shape[i],
                                                              c.mode)
        out = [pad_oracle.output_extent(d, p, q, r)
               for d, p, q, r in zip(shape, below, above, interior)]
        # Crops of up to MAX_PAD would empty two outputs in three; redraw
        # most empty ones so a sweep mostly copies data (about one case in
        # five stays empty, zero-size inputs included).
        if 0 in out and rng.random() < EMPTY_REDRAW:
            continue
        if (elements(shape) <= MAX_IN_ELEMENTS and
                elements(out) <= MAX_OUT_ELEMENTS):
            break
    c.shape, c.below, c.above, c.interior, c.out = (shape, below, above,
                                                    interior, out)
    vals = [random_scalar(rng, c.etype)
            for _ in range(int(np.prod(shape, dtype=np.int64)))]
    c.arg = np.array(vals, dtype=NUMPY_DTYPE[c.etype]).reshape(shape)
    c.value = None
    if c.mode == "constant" and rng.random() < 0.6:
        c.value = random_scalar(rng, c.etype)
    r = rng.random()
    c.form = "folded" if r < 0.1 else ("static" if r < 0.45 else "dynamic")
    if c.form not in forms:
        c.form = rng.choice(forms)
    if c.form == "dynamic":
        c.dyn_dims = [rng.random() < 0.6 for _ in range(c.rank)]
        c.dyn_below = [rng.random() < 0.6 for _ in range(c.rank)]
        c.dyn_above = [rng.random() < 0.6 for _ in range(c.rank)]
        if c.rank and not any(c.dyn_dims + c.dyn_below + c.dyn_above):
            c.dyn_dims[rng.randrange(c.rank)] = True
        c.dyn_value = c.value is not None and rng.random() < 0.5
    fill = c.value if c.value is not None else 0
    c.want, c.numpy_checked = pad_oracle.reference_pad(
        c.arg, c.below, c.above, c.interior, c.mode, fill)
    c.second = None
    if c.form in ("slice", "alias"):
        if c.rank == 0:
            c.form = "static"
        else:
            make_slices(rng, c, alias=c.form == "alias")
            return c
    if c.rank and rng.random() < chain:
        c.second = make_second(rng, c)
        s2 = c.second
        fill2 = s2.value if s2.value is not None else 0
        c.want, used = pad_oracle.reference_pad(
            c.want, s2.below, s2.above, s2.interior, s2.mode, fill2)
        c.numpy_checked = c.numpy_checked and used
    return c


def strided_box(rng, shape):
    """(offsets, strides, enclosing shape) of a strided box of `shape`."""
    for attempt in range(20):
        small = attempt > 10
        offs = [0 if small else rng.randint(0, 3) for _ in shape]
        strides = [1 if small else rng.randint(1, 3) for _ in shape]
        big = [o + ((d - 1) * st + 1 if d > 0 else 0) + rng.randint(
            1 if d == 0 else 0, 0 if small and d else 2)
            for d, o, st in zip(shape, offs, strides)]
        if int(np.prod(big, dtype=np.int64)) <= 4 * MAX_OUT_ELEMENTS:
            return offs, strides, big
    return [0] * len(shape), [1] * len(shape), [max(d, 1) for d in shape]


def box_slices(offs, strides, shape):
    return tuple(slice(o, o + d * st, st) if d else slice(o, o)
                 for o, st, d in zip(offs, strides, shape))


def make_slices(rng, c, alias=False):
    """The `slice` form: `arg` is a strided tensor.extract_slice of a larger
    tensor, and the result is inserted with a strided tensor.insert_slice
    into a larger destination, which is what gets printed (bufferization
    then reads from and writes into strided views)."""
    c.in_off, c.in_stride, big_shape = strided_box(rng, c.shape)
    c.out_off, c.out_stride, dest_shape = strided_box(rng, c.out)
    if alias:
        # One tensor: the pad reads one box of it and its result is
        # inserted into another (overlapping or not) box of the same tensor.
        big_shape = dest_shape = [max(a, b) for a, b in zip(big_shape,
                                                            dest_shape)]
    big = random_array(rng, c.etype, int(np.prod(big_shape, dtype=np.int64))
                       ).astype(NUMPY_DTYPE[c.etype]).reshape(big_shape)
    big[box_slices(c.in_off, c.in_stride, c.shape)] = c.arg
    c.big = big
    if alias:
        dest = big.copy()
    else:
        dest = random_array(
            rng, c.etype, int(np.prod(dest_shape, dtype=np.int64))
        ).astype(NUMPY_DTYPE[c.etype]).reshape(dest_shape)
    c.dest = dest.copy()
    dest[box_slices(c.out_off, c.out_stride, c.out)] = c.want
    c.want = dest


def make_second(rng, c):
    """A second pad applied to the first one's result.  Half of them are
    constant after constant with the same value, non-negative pads and no
    interior: the shape that canonicalisation merges into one pad."""
    s2 = Case()
    merge = c.mode == "constant" and not any(c.interior) and \
        rng.random() < 0.5
    while True:
        s2.mode = "constant" if merge else rng.choice(MODES)
        s2.below, s2.above, s2.interior = [], [], []
        for d in c.out:
            if merge:
                p, q, r = rng.randint(0, 4), rng.randint(0, 4), 0
            else:
                r = rng.randint(0, 2) if (s2.mode == "constant" and
                                          rng.random() < 0.3) else 0
                p, q = rng.randint(-6, 6), rng.randint(-6, 6)
                if s2.mode != "constant" and d == 0 and p + q > 0:
                    q = -p
            s2.below.append(p)
            s2.above.append(q)
            s2.interior.append(r)
        out2 = [pad_oracle.output_extent(d, p, q, r) for d, p, q, r in
                zip(c.out, s2.below, s2.above, s2.interior)]
        if int(np.prod(out2, dtype=np.int64)) <= MAX_OUT_ELEMENTS:
            break
    s2.out = out2
    s2.value = None
    if merge:
        s2.value = c.value
        if c.value is not None and rng.random() < 0.2:
            s2.value = random_scalar(rng, c.etype)  # different values
    elif s2.mode == "constant" and rng.random() < 0.6:
        s2.value = random_scalar(rng, c.etype)
    if c.form == "dynamic":
        s2.dyn_below = [rng.random() < 0.4 for _ in range(c.rank)]
        s2.dyn_above = [rng.random() < 0.4 for _ in range(c.rank)]
        s2.dyn_value = s2.value is not None and rng.random() < 0.3
    return s2


# --------------------------------------------------------------------------
# MLIR for a case.


def slice_pad_insert(c, params, result_type, source, source_type, at, ot,
                     dest, dest_type):
    """The callee of the slice forms: pads a strided slice of `source` and
    inserts the result into a strided slice of `dest`."""
    def ints(xs):
        return ", ".join(str(x) for x in xs)
    f = ["func.func @case_%d(%s) -> %s attributes {no_inline} {" % (
             c.id, params, result_type),
         "  %%x = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s" % (
             source, ints(c.in_off), ints(c.shape), ints(c.in_stride),
             source_type, at)]
    v = None
    if c.value is not None:
        f.append("  " + scalar_constant("%v", c.value, c.etype))
        v = "%v"
    f.append("  " + pad_op("%pr", "%x", at, ot, c.mode, c.below, c.above,
                           c.interior if any(c.interior) else None, v))
    f.append("  %%r = tensor.insert_slice %%pr into %s[%s] [%s] [%s] "
             ": %s into %s" % (dest, ints(c.out_off), ints(c.out),
                               ints(c.out_stride), ot, dest_type))
    f += ["  return %%r : %s" % result_type, "}"]
    return "\n".join(f)


def case_mlir(c):
    """(callee functions, run function text, printed parts)."""
    at = tensor_type(c.shape, c.etype)
    funcs = []
    body = ["%%x = arith.constant %s : %s" % (dense_literal(c.arg, c.etype),
                                               at)]
    # The pads of the case: (spec, name prefix).
    pads = [(c, "")]
    if c.second is not None:
        pads.append((c.second, "b"))
    if c.form == "alias":
        bt = tensor_type(list(c.big.shape), c.etype)
        ot = tensor_type(c.out, c.etype)
        funcs.append(slice_pad_insert(
            c, "%%t: %s" % bt, bt, "%t", bt, at, ot, "%t", bt))
        body = ["%%t = arith.constant %s : %s" % (
                    dense_literal(c.big, c.etype), bt),
                "%%r = func.call @case_%d(%%t) : (%s) -> %s" % (c.id, bt, bt)]
        final_shape = list(c.big.shape)
    elif c.form == "slice":
        bt = tensor_type(list(c.big.shape), c.etype)
        dt = tensor_type(list(c.dest.shape), c.etype)
        ot = tensor_type(c.out, c.etype)
        funcs.append(slice_pad_insert(
            c, "%%big: %s, %%dest: %s" % (bt, dt), dt, "%big", bt, at, ot,
            "%dest", dt))
        body = ["%%big = arith.constant %s : %s" % (
                    dense_literal(c.big, c.etype), bt),
                "%%dest = arith.constant %s : %s" % (
                    dense_literal(c.dest, c.etype), dt),
                "%%r = func.call @case_%d(%%big, %%dest) : (%s, %s) -> %s" % (
                    c.id, bt, dt, dt)]
        final_shape = list(c.dest.shape)
    elif c.form == "dynamic":
        dshape = [None if c.dyn_dims[i] else c.shape[i]
                  for i in range(c.rank)]
        dt = tensor_type(dshape, c.etype)
        params, args, types = ["%%x: %s" % dt], ["%xd"], [dt]
        if dt != at:
            body.append("%%xd = tensor.cast %%x : %s to %s" % (at, dt))
        else:
            args[0] = "%x"
        inner = []
        cur, cur_shape = "%x", dshape
        for k, (spec, pre) in enumerate(pads):
            rshape = [None if (cur_shape[i] is None or spec.dyn_below[i] or
                               spec.dyn_above[i]) else spec.out[i]
                      for i in range(c.rank)]
            lo, hi = [], []
            for side, lst, dyn, vals in (
                    (pre + "lo", lo, spec.dyn_below, spec.below),
                    (pre + "hi", hi, spec.dyn_above, spec.above)):
                for i in range(c.rank):
                    if dyn[i]:
                        name = "%%%s%d" % (side, i)
                        params.append("%s: index" % name)
                        lst.append(name)
                        body.append("%s = arith.constant %d : index" % (
                            name, vals[i]))
                        args.append(name)
                        types.append("index")
                    else:
                        lst.append(vals[i])
            v = None
            if spec.value is not None:
                v = "%%%sv" % pre
                if spec.dyn_value:
                    params.append("%s: %s" % (v, c.etype))
                    body.append(scalar_constant(v, spec.value, c.etype))
                    args.append(v)
                    types.append(c.etype)
                else:
                    inner.append(scalar_constant(v, spec.value, c.etype))
            res = "%%%spr" % pre
            inner.append(pad_op(res, cur, tensor_type(cur_shape, c.etype),
                                tensor_type(rshape, c.etype), spec.mode, lo,
                                hi, spec.interior if any(spec.interior)
                                else None, v))
            cur, cur_shape = res, rshape
        rt = tensor_type(cur_shape, c.etype)
        f = ["func.func @case_%d(%s) -> %s attributes {no_inline} {" % (
            c.id, ", ".join(params), rt)]
        f += ["  " + l for l in inner]
        f += ["  return %s : %s" % (cur, rt), "}"]
        funcs.append("\n".join(f))
        body.append("%%r = func.call @case_%d(%s) : (%s) -> %s" % (
            c.id, ", ".join(args), ", ".join(types), rt))
        final_shape = cur_shape
    else:
        inner = []
        cur, cur_shape = "%x", list(c.shape)
        for spec, pre in pads:
            v = None
            if spec.value is not None:
                v = "%%%sv" % pre
                inner.append(scalar_constant(v, spec.value, c.etype))
            res = "%%%spr" % pre
            inner.append(pad_op(res, cur, tensor_type(cur_shape, c.etype),
                                tensor_type(spec.out, c.etype), spec.mode,
                                spec.below, spec.above,
                                spec.interior if any(spec.interior) else None,
                                v))
            cur, cur_shape = res, list(spec.out)
        rt = tensor_type(cur_shape, c.etype)
        if c.form == "folded":
            body += inner
            body.append("%%r = tensor.cast %s : %s to %s" % (cur, rt, rt))
        else:
            f = ["func.func @case_%d(%%x: %s) -> %s attributes {no_inline} "
                 "{" % (c.id, at, rt)]
            f += ["  " + l for l in inner]
            f += ["  return %s : %s" % (cur, rt), "}"]
            funcs.append("\n".join(f))
            body.append("%%r = func.call @case_%d(%%x) : (%s) -> %s" % (
                c.id, at, rt))
        final_shape = cur_shape
    body.append("%%id = arith.constant %d : i64" % c.id)
    body.append("func.call @printI64(%id) : (i64) -> ()")
    body.append("func.call @printNewline() : () -> ()")
    pl, printed = print_tensor("%r", final_shape, c.etype, Namer("p"))
    if c.rank == 0:
        body += pl
    else:
        # The sizes first; the data only when there is some (the runner's
        # printer reads out of bounds for a memref with a zero-size
        # dimension and large other dimensions).
        rt = tensor_type(final_shape, c.etype)
        dims = []
        body.append("%one = arith.constant 1 : index")
        body.append("%zero = arith.constant 0 : index")
        prod = "%one"
        for i in range(c.rank):
            body.append("%%ci%d = arith.constant %d : index" % (i, i))
            body.append("%%dim%d = tensor.dim %%r, %%ci%d : %s" % (i, i, rt))
            body.append("%%prod%d = arith.muli %s, %%dim%d : index" % (
                i, prod, i))
            prod = "%%prod%d" % i
            dims.append("%%dim%d" % i)
        body.append("%%dims = tensor.from_elements %s : tensor<%dxindex>" % (
            ", ".join(dims), c.rank))
        body.append("%%dimsm = bufferization.to_buffer %%dims : "
                    "tensor<%dxindex> to memref<%dxindex>" % (c.rank, c.rank))
        body.append("%%dimsu = memref.cast %%dimsm : memref<%dxindex> to "
                    "memref<*xindex>" % c.rank)
        body.append("func.call @printMemrefInd(%dimsu) : (memref<*xindex>) "
                    "-> ()")
        body.append("%%nonempty = arith.cmpi ne, %s, %%zero : index" % prod)
        body.append("scf.if %nonempty {")
        body += ["  " + l for l in pl]
        body.append("}")
    run = "func.func @run_%d() {\n%s\n  return\n}" % (
        c.id, "\n".join("  " + l for l in body))
    return funcs, run, printed


def module_text(cases):
    """(text, [(first line, last line, case id)]) of a batch module."""
    def functions(c):
        funcs, run, _ = case_mlir(c)
        return funcs + [run]
    return harness.batch_module(
        print_declarations() + ["func.func private @printI64(i64)",
                                "func.func private @printNewline()"],
        cases, functions)


# --------------------------------------------------------------------------
# Running and parsing.

# Variants with parallel=true run their bands on two OpenMP threads, which
# sleep as soon as a parallel region ends (by default they spin for 200 ms,
# taking a core from the other jobs of a busy test machine).
RUN_ENV = dict(os.environ, OMP_NUM_THREADS="2", KMP_BLOCKTIME="0")


def expected_parts(c):
    """[(kind, array)] in print order."""
    return printed_arrays(c.want, c.etype)


def compare(c, got_blocks):
    """None when the case's printed output matches; else a message."""
    exp = expected_parts(c)
    if c.rank:
        if not got_blocks:
            return "nothing printed"
        rank, sizes, toks = got_blocks[0]
        if rank != 1 or sizes != [c.rank] or \
                [int(t) for t in toks] != list(c.want.shape):
            return "sizes: expected %s, got %s" % (list(c.want.shape), toks)
        got_blocks = got_blocks[1:]
        if c.want.size == 0:
            exp = []
    if len(got_blocks) != len(exp):
        return "expected %d printed memrefs, got %d" % (len(exp),
                                                        len(got_blocks))
    for (kind, arr), (rank, sizes, toks) in zip(exp, got_blocks):
        if rank != arr.ndim or sizes != list(arr.shape):
            return "shape: expected %s, got rank %d sizes %s" % (
                list(arr.shape), rank, sizes)
        if arr.size == 0:
            continue  # the runner prints a stray element for empty memrefs
        want = [pad_oracle.format_element(v, kind) for v in arr.flat]
        if toks[:len(want)] != want or len(toks) != len(want):
            for k, (w, g) in enumerate(zip(want, toks)):
                if w != g:
                    idx = np.unravel_index(k, arr.shape)
                    return "values differ, first at %s: expected %s, got %s" % (
                        list(int(i) for i in idx), w, g)
            return "expected %d elements, got %d" % (len(want), len(toks))
    return None


def got_array(c, got_blocks):
    out = []
    if c.rank and got_blocks:
        out.append("sizes %s" % got_blocks[0][2])
        got_blocks = got_blocks[1:]
    for rank, sizes, toks in got_blocks:
        n = int(np.prod(sizes, dtype=np.int64)) if sizes else 1
        if n == 0:
            out.append("(empty, sizes %s)" % sizes)
            continue
        try:
            out.append(np.array(toks[:n], dtype=object).reshape(sizes))
        except ValueError:
            out.append(toks)
    return out


def pipeline_options(args, batch):
    """The --pad-to-llvm options of a batch: the common ones and the
    batch's variant (batches take the --variant options in turn)."""
    options = [args.pipeline_options]
    if args.variant:
        options.append(args.variant[batch % len(args.variant)])
    return " ".join(o for o in options if o)


def run_module(cases, route, args, workdir, tag):
    """Returns (results, compile_failures, diagnostic): results maps case id
    to (message or None, printed arrays) for cases with a complete output;
    compile_failures maps case id to a pad-opt error located in that case's
    functions."""
    src = os.path.join(workdir, "%s.mlir" % tag)
    text, spans = module_text(cases)
    with open(src, "w") as f:
        f.write(text)
    # Bytecode: the lowered module is large, and parsing it is half of
    # mlir-translate's time.
    options = pipeline_options(args, cases[0].id // args.batch)
    if args.pipeline:
        lowering = shlex.split(args.pipeline.replace("{route}", route))
    else:
        lowering = ["--pad-to-llvm=lowering=%s%s" % (
            route, (" " + options) if options else "")]
    module, located, diag = harness.compile_batch(
        [args.pad_opt, src, NO_THREADS] + args.pre.split() + lowering +
        ["--emit-bytecode"], [(src, spans)], args.timeout,
        lambda rc, errors: "pad-opt failed:\n" + "\n".join(errors[:12]))
    if module is None:
        return {}, located, diag
    blocks, complete, diag = harness.run_lowered(module, args, env=RUN_ENV)
    results = {}
    for c in cases:
        if c.id in complete:
            results[c.id] = (compare(c, blocks[c.id]),
                             got_array(c, blocks[c.id]))
    return results, {}, diag


def run_cases(cases, route, args, workdir, tag):
    """{case id: (message or None, got)}.  A case that breaks its module
    (a compile error located in it, or a crash right after the last complete
    output) is run alone, and the rest of the module again."""
    return harness.find_culprits(
        cases, lambda cs, t: run_module(cs, route, args, workdir, t), tag)


def describe(c):
    s = "case %d: %s %s %s below%s above%s" % (
        c.id, c.form, tensor_type(c.shape, c.etype), c.mode, c.below,
        c.above)
    if any(c.interior):
        s += " interior%s" % c.interior
    if c.value is not None:
        s += " value %r" % (c.value,)
    if c.form in ("slice", "alias"):
        s += " arg = %s[%s:%s] into %s[%s:%s]" % (
            list(c.big.shape), c.in_off, c.in_stride, list(c.dest.shape),
            c.out_off, c.out_stride)
    if c.form == "dynamic":
        s += " dyn_dims%s dyn_below%s dyn_above%s" % (
            [int(b) for b in c.dyn_dims], [int(b) for b in c.dyn_below],
            [int(b) for b in c.dyn_above])
    if c.second is not None:
        s2 = c.second
        s += ", then %s below%s above%s" % (s2.mode, s2.below, s2.above)
        if any(s2.interior):
            s += " interior%s" % s2.interior
        if s2.value is not None:
            s += " value %r" % (s2.value,)
    return s


def main():
    global MAX_EXTENT, MAX_PAD, MAX_INTERIOR
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    harness.add_common_options(ap, seed=20240611, cases=1000, batch=250,
                               timeout=300, max_reports=10)
    ap.add_argument("--forms", default="folded,static,dynamic",
                    help="comma-separated forms to draw from")
    ap.add_argument("--chain", type=float, default=0.0,
                    help="fraction of cases that pad the result of a pad")
    ap.add_argument("--pre", default="",
                    help="pad-opt passes to run before --pad-to-llvm, "
                    "e.g. --canonicalize")
    ap.add_argument("--pipeline", default="",
                    help="pad-opt passes that replace --pad-to-llvm, with "
                    "{route} standing for linalg or scf (a user's pipeline "
                    "of upstream passes and the public pad passes)")
    ap.add_argument("--pipeline-options", default="",
                    help="more --pad-to-llvm options, e.g. "
                    "streaming-threshold=0")
    ap.add_argument("--variant", action="append", default=[],
                    help="more --pad-to-llvm options for some batches: with "
                    "N variants, batch k takes variant k mod N (e.g. '' and "
                    "'parallel=true band-bytes=16'; a parallel variant needs "
                    "libomp in --shared-libs)")
    ap.add_argument("--batches", default="",
                    help="FIRST:COUNT runs only those batches of the cases "
                    "the seed generates (a long sweep in resumable slices)")
    ap.add_argument("--only", default="",
                    help="comma-separated case numbers to run (after "
                    "generating all of them)")
    ap.add_argument("--max-extent", type=int, default=MAX_EXTENT)
    ap.add_argument("--max-pad", type=int, default=MAX_PAD)
    ap.add_argument("--max-interior", type=int, default=MAX_INTERIOR,
                    help="largest interior padding drawn (constant mode): "
                    "7 reaches strides 2 to 8, every stride the row "
                    "kernels write in vector spans")
    ap.add_argument("--extreme", type=float, default=0.0,
                    help="fraction of cases with pads near the 64-bit limits")
    args = ap.parse_args()
    MAX_EXTENT, MAX_PAD = args.max_extent, args.max_pad
    MAX_INTERIOR = args.max_interior
    seed = int(os.environ.get("PAD_DIFF_SEED", args.seed))
    ncases = int(os.environ.get("PAD_DIFF_CASES", args.cases))
    print("pad.pad differential test: seed %d (override with PAD_DIFF_SEED),"
          " %d cases (PAD_DIFF_CASES), routes %s%s" % (
              seed, ncases, "/".join(ROUTES),
              (", after %s" % args.pre if args.pre else "") +
              (", with %s" % args.pipeline_options
               if args.pipeline_options else "") +
              (", variants by batch in turn: %s" % " | ".join(
                  "'%s'" % v for v in args.variant) if args.variant else "")))
    sys.stdout.flush()
    start = time.time()
    rng = random.Random(seed)
    forms = tuple(args.forms.split(","))
    cases = [make_case(rng, n, forms, args.extreme, args.chain)
             for n in range(ncases)]
    if args.batches:
        first, count = (int(x) for x in args.batches.split(":"))
        cases = cases[first * args.batch:(first + count) * args.batch]
        print("  batches %d-%d of %d (cases %d-%d)" % (
            first, first + count - 1, (ncases + args.batch - 1) // args.batch,
            first * args.batch, first * args.batch + len(cases) - 1))
    if args.only:
        keep = set(int(n) for n in args.only.split(","))
        cases = [c for c in cases if c.id in keep]
    stats = {}
    for c in cases:
        for key in ("form:" + c.form, "mode:" + c.mode, "type:" + c.etype,
                    "rank:%d" % c.rank):
            stats[key] = stats.get(key, 0) + 1
    stats["numpy-checked"] = sum(c.numpy_checked for c in cases)
    stats["interior"] = sum(1 for c in cases if any(c.interior))
    stats["chained"] = sum(1 for c in cases if c.second is not None)
    stats["empty-result"] = sum(1 for c in cases if 0 in c.out)
    stats["zero-extent"] = sum(1 for c in cases if 0 in c.shape)
    print("  " + ", ".join("%s=%d" % kv for kv in sorted(stats.items())))

    workdir = args.keep or tempfile.mkdtemp(prefix="pad-diff-")
    os.makedirs(workdir, exist_ok=True)
    batches = [cases[i:i + args.batch] for i in range(0, len(cases),
                                                      args.batch)]
    jobs = [(b, route, "m%03d_%s" % (b[0].id // args.batch, route))
            for b in batches for route in ROUTES]
    results = {route: {} for route in ROUTES}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(run_cases, b, route, args, workdir, tag): route
                   for b, route, tag in jobs}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]].update(fut.result())

    failures = []
    for c in cases:
        per_route = {r: results[r].get(c.id, ("no result", []))
                     for r in ROUTES}
        bad = {r: v for r, v in per_route.items() if v[0] is not None}
        if bad:
            failures.append((c, per_route))

    def summary(c, per_route):
        for r in ROUTES:
            msg = per_route[r][0]
            if msg is not None:
                lines = [l for l in msg.splitlines() if l.strip()]
                short = lines[0] if lines else msg
                if len(lines) > 1 and "failed" in lines[0]:
                    short += " " + lines[1].strip()
                print("      %s: %s" % (r, short[:240]))

    def expected(c):
        print("  expected (oracle%s), shape %s:\n%s" % (
            ", numpy-checked" if c.numpy_checked else "",
            list(c.want.shape), c.want))

    def program(c):
        funcs, run, _ = case_mlir(c)
        print("  program:")
        print("\n".join(funcs + [run]))

    harness.report_failures(failures, ROUTES, describe, summary, expected,
                            program, args.max_reports)
    return harness.verdict(failures, len(cases), ROUTES, seed,
                           time.time() - start,
                           "the oracle in both routes")


if __name__ == "__main__":
    sys.exit(main())
