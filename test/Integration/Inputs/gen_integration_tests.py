#!/usr/bin/python3
"""Writes the generated integration tests of test/Integration/.

    /usr/bin/python3 test/Integration/Inputs/gen_integration_tests.py

Worked examples of the source documents (docs: shared/seeds/) carry the
document's own result (`expected=`), which is checked against the oracle
before anything is written; all other expectations come from the oracle
(the spec's gather table, ../differential/pad_oracle.py).
"""

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from pad_cases import Case, TestFile, iota  # noqa: E402

OUT = os.path.dirname(HERE)
MODES = ("constant", "edge", "reflect", "symmetric", "wrap")
I64_MAX = (1 << 63) - 1

# OpenVINO Pad-12's DATA (seed 003).
OV_DATA = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]


def ngraph():
    t = TestFile("ngraph.mlir", "nGraph Pad (seeds 000, 001): the 3x3 example "
                 "with interior padding, and the\nmodes that seed 000 lists "
                 "(CONSTANT, EDGE, REFLECT) on the same tensor.\nIt runs with "
                 "mlir-runner itself, the command of spec section 4.",
                 runner="mlir-runner")
    x = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    t.add(Case("ngraph_3x3", x, "i32", "constant", [1, 2], [1, 0], [1, 2], 42,
               expected=[[42, 42, 42, 42, 42, 42, 42, 42, 42],
                         [42, 42, 1, 42, 42, 2, 42, 42, 3],
                         [42, 42, 42, 42, 42, 42, 42, 42, 42],
                         [42, 42, 4, 42, 42, 5, 42, 42, 6],
                         [42, 42, 42, 42, 42, 42, 42, 42, 42],
                         [42, 42, 7, 42, 42, 8, 42, 42, 9],
                         [42, 42, 42, 42, 42, 42, 42, 42, 42]]))
    # The same example in f32 and without a value (zero).
    t.add(Case("ngraph_3x3_f32", np.array(x) * 1.5, "f32", "constant", [1, 2],
               [1, 0], [1, 2], 42.0))
    t.add(Case("ngraph_3x3_zero", x, "i32", "constant", [1, 2], [1, 0],
               [1, 2]))
    # Seed 000: padding may be negative; modes EDGE and REFLECT.
    for mode in ("constant", "edge", "reflect"):
        t.add(Case("ngraph_%s" % mode, x, "i32", mode, [1, 2], [1, 0]))
        t.add(Case("ngraph_%s_neg" % mode, x, "i32", mode, [-1, 2], [1, -2]))
    return t


def openvino():
    t = TestFile("openvino.mlir", "OpenVINO Pad-12 (seed 003): the positive, "
                 "negative and mixed pads examples in every\nmode the document "
                 "lists (constant, edge, reflect, symmetric), plus wrap.")
    positive = {
        "constant": [[0, 1, 2, 3, 4, 0, 0, 0], [0, 5, 6, 7, 8, 0, 0, 0],
                     [0, 9, 10, 11, 12, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0],
                     [0, 0, 0, 0, 0, 0, 0, 0]],
        "edge": [[1, 1, 2, 3, 4, 4, 4, 4], [5, 5, 6, 7, 8, 8, 8, 8],
                 [9, 9, 10, 11, 12, 12, 12, 12],
                 [9, 9, 10, 11, 12, 12, 12, 12],
                 [9, 9, 10, 11, 12, 12, 12, 12]],
        "reflect": [[2, 1, 2, 3, 4, 3, 2, 1], [6, 5, 6, 7, 8, 7, 6, 5],
                    [10, 9, 10, 11, 12, 11, 10, 9], [6, 5, 6, 7, 8, 7, 6, 5],
                    [2, 1, 2, 3, 4, 3, 2, 1]],
        "symmetric": [[1, 1, 2, 3, 4, 4, 3, 2], [5, 5, 6, 7, 8, 8, 7, 6],
                      [9, 9, 10, 11, 12, 12, 11, 10],
                      [9, 9, 10, 11, 12, 12, 11, 10],
                      [5, 5, 6, 7, 8, 8, 7, 6]],
        "wrap": None,
    }
    mixed = {
        "constant": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0],
                     [2, 3, 4, 0, 0, 0], [6, 7, 8, 0, 0, 0]],
        "edge": [[2, 3, 4, 4, 4, 4], [2, 3, 4, 4, 4, 4], [2, 3, 4, 4, 4, 4],
                 [6, 7, 8, 8, 8, 8]],
        "reflect": [[10, 11, 12, 11, 10, 9], [6, 7, 8, 7, 6, 5],
                    [2, 3, 4, 3, 2, 1], [6, 7, 8, 7, 6, 5]],
        "symmetric": [[6, 7, 8, 8, 7, 6], [2, 3, 4, 4, 3, 2],
                      [2, 3, 4, 4, 3, 2], [6, 7, 8, 8, 7, 6]],
        "wrap": None,
    }
    for mode in MODES:
        t.add(Case("ov_positive_%s" % mode, OV_DATA, "i32", mode, [0, 1],
                   [2, 3], expected=positive[mode]))
    for mode in MODES:
        t.add(Case("ov_negative_%s" % mode, OV_DATA, "i32", mode, [-1, -1],
                   [-1, -1], expected=[[6, 7]]))
    for mode in MODES:
        t.add(Case("ov_mixed_%s" % mode, OV_DATA, "i32", mode, [2, -1],
                   [-1, 3], expected=mixed[mode]))
    # pad_value given (the document's XML examples use 15.0).
    t.add(Case("ov_mixed_constant_15", np.array(OV_DATA, dtype=float), "f32",
               "constant", [2, -1], [-1, 3], value=15.0))
    return t


