"""Presentation mode: every notebook under Voila (code hidden, run on load) without errors, and
the Raja Pasu board played through a short game there (the same checks as in JupyterLab).

Voila is started the way the README says, ``bash scripts/present.sh notebooks/NAME.ipynb``
(on a temporary copy of the notebook), whenever the running Python is the venv that
scripts/_env.sh manages and is up to date (as under scripts/test.sh and .ci/run); otherwise
``python -m voila`` with the same arguments.
"""

from __future__ import annotations

import json
import time

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from board_driver import play_short_game  # noqa: E402
from browser_support import (  # noqa: E402
    ACTION,
    PAGE_LOAD,
    PageErrors,
    notebook_names,
    page_python_errors,
    read_board,
    require_notebook,
    screenshot,
    start_voila,
    wait_until,
)

pytestmark = [pytest.mark.slow, pytest.mark.browser]

# Voila's own message when a cell fails and tracebacks are hidden or shown
_VOILA_ERROR_TEXTS = ("There was an error when executing cell", "Traceback (most recent call last)")


def _code_lines(path) -> list[str]:
    """Distinctive lines of the notebook's code cells (not also in its markdown)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    md = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    lines = []
    for c in nb["cells"]:
        if c["cell_type"] != "code":
            continue
        for line in "".join(c["source"]).splitlines():
            line = line.strip()
            if len(line) >= 20 and line not in md and not line.startswith("#"):
                lines.append(line)
    return lines


@pytest.mark.parametrize("name", notebook_names())
def test_notebook_presents_in_voila(name, browser, browser_tmp, notebook_copy, record_property):
    source = require_notebook(name)
    notebook = notebook_copy / f"{name}.ipynb"
    server, how = start_voila(browser_tmp / f"voila-{name}", notebook)
    record_property("started_with", how)
    page = browser.new_page()
    errors = PageErrors().attach(page)
    try:
        t0 = time.monotonic()
        # Voila streams the page while the kernel runs the cells: "load" means every cell ran.
        page.goto(server.url + "/", wait_until="load", timeout=PAGE_LOAD * 1000)
        record_property("render_s", round(time.monotonic() - t0, 1))
        body = page.evaluate("() => document.body.innerText")
        for text in _VOILA_ERROR_TEXTS:
            assert text not in body, f"Voila shows an error for {name}:\n{body[body.find(text) - 200:][:3000]}"
        shown = page_python_errors(page)
        assert not shown, "error output shown by Voila:\n" + "\n".join(shown)

        # code hidden: no editor, and no line of code visible
        assert page.locator(".cm-editor, .jp-CodeMirrorEditor, .CodeMirror").count() == 0, "a code editor is shown"
        visible_code = [line for line in _code_lines(source) if line in body]
        assert not visible_code, f"code is visible in presentation mode: {visible_code[:5]}"

        text = source.read_text(encoding="utf-8")
        boards = page.locator(".gamekit-board")
        if "board(" in text or "GameBoard(" in text:
            wait_until(lambda: boards.count() >= 1 and boards.first.locator(".gk-svgboard-canvas > svg").count() >= 1,
                       ACTION, "a board to render under Voila")
        for i in range(boards.count()):
            board = boards.nth(i)
            wait_until(lambda b=board: b.locator(".gk-svgboard-canvas > svg").count() >= 1, ACTION,
                       f"board {i + 1} to draw")
            view = read_board(board)
            assert view["status"], f"board {i + 1} has no status line"
            if name == "raja_pasu" and i == 0:
                summary = play_short_game(board)
                record_property("board", summary)
                screenshot(board, f"{name}_voila")
        assert not errors.errors, "uncaught JavaScript exceptions:\n" + "\n".join(errors.errors)
    finally:
        page.close()
        server.stop()
