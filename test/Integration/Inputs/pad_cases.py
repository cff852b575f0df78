"""Builds checked-in integration tests for pad.pad: each case runs in up to
three forms, and each printed memref gets one CHECK line per printed row.

  folded   the form of spec section 4: `arg` is an `arith.constant` in the
           function that prints, so the op's constant folder may evaluate it.
  static   the pad sits in a callee (`attributes {no_inline}`) whose `arg` is
           a function argument of static type: the lowering computes it.
  dynamic  the callee takes `?` extents (a tensor.cast erases them) and
           `index` arguments for the pad entries (and the pad value as an
           argument), so nothing about the geometry is known at compile time.

Expected values: `expected=` (typed in from a source document) when given,
checked against the oracle; otherwise the oracle (the spec's gather table,
../differential/pad_oracle.py).
"""

import os
import re
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "differential"))
sys.path.insert(0, HERE)

import pad_oracle  # noqa: E402
from mlir_emit import (NUMPY_DTYPE, Namer, dense_literal, pad_op,  # noqa: E402
                       print_declarations, print_tensor, printed_arrays, scalar_constant,
                       tensor_type)

# The runner is %pad-run (test/lib/pad_run.py: compiled ahead of time), or
# mlir-runner itself where a file checks spec section 4's own command. The
# third run vectorizes every pad of static shape first
# (transform.apply_patterns.pad.vectorize): the same values.
RUN_LINES = """\
// RUN: pad-opt %s --pad-to-llvm="lowering=linalg" \\
// RUN: | {runner} -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \\
// RUN: | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="lowering=scf" \\
// RUN: | {runner} -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \\
// RUN: | FileCheck %s
// RUN: pad-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-static.mlir \\
// RUN:   --transform-interpreter --pad-to-llvm="lowering=linalg" \\
// RUN: | {runner} -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \\
// RUN: | FileCheck %s
"""

# Files that also run through upstream's plain pipeline (no pad pass) and a
# user's pipeline of the project's patterns and upstream passes.
PLAIN_RUN = """\
// Upstream's plain pipeline, no pad pass: One-Shot Bufferize lowers each pad
// through its BufferizableOpInterface.
// RUN: pad-opt %s %plain_pipeline \\
// RUN: | {runner} -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \\
// RUN: | FileCheck %s
// The same through a user's pipeline: the destination-style form, upstream's
// empty-tensor elimination, the scf route's patterns, the plain pipeline.
// RUN: pad-opt %s --pad-to-destination-style --eliminate-empty-tensors --convert-pad-to-scf %plain_pipeline \\
// RUN: | {runner} -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \\
// RUN: | FileCheck %s
"""


def filecheck_escape(row):
    """`[[` opens a FileCheck variable: write runs of `[` as a regex."""
    return re.sub(r"\[\[+", lambda m: "{{" + "\\[" * len(m.group(0)) + "}}",
                  row)


def is_bf16(v):
    b = np.array([v], dtype=np.float32).view(np.uint32)[0]
    return (b & 0xFFFF) == 0


def iota(shape, start=1, dtype=np.int64):
    n = int(np.prod(shape)) if len(shape) else 1
    return (np.arange(n, dtype=np.int64) + start).reshape(shape).astype(dtype)


class Case:
    def __init__(self, name, arg, etype, mode, below, above, interior=None,
                 value=None, expected=None, forms=("folded", "static",
                                                   "dynamic"),
                 dyn_dims=None, dyn_below=None, dyn_above=None,
                 dyn_value=True, note=None):
        self.name = name
        self.etype = etype
        self.arg = np.asarray(arg).astype(NUMPY_DTYPE[etype])
        if etype == "bf16":
            assert all(is_bf16(v) for v in self.arg.flat), name
        self.mode = mode
        self.below = list(below)
        self.above = list(above)
        self.interior = list(interior) if interior is not None else None
        self.value = value
        self.forms = forms
        rank = self.arg.ndim
        self.dyn_dims = dyn_dims if dyn_dims is not None else [True] * rank
        self.dyn_below = dyn_below if dyn_below is not None else [True] * rank
        self.dyn_above = dyn_above if dyn_above is not None else [True] * rank
        self.dyn_value = dyn_value
        self.note = note
        fill = value if value is not None else 0
        self.want, _ = pad_oracle.reference_pad(
            self.arg, self.below, self.above, self.interior, mode, fill)
        self.from_doc = expected is not None
        if expected is not None:
            exp = np.asarray(expected)
            if exp.shape != self.want.shape or not np.array_equal(
                    exp.astype(self.want.dtype), self.want):
                raise SystemExit("%s: the document's result differs from the "
                                 "spec oracle:\n%s\nvs\n%s" % (name, exp,
                                                               self.want))
            self.want = exp.astype(self.want.dtype)

    def describe(self):
        s = "%s below%s above%s" % (self.mode, self.below, self.above)
        if self.interior and any(self.interior):
            s += " interior%s" % self.interior
        if self.value is not None:
            s += " value %s" % (self.value,)
        return "%s %s: %s" % (tensor_type(list(self.arg.shape), self.etype),
                              self.name, s)


