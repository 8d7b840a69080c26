#!/usr/bin/env bash
# Set up .venv (if needed) and open gamekit's notebooks in JupyterLab.
#   bash scripts/lab.sh              # opens notebooks/index.ipynb
#   bash scripts/lab.sh --port 8890  # extra arguments go to `jupyter lab`
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"

# Serve the repository root (so notebooks/, SOURCES.md and docs/ are all reachable, and the URL
# /lab/tree/notebooks/index.ipynb is the same here as on Binder) and open the welcome notebook.
if [ -f notebooks/index.ipynb ]; then
    start_url=/lab/tree/notebooks/index.ipynb
else
    start_url=/lab/tree/notebooks
fi
root_flag=()
if [ "$(id -u)" = 0 ]; then
    _gk_say "running as root (a container?): passing --allow-root to JupyterLab"
    root_flag=(--allow-root)
fi
_gk_say "starting JupyterLab at $start_url (Ctrl-C twice to stop)"
exec python -m jupyter lab "${root_flag[@]}" --ServerApp.root_dir="$PWD" --LabApp.default_url="$start_url" "$@"
