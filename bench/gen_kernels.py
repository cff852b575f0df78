#!/usr/bin/env python3
"""Writes the benchmark kernels as MLIR, and the C table that declares them.

  gen_kernels.py mlir <route> [--tiny]   pad.pad kernels for pad-opt --pad-to-llvm=lowering=<route>
  gen_kernels.py mlir user [--tiny]      the same kernels, named for a user's pipeline of
                                         upstream passes and --convert-pad-to-vector
  gen_kernels.py mlir <route>_par [--tiny]
                                         W1 and W2 destination kernels for
                                         --pad-to-llvm="lowering=<route> parallel=true"
  gen_kernels.py upstream [--tiny]       tensor.pad kernels (constant mode), and W6's TOSA
                                         MirrorPad chains, for upstream's TOSA and plain pipelines
  gen_kernels.py raised [--tiny]         the same kernels, named for
                                         pad-opt --raise-tosa-pad --raise-tensor-pad --pad-to-llvm
  gen_kernels.py mlir <route>_fused [--tiny]
                                         the consumer workloads' kernels, tagged for
                                         the fusion script, for pad-opt
                                         --transform-interpreter --pad-to-llvm=lowering=<route>
  gen_kernels.py fusion-script           the transform script that tiles each consumer and
                                         fuses its pad.pad into the loops
  gen_kernels.py mlir vec [--tiny]       W1V's and W3V's kernels: the pad fused into the
                                         consumer and both vectorized, upstream's tensor.pad
                                         through the same script, and the consumer alone on
                                         an input already padded
  gen_kernels.py vector-script [--tiny]  the transform script of the vec kernels: tile and
                                         fuse, then vectorize the consumer and the pad tiles
  gen_kernels.py mlir win_<route>[_unfused] [--tiny]
                                         W7 - W9: pad.pad in front of a depthwise convolution,
                                         a convolution and a max pooling, for
                                         --pad-to-llvm=lowering=<route> (fuse-consumers=false
                                         with _unfused); win_linalg adds the consumers alone,
                                         on an input already padded
  gen_kernels.py mlir win_vec [--tiny]   the same pads and consumers, and the consumers alone,
                                         for the vectorizing schedule (w7v - w9v)
  gen_kernels.py window-script DOC       that schedule: the `// conv-schedule.mlir` block of
                                         DOC (docs/tiling-and-fusion.md), as printed there
  gen_kernels.py table [--tiny]          C++ declarations and case table, for pad_bench.cpp

Every kernel is `f32`. `--tiny` shrinks the workloads for the CI smoke run.
"""
import sys

MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]
# Workloads whose speedup on several threads is reported (parallel=true).
PARALLEL_WORKLOADS = ["w1", "w2"]
# Workloads whose upstream and raised kernels are TensorFlow's MirrorPad as
# TOSA writes it (a slice / reverse / concat chain per padded axis).
CHAIN_WORKLOADS = ["w6a", "w6b"]
# Tile sizes of the consumer for the fused kernels: bands of 8 whole output
# rows of one plane (8 x 518 floats of W1, 16 KiB, in L1 between the pad
# writing the band and the consumer reading it). The fastest of bands of 1,
# 2, 8 and 32 rows and whole planes on W1F (docs/performance.md).
FUSE_TILES = [0, 1, 8, 0]
# Tile sizes of the vectorized kernels (W1V, W3V): 8 rows of 16 floats of
# one plane, a 64-byte vector per row (0 would leave a dimension untiled,
# its vector size the output's extent: vectors of 226 or 518 lanes, which
# upstream's lowering of the consumer alone runs 3.4 times slower than a
# copy on W3).
VECTOR_TILES = [1, 1, 8, 16]


def workloads(tiny):
    """(name, shape, below, above, interior, modes, dynamic)."""
    if tiny:
        w1, w2, w4 = [1, 4, 16, 16], [64, 64], [32, 32]
        w6a, w6b = [1, 16, 16, 4], [1, 8, 8, 16]
    else:
        w1, w2, w4 = [1, 64, 512, 512], [4096, 4096], [2048, 2048]
        w6a, w6b = [1, 512, 512, 64], [1, 128, 128, 256]
    return [
        ("w1", w1, [0, 0, 3, 3], [0, 0, 3, 3], None, MODES, False),
        ("w2", w2, [1, 1], [1, 1], None, MODES, False),
        ("w3", [1, 3, 224, 224], [0, 0, 1, 1], [0, 0, 1, 1], None, MODES, False),
        ("w4", w4, [0, 0], [0, 0], [1, 1], ["constant"], False),
        ("w5", w1, [0, 0, 3, 3], [0, 0, 3, 3], None, MODES, True),
        # TensorFlow's MirrorPad (REFLECT, 3 on H and W of NHWC tensors).
        ("w6a", w6a, [0, 3, 3, 0], [0, 3, 3, 0], None, ["reflect"], False),
        ("w6b", w6b, [0, 3, 3, 0], [0, 3, 3, 0], None, ["reflect"], False),
    ]


