#!/usr/bin/python3
"""Random pad.pad programs, lowered by `pad-opt --pad-to-llvm` in both routes,
compiled ahead of time under AddressSanitizer and run on inputs of the
program's shape; every result is compared with the oracle
(../differential/pad_oracle.py) and every case that the verifier could not
check must abort through its run-time guard.

A *program* is one kernel function with `llvm.emit_c_interface`: a pad (or a
pad of a pad) drawn by the differential tester's generator
(../differential/pad_differential.py, `make_case`), in the static form (every
extent and pad known) or the dynamic form (extents erased to `?`, pad entries
and the pad value passed at run time), returning a new buffer (`new`) or
writing into a destination argument (`into`:
`bufferization.materialize_in_destination ... restrict writable`).  A *case*
is one call of a program: input data and, for a dynamic program, the
run-time extents, pads and pad value.  Kinds of cases:

  valid       small extents; dynamic pads drawn from the whole int64 range
              (INT64_MIN, INT64_MAX, +-2^62, +-2^32.., small) whose sum with
              the stretched extent stays small or far below zero (huge crop +
              huge pad that cancel, periodic modes with huge pads); outputs
              of at most 2500 elements, so always far inside rule 10;
  huge-empty  an empty output whose other extents are huge (2^40 ..
              INT64_MAX): valid, since rule 10 bounds the product.  By
              default (--huge-empty any) the empty dimension may come
              anywhere (an empty innermost dimension under 2^62 outer rows
              used to make the lowerings loop over the rows: a hang);
              `--huge-empty leading` puts it before the huge ones,
              `--huge-empty ''` leaves these cases out;
  rule6       a dynamic extent 0 padded to a non-empty output in a
              non-constant mode: must abort with rule 6's message;
  rule9       an output (or stretched) extent beyond INT64_MAX: must abort
              with rule 9's message;
  rule10      every output extent fits but the result's size in bytes does
              not (including products of exactly 2^63 and 2^64 bytes): must
              abort with rule 10's message;
  alloc       the size fits in 64 bits but no allocator can serve it (2^41
              bytes up to INT64_MAX): `--pad-to-llvm` must abort with its
              "cannot allocate N bytes" message (run with ASan's
              allocator_may_return_null=1).
Each abort case violates exactly one rule in exactly one dimension, so the
expected message is unique.  An abort case passes only if the process dies
of SIGABRT with that message and no sanitizer report.

How the lowered code gets instrumented.  ASan instruments only functions
that carry the `sanitize_address` attribute; clang's C frontend adds it,
but IR coming from `mlir-translate` has none, so clang would compile the
lowered kernels without a single check.  `add_sanitize_attribute` inserts
` sanitize_address` after the parameter list of every `define` in the `.ll`
text (the place of function attributes in LLVM's grammar, before any
section/comdat/align/gc/prefix/personality/metadata clause; the parameter
list is found by matching parentheses, so parameter attributes such as
`dereferenceable(8)` do not confuse it).  Rewriting the textual IR rather
than the LLVM-dialect file keeps the rewrite independent of how MLIR prints
attribute dictionaries; `declare`s are left alone (they have no body).  A
mistake cannot go unnoticed: every module also contains two canary kernels
(a pad into a destination one byte too small, and a load one element past
the end of a buffer), and the harness runs them once per executable and
requires ASan to report a heap-buffer-overflow in the lowered canary
function; at start-up it also checks that without the rewrite ASan does not
see the overflow (so the canary really tests the rewrite).

What the sanitizers cover, honestly:
  * ASan checks every load and store of the lowered kernels (including
    memset/memcpy intrinsics and masked vector accesses) against the exact
    sizes of the inputs and `into` destinations (allocated with their exact
    size by the driver) and against the kernel's own allocations (`malloc`
    and `free` called from the lowered code are ASan's); LeakSanitizer
    reports a temporary that the pipeline does not free (checked at the
    exit of every run of valid cases), and ASan reports double frees.
    Where a `new` result is allocated with alignment slack (malloc(size +
    alignment), then aligned up), a write into the slack is not caught; the
    `into` form has no slack.  Code in the prebuilt
    libmlir_c_runner_utils.so (e.g. `memrefCopy`) is not instrumented.
  * UBSan's checks are inserted by clang's frontend from C/C++ source, so
    they cover only the C driver and thunks here, never the lowered IR (no
    check for signed overflow, shifts or poison in the kernels).

Usage (see sanitized-exec.test):
  pad_sanitized_exec.py --batches 8 --seed 1 --jobs 2 --pad-opt pad-opt
      --mlir-translate mlir-translate --clang clang-22
      --runner-libs /usr/lib/llvm-22/lib/libmlir_c_runner_utils.so
Generation of new batches stops after --seconds; --batches N runs exactly N
batches instead (the test does; $PAD_SAN_SECONDS turns it back into a time
budget for a longer sweep, and $PAD_SAN_SEED overrides the seed) (batch k is always generated from (seed, k): a failure is
reproduced with `--seed S --first-batch k --batches 1 --keep DIR`).  The
last line is `PASS: N programs (M cases) executed under ASan, K expected
aborts` (M and K count executions, both routes) or `FAIL: ...`.
"""

import argparse
import concurrent.futures
import os
import random
import re
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "differential"))
sys.path.insert(0, os.path.join(HERE, "..", "Inputs"))

import pad_differential  # noqa: E402
import pad_oracle  # noqa: E402
from mlir_emit import (COMPLEX_TYPES, F8_TYPES, NUMPY_DTYPE, f8_bits,  # noqa: E402

                       memref_type, pad_op, scalar_constant, tensor_type)

# Jobs run side by side (and lit runs tests side by side): pad-opt's own
# threads would only contend for the same cores.
NO_THREADS = "--mlir-disable-threading"

ROUTES = ("linalg", "scf")
I64_MAX = (1 << 63) - 1
I64_MIN = -(1 << 63)
MAX_IN_ELEMENTS = 1500
MAX_OUT_ELEMENTS = 2500
MAX_EXTENT = 7
MAX_PAD = 8
# ASan refuses allocations above 2^40 bytes (kMaxAllowedMallocSize on
# x86-64); with allocator_may_return_null=1 malloc then returns null.
ALLOC_FAIL_MIN = 1 << 41

CASE_MAGIC = 0x45534143444150
RESULT_MAGIC = 0x534552444150

ELEM_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "index": 8,
              "f16": 2, "bf16": 2, "f32": 4, "f64": 8, "complex<f32>": 8,
              "complex<f64>": 16, "f8E4M3FN": 1, "f8E5M2": 1}

MSG_RULE6 = ("pad.pad: mode '%s' cannot pad dimension %d of extent 0 to a "
             "non-empty output")
MSG_RULE9 = "pad.pad: the output extent of dimension %d does not fit in 64 bits"
MSG_RULE10 = ("pad.pad: the size of the result in bytes does not fit in a "
              "signed 64-bit integer")
MSG_ALLOC = re.compile(r"pad-to-llvm: cannot allocate (\d+) bytes "
                       r"\(malloc returned null\)")
SANITIZER_ERROR = re.compile(r"ERROR: (Address|Leak)Sanitizer|runtime error:|"
                             r"SUMMARY: (Address|UndefinedBehavior)Sanitizer")

ASAN_OPTIONS = ("detect_leaks=1:halt_on_error=1:abort_on_error=0:"
                "handle_abort=0:allocator_may_return_null=0:"
                "detect_stack_use_after_return=0:symbolize=1")