class TestFile:
    def __init__(self, filename, title, extra_run="", runner="%pad-run",
                 plain=False):
        self.filename = filename
        self.plain = plain
        self.runner = runner
        self.title = title
        self.extra_run = extra_run
        self.funcs = []       # callee functions
        self.runs = []        # names of run functions, in order
        self.run_bodies = []  # their text
        self.checks = []      # CHECK lines, in print order
        self.extra = []       # hand-written text appended verbatim
        self.names = set()

    def add(self, case):
        assert case.name not in self.names, "duplicate case " + case.name
        self.names.add(case.name)
        for form in case.forms:
            getattr(self, "_add_" + form)(case)

    def add_raw(self, funcs, run_name, run_body, checks):
        """Hand-built MLIR: callee functions, one run function and its CHECK
        lines."""
        self.funcs.extend(funcs)
        self.runs.append(run_name)
        self.run_bodies.append(run_body)
        self.checks.extend(checks)

    # -- forms -------------------------------------------------------------

    def _value_line(self, case, name):
        if case.value is None:
            return None
        return scalar_constant(name, self._cast_value(case), case.etype)

    def _cast_value(self, case):
        v = case.value
        if case.etype.startswith("complex"):
            return complex(v)
        return v

    def _run(self, case, form, body_lines, result, res_shape):
        namer = Namer("p")
        pl, printed = print_tensor(result, res_shape, case.etype, namer)
        fname = "run_%s_%s" % (case.name, form)
        text = ["func.func @%s() {" % fname]
        text += ["  " + l for l in body_lines + pl]
        text += ["  return", "}"]
        self.runs.append(fname)
        self.run_bodies.append("\n".join(text))
        self._expect(case, form, printed)

    def _expect(self, case, form, printed):
        self.checks.append("// %s [%s]%s" % (
            case.describe(), form,
            " -- the source document's result" if case.from_doc else ""))
        parts = printed_arrays(case.want, case.etype)
        assert [k for k, _ in parts] == [k for k, _ in printed], case.name
        for kind, arr in parts:
            self.checks.append("// CHECK: rank = %d offset = 0 %s" % (
                arr.ndim, pad_oracle.memref_header(arr.shape)))
            for row in pad_oracle.memref_rows(arr, kind):
                self.checks.append("// CHECK-NEXT: " + filecheck_escape(row))

    def _add_folded(self, case):
        shape = list(case.arg.shape)
        at = tensor_type(shape, case.etype)
        rt = tensor_type(list(case.want.shape), case.etype)
        lines = ["%%x = arith.constant %s : %s" % (dense_literal(case.arg,
                                                                  case.etype),
                                                    at)]
        v = None
        if case.value is not None:
            lines.append(self._value_line(case, "%v"))
            v = "%v"
        lines.append(pad_op("%r", "%x", at, rt, case.mode, case.below,
                            case.above, case.interior, v))
        self._run(case, "folded", lines, "%r", list(case.want.shape))

    def _add_static(self, case):
        shape = list(case.arg.shape)
        at = tensor_type(shape, case.etype)
        rt = tensor_type(list(case.want.shape), case.etype)
        callee = "%s_static" % case.name
        f = ["func.func @%s(%%x: %s) -> %s attributes {no_inline} {" % (
            callee, at, rt)]
        v = None
        if case.value is not None:
            f.append("  " + self._value_line(case, "%v"))
            v = "%v"
        f.append("  " + pad_op("%r", "%x", at, rt, case.mode, case.below,
                               case.above, case.interior, v))
        f.append("  return %%r : %s" % rt)
        f.append("}")
        self.funcs.append("\n".join(f))
        lines = ["%%x = arith.constant %s : %s" % (dense_literal(case.arg,
                                                                  case.etype),
                                                    at),
                 "%%r = func.call @%s(%%x) : (%s) -> %s" % (callee, at, rt)]
        self._run(case, "static", lines, "%r", list(case.want.shape))

    def _add_dynamic(self, case):
        shape = list(case.arg.shape)
        rank = len(shape)
        at = tensor_type(shape, case.etype)
        dshape = [None if case.dyn_dims[i] else shape[i] for i in range(rank)]
        dt = tensor_type(dshape, case.etype)
        out = list(case.want.shape)
        rshape = [None if (case.dyn_dims[i] or case.dyn_below[i]
                           or case.dyn_above[i]) else out[i]
                  for i in range(rank)]
        rt = tensor_type(rshape, case.etype)
        params = ["%%x: %s" % dt]
        args = ["%xd"]
        argtypes = [dt]
        below, above = [], []
        call_lines = []
        for side, lst, dyn, vals in (("lo", below, case.dyn_below, case.below),
                                     ("hi", above, case.dyn_above, case.above)):
            for i in range(rank):
                if dyn[i]:
                    params.append("%%%s%d: index" % (side, i))
                    lst.append("%%%s%d" % (side, i))
                    call_lines.append("%%%s%d = arith.constant %d : index" % (
                        side, i, vals[i]))
                    args.append("%%%s%d" % (side, i))
                    argtypes.append("index")
                else:
                    lst.append(vals[i])
        v = None
        body_value = None
        if case.value is not None:
            if case.dyn_value:
                params.append("%%v: %s" % case.etype)
                call_lines.append(self._value_line(case, "%v"))
                args.append("%v")
                argtypes.append(case.etype)
            else:
                body_value = self._value_line(case, "%v")
            v = "%v"
        callee = "%s_dynamic" % case.name
        f = ["func.func @%s(%s) -> %s attributes {no_inline} {" % (
            callee, ", ".join(params), rt)]
        if body_value:
            f.append("  " + body_value)
        f.append("  " + pad_op("%r", "%x", dt, rt, case.mode, below, above,
                               case.interior, v))
        f.append("  return %%r : %s" % rt)
        f.append("}")
        self.funcs.append("\n".join(f))
        lines = ["%%x = arith.constant %s : %s" % (dense_literal(case.arg,
                                                                  case.etype),
                                                    at)]
        if dt != at:
            lines.append("%%xd = tensor.cast %%x : %s to %s" % (at, dt))
        else:
            args[0] = "%x"
        lines += call_lines
        lines.append("%%r = func.call @%s(%s) : (%s) -> %s" % (
            callee, ", ".join(args), ", ".join(argtypes), rt))
        self._run(case, "dynamic", lines, "%r", rshape)

    # -- output ------------------------------------------------------------

    def write(self, directory):
        runs = RUN_LINES
        if self.plain:
            runs += PLAIN_RUN
        parts = [(runs.format(runner=self.runner) +
                  self.extra_run).rstrip("\n")]
        parts.append(
            "// %s\n//\n// Generated by Inputs/gen_integration_tests.py "
            "(edit that, then re-run it):\n// every case runs in the forms of "
            "Inputs/pad_cases.py (folded / static /\n// dynamic), and every "
            "printed row is checked.  Expected values: the source\n// "
            "document's where it has a worked example, else the oracle "
            "(the spec's gather\n// table, differential/pad_oracle.py)." %
            self.title.replace("\n", "\n// "))
        parts.append("\n".join(print_declarations()))
        parts.extend(self.funcs)
        parts.extend(self.run_bodies)
        parts.extend(self.extra)
        main = ["func.func @main() {"]
        main += ["  func.call @%s() : () -> ()" % r for r in self.runs]
        main += ["  return", "}"]
        parts.append("\n".join(main))
        parts.append("\n".join(self.checks))
        path = os.path.join(directory, self.filename)
        with open(path, "w") as f:
            f.write("\n\n".join(parts) + "\n")
        return path
