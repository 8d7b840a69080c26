# shellcheck shell=bash
# Sourced by scripts/lab.sh, scripts/test.sh and scripts/present.sh; not meant to be run alone.
#
# Leaves the shell in the repository root with .venv/bin first on PATH, after making sure that
# .venv exists and holds gamekit (editable) with the pinned versions from constraints.txt:
#     python3 -m venv .venv
#     .venv/bin/python -m pip install -c constraints.txt -e ".[lab,test]"
# The install is skipped when pyproject.toml, constraints.txt and the Python version have not
# changed since the last successful one (GAMEKIT_REINSTALL=1 forces it).
#
# Knobs: PYTHON (interpreter that creates the venv, default python3), GAMEKIT_VENV (default .venv).

set -euo pipefail

GAMEKIT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$GAMEKIT_ROOT"

_gk_say() { printf '[gamekit] %s\n' "$*" >&2; }
_gk_die() { printf '[gamekit] ERROR: %s\n' "$*" >&2; exit 1; }

GAMEKIT_VENV="${GAMEKIT_VENV:-$GAMEKIT_ROOT/.venv}"
_gk_python="${PYTHON:-python3}"

if [ ! -x "$GAMEKIT_VENV/bin/python" ]; then
    command -v "$_gk_python" >/dev/null 2>&1 \
        || _gk_die "'$_gk_python' not found: install Python 3.10 or newer (or set PYTHON=/path/to/python3)"
    "$_gk_python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' \
        || _gk_die "gamekit needs Python >= 3.10; '$_gk_python' is $("$_gk_python" -V 2>&1)"
    _gk_say "creating $GAMEKIT_VENV with $("$_gk_python" -V 2>&1)"
    "$_gk_python" -m venv "$GAMEKIT_VENV" \
        || _gk_die "python -m venv failed (on Debian/Ubuntu: apt-get install python3-venv)"
    "$GAMEKIT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
fi

_gk_stamp_file="$GAMEKIT_VENV/.gamekit-install-stamp"
_gk_stamp="$({ "$GAMEKIT_VENV/bin/python" -VV; cat pyproject.toml constraints.txt; } | cksum)"
if [ "${GAMEKIT_REINSTALL:-0}" != "0" ] || [ "$(cat "$_gk_stamp_file" 2>/dev/null || true)" != "$_gk_stamp" ]; then
    _gk_say "installing gamekit and pinned dependencies into $GAMEKIT_VENV (first run takes ~30 s)"
    rm -f "$_gk_stamp_file"
    "$GAMEKIT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
        -c constraints.txt -e ".[lab,test]"
    # JupyterLab: no "news" / "check for updates" pop-up (the classroom may be offline).
    _gk_settings="$GAMEKIT_VENV/share/jupyter/lab/settings"
    mkdir -p "$_gk_settings"
    cat > "$_gk_settings/overrides.json" <<'JSON'
{
  "@jupyterlab/apputils-extension:notification": {
    "checkForUpdates": false,
    "fetchNews": "false"
  }
}
JSON
    # Compile the batched simulators' numba kernels now (about a minute), so that the first
    # simulate() in a notebook loads cached machine code instead (issue 13 §1).
    "$GAMEKIT_VENV/bin/python" -m gamekit.analysis.batch.warm >&2
    printf '%s\n' "$_gk_stamp" > "$_gk_stamp_file"
else
    _gk_say "$GAMEKIT_VENV is up to date (GAMEKIT_REINSTALL=1 to force a reinstall)"
fi

export VIRTUAL_ENV="$GAMEKIT_VENV"
export PATH="$GAMEKIT_VENV/bin:$PATH"
hash -r
