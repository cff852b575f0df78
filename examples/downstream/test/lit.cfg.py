# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "PAD-DOWNSTREAM"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.downstream_obj_root, "test")

llvm_config.use_default_substitutions()
config.substitutions.append(("%mlir_runner_utils", ",".join(
    os.path.join(config.llvm_lib_dir, lib)
    for lib in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))))
llvm_config.add_tool_substitutions(
    ["pad-downstream-opt", "mlir-runner"],
    [os.path.join(config.downstream_obj_root, "bin"), config.llvm_tools_dir])
