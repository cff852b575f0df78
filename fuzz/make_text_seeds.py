#!/usr/bin/env python3
"""Writes the seed corpus of pad-fuzz-text (fuzz/corpus/text/).

Every case of test/Dialect/Pad/{ops,invalid,canonicalize}.mlir (split on
`// -----`, and ops.mlir further into its functions) becomes one seed, with
the FileCheck / diagnostic comments removed. Run from the repository root:

    python3 fuzz/make_text_seeds.py
"""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "fuzz", "corpus", "text")
SOURCES = ["ops.mlir", "invalid.mlir", "canonicalize.mlir"]


def cases(text):
    for chunk in re.split(r"^// -----\s*$", text, flags=re.M):
        lines = [l for l in chunk.splitlines() if not l.lstrip().startswith("//")]
        body = "\n".join(lines).strip()
        if not body:
            continue
        # A chunk with several functions: one seed per top-level function.
        funcs = re.split(r"\n(?=func\.func )", body)
        if len(funcs) > 1:
            for f in funcs:
                yield f.strip() + "\n"
        else:
            yield body + "\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        if old.endswith(".mlir"):
            os.remove(os.path.join(OUT, old))
    seen = set()
    for src in SOURCES:
        stem = os.path.splitext(src)[0]
        with open(os.path.join(ROOT, "test", "Dialect", "Pad", src)) as f:
            text = f.read()
        for i, case in enumerate(cases(text)):
            if case in seen:
                continue
            seen.add(case)
            name = "%s-%03d.mlir" % (stem, i)
            with open(os.path.join(OUT, name), "w") as out:
                out.write(case)


if __name__ == "__main__":
    main()
