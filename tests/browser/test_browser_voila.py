"""Presentation mode: every notebook under Voila (code hidden, run on load) without errors, and
the Raja Pasu board played through a short game there (the same checks as in JupyterLab).

Offline: every request the page makes (documents, scripts, styles, fonts, websockets) goes to the
local Voila server at 127.0.0.1 -- nothing from a CDN (Voila's own template links Font Awesome
from cdn.jsdelivr.net; the kit's "gamekit" template, jupyter-setup/, drops those links). The page
never tells the viewer to "Run -> Run All Cells" (the notebooks mark such text gk-lab-only).

Quiet: the browser console shows no warning and no error at all -- in particular none of webpack's
"Unsatisfied version" / "No satisfying version" notes, which Voila 0.5.9-0.5.13 print because
their own widget manager and jupyterlab_widgets >= 3.0.14 were built against a newer JupyterLab
than the 4.2.5 inside Voila (constraints.txt pins Voila 0.5.8 and jupyterlab_widgets 3.0.13,
whose builds ask for ^4.2; docs/voila_console.md). The server log has no websocket ping note
(jupyter-setup/etc/jupyter/voila.json switches the kernel websocket's keep-alive pings off).

Voila is started the way the README says, ``bash scripts/present.sh notebooks/NAME.ipynb``
(on a temporary copy of the notebook), whenever the running Python is the venv that
scripts/_env.sh manages and is up to date (as under scripts/test.sh and .ci/run); otherwise
``python -m voila`` with the same arguments.
"""

from __future__ import annotations

import json
import re
import time
from urllib.parse import urlsplit

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from board_driver import play_short_game  # noqa: E402
from screen_support import audit_outputs  # noqa: E402
from browser_support import (  # noqa: E402
    ACTION,
    BOARD_DRAWN,
    PageErrors,
    WaitTimeout,
    notebook_names,
    page_python_errors,
    read_board,
    require_notebook,
    screenshot,
    open_voila,
    wait_until,
)


pytestmark = [pytest.mark.slow, pytest.mark.browser]

# webpack module federation's notes on shared packages of another version than an extension asks
# for: none may appear (docs/voila_console.md lists the 13 seen with Voila 0.5.13)
_VERSION_NOTE = re.compile(r"Unsatisfied version|No satisfying version|version mismatch", re.IGNORECASE)
# tornado 6.5's note when jupyter_server's keep-alive ping settings (milliseconds) are read as seconds
_PING_NOTE = "websocket_ping_timeout"

# Voila's own message when a cell fails and tracebacks are hidden or shown
_VOILA_ERROR_TEXTS = ("There was an error when executing cell", "Traceback (most recent call last)")


