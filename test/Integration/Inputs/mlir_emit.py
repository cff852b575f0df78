"""MLIR text for end-to-end pad.pad programs: literals, the pad op itself, the
callee forms, and printing through the runner utilities.  Shared by the
generator of the checked-in integration tests (gen_integration_tests.py) and
by the differential tester (../differential/pad_differential.py).

Nothing here knows what a pad computes: expected values come from the oracle
(../differential/pad_oracle.py) or from the source documents.
"""

import numpy as np

INT_TYPES = ("i1", "i8", "i16", "i32", "i64")
FLOAT_TYPES = ("f16", "bf16", "f32", "f64")
# 8-bit floats: (exponent bits, mantissa bits, bias).  The runner cannot
# print them (and arith.extf from them does not lower to LLVM), so they are
# printed as their bit patterns through i8 -> i32.
F8_TYPES = {"f8E4M3FN": (4, 3, 7), "f8E5M2": (5, 2, 15)}
COMPLEX_TYPES = {"complex<f32>": "f32", "complex<f64>": "f64"}
ALL_TYPES = (INT_TYPES + ("index",) + FLOAT_TYPES + tuple(F8_TYPES) +
             tuple(COMPLEX_TYPES))
# The numpy type that holds each element type exactly (bf16 and the 8-bit
# floats in float32).
NUMPY_DTYPE = {
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "index": np.int64, "f16": np.float16, "bf16": np.float32,
    "f32": np.float32, "f64": np.float64, "complex<f32>": np.complex64,
    "complex<f64>": np.complex128, "f8E4M3FN": np.float32,
    "f8E5M2": np.float32,
}


def f8_bits(v, etype):
    """The bit pattern of the exactly representable normal value (or zero)
    `v` in the 8-bit float type `etype`."""
    ebits, mbits, bias = F8_TYPES[etype]
    v = float(v)
    sign = 0x80 if (v < 0 or (v == 0 and np.signbit(v))) else 0
    a = abs(v)
    if a == 0:
        return sign
    e = int(np.floor(np.log2(a)))
    mant = (a / 2.0 ** e - 1) * (1 << mbits)
    field = e + bias
    assert mant == int(mant) and 1 <= field < (1 << ebits), (v, etype)
    return sign | (field << mbits) | int(mant)


def printed_arrays(arr, etype):
    """[(print kind, array)] in the order print_tensor prints them."""
    arr = np.asarray(arr)
    if etype in COMPLEX_TYPES:
        return [("float", np.real(arr).astype(np.float64)),
                ("float", np.imag(arr).astype(np.float64))]
    if etype in F8_TYPES:
        bits = np.array([f8_bits(v, etype) for v in arr.flat],
                        dtype=np.int64).reshape(arr.shape)
        return [("int", bits)]
    if etype in FLOAT_TYPES:
        return [("float", arr.astype(np.float64))]
    return [(print_kind(etype), arr.astype(np.int64))]

# The printing function of each element type (after the conversions below)
# and whether it exists only as a _mlir_ciface_ function.
PRINTERS = {
    "i32": ("printMemrefI32", "i32", False),
    "i64": ("printMemrefI64", "i64", False),
    "index": ("printMemrefInd", "index", False),
    "i16": ("printMemrefI16", "i16", True),
    "f16": ("printMemrefF16", "f16", True),
    "bf16": ("printMemrefBF16", "bf16", True),
    "f32": ("printMemrefF32", "f32", False),
    "f64": ("printMemrefF64", "f64", False),
}


def print_declarations():
    out = []
    for name, ty, ciface in PRINTERS.values():
        attr = " attributes {llvm.emit_c_interface}" if ciface else ""
        out.append("func.func private @%s(memref<*x%s>)%s" % (name, ty, attr))
    return out


def print_kind(etype):
    """How the printed elements read: 'int', 'index' or 'float'."""
    if etype in INT_TYPES:
        return "int"
    if etype == "index":
        return "index"
    return "float"


