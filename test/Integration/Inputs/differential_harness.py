"""The harness that the differential tests share
(../differential/pad_differential.py, ../transform/pad_tiled_differential.py,
../transform/pad_window_differential.py): starting pad-opt and the runner
(retried while a tool is being relinked), batch modules that know which
lines belong to which case, pad-opt's errors located in a case, the printed
memrefs parsed per case, and the search for the cases that break a batch.

A batch module prints, for each case, its number alone on a line and then
its results with the runner utilities (printMemref*); `parse_output` reads
that back.  What a case is, how its expected values are computed and
compared, stays with each test.
"""

import re
import shlex
import subprocess
import sys
import time

# Jobs run side by side (and lit runs tests side by side): pad-opt's own
# threads would only contend for the same cores.
NO_THREADS = "--mlir-disable-threading"

HEADER = re.compile(r"Unranked Memref base@ = \S+ rank = (\d+) "
                    r"offset = (-?\d+) sizes = \[([^\]]*)\] "
                    r"strides = \[([^\]]*)\] data =")
TOKEN = re.compile(r"-?(?:nan|inf|\d+(?:\.\d*)?(?:e[-+]?\d+)?)")


def parse_output(text):
    """({case id: [(rank, sizes, tokens), ...]}, [case ids in print order])
    from a run's output: each case's printed memrefs after its marker (its
    number alone on a line).  A block is complete when the next marker (or
    the end of a successful run) follows it."""
    blocks, order, current = {}, [], None
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if re.fullmatch(r"\d+", line):
            current = int(line)
            blocks[current] = []
            order.append(current)
            i += 1
            continue
        m = HEADER.search(lines[i])
        if m and current is not None:
            rank = int(m.group(1))
            sizes = [int(s) for s in m.group(3).split(",") if s.strip()]
            data = []
            i += 1
            while i < len(lines) and lines[i].lstrip().startswith("["):
                data.append(lines[i])
                i += 1
            blocks[current].append((rank, sizes, TOKEN.findall(
                " ".join(data))))
            continue
        i += 1
    return blocks, order


def run_tool(cmd, **kwargs):
    """subprocess.run, retried for up to two minutes while the tool cannot
    be started (a pad-opt being relinked: missing, not executable, or busy
    for writing)."""
    for attempt in range(24):
        try:
            return subprocess.run(cmd, **kwargs)
        except OSError as e:
            if attempt == 23:
                raise
            print("note: cannot start %s (%s), retrying in 5 s" % (
                cmd[0], e.strerror), file=sys.stderr)
            time.sleep(5)


def join_module(parts, owners):
    """(text, [(first line, last line, case id)]) of a module made of
    `parts` (texts separated by blank lines); owners is [(index in parts,
    case id)]: the lines of each owned part belong to its case."""
    starts, line = [], 1
    for part in parts:
        starts.append(line)
        line += part.count("\n") + 2
    spans = [(starts[i], starts[i] + parts[i].count("\n"), cid)
             for i, cid in owners]
    return "\n\n".join(parts) + "\n", spans


def batch_module(declarations, cases, functions):
    """(text, spans) of a batch module (join_module): the declarations,
    each case's functions (functions(c), a list of texts, among them its
    runner @run_<id>), and @main calling the runners in turn."""
    parts = list(declarations)
    owners = []
    main = ["func.func @main() {"]
    for c in cases:
        for f in functions(c):
            owners.append((len(parts), c.id))
            parts.append(f)
        main.append("  func.call @run_%d() : () -> ()" % c.id)
    main += ["  return", "}"]
    parts.append("\n".join(main))
    return join_module(parts, owners)


def locate_errors(src, errors, spans):
    """{case id: message} for pad-opt's `src:LINE:COL: error:` lines that
    fall in a case's span (its first error only)."""
    located = {}
    for l in errors:
        m = re.match(re.escape(src) + r":(\d+):\d+: error: (.*)", l)
        if not m:
            continue
        line = int(m.group(1))
        for first, last, cid in spans:
            if first <= line <= last and cid not in located:
                located[cid] = "pad-opt failed: error: %s" % m.group(2)
    return located


def summarize_failure(rc, errors):
    """One line for a failed pad-opt: its first error, or the signal and
    the first frames of its stack below the signal handlers."""
    for l in errors:
        m = re.search(r": error: (.*)", l)
        if m:
            return "error: " + m.group(1)
    frames = [re.sub(r"^\s*#\d+ 0x[0-9a-f]+ ", "", l) for l in errors
              if re.match(r"\s*#\d+ 0x", l)]
    frames = [re.sub(r" \(/.*\)$", "", f) for f in frames
              if "Signal" not in f and "PrintStackTrace" not in f and
              not f.startswith("(")]
    what = "crashed (signal %d)" % -rc if isinstance(rc, int) and rc < 0 \
        else "exit %s" % rc
    if frames:
        return what + " in " + " <- ".join(f[:90] for f in frames[:3])
    first = [l.strip() for l in errors if l.strip()][:1]
    return what + (": " + first[0][:200] if first else "")


