#!/usr/bin/python3
"""Runs a lowered module ahead of time: the test suite's replacement for
`mlir-runner`, with the same command line.

    pad_run.py [INPUT] -e NAME -entry-point-result=void -shared-libs=A,B
    pad_run.py --compile [INPUT] -o OUT.so

INPUT is a module in the LLVM dialect (text or bytecode; `-` or absent:
standard input) or a shared object made by `--compile`.  A module is
translated (`mlir-translate --mlir-to-llvmir`), compiled once with
`clang -O0 -march=native -shared` (the host's vector units, as mlir-runner's
JIT uses), loaded next to the shared libraries and its entry point called in
this process.  Why: mlir-runner JIT-compiles the whole module at every run,
which took most of the suite's time; a test that runs several entry points of
one module (each expected abort is its own process) compiles it once with
`--compile` and runs the `.so` as often as it likes.

Aborts, crashes and the output are the entry point's own: stdout is the C
library's, so `stdbuf -o0` works as it does with mlir-runner.
"""

import argparse
import ctypes
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM_BIN = os.environ.get("PAD_LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")


def tool(name):
    path = os.path.join(LLVM_BIN, name)
    return path if os.path.exists(path) else name


def compile_module(source, output, opt="-O0", extra=()):
    """Compiles `source` (a path, or `-` with the module on stdin; or bytes)
    to the shared object `output`; raises RuntimeError with the tools'
    diagnostics on failure."""
    data = source if isinstance(source, bytes) else None
    path = "-" if data is not None else source
    translate = subprocess.run(
        [tool("mlir-translate"), "--mlir-to-llvmir", path],
        input=data, stdin=None if data is not None or path != "-" else
        sys.stdin.buffer, capture_output=True)
    if translate.returncode:
        raise RuntimeError("mlir-translate failed:\n" +
                           translate.stderr.decode(errors="replace"))
    # compiler-rt's builtins: conversions such as f32 -> bf16 call
    # __truncsfbf2, which Debian 12's libgcc lacks.
    cc = subprocess.run(
        [os.environ.get("PAD_CLANG", "clang-22"), opt, "-march=native",
         "-shared", "-fPIC", "-w", "--rtlib=compiler-rt", "-x", "ir", "-",
         "-o", output] + list(extra),
        input=translate.stdout, capture_output=True)
    if cc.returncode:
        raise RuntimeError("clang failed:\n" +
                           cc.stderr.decode(errors="replace"))


def buffer_stdout():
    """Gives the C library's stdout the buffering `stdbuf -o` asked for, or
    full buffering. Python unbuffers it when PYTHONUNBUFFERED is set (lit
    sets it), which turns each printed element into a write(2). The buffer
    is explicit: glibc keeps an unbuffered stream's one-byte buffer when
    setvbuf is given none; it comes from malloc, not Python, because Python
    frees its objects before the C library's exit flushes stdout."""
    libc = ctypes.CDLL(None)
    stdout = ctypes.c_void_p.in_dll(libc, "stdout")
    libc.setvbuf.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
                             ctypes.c_size_t]
    libc.malloc.restype = ctypes.c_void_p
    size = 1 << 16
    mode = {"0": 2, "L": 1}.get(os.environ.get("_STDBUF_O"), 0)
    if mode == 2:  # stdbuf -o0: _IONBF
        libc.setvbuf(stdout, None, mode, 0)
    else:  # _IOLBF (stdbuf -oL) or _IOFBF
        libc.setvbuf(stdout, libc.malloc(size), mode, size)


def run_entry(shared_object, entry, shared_libs, workdir=None):
    """Loads the libraries and the module, calls `entry` (no arguments, no
    result) and returns; a failing entry point aborts this process. A
    `workdir` is removed once the module is loaded, before the call."""
    for lib in shared_libs:
        ctypes.CDLL(lib, mode=ctypes.RTLD_GLOBAL)
    module = ctypes.CDLL(os.path.abspath(shared_object),
                         mode=ctypes.RTLD_GLOBAL)
    if workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    try:
        function = getattr(module, entry)
    except AttributeError:
        sys.exit("pad_run.py: no entry point '%s' in %s" % (entry,
                                                           shared_object))
    function.restype = None
    function.argtypes = []
    buffer_stdout()
    function()
    ctypes.CDLL(None).fflush(None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input", nargs="?", default="-")
    parser.add_argument("-e", dest="entry", default="main")
    parser.add_argument("-entry-point-result", dest="result", default="void")
    parser.add_argument("-shared-libs", dest="libs", default="")
    parser.add_argument("--compile", action="store_true",
                        help="only compile INPUT into -o OUT.so")
    parser.add_argument("-o", dest="output")
    parser.add_argument("-O", dest="opt", default="0",
                        choices=["0", "1", "2", "3"])
    args = parser.parse_args()
    if args.result != "void":
        sys.exit("pad_run.py: only -entry-point-result=void is supported")
    try:
        if args.compile:
            if not args.output:
                sys.exit("pad_run.py: --compile needs -o OUT.so")
            compile_module(args.input, args.output, "-O" + args.opt)
            return
        if args.input.endswith(".so"):
            shared_object, workdir = args.input, None
        else:
            workdir = tempfile.mkdtemp(prefix="pad_run.")
            shared_object = os.path.join(workdir, "module.so")
            compile_module(args.input, shared_object, "-O" + args.opt)
    except RuntimeError as e:
        sys.exit("pad_run.py: %s" % e)
    run_entry(shared_object, args.entry,
              [l for l in args.libs.split(",") if l], workdir)


if __name__ == "__main__":
    main()
