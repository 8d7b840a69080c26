"""Every shipped notebook opened fresh, WITHOUT running it, shows pictures where its widgets were.

One JupyterLab server (a private Jupyter data folder, so nothing is trusted unless this test
trusts it) serves two copies of notebooks/: ``untrusted/`` as a notebook downloaded to a new
machine is, and ``trusted/``, signed with ``jupyter trust`` as scripts/lab.sh and binder/postBuild
do.  Lab's notebook windowing is off (every cell is drawn at once, no scrolling), no cell is run.
For every notebook, in both copies, the test reads each output that the saved file has as a
widget and checks that the page shows no "Error displaying widget", no "model not found" and no
widget repr (``VBox(``, ``HBox(``), and that each board's and exercise's output holds a picture:
the saved widget state drawn (trusted) or the static picture with "Run the notebook to ..."
(untrusted, where JupyterLab renders only sanitised HTML).  It also saves two screenshots of a
board opened fresh (tests/browser/screenshots/fresh_open_*.png) and prints the seconds each
notebook took to show its outputs.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import (  # noqa: E402
    ACTION,
    NOTEBOOKS,
    PAGE_LOAD,
    SCREENSHOTS,
    jupyter_env,
    notebook_names,
    start_lab,
    wait_until,
)

pytestmark = [pytest.mark.slow, pytest.mark.browser]

WIDGET = "application/vnd.jupyter.widget-view+json"
FORBIDDEN = ("Error displaying widget", "model not found", "VBox(", "HBox(", "Loading widget")
PICTURED = ("GameBoard(", "Exercise (")  # text/plain openings of the outputs that show a position

# per code cell index: the text of its output area and how many pictures it holds
_READ = """
() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.content || !w.content.widgets) return null;
  return w.content.widgets.map((cell) => {
    const area = cell.node.querySelector('.jp-OutputArea');
    if (!area) return null;
    return {text: area.innerText, pictures: area.querySelectorAll('img, svg').length};
  });
}
"""


# mark the output area of cell i for a screenshot
_MARK = """
(i) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets[i];
  cell.node.querySelector('.jp-OutputArea').setAttribute('data-gk-shot', '1');
  return true;
}
"""


def widget_outputs(name: str) -> dict[int, str]:
    """Cell index -> the saved text/plain of every code cell whose saved output is a widget."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    found = {}
    for i, cell in enumerate(nb["cells"]):
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET in data:
                found[i] = "".join(data.get("text/plain", ""))
    return found


@pytest.fixture(scope="module")
def fresh_lab(tmp_path_factory):
    base = tmp_path_factory.mktemp("fresh-open")
    root = base / "root"
    for copy in ("untrusted", "trusted"):
        (root / copy).mkdir(parents=True)
        for p in NOTEBOOKS.glob("*.ipynb"):
            nb = json.loads(p.read_text(encoding="utf-8"))
            # a signature covers the content, not the path: the untrusted copy differs by a key
            nb["metadata"]["gamekit_test_copy"] = copy
            (root / copy / p.name).write_text(json.dumps(nb), encoding="utf-8")
    data_dir = base / "data"  # a private signature database: a new machine trusts nothing
    data_dir.mkdir()
    tracker = base / "lab" / "settings" / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True)
    tracker.write_text(json.dumps({"windowingMode": "none"}), encoding="utf-8")
    env = {**jupyter_env(base / "lab"), "JUPYTER_DATA_DIR": str(data_dir)}
    subprocess.run(
        [sys.executable, "-m", "jupyter", "trust", *map(str, sorted((root / "trusted").glob("*.ipynb")))],
        check=True,
        capture_output=True,
        env=env,
    )
    old = os.environ.get("JUPYTER_DATA_DIR")
    os.environ["JUPYTER_DATA_DIR"] = str(data_dir)  # start_lab passes the environment on
    try:
        server = start_lab(base / "lab", root)
    finally:
        if old is None:
            os.environ.pop("JUPYTER_DATA_DIR")
        else:
            os.environ["JUPYTER_DATA_DIR"] = old
    yield server
    server.stop()


_SHUTDOWN = """
async () => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (w && w.sessionContext) await w.sessionContext.shutdown();
  return true;
}
"""


def _stop_kernel(page) -> None:
    """Shut down the kernel Lab started for the page (no cell is run; it would only cost CPU)."""
    try:
        page.evaluate(_SHUTDOWN)
    except Exception:  # noqa: BLE001  a page that never loaded has no kernel to stop
        pass


def test_every_notebook_opened_fresh_shows_pictures_not_errors(browser, fresh_lab):
    names = [n for n in notebook_names() if (NOTEBOOKS / f"{n}.ipynb").is_file()]
    timings, shots, problems = [], [], []
    for copy in ("untrusted", "trusted"):
        for name in names:
            expected = widget_outputs(name)
            page = browser.new_page()
            start = time.monotonic()
            try:
                page.goto(
                    f"{fresh_lab.url}/lab/tree/{copy}/{name}.ipynb",
                    wait_until="domcontentloaded",
                    timeout=PAGE_LOAD * 1000,
                )
                page.wait_for_selector(".jp-NotebookPanel .jp-Cell", state="attached", timeout=PAGE_LOAD * 1000)

                def drawn():
                    cells = page.evaluate(_READ)
                    if not cells:
                        return None
                    for i, plain in expected.items():
                        out = cells[i] if i < len(cells) else None
                        if not out or "Loading widget" in out["text"]:
                            return None
                        if plain.startswith(PICTURED) and out["pictures"] == 0:
                            return None
                    return cells

                cells = wait_until(drawn, ACTION, f"{copy}/{name}: every saved widget output drawn")
                timings.append(f"{copy}/{name}: {time.monotonic() - start:.1f} s, {len(expected)} widget outputs")
                print(timings[-1], flush=True)
                for i, plain in expected.items():
                    text = cells[i]["text"]
                    bad = [f for f in FORBIDDEN if f in text]
                    if bad:
                        problems.append(f"{copy}/{name} cell {i}: {bad}: {text[:200]!r}")
                    if copy == "untrusted" and "Run the notebook to" not in text:
                        problems.append(f"{copy}/{name} cell {i}: no 'Run the notebook to' line: {text[:200]!r}")
                body = page.inner_text("body")
                problems += [f"{copy}/{name} page: {f}" for f in FORBIDDEN[:2] if f in body]
                board_cell = next((i for i, p in expected.items() if p.startswith("GameBoard(")), None)
                if copy == "untrusted" and board_cell is not None and len(shots) < 2:
                    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                    shot = SCREENSHOTS / f"fresh_open_{name}.png"
                    page.evaluate(_MARK, board_cell)
                    area = page.locator("[data-gk-shot]")
                    area.scroll_into_view_if_needed(timeout=ACTION * 1000)
                    area.screenshot(path=str(shot), timeout=ACTION * 1000, animations="disabled")
                    shots.append(shot.name)
            finally:
                _stop_kernel(page)
                page.close()
    print("\nfresh open (JupyterLab, no cell run):\n  " + "\n  ".join(timings) + f"\n  screenshots: {shots}")
    assert not problems, "\n".join(problems)
