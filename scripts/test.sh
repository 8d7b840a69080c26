#!/usr/bin/env bash
# Set up .venv (if needed), then run gamekit's whole test suite:
#   1. the unit tests:              python -m pytest tests
#   2. strict nbval on notebooks/:  python -m pytest --nbval --nbval-current-env \
#                                     --nbval-sanitize-with notebooks/sanitize.cfg notebooks
# Both parts always run. A part that collects no test at all (pytest exit code 5) is a FAILURE.
# Extra arguments go to both pytest runs, e.g.  bash scripts/test.sh -x -q
# Exit code: 0 only when both parts passed.
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

run_part() {  # name, junit file, pytest args...
    local name="$1" junit="$2"; shift 2
    printf '\n[gamekit] ===== %s: python -m pytest %s\n' "$name" "$*" >&2
    local rc=0
    python -m pytest -p no:cacheprovider --junitxml="$junit" "$@" || rc=$?
    if [ "$rc" -eq 5 ]; then
        printf '\n[gamekit] !!!!! %s: pytest collected NO tests (exit 5) -- counted as a FAILURE\n' "$name" >&2
    fi
    return "$rc"
}

unit_rc=0
run_part "unit tests" "$report_dir/unit.xml" tests "$@" || unit_rc=$?

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
nbval_rc=0
run_part "notebooks (strict nbval)" "$report_dir/nbval.xml" \
    --nbval --nbval-current-env --nbval-sanitize-with notebooks/sanitize.cfg notebooks "$@" || nbval_rc=$?
nb_rc=$nbval_rc
if [ "$nb_rc" -eq 0 ] && [ "$nb_unrun" -ne 0 ]; then nb_rc=1; fi

python - "$report_dir/unit.xml" "$unit_rc" "$report_dir/nbval.xml" "$nbval_rc" "$nb_unrun" <<'PY'
import sys
import xml.etree.ElementTree as ET

def counts(path):
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    t = {k: sum(int(s.get(k, 0)) for s in suites) for k in ("tests", "failures", "errors", "skipped")}
    t["passed"] = t["tests"] - t["failures"] - t["errors"] - t["skipped"]
    return t

def verdict(rc, unrun=False):
    v = {0: "OK", 5: "FAILED (no tests collected)"}.get(rc, f"FAILED (pytest exit {rc})")
    if unrun:
        v = ("FAILED" if rc == 0 else v) + " (notebooks saved unrun)"
    return v

args = sys.argv[1:]
total = {"passed": 0, "failed": 0, "skipped": 0}
print("\n[gamekit] ===== summary", file=sys.stderr)
for label, path, rc, unrun in (("unit tests (tests/)", args[0], int(args[1]), False),
                               ("notebooks (strict nbval)", args[2], int(args[3]), args[4] == "1")):
    c = counts(path)
    if c is None:
        line = "no report"
    else:
        failed = c["failures"] + c["errors"]
        total["passed"] += c["passed"]; total["failed"] += failed; total["skipped"] += c["skipped"]
        line = f'{c["passed"]} passed, {failed} failed, {c["skipped"]} skipped'
    print(f"[gamekit]   {label:<26} {line:<36} {verdict(rc, unrun)}", file=sys.stderr)
sys.stderr.flush()
print(f'total: {total["passed"]} passed, {total["failed"]} failed, {total["skipped"]} skipped')
PY

if [ "$unit_rc" -ne 0 ] || [ "$nb_rc" -ne 0 ]; then
    printf '[gamekit] TESTS FAILED (unit tests exit %s, notebooks exit %s)\n' "$unit_rc" "$nb_rc" >&2
    exit 1
fi
printf '[gamekit] all tests passed\n' >&2