def tosa_mirror_chain(shape, below, above, mode):
    """The ops TensorFlow's legalization of MirrorPad emits (one slice,
    reverse and concat per padded axis, each reading the previous axis's
    result), and the name of the result."""
    lines, count = [], [0]

    def value():
        count[0] += 1
        return f"%c{count[0]}"

    def const_shape(values):
        r = value()
        lines.append(f"  {r} = tosa.const_shape {{values = dense<[{', '.join(map(str, values))}]> "
                     f": tensor<{len(values)}xindex>}} : () -> !tosa.shape<{len(values)}>")
        return r

    offset = 1 if mode == "reflect" else 0
    cur, cur_shape = "%x", list(shape)
    for axis, (b, a) in enumerate(zip(below, above)):
        if not b and not a:
            continue
        d, parts = cur_shape[axis], []
        for count_, start in ((b, offset), (a, d - a - offset)):
            if not count_:
                continue
            begin, size = [0] * len(shape), list(cur_shape)
            begin[axis], size[axis] = start, count_
            bs, ss, sl, rv = const_shape(begin), const_shape(size), value(), value()
            lines.append(f"  {sl} = tosa.slice {cur}, {bs}, {ss} : ({tensor(cur_shape)}, "
                         f"!tosa.shape<{len(shape)}>, !tosa.shape<{len(shape)}>) -> {tensor(size)}")
            lines.append(f"  {rv} = tosa.reverse {sl} {{axis = {axis} : i32}} : "
                         f"({tensor(size)}) -> {tensor(size)}")
            parts.append((rv, size))
            if start == offset:
                parts.append((cur, list(cur_shape)))
        if not b:
            parts.insert(0, (cur, list(cur_shape)))
        out = list(cur_shape)
        out[axis] = b + d + a
        r = value()
        lines.append(f"  {r} = tosa.concat {', '.join(p for p, _ in parts)} {{axis = {axis} : i32}} : "
                     f"({', '.join(tensor(t) for _, t in parts)}) -> {tensor(out)}")
        cur, cur_shape = r, out
    return lines, cur


def consumer_workloads(tiny):
    """W1's pad followed by an elementwise consumer, once as two ops
    (unfused) and once tiled with the pad fused into the consumer's loops
    (the `_fused` routes): (name, shape, below, above, modes)."""
    w1 = [1, 4, 16, 16] if tiny else [1, 64, 512, 512]
    w3 = [1, 3, 16, 16] if tiny else [1, 3, 224, 224]
    return [("w1f", w1, [0, 0, 3, 3], [0, 0, 3, 3], ["reflect", "constant"]),
            ("w3f", w3, [0, 0, 1, 1], [0, 0, 1, 1], ["reflect", "constant"])]


def vector_workloads(tiny):
    """W1F's and W3's pads fused into x * 2 + 1 and vectorized:
    (name, shape, below, above, modes, the unvectorized fused kernels of
    the same pad, whether upstream vectorizes it). Upstream vectorizes
    tensor.pad only in constant mode with no low pad: w1u and w3u put the
    same border above instead."""
    w1 = [1, 4, 16, 16] if tiny else [1, 64, 512, 512]
    w3 = [1, 3, 16, 16] if tiny else [1, 3, 224, 224]
    return [
        ("w1v", w1, [0, 0, 3, 3], [0, 0, 3, 3], ["constant", "reflect"], "w1f", False),
        ("w3v", w3, [0, 0, 1, 1], [0, 0, 1, 1], ["constant", "reflect"], "w3f", False),
        ("w1u", w1, [0, 0, 0, 0], [0, 0, 6, 6], ["constant"], None, True),
        ("w3u", w3, [0, 0, 0, 0], [0, 0, 2, 2], ["constant"], None, True),
    ]


def window_workloads(tiny):
    """W7 - W9: a pad of 1 on H and W in front of the windowed consumer that
    --pad-to-llvm's --pad-fuse-into-consumers splits: (name, op, input
    shape NHWC, output channels, window, stride, modes). op is
    "depthwise" (linalg.depthwise_conv_2d_nhwc_hwc), "conv"
    (linalg.conv_2d_nhwc_hwcf) or "maxpool" (linalg.pooling_nhwc_max, whose
    constant pad and initial value are -inf: a padded element is never the
    maximum, as in oneDNN's max pooling)."""
    if tiny:
        w7, w8, w9, c8 = [1, 8, 8, 4], [1, 8, 8, 4], [1, 9, 9, 4], 4
    else:
        w7, w8, w9, c8 = [1, 112, 112, 32], [1, 56, 56, 64], [1, 112, 112, 64], 64
    modes = ["constant", "reflect"]
    return [("w7", "depthwise", w7, w7[3], 3, 1, modes),   # MobileNet
            ("w8", "conv", w8, c8, 3, 1, modes),           # ResNet
            ("w9", "maxpool", w9, w9[3], 3, 2, modes)]     # ResNet's stem


WINDOW_PAD = 1


