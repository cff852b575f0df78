#!/usr/bin/python3
"""Generates ../fusion.mlir: pads fused into tiled consumers (spec section 5),
each case twice, once tagged for the transform script
(fusion-transform.mlir) and once untiled, with the number of elements where
the two differ and a checksum of the fused result printed.  The checksums in
the CHECK lines come from numpy here: the pad from pad_oracle.py, the
convolution, pooling and elementwise ops written out with numpy, so the
expected values depend on nothing under test.

Usage: gen_fusion.py > ../fusion.mlir
"""

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "differential"))
import pad_oracle  # noqa: E402

INT_MIN = -(1 << 31)


def data(shape, coeffs, mod, shift):
    """((sum_i coeffs[i] * index_i) mod `mod`) - shift, as the MLIR does."""
    idx = np.indices(shape)
    v = sum(c * i for c, i in zip(coeffs, idx))
    return (v % mod - shift).astype(np.int64)


def conv(x, w):
    n, h, wd, c = x.shape
    kh, kw, _, f = w.shape
    out = np.zeros((n, h - kh + 1, wd - kw + 1, f), dtype=np.int64)
    for i in range(kh):
        for j in range(kw):
            out += np.einsum("nhwc,cf->nhwf",
                             x[:, i:i + out.shape[1], j:j + out.shape[2], :],
                             w[i, j])
    return out


def pool_max(x, kh, kw):
    n, h, wd, c = x.shape
    out = np.full((n, h - kh + 1, wd - kw + 1, c), INT_MIN, dtype=np.int64)
    for i in range(kh):
        for j in range(kw):
            out = np.maximum(out, x[:, i:i + out.shape[1],
                                    j:j + out.shape[2], :])
    return out


def pad(x, below, above, mode, value=0):
    return pad_oracle.spec_pad(x, below, above, None, mode, value)


def ttype(shape):
    return "tensor<%sxi32>" % "x".join(str(n) for n in shape)


def data_fn(name, shape, coeffs, mod, shift):
    rank = len(shape)
    dims = ", ".join("d%d" % i for i in range(rank))
    lines = ["func.func @%s() -> %s {" % (name, ttype(shape)),
             "  %%e = tensor.empty() : %s" % ttype(shape),
             "  %%r = linalg.generic {indexing_maps = [affine_map<(%s) -> "
             "(%s)>], iterator_types = [%s]} outs(%%e : %s) {" % (
                 dims, dims, ", ".join(['"parallel"'] * rank), ttype(shape)),
             "  ^bb0(%out: i32):"]
    terms = []
    for i, c in enumerate(coeffs):
        lines.append("    %%i%d = linalg.index %d : index" % (i, i))
        lines.append("    %%k%d = arith.constant %d : index" % (i, c))
        lines.append("    %%t%d = arith.muli %%i%d, %%k%d : index" % (i, i, i))
        terms.append("%%t%d" % i)
    acc = terms[0]
    for k, t in enumerate(terms[1:]):
        lines.append("    %%s%d = arith.addi %s, %s : index" % (k, acc, t))
        acc = "%%s%d" % k
    lines += ["    %%m = arith.constant %d : index" % mod,
              "    %%rem = arith.remui %s, %%m : index" % acc,
              "    %%sh = arith.constant %d : index" % shift,
              "    %v = arith.subi %rem, %sh : index",
              "    %vi = arith.index_cast %v : index to i32",
              "    linalg.yield %vi : i32",
              "  } -> %s" % ttype(shape),
              "  return %%r : %s" % ttype(shape), "}"]
    return "\n".join(lines)


CONV_ATTRS = ("dilations = dense<1> : tensor<2xi64>, "
              "strides = dense<1> : tensor<2xi64>")


def conv_body(tag, x, xt, pt, w, wt, ot, pad_line):
    return [pad_line,
            "  %c0 = arith.constant 0 : i32",
            "  %%e = tensor.empty() : %s" % ot,
            "  %%f = linalg.fill ins(%%c0 : i32) outs(%%e : %s) -> %s" % (
                ot, ot),
            "  %%r = linalg.conv_2d_nhwc_hwcf {%s%s} ins(%%p, %s : %s, %s) "
            "outs(%%f : %s) -> %s" % (CONV_ATTRS, tag, w, pt, wt, ot, ot)]


