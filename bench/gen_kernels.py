#!/usr/bin/env python3
"""Writes the benchmark kernels as MLIR, and the C table that declares them.

  gen_kernels.py mlir <route> [--tiny]   pad.pad kernels for pad-opt --pad-to-llvm=lowering=<route>
  gen_kernels.py mlir <route>_par [--tiny]
                                         W1 and W2 destination kernels for
                                         --pad-to-llvm="lowering=<route> parallel=true"
  gen_kernels.py upstream [--tiny]       tensor.pad kernels (constant mode) for a plain upstream pipeline
  gen_kernels.py raised [--tiny]         the same tensor.pad kernels, named for
                                         pad-opt --raise-tensor-pad --pad-to-llvm
  gen_kernels.py table [--tiny]          C++ declarations and case table, for pad_bench.cpp

Every kernel is `f32`. `--tiny` shrinks the workloads for the CI smoke run.
"""
import sys

MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]
# Workloads whose speedup on several threads is reported (parallel=true).
PARALLEL_WORKLOADS = ["w1", "w2"]


def workloads(tiny):
    """(name, shape, below, above, interior, modes, dynamic)."""
    if tiny:
        w1, w2, w4 = [1, 4, 16, 16], [64, 64], [32, 32]
    else:
        w1, w2, w4 = [1, 64, 512, 512], [4096, 4096], [2048, 2048]
    return [
        ("w1", w1, [0, 0, 3, 3], [0, 0, 3, 3], None, MODES, False),
        ("w2", w2, [1, 1], [1, 1], None, MODES, False),
        ("w3", [1, 3, 224, 224], [0, 0, 1, 1], [0, 0, 1, 1], None, MODES, False),
        ("w4", w4, [0, 0], [0, 0], [1, 1], ["constant"], False),
        ("w5", w1, [0, 0, 3, 3], [0, 0, 3, 3], None, MODES, True),
    ]


def out_shape(shape, below, above, interior):
    interior = interior or [0] * len(shape)
    return [max(p + (d - 1) * (r + 1) + 1 + q, 0) if d > 0 else max(p + q, 0)
            for d, p, q, r in zip(shape, below, above, interior)]


def tensor(shape, dynamic=False):
    dims = "x".join("?" if dynamic else str(d) for d in shape)
    return f"tensor<{dims}xf32>"


def pad_kernels(route, tiny):
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
    return "\n".join(out)


def upstream_kernels(tiny, route="upstream"):
    out = []
    for name, shape, below, above, interior, modes, dynamic in workloads(tiny):
        if interior or dynamic:
            continue  # tensor.pad has no interior padding; W5 is ours only
        res = out_shape(shape, below, above, None)
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
            if mode == "constant" and not interior and not dynamic:
                routes += ["upstream", "raised"]
            if name in PARALLEL_WORKLOADS:
                routes += ["linalg_par", "scf_par"]
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
                f'{get("raised_new")}}}}},')
    return ("\n".join(decls) + "\n\nstatic const BenchCase kCases[] = {\n"
            + "\n".join(cases) + "\n};\n")


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
    elif args[0] == "table":
        print(table(tiny), end="")
    else:
        sys.exit(f"unknown command {args[0]}")


if __name__ == "__main__":
    main()
