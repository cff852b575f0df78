"""An oracle for `pad.pad`, written from the contract (docs: spec/pad-op.md,
sections "Shape" and "Semantics") and from numpy, never from the project's
C++ code.

Two independent computations:

  * `spec_pad`: a direct transcription of the spec's gather table.  Python
    integers are exact, so huge pad amounts (near INT64_MAX) are handled as
    the spec's mathematics says, without 64-bit wrap-around.
  * `numpy_pad`: `numpy.pad` on the non-negative parts of the pads, followed
    by a crop for the negative parts, used only where numpy 1.24 agrees with
    the spec (no interior; reflect pads <= d - 1, symmetric and wrap pads
    <= d; edge and constant any amount).  Returns None elsewhere.

`reference_pad` computes both and insists that they agree wherever numpy
applies, so the two transcriptions check each other.
"""

import numpy as np

MODES = ("constant", "edge", "reflect", "symmetric", "wrap")


def stretched_extent(d, r):
    """e = (d - 1) * (r + 1) + 1 when d > 0, and 0 when d = 0."""
    return (d - 1) * (r + 1) + 1 if d > 0 else 0


def output_extent(d, p, q, r=0):
    """d' = max(p + e + q, 0)."""
    return max(p + stretched_extent(d, r) + q, 0)


def source_index(mode, k, d, r):
    """The spec's table: the source index of stretched coordinate k along a
    dimension of extent d and interior r, or None for "pad" (constant mode).
    """
    if mode == "constant":
        e = stretched_extent(d, r)
        if 0 <= k < e and k % (r + 1) == 0:
            return k // (r + 1)
        return None
    if d <= 0:
        raise ValueError("mode %s reads from an empty dimension" % mode)
    if mode == "edge":
        return min(max(k, 0), d - 1)
    if mode == "reflect":
        if d == 1:
            return 0
        m = k % (2 * d - 2)  # Python's % is the non-negative remainder here
        return m if m < d else 2 * d - 2 - m
    if mode == "symmetric":
        m = k % (2 * d)
        return m if m < d else 2 * d - 1 - m
    if mode == "wrap":
        return k % d
    raise ValueError("unknown mode %r" % mode)


def dimension_map(mode, d, p, q, r):
    """For each output coordinate o along the dimension: s(o - p) or None."""
    n = output_extent(d, p, q, r)
    return [source_index(mode, o - p, d, r) for o in range(n)]


def spec_pad(arg, below, above, interior, mode, value):
    """The gather of the spec, element by element."""
    arg = np.asarray(arg)
    rank = arg.ndim
    interior = list(interior) if interior is not None else [0] * rank
    assert len(below) == len(above) == len(interior) == rank
    if rank == 0:
        return arg.copy()
    maps = [dimension_map(mode, arg.shape[i], below[i], above[i], interior[i])
            for i in range(rank)]
    out_shape = tuple(len(m) for m in maps)
    out = np.empty(out_shape, dtype=arg.dtype)
    for o in np.ndindex(*out_shape):
        src = tuple(maps[i][o[i]] for i in range(rank))
        if any(s is None for s in src):
            out[o] = value
        else:
            out[o] = arg[src]
    return out


def spec_pad_vectorized(arg, below, above, interior, mode, value):
    """The same gather, one dimension map at a time (the table is separable
    per dimension): fast enough for large tensors.  Cross-checked against
    spec_pad by pad_oracle_selftest.py."""
    arg = np.asarray(arg)
    rank = arg.ndim
    interior = list(interior) if interior is not None else [0] * rank
    if rank == 0:
        return arg.copy()
    maps = [dimension_map(mode, arg.shape[i], below[i], above[i], interior[i])
            for i in range(rank)]
    index = [np.array([0 if s is None else s for s in m], dtype=np.int64)
             for m in maps]
    is_pad = [np.array([s is None for s in m], dtype=bool) for m in maps]
    out_shape = tuple(len(m) for m in maps)
    if 0 in out_shape:
        return np.empty(out_shape, dtype=arg.dtype)
    if arg.size == 0:  # constant mode: everything is pad
        return np.full(out_shape, value, dtype=arg.dtype)
    out = arg[np.ix_(*index)].copy()
    if mode == "constant":
        mask = np.zeros(out_shape, dtype=bool)
        for i in range(rank):
            shape = [1] * rank
            shape[i] = out_shape[i]
            mask |= is_pad[i].reshape(shape)
        out[mask] = value
    return out