def window_shapes(op, shape, channels, window, stride):
    """(padded input, weights or None, output) shapes of a window workload."""
    n, h, w, c = shape
    ph, pw = h + 2 * WINDOW_PAD, w + 2 * WINDOW_PAD
    out = [n, (ph - window) // stride + 1, (pw - window) // stride + 1,
           channels]
    weights = {"depthwise": [window, window, c],
               "conv": [window, window, c, channels]}.get(op)
    return [n, ph, pw, c], weights, out


def window_consumer(op, stride, t_in, t_w, t_out, arg):
    """The consumer of `arg` into a new tensor (filled with 0, or -inf for
    max pooling) as %r."""
    init = "%ninf" if op == "maxpool" else "%zero"
    attrs = (f"{{dilations = dense<1> : tensor<2xi64>, "
             f"strides = dense<{stride}> : tensor<2xi64>}}")
    body = (f"  %e = tensor.empty() : {t_out}\n"
            f"  %f = linalg.fill ins({init} : f32) outs(%e : {t_out}) -> {t_out}\n")
    if op == "maxpool":
        body += (f"  %win = tensor.empty() : {t_w}\n"
                 f"  %r = linalg.pooling_nhwc_max {attrs} ins({arg}, %win : "
                 f"{t_in}, {t_w}) outs(%f : {t_out}) -> {t_out}\n")
    else:
        name = ("linalg.depthwise_conv_2d_nhwc_hwc" if op == "depthwise"
                else "linalg.conv_2d_nhwc_hwcf")
        body += (f"  %r = {name} {attrs} ins({arg}, %w : {t_in}, {t_w}) "
                 f"outs(%f : {t_out}) -> {t_out}\n")
    return body


def window_function(name, op, t_in, t_w, t_out, body):
    """A destination-style kernel: (%x, %w, %out), %w absent for pooling."""
    m_out = t_out.replace("tensor<", "memref<")
    weights = "" if op == "maxpool" else f", %w: {t_w}"
    return (f"func.func @{name}(%x: {t_in}{weights}, %out: {m_out}) "
            f"attributes {{llvm.emit_c_interface}} {{\n"
            f"  %zero = arith.constant 0.0 : f32\n"
            f"  %ninf = arith.constant 0xFF800000 : f32\n{body}"
            f"  bufferization.materialize_in_destination %r in restrict writable "
            f"%out : ({t_out}, {m_out}) -> ()\n"
            f"  return\n}}\n")


def window_kernels(route, tiny):
    """route win_<lowering>[_unfused]: win_<lowering>[_unfused]_<name>_<mode>_into,
    pad.pad and its consumer; win_linalg also win_alone_<name>_into, the
    consumer alone on an input already padded; win_vec both, for the
    vectorizing schedule (win_vec_alone_<name>_into)."""
    out = []
    p = WINDOW_PAD
    for name, op, shape, channels, window, stride, modes in \
            window_workloads(tiny):
        padded, weights, res = window_shapes(op, shape, channels, window,
                                             stride)
        t_w = tensor(weights or [window, window])
        t_x, t_p, t_out = tensor(shape), tensor(padded), tensor(res)
        for mode in modes:
            value = " value %ninf" if mode == "constant" and op == "maxpool" else ""
            pad = (f"  %p = pad.pad {mode} %x below[0, {p}, {p}, 0] "
                   f"above[0, {p}, {p}, 0]{value} : {t_x} to {t_p}\n")
            out.append(window_function(
                f"{route}_{name}_{mode}_into", op, t_x, t_w, t_out,
                pad + window_consumer(op, stride, t_p, t_w, t_out, "%p")))
        if route in ("win_linalg", "win_vec"):
            alone = "win_alone" if route == "win_linalg" else "win_vec_alone"
            out.append(window_function(
                f"{alone}_{name}_into", op, t_p, t_w, t_out,
                window_consumer(op, stride, t_p, t_w, t_out, "%x")))
    return "\n".join(out)


def vector_tag(name):
    """The attribute vector_script matches the consumers of workload `name`
    by."""
    return 'pad_bench_vectorize = "%s"' % name


def split_points(shape, below, res):
    """Per dimension, where the pad's output leaves and enters the copied
    run: split there, every tile of the consumer lies in one part."""
    return [sorted({p for p in (lo, lo + d) if 0 < p < e})
            for d, lo, e in zip(shape, below, res)]


def consumer_generic(t_in, t_out, rank, tag, arg="%p"):
    """x * 2 + 1 of `arg` into a new tensor of type t_out, tagged `tag`."""
    dims = ", ".join(f"d{i}" for i in range(rank))
    ident = f"affine_map<({dims}) -> ({dims})>"
    iterators = ", ".join(['"parallel"'] * rank)
    return (
        f"  %e = tensor.empty() : {t_out}\n"
        f"  %two = arith.constant 2.0 : f32\n"
        f"  %one = arith.constant 1.0 : f32\n"
        f"  %r = linalg.generic {{indexing_maps = [{ident}, {ident}], "
        f"iterator_types = [{iterators}]}} "
        f"ins({arg} : {t_in}) outs(%e : {t_out}) attrs = {{{tag}}} {{\n"
        f"  ^bb0(%a: f32, %o: f32):\n"
        f"    %m = arith.mulf %a, %two : f32\n"
        f"    %s = arith.addf %m, %one : f32\n"
        f"    linalg.yield %s : f32\n"
        f"  }} -> {t_out}\n")