def onnx():
    t = TestFile("onnx.mlir", "ONNX com.microsoft.Pad (seed 002): the summary "
                 "example and the constant_pad /\nreflection_and_edge_pad "
                 "examples (their random inputs replaced by fixed ones).\n"
                 "ONNX pads [x1_begin, x2_begin, ..., x1_end, ...] map to "
                 "below = pads[:n], above = pads[n:].")
    t.add(Case("onnx_summary", [[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]], "f32",
               "constant", [0, 2], [0, 0],
               expected=[[0.0, 0.0, 1.0, 1.2], [0.0, 0.0, 2.3, 3.4],
                         [0.0, 0.0, 4.5, 5.7]]))
    x = (iota([1, 3, 4, 5], start=-30) * 0.25)
    t.add(Case("onnx_constant_pad", x, "f32", "constant", [0, 0, 1, 3],
               [0, 0, 2, 4], value=1.2))
    xi = iota([1, 3, 4, 5], start=-7)
    for mode in ("edge", "reflect", "constant"):
        t.add(Case("onnx_%s_pad_i32" % mode, xi, "i32", mode, [0, 0, 1, 1],
                   [0, 0, 1, 1]))
    return t


def tensorflow():
    t = TestFile("tensorflow.mlir", "TensorFlow MirrorPad (seed 004): every "
                 "example, in REFLECT and SYMMETRIC.")
    tt = [[1, 2, 3], [4, 5, 6]]
    t.add(Case("tf_symmetric_11_22", tt, "i32", "symmetric", [1, 2], [1, 2],
               expected=[[2, 1, 1, 2, 3, 3, 2], [2, 1, 1, 2, 3, 3, 2],
                         [5, 4, 4, 5, 6, 6, 5], [5, 4, 4, 5, 6, 6, 5]]))
    t.add(Case("tf_reflect_11_22", tt, "i32", "reflect", [1, 2], [1, 2]))
    t.add(Case("tf_symmetric_00_22", tt, "i32", "symmetric", [0, 2], [0, 2],
               expected=[[2, 1, 1, 2, 3, 3, 2], [5, 4, 4, 5, 6, 6, 5]]))
    t.add(Case("tf_reflect_00_22", tt, "i32", "reflect", [0, 2], [0, 2],
               expected=[[3, 2, 1, 2, 3, 2, 1], [6, 5, 4, 5, 6, 5, 4]]))
    v = [1, 2, 3]
    t.add(Case("tf_reflect_02", v, "i32", "reflect", [0], [2],
               expected=[1, 2, 3, 2, 1]))
    t.add(Case("tf_symmetric_02", v, "i32", "symmetric", [0], [2],
               expected=[1, 2, 3, 3, 2]))
    t.add(Case("tf_symmetric_20", v, "i32", "symmetric", [2], [0],
               expected=[2, 1, 1, 2, 3]))
    t.add(Case("tf_reflect_20", v, "i32", "reflect", [2], [0],
               expected=[3, 2, 1, 2, 3]))
    # The limits: reflect up to d - 1, symmetric up to d, on both sides.
    t.add(Case("tf_reflect_limit", tt, "f64", "reflect", [1, 2], [1, 2]))
    t.add(Case("tf_symmetric_limit", tt, "f64", "symmetric", [2, 3], [2, 3]))
    return t


def wrap():
    t = TestFile("wrap.mlir", "wrap mode (ONNX opset 19 `wrap`, PyTorch "
                 "`circular`; the project's addition):\ns(k) = k mod d, for "
                 "every pad amount, including pads larger than the extent.")
    v = [1, 2, 3]
    t.add(Case("wrap_1d", v, "i32", "wrap", [2], [3]))
    t.add(Case("wrap_1d_beyond", v, "i32", "wrap", [7], [8]))
    t.add(Case("wrap_1d_crop_below", v, "i32", "wrap", [-1], [5]))
    t.add(Case("wrap_1d_crop_past", v, "i32", "wrap", [4], [-5]))
    t.add(Case("wrap_single", [5], "i32", "wrap", [3], [2]))
    t.add(Case("wrap_2d", OV_DATA, "i32", "wrap", [4, 5], [3, 9]))
    t.add(Case("wrap_2d_mixed", OV_DATA, "f32", "wrap", [-2, 6], [5, -3]))
    t.add(Case("wrap_3d", iota([2, 3, 2]), "i64", "wrap", [1, 3, -1],
               [2, -1, 3]))
    return t


def large_pads():
    t = TestFile("large-pads.mlir", "Pads larger than the extent (the spec "
                 "continues the period of reflect, symmetric\nand wrap; edge "
                 "clamps) and negative pads larger than the extent.")
    for mode in MODES:
        t.add(Case("big_d4_%s" % mode, [1, 2, 3, 4], "i32", mode, [9], [11]))
        t.add(Case("big_d2_%s" % mode, [7, 8], "i32", mode, [5], [6]))
        t.add(Case("big_d1_%s" % mode, [5], "i32", mode, [3], [4]))
        t.add(Case("big_one_side_%s" % mode, [1, 2, 3], "i32", mode, [0],
                   [8]))
        # Negative pads beyond the extent: the window lies wholly in the
        # padding on the other side.
        t.add(Case("neg_below_%s" % mode, [1, 2, 3], "i32", mode, [-5], [7]))
        t.add(Case("neg_above_%s" % mode, [1, 2, 3], "i32", mode, [6], [-8]))
        t.add(Case("neg_both_empty_%s" % mode, [1, 2, 3], "i32", mode, [-4],
                   [-2]))
        t.add(Case("neg_far_%s" % mode, [1, 2, 3], "i32", mode, [-10], [-10]))
        t.add(Case("neg_2d_%s" % mode, OV_DATA, "i32", mode, [-4, 6], [5, -9]))
        t.add(Case("big_2d_%s" % mode, [[1, 2, 3], [4, 5, 6]], "i32", mode,
                   [5, 7], [4, 8]))
    return t


