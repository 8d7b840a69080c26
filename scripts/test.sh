#!/usr/bin/env bash
# Set up .venv (if needed), then run gamekit's whole test suite in three pytest runs:
#   1. python -m pytest tests/browser   the real-browser tests, started first and run ALONGSIDE
#                                       2 and 3 (they mostly wait for JupyterLab, kernels and
#                                       Chromium, so the two cores are shared); their output is
#                                       kept in a log and printed when they finish
#   2. python -m pytest tests --ignore=tests/browser
#                                       the unit tests and the Binder install check (a fresh venv:
#                                       mostly the installer waiting), on two worker processes
#                                       (pytest-xdist; GAMEKIT_TEST_WORKERS sets how many, 0: in
#                                       this process)
#   3. strict nbval on notebooks/:      python -m pytest --nbval --nbval-current-env \
#                                         --nbval-sanitize-with notebooks/sanitize.cfg notebooks
#                                       started as soon as 1 ends, in the same background job,
#                                       so it runs beside the unit tests' last minutes (the
#                                       browser tests end first: about 14 min against 17); its
#                                       output is printed after the browser tests'
# 2 and 3 run at a lower CPU priority (nice 10, GAMEKIT_UNIT_NICE) than 1: the browser tests wait
# on pages, kernels and servers, and whenever they need a core they get it at once, while the unit
# tests take every cycle the browser tests leave idle.
# The summary at the end has one line per phase (the four phases README.md describes).
# Every part always runs. A part that collects no test at all (pytest exit code 5) is a FAILURE,
# except the browser part when extra arguments deselect all of it (e.g. -m "not slow").
# Extra arguments go to every pytest run, e.g.  bash scripts/test.sh -x -q
# Exit code: 0 only when every part passed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"

# Environment shared with scripts/execute_notebooks.py, so the saved outputs and the nbval run agree.
unset MPLBACKEND                        # MPLBACKEND=Agg would drop inline figures from the outputs
export PYTHONHASHSEED=0                 # stable set/dict-of-str ordering in printed reprs
export TQDM_DISABLE=1                   # progress bars carry timings (and go to stderr)
export PYDEVD_DISABLE_FILE_VALIDATION=1 # no debugpy "frozen modules" warning from the kernel

# Build matplotlib's font cache now: on a fresh machine its "Matplotlib is building the font
# cache" message would land on stderr inside the first notebook that plots, and fail nbval.
python -c "import matplotlib.pyplot" >/dev/null 2>&1 || python -c "import matplotlib.pyplot"

report_dir="$(mktemp -d "${TMPDIR:-/tmp}/gamekit-test.XXXXXX")"
trap 'rm -rf "$report_dir"' EXIT

# The unit tests and nbval yield the CPU to the browser tests beside them (see the header).
lower=(nice -n "${GAMEKIT_UNIT_NICE:-10}")

run_part() {  # name, junit file, pytest args...  (at the lower priority)
    local name="$1" junit="$2"; shift 2
    printf '\n[gamekit] ===== %s: python -m pytest %s\n' "$name" "$*" >&2
    local rc=0
    "${lower[@]}" python -m pytest -p no:cacheprovider --junitxml="$junit" "$@" || rc=$?
    if [ "$rc" -eq 5 ]; then
        printf '\n[gamekit] !!!!! %s: pytest collected NO tests (exit 5) -- counted as a FAILURE\n' "$name" >&2
    fi
    return "$rc"
}

# 1. The browser tests, in the background, with their output in a log (printed when they end).
printf '\n[gamekit] ===== browser tests: python -m pytest tests/browser %s  (running alongside; output follows when they finish)\n' "$*" >&2
(
    rc=0
    python -m pytest -p no:cacheprovider --durations=15 --junitxml="$report_dir/browser.xml" tests/browser "$@" \
        >"$report_dir/browser.log" 2>&1 || rc=$?
    echo "$rc" >"$report_dir/browser.rc"
    # 3. strict nbval (see the header), its output in a log too
    rc=0
    run_part "notebooks (strict nbval)" "$report_dir/nbval.xml" \
        --nbval --nbval-current-env --nbval-sanitize-with notebooks/sanitize.cfg notebooks "$@" \
        >"$report_dir/nbval.log" 2>&1 || rc=$?
    echo "$rc" >"$report_dir/nbval.rc"
) &
browser_pid=$!
trap 'kill "$browser_pid" 2>/dev/null || true; rm -rf "$report_dir"' EXIT

# 2. The unit tests and the Binder install check.
unit_rc=0
# Two worker processes (pytest-xdist, whole files to a worker, --dist loadfile), niced: they fill
# the time the browser tests leave the two cores idle. (Two workers at the browser tests' own
# priority made the whole run slower, 28 min instead of 18: all three competed for two cores.)
run_part "tests/ (unit tests)" "$report_dir/unit.xml" -n "${GAMEKIT_TEST_WORKERS:-2}" --dist loadfile \
    --durations=15 tests --ignore=tests/browser "$@" || unit_rc=$?

nb_rc=0
nb_unrun=0
# nbval does not compare the outputs of a cell that was saved unrun (execution_count null): such
# a notebook would only be checked for exceptions. Strict means every code cell was saved run.
if ! python - <<'PY'
import json, pathlib, sys
bad = []
for path in sorted(pathlib.Path("notebooks").rglob("*.ipynb")):
    if ".ipynb_checkpoints" in path.parts:
        continue
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    unrun = [i for i, c in enumerate(cells, 1)
             if c.get("cell_type") == "code" and "".join(c.get("source", "")).strip()
             and c.get("execution_count") is None
             and "NBVAL_SKIP" not in "".join(c.get("source", ""))]
    if unrun:
        bad.append(f"  {path}: code cell(s) {', '.join(map(str, unrun))} saved without outputs")