def into_function(name, t_in, t_out, body):
    m_out = t_out.replace("tensor<", "memref<")
    return (f"func.func @{name}(%x: {t_in}, %out: {m_out}) "
            f"attributes {{llvm.emit_c_interface}} {{\n{body}"
            f"  bufferization.materialize_in_destination %r in restrict writable "
            f"%out : ({t_out}, {m_out}) -> ()\n"
            f"  return\n}}\n")


def vector_kernels(tiny):
    """For each vectorized workload and mode: vec_<name>_<mode>_into (pad.pad
    and consumer), vec_<name>_<mode>_upstream_into (tensor.pad, where
    upstream vectorizes it) and vec_<name>_<mode>_alone_into (the consumer
    alone, on an input of the padded shape): every consumer tagged
    pad_bench_vectorize for vector_script."""
    out = []
    for name, shape, below, above, modes, _, upstream in vector_workloads(tiny):
        res = out_shape(shape, below, above, None)
        t_in, t_out = tensor(shape), tensor(res)
        rank = len(shape)
        lo, hi = ", ".join(map(str, below)), ", ".join(map(str, above))
        for mode in modes:
            base = f"vec_{name}_{mode}"
            pad = (f"  %p = pad.pad {mode} %x below[{lo}] above[{hi}] : "
                   f"{t_in} to {t_out}\n")
            out.append(into_function(
                f"{base}_into", t_in, t_out,
                pad + consumer_generic(t_out, t_out, rank, vector_tag(name))))
            if upstream:
                tpad = (f"  %zero = arith.constant 0.0 : f32\n"
                        f"  %p = tensor.pad %x low[{lo}] high[{hi}] {{\n"
                        f"  ^bb0({', '.join(f'%i{i}: index' for i in range(rank))}):\n"
                        f"    tensor.yield %zero : f32\n"
                        f"  }} : {t_in} to {t_out}\n")
                out.append(into_function(
                    f"{base}_upstream_into", t_in, t_out,
                    tpad + consumer_generic(t_out, t_out, rank,
                                            vector_tag(name))))
            out.append(into_function(
                f"{base}_alone_into", t_out, t_out,
                consumer_generic(t_out, t_out, rank, vector_tag(name),
                                 "%x")))
    return "\n".join(out)


