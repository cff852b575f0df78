#!/usr/bin/python3
"""An oracle for `pad.pad` that does not depend on the project's code.

The expected values in ../fold-*.mlir come from here (or from the source
documents' printed outputs, which `check_against_document` compares with this
oracle). Two oracles are provided:

  * `spec_pad` transcribes the Shape and Semantics sections of
    /work/shared/spec/pad-op.md: the output extent per dimension is
    `max(p + e + q, 0)` with `e = (d - 1) * (r + 1) + 1` (0 when `d = 0`), and
    each output coordinate `o` reads the source index `s(o - p)` of the mode's
    row of the gather table.  It is plain Python arithmetic; numpy is used only
    as an n-dimensional container.

  * `numpy_pad` builds the same result from `numpy.pad`: stretch the input for
    interior padding, pad by the positive parts of `below` / `above`, then crop
    by the negative parts.  numpy agrees with the spec only within the source
    documents' limits (reflect: pads <= d - 1, symmetric: pads <= d, wrap:
    pads <= d); beyond them numpy computes something else, so `within_numpy_limits`
    says when it may be used.

Usage as a script prints one example:
  /usr/bin/python3 spec_oracle.py
"""

import itertools

import numpy as np

MODES = ("constant", "edge", "reflect", "symmetric", "wrap")


# --- The spec, transcribed --------------------------------------------------

def stretched_extent(d, r):
    return (d - 1) * (r + 1) + 1 if d > 0 else 0


def output_extent(d, p, q, r):
    return max(p + stretched_extent(d, r) + q, 0)


def source_index(mode, k, d, r):
    """The spec's table: the source index for stretched coordinate `k`, or
    None for "pad" (constant mode only)."""
    if mode == "constant":
        e = stretched_extent(d, r)
        if 0 <= k < e and k % (r + 1) == 0:
            return k // (r + 1)
        return None
    assert r == 0, "interior padding exists only in constant mode"
    assert d > 0, "rule 6: non-constant modes need a non-empty source"
    if mode == "edge":
        return min(max(k, 0), d - 1)
    if mode == "reflect":
        if d == 1:
            return 0
        m = k % (2 * d - 2)  # Python's % is the non-negative remainder here.
        return m if m < d else 2 * d - 2 - m
    if mode == "symmetric":
        m = k % (2 * d)
        return m if m < d else 2 * d - 1 - m
    if mode == "wrap":
        return k % d
    raise ValueError(mode)


def spec_pad(arg, below, above, interior=None, mode="constant", value=0):
    """`arg` is a numpy array (any dtype, object included); returns an object
    array holding the elements of `arg` and `value`."""
    arg = np.asarray(arg, dtype=object) if not isinstance(arg, np.ndarray) else arg
    rank = arg.ndim
    interior = list(interior) if interior is not None else [0] * rank
    assert len(below) == len(above) == len(interior) == rank
    out_shape = tuple(
        output_extent(arg.shape[i], below[i], above[i], interior[i])
        for i in range(rank))
    out = np.empty(out_shape, dtype=object)
    for o in itertools.product(*(range(n) for n in out_shape)):
        src = []
        for i in range(rank):
            s = source_index(mode, o[i] - below[i], arg.shape[i], interior[i])
            if s is None:
                break
            src.append(s)
        out[o] = arg[tuple(src)] if len(src) == rank else value
    return out


# --- numpy, within its limits -------------------------------------------------

def within_numpy_limits(shape, below, above, mode):
    for d, p, q in zip(shape, below, above):
        for pad in (p, q):
            if pad <= 0:
                continue
            if mode == "reflect" and pad > d - 1:
                return False
            if mode in ("symmetric", "wrap") and pad > d:
                return False
            if mode != "constant" and d == 0:
                return False
    return True


def numpy_pad(arg, below, above, interior=None, mode="constant", value=0):
    arg = np.asarray(arg)
    rank = arg.ndim
    interior = list(interior) if interior is not None else [0] * rank
    if any(interior):
        assert mode == "constant"
        shape = tuple(stretched_extent(d, r) for d, r in zip(arg.shape, interior))
        stretched = np.full(shape, value, dtype=arg.dtype)
        stretched[tuple(slice(None, None, r + 1) for r in interior)] = arg
        arg = stretched
    if rank == 0:
        return arg.copy()
    widths = [(max(p, 0), max(q, 0)) for p, q in zip(below, above)]
    if mode == "constant":
        padded = np.pad(arg, widths, mode="constant", constant_values=value)
    else:
        padded = np.pad(arg, widths, mode=mode)
    slices = []
    for n, p, q in zip(padded.shape, below, above):
        begin = max(-p, 0)
        end = n - max(-q, 0)
        slices.append(slice(begin, max(end, begin)))
    return padded[tuple(slices)]


# --- MLIR literals ------------------------------------------------------------

def _float_literal(v, elem):
    s = "%.6e" % float(v)
    # The literal must denote the element exactly (MLIR prints this short form
    # only when it round-trips; the tests use values for which it does).
    exact = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
    if elem in exact:
        ok = exact[elem](float(s)) == exact[elem](v)
    else:  # bf16, f8*: only exactly representable values are used.
        ok = float(s) == float(v)
    if not ok:
        raise ValueError("%r does not print exactly as %s" % (v, elem))
    return s


def element_literal(v, elem):
    if elem == "i1":
        return "true" if bool(v) else "false"
    if elem.startswith("i") or elem == "index":
        return str(int(v))
    if elem.startswith("complex<"):
        inner = elem[len("complex<"):-1]
        v = complex(v)
        return "(%s,%s)" % (_float_literal(v.real, inner),
                            _float_literal(v.imag, inner))
    return _float_literal(v, elem)


def dense_literal(array, elem):
    """`dense<...>` as MLIR prints it: `dense<>` when empty, `dense<x>` when
    every element is equal (a splat), nested brackets otherwise."""
    array = np.asarray(array, dtype=object)
    if array.size == 0:
        return "dense<>"
    flat = [element_literal(v, elem) for v in array.reshape(-1)]
    if all(f == flat[0] for f in flat):
        return "dense<%s>" % flat[0]

    def nest(index):
        if len(index) == array.ndim:
            return element_literal(array[index], elem)
        return "[" + ", ".join(nest(index + (i,))
                               for i in range(array.shape[len(index)])) + "]"
    return "dense<%s>" % nest(())


def tensor_type(shape, elem):
    return "tensor<" + "".join("%dx" % n for n in shape) + elem + ">"


if __name__ == "__main__":
    x = np.arange(1, 10).reshape(3, 3)
    y = spec_pad(x, [1, 2], [1, 0], [1, 2], "constant", 42)
    print(dense_literal(y, "i32"), ":", tensor_type(y.shape, "i32"))
