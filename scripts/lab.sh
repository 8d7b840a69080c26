#!/usr/bin/env bash
# Set up .venv (if needed) and open gamekit's notebooks in JupyterLab.
#   bash scripts/lab.sh              # opens classroom/index.ipynb
#   bash scripts/lab.sh --reset      # first puts the class's copy aside and makes a fresh one
#   bash scripts/lab.sh --port 8890  # other arguments go to `jupyter lab`
#
# The class works in classroom/, an untracked working copy of notebooks/ (gitignored): JupyterLab
# autosaves whatever is open, and the shipped notebooks/ must stay exactly as released (strict
# nbval compares against their saved outputs). A notebook missing from classroom/ is copied from
# notebooks/ at every start (so a kit update brings new notebooks); a notebook already there is
# left as the class saved it. `--reset` moves the whole copy to classroom-saved-DATE-TIME/ (kept,
# also gitignored) and starts again from notebooks/.
#
# The copies are trusted for this user (`jupyter trust`), so JupyterLab shows their saved board
# pictures and plots on first open instead of "<IPython.core.display.SVG object>".
set -euo pipefail

lab_start=$(date +%s)
reset=0
args=()
for arg in "$@"; do
    if [ "$arg" = "--reset" ]; then reset=1; else args+=("$arg"); fi
done

# A first install compiles the batched simulators in the background (see _env.sh).
GAMEKIT_WARM_BACKGROUND=1
source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"

workdir=classroom
if [ "$reset" = 1 ] && [ -d "$workdir" ]; then
    saved="classroom-saved-$(date +%Y%m%d-%H%M%S)"
    mv "$workdir" "$saved"
    _gk_say "reset: the class's copy was moved to $saved/ (delete it when it is no longer needed)"
fi
mkdir -p "$workdir"
copied=()
for src in notebooks/*.ipynb; do
    [ -e "$src" ] || continue
    dest="$workdir/$(basename "$src")"
    if [ ! -e "$dest" ]; then
        cp "$src" "$dest"
        copied+=("$(basename "$src")")
    fi
done
if [ "${#copied[@]}" -gt 0 ]; then
    _gk_say "copied ${#copied[@]} notebook(s) from notebooks/ into $workdir/ (the class works there; notebooks/ stays as shipped)"
fi
# Trust every notebook of the working copy (a signature in this user's Jupyter data folder; the
# files themselves are not changed).
shopt -s nullglob
nbs=("$workdir"/*.ipynb)
shopt -u nullglob
if [ "${#nbs[@]}" -gt 0 ]; then
    trust_log="$(python -m jupyter trust "${nbs[@]}" 2>&1)" \
        || _gk_die "jupyter trust failed for the notebooks in $workdir/: $trust_log"
fi

# Serve the repository root (so classroom/, notebooks/, SOURCES.md and docs/ are all reachable and
# the notebooks' links to ../SOURCES.md work) and open the welcome notebook of the working copy.
if [ -f "$workdir/index.ipynb" ]; then
    start_url="/lab/tree/$workdir/index.ipynb"
else
    start_url="/lab/tree/$workdir"
fi
root_flag=()
if [ "$(id -u)" = 0 ]; then
    _gk_say "running as root (a container?): passing --allow-root to JupyterLab"
    root_flag=(--allow-root)
fi
_gk_say "set-up took $(( $(date +%s) - lab_start )) s; starting JupyterLab at $start_url (Ctrl-C twice to stop; bash scripts/lab.sh --reset starts the class's copy afresh)"
# Kernels' connection files live in Jupyter's runtime folder (see _env.sh for the transport).
transport="$(_gk_kernel_transport "$(python -c 'from jupyter_core.paths import jupyter_runtime_dir; print(jupyter_runtime_dir())')")"
# notebook_shim (the classic Notebook's config shim) is switched off: nothing here needs it, and
# reading every ServerApp setting it prints a "ServerApp.token config is deprecated" warning.
# ws_ping_interval=0: no keep-alive pings on the kernel websockets of this local server (they are
# for proxies; jupyter_server's millisecond ping settings also make tornado 6.5 log a note that its
# ping timeout is "longer than the interval", jupyter-server/jupyter_server#1612; docs/voila_console.md).
exec python -m jupyter lab ${root_flag[@]+"${root_flag[@]}"} --ServerApp.root_dir="$PWD" --LabApp.default_url="$start_url" \
    --ServerApp.jpserver_extensions notebook_shim=False '--ServerApp.tornado_settings={"ws_ping_interval": 0}' \
    $transport ${args[@]+"${args[@]}"}