def tensor_type(shape, etype):
    """shape: list of ints, None for a dynamic extent."""
    dims = "".join(("?" if n is None else str(n)) + "x" for n in shape)
    return "tensor<%s%s>" % (dims, etype)


def memref_type(shape, etype):
    dims = "".join(("?" if n is None else str(n)) + "x" for n in shape)
    return "memref<%s%s>" % (dims, etype)


def float_literal(v):
    v = float(v)
    if v == int(v) and abs(v) < 1e15:
        return "%d.0" % int(v) if not (v == 0 and np.signbit(v)) else "-0.0"
    s = repr(v)
    if "e" in s and "." not in s:
        s = s.replace("e", ".0e")
    return s


def scalar_literal(v, etype):
    if etype == "i1":
        return "true" if int(v) else "false"
    if etype in INT_TYPES or etype == "index":
        return str(int(v))
    if etype in COMPLEX_TYPES:
        return "(%s, %s)" % (float_literal(v.real), float_literal(v.imag))
    return float_literal(v)


# Little-endian numpy types of MLIR's raw storage of each element type
# (index is stored in 64 bits, complex as its real and imaginary parts).
HEX_DTYPES = {"i8": "<i1", "i16": "<i2", "i32": "<i4", "i64": "<i8",
              "index": "<i8", "f16": "<f2", "f32": "<f4", "f64": "<f8",
              "complex<f32>": "<c8", "complex<f64>": "<c16"}
# Larger literals are written as MLIR's hex string of the raw data: the
# slice forms' host tensors hold up to ~10^6 elements, which as decimal
# lists took seconds to write and to parse.
HEX_ABOVE = 256


def dense_literal(arr, etype):
    arr = np.asarray(arr)
    if arr.size == 0 and arr.ndim > 0:
        return "dense<>"
    if arr.ndim == 0:
        return "dense<%s>" % scalar_literal(arr[()], etype)
    if arr.size > HEX_ABOVE and etype in HEX_DTYPES:
        raw = np.ascontiguousarray(arr, dtype=HEX_DTYPES[etype]).tobytes()
        return 'dense<"0x%s">' % raw.hex().upper()

    def rec(a):
        if a.ndim == 1:
            return "[" + ", ".join(scalar_literal(v, etype) for v in a) + "]"
        return "[" + ", ".join(rec(s) for s in a) + "]"
    return "dense<%s>" % rec(arr)


def scalar_constant(name, v, etype):
    """An SSA definition of the scalar `v` of `etype`."""
    if etype in COMPLEX_TYPES:
        part = COMPLEX_TYPES[etype]
        return "%s = complex.constant [%s : %s, %s : %s] : %s" % (
            name, float_literal(v.real), part, float_literal(v.imag), part,
            etype)
    if etype == "i1":
        return "%s = arith.constant %s" % (name, scalar_literal(v, etype))
    return "%s = arith.constant %s : %s" % (name, scalar_literal(v, etype),
                                             etype)


def entry(e):
    return str(e)


def pad_op(res, arg, arg_type, res_type, mode, below, above, interior, value):
    """below/above: entries, each an int or an SSA name."""
    text = "%s = pad.pad %s %s below[%s] above[%s]" % (
        res, mode, arg, ", ".join(entry(e) for e in below),
        ", ".join(entry(e) for e in above))
    if interior is not None and any(interior):
        text += " interior[%s]" % ", ".join(str(r) for r in interior)
    if value is not None:
        text += " value %s" % value
    text += " : %s to %s" % (arg_type, res_type)
    return text


class Namer:
    def __init__(self, prefix):
        self.prefix = prefix
        self.n = 0

    def __call__(self, hint="v"):
        self.n += 1
        return "%%%s%s_%d" % (self.prefix, hint, self.n)