if bad:
    print("[gamekit] !!!!! notebooks saved unrun, so nbval cannot compare their outputs:", *bad,
          "[gamekit] fix: .venv/bin/python scripts/execute_notebooks.py  (then review and commit)",
          sep="\n", file=sys.stderr)
    sys.exit(1)
PY
then
    nb_unrun=1
fi

# Wait for the browser tests and nbval, then show their output.
wait "$browser_pid" || true
browser_rc="$(cat "$report_dir/browser.rc" 2>/dev/null || echo 1)"
printf '\n[gamekit] ===== browser tests: output (python -m pytest tests/browser %s)\n' "$*" >&2
cat "$report_dir/browser.log" >&2 || true
nbval_rc="$(cat "$report_dir/nbval.rc" 2>/dev/null || echo 1)"
cat "$report_dir/nbval.log" >&2 || true
nb_rc=$nbval_rc
if [ "$nb_rc" -eq 0 ] && [ "$nb_unrun" -ne 0 ]; then nb_rc=1; fi
if [ "$browser_rc" -eq 5 ] && [ "$#" -gt 0 ]; then
    browser_rc=0   # extra arguments (e.g. -m "not slow") deselected every browser test
elif [ "$browser_rc" -eq 5 ]; then
    printf '\n[gamekit] !!!!! browser tests: pytest collected NO tests (exit 5) -- counted as a FAILURE\n' >&2
fi

python - "$report_dir/unit.xml" "$unit_rc" "$report_dir/nbval.xml" "$nbval_rc" "$nb_unrun" \
    "$report_dir/browser.xml" "$browser_rc" <<'PY'
# The summary has one line per phase that README.md describes: the run on tests/ (without
# tests/browser) holds the unit tests and the Binder install check (tests/test_binder.py); the
# browser tests ran in their own run alongside it; the last run is strict nbval.  The minutes
# are the tests' own times added up (on two workers they exceed the run's wall time).
import sys
import xml.etree.ElementTree as ET

def phase_of(case):
    where = (case.get("file") or case.get("classname") or "").replace("\\", "/").replace(".", "/")
    if "test_binder" in where:
        return "binder"
    if "browser/" in where or where.startswith("browser"):
        return "browser"
    return "unit"

def read(path):
    """{phase: {"passed", "failed", "skipped", "seconds"}} from a JUnit XML file, or None."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    out = {}
    for case in root.iter("testcase"):
        c = out.setdefault(phase_of(case), {"passed": 0, "failed": 0, "skipped": 0, "seconds": 0.0})
        kinds = {child.tag for child in case}
        if kinds & {"failure", "error"}:
            c["failed"] += 1
        elif "skipped" in kinds:
            c["skipped"] += 1
        else:
            c["passed"] += 1
        c["seconds"] += float(case.get("time", 0) or 0)
    return out

def verdict(c, rc, unrun=False):
    if c is None:
        return f"FAILED (pytest exit {rc}, no report)"
    if c["failed"]:
        return "FAILED"
    if rc == 5:
        return "FAILED (no tests collected)"
    if unrun:
        return "FAILED (notebooks saved unrun)"
    if c["passed"] + c["skipped"] == 0:
        return "not run (deselected)"
    return "OK"

unit_xml, unit_rc, nb_xml, nb_rc, unrun = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5] == "1"
browser_xml, browser_rc = sys.argv[6], int(sys.argv[7])
unit, nb, browser = read(unit_xml), read(nb_xml), read(browser_xml)
none = {"passed": 0, "failed": 0, "skipped": 0, "seconds": 0.0}
rows = []
for key, label in (("unit", "unit tests"), ("binder", "Binder install check")):
    rows.append((label, None if unit is None else unit.get(key, dict(none)), unit_rc))
rows.append(("browser tests", None if browser is None else browser.get("browser", dict(none)), browser_rc))
nb_total = None
if nb is not None:
    nb_total = {k: sum(c[k] for c in nb.values()) for k in ("passed", "failed", "skipped", "seconds")}
rows.append(("strict nbval (notebooks)", nb_total, nb_rc))

total = {"passed": 0, "failed": 0, "skipped": 0}
print("\n[gamekit] ===== summary", file=sys.stderr)
for label, c, rc in rows:
    if c is None:
        line = "no report"
    else:
        for k in total:
            total[k] += c[k]
        line = f'{c["passed"]} passed, {c["failed"]} failed, {c["skipped"]} skipped, {c["seconds"] / 60:.1f} min'
    print(f"[gamekit]   {label:<26} {line:<48} {verdict(c, rc, unrun and label.startswith('strict'))}",
          file=sys.stderr)
for name, rc, report in (("tests/", unit_rc, unit), ("tests/browser", browser_rc, browser), ("nbval", nb_rc, nb)):
    if rc not in (0, 5) and report is not None and not any(c["failed"] for c in report.values()):
        print(f"[gamekit]   pytest on {name} exited {rc} without a failed test (see its output above)", file=sys.stderr)
sys.stderr.flush()
print(f'total: {total["passed"]} passed, {total["failed"]} failed, {total["skipped"]} skipped')
PY

if [ "$unit_rc" -ne 0 ] || [ "$browser_rc" -ne 0 ] || [ "$nb_rc" -ne 0 ]; then
    printf '[gamekit] TESTS FAILED (unit tests exit %s, browser tests exit %s, notebooks exit %s)\n' \
        "$unit_rc" "$browser_rc" "$nb_rc" >&2
    exit 1
fi
printf '[gamekit] all tests passed\n' >&2