def extreme_pads():
    t = TestFile("extreme-pads.mlir", "Pad amounts near the 64-bit limits "
                 "whose output extent is small: the verifier\naccepts them "
                 "(rule 9 bounds only the stretched and the output extent), "
                 "so the\nresult is defined by the spec's table with exact "
                 "arithmetic.  Here every coordinate\nk = o - p still fits in "
                 "64 bits (see extreme-coordinates.mlir for the rest).",
                 plain=True)
    v = [10, 20, 30]
    pairs = [
        ("a", -(1 << 62), (1 << 62) + 1),   # k = o + 2^62
        ("c", I64_MAX, -I64_MAX),           # k = o - INT64_MAX, p + d > INT64_MAX
        ("d", I64_MAX - 1, -I64_MAX + 1),
        ("e", -I64_MAX + 5, I64_MAX - 6),   # k up to INT64_MAX - 4
    ]
    for tag, p, q in pairs:
        for mode in MODES:
            t.add(Case("x%s_%s" % (tag, mode), v, "i32", mode, [p], [q]))
    # 2-D: one dimension extreme, the other ordinary.
    for mode in MODES:
        t.add(Case("x2d_%s" % mode, OV_DATA, "i32", mode, [1, I64_MAX - 1],
                   [0, -I64_MAX]))
    # Interior near the limits: stride r + 1 = 2^62 + 1.
    r = 1 << 62
    t.add(Case("xinterior_a", [7, 8], "i32", "constant", [-r], [1], [r], 5))
    t.add(Case("xinterior_b", [7, 8], "i32", "constant", [0], [-r], [r], 5))
    t.add(Case("xinterior_c", [7, 8], "i32", "constant", [-(r + 1)], [0], [r],
               5))
    h = 1 << 61
    t.add(Case("xinterior_d", [7, 8, 9], "i32", "constant", [-(2 * h + 2)],
               [2], [h], 5))
    t.add(Case("xinterior_e", [7, 8, 9], "i32", "constant", [-(h + 1)],
               [-(h + 1)], [h], 5))
    return t


def extreme_coordinates():
    t = TestFile("extreme-coordinates.mlir", "Valid pads whose stretched "
                 "coordinate k = o - p leaves the 64-bit range\n(p close to "
                 "-INT64_MAX, or INT64_MIN as a dynamic entry), with a small "
                 "output.\nThe spec defines s(k) with exact arithmetic; a "
                 "64-bit k wraps around.")
    v = [10, 20, 30]
    for mode in MODES:
        t.add(Case("xk_%s" % mode, v, "i32", mode, [-I64_MAX],
                   [I64_MAX - 1]))
    for mode in MODES:
        t.add(Case("xk2d_%s" % mode, OV_DATA, "i32", mode, [1, -I64_MAX],
                   [0, I64_MAX - 2]))
    # Dynamic only: below = INT64_MIN cannot be written as a static entry.
    for mode in MODES:
        t.add(Case("xkmin_%s" % mode, v, "i32", mode, [-(1 << 63)],
                   [I64_MAX], forms=("dynamic",)))
    return t


def interior():
    t = TestFile("interior.mlir", "Interior padding (constant mode only): "
                 "e = (d - 1) * (r + 1) + 1, then below /\nabove pad or crop the "
                 "stretched tensor.",
                 plain=True)
    v = [1, 2, 3]
    t.add(Case("int_1d", v, "i32", "constant", [0], [0], [1], 9))
    t.add(Case("int_1d_pads", v, "i32", "constant", [2], [1], [3], 9))
    t.add(Case("int_1d_crop1", v, "i32", "constant", [-1], [0], [2], 9))
    t.add(Case("int_1d_crop3", v, "i32", "constant", [-3], [-2], [2], 9))
    t.add(Case("int_1d_crop_all_pad", [1, 2], "i32", "constant", [-1], [-1],
               [3], 9))
    t.add(Case("int_1d_empty", v, "i32", "constant", [-5], [0], [1], 9))
    t.add(Case("int_1d_beyond", v, "i32", "constant", [-7], [4], [1], 9))
    t.add(Case("int_single", [5], "i32", "constant", [1], [1], [3], 9))
    t.add(Case("int_2d", OV_DATA, "i32", "constant", [-2, 1], [1, -3], [2, 1],
               99))
    t.add(Case("int_2d_outer", OV_DATA, "i32", "constant", [0, 0], [0, 0],
               [1, 0], 99))
    t.add(Case("int_2d_inner", OV_DATA, "i32", "constant", [0, 0], [0, 0],
               [0, 2], 99))
    t.add(Case("int_3d", iota([2, 2, 3]), "i32", "constant", [0, 1, -1],
               [1, 0, 1], [1, 0, 2], -1))
    t.add(Case("int_f64_zero", np.array(OV_DATA) * 0.5, "f64", "constant",
               [1, 0], [0, 1], [1, 1]))
    t.add(Case("int_i8", [[-128, 127], [5, -6]], "i8", "constant", [1, 1],
               [1, 1], [2, 1], -3))
    # Rows long enough for --pad-to-llvm's vector spans of a strided copy
    # (inner stride 2 to 8, 4- and 8-byte elements), their whole-span bound
    # and scalar tail; stride 9 and 2-byte elements stay element by element.
    t.add(Case("int_long_s2", iota([3, 37]), "f32", "constant", [0, -1],
               [1, 2], [1, 1], 9.5))
    t.add(Case("int_long_s4_f64", iota([2, 29]), "f64", "constant", [1, 0],
               [0, 0], [0, 3], -1))
    t.add(Case("int_long_s8", iota([2, 20]), "i32", "constant", [0, 3],
               [0, -5], [0, 7], 7))
    t.add(Case("int_long_s9", iota([1, 12]), "i32", "constant", [0, 0],
               [0, 0], [0, 8], 7))
    t.add(Case("int_long_f16", iota([2, 40]), "f16", "constant", [0, 1],
               [0, 1], [0, 1], 3))
    return t


