# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "PAD"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.pad_obj_root, "test")

# Named captures must not leak from one CHECK-LABEL block to the next.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

runner_libs = ",".join(
    os.path.join(config.llvm_lib_dir, lib)
    for lib in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")
)
config.substitutions.append(("%mlir_runner_utils", runner_libs))
# The OpenMP runtime of `--pad-to-llvm=parallel=true` (libomp-22-dev).
config.substitutions.append(
    ("%libomp", os.path.join(config.llvm_lib_dir, "libomp.so")))
config.substitutions.append(("%pad_src_root", config.pad_src_root))
# Configuring a separate CMake project (test/Install) the way this build was
# configured: same CMake, Ninja and compilers.
config.substitutions.append(("%cmake_configure", " ".join([
    config.cmake_command, "-G", "Ninja",
    "-DCMAKE_MAKE_PROGRAM=" + config.cmake_make_program,
    "-DCMAKE_C_COMPILER=" + config.host_cc,
    "-DCMAKE_CXX_COMPILER=" + config.host_cxx])))
config.substitutions.append(("%cmake", config.cmake_command))
# Upstream's own mlir-opt (Debian's mlir-opt-22), not the project's driver.
config.substitutions.append(
    ("%upstream_mlir_opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))
config.substitutions.append(("%pad_obj_root", config.pad_obj_root))
# Upstream's plain pipeline (issue 24, STYLE.md): One-Shot Bufferize takes
# pad.pad through its BufferizableOpInterface, with no pad pass before it.
config.substitutions.append(("%plain_pipeline", " ".join([
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops", "--expand-strided-metadata", "--lower-affine",
    "--convert-scf-to-cf", "--convert-to-llvm",
    "--reconcile-unrealized-casts"])))
# Lowered modules run ahead of time (test/lib/pad_run.py: mlir-runner's
# command line, one clang -O0 compile instead of a JIT per run).
config.substitutions.append(("%pad-run", "/usr/bin/python3 " + os.path.join(
    config.pad_src_root, "test", "lib", "pad_run.py")))
config.environment["PAD_LLVM_TOOLS_DIR"] = config.llvm_tools_dir
# The independent oracle (numpy) runs under Debian's system Python.
config.substitutions.insert(0, ("%python3", "/usr/bin/python3"))


def host_vector_bytes():
    """The row kernels' vector width for the compiling machine
    (--convert-pad-to-vector vector-bytes=host), read independently of
    pad-opt from /proc/cpuinfo: the widest x86 vector unit, but 32 bytes on
    AMD Zen 4 and Zen 5 (families 25 and 26 with AVX-512F), where pad-bench
    measured 32-byte kernels faster (docs/performance.md)."""
    fields = {}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                fields.setdefault(key.strip(), value.strip())
    except OSError:
        pass
    flags = fields.get("flags", "").split()
    if "avx512f" in flags:
        zen4_or_5 = (fields.get("vendor_id") == "AuthenticAMD" and
                     fields.get("cpu family") in ("25", "26"))
        return 32 if zen4_or_5 else 64
    return 32 if "avx" in flags else 16


config.substitutions.append(("%host_vector_bytes", str(host_vector_bytes())))

tool_dirs = [config.pad_tools_dir, config.llvm_tools_dir]
tools = ["pad-opt", "pad-promised-interfaces", "pad-dialect-only-opt", "mlir-runner", "mlir-translate", ToolSubst("%clang", "clang-22", unresolved="ignore")]
llvm_config.add_tool_substitutions(tools, tool_dirs)

if os.path.exists("/usr/bin/python3"):
    import subprocess
    if subprocess.call(["/usr/bin/python3", "-c", "import numpy"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
        config.available_features.add("numpy")

# A sanitizer build (PAD_SANITIZE): pad-opt runs instrumented, leaks are
# reported, and UBSan reports with a stack and fails the tool.
if config.pad_sanitize:
    config.environment["ASAN_OPTIONS"] = "detect_leaks=1"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.available_features.add("pad-sanitized-build")

if config.pad_bench_enabled:
    config.available_features.add("pad-bench")