def vector_script(tiny):
    """Replaces the consumers' empty outputs by the functions' output
    buffers (upstream's eliminate_empty_tensors), then for every consumer
    tagged by vector_tag: splits it (upstream's transform.structured.split)
    where its pad's output enters and leaves the copied run along the rows,
    tiles each part by rows of VECTOR_TILES with its producer (pad.pad or
    tensor.pad) fused, splits the row tile's consumer the same way along
    the columns, and tiles each of those by VECTOR_TILES' columns, fusing
    the producer's tile. Then it vectorizes the consumers (upstream) and the
    pad tiles: pad.pad by transform.pad.vectorize, tensor.pad by upstream's
    transform.structured.vectorize. Every tile then has a static shape and
    lies in one part, so a tile in the copied run is a slice of the source
    and no pad at all; splitting the columns inside the row tile keeps each
    row's parts together in the cache."""
    rank = len(VECTOR_TILES)
    row_tiles = VECTOR_TILES[:-1] + [0]
    column_tiles = [0] * (rank - 1) + VECTOR_TILES[-1:]
    any_op = "!transform.any_op"

    def fuse(target, tiles, name):
        loops = sum(1 for t in tiles if t)
        results = ", ".join([any_op] * (loops + 1))
        return (f"{name}, {name}_loops:{loops} = transform.structured.fuse {target} "
                f"tile_sizes [{', '.join(map(str, tiles))}] {{apply_cleanup}} "
                f": ({any_op}) -> ({results})")

    lines = ["module attributes {transform.with_named_sequence} {"]
    for name, shape, below, above, _, _, _ in vector_workloads(tiny):
        res = out_shape(shape, below, above, None)
        # @split_<name>_<dim>: one op in, its parts along `dim` out.
        for dim, points in enumerate(split_points(shape, below, res)):
            if not points:
                continue
            lines += [
                f"  transform.named_sequence @split_{name}_{dim}(%op: {any_op} "
                f"{{transform.consumed}}) -> {any_op} {{"]
            prev, rest, parts = 0, "%op", []
            for k, p in enumerate(points):
                lines += [
                    f"    %s{k} = transform.structured.split {rest} after "
                    f"{p - prev} {{dimension = {dim}}} : {any_op}",
                    f"    %lo{k}, %hi{k} = transform.split_handle %s{k} : "
                    f"({any_op}) -> ({any_op}, {any_op})"]
                parts.append(f"%lo{k}")
                prev, rest = p, f"%hi{k}"
            parts.append(rest)
            lines += [
                f"    %parts = transform.merge_handles {', '.join(parts)} : "
                f"{any_op}",
                f"    transform.yield %parts : {any_op}",
                "  }"]
    lines += [
        "  transform.named_sequence @__transform_main(%root: !transform.any_op "
        "{transform.readonly}) {",
        # Each consumer writes its function's output: before the split
        # slices it, so that every part writes its own piece in place.
        f"    transform.bufferization.eliminate_empty_tensors %root : {any_op}"]
    tiled = []
    for k, (name, shape, below, above, _, _, _) in enumerate(
            vector_workloads(tiny)):
        res = out_shape(shape, below, above, None)
        points = split_points(shape, below, res)

        def split(target, dim, result):
            if not points[dim]:
                return [f"      {result} = transform.merge_handles {target} : "
                        f"{any_op}"]
            return [f"      {result} = transform.include @split_{name}_{dim} "
                    f"failures(propagate) ({target}) : ({any_op}) -> "
                    f"{any_op}"]

        lines.append(
            f"    %c{k} = transform.structured.match attributes"
            f"{{{vector_tag(name)}}} in %root : ({any_op}) -> {any_op}")
        lines += [f"    %t{k} = transform.foreach %c{k} : {any_op} -> {any_op} {{",
                  f"    ^bb0(%op: {any_op}):"]
        lines += split("%op", rank - 2, "%rowparts")
        lines += [f"      %tiles = transform.foreach %rowparts : {any_op} -> "
                  f"{any_op} {{",
                  f"      ^bb0(%rows: {any_op}):",
                  "        " + fuse("%rows", row_tiles, "%row")]
        lines += ["  " + l for l in split("%row", rank - 1, "%columnparts")]
        lines += [f"        %columns = transform.foreach %columnparts : {any_op} -> "
                  f"{any_op} {{",
                  f"        ^bb0(%part: {any_op}):",
                  "          " + fuse("%part", column_tiles, "%tile"),
                  f"          transform.yield %tile : {any_op}",
                  "        }",
                  f"        transform.yield %columns : {any_op}",
                  "      }",
                  f"      transform.yield %tiles : {any_op}",
                  "    }"]
        tiled.append(f"%t{k}")
    tiles = ", ".join(map(str, VECTOR_TILES))
    lines += [
        f"    %tiled = transform.merge_handles {', '.join(tiled)} : {any_op}",
        "    transform.apply_patterns to %root {",
        "      transform.apply_patterns.canonicalization",
        f"    }} : {any_op}",
        f"    transform.structured.vectorize %tiled : {any_op}",
        "    %pads = transform.structured.match ops{[\"pad.pad\"]} in %root "
        f": ({any_op}) -> {any_op}",
        f"    transform.pad.vectorize %pads : {any_op}"]
    # Upstream's tiles of tensor.pad are an scf.if (an empty source or not)
    # of a pad with a dynamic source, which the column tiles cannot fuse:
    # each row tile's pad is vectorized whole, masked.
    for name, shape, below, above, _, _, upstream in vector_workloads(tiny):
        if not upstream:
            continue
        res = out_shape(shape, below, above, None)
        sizes = ", ".join(map(str, row_tiles[:-1] + res[-1:]))
        lines += [
            f"    %{name}_f = transform.structured.match ops{{[\"func.func\"]}} "
            f"attributes{{sym_name = \"vec_{name}_constant_upstream_into\"}} "
            f"in %root : ({any_op}) -> {any_op}",
            f"    %{name}_tpads = transform.structured.match "
            f"ops{{[\"tensor.pad\"]}} in %{name}_f : ({any_op}) -> {any_op}",
            f"    transform.structured.vectorize %{name}_tpads vector_sizes "
            f"[{sizes}] : {any_op}"]
    lines += [
        "    transform.apply_patterns to %root {",
        "      transform.apply_patterns.canonicalization",
        f"    }} : {any_op}",
        "    transform.yield",
        "  }",
        "}"]
    return "\n".join(lines) + "\n"


def out_shape(shape, below, above, interior):
    interior = interior or [0] * len(shape)
    return [max(p + (d - 1) * (r + 1) + 1 + q, 0) if d > 0 else max(p + q, 0)
            for d, p, q, r in zip(shape, below, above, interior)]


def tensor(shape, dynamic=False):
    dims = "x".join("?" if dynamic else str(d) for d in shape)
    return f"tensor<{dims}xf32>"


