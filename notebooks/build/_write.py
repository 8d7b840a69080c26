"""The one way the notebook builders save a notebook (then scripts/execute_notebooks.py fills the outputs)."""

from pathlib import Path

import nbformat as nbf


def write_notebook(cells: list, name: str) -> Path:
    """Save ``cells`` as ``notebooks/<name>.ipynb`` for the python3 kernel; returns the path."""
    nb = nbf.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    out = Path(__file__).resolve().parent.parent / f"{name}.ipynb"
    nbf.write(nb, out)
    print(f"wrote {out}")
    return out
