#!/usr/bin/env bash
# Set up .venv (if needed) and show one notebook in presentation mode (Voila: code hidden,
# widgets live).
#   bash scripts/present.sh                              # notebooks/index.ipynb
#   bash scripts/present.sh notebooks/raja_pasu.ipynb    # another notebook
#   bash scripts/present.sh notebooks/raja_pasu.ipynb --port=8870 --no-browser
set -euo pipefail

notebook="${1:-notebooks/index.ipynb}"
if [ "$#" -gt 0 ]; then shift; fi
# A path relative to where the script was started from also works.
if [ -f "$notebook" ]; then notebook="$(cd "$(dirname "$notebook")" && pwd)/$(basename "$notebook")"; fi

source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"

[ -f "$notebook" ] || _gk_die "no such notebook: $notebook"
# Voila runs every cell anyway; trusting the notebook (a signature in this user's Jupyter data
# folder, the file is not changed) only spares the "Notebook ... is not trusted" warning.
trust_log="$(python -m jupyter trust "$notebook" 2>&1)" || _gk_die "jupyter trust failed for $notebook: $trust_log"
# Voila keeps its connection files in the temporary folder (see _env.sh for the transport).
transport="$(_gk_kernel_transport "$(python -c 'import tempfile; print(tempfile.gettempdir())')/voila_xxxxxxxx")"
_gk_say "presenting $notebook with Voila (Ctrl-C to stop)"
exec python -m voila "$notebook" $transport "$@"