def pad_kernels(route, tiny):
    if route == "vec":
        return vector_kernels(tiny)
    if route.startswith("win_"):
        return window_kernels(route, tiny)
    if route.endswith("_fused"):
        return consumer_kernels(route, tiny)
    parallel = route.endswith("_par")
    out = []
    for name, shape, below, above, interior, modes, dynamic in workloads(tiny):
        if parallel and name not in PARALLEL_WORKLOADS:
            continue
        rank = len(shape)
        res = out_shape(shape, below, above, interior)
        for mode in modes:
            base = f"{route}_{name}_{mode}"
            if dynamic:
                # Extents erased and the pads of the last two dimensions passed
                # at run time: the code path of a compiler with dynamic shapes.
                t_in, t_out = tensor(shape, True), tensor(res, True)
                args = "%lo2: index, %lo3: index, %hi2: index, %hi3: index"
                lo = "below[0, 0, %lo2, %lo3]"
                hi = "above[0, 0, %hi2, %hi3]"
            else:
                t_in, t_out = tensor(shape), tensor(res)
                args = ""
                lo = f"below[{', '.join(map(str, below))}]"
                hi = f"above[{', '.join(map(str, above))}]"
            inter = f" interior[{', '.join(map(str, interior))}]" if interior else ""
            pad = f"pad.pad {mode} %x {lo} {hi}{inter} : {t_in} to {t_out}"
            extra = f", {args}" if args else ""
            if not parallel:
                out.append(
                    f"func.func @{base}_new(%x: {t_in}{extra}) -> {t_out} "
                    f"attributes {{llvm.emit_c_interface}} {{\n"
                    f"  %r = {pad}\n  return %r : {t_out}\n}}\n")
            # The destination form: the pad writes straight into the
            # caller's buffer (upstream's idiom for destination arguments).
            m_out = t_out.replace("tensor<", "memref<")
            out.append(
                f"func.func @{base}_into(%x: {t_in}, %out: {m_out}{extra}) "
                f"attributes {{llvm.emit_c_interface}} {{\n"
                f"  %r = {pad}\n"
                f"  bufferization.materialize_in_destination %r in restrict writable "
                f"%out : ({t_out}, {m_out}) -> ()\n"
                f"  return\n}}\n")
    if not parallel and route != "user":
        # The same consumer kernels as the _fused route, left unfused.
        out.append(consumer_kernels(route, tiny))
    return "\n".join(out)


def consumer_kernels(route, tiny):
    """pad.pad, then x * 2 + 1 as a linalg.generic tagged pad_bench_consumer
    (what fusion_script matches); both the new and the destination form.
    pad_bench.cpp's applyConsumer computes the same: x * 2 is exact, so the
    result does not depend on whether LLVM contracts it into an FMA."""
    out = []
    for name, shape, below, above, modes in consumer_workloads(tiny):
        res = out_shape(shape, below, above, None)
        t_in, t_out = tensor(shape), tensor(res)
        m_out = t_out.replace("tensor<", "memref<")
        dims = ", ".join(f"d{i}" for i in range(len(shape)))
        ident = f"affine_map<({dims}) -> ({dims})>"
        iterators = ", ".join(['"parallel"'] * len(shape))
        for mode in modes:
            body = (
                f"  %p = pad.pad {mode} %x below[{', '.join(map(str, below))}] "
                f"above[{', '.join(map(str, above))}] : {t_in} to {t_out}\n"
                f"  %e = tensor.empty() : {t_out}\n"
                f"  %two = arith.constant 2.0 : f32\n"
                f"  %one = arith.constant 1.0 : f32\n"
                f"  %r = linalg.generic {{indexing_maps = [{ident}, {ident}], "
                f"iterator_types = [{iterators}]}} "
                f"ins(%p : {t_out}) outs(%e : {t_out}) attrs = {{pad_bench_consumer}} {{\n"
                f"  ^bb0(%a: f32, %o: f32):\n"
                f"    %m = arith.mulf %a, %two : f32\n"
                f"    %s = arith.addf %m, %one : f32\n"
                f"    linalg.yield %s : f32\n"
                f"  }} -> {t_out}\n")
            base = f"{route}_{name}_{mode}"
            out.append(
                f"func.func @{base}_new(%x: {t_in}) -> {t_out} "
                f"attributes {{llvm.emit_c_interface}} {{\n{body}"
                f"  return %r : {t_out}\n}}\n")
            out.append(
                f"func.func @{base}_into(%x: {t_in}, %out: {m_out}) "
                f"attributes {{llvm.emit_c_interface}} {{\n{body}"
                f"  bufferization.materialize_in_destination %r in restrict writable "
                f"%out : ({t_out}, {m_out}) -> ()\n"
                f"  return\n}}\n")
    return "\n".join(out)


def fusion_script():
    """Tiles every consumer by FUSE_TILES and fuses its pad.pad producer into
    the loops through the pad's TilingInterface."""
    loops = sum(1 for t in FUSE_TILES if t)
    results = ", ".join(["!transform.any_op"] * (loops + 1))
    return (
        "module attributes {transform.with_named_sequence} {\n"
        "  transform.named_sequence @__transform_main(%root: !transform.any_op "
        "{transform.readonly}) {\n"
        "    %c = transform.structured.match attributes{pad_bench_consumer} in %root "
        ": (!transform.any_op) -> !transform.any_op\n"
        "    transform.foreach %c : !transform.any_op {\n"
        "    ^bb0(%op: !transform.any_op):\n"
        f"      %t, %l:{loops} = transform.structured.fuse %op tile_sizes "
        f"[{', '.join(map(str, FUSE_TILES))}] : (!transform.any_op) -> ({results})\n"
        "    }\n"
        "    transform.yield\n"
        "  }\n"
        "}\n")