def identity_generic(src, src_type, dst_etype, rank, shape, body, namer,
                     src_etype):
    """An elementwise linalg.generic from `src` into a new tensor of
    `dst_etype`; `body(arg_name) -> (lines, result_name)`.  Returns (lines,
    result name, result type)."""
    lines = []
    sizes = []
    for i, n in enumerate(shape):
        if n is None:
            c = namer("c")
            d = namer("dim")
            lines.append("%s = arith.constant %d : index" % (c, i))
            lines.append("%s = tensor.dim %s, %s : %s" % (d, src, c, src_type))
            sizes.append(d)
    dst_type = tensor_type(shape, dst_etype)
    empty = namer("empty")
    lines.append("%s = tensor.empty(%s) : %s" % (empty, ", ".join(sizes),
                                                 dst_type))
    dims = ", ".join("d%d" % i for i in range(rank))
    amap = "affine_map<(%s) -> (%s)>" % (dims, dims)
    iters = ", ".join('"parallel"' for _ in range(rank))
    out = namer("conv")
    a = namer("in")
    o = namer("out")
    blines, bres = body(a)
    lines.append("%s = linalg.generic {indexing_maps = [%s, %s], "
                 "iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {" % (
                     out, amap, amap, iters, src, src_type, empty, dst_type))
    lines.append("^bb0(%s: %s, %s: %s):" % (a, src_etype, o, dst_etype))
    lines.extend("  " + l for l in blines)
    lines.append("  linalg.yield %s : %s" % (bres, dst_etype))
    lines.append("} -> %s" % dst_type)
    return lines, out, dst_type


def print_tensor(value, shape, etype, namer):
    """Lines that print the tensor `value` of type tensor_type(shape, etype);
    returns (lines, list of (print kind, part)) where part is None, 're' or
    'im' (one entry per printed memref, in order)."""
    rank = len(shape)
    ttype = tensor_type(shape, etype)
    lines = []
    printed = []
    sources = []  # (tensor value, tensor type, printable element type, part)
    if etype in ("i1", "i8"):
        op = "arith.extui" if etype == "i1" else "arith.extsi"

        def body(a, op=op):
            r = namer("x")
            return ["%s = %s %s : %s to i32" % (r, op, a, etype)], r
        gl, gv, gt = identity_generic(value, ttype, "i32", rank, shape, body,
                                      namer, etype)
        lines += gl
        sources.append((gv, gt, "i32", None))
    elif etype in F8_TYPES:
        def body(a):
            b = namer("b")
            r = namer("x")
            return ["%s = arith.bitcast %s : %s to i8" % (b, a, etype),
                    "%s = arith.extui %s : i8 to i32" % (r, b)], r
        gl, gv, gt = identity_generic(value, ttype, "i32", rank, shape, body,
                                      namer, etype)
        lines += gl
        sources.append((gv, gt, "i32", None))
    elif etype in COMPLEX_TYPES:
        ftype = COMPLEX_TYPES[etype]
        for part in ("re", "im"):
            def body(a, part=part):
                r = namer("x")
                return ["%s = complex.%s %s : %s" % (r, part, a, etype)], r
            gl, gv, gt = identity_generic(value, ttype, ftype, rank, shape,
                                          body, namer, etype)
            lines += gl
            sources.append((gv, gt, ftype, part))
    else:
        sources.append((value, ttype, etype, None))
    for tv, tt, pe, part in sources:
        fn = PRINTERS[pe][0]
        m = namer("m")
        u = namer("u")
        lines.append("%s = bufferization.to_buffer %s : %s to %s" % (
            m, tv, tt, memref_type(shape, pe)))
        lines.append("%s = memref.cast %s : %s to memref<*x%s>" % (
            u, m, memref_type(shape, pe), pe))
        lines.append("func.call @%s(%s) : (memref<*x%s>) -> ()" % (fn, u, pe))
        printed.append((print_kind(pe), part))
    return lines, printed


def result_shape(in_shape, below, above, interior, dyn_dims, dyn_below,
                 dyn_above, out_shape):
    """The inferred result shape: static where the extent and both pads are."""
    res = []
    for i in range(len(in_shape)):
        if dyn_dims[i] or dyn_below[i] or dyn_above[i]:
            res.append(None)
        else:
            res.append(out_shape[i])
    return res
