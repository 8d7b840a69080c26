# shellcheck shell=bash
# Sourced by scripts/lab.sh, scripts/test.sh and scripts/present.sh; not meant to be run alone.
#
# Leaves the shell in the repository root with .venv/bin first on PATH, after making sure that
# .venv exists and holds gamekit (editable) with the pinned versions from constraints.txt:
#     python3 -m venv .venv
#     .venv/bin/python -m pip install -c constraints.txt uv
#     .venv/bin/uv pip install --python .venv/bin/python --compile-bytecode -c constraints.txt -e ".[lab,test]"
# uv (astral-sh/uv, pinned in constraints.txt) installs the same pinned versions as pip, in about
# 30 s instead of about 5 minutes from an empty cache (it downloads in parallel). --compile-bytecode
# writes the installed packages' .pyc files at install time, as pip does by default (uv does not):
# where PYTHONDONTWRITEBYTECODE is set, every new Python process (each kernel, each JupyterLab or
# Voila server) would otherwise compile the sources of everything it imports again, about 4 s of
# CPU for a kernel that draws a board (2-core machine: a first German board in a fresh process took
# 6.6 s without the .pyc files, 2.0 s with them). Where uv cannot be
# installed (no wheel for the platform), pip does the same install:
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
fi

_gk_stamp_file="$GAMEKIT_VENV/.gamekit-install-stamp"
_gk_stamp="$({ "$GAMEKIT_VENV/bin/python" -VV; cat pyproject.toml constraints.txt; } | cksum)"
if [ "${GAMEKIT_REINSTALL:-0}" != "0" ] || [ "$(cat "$_gk_stamp_file" 2>/dev/null || true)" != "$_gk_stamp" ]; then
    _gk_install_start=$(date +%s)
    rm -f "$_gk_stamp_file"
    if [ ! -x "$GAMEKIT_VENV/bin/uv" ]; then
        "$GAMEKIT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check -c constraints.txt uv \
            || _gk_say "could not install uv: installing with pip instead"
    fi
    if [ -x "$GAMEKIT_VENV/bin/uv" ]; then
        _gk_say "installing gamekit and pinned dependencies into $GAMEKIT_VENV with uv (first run: about a minute)"
        "$GAMEKIT_VENV/bin/uv" pip install --quiet --python "$GAMEKIT_VENV/bin/python" --compile-bytecode \
            -c constraints.txt -e ".[lab,test]"
    else
        _gk_say "installing gamekit and pinned dependencies into $GAMEKIT_VENV with pip (about 5 minutes)"
        "$GAMEKIT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
        "$GAMEKIT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
            -c constraints.txt -e ".[lab,test]"
    fi
    _gk_say "installed in $(( $(date +%s) - _gk_install_start )) s"
    printf '%s\n' "$_gk_stamp" > "$_gk_stamp_file"
    # Compile the batched simulators once now (numba caches them on disk), not in a student's first
    # cell. scripts/lab.sh sets GAMEKIT_WARM_BACKGROUND=1: JupyterLab opens while they compile, and
    # until they are ready simulate() plays with the plain engine (gamekit/analysis/warming.py).
    if [ "${GAMEKIT_WARM_BACKGROUND:-0}" = "1" ]; then
        _gk_say "compiling the batched simulators in the background (log: $GAMEKIT_VENV/gamekit-warm.log)"
        nohup "$GAMEKIT_VENV/bin/python" -m gamekit.analysis.warming > "$GAMEKIT_VENV/gamekit-warm.log" 2>&1 &
    else
        "$GAMEKIT_VENV/bin/python" -m gamekit.analysis.batch >&2
    fi
else
    _gk_say "$GAMEKIT_VENV is up to date (GAMEKIT_REINSTALL=1 to force a reinstall)"
fi

# The kit's Jupyter files, copied into the environment at every start (a few small files; the
# same copy is made on Binder by binder/postBuild), see jupyter-setup/README.md:
#   share/jupyter/lab/settings/overrides.json   no JupyterLab news prompt, no update check
#   share/jupyter/voila/templates/gamekit/      presentation template: offline, no Lab-only text
#   etc/jupyter/voila.json                      selects that template
cp -R jupyter-setup/share jupyter-setup/etc "$GAMEKIT_VENV/"

# Kernels talk to JupyterLab / Voila over local (IPC) sockets where the system has them, instead of
# TCP ports (ipykernel warns on every start that TCP traffic is unencrypted). Unix socket paths are
# limited to ~100 bytes, so IPC is used only when the folder of the connection files is short.
_gk_kernel_transport() {  # $1: the folder of the kernels' connection files; prints the flag or nothing
    case "$(uname -s)" in Linux|Darwin) ;; *) return 0 ;; esac
    if [ "${#1}" -le 60 ]; then printf '%s\n' "--KernelManager.transport=ipc"; fi
}

export VIRTUAL_ENV="$GAMEKIT_VENV"
export PATH="$GAMEKIT_VENV/bin:$PATH"
hash -r