UBSAN_OPTIONS = "print_stacktrace=1:halt_on_error=1"


# --------------------------------------------------------------------------
# Element bytes: how the driver sees tensors in memory.


def to_bytes(arr, etype):
    arr = np.asarray(arr)
    if etype == "i1":
        return arr.astype(np.uint8).tobytes()
    if etype in ("i8", "i16", "i32", "i64", "index"):
        dt = {"i8": np.int8, "i16": np.int16, "i32": np.int32,
              "i64": np.int64, "index": np.int64}[etype]
        return arr.astype(dt).tobytes()
    if etype == "f16":
        return arr.astype(np.float16).tobytes()
    if etype == "bf16":
        bits = arr.astype(np.float32).view(np.uint32) >> 16
        return bits.astype(np.uint16).tobytes()
    if etype in ("f32", "f64"):
        return arr.astype(np.float32 if etype == "f32" else
                          np.float64).tobytes()
    if etype in COMPLEX_TYPES:
        return arr.astype(np.complex64 if etype == "complex<f32>" else
                          np.complex128).tobytes()
    if etype in F8_TYPES:
        return bytes(f8_bits(v, etype) for v in arr.flat)
    raise ValueError(etype)


def from_bytes(data, etype, shape):
    """For reports: the elements of `data` as a readable numpy array (bf16
    and the 8-bit floats as their bit patterns)."""
    dt = {"i1": np.uint8, "i8": np.int8, "i16": np.int16, "i32": np.int32,
          "i64": np.int64, "index": np.int64, "f16": np.float16,
          "bf16": np.uint16, "f32": np.float32, "f64": np.float64,
          "complex<f32>": np.complex64, "complex<f64>": np.complex128,
          "f8E4M3FN": np.uint8, "f8E5M2": np.uint8}[etype]
    arr = np.frombuffer(data, dtype=dt)
    try:
        return arr.reshape(shape)
    except ValueError:
        return arr


def scalar_bytes(v, etype):
    return to_bytes(np.array([v], dtype=NUMPY_DTYPE[etype]), etype)


def words(*xs):
    return struct.pack("<%dq" % len(xs), *xs)


# --------------------------------------------------------------------------
# Programs and their cases.


class PadSpec:
    """One pad of a program: entries are ints (static) or None (passed at
    run time)."""


class Program:
    pass


class Instance:
    pass


def spec_from(c, dyn):
    s = PadSpec()
    s.mode = c.mode
    s.interior = list(c.interior)
    s.below = [None if dyn and c.dyn_below[i] else c.below[i]
               for i in range(len(c.below))]
    s.above = [None if dyn and c.dyn_above[i] else c.above[i]
               for i in range(len(c.above))]
    s.dyn_value = bool(dyn and c.value is not None and c.dyn_value)
    s.value = c.value
    return s


def program_from_case(c, pid, form):
    p = Program()
    p.id = pid
    p.etype = c.etype
    p.rank = c.rank
    p.form = form
    dyn = c.form == "dynamic"
    p.dims = [None if dyn and c.dyn_dims[i] else c.shape[i]
              for i in range(c.rank)]
    p.pads = [spec_from(c, dyn)]
    if c.second is not None:
        p.pads.append(spec_from(c.second, dyn))
    p.dynamic = dyn and (None in p.dims or any(
        None in s.below or None in s.above or s.dyn_value for s in p.pads))
    # Result types: static where the input extent and both pads are.
    p.types = []
    cur = list(p.dims)
    outs = [c.out] + ([c.second.out] if c.second is not None else [])
    for s, out in zip(p.pads, outs):
        nxt = [out[i] if (cur[i] is not None and s.below[i] is not None and
                          s.above[i] is not None) else None
               for i in range(p.rank)]
        p.types.append((list(cur), nxt))
        cur = nxt
    p.base = c
    p.instances = []
    return p


def kernel_mlir(p):
    """The program's kernel function.  Arguments: %x, (%out), the dynamic
    pad entries of each pad (below then above, by dimension), the dynamic
    pad values as 0-d tensors."""
    et = p.etype
    in_t = tensor_type(p.dims, et)
    params = ["%%x: %s" % in_t]
    res_t = tensor_type(p.types[-1][1], et)
    if p.form == "into":
        params.append("%%out: %s" % memref_type(p.types[-1][1], et))
    body = []
    cur = "%x"
    vals = []
    for k, (s, (it, ot)) in enumerate(zip(p.pads, p.types)):
        lo, hi = [], []
        for side, lst, entries in (("lo", lo, s.below), ("hi", hi, s.above)):
            for i, e in enumerate(entries):
                if e is None:
                    name = "%%%s%d_%d" % (side, k, i)
                    params.append("%s: index" % name)
                    lst.append(name)
                else:
                    lst.append(e)
        v = None
        if s.value is not None:
            v = "%%v%d" % k
            if s.dyn_value:
                vals.append("%%vt%d: tensor<%s>" % (k, et))
                body.append("%s = tensor.extract %%vt%d[] : tensor<%s>" % (
                    v, k, et))
            else:
                body.append(scalar_constant(v, s.value, et))
        res = "%%p%d" % k
        body.append(pad_op(res, cur, tensor_type(it, et), tensor_type(ot, et),
                           s.mode, lo, hi,
                           s.interior if any(s.interior) else None, v))
        cur = res
    params += vals
    if p.form == "into":
        body.append("bufferization.materialize_in_destination %s in restrict "
                    "writable %%out : (%s, %s) -> ()" % (
                        cur, res_t, memref_type(p.types[-1][1], et)))
        body.append("return")
        sig = "(%s)" % ", ".join(params)
    else:
        body.append("return %s : %s" % (cur, res_t))
        sig = "(%s) -> %s" % (", ".join(params), res_t)
    return ("func.func @k%d%s attributes {llvm.emit_c_interface} {\n%s\n}" %
            (p.id, sig, "\n".join("  " + l for l in body)))


CANARIES = """\
// Canaries: ASan must see these overflows, or the lowered code is not
// instrumented (see add_sanitize_attribute).
func.func @asan_canary_store(%x: tensor<?xi8>, %out: memref<?xi8>) attributes {llvm.emit_c_interface} {
  %r = pad.pad constant %x below[1] above[1] : tensor<?xi8> to tensor<?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xi8>, memref<?xi8>) -> ()
  return
}
func.func @asan_canary_load(%m: memref<?xi32>, %i: index) -> i32 attributes {llvm.emit_c_interface} {
  %v = memref.load %m[%i] : memref<?xi32>
  return %v : i32
}
"""