# Inputs per element type: extremes where the type has them.
TYPE_INPUTS = {
    "i1": ([[True, False, True], [False, False, True]], True),
    "i8": ([[-128, 127, -1], [5, 0, -7]], -9),
    "i16": ([[-32768, 32767, -1], [300, 0, -7]], 1234),
    "i32": ([[-2147483648, 2147483647, -1], [70000, 0, -7]], 42),
    "i64": ([[-(1 << 63), I64_MAX, -1], [1 << 40, 0, -7]], -(1 << 50)),
    "index": ([[0, I64_MAX, 1], [1 << 40, 17, 7]], 123456789),
    "f16": ([[-65504.0, 0.5, 1000.0], [-2.25, 0.0, 0.001953125]], 3.5),
    "bf16": ([[1.5, -256.0, 0.0078125], [3072.0, -0.5, 2.0 ** 100]], -6.0),
    "f32": ([[1.5, -2.25, 1.0e10], [3.0e-5, -0.0, 16777216.0]], 7.25),
    "f64": ([[0.1, -1.0e300, 2.5], [1.0e-300, 123456.0, -7.0]], -0.125),
    "complex<f32>": ([[complex(1, 2), complex(3, -4), complex(-0.5, 0.25)],
                      [complex(0, 1), complex(8, 0), complex(-6, -7)]],
                     complex(7.5, -1)),
    # Beyond the brief's list, from the contract's list of element types:
    # complex<f64> and the 8-bit floats (printed as bit patterns).
    "complex<f64>": ([[complex(0.1, -2.5), complex(1e300, 3), complex(-7, 0)],
                      [complex(0, -1e-300), complex(8, 9), complex(-6, 1)]],
                     complex(-0.125, 64)),
    "f8E4M3FN": ([[1.5, -448.0, 0.125], [0.015625, -0.0, 240.0]], 2.5),
    "f8E5M2": ([[1.5, -57344.0, 0.25], [2.0 ** -14, 3.0, -0.5]], -96.0),
}


ELEMENT_SIZE_RUN = """\
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s --check-prefix=SHARED \\
// RUN:   --implicit-check-not='internal @__pad_{{[a-z]+}}_2d_f' \\
// RUN:   --implicit-check-not='internal @__pad_{{[a-z]+}}_2d_bf'

// The values below come through kernels shared by element size: the floats
// call the kernels of the integer of their width (f16 and bf16 i16's, f32
// i32's, f64 i64's, the 8-bit floats i8's), and no kernel of a float type
// is made; index, i1 and complex keep their own.
// SHARED-DAG: llvm.func internal @__pad_reflect_2d_i8_new_{{[0-9]+}}(
// SHARED-DAG: llvm.func internal @__pad_reflect_2d_i16_new_{{[0-9]+}}(
// SHARED-DAG: llvm.func internal @__pad_reflect_2d_i32_new_{{[0-9]+}}(
// SHARED-DAG: llvm.func internal @__pad_reflect_2d_i64_new_{{[0-9]+}}(
// SHARED-DAG: llvm.func internal @__pad_constant_2d_i16_value_new_{{[0-9]+}}(
// SHARED-DAG: llvm.func internal @__pad_reflect_2d_index_new_{{[0-9]+}}(
// SHARED-DAG: llvm.func internal @__pad_reflect_2d_complex_f32__new_{{[0-9]+}}(
"""


def element_types():
    t = TestFile("element-types.mlir", "Every element type of the contract: "
                 "i1, i8, i16, i32, i64, index, f16, bf16,\nf32, f64, "
                 "complex<f32>, complex<f64>, f8E4M3FN, f8E5M2 (i1 and i8 "
                 "printed through an\ni32 copy, complex as its real and "
                 "imaginary parts, the 8-bit floats as their bit\npatterns).",
                 extra_run=ELEMENT_SIZE_RUN)
    for etype, (x, value) in TYPE_INPUTS.items():
        tag = etype.replace("<", "_").replace(">", "")
        tag = tag[0].lower() + tag[1:]
        t.add(Case("%s_constant" % tag, x, etype, "constant", [1, 0], [0, 2],
                   value=value))
        t.add(Case("%s_constant_zero" % tag, x, etype, "constant", [0, 1],
                   [1, 0]))
        t.add(Case("%s_interior" % tag, x, etype, "constant", [0, -1], [1, 1],
                   [1, 1], value=value))
        t.add(Case("%s_edge" % tag, x, etype, "edge", [1, 2], [2, -1]))
        t.add(Case("%s_reflect" % tag, x, etype, "reflect", [1, 2], [1, 3]))
        t.add(Case("%s_symmetric" % tag, x, etype, "symmetric", [2, -1],
                   [1, 4]))
        t.add(Case("%s_wrap" % tag, x, etype, "wrap", [3, 4], [-1, 2]))
    return t


