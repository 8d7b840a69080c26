#!/usr/bin/env python3
"""Execute gamekit's notebooks top to bottom in a fresh kernel and save them with their outputs.

    python scripts/execute_notebooks.py                         # every notebooks/*.ipynb
    python scripts/execute_notebooks.py notebooks/raja_pasu.ipynb [more.ipynb ...]

Run it with the project's venv (.venv/bin/python, as set up by scripts/lab.sh or scripts/test.sh)
after changing a notebook or anything its outputs depend on; the saved outputs are what strict
nbval (scripts/test.sh) compares against.

Each notebook runs in a new "python3" kernel (the kernel of the Python running this script),
with the notebook's own folder as working directory, and with the same environment that
scripts/test.sh gives nbval, so that saved and fresh outputs agree:
  * MPLBACKEND unset (Agg would drop inline figures), PYTHONHASHSEED=0, TQDM_DISABLE=1,
    PYDEVD_DISABLE_FILE_VALIDATION=1;
  * the widgets' state is stored in the notebook metadata (``metadata.widgets``), so that a
    notebook opened without running it shows each board, experiment and progress bar as it was
    left (JupyterLab draws them from the saved state, marked as not connected to a kernel)
    instead of "Error displaying widget: model not found"; strict nbval never compares metadata.
    A static render (``jupyter nbconvert --to html``, nbviewer, GitHub's viewer) draws a widget
    whose model is in that state as an empty ``<div>`` (its widget script needs a CDN), so each
    gamekit widget is saved after its own picture output (gamekit.widgets.static), which those
    viewers show and a drawn widget hides.
    No per-cell execution timestamps are recorded.
Stable matplotlib output (svg.hashsalt, metadata={'Date': None}) is set in the notebooks.
A cell that raises stops that notebook (it is then left unsaved) and the script exits 1.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"

KERNEL_ENV = {
    "PYTHONHASHSEED": "0",
    "TQDM_DISABLE": "1",
    "PYDEVD_DISABLE_FILE_VALIDATION": "1",
}


def prepare_environment() -> None:
    """Set the environment the kernels inherit, and build matplotlib's font cache beforehand."""
    os.environ.pop("MPLBACKEND", None)
    os.environ.update(KERNEL_ENV)
    # A fresh machine would otherwise print "Matplotlib is building the font cache" to stderr
    # inside the first notebook that plots.
    subprocess.run(
        [sys.executable, "-c", "import matplotlib.pyplot"],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def execute(path: Path, timeout: int) -> None:
    nb = nbformat.read(path, as_version=4)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    for cell in nb.cells:  # drop timestamps left by earlier runs (record_timing is off below)
        cell.metadata.pop("execution", None)
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},  # cwd of the kernel
        store_widget_state=True,
        record_timing=False,
    )
    client.execute()
    nbformat.validate(nb)
    nbformat.write(nb, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "notebooks", nargs="*", type=Path, help="notebooks to execute (default: every notebooks/*.ipynb)"
    )
    parser.add_argument("--timeout", type=int, default=600, help="seconds allowed per cell (default: %(default)s)")
    args = parser.parse_args(argv)

    paths = [p.resolve() for p in args.notebooks] or sorted(NOTEBOOKS.glob("*.ipynb"))
    paths = [p for p in paths if ".ipynb_checkpoints" not in p.parts]
    if not paths:
        print(f"no notebooks found in {NOTEBOOKS}", file=sys.stderr)
        return 1
    missing = [p for p in paths if not p.is_file()]
    if missing:
        print("no such notebook: " + ", ".join(map(str, missing)), file=sys.stderr)
        return 1

    prepare_environment()
    failed = []
    for path in paths:
        shown = os.path.relpath(path)
        start = time.monotonic()
        try:
            execute(path, args.timeout)
        except (CellExecutionError, CellTimeoutError, DeadKernelError) as exc:
            failed.append(shown)
            print(f"FAILED  {shown}\n{exc}", file=sys.stderr)
            continue
        print(f"ok      {shown}  ({time.monotonic() - start:.1f} s)")
    if failed:
        print(f"{len(failed)} of {len(paths)} notebooks failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