def upstream_kernels(tiny, route="upstream"):
    out = []
    for name, shape, below, above, interior, modes, dynamic in workloads(tiny):
        if interior or dynamic:
            continue  # tensor.pad has no interior padding; W5 is ours only
        res = out_shape(shape, below, above, None)
        if name in CHAIN_WORKLOADS:
            for mode in modes:
                lines, r = tosa_mirror_chain(shape, below, above, mode)
                body = "\n".join(lines)
                out.append(
                    f"func.func @{route}_{name}_{mode}_new(%x: {tensor(shape)}) -> "
                    f"{tensor(res)} attributes {{llvm.emit_c_interface}} {{\n"
                    f"{body}\n  return {r} : {tensor(res)}\n}}\n")
            continue
        out.append(
            f"func.func @{route}_{name}_constant_new(%x: {tensor(shape)}) -> "
            f"{tensor(res)} attributes {{llvm.emit_c_interface}} {{\n"
            f"  %zero = arith.constant 0.0 : f32\n"
            f"  %r = tensor.pad %x low[{', '.join(map(str, below))}] "
            f"high[{', '.join(map(str, above))}] {{\n"
            f"  ^bb0({', '.join(f'%i{i}: index' for i in range(len(shape)))}):\n"
            f"    tensor.yield %zero : f32\n"
            f"  }} : {tensor(shape)} to {tensor(res)}\n"
            f"  return %r : {tensor(res)}\n}}\n")
    return "\n".join(out)