RANK_SHAPES = {
    1: ([4], [2], [3]),
    2: ([2, 3], [1, -1], [2, 2]),
    3: ([2, 3, 2], [1, 0, 2], [-1, 2, 1]),
    4: ([2, 1, 3, 2], [0, 2, 1, -1], [1, 1, 0, 2]),
    5: ([1, 2, 2, 1, 2], [1, 0, 1, 2, 0], [1, 1, 0, 0, 1]),
    6: ([2, 1, 2, 1, 1, 2], [1, 1, 0, 0, 1, -1], [0, 0, 1, 0, 0, 2]),
}


def ranks():
    t = TestFile("ranks.mlir", "Ranks 0 to 6 in every mode (small extents; "
                 "rank 0 has nothing to pad).",
                 plain=True)
    for mode in MODES:
        t.add(Case("r0_%s" % mode, np.array(7), "i32", mode, [], [],
                   forms=("folded", "static")))
        t.add(Case("r0_f32_%s" % mode, np.array(-2.5), "f32", mode, [], [],
                   value=9.0 if mode == "constant" else None,
                   forms=("folded", "static", "dynamic")))
    for rank, (shape, below, above) in RANK_SHAPES.items():
        for mode in MODES:
            t.add(Case("r%d_%s" % (rank, mode), iota(shape), "i32", mode,
                       below, above, value=-1 if mode == "constant" else None))
    # All pads zero: the op folds to its argument (any mode).
    for mode in MODES:
        t.add(Case("r2_identity_%s" % mode, iota([2, 3]), "i32", mode, [0, 0],
                   [0, 0]))
    # Interior in higher ranks.
    t.add(Case("r4_interior", iota([2, 1, 3, 2]), "i32", "constant",
               [0, 1, -1, 1], [1, 0, 1, 0], [1, 3, 1, 2], -1))
    t.add(Case("r6_interior", iota([2, 1, 2, 1, 1, 2]), "i32", "constant",
               [1, 0, 0, 0, 1, -1], [0, 0, 1, 1, 0, 0], [1, 0, 1, 0, 0, 2],
               -1))
    return t


def zero_size():
    t = TestFile("zero-size.mlir", "Zero-size dimensions and empty results "
                 "(an empty result is checked by its\nsizes: the runner prints "
                 "a stray element after `data =`).",
                 plain=True)
    e1 = np.zeros([0], dtype=np.int64)
    t.add(Case("z_const_1d", e1, "i32", "constant", [2], [1], value=7))
    t.add(Case("z_const_1d_zero", e1, "i32", "constant", [2], [1]))
    t.add(Case("z_const_1d_neg", e1, "i32", "constant", [-1], [3], value=7))
    t.add(Case("z_const_1d_interior", e1, "i32", "constant", [1], [1], [2], 7))
    t.add(Case("z_const_2x0", np.zeros([2, 0]), "i32", "constant", [0, 1],
               [1, 2], value=7))
    t.add(Case("z_const_0x3", np.zeros([0, 3]), "f32", "constant", [1, 0],
               [0, 0], value=2.5))
    t.add(Case("z_const_empty", [1, 2, 3], "i32", "constant", [-3], [0]))
    for mode in MODES:
        # A 0 extent that stays empty, the other dimension padded.
        t.add(Case("z_0x3_%s" % mode, np.zeros([0, 3]), "i32", mode, [0, 1],
                   [0, 1]))
        t.add(Case("z_0x3_neg_%s" % mode, np.zeros([0, 3]), "i32", mode,
                   [2, 1], [-3, 1]))
        t.add(Case("z_2x0x3_%s" % mode, np.zeros([2, 0, 3]), "i32", mode,
                   [1, 1, 1], [0, -1, 1]))
        # Non-empty input cropped to an empty result.
        t.add(Case("z_crop_%s" % mode, OV_DATA, "i32", mode, [-2, 0],
                   [-1, 0]))
        t.add(Case("z_crop_inner_%s" % mode, OV_DATA, "i32", mode, [1, -6],
                   [1, 2]))
    return t