def thunks_c(programs):
    """C thunks: each kernel's `_mlir_ciface_` prototype and a dispatch."""
    out = ["#include <stdint.h>",
           "#define MAX_RANK 8",
           "typedef struct { void *base, *aligned; int64_t offset; "
           "int64_t sizes[MAX_RANK], strides[MAX_RANK]; } Gen;",
           "typedef struct { void *base, *aligned; int64_t offset; } D0;",
           "static D0 to0(const Gen *g) { D0 d = {g->base, g->aligned, "
           "g->offset}; return d; }",
           "static void from0(Gen *g, const D0 *d) { g->base = d->base; "
           "g->aligned = d->aligned; g->offset = d->offset; }"]
    for r in range(1, 7):
        out.append(
            "typedef struct { void *base, *aligned; int64_t offset; "
            "int64_t sizes[%d], strides[%d]; } D%d;" % (r, r, r))
        out.append(
            "static D%d to%d(const Gen *g) { D%d d; d.base = g->base; "
            "d.aligned = g->aligned; d.offset = g->offset; "
            "for (int i = 0; i < %d; ++i) { d.sizes[i] = g->sizes[i]; "
            "d.strides[i] = g->strides[i]; } return d; }" % (r, r, r, r))
        out.append(
            "static void from%d(Gen *g, const D%d *d) { g->base = d->base; "
            "g->aligned = d->aligned; g->offset = d->offset; "
            "for (int i = 0; i < %d; ++i) { g->sizes[i] = d->sizes[i]; "
            "g->strides[i] = d->strides[i]; } }" % (r, r, r))
    out.append("void _mlir_ciface_asan_canary_store(D1 *, D1 *);")
    out.append("int32_t _mlir_ciface_asan_canary_load(D1 *, int64_t);")
    out.append("void pad_canary_store(Gen *in, Gen *out) { D1 x = to1(in), "
               "o = to1(out); _mlir_ciface_asan_canary_store(&x, &o); }")
    out.append("int32_t pad_canary_load(Gen *m, int64_t i) { D1 x = to1(m); "
               "return _mlir_ciface_asan_canary_load(&x, i); }")
    cases = []
    for p in programs:
        r = p.rank
        n_ints = sum(e is None for s in p.pads for e in s.below + s.above)
        n_vals = sum(s.dyn_value for s in p.pads)
        params = ["D%d *" % r, "D%d *" % r] + ["int64_t"] * n_ints + \
            ["D0 *"] * n_vals
        out.append("void _mlir_ciface_k%d(%s);" % (p.id, ", ".join(params)))
        args = ["&a", "&b"] + ["ints[%d]" % i for i in range(n_ints)] + \
            ["&v%d" % i for i in range(n_vals)]
        vdecl = "".join(" D0 v%d = to0(&vals[%d]);" % (i, i)
                        for i in range(n_vals))
        if p.form == "new":
            body = ("D%d a, b = to%d(in);%s _mlir_ciface_k%d(%s); "
                    "from%d(res, &a);" % (r, r, vdecl, p.id, ", ".join(args),
                                           r))
        else:
            body = ("D%d a = to%d(in), b = to%d(out);%s _mlir_ciface_k%d(%s);"
                    " from%d(out, &b);" % (r, r, r, vdecl, p.id,
                                           ", ".join(args), r))
        cases.append("  case %d: { %s return 0; }" % (p.id, body))
    out.append("int pad_dispatch(int64_t k, Gen *res, Gen *in, Gen *out, "
               "Gen *vals, const int64_t *ints) {")
    out.append("  (void)res; (void)out; (void)vals; (void)ints;")
    out.append("  switch (k) {")
    out += cases
    out.append("  }\n  return -1;\n}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------
# Drawing run-time values.


def big_value(rng):
    """A pad entry from the whole int64 range."""
    return rng.choice([
        I64_MIN, I64_MAX, I64_MIN + rng.randint(0, 8), I64_MAX - rng.randint(0, 8),
        (1 << 62) + rng.randint(-8, 8), -(1 << 62) + rng.randint(-8, 8),
        rng.randint(1 << 32, I64_MAX), -rng.randint(1 << 32, -I64_MIN),
        (1 << 32) + rng.randint(-2, 2), -(1 << 32) + rng.randint(-2, 2),
        rng.randint(-MAX_PAD, MAX_PAD)])


def in_range(v):
    return I64_MIN <= v <= I64_MAX


def solve_pads(rng, e, p_fix, q_fix, s):
    """Pads (p, q) with p + e + q == s, the fixed ones kept; None if
    impossible within int64."""
    if p_fix is not None and q_fix is not None:
        return (p_fix, q_fix) if p_fix + e + q_fix == s else None
    if p_fix is None and q_fix is None:
        for _ in range(12):
            a = big_value(rng)
            b = s - e - a
            if in_range(b):
                return (a, b) if rng.random() < 0.5 else (b, a)
        a = (s - e) // 2
        b = s - e - a
        return (a, b) if in_range(a) and in_range(b) else None
    if p_fix is None:
        p = s - e - q_fix
        return (p, q_fix) if in_range(p) else None
    q = s - e - p_fix
    return (p_fix, q) if in_range(q) else None


def draw_extent(rng, d_fix, zero=0.12):
    if d_fix is not None:
        return d_fix
    return 0 if rng.random() < zero else rng.randint(1, MAX_EXTENT)


def draw_valid_dim(rng, d_fix, r, p_fix, q_fix, mode, positive=False,
                   zero=0.12):
    """(d, p, q) valid for the spec with a small (or very negative) output
    extent; positive: the output extent must be >= 1."""
    for _ in range(40):
        d = draw_extent(rng, d_fix, 0.0 if positive else zero)
        e = pad_oracle.stretched_extent(d, r)
        if e > I64_MAX:
            continue
        if rng.random() < 0.45 or (p_fix is not None and q_fix is not None):
            p = p_fix if p_fix is not None else rng.randint(-MAX_PAD, MAX_PAD)
            q = q_fix if q_fix is not None else rng.randint(-MAX_PAD, MAX_PAD)
        else:
            x = rng.random()
            if x < 0.08 and not positive:
                s = -rng.randint(1 << 62, (1 << 64) - 16)
            elif x < 0.2 and not positive:
                s = rng.randint(-MAX_PAD, 0)
            else:
                s = rng.randint(1, MAX_EXTENT + 3)
            pq = solve_pads(rng, e, p_fix, q_fix, s)
            if pq is None:
                continue
            p, q = pq
        s = p + e + q
        # Small outputs only (also per dimension: an empty output may
        # otherwise hide a huge extent, e.g. a new extent times a huge
        # static interior, which the oracle would enumerate).
        if s > MAX_OUT_ELEMENTS:
            continue
        if mode != "constant" and d == 0 and s > 0:
            continue
        if positive and s < 1:
            continue
        return d, p, q
    return None


def out_extent(d, p, q, r):
    return max(p + pad_oracle.stretched_extent(d, r) + q, 0)


def fill_instance(rng, p, inst, shape, pads, values):
    """Complete `inst` from concrete extents, pads [(below, above)] and pad
    values, with data drawn for the input."""
    inst.shape = shape
    inst.pads = pads
    inst.values = values
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    vals = [pad_differential.random_scalar(rng, p.etype) for _ in range(n)]
    inst.arg = np.array(vals, dtype=NUMPY_DTYPE[p.etype]).reshape(shape)
    return inst


def draw_values(rng, p):
    vals = []
    for s in p.pads:
        if s.dyn_value:
            vals.append(pad_differential.random_scalar(rng, p.etype))
        else:
            vals.append(s.value)
    return vals


def valid_instance(rng, p):
    """A valid case with a small output (or None)."""
    for _ in range(60):
        shape, pads = [], []
        cur_fix = p.dims
        ok = True
        cur_shape = None
        for k, s in enumerate(p.pads):
            below, above, dims = [], [], []
            for i in range(p.rank):
                d_fix = cur_fix[i] if k == 0 else cur_shape[i]
                got = draw_valid_dim(rng, d_fix, s.interior[i], s.below[i],
                                     s.above[i], s.mode)
                if got is None:
                    ok = False
                    break
                d, a, b = got
                dims.append(d)
                below.append(a)
                above.append(b)
            if not ok:
                break
            if k == 0:
                shape = dims
            pads.append((below, above))
            cur_shape = [out_extent(d, a, b, r) for d, a, b, r in
                         zip(dims, below, above, s.interior)]
            if int(np.prod(cur_shape, dtype=object)) > MAX_OUT_ELEMENTS:
                ok = False
                break
        if not ok:
            continue
        if int(np.prod(shape, dtype=object)) > MAX_IN_ELEMENTS:
            continue
        inst = fill_instance(rng, p, Instance(), shape, pads,
                             draw_values(rng, p))
        inst.kind = "valid"
        return finish_valid(p, inst)
    return None


def base_instance(rng, p, new_data):
    c = p.base
    pads = [(list(c.below), list(c.above))]
    if c.second is not None:
        pads.append((list(c.second.below), list(c.second.above)))
    values = [c.value] + ([c.second.value] if c.second is not None else [])
    inst = Instance()
    inst.kind = "valid"
    if new_data:
        fill_instance(rng, p, inst, list(c.shape), pads, values)
    else:
        inst.shape, inst.pads, inst.values, inst.arg = (list(c.shape), pads,
                                                        values, c.arg)
    return finish_valid(p, inst)


def finish_valid(p, inst):
    """The oracle's result for a valid case."""
    cur = inst.arg
    for s, (below, above), v in zip(p.pads, inst.pads, inst.values):
        fill = v if v is not None else 0
        cur, _ = pad_oracle.reference_pad(cur, below, above, s.interior,
                                          s.mode, fill)
    inst.out = list(cur.shape)
    inst.want = to_bytes(cur, p.etype)
    inst.message = None
    return inst


def dyn_pad_dims(p):
    s = p.pads[0]
    return [i for i in range(p.rank) if s.below[i] is None or
            s.above[i] is None]


def special_instance(rng, p, kind):
    """A case of the given kind for a single-pad dynamic program, or None
    when the program cannot express it."""
    if len(p.pads) != 1 or not p.rank:
        return None
    s = p.pads[0]
    es = ELEM_BYTES[p.etype]
    for _ in range(30):
        forced = {}   # dim -> (d, p, q)
        message = None
        positive = kind in ("rule10", "alloc")
        if kind == "rule6":
            if s.mode == "constant":
                return None
            cand = [i for i in range(p.rank) if p.dims[i] in (None, 0)]
            if not cand:
                return None
            i = rng.choice(cand)
            target = rng.randint(1, MAX_EXTENT)
            pq = solve_pads(rng, 0, s.below[i], s.above[i], target)
            if pq is None:
                continue
            forced[i] = (0, pq[0], pq[1])
            message = MSG_RULE6 % (s.mode, i)
        elif kind == "rule9":
            cand = []
            for i in range(p.rank):
                if s.below[i] is None or s.above[i] is None:
                    cand.append((i, "sum"))
                # The smallest extent whose stretched extent overflows.
                if (p.dims[i] is None and s.interior[i] and
                        (I64_MAX - 1) // (s.interior[i] + 1) + 2 <= 64):
                    cand.append((i, "interior"))
            if not cand:
                return None
            i, how = rng.choice(cand)
            r = s.interior[i]
            if how == "interior":
                d = (I64_MAX - 1) // (r + 1) + 2 + rng.randint(0, 2)
                pa = s.below[i] if s.below[i] is not None else \
                    rng.choice([0, big_value(rng)])
                qa = s.above[i] if s.above[i] is not None else \
                    rng.choice([0, big_value(rng)])
                forced[i] = (d, pa, qa)
            else:
                d = draw_extent(rng, p.dims[i], 0.0 if s.mode != "constant"
                                else 0.12)
                if d == 0 and s.mode != "constant":
                    continue
                e = pad_oracle.stretched_extent(d, r)
                if e > I64_MAX:
                    continue
                top = ((s.below[i] if s.below[i] is not None else I64_MAX) +
                       e + (s.above[i] if s.above[i] is not None else I64_MAX))
                if top <= I64_MAX:
                    continue
                target = rng.choice([I64_MAX + 1, I64_MAX + rng.randint(1, 8),
                                     rng.randint(I64_MAX + 1, top), top])
                pq = solve_pads(rng, e, s.below[i], s.above[i], min(target,
                                                                     top))
                if pq is None:
                    continue
                forced[i] = (d, pq[0], pq[1])
            message = MSG_RULE9 % i
        elif kind in ("rule10", "alloc", "huge-empty", "huge-empty-any"):
            cand = dyn_pad_dims(p)
            if kind.startswith("huge-empty"):
                zero_cand = list(range(p.rank))
                if len(cand) < 1 or p.rank < 2:
                    return None
                z = rng.choice(zero_cand)
                huge = [i for i in cand if i != z and
                        (kind == "huge-empty-any" or i > z)]
                if not huge:
                    continue
                huge = rng.sample(huge, rng.randint(1, len(huge)))
                outs = {i: rng.choice([I64_MAX, I64_MAX - rng.randint(0, 9),
                                       1 << 62, rng.randint(1 << 40, I64_MAX)])
                        for i in huge}
                outs[z] = 0
            else:
                if not cand:
                    return None
                huge = rng.sample(cand, rng.randint(1, min(len(cand), 3)))
                outs = {}
            # Extents and pads of the other dimensions first (small, and
            # positive when the product matters).
            special = set(outs) if kind.startswith("huge") else set(huge)
            rest = {}
            for i in range(p.rank):
                if i in special:
                    continue
                got = draw_valid_dim(rng, p.dims[i], s.interior[i],
                                     s.below[i], s.above[i], s.mode,
                                     positive=positive, zero=0.0)
                if got is None:
                    break
                rest[i] = got
            if len(rest) + len(special) != p.rank:
                continue
            if not kind.startswith("huge"):
                r_prod = 1
                for i, (d, a, b) in rest.items():
                    r_prod *= out_extent(d, a, b, s.interior[i])
                outs = choose_huge_outputs(rng, kind, huge, r_prod, es,
                                           p.etype)
                if outs is None:
                    continue
            bad = False
            for i, o in outs.items():
                d = draw_extent(rng, p.dims[i], 0.0 if s.mode != "constant"
                                else 0.12)
                if d == 0 and s.mode != "constant" and o > 0:
                    d = 1 if p.dims[i] is None else d
                if d == 0 and s.mode != "constant" and o > 0:
                    bad = True
                    break
                e = pad_oracle.stretched_extent(d, s.interior[i])
                if e > I64_MAX:
                    bad = True
                    break
                pq = solve_pads(rng, e, s.below[i], s.above[i], o)
                if pq is None and o == 0:
                    # Any sum <= 0 gives an empty dimension.
                    pq = solve_pads(rng, e, s.below[i], s.above[i],
                                    -rng.randint(0, 1 << 62))
                if pq is None:
                    bad = True
                    break
                forced[i] = (d, pq[0], pq[1])
            if bad:
                continue
            forced.update(rest)
            if kind == "rule10":
                message = MSG_RULE10
            elif kind == "alloc":
                message = "alloc"
        else:
            raise ValueError(kind)
        # Fill the remaining dimensions with small valid values.
        dims, below, above = [], [], []
        ok = True
        for i in range(p.rank):
            if i in forced:
                d, a, b = forced[i]
            else:
                got = draw_valid_dim(rng, p.dims[i], s.interior[i],
                                     s.below[i], s.above[i], s.mode,
                                     positive=positive, zero=0.0)
                if got is None:
                    ok = False
                    break
                d, a, b = got
            dims.append(d)
            below.append(a)
            above.append(b)
        if not ok:
            continue
        if int(np.prod(dims, dtype=object)) > MAX_IN_ELEMENTS:
            continue
        outs = [out_extent(d, a, b, r) for d, a, b, r in
                zip(dims, below, above, s.interior)]
        # Exactly one violation: check the whole case with exact integers.
        v = violations(p, dims, below, above)
        nbytes = int(np.prod(outs, dtype=object)) * es
        if kind.startswith("huge-empty") or kind == "alloc":
            if v:
                continue
        elif len(v) != 1 or v[0] != message:
            continue
        if kind == "alloc" and not ALLOC_FAIL_MIN <= nbytes <= I64_MAX:
            continue
        if kind.startswith("huge-empty") and (0 not in outs or
                                              max(outs) < 1 << 40):
            continue
        inst = fill_instance(rng, p, Instance(), dims, [(below, above)],
                             draw_values(rng, p))
        inst.kind = kind
        inst.out = outs
        if kind.startswith("huge-empty"):
            inst.message = None
            inst.want = b""
        else:
            inst.message = message
            inst.alloc_bytes = nbytes
            inst.alloc_elems = int(np.prod(outs, dtype=object))
        return inst
    return None


def choose_huge_outputs(rng, kind, huge, r_prod, es, etype):
    """Output extents (each <= INT64_MAX) for the dimensions `huge` such that
    the result's size in bytes exceeds INT64_MAX (rule10) or lies in
    [ALLOC_FAIL_MIN, INT64_MAX] (alloc)."""
    n = len(huge)
    unit = r_prod * es
    for _ in range(20):
        if kind == "alloc":
            total = rng.choice([I64_MAX, rng.randint(ALLOC_FAIL_MIN, I64_MAX),
                                ALLOC_FAIL_MIN + rng.randint(0, 99)])
            elems = total // unit
            if elems < 1:
                continue
            outs = split_product(rng, elems, n)
        else:
            x = rng.random()
            if etype == "i1":
                # Either reading of "rounded up to whole bytes" overflows.
                elems = rng.randint((8 * I64_MAX) // unit + 8,
                                    (1 << 70) // unit + 16)
            elif x < 0.3:
                elems = -(-(I64_MAX + 1) // unit)   # just over 2^63 - 1
            elif x < 0.6 and (1 << 64) % unit == 0:
                elems = (1 << 64) // unit           # wraps to 0 in 64 bits
            else:
                elems = rng.randint(-(-(I64_MAX + 1) // unit), 1 << 100)
            outs = split_product(rng, elems, n)
        if outs is None:
            continue
        outs = dict(zip(huge, outs))
        total = r_prod * es * int(np.prod(list(outs.values()), dtype=object))
        if any(o < 1 or o > I64_MAX for o in outs.values()):
            continue
        if kind == "alloc" and not ALLOC_FAIL_MIN <= total <= I64_MAX:
            continue
        if kind == "rule10" and total <= (8 * I64_MAX if etype == "i1"
                                          else I64_MAX):
            continue
        return outs
    return None


def split_product(rng, elems, n):
    """n factors, each in [1, INT64_MAX], whose product is close to (at
    least) elems."""
    if n == 1:
        return [elems] if elems <= I64_MAX else None
    outs = []
    left = elems
    for k in range(n - 1):
        # Roughly an n-th root, randomised; powers of two half the time.
        bits = max(left.bit_length() // (n - k), 1)
        f = 1 << rng.randint(max(bits - 2, 0), bits + 1) if rng.random() < 0.5 \
            else rng.randint(1, 1 << bits)
        f = max(1, min(f, I64_MAX))
        outs.append(f)
        left = -(-left // f)
    outs.append(left)
    return outs if all(1 <= o <= I64_MAX for o in outs) else None


def violations(p, dims, below, above):
    """The spec's run-time rules (6, 9, 10) violated by a single-pad case,
    as their messages."""
    s = p.pads[0]
    out = []
    outs = []
    for i, (d, a, b) in enumerate(zip(dims, below, above)):
        e = pad_oracle.stretched_extent(d, s.interior[i])
        if e > I64_MAX or a + e + b > I64_MAX:
            out.append(MSG_RULE9 % i)
            outs.append(None)
            continue
        o = max(a + e + b, 0)
        outs.append(o)
        if s.mode != "constant" and d == 0 and o > 0:
            out.append(MSG_RULE6 % (s.mode, i))
    if None not in outs:
        total = int(np.prod(outs, dtype=object)) * ELEM_BYTES[p.etype]
        if total > I64_MAX:
            out.append(MSG_RULE10)
    return out


def make_programs(rng, batch, n_programs, args):
    programs = []
    for k in range(n_programs):
        pid = batch * 1000 + k
        forms = ("static", "dynamic") if rng.random() < 0.3 else ("dynamic",)
        c = pad_differential.make_case(
            rng, pid, forms, extreme=args.extreme, chain=args.chain)
        form = "into" if rng.random() < 0.5 else "new"
        p = program_from_case(c, pid, form)
        p.instances.append(base_instance(rng, p, new_data=False))
        if not p.dynamic:
            p.instances.append(base_instance(rng, p, new_data=True))
        else:
            for _ in range(args.valid_per_program):
                inst = valid_instance(rng, p)
                if inst is not None:
                    p.instances.append(inst)
            kinds = ["rule6", "rule9", "rule10"]
            if p.form == "new":
                kinds.append("alloc")
            if args.huge_empty:
                kinds.append("huge-empty" if args.huge_empty == "leading"
                             else "huge-empty-any")
            for kind in kinds:
                if rng.random() < args.abort_rate:
                    inst = special_instance(rng, p, kind)
                    if inst is not None:
                        p.instances.append(inst)
        programs.append(p)
    return programs


# --------------------------------------------------------------------------
# Building and running.


def add_sanitize_attribute(ll):
    """Adds `sanitize_address` to every function definition of the textual
    LLVM IR `ll` (see the module docstring); returns (text, count)."""
    count = 0

    def rewrite(m):
        nonlocal count
        line = m.group(0)
        at = line.index("@")
        # The parameter list starts at the first '(' after the name
        # (a quoted name cannot contain an unescaped '(').
        start = line.index("(", at)
        depth = 0
        for k in range(start, len(line)):
            if line[k] == "(":
                depth += 1
            elif line[k] == ")":
                depth -= 1
                if depth == 0:
                    break
        else:
            raise RuntimeError("unbalanced define line: " + line)
        count += 1
        return line[:k + 1] + " sanitize_address" + line[k + 1:]

    text = re.sub(r"^define [^\n]*$", rewrite, ll, flags=re.M)
    return text, count


def run(cmd, timeout=600, **kw):
    return subprocess.run(cmd, capture_output=True, text=True,
                          timeout=timeout, **kw)


class Toolchain:
    def __init__(self, args, workdir):
        self.args = args
        self.workdir = workdir
        libs = [l for l in args.runner_libs.split(",") if l]
        self.c_libs = [l for l in libs if "c_runner_utils" in l] or libs
        self.libdirs = sorted(set(os.path.dirname(l) for l in self.c_libs))
        self.cflags = ["-fsanitize=address,undefined",
                       "-fno-sanitize-recover=all", "-fno-omit-frame-pointer",
                       "-g", "-O1"]
        self.env = dict(os.environ)
        self.env["ASAN_OPTIONS"] = ASAN_OPTIONS
        self.env["UBSAN_OPTIONS"] = UBSAN_OPTIONS
        sym = os.path.join(os.path.dirname(os.path.realpath(
            self.which(args.clang))), "llvm-symbolizer")
        if os.path.exists(sym):
            self.env["ASAN_SYMBOLIZER_PATH"] = sym
        nm = os.path.join(os.path.dirname(sym), "llvm-nm")
        self.nm = nm if os.path.exists(nm) else "nm"
        # Conversions such as f32 -> bf16 in the lowered code call
        # compiler-rt builtins (__truncsfbf2) that Debian 12's libgcc lacks:
        # link compiler-rt's static builtins archive (mlir-runner finds them
        # in libmlir_float16_utils.so, which would drag in libLLVM.so).
        r = run([args.clang, "--rtlib=compiler-rt", "-print-libgcc-file-name"])
        builtins = r.stdout.strip()
        self.builtins = [builtins] if r.returncode == 0 and os.path.exists(
            builtins) else [os.path.join(d, "libmlir_float16_utils.so")
                            for d in self.libdirs]
        self.driver_o = os.path.join(workdir, "sanitized_driver.o")
        r = run([args.clang] + self.cflags + ["-std=c11", "-Wall", "-Werror",
                "-c", os.path.join(HERE, "sanitized_driver.c"), "-o",
                self.driver_o])
        if r.returncode:
            raise RuntimeError("cannot compile the driver:\n" + r.stderr)

    @staticmethod
    def which(tool):
        if os.path.sep in tool:
            return tool
        for d in os.environ.get("PATH", "").split(os.pathsep):
            f = os.path.join(d, tool)
            if os.path.exists(f):
                return f
        return tool

    def lower(self, src, route, stem, sanitize=True):
        """pad-opt -> mlir-translate -> (attribute) -> clang -c; returns
        (object, None) or (None, error)."""
        a = self.args
        r = run([a.pad_opt, src, NO_THREADS,
                 "--pad-to-llvm=lowering=%s" % route, "-o",
                 stem + ".llvm.mlir"], timeout=a.timeout)
        if r.returncode:
            return None, "pad-opt failed:\n" + r.stderr[-3000:]
        r = run([a.mlir_translate, "--mlir-to-llvmir", stem + ".llvm.mlir",
                 "-o", stem + ".ll"], timeout=a.timeout)
        if r.returncode:
            return None, "mlir-translate failed:\n" + r.stderr[-3000:]
        with open(stem + ".ll") as f:
            ll = f.read()
        if sanitize:
            ll, count = add_sanitize_attribute(ll)
            defines = len(re.findall(r"^define ", ll, flags=re.M))
            if count == 0 or count != defines:
                return None, "sanitize_address rewrite failed"
            with open(stem + ".asan.ll", "w") as f:
                f.write(ll)
            ll_file = stem + ".asan.ll"
        else:
            ll_file = stem + ".ll"
        r = run([a.clang, "-O%s" % a.opt, "-fsanitize=address",
                 "-fno-omit-frame-pointer", "-Wno-override-module", "-c",
                 ll_file, "-o", stem + ".o"], timeout=a.timeout)
        if r.returncode:
            return None, "clang failed:\n" + r.stderr[-3000:]
        return stem + ".o", None

    def compile_c(self, src, obj):
        r = run([self.args.clang] + self.cflags + ["-c", src, "-o", obj],
                timeout=self.args.timeout)
        if r.returncode:
            raise RuntimeError("cannot compile %s:\n%s" % (src, r.stderr))

    def link(self, objs, exe):
        # --as-needed: the C runner utilities (memrefCopy, ...) drag in
        # libMLIR.so and libLLVM.so, whose loading costs ~0.15 s a process;
        # link them only when the lowered code calls into them.
        cmd = [self.args.clang] + self.cflags + [self.driver_o] + objs + \
            self.builtins + ["-Wl,--as-needed"] + self.c_libs + \
            ["-Wl,-rpath," + d for d in self.libdirs] + ["-lm", "-o", exe]
        r = run(cmd, timeout=self.args.timeout)
        if r.returncode:
            return "link failed:\n" + r.stderr[-3000:]
        return None

    def execute(self, cmd, extra_env=None):
        env = self.env
        if extra_env:
            env = dict(env)
            env["ASAN_OPTIONS"] = env["ASAN_OPTIONS"] + ":" + extra_env
        try:
            r = subprocess.run(cmd, capture_output=True, timeout=self.args.timeout,
                               env=env)
            return (r.returncode, r.stdout.decode("utf-8", "replace"),
                    r.stderr.decode("utf-8", "replace"))
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode("utf-8", "replace") if e.stdout else ""
            err = e.stderr.decode("utf-8", "replace") if e.stderr else ""
            return "timeout", out, err


def function_ranges(tc, exe):
    """{name: (start, end)} of the functions defined in `exe`."""
    r = run([tc.nm, "--defined-only", "-S", exe])
    ranges = {}
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tT":
            start, size = int(parts[0], 16), int(parts[1], 16)
            ranges[parts[3]] = (start, start + size)
    return ranges


def canary_check(tc, exe):
    """None when ASan reports both canary overflows with the faulting
    access in the lowered canary function.  Reports are not symbolized
    (the symbolizer costs ~0.4 s a report): the frame's offset in the
    executable is looked up in its symbol table."""
    ranges = function_ranges(tc, exe)
    for which, fn, access in (("store", "asan_canary_store", "WRITE"),
                              ("load", "asan_canary_load", "READ")):
        rc, out, err = tc.execute([exe, "--canary", which], "symbolize=0")
        # The lowered function or its C interface wrapper (into which
        # clang may inline it).
        spans = [ranges[n] for n in (fn, "_mlir_ciface_" + fn)
                 if n in ranges]
        # Frame #0, or #1 below an ASan runtime function (__asan_memset).
        frames = [int(x, 16) for x in re.findall(
            r"^\s*#[01] 0x[0-9a-f]+ .*?\(%s\+0x([0-9a-f]+)\)" % re.escape(
                exe), err, flags=re.M)]
        if not ("ERROR: AddressSanitizer: heap-buffer-overflow" in err and
                access in err and any(lo <= f < hi for f in frames
                                      for lo, hi in spans)):
            return ("the %s canary was not caught in %s (exit %s): the "
                    "lowered code is not instrumented\n%s%s" % (
                        which, fn, rc, out, err[-2000:]))
    return None


def case_record(p, inst, index):
    """The case file record of `inst` (see sanitized_driver.c)."""
    ints = []
    for s, (below, above) in zip(p.pads, inst.pads):
        ints += [below[i] for i in range(p.rank) if s.below[i] is None]
        ints += [above[i] for i in range(p.rank) if s.above[i] is None]
    vals = [v for s, v in zip(p.pads, inst.values) if s.dyn_value]
    out_sizes = inst.out if inst.message is None else [0] * p.rank
    rec = words(CASE_MAGIC, index, p.id, 1 if p.form == "into" else 0,
                p.rank, *(list(inst.shape) + list(out_sizes)))
    rec += words(ELEM_BYTES[p.etype], len(ints), *ints)
    rec += words(len(vals))
    for v in vals:
        b = scalar_bytes(v, p.etype)
        rec += b + b"\0" * (16 - len(b))
    data = to_bytes(inst.arg, p.etype)
    rec += words(len(data)) + data + b"\0" * (-len(data) % 8)
    return rec


def parse_results(path):
    res = {}
    if not os.path.exists(path):
        return res
    with open(path, "rb") as f:
        data = f.read()
    pos = 0

    def word():
        nonlocal pos
        v = struct.unpack_from("<q", data, pos)[0]
        pos += 8
        return v
    while pos + 24 <= len(data):
        if word() != RESULT_MAGIC:
            break
        cid, rank = word(), word()
        sizes = [word() for _ in range(rank)]
        flags, nbytes = word(), word()
        blob = data[pos:pos + nbytes]
        pos += nbytes + (-nbytes % 8)
        res[cid] = (sizes, flags, blob)
    return res


def check_valid(p, inst, got):
    """None when the result is right; else a message."""
    if got is None:
        return "no result"
    sizes, flags, blob = got
    if flags & 1:
        return ("the returned buffer aliases an argument: the caller cannot "
                "free its base pointer")
    if flags & 2:
        return "a non-empty result with a null pointer"
    if sizes != inst.out:
        return "sizes: expected %s, got %s" % (inst.out, sizes)
    if blob != inst.want:
        es = ELEM_BYTES[p.etype]
        for k in range(0, min(len(blob), len(inst.want)), es):
            if blob[k:k + es] != inst.want[k:k + es]:
                idx = np.unravel_index(k // es, inst.out)
                return ("values differ, first at %s: expected %s, got %s" % (
                    [int(i) for i in idx],
                    from_bytes(inst.want[k:k + es], p.etype, [1])[0],
                    from_bytes(blob[k:k + es], p.etype, [1])[0]))
        return "expected %d bytes, got %d" % (len(inst.want), len(blob))
    return None


def check_abort(p, inst, rc, out, err):
    text = out + err
    if SANITIZER_ERROR.search(text):
        return "sanitizer report instead of the guard:\n" + tail(err)
    if rc == "timeout":
        return "timed out instead of aborting"
    if inst.message == "alloc":
        m = MSG_ALLOC.search(text)
        ok_sizes = {inst.alloc_bytes}
        if p.etype == "i1":
            ok_sizes.add(-(-inst.alloc_elems // 8))
        if not m:
            why = "no allocation-failure message"
        elif int(m.group(1)) not in ok_sizes:
            why = "allocation-failure message names %s bytes, expected %d" % (
                m.group(1), inst.alloc_bytes)
        else:
            why = None
    else:
        why = None if inst.message in text else "missing message %r" % (
            inst.message)
    if rc != -signal.SIGABRT:
        done = re.search(r"^DONE ", out, flags=re.M)
        return "%s; exit %s%s\n%s" % (
            why or "message printed but", rc,
            " (the case ran to completion: missing guard)" if done else "",
            tail(out + err))
    if why:
        return "%s (aborted)\n%s" % (why, tail(out + err))
    return None


def tail(text, n=40):
    lines = [l for l in text.splitlines() if not l.startswith(("CASE ",
                                                              "DONE "))]
    return "\n".join(lines[-n:])


def run_batch(tc, batch, args, stop_event):
    """Generates, compiles and runs one batch; returns a dict of counts and
    a list of failures."""
    rng = random.Random(args.seed * 1000003 + batch)
    programs = make_programs(rng, batch, args.programs, args)
    d = os.path.join(tc.workdir, "b%05d" % batch)
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "kernels.mlir")
    with open(src, "w") as f:
        f.write("\n\n".join([kernel_mlir(p) for p in programs] + [CANARIES]))
    thunks = os.path.join(d, "thunks.c")
    with open(thunks, "w") as f:
        f.write(thunks_c(programs))
    tc.compile_c(thunks, os.path.join(d, "thunks.o"))

    # Valid cases first, then the expected aborts.
    entries = []
    for p in programs:
        for inst in p.instances:
            entries.append((p, inst))
    entries.sort(key=lambda e: e[1].message is not None)
    with open(os.path.join(d, "cases.bin"), "wb") as f:
        for index, (p, inst) in enumerate(entries):
            inst.index = index
            f.write(case_record(p, inst, index))
    n_ok = sum(1 for _, inst in entries if inst.message is None)

    stats = {"programs": len(programs), "cases": 0, "aborts": 0}
    failures = []
    for route in ROUTES:
        stem = os.path.join(d, "kernels_" + route)
        obj, err = tc.lower(src, route, stem)
        if obj is None:
            failures.append((batch, route, None, None, err))
            continue
        exe = os.path.join(d, "run_" + route)
        err = tc.link([os.path.join(d, "thunks.o"), obj], exe)
        if err:
            failures.append((batch, route, None, None, err))
            continue
        err = canary_check(tc, exe)
        if err:
            failures.append((batch, route, None, None, err))
            continue
        # Valid cases: one process, restarted after a culprit.
        resfile = os.path.join(d, "results_%s.bin" % route)
        if os.path.exists(resfile):
            os.remove(resfile)
        first = 0
        by_index = {inst.index: (p, inst) for p, inst in entries}
        while first < n_ok:
            rc, out, err = tc.execute([exe, os.path.join(d, "cases.bin"),
                                       resfile, str(first), str(n_ok - 1)])
            started = [int(x) for x in re.findall(r"^CASE (\d+)$", out,
                                                  flags=re.M)]
            done = set(int(x) for x in re.findall(r"^DONE (\d+)$", out,
                                                  flags=re.M))
            if rc == 0 and not SANITIZER_ERROR.search(err):
                break
            culprit = next((c for c in started if c not in done), None)
            if culprit is None:
                # All cases done, the exit failed: a leak report at exit
                # (LeakSanitizer) or an error in the driver.
                names = sorted(set(re.findall(r" in (k\d+)\b", err)))
                failures.append((batch, route, None, None,
                                 "exit %s after every case (kernels in the "
                                 "report: %s):\n%s" % (rc, names or "?",
                                                       tail(err, 60))))
                break
            p, inst = by_index[culprit]
            failures.append((batch, route, p, inst,
                             "crashed (exit %s):\n%s" % (rc, tail(out + err,
                                                                  60))))
            first = culprit + 1
        results = parse_results(resfile)
        for p, inst in entries:
            if inst.message is not None:
                continue
            if any(f[2] is p and f[3] is inst and f[1] == route
                   for f in failures):
                continue
            stats["cases"] += 1
            msg = check_valid(p, inst, results.get(inst.index))
            if msg:
                failures.append((batch, route, p, inst, msg))
        # Expected aborts: one process each.
        for p, inst in entries:
            if inst.message is None:
                continue
            extra = "allocator_may_return_null=1" if inst.message == "alloc" \
                else None
            rc, out, err = tc.execute([exe, os.path.join(d, "cases.bin"),
                                       os.path.join(d, "abort.bin"),
                                       str(inst.index), str(inst.index)],
                                      extra)
            stats["cases"] += 1
            stats["aborts"] += 1
            msg = check_abort(p, inst, rc, out, err)
            if msg:
                failures.append((batch, route, p, inst, msg))
    stats["kinds"] = {}
    for p, inst in entries:
        stats["kinds"][inst.kind] = stats["kinds"].get(inst.kind, 0) + 1
    stats["dynamic"] = sum(p.dynamic for p in programs)
    stats["chains"] = sum(len(p.pads) > 1 for p in programs)
    stats["into"] = sum(p.form == "into" for p in programs)
    if not args.keep and not failures:
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))
        os.rmdir(d)
    return stats, failures


def describe(p, inst):
    s = "program k%d (%s, %s form, %s -> %s)" % (
        p.id, "dynamic" if p.dynamic else "static", p.form,
        tensor_type(p.dims, p.etype), tensor_type(p.types[-1][1], p.etype))
    if inst is None:
        return s
    s += "\n    case %d (%s): input %s" % (inst.index, inst.kind, inst.shape)
    for k, ((below, above), v) in enumerate(zip(inst.pads, inst.values)):
        s += "\n      pad %d: %s below%s above%s" % (k, p.pads[k].mode, below,
                                                    above)
        if any(p.pads[k].interior):
            s += " interior%s" % p.pads[k].interior
        if v is not None:
            s += " value %r" % (v,)
    if inst.message is not None:
        s += "\n    expected abort: %s" % (
            "pad-to-llvm: cannot allocate %d bytes" % inst.alloc_bytes
            if inst.message == "alloc" else inst.message)
    else:
        s += "\n    expected output sizes %s" % inst.out
    return s


def self_test(tc):
    """The canary of an uninstrumented build must go unnoticed and that of
    an instrumented build must be caught: the rewrite is what instruments."""
    d = os.path.join(tc.workdir, "selftest")
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "canary.mlir")
    with open(src, "w") as f:
        f.write(CANARIES)
    thunks = os.path.join(d, "thunks.c")
    with open(thunks, "w") as f:
        f.write(thunks_c([]))
    tc.compile_c(thunks, os.path.join(d, "thunks.o"))
    notes = []
    for route in ROUTES:
        for sanitize in (False, True):
            stem = os.path.join(d, "canary_%s_%d" % (route, sanitize))
            obj, err = tc.lower(src, route, stem, sanitize=sanitize)
            if obj is None:
                return None, err
            exe = stem + ".exe"
            err = tc.link([os.path.join(d, "thunks.o"), obj], exe)
            if err:
                return None, err
            err = canary_check(tc, exe)
            if sanitize and err:
                return None, "self-test (%s): %s" % (route, err)
            if not sanitize and not err:
                notes.append("note: without the sanitize_address rewrite ASan "
                             "already sees the canaries (%s route)" % route)
    return notes, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=60,
                    help="stop generating new batches after this time")
    ap.add_argument("--batches", type=int, default=0,
                    help="run exactly this many batches (ignores --seconds)")
    ap.add_argument("--first-batch", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--programs", type=int, default=24,
                    help="programs per batch (one module per batch)")
    ap.add_argument("--valid-per-program", type=int, default=6)
    ap.add_argument("--abort-rate", type=float, default=0.6,
                    help="chance of each kind of abort case per program")
    ap.add_argument("--extreme", type=float, default=0.3)
    ap.add_argument("--chain", type=float, default=0.15)
    ap.add_argument("--huge-empty", choices=["", "leading", "any"],
                    default="any",
                    help="add empty outputs with huge other extents: "
                    "'leading' puts the empty dimension before the huge "
                    "ones, 'any' anywhere")
    # -O0: ASan then instruments every load and store the lowering emits,
    # as written (at -O1 the optimizer may merge or delete accesses before
    # ASan sees them), and the kernels compile about ten times faster.
    ap.add_argument("--opt", default="0", help="clang -O level of kernels")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--pad-opt", required=True)
    ap.add_argument("--mlir-translate", required=True)
    ap.add_argument("--clang", required=True)
    ap.add_argument("--runner-libs", required=True,
                    help="comma-separated runner libraries (the "
                    "libmlir_c_runner_utils.so among them is linked)")
    ap.add_argument("--keep", help="directory for the generated files, "
                    "all kept")
    ap.add_argument("--workdir", help="directory for the generated files; "
                    "only the batches with failures are kept")
    ap.add_argument("--max-reports", type=int, default=10)
    args = ap.parse_args()
    seed = int(os.environ.get("PAD_SAN_SEED", args.seed))
    args.seed = seed
    if "PAD_SAN_SECONDS" in os.environ:
        args.seconds = float(os.environ["PAD_SAN_SECONDS"])
        args.batches = 0
    start = time.time()
    print("pad.pad sanitized execution: seed %d, %s, jobs %d, routes %s" % (
        seed, ("%d batches" % args.batches) if args.batches else
        ("%g seconds" % args.seconds), args.jobs, "/".join(ROUTES)))
    sys.stdout.flush()
    workdir = args.keep or args.workdir or tempfile.mkdtemp(prefix="pad-san-")
    os.makedirs(workdir, exist_ok=True)
    tc = Toolchain(args, workdir)
    notes, err = self_test(tc)
    if err:
        print(err)
        print("FAIL: self-test")
        return 1
    for n in notes:
        print(n)
    print("self-test: ASan reports the canary overflows in lowered code "
          "(both routes), and only with the sanitize_address rewrite"
          if not notes else "self-test: ASan reports the canary overflows")
    sys.stdout.flush()

    totals = {"programs": 0, "cases": 0, "aborts": 0, "dynamic": 0,
              "chains": 0, "into": 0}
    kinds = {}
    failures = []
    stop = threading.Event()
    next_batch = args.first_batch
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        running = set()
        while True:
            more = (next_batch - args.first_batch < args.batches
                    if args.batches else time.time() - start < args.seconds)
            while more and len(running) < args.jobs:
                running.add(pool.submit(run_batch, tc, next_batch, args,
                                        stop))
                next_batch += 1
                more = (next_batch - args.first_batch < args.batches
                        if args.batches else
                        time.time() - start < args.seconds)
            if not running:
                break
            done, running = concurrent.futures.wait(
                running, return_when=concurrent.futures.FIRST_COMPLETED)
            running = set(running)
            for fut in done:
                stats, fails = fut.result()
                for k in totals:
                    totals[k] += stats[k]
                for k, v in stats["kinds"].items():
                    kinds[k] = kinds.get(k, 0) + v
                failures += fails
    elapsed = time.time() - start
    print("  batches %d..%d, %d programs (%d dynamic, %d pads of pads, %d "
          "into), cases per kind (each run in both routes): %s" % (
              args.first_batch, next_batch - 1, totals["programs"],
              totals["dynamic"], totals["chains"], totals["into"],
              ", ".join("%s=%d" % kv for kv in sorted(kinds.items()))))
    if failures:
        print("Failures (one line each; the first %d in detail below):" %
              args.max_reports)
        for b, route, p, inst, msg in failures:
            first = msg.splitlines()[0] if msg else ""
            if p is None:
                print("  batch %d %s: (module) %s" % (b, route, first[:200]))
            else:
                print("  batch %d %s: k%d %s -> %s case %d (%s): %s" % (
                    b, route, p.id, tensor_type(p.dims, p.etype),
                    tensor_type(p.types[-1][1], p.etype), inst.index,
                    inst.kind, first[:160]))
        for b, route, p, inst, msg in failures[:args.max_reports]:
            print("=" * 78)
            print("FAILURE batch %d route %s: %s" % (
                b, route, describe(p, inst) if p else "(module)"))
            print("  " + msg.replace("\n", "\n  "))
            if p is not None:
                print("  kernel:\n" + kernel_mlir(p))
            print("  reproduce: %s --seed %d --first-batch %d --batches 1 "
                  "--keep DIR%s ..." % (
                      sys.argv[0], seed, b,
                      (" --huge-empty " + args.huge_empty)
                      if args.huge_empty else ""))
        print("FAIL: %d failures in %d programs (%d cases) executed under "
              "ASan [seed %d, %.1fs]" % (len(failures), totals["programs"],
                                         totals["cases"], seed, elapsed))
        return 1
    print("PASS: %d programs (%d cases) executed under ASan, %d expected "
          "aborts [seed %d, %.1fs]" % (totals["programs"], totals["cases"],
                                       totals["aborts"], seed, elapsed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