def numpy_applies(shape, below, above, interior, mode):
    if interior is not None and any(interior):
        return False
    # numpy materialises the padded array before the crop.
    if np.prod([max(p, 0) + d + max(q, 0) for d, p, q in
                zip(shape, below, above)], dtype=object) > 1 << 20:
        return False
    for d, p, q in zip(shape, below, above):
        pp, qq = max(p, 0), max(q, 0)
        if output_extent(d, p, q) == 0:
            continue
        if mode == "constant":
            continue
        if d == 0:
            return False
        if mode == "edge":
            continue
        limit = {"reflect": d - 1, "symmetric": d, "wrap": d}[mode]
        if mode == "reflect" and d == 1:
            continue  # numpy and the spec both repeat the single element
        if pp > limit or qq > limit:
            return False
    return True


def numpy_pad(arg, below, above, interior, mode, value):
    """numpy.pad on the positive parts, then a crop for the negative parts;
    None where numpy's semantics differ from the spec's."""
    arg = np.asarray(arg)
    if arg.ndim == 0:
        return arg.copy()
    if not numpy_applies(arg.shape, below, above, interior, mode):
        return None
    widths = [(max(p, 0), max(q, 0)) for p, q in zip(below, above)]
    # numpy cannot pad an empty axis in a non-constant mode, even where the
    # output along another axis is empty; such outputs are empty anyway.
    out_shape = tuple(output_extent(d, p, q) for d, p, q in
                      zip(arg.shape, below, above))
    if 0 in out_shape:
        return np.empty(out_shape, dtype=arg.dtype)
    if mode == "constant":
        padded = np.pad(arg, widths, mode="constant", constant_values=value)
    else:
        padded = np.pad(arg, widths, mode=mode)
    slices = []
    for i, (p, q) in enumerate(zip(below, above)):
        start = max(-p, 0)
        stop = padded.shape[i] - max(-q, 0)
        slices.append(slice(start, max(stop, start)))
    return padded[tuple(slices)]


def reference_pad(arg, below, above, interior, mode, value):
    """The expected result; the spec transcription, cross-checked against
    numpy where numpy applies.  Returns (array, numpy_was_used)."""
    want = spec_pad(arg, below, above, interior, mode, value)
    other = numpy_pad(arg, below, above, interior, mode, value)
    if other is not None:
        if other.shape != want.shape or not np.array_equal(other, want):
            raise AssertionError(
                "oracle self-check failed: numpy.pad and the spec table "
                "disagree for shape=%s below=%s above=%s interior=%s mode=%s"
                "\nspec:\n%s\nnumpy:\n%s" % (np.shape(arg), below, above,
                                            interior, mode, want, other))
    return want, other is not None


# --------------------------------------------------------------------------
# Formatting like the runner utilities' printMemref*.


def format_element(v, kind):
    """How printMemref prints one element; `kind` is 'int', 'index', 'float'.
    Floats use the C++ ostream default: %g with 6 significant digits."""
    if kind == "int":
        return str(int(v))
    if kind == "index":
        return str(int(v) % (1 << 64))
    return "%g" % float(v)


def strides_of(shape):
    strides = []
    acc = 1
    for n in reversed(shape):
        strides.append(acc)
        acc *= n
    return list(reversed(strides))


def memref_rows(arr, kind):
    """The data lines that printMemref prints for `arr` (none for an empty
    array: the runner prints a stray element there, which is not checked)."""
    arr = np.asarray(arr)
    if arr.ndim == 0:
        return ["[" + format_element(arr[()], kind) + "]"]
    if arr.size == 0:
        return []
    shape = arr.shape
    outer = shape[:-1]
    rows = []
    indices = list(np.ndindex(*outer)) if outer else [()]
    for n, idx in enumerate(indices):
        opens = 1
        for j in reversed(range(len(idx))):
            if idx[j] == 0:
                opens += 1
            else:
                break
        closes = 1
        for j in reversed(range(len(idx))):
            if idx[j] == outer[j] - 1:
                closes += 1
            else:
                break
        indent = " " * (arr.ndim - opens)
        elems = ", ".join(format_element(v, kind) for v in arr[idx])
        line = indent + "[" * opens + elems + "]" * closes
        if n != len(indices) - 1:
            line += ","
        rows.append(line)
    return rows


def memref_header(shape):
    return "sizes = [%s] strides = [%s] data =" % (
        ", ".join(str(n) for n in shape),
        ", ".join(str(s) for s in strides_of(shape)))