def zero_extent_dynamic_pads():
    t = TestFile("zero-extent-dynamic-pads.mlir", "A static extent of 0 whose "
                 "pads are run-time values (the result extent is\n`?`): in "
                 "the non-constant modes the output must be empty along it "
                 "(rule 6,\nguarded at run time), in constant mode it is "
                 "filled with the value.")
    for mode in MODES:
        value = 4 if mode == "constant" else None
        t.add(Case("zd_0x3_%s" % mode, np.zeros([0, 3]), "i32", mode, [1, 1],
                   [-1, 1], value=value, forms=("dynamic",),
                   dyn_dims=[False, False], dyn_below=[False, False],
                   dyn_above=[True, False]))
        t.add(Case("zd_2x0x3_%s" % mode, np.zeros([2, 0, 3]), "i32", mode,
                   [1, 2, 0], [0, -2, 1], value=value, forms=("dynamic",),
                   dyn_dims=[False, False, False],
                   dyn_below=[False, True, False],
                   dyn_above=[False, True, False]))
        t.add(Case("zd_1d_%s" % mode, np.zeros([0]), "i32", mode, [-2], [2],
                   value=value, forms=("dynamic",), dyn_dims=[False],
                   dyn_below=[False], dyn_above=[True]))
    t.add(Case("zd_const_fill", np.zeros([0, 3]), "i32", "constant", [1, 0],
               [1, 0], value=4, forms=("dynamic",), dyn_dims=[False, False],
               dyn_below=[False, False], dyn_above=[True, False]))
    return t


def interior_dynamic_crop():
    t = TestFile("interior-dynamic-crop.mlir", "Interior padding where the "
                 "crop (or a zero extent) leaves no source element\nvisible "
                 "and a pad entry is a run-time value: the output is all "
                 "`value`.")
    six = [1, 2, 3, 4, 5, 6]
    t.add(Case("ic_1d_above", six, "i32", "constant", [-12], [3], [1], 9,
               forms=("static", "dynamic"), dyn_dims=[False],
               dyn_below=[False], dyn_above=[True]))
    t.add(Case("ic_1d_below", six, "i32", "constant", [-12], [3], [1], 9,
               forms=("dynamic",), dyn_dims=[False], dyn_below=[True],
               dyn_above=[False]))
    t.add(Case("ic_1d_all", six, "i32", "constant", [-12], [3], [1], 9,
               forms=("dynamic",)))
    t.add(Case("ic_zero_extent", np.zeros([0]), "i32", "constant", [1], [1],
               [2], 9, forms=("static", "dynamic"), dyn_dims=[False],
               dyn_below=[False], dyn_above=[True]))
    t.add(Case("ic_2d_inner", [six, six], "i32", "constant", [0, -8],
               [0, 4], [1, 0], 9, forms=("static", "dynamic"),
               dyn_dims=[False, False], dyn_below=[False, False],
               dyn_above=[False, True]))
    t.add(Case("ic_2d_outer", OV_DATA, "i32", "constant", [1, -10], [0, 3],
               [0, 2], 9, forms=("static", "dynamic"),
               dyn_dims=[False, False], dyn_below=[True, False],
               dyn_above=[False, True]))
    t.add(Case("ic_3d_empty", iota([2, 3, 2]), "i32", "constant",
               [0, -6, 1], [1, 2, 0], [1, 1, 0], 9,
               forms=("static", "dynamic"), dyn_dims=[True, False, False],
               dyn_below=[False, False, True], dyn_above=[False, True, False]))
    return t


def dynamic():
    t = TestFile("dynamic.mlir", "Mixed static and dynamic extents and pad "
                 "entries in every mode; the IR checks make\nsure the pads "
                 "really are run-time values after lowering (nothing folded).",
                 extra_run=DYNAMIC_IR_RUN,
                 plain=True)
    for mode in MODES:
        t.add(Case("mix_a_%s" % mode, OV_DATA, "i32", mode, [2, -1], [-1, 3],
                   value=5 if mode == "constant" else None,
                   forms=("dynamic",), dyn_dims=[True, False],
                   dyn_below=[False, True], dyn_above=[True, False]))
        t.add(Case("mix_b_%s" % mode, OV_DATA, "f64", mode, [1, 5], [4, 0],
                   value=0.5 if mode == "constant" else None,
                   forms=("dynamic",), dyn_dims=[False, False],
                   dyn_below=[True, True], dyn_above=[True, False],
                   dyn_value=False))
        t.add(Case("mix_c_%s" % mode, iota([3, 2, 4]), "i64", mode,
                   [0, 3, -2], [2, -1, 5], forms=("dynamic",),
                   dyn_dims=[True, False, True], dyn_below=[False, True, False],
                   dyn_above=[False, False, False]))
        t.add(Case("mix_d_%s" % mode, iota([3, 2, 4]), "i64", mode,
                   [4, 3, 9], [5, 7, 6], forms=("dynamic",)))
    t.add(Case("mix_interior", OV_DATA, "i32", "constant", [-1, 2], [3, -2],
               [2, 1], 8, forms=("dynamic",), dyn_dims=[True, False],
               dyn_below=[True, False], dyn_above=[False, True]))
    return t


DYNAMIC_IR_RUN = """\
// RUN: pad-opt %s --convert-pad-to-linalg | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-scf | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg" | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" | FileCheck %s --check-prefix=LLVM

// The callee keeps its run-time arguments: its extents are read with
// tensor.dim and the guards of spec section 2 stay (they would fold away if
// the pads or extents were known).
// IR-LABEL: func.func @mix_d_wrap_dynamic(
// IR-SAME: tensor<?x?x?xi64>, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index) -> tensor<?x?x?xi64>
// IR-NOT: pad.pad
// IR: tensor.dim
// IR: cf.assert {{.*}} "pad.pad: the output extent of dimension 0 does not fit in 64 bits"
// IR: cf.assert {{.*}} "pad.pad: mode 'wrap' cannot pad dimension 0 of extent 0 to a non-empty output"
// IR: return
// LLVM-LABEL: llvm.func @mix_d_wrap_dynamic(
// LLVM: llvm.call @abort()
// LLVM: llvm.return
"""



