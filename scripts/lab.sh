#!/usr/bin/env bash
# Set up .venv (if needed) and open gamekit's notebooks in JupyterLab.
#   bash scripts/lab.sh              # opens notebooks/index.ipynb
#   bash scripts/lab.sh --port 8890  # extra arguments go to `jupyter lab`
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"

if [ -f notebooks/index.ipynb ]; then
    target=notebooks/index.ipynb
else
    target=notebooks
fi
root_flag=()
if [ "$(id -u)" = 0 ]; then
    _gk_say "running as root (a container?): passing --allow-root to JupyterLab"
    root_flag=(--allow-root)
fi
_gk_say "starting JupyterLab on $target (Ctrl-C twice to stop)"
exec python -m jupyter lab "${root_flag[@]}" "$target" "$@"