def main():
    funcs, cases = [], []

    # 1. reflect pad + conv.
    x1 = data((1, 8, 8, 2), (2, 7, 3, 5), 11, 5)
    w1 = data((3, 3, 2, 3), (3, 5, 7, 2), 7, 3)
    p1 = pad(x1, [0, 1, 1, 0], [0, 1, 1, 0], "reflect")
    cases.append(dict(n=1, ins=[("x", (1, 8, 8, 2), (2, 7, 3, 5), 11, 5),
                                ("w", (3, 3, 2, 3), (3, 5, 7, 2), 7, 3)],
                      out=(1, 8, 8, 3), want=conv(p1, w1),
                      body=lambda tag: conv_body(
                          tag, "%x", ttype((1, 8, 8, 2)),
                          ttype((1, 10, 10, 2)), "%w", ttype((3, 3, 2, 3)),
                          ttype((1, 8, 8, 3)),
                          "  %p = pad.pad reflect %x below[0, 1, 1, 0] "
                          "above[0, 1, 1, 0] : tensor<1x8x8x2xi32> to "
                          "tensor<1x10x10x2xi32>")))

    # 2. constant pad (value -3) + conv.
    x2 = data((1, 7, 6, 2), (2, 7, 3, 5), 11, 5)
    w2 = data((3, 3, 2, 3), (3, 5, 7, 2), 7, 3)
    p2 = pad(x2, [0, 2, 1, 0], [0, 0, 1, 0], "constant", -3)
    cases.append(dict(n=2, ins=[("x", (1, 7, 6, 2), (2, 7, 3, 5), 11, 5),
                                ("w", (3, 3, 2, 3), (3, 5, 7, 2), 7, 3)],
                      out=(1, 7, 6, 3), want=conv(p2, w2),
                      body=lambda tag: ["  %v = arith.constant -3 : i32"] +
                      conv_body(
                          tag, "%x", ttype((1, 7, 6, 2)), ttype((1, 9, 8, 2)),
                          "%w", ttype((3, 3, 2, 3)), ttype((1, 7, 6, 3)),
                          "  %p = pad.pad constant %x below[0, 2, 1, 0] "
                          "above[0, 0, 1, 0] value %v : tensor<1x7x6x2xi32> "
                          "to tensor<1x9x8x2xi32>")))

    # 3. constant pad (value INT_MIN) + max pooling 3x3.
    x3 = data((1, 7, 9, 2), (2, 7, 3, 5), 11, 5)
    p3 = pad(x3, [0, 1, 1, 0], [0, 1, 2, 0], "constant", INT_MIN)
    cases.append(dict(n=3, ins=[("x", (1, 7, 9, 2), (2, 7, 3, 5), 11, 5)],
                      out=(1, 7, 10, 2), want=pool_max(p3, 3, 3),
                      body=lambda tag: [
                          "  %v = arith.constant -2147483648 : i32",
                          "  %p = pad.pad constant %x below[0, 1, 1, 0] "
                          "above[0, 1, 2, 0] value %v : tensor<1x7x9x2xi32> "
                          "to tensor<1x9x12x2xi32>",
                          "  %win = tensor.empty() : tensor<3x3xi32>",
                          "  %e = tensor.empty() : tensor<1x7x10x2xi32>",
                          "  %f = linalg.fill ins(%v : i32) outs(%e : "
                          "tensor<1x7x10x2xi32>) -> tensor<1x7x10x2xi32>",
                          "  %%r = linalg.pooling_nhwc_max {%s%s} ins(%%p, "
                          "%%win : tensor<1x9x12x2xi32>, tensor<3x3xi32>) "
                          "outs(%%f : tensor<1x7x10x2xi32>) -> "
                          "tensor<1x7x10x2xi32>" % (CONV_ATTRS, tag)]))

    # 4. wrap pad + elementwise x * x (1-D, tiles of 4 over 11).
    x4 = data((9,), (5,), 13, 6)
    p4 = pad(x4, [4], [-2], "wrap")
    cases.append(dict(n=4, ins=[("x", (9,), (5,), 13, 6)], out=(11,),
                      want=p4 * p4,
                      body=lambda tag: [
                          "  %p = pad.pad wrap %x below[4] above[-2] : "
                          "tensor<9xi32> to tensor<11xi32>",
                          "  %e = tensor.empty() : tensor<11xi32>",
                          "  %%r = linalg.generic {indexing_maps = "
                          "[affine_map<(d0) -> (d0)>, affine_map<(d0) -> "
                          "(d0)>], iterator_types = [\"parallel\"]%s} "
                          "ins(%%p : tensor<11xi32>) outs(%%e : "
                          "tensor<11xi32>) {" % tag,
                          "  ^bb0(%a: i32, %o: i32):",
                          "    %m = arith.muli %a, %a : i32",
                          "    linalg.yield %m : i32",
                          "  } -> tensor<11xi32>"]))

    # 5. edge pad (crop and pad) + elementwise x * 3 - 1 (2-D).
    x5 = data((5, 6), (7, 3), 11, 5)
    p5 = pad(x5, [2, -1], [1, 3], "edge")
    cases.append(dict(n=5, ins=[("x", (5, 6), (7, 3), 11, 5)], out=(8, 8),
                      want=p5 * 3 - 1,
                      body=lambda tag: [
                          "  %p = pad.pad edge %x below[2, -1] above[1, 3] : "
                          "tensor<5x6xi32> to tensor<8x8xi32>",
                          "  %e = tensor.empty() : tensor<8x8xi32>",
                          "  %c3 = arith.constant 3 : i32",
                          "  %c1 = arith.constant 1 : i32",
                          "  %%r = linalg.generic {indexing_maps = "
                          "[affine_map<(d0, d1) -> (d0, d1)>, "
                          "affine_map<(d0, d1) -> (d0, d1)>], iterator_types "
                          "= [\"parallel\", \"parallel\"]%s} ins(%%p : "
                          "tensor<8x8xi32>) outs(%%e : tensor<8x8xi32>) {" %
                          tag,
                          "  ^bb0(%a: i32, %o: i32):",
                          "    %m = arith.muli %a, %c3 : i32",
                          "    %s = arith.subi %m, %c1 : i32",
                          "    linalg.yield %s : i32",
                          "  } -> tensor<8x8xi32>"]))

    # 6. The chain: elementwise x + 1 -> symmetric pad -> conv.
    x6 = data((1, 6, 7, 2), (2, 7, 3, 5), 11, 5)
    w6 = data((3, 3, 2, 2), (3, 5, 7, 2), 7, 3)
    p6 = pad(x6 + 1, [0, 2, 1, 0], [0, 1, 2, 0], "symmetric")
    cases.append(dict(n=6, ins=[("x", (1, 6, 7, 2), (2, 7, 3, 5), 11, 5),
                                ("w", (3, 3, 2, 2), (3, 5, 7, 2), 7, 3)],
                      out=(1, 7, 8, 2), want=conv(p6, w6),
                      body=lambda tag: [
                          "  %one = arith.constant 1 : i32",
                          "  %ee = tensor.empty() : tensor<1x6x7x2xi32>",
                          "  %inc = linalg.generic {indexing_maps = "
                          "[affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,"
                          " affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>]"
                          ", iterator_types = [\"parallel\", \"parallel\", "
                          "\"parallel\", \"parallel\"]} ins(%x : "
                          "tensor<1x6x7x2xi32>) outs(%ee : "
                          "tensor<1x6x7x2xi32>) {",
                          "  ^bb0(%a: i32, %o: i32):",
                          "    %s = arith.addi %a, %one : i32",
                          "    linalg.yield %s : i32",
                          "  } -> tensor<1x6x7x2xi32>"] + conv_body(
                              tag, "%x", ttype((1, 6, 7, 2)),
                              ttype((1, 9, 10, 2)), "%w",
                              ttype((3, 3, 2, 2)), ttype((1, 7, 8, 2)),
                              "  %p = pad.pad symmetric %inc below[0, 2, 1, 0] "
                              "above[0, 1, 2, 0] : tensor<1x6x7x2xi32> to "
                              "tensor<1x9x10x2xi32>")))

    # 7. reflect pad + conv, tile_using_forall + fuse_into_containing_op.
    cases.append(dict(cases[0], n=7))
    # 8. constant pad + conv, transform.structured.fuse.
    cases.append(dict(cases[1], n=8))
    # 9. constant pad + max pooling, tile_using_for + fuse_into_containing_op.
    cases.append(dict(cases[2], n=9))

    # 10. Dynamic shapes and pad amounts: reflect pad of a tensor<?x?xi32>
    #     (below [%lo, 1], above [1, %hi], both 2) + elementwise x - 7.
    x10 = data((5, 6), (7, 3), 11, 5)
    p10 = pad(x10, [2, 1], [1, 2], "reflect")
    cases.append(dict(n=10, ins=[("x", (5, 6), (7, 3), 11, 5)], out=(8, 9),
                      want=p10 - 7,
                      body=lambda tag: [
                          "  %lo = arith.constant 2 : index",
                          "  %hi = arith.constant 2 : index",
                          "  %xd = tensor.cast %x : tensor<5x6xi32> to "
                          "tensor<?x?xi32>",
                          "  %p = pad.pad reflect %xd below[%lo, 1] "
                          "above[1, %hi] : tensor<?x?xi32> to tensor<?x?xi32>",
                          "  %i0 = arith.constant 0 : index",
                          "  %i1 = arith.constant 1 : index",
                          "  %d0 = tensor.dim %p, %i0 : tensor<?x?xi32>",
                          "  %d1 = tensor.dim %p, %i1 : tensor<?x?xi32>",
                          "  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>",
                          "  %c7 = arith.constant 7 : i32",
                          "  %%g = linalg.generic {indexing_maps = "
                          "[affine_map<(d0, d1) -> (d0, d1)>, "
                          "affine_map<(d0, d1) -> (d0, d1)>], iterator_types "
                          "= [\"parallel\", \"parallel\"]%s} ins(%%p : "
                          "tensor<?x?xi32>) outs(%%e : tensor<?x?xi32>) {" %
                          tag,
                          "  ^bb0(%a: i32, %o: i32):",
                          "    %s = arith.subi %a, %c7 : i32",
                          "    linalg.yield %s : i32",
                          "  } -> tensor<?x?xi32>",
                          "  %r = tensor.cast %g : tensor<?x?xi32> to "
                          "tensor<8x9xi32>"]))

    out = []
    out.append("""// Generated by Inputs/gen_fusion.py: do not edit by hand.
//
// Pads fused into tiled consumers (spec section 5) by the transform script
// Inputs/fusion-transform.mlir, lowered by both routes and run. Each case is
// computed twice, by @fused_N (its consumer tagged fuse_N: tiled, with the
// pad fused into the loops) and by @untiled_N (the same ops, untouched);
// main prints how many elements differ (every element is compared) and a
// checksum of the fused result, which numpy computed in gen_fusion.py.
//
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/fusion-transform.mlir --transform-interpreter | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/fusion-transform.mlir --transform-interpreter --pad-to-llvm=lowering=linalg \\
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/fusion-transform.mlir --transform-interpreter --pad-to-llvm=lowering=scf \\
// RUN:   | %pad-run -e main -entry-point-result=void -shared-libs=%mlir_runner_utils | FileCheck %s

// The fused functions: each pad.pad now sits inside the consumer's loops,
// reading a slice of its source; the untiled functions keep theirs outside.""")
    labels = {7: ("scf.forall", None), 8: ("scf.for", "scf.for"),
              9: ("scf.for", None), 10: ("scf.for", "scf.for"),
              1: ("scf.for", "scf.for"), 2: ("scf.forall", None),
              3: ("scf.for", "scf.for"), 4: ("scf.for", None),
              5: ("scf.for", "scf.for"), 6: ("scf.for", "scf.for")}
    for c in cases:
        n = c["n"]
        outer, inner = labels[n]
        out.append("// IR-LABEL: func.func @fused_%d(" % n)
        out.append("// IR:         %s" % outer)
        if inner:
            out.append("// IR:           %s" % inner)
        if n == 6:
            # The elementwise producer is fused too: the tile of the pad
            # reads a tile of it, which reads a slice of its input.
            out.append("// IR:             tensor.extract_slice")
            out.append("// IR:             %[[G6:.*]] = linalg.generic")
            out.append("// IR:             pad.pad symmetric %[[G6]]")
            continue
        out.append("// IR:             %%[[S%d:.*]] = tensor.extract_slice" % n)
        out.append("// IR:             pad.pad {{[a-z]+}} %%[[S%d]]" % n)
    out.append("")
    out.append("func.func private @printI64(i64)")
    out.append("func.func private @printNewline()")
    for c in cases:
        for name, shape, coeffs, mod, shift in c["ins"]:
            funcs.append(data_fn("data_%d_%s" % (c["n"], name), shape, coeffs,
                                 mod, shift))
    out += funcs
    for c in cases:
        n = c["n"]
        params = ", ".join("%%%s: %s" % (name, ttype(shape))
                           for name, shape, _, _, _ in c["ins"])
        for fname, tag in (("fused", ", fuse_%d" % n), ("untiled", "")):
            body = c["body"](tag)
            out.append("func.func @%s_%d(%s) -> %s attributes {no_inline} {" %
                       (fname, n, params, ttype(c["out"])))
            out += body
            out.append("  return %%r : %s" % ttype(c["out"]))
            out.append("}")
    # main: compare and checksum.
    main = ["func.func @main() {"]
    for c in cases:
        n = c["n"]
        args = []
        for name, shape, _, _, _ in c["ins"]:
            main.append("  %%in%d_%s = call @data_%d_%s() : () -> %s" % (
                n, name, n, name, ttype(shape)))
            args.append("%%in%d_%s" % (n, name))
        types = ", ".join(ttype(i[1]) for i in c["ins"])
        ot = ttype(c["out"])
        main.append("  %%f%d = call @fused_%d(%s) : (%s) -> %s" % (
            n, n, ", ".join(args), types, ot))
        main.append("  %%u%d = call @untiled_%d(%s) : (%s) -> %s" % (
            n, n, ", ".join(args), types, ot))
        main.append("  func.call @count_%d(%%f%d, %%u%d) : (%s, %s) -> ()" % (
            n, n, n, ot, ot))
    main += ["  return", "}"]
    for c in cases:
        n = c["n"]
        rank = len(c["out"])
        ot = ttype(c["out"])
        dims = ", ".join("d%d" % i for i in range(rank))
        idm = "affine_map<(%s) -> (%s)>" % (dims, dims)
        scm = "affine_map<(%s) -> ()>" % dims
        it = ", ".join(['"reduction"'] * rank)
        out += [
            "func.func @count_%d(%%a: %s, %%b: %s) {" % (n, ot, ot),
            "  %z = arith.constant 0 : i64",
            "  %s0 = tensor.empty() : tensor<i64>",
            "  %s1 = linalg.fill ins(%z : i64) outs(%s0 : tensor<i64>) -> "
            "tensor<i64>",
            "  %%diff, %%sum = linalg.generic {indexing_maps = [%s, %s, %s, "
            "%s], iterator_types = [%s]} ins(%%a, %%b : %s, %s) outs(%%s1, "
            "%%s1 : tensor<i64>, tensor<i64>) {" % (idm, idm, scm, scm, it, ot,
                                                   ot),
            "  ^bb0(%x: i32, %y: i32, %d: i64, %s: i64):",
            "    %ne = arith.cmpi ne, %x, %y : i32",
            "    %ne64 = arith.extui %ne : i1 to i64",
            "    %d2 = arith.addi %d, %ne64 : i64",
            "    %x64 = arith.extsi %x : i32 to i64",
            "    %s2 = arith.addi %s, %x64 : i64",
            "    linalg.yield %d2, %s2 : i64, i64",
            "  } -> (tensor<i64>, tensor<i64>)",
            "  %dv = tensor.extract %diff[] : tensor<i64>",
            "  %sv = tensor.extract %sum[] : tensor<i64>",
            "  %%id = arith.constant %d : i64" % n,
            "  func.call @printI64(%id) : (i64) -> ()",
            "  func.call @printNewline() : () -> ()",
            "  func.call @printI64(%dv) : (i64) -> ()",
            "  func.call @printNewline() : () -> ()",
            "  func.call @printI64(%sv) : (i64) -> ()",
            "  func.call @printNewline() : () -> ()",
            "  return", "}"]
    out += main
    checks = []
    for c in cases:
        want = c["want"]
        assert want.shape == c["out"], (c["n"], want.shape)
        assert np.all(np.abs(want) < (1 << 31)), c["n"]
        checks += ["// CHECK:      {{^}}%d{{$}}" % c["n"],
                   "// CHECK-NEXT: {{^}}0{{$}}",
                   "// CHECK-NEXT: {{^}}%d{{$}}" % int(want.sum())]
    out.insert(1, "\n// Case number, elements that differ, checksum.\n" +
               "\n".join(checks))
    print("\n".join(out))


if __name__ == "__main__":
    main()