def _ov_xml_case(t, name, shape, mode, below, above, value, dynamic):
    """One of OpenVINO's XML examples: the input (too large to print) is
    generated in MLIR as ((linear index) mod 251) + 1; the output is checked
    by its sizes, its sum and a position-weighted sum (weight
    ((7*o0 + 5*o1 + 3*o2 + o3) mod 13) + 1), all computed by the oracle."""
    from pad_oracle import (numpy_pad, output_extent,
                            spec_pad_vectorized)
    from mlir_emit import tensor_type, pad_op
    rank = len(shape)
    n = int(np.prod(shape))
    arg = ((np.arange(n) % 251) + 1).reshape(shape).astype(np.float32)
    fill = value if value is not None else 0
    want = spec_pad_vectorized(arg, below, above, None, mode, fill)
    other = numpy_pad(arg, below, above, None, mode, fill)
    assert other is None or np.array_equal(other, want), name
    out = list(want.shape)
    assert out == [output_extent(d, p, q) for d, p, q in
                   zip(shape, below, above)]
    idx = np.indices(out)
    weight = (7 * idx[0] + 5 * idx[1] + 3 * idx[2] + idx[3]) % 13 + 1
    ints = want.astype(np.int64)
    s1, s2 = int(ints.sum()), int((ints * weight).sum())
    at = tensor_type(shape, "f32")
    form = "dynamic" if dynamic else "static"
    callee = "%s_%s" % (name, form)
    if dynamic:
        dt = tensor_type([None] * rank, "f32")
        rt = dt
        params = ["%%x: %s" % dt] + ["%%lo%d: index" % i for i in range(rank)] \
            + ["%%hi%d: index" % i for i in range(rank)]
        lo = ["%%lo%d" % i for i in range(rank)]
        hi = ["%%hi%d" % i for i in range(rank)]
    else:
        dt = at
        rt = tensor_type(out, "f32")
        params = ["%%x: %s" % at]
        lo, hi = below, above
    f = ["func.func @%s(%s) -> %s attributes {no_inline} {" % (
        callee, ", ".join(params), rt)]
    v = None
    if value is not None:
        f.append("  %%v = arith.constant %s : f32" % float(value))
        v = "%v"
    f.append("  " + pad_op("%r", "%x", dt, rt, mode, lo, hi, None, v))
    f.append("  return %%r : %s" % rt)
    f.append("}")
    strides = [int(np.prod(shape[i + 1:])) for i in range(rank)]
    idmap = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
    scalar = "affine_map<(d0, d1, d2, d3) -> ()>"
    par = ", ".join(['"parallel"'] * 4)
    red = ", ".join(['"reduction"'] * 4)
    b = []
    b.append("%e = tensor.empty() : " + at)
    b.append("%%x = linalg.generic {indexing_maps = [%s], iterator_types = "
             "[%s]} outs(%%e : %s) {" % (idmap, par, at))
    b.append("^bb0(%o: f32):")
    b.append("  %lin0 = arith.constant 0 : index")
    for i in range(4):
        b.append("  %%i%d = linalg.index %d : index" % (i, i))
        b.append("  %%s%d = arith.constant %d : index" % (i, strides[i]))
        b.append("  %%t%d = arith.muli %%i%d, %%s%d : index" % (i, i, i))
        b.append("  %%lin%d = arith.addi %%lin%d, %%t%d : index" % (i + 1, i, i))
    b.append("  %g251 = arith.constant 251 : index")
    b.append("  %gone = arith.constant 1 : index")
    b.append("  %m = arith.remui %lin4, %g251 : index")
    b.append("  %m1 = arith.addi %m, %gone : index")
    b.append("  %mi = arith.index_cast %m1 : index to i64")
    b.append("  %mf = arith.sitofp %mi : i64 to f32")
    b.append("  linalg.yield %mf : f32")
    b.append("} -> " + at)
    if dynamic:
        b.append("%xd = tensor.cast %x : " + at + " to " + dt)
        args, types = ["%xd"], [dt]
        for side, vals in (("lo", below), ("hi", above)):
            for i in range(rank):
                b.append("%%%s%d = arith.constant %d : index" % (side, i,
                                                                 vals[i]))
                args.append("%%%s%d" % (side, i))
                types.append("index")
    else:
        args, types = ["%x"], [at]
    b.append("%%r = func.call @%s(%s) : (%s) -> %s" % (
        callee, ", ".join(args), ", ".join(types), rt))
    dims = []
    for i in range(rank):
        b.append("%%c%d = arith.constant %d : index" % (i, i))
        b.append("%%d%d = tensor.dim %%r, %%c%d : %s" % (i, i, rt))
        dims.append("%%d%d" % i)
    b.append("%%sizes = tensor.from_elements %s : tensor<4xindex>" %
             ", ".join(dims))
    b.append("%sm = bufferization.to_buffer %sizes : tensor<4xindex> to "
             "memref<4xindex>")
    b.append("%su = memref.cast %sm : memref<4xindex> to memref<*xindex>")
    b.append("func.call @printMemrefInd(%su) : (memref<*xindex>) -> ()")
    b.append("%zero = arith.constant dense<0> : tensor<i64>")
    for k, weighted in ((1, False), (2, True)):
        b.append("%%sum%d = linalg.generic {indexing_maps = [%s, %s], "
                 "iterator_types = [%s]} ins(%%r : %s) outs(%%zero : "
                 "tensor<i64>) {" % (k, idmap, scalar, red, rt))
        b.append("^bb0(%in: f32, %acc: i64):")
        b.append("  %iv = arith.fptosi %in : f32 to i64")
        if weighted:
            b.append("  %w0 = arith.constant 0 : index")
            for i, c in enumerate((7, 5, 3, 1)):
                b.append("  %%j%d = linalg.index %d : index" % (i, i))
                b.append("  %%k%d = arith.constant %d : index" % (i, c))
                b.append("  %%u%d = arith.muli %%j%d, %%k%d : index" % (i, i, i))
                b.append("  %%w%d = arith.addi %%w%d, %%u%d : index" % (
                    i + 1, i, i))
            b.append("  %r13 = arith.constant 13 : index")
            b.append("  %rone = arith.constant 1 : index")
            b.append("  %wm = arith.remui %w4, %r13 : index")
            b.append("  %wm1 = arith.addi %wm, %rone : index")
            b.append("  %wi = arith.index_cast %wm1 : index to i64")
            b.append("  %term = arith.muli %iv, %wi : i64")
        else:
            b.append("  %term = arith.addi %iv, %iv : i64")
            b.append("  %rtwo = arith.constant 2 : i64")
            b.append("  %term2 = arith.divsi %term, %rtwo : i64")
        b.append("  %%acc2 = arith.addi %%acc, %s : i64" % (
            "%term" if weighted else "%term2"))
        b.append("  linalg.yield %acc2 : i64")
        b.append("} -> tensor<i64>")
        b.append("%%v%d = tensor.extract %%sum%d[] : tensor<i64>" % (k, k))
    b.append("%sums = tensor.from_elements %v1, %v2 : tensor<2xi64>")
    b.append("%qm = bufferization.to_buffer %sums : tensor<2xi64> to "
             "memref<2xi64>")
    b.append("%qu = memref.cast %qm : memref<2xi64> to memref<*xi64>")
    b.append("func.call @printMemrefI64(%qu) : (memref<*xi64>) -> ()")
    run = "run_" + callee
    body = "func.func @%s() {\n%s\n  return\n}" % (
        run, "\n".join("  " + l for l in b))
    checks = [
        "// %s [%s]: %s %s below%s above%s%s -> sizes, sum, weighted sum" % (
            name, form, at, mode, below, above,
            "" if value is None else " value %s" % value),
        "// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =",
        "// CHECK-NEXT: [%s]" % ", ".join(str(n) for n in out),
        "// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =",
        "// CHECK-NEXT: [%d, %d]" % (s1, s2),
    ]
    t.add_raw(["\n".join(f)], run, body, checks)


