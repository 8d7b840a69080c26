"""The one way the notebook builders save a notebook (then scripts/execute_notebooks.py fills the outputs)."""

from pathlib import Path

import nbformat as nbf


def write_notebook(cells: list, name: str) -> Path:
    """Save ``cells`` as ``notebooks/<name>.ipynb`` for the python3 kernel; returns the path.

    Code cells are saved collapsed (JupyterLab's ``"jupyter": {"source_hidden": true}``), so a
    student reads text, boards and questions and opens code on purpose; a notebook that does not
    link the glossary gets a last cell that does.
    """
    for cell in cells:
        if cell.cell_type == "code":  # the student view: code is collapsed, opened only on purpose
            cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
    if name != "glossary" and not any("glossary.md" in c.source for c in cells if c.cell_type == "markdown"):
        cells = [*cells, nbf.v4.new_markdown_cell("Words used here: see the [glossary](glossary.md).")]
    nb = nbf.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    out = Path(__file__).resolve().parent.parent / f"{name}.ipynb"
    nbf.write(nb, out)
    print(f"wrote {out}")
    return out