def compile_batch(cmd, sources, timeout, explain=None):
    """Runs pad-opt (`cmd`); (stdout, {}, None) when it succeeds, else
    (None, {case id: located error}, diagnostic), the diagnostic starting
    with "pad-opt" (explain(rc, stderr lines), by default "pad-opt failed: "
    and summarize_failure).  sources is [(file, spans)]: the files cmd
    reads whose errors are located in a case (locate_errors)."""
    try:
        comp = run_tool(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, {}, "pad-opt timed out"
    if comp.returncode == 0:
        return comp.stdout, {}, None
    errors = comp.stderr.decode(errors="replace").splitlines()
    if explain is None:
        diag = "pad-opt failed: " + summarize_failure(comp.returncode, errors)
    else:
        diag = explain(comp.returncode, errors)
    located = {}
    for src, spans in sources:
        for cid, msg in locate_errors(src, errors, spans).items():
            located.setdefault(cid, msg)
    return None, located, diag


def run_lowered(module, args, env=None, stderr_lines=2):
    """Runs the lowered `module` (bytes) with args.runner's @main, its
    stdout line-buffered (a crash keeps the output up to its last line, the
    cases before it; a big module does not write(2) per element).  Returns
    (blocks, complete case ids, diagnostic or None): see parse_output; the
    last block of a run that failed is not complete."""
    try:
        run = run_tool(["stdbuf", "-oL"] + shlex.split(args.runner) +
                       ["-e", "main", "-entry-point-result=void",
                        "-shared-libs=%s" % args.shared_libs],
                       input=module, capture_output=True,
                       timeout=args.timeout, env=env)
        out = run.stdout.decode(errors="replace")
        rc, err = run.returncode, run.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace")
        rc, err = "timeout", ""
    blocks, order = parse_output(out)
    complete = set(order if rc == 0 else order[:-1])
    diag = None
    if rc != 0:
        tail = out.splitlines()[-2:] + [l for l in err.splitlines()
                                        if "PLEASE" not in l][:stderr_lines]
        diag = "runner exit %s: %s" % (rc, " | ".join(tail))
    return blocks, complete, diag


def find_culprits(cases, run_module, tag):
    """{case id: (message or None, got)} for a batch of cases (each with an
    `id`).  run_module(cases, tag) runs one module and returns (results,
    {case id: located compile error}, diagnostic): results for the cases
    with a complete output, a diagnostic starting with "pad-opt" when the
    module did not compile.  A module that breaks is rerun to find its
    culprits: a compile error located in a case fails that case and the
    others run again; an error without a location is bisected; a run that
    stops runs the first case without output alone, then the rest."""
    results = {}
    rounds = 0
    while cases:
        rounds += 1
        res, located, diag = run_module(cases, "%s_r%d" % (tag, rounds))
        results.update(res)
        for cid, msg in located.items():
            results[cid] = (msg, [])
        missing = [c for c in cases if c.id not in results]
        if not missing:
            break
        if located:
            cases = missing
            continue
        if len(cases) == 1:
            results[cases[0].id] = ("did not complete: %s" % diag, [])
            break
        if diag and diag.startswith("pad-opt"):
            half = (len(missing) + 1) // 2
            for k, part in enumerate((missing[:half], missing[half:])):
                results.update(find_culprits(part, run_module, "%s_b%d%d" % (
                    tag, rounds, k)))
            break
        results.update(find_culprits(missing[:1], run_module, "%s_s%d" % (
            tag, rounds)))
        cases = missing[1:]
    return results


def add_common_options(ap, seed, cases, batch, timeout, max_reports,
                       tools_required=True):
    """The options every differential test takes (the tools' paths are
    required unless tools_required is False: the caller then sets their
    defaults)."""
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--cases", type=int, default=cases)
    ap.add_argument("--batch", type=int, default=batch)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=timeout)
    ap.add_argument("--pad-opt", required=tools_required)
    ap.add_argument("--runner", required=tools_required,
                    help="the command that runs a lowered module from "
                    "stdin, with mlir-runner's options (mlir-runner, or the "
                    "suite's ahead-of-time test/lib/pad_run.py)")
    ap.add_argument("--shared-libs", required=tools_required)
    ap.add_argument("--keep", help="directory for the generated modules")
    ap.add_argument("--max-reports", type=int, default=max_reports)


def report_failures(failures, routes, describe, summary, expected, program,
                    max_reports):
    """Prints the failing cases: one line each (describe(c), then the
    lines of summary(c, per_route)), then the details of the first
    max_reports (the routes' messages, expected(c) printing the expected
    values, the arrays each failing route printed, program(c) printing the
    program), then the numbers of the others.  failures is [(case, {route:
    (message or None, printed arrays)})]."""
    if failures:
        print("Failing cases (one line each; details of the first %d below):"
              % max_reports)
    for c, per_route in failures:
        print("  " + describe(c))
        summary(c, per_route)
    for c, per_route in failures[:max_reports]:
        print("=" * 78)
        print("MISMATCH " + describe(c))
        for r in routes:
            if r in per_route:
                msg = per_route[r][0]
                print("  route %-6s: %s" % (r, "ok" if msg is None else msg))
        expected(c)
        for r in routes:
            msg, got = per_route.get(r, (None, []))
            if msg is not None:
                print("  got (%s):" % r)
                for g in got:
                    print(g)
        program(c)
    if len(failures) > max_reports:
        print("... and %d more failing cases: %s" % (
            len(failures) - max_reports,
            " ".join(str(c.id) for c, _ in failures[max_reports:])))


def verdict(failures, ncases, routes, seed, elapsed, agree):
    """The last line and the exit status: FAIL with the number of cases
    failing in every route, or "PASS: N cases agree with <agree>"."""
    if failures:
        every = sum(1 for _, pr in failures
                    if all(pr[r][0] is not None for r in routes if r in pr))
        print("FAIL: %d of %d cases failed (%d in %s) [seed %d, %.1fs]" % (
            len(failures), ncases, every,
            "both routes" if len(routes) == 2 else "every route", seed,
            elapsed))
        return 1
    print("PASS: %d cases agree with %s [seed %d, %.1fs]" % (
        ncases, agree, seed, elapsed))
    return 0