def openvino_shapes():
    t = TestFile("openvino-shapes.mlir", "OpenVINO Pad-12 (seed 003): the "
                 "three XML examples (1x3x32x40 / 2x3x32x40 inputs).\nThe "
                 "document gives the output shapes (and that new elements are "
                 "15.0 in constant\nmode); the values are pinned through "
                 "checksums computed by the oracle.")
    xml = [
        ("ov_xml_constant", [1, 3, 32, 40], "constant", [0, 5, 2, 1],
         [1, 0, 3, 7], 15.0, [2, 8, 37, 48]),
        ("ov_xml_constant_negative", [2, 3, 32, 40], "constant",
         [0, -2, -8, 1], [-1, 4, -6, 7], 15.0, [1, 5, 18, 48]),
        ("ov_xml_edge", [1, 3, 32, 40], "edge", [0, 5, 2, 1], [1, 0, 3, 7],
         None, [2, 8, 37, 48]),
    ]
    from pad_oracle import output_extent
    for name, shape, mode, below, above, value, doc_shape in xml:
        assert [output_extent(d, p, q) for d, p, q in
                zip(shape, below, above)] == doc_shape
        for dynamic in (False, True):
            _ov_xml_case(t, name, shape, mode, below, above, value, dynamic)
    return t


def large_outputs():
    t = TestFile("large-outputs.mlir", "Outputs above the pipeline's default "
                 "streaming-store threshold (8 MiB): the\nlarge-buffer code "
                 "path of --pad-to-llvm, with static sizes and with the "
                 "choice made\nat run time (dynamic sizes).  Checked like "
                 "openvino-shapes.mlir: sizes, sum and a\nposition-weighted "
                 "sum computed by the oracle.")
    big = [
        ("big_edge", [1, 2, 1000, 1100], "edge", [0, 0, 5, 10],
         [0, 0, 5, 10], None),
        ("big_constant", [1, 2, 1000, 1100], "constant", [0, 1, 3, -2],
         [0, 0, 4, 7], 15.0),
        ("big_reflect", [1, 2, 1000, 1100], "reflect", [0, 0, -3, 4],
         [0, 0, 2, 5], None),
        ("big_wrap", [1, 2, 1000, 1100], "wrap", [1, 0, 7, -9],
         [0, 0, -1, 3], None),
    ]
    for name, shape, mode, below, above, value in big:
        for dynamic in (False, True):
            _ov_xml_case(t, name, shape, mode, below, above, value, dynamic)
    return t


def main():
    files = [ngraph(), openvino(), onnx(), tensorflow(), wrap(), large_pads(),
             extreme_pads(), extreme_coordinates(), interior(), element_types(), ranks(),
             zero_size(), zero_extent_dynamic_pads(),
             interior_dynamic_crop(), dynamic(), openvino_shapes(),
             large_outputs()]
    for f in files:
        print(f.write(OUT))


if __name__ == "__main__":
    main()
