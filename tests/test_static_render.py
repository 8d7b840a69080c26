"""A shipped notebook rendered statically (nbconvert's HTML exporter, as nbviewer and GitHub's
viewer use it) shows, where each widget was, its picture and the "Run the notebook to ..." line.

nbconvert writes a widget output as an empty ``<div>`` whenever the notebook's saved widget state
holds its model (which it does: scripts/execute_notebooks.py saves it for JupyterLab), so the
picture must come from the output written just before the widget (gamekit.widgets.static).
No notebook is executed here: the saved outputs are rendered.  To keep the test cheap, each
notebook is cut down to its cells that hold a widget output, and each saved model's state to
an empty entry: the exporter's choice of what to draw for an output depends only on the output's
bundle and on whether its model id is in the saved state, so both cuts leave those cells' HTML
as the whole notebook renders it.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("nbconvert")

from nbconvert import HTMLExporter  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "teacher").glob("*.ipynb"))
VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"
FORBIDDEN = ("Error displaying widget", "model not found", "VBox(", "HBox(", "widget state could not be found")
#: the line each kind of widget leaves under its picture, by the opening of its text/plain
NOTES = {
    "GameBoard(": "Run the notebook to play.",
    "Exercise (": "Run the notebook to answer.",
    "Experiment:": "Run the notebook to run the experiment.",
    "Recompute live:": "Run the notebook to recompute it live.",
}
PICTURED = ("GameBoard(", "Exercise (")  # the widgets that show a position


@pytest.fixture(scope="module")
def exporter():
    return HTMLExporter()


def widget_cells(nb) -> list:
    """The code cells of ``nb`` with at least one widget output, in order."""
    return [c for c in nb.cells if c.cell_type == "code" and any(VIEW in o.get("data", {}) for o in c.outputs)]


def cut_down(nb):
    """``nb`` with only its widget cells, and every saved model's state emptied (ids kept)."""
    small = copy.deepcopy(nb)
    small.cells = widget_cells(small)
    saved = small.metadata.get("widgets", {}).get(STATE)
    if saved:
        saved["state"] = {model_id: {} for model_id in saved["state"]}
    return small


def cell_html(body: str, cell_id: str) -> str:
    """The HTML of the cell with ``cell_id``: from its opening ``<div>`` to the next cell's (or
    to the end of the page's ``<main>``)."""
    start = body.index(f'id="cell-id={cell_id}"')
    ends = [i for i in (body.find('<div class="jp-Cell ', start), body.find("</main>", start)) if i > 0]
    return body[start : min(ends)].rstrip()


def outputs_html(cell: str) -> list[str]:
    """The HTML of each output of a cell, in order (split at each ``jp-OutputArea-child``)."""
    return cell.split('<div class="jp-OutputArea-child')[1:]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_static_render_shows_picture_and_line_for_every_widget(path, exporter):
    nb = nbformat.read(path, as_version=4)
    cells = widget_cells(nb)
    if path.parent.name == "teacher":
        assert cells == [], "a teacher page is printed: it must hold no widget"
    body, _ = exporter.from_notebook_node(cut_down(nb))
    problems = []
    for cell in cells:
        kinds = [o for o in cell.outputs if VIEW in o.get("data", {})]
        shown = outputs_html(cell_html(body, cell.id))
        assert len(shown) == len(cell.outputs), f"{path.name} cell {cell.id}: outputs drawn != saved"
        for i, out in enumerate(cell.outputs):
            if out not in kinds:
                continue
            plain = out.data["text/plain"]
            where = f"{path.name} cell {cell.id} ({plain[:50]!r})"
            kind = next((k for k in NOTES if plain.startswith(k)), None)
            if kind is None:
                problems.append(f"{where}: a widget that leaves no picture output")
                continue
            # the widget output itself: the exporter's empty widget <div>, as the state holds the model
            assert out.data[VIEW]["model_id"] in nb.metadata["widgets"][STATE]["state"], where
            assert 'class="jupyter-widgets jp-OutputArea-output' in shown[i], where
            picture = shown[i - 1] if i else ""
            if 'class="gk-static"' not in picture or NOTES[kind] not in picture:
                problems.append(f"{where}: no picture output with {NOTES[kind]!r} before it")
            if kind in PICTURED and not re.search(
                r'<img [^>]*alt="[^"]+"[^>]*src="data:image/svg\+xml;base64,', picture
            ):
                problems.append(f"{where}: its picture output has no <img> of the position with alt text")
        text = re.sub(r"<[^>]+>", " ", cell_html(body, cell.id))
        problems += [f"{path.name} cell {cell.id}: {bad!r} shown" for bad in FORBIDDEN if bad in text]
    assert not problems, "\n".join(problems)


def test_cut_down_keeps_each_cells_html(exporter):
    """The cut (widget cells only, emptied model states) changes no widget cell's rendered HTML:
    checked on the smallest shipped notebook that has widgets."""
    path = min((p for p in NOTEBOOKS if widget_cells(nbformat.read(p, as_version=4))), key=lambda p: p.stat().st_size)
    nb = nbformat.read(path, as_version=4)
    full, _ = exporter.from_notebook_node(nb)
    small, _ = exporter.from_notebook_node(cut_down(nb))
    uuid = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")  # a fresh id per widget <div>
    for cell in widget_cells(nb):
        assert uuid.sub("ID", cell_html(small, cell.id)) == uuid.sub("ID", cell_html(full, cell.id))
