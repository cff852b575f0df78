#!/usr/bin/env python3
"""Prints how many times each op occurs in the MLIR on stdin, one `name count`
per line, sorted. Scalar constants are left out: two sizes can differ in how
many of their values happen to coincide and fold into one (data that grew
with tensor size would be a global, which is counted)."""
import collections
import re
import sys

ops = collections.Counter()
for line in sys.stdin:
    m = re.match(r'\s*(?:%[\w#:, %]+ = )?"?([a-z_][\w]*\.[\w.]+)', line)
    if m and m.group(1) != "llvm.mlir.constant":
        ops[m.group(1)] += 1
for name, count in sorted(ops.items()):
    print(name, count)
if not ops:
    sys.exit("no ops found")