def table(tiny):
    """C++ declarations of every kernel's C interface and the case table."""
    decls, cases = [], []
    for name, shape, below, above, interior, modes, dynamic in workloads(tiny):
        rank = len(shape)
        m = f"StridedMemRefType<float, {rank}>"
        pads = ", int64_t, int64_t, int64_t, int64_t" if dynamic else ""
        pad4 = lambda v: "{" + ", ".join(map(str, list(v) + [0] * (4 - len(v)))) + "}"
        for mode in modes:
            fns = {}
            routes = ["linalg", "scf"]
            if (mode == "constant" and not interior and not dynamic) or \
                    name in CHAIN_WORKLOADS:
                routes += ["upstream", "raised"]
            if name in PARALLEL_WORKLOADS:
                routes += ["linalg_par", "scf_par"]
            if name not in CHAIN_WORKLOADS:
                routes += ["user"]
            for route in routes:
                base = f"_mlir_ciface_{route}_{name}_{mode}"
                if not route.endswith("_par"):
                    decls.append(f'extern "C" void {base}_new({m} *, {m} *{pads});')
                    fns[route + "_new"] = f"(void *)&{base}_new"
                if route not in ("upstream", "raised"):
                    decls.append(f'extern "C" void {base}_into({m} *, {m} *{pads});')
                    fns[route + "_into"] = f"(void *)&{base}_into"
            get = lambda k: fns.get(k, "nullptr")
            cases.append(
                f'  {{"{name}", "{mode}", {rank}, {str(dynamic).lower()}, '
                f"{pad4(shape)}, {pad4(below)}, {pad4(above)}, {pad4(interior or [])}, "
                f'{{{get("linalg_new")}, {get("linalg_into")}, {get("scf_new")}, '
                f'{get("scf_into")}, {get("upstream_new")}, '
                f'{get("linalg_par_into")}, {get("scf_par_into")}, '
                f'{get("raised_new")}, nullptr, nullptr, nullptr, nullptr, '
                f'{get("user_new")}, {get("user_into")}, nullptr, nullptr, '
                f'nullptr}}, false}},')
    for name, shape, below, above, modes in consumer_workloads(tiny):
        rank = len(shape)
        m = f"StridedMemRefType<float, {rank}>"
        pad4 = lambda v: "{" + ", ".join(map(str, list(v) + [0] * (4 - len(v)))) + "}"
        for mode in modes:
            fns = []
            # Slots 0 - 3 unfused, 8 - 11 fused (BenchCase::kernels).
            for route in ["linalg", "scf", "linalg_fused", "scf_fused"]:
                for form in ["new", "into"]:
                    fn = f"_mlir_ciface_{route}_{name}_{mode}_{form}"
                    decls.append(f'extern "C" void {fn}({m} *, {m} *);')
                    fns.append(f"(void *)&{fn}")
            slots = fns[:4] + ["nullptr"] * 4 + fns[4:] + ["nullptr"] * 5
            cases.append(
                f'  {{"{name}", "{mode}", {rank}, false, '
                f"{pad4(shape)}, {pad4(below)}, {pad4(above)}, {pad4([])}, "
                f'{{{", ".join(slots)}}}, true}},')
    for name, shape, below, above, modes, fused, upstream in \
            vector_workloads(tiny):
        rank = len(shape)
        m = f"StridedMemRefType<float, {rank}>"
        pad4 = lambda v: "{" + ", ".join(map(str, list(v) + [0] * (4 - len(v)))) + "}"
        for mode in modes:
            slots = ["nullptr"] * 17
            if fused:
                # W1F's fused kernel of the same pad, not vectorized.
                slots[9] = f"(void *)&_mlir_ciface_linalg_fused_{fused}_{mode}_into"
            for slot, suffix in [(14, ""), (15, "_upstream"), (16, "_alone")]:
                if suffix == "_upstream" and not upstream:
                    continue
                fn = f"_mlir_ciface_vec_{name}_{mode}{suffix}_into"
                decls.append(f'extern "C" void {fn}({m} *, {m} *);')
                slots[slot] = f"(void *)&{fn}"
            cases.append(
                f'  {{"{name}", "{mode}", {rank}, false, '
                f"{pad4(shape)}, {pad4(below)}, {pad4(above)}, {pad4([])}, "
                f'{{{", ".join(slots)}}}, true}},')
    window_cases = []
    for name, op, shape, channels, window, stride, modes in \
            window_workloads(tiny):
        padded, weights, res = window_shapes(op, shape, channels, window,
                                             stride)
        m = "StridedMemRefType<float, 4>"
        w = f"StridedMemRefType<float, {len(weights)}> *, " if weights else ""
        shape4 = lambda v: "{" + ", ".join(map(str, list(v) + [0] * (4 - len(v)))) + "}"
        alone = f"_mlir_ciface_win_alone_{name}_into"
        decls.append(f'extern "C" void {alone}({m} *, {w}{m} *);')
        for mode in modes:
            fns = []
            # WindowCase::kernels: fused-linalg, fused-scf, unfused-linalg,
            # unfused-scf, consumer-alone.
            for route in ["win_linalg", "win_scf", "win_linalg_unfused",
                          "win_scf_unfused"]:
                fn = f"_mlir_ciface_{route}_{name}_{mode}_into"
                decls.append(f'extern "C" void {fn}({m} *, {w}{m} *);')
                fns.append(f"(void *)&{fn}")
            fns.append(f"(void *)&{alone}")
            window_cases.append(
                f'  {{"{name}", "{mode}", "{op}", {shape4(shape)}, '
                f"{shape4(padded)}, {shape4(res)}, {len(weights or [])}, "
                f"{shape4(weights or [])}, {window}, {stride}, {WINDOW_PAD}, "
                f'{{{", ".join(fns)}}}}},')
            # <name>v: the vectorizing schedule's kernel and its consumer
            # alone (slots 0 and 4).
            vec = f"_mlir_ciface_win_vec_{name}_{mode}_into"
            vec_alone = f"_mlir_ciface_win_vec_alone_{name}_into"
            decls.append(f'extern "C" void {vec}({m} *, {w}{m} *);')
            if mode == modes[0]:
                decls.append(f'extern "C" void {vec_alone}({m} *, {w}{m} *);')
            window_cases.append(
                f'  {{"{name}v", "{mode}", "{op}", {shape4(shape)}, '
                f"{shape4(padded)}, {shape4(res)}, {len(weights or [])}, "
                f"{shape4(weights or [])}, {window}, {stride}, {WINDOW_PAD}, "
                f"{{(void *)&{vec}, nullptr, nullptr, nullptr, "
                f"(void *)&{vec_alone}}}}},")
    return ("\n".join(decls) + "\n\nstatic const BenchCase kCases[] = {\n"
            + "\n".join(cases) + "\n};\n"
            + "\nstatic const WindowCase kWindowCases[] = {\n"
            + "\n".join(window_cases) + "\n};\n")


def window_script(doc):
    """The vectorizing schedule of docs/tiling-and-fusion.md for windowed
    consumers, as the page prints it (and test/Docs/conv-guide.test runs
    it): the benchmark times the documented schedule itself."""
    lines, inside = [], False
    for line in open(doc):
        if line.rstrip() == "// conv-schedule.mlir":
            inside = True
        elif inside and line.startswith("```"):
            break
        if inside:
            lines.append(line)
    if not lines:
        sys.exit(f"{doc}: no `// conv-schedule.mlir` block")
    return "".join(lines)


def main():
    args = sys.argv[1:]
    tiny = "--tiny" in args
    args = [a for a in args if a != "--tiny"]
    if args[0] == "mlir":
        print(pad_kernels(args[1], tiny))
    elif args[0] == "upstream":
        print(upstream_kernels(tiny))
    elif args[0] == "raised":
        print(upstream_kernels(tiny, "raised"))
    elif args[0] == "fusion-script":
        print(fusion_script(), end="")
    elif args[0] == "vector-script":
        print(vector_script(tiny), end="")
    elif args[0] == "window-script":
        print(window_script(args[1]), end="")
    elif args[0] == "table":
        print(table(tiny), end="")
    else:
        sys.exit(f"unknown command {args[0]}")


if __name__ == "__main__":
    main()