def _code_lines(path) -> list[str]:
    """Distinctive lines of the notebook's code cells (not also in its markdown, nor in the saved
    outputs: a cell's ``Markdown(f\"\"\"...\"\"\")`` shows its own text lines as its output)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    shown = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]
    for c in nb["cells"]:
        for out in c.get("outputs", []):
            shown.append("".join(out.get("text", "")))
            for mime in ("text/markdown", "text/plain", "text/html"):
                shown.append("".join(out.get("data", {}).get(mime, "")))
    md = "\n".join(shown)
    lines = []
    for c in nb["cells"]:
        if c["cell_type"] != "code":
            continue
        for line in "".join(c["source"]).splitlines():
            line = line.strip()
            if len(line) >= 20 and line not in md and not line.startswith("#"):
                lines.append(line)
    return lines


# the picture outputs written before each widget, and how many of them are drawn (not display:none)
_PICTURES_SHOWN = """
() => {
  const all = [...document.querySelectorAll('.jp-OutputArea-output > .gk-static')];
  const shown = (n) => getComputedStyle(n.closest('.jp-OutputArea-child')).display !== 'none';
  return {all: all.length, shown: all.filter(shown).length};
}
"""


@pytest.mark.parametrize("name", notebook_names())
def test_notebook_presents_in_voila(name, browser, browser_tmp, notebook_copy, record_property):
    source = require_notebook(name)
    notebook = notebook_copy / f"{name}.ipynb"
    page = browser.new_page()
    errors = PageErrors().attach(page)
    requests: list[str] = []
    warnings: list[str] = []
    console: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.on("websocket", lambda ws: requests.append(ws.url))
    page.on("console", lambda m: console.append(m.text))
    page.on("console", lambda m: warnings.append(f"[{m.type}] {m.text}") if m.type in ("warning", "error") else None)
    t0 = time.monotonic()
    # Voila streams the page while the kernel runs the cells: "load" means every cell ran.  The
    # page takes the pool's preheated kernel (open_voila waits for Voila to fill its pool first),
    # and a notebook with a board is ready once its first board is drawn.
    text = source.read_text(encoding="utf-8")
    has_board = "board(" in text or "GameBoard(" in text
    ready = BOARD_DRAWN if has_board else None
    server, how = open_voila(page, browser_tmp / f"voila-{name}", notebook, ready=ready)
    record_property("started_with", how)
    try:
        record_property("start_and_render_s", round(time.monotonic() - t0, 1))
        body = page.evaluate("() => document.body.innerText")
        for text in _VOILA_ERROR_TEXTS:
            assert text not in body, f"Voila shows an error for {name}:\n{body[body.find(text) - 200 :][:3000]}"
        shown = page_python_errors(page)
        assert not shown, "error output shown by Voila:\n" + "\n".join(shown)

        # code hidden: no editor, and no line of code visible
        assert page.locator(".cm-editor, .jp-CodeMirrorEditor, .CodeMirror").count() == 0, "a code editor is shown"
        visible_code = [line for line in _code_lines(source) if line in body]
        assert not visible_code, f"code is visible in presentation mode: {visible_code[:5]}"

        boards = page.locator(".gamekit-board")  # with a board, open_voila waited for one to draw
        for i in range(boards.count()):
            board = boards.nth(i)
            wait_until(
                lambda b=board: b.locator(".gk-svgboard-canvas > svg").count() >= 1, ACTION, f"board {i + 1} to draw"
            )
            view = read_board(board)
            assert view["status"], f"board {i + 1} has no status line"
            if name == "raja_pasu" and i == 0:
                summary = play_short_game(board)
                record_property("board", summary)
                screenshot(board, f"{name}_voila")
        assert not errors.errors, "uncaught JavaScript exceptions:\n" + "\n".join(errors.errors)
        # every widget's picture output (gamekit.widgets.static) is hidden: the widgets are drawn
        # (a notebook without a board, such as compare_rule_sets, is checked once its widgets are
        # drawn: the wait ends when no picture is shown, or fails after ACTION seconds)
        held: dict = {}

        def hidden() -> bool:
            held["p"] = page.evaluate(_PICTURES_SHOWN)
            return held["p"]["shown"] == 0

        wait_until(
            hidden,
            ACTION,
            "every widget's picture output to be hidden once its widget is drawn",
            describe=lambda: f"{held['p']['shown']} of {held['p']['all']} picture outputs shown beside a widget",
        )

        # accessibility of every output (axe-core), on this page: the notebook runs once in Voila
        audit_outputs(page, name, "voila", record_property)

        # presentation mode never asks the viewer to run cells
        body = page.evaluate("() => document.body.innerText")
        assert not re.search(r"Run All|Run\s*(→|->)", body), (
            f"Voila tells the viewer to run the notebook: {body[max(0, body.find('Run') - 200) :][:400]}"
        )
        # offline: every request to the local server
        outside = sorted(
            {
                u
                for u in requests
                if urlsplit(u).scheme not in ("data", "blob", "about") and urlsplit(u).hostname != "127.0.0.1"
            }
        )
        record_property("requests", len(requests))
        assert requests and not outside, f"the page loads from outside 127.0.0.1: {outside}"

        # quiet: no console warning or error, and no version note in particular. Voila loads the
        # widget extensions (where the version notes would come from) before it opens the kernel's
        # websocket. Playwright delivers page events only while it runs, hence the page wait inside.
        def kernel_socket_open() -> bool:
            page.wait_for_timeout(200)
            return any(urlsplit(u).scheme == "ws" and "/api/kernels/" in u for u in requests)

        try:
            wait_until(kernel_socket_open, ACTION, "Voila to open the kernel's websocket")
        except WaitTimeout as exc:
            raise AssertionError(f"{exc}; console:\n" + "\n".join(console[-30:])) from None
        record_property("console_warnings", len(warnings))
        notes = [w for w in warnings if _VERSION_NOTE.search(w)]
        assert not notes, f"{len(notes)} webpack version notes in the console:\n" + "\n".join(notes[:20])
        assert not warnings, "console warnings or errors:\n" + "\n".join(warnings[:20])
        log = server.log.read_text(encoding="utf-8", errors="replace")
        assert _PING_NOTE not in log, f"the Voila server logged tornado's ping note:\n{server.log_tail()}"
        # the shipped voila.json is in effect: the page came from the kernel preheated at start
        assert "Using pre-heated kernel" in log, f"the page did not use a preheated kernel:\n{server.log_tail()}"
    finally:
        page.close()
        server.stop()
