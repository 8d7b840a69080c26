"""Boards on a projector (issue 11 §1, §4): at a 1366 x 768 window every board with its primary
controls fits on the screen with no text under 16 px, and no notebook output has a "serious" or
"critical" accessibility violation (axe-core), in JupyterLab (file browser closed) and in Voila.

* ``test_board_fits_screen``: a one-board notebook per game (the boards of the notebooks: same
  options and seats) is run; the board is scrolled to the top of the visible area; the board
  picture, Throw, the move, Undo/Redo and the players' lists must lie inside the visible area
  (JupyterLab: the notebook panel, about 647 px high; Voila: the window), the whole board must
  not be wider than the area, and every text shown in the board must be at least 16 px (SVG
  text: font size times the picture's scale on screen).  The same after a throw (the throwing
  controls change).  A screenshot of the window is saved as
  ``tests/browser/screenshots/<game>_<lab|voila>_1366x768.png`` and the heights are recorded.
* The widest labels of the game's "Move:" list (``tests/move_labels.py``: over a few hundred
  reachable positions) are measured in the page: each, drawn in the list's own computed font
  (a canvas), fits the list's room for text (its width less its padding, the arrow's room
  included), and the room is at least the game view's ``move_label_px``, the width
  the unit test ``tests/test_move_labels.py`` holds every label to.
* the axe-core audit of every notebook's outputs (``screen_support.audit_outputs``) runs on the
  pages that ``test_browser_lab.py`` and ``test_browser_voila.py`` already ran, so that no notebook
  is run a second time for it.
"""

from __future__ import annotations

import json

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import (  # noqa: E402
    BOARD_DRAWN,
    ACTION,
    PAGE_LOAD,
    SCREENSHOTS,
    PageErrors,
    open_voila,
    wait_until,
)
from screen_support import (  # noqa: E402
    BOARDS,
    MIN_TEXT_PX,
    SCREEN,
    measure_board,
    write_board_notebook,
)
from test_browser_lab import run_all, wait_kernel_idle  # noqa: E402
from move_labels import label_px, widest  # noqa: E402
import gamekit  # noqa: E402
from gamekit.widgets.view import view_for  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

LAB_VIEW = ".jp-NotebookPanel-notebook"
KEYS = {
    "raja_pasu": "raja_pasu",
    "sechs_as": "sechs_as",
    "pachisi_german": "pachisi/german",
    "pachisi_czech": "pachisi/czech",
}
"""The registry key of each board of :data:`screen_support.BOARDS`."""


def _screen_page(browser):
    page = browser.new_page()
    page.set_viewport_size(SCREEN)
    return page


_CURRENT = (
    "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget; "
    "return w && w.context ? w.context.path : null; }"
)


def _lab_notebook(page, lab, name: str) -> dict:
    """Open ``name`` in a fresh JupyterLab workspace of its own (no tab restored from another test),
    close the left sidebar, Run All."""
    page.goto(
        f"{lab.url}/lab/workspaces/gk-screen-{name}/tree/{name}.ipynb?reset",
        wait_until="domcontentloaded",
        timeout=PAGE_LOAD * 1000,
    )
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", state="attached", timeout=PAGE_LOAD * 1000)
    wait_until(lambda: page.evaluate(_CURRENT) == f"{name}.ipynb", ACTION, f"{name}.ipynb to be the current tab")
    wait_kernel_idle(page)
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    return run_all(page)


def _the_board(page):
    boards = page.locator(".gamekit-board")
    wait_until(
        lambda: boards.count() >= 1 and boards.first.locator(".gk-svgboard-canvas > svg").count() >= 1,
        ACTION,
        "the board to draw",
    )
    return boards.first


def _to_top(page, board, lab: bool) -> None:
    board.evaluate("(el) => el.scrollIntoView({ block: 'start' })")
    if not lab:
        page.evaluate("() => window.scrollBy(0, -4)")
    page.wait_for_timeout(300)


def _check_fit(m: dict, what: str) -> list[str]:
    bad = []
    view, prim, whole = m["view"], m["primary"], m["board"]
    assert prim and m["primary_count"] >= 2, f"{what}: no board picture or controls found: {m}"
    if prim["y"] < view["y"] - 1 or prim["bottom"] > view["bottom"] + 1:
        bad.append(
            f"{what}: board and primary controls span y {prim['y']:.0f}..{prim['bottom']:.0f} "
            f"({prim['h']:.0f} px), visible area y {view['y']:.0f}..{view['bottom']:.0f} ({view['h']:.0f} px)"
        )
    if whole["x"] < view["x"] - 1 or whole["right"] > view["right"] + 1 or m["overflow_x"]:
        bad.append(
            f"{what}: board x {whole['x']:.0f}..{whole['right']:.0f} is wider than the visible area "
            f"x {view['x']:.0f}..{view['right']:.0f} (overflow: {m['overflow_x']})"
        )
    if m["small"]:
        bad.append(
            f"{what}: text under {MIN_TEXT_PX:.0f} px: "
            + ", ".join(f"{t['text']!r} {t['px']:.1f} px ({t['where']})" for t in m["small"])
        )
    return bad


_LABEL_ROOM = r"""
(el, labels) => {
  const s = el.querySelector(".gk-move select");
  const cs = getComputedStyle(s);
  const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  return { room, font: ctx.font, widths: labels.map((t) => ctx.measureText(t).width) };
}
"""


def _check_move_labels(board, key: str, what: str) -> tuple[list[str], dict]:
    """The game's widest "Move:" labels, measured in the list's own font, fit its room for text."""
    labels = widest(key)
    m = board.evaluate(_LABEL_ROOM, labels)
    bad = [
        f"{what}: move label {t!r} is {w:.0f} px, the list has {m['room']:.0f} px for text ({m['font']})"
        for t, w in zip(labels, m["widths"])
        if w > m["room"] + 0.5
    ]
    budget = view_for(gamekit.load(key)).move_label_px
    if m["room"] < budget:
        bad.append(
            f"{what}: the move list has {m['room']:.0f} px for text, less than the view's move_label_px = {budget}"
        )
    sizes = {
        "move_room_px": round(m["room"], 1),
        "widest_label_px": round(max(m["widths"]), 1),
        "widest_label_px_pillow": round(label_px(labels[0]), 1),
        "widest_label": labels[0],
    }
    return bad, sizes


def _throw(board) -> bool:
    b = board.get_by_role("button", name="Throw", exact=True)
    if b.count() != 1 or not b.is_visible():
        return False
    status = board.locator(".gk-status").inner_text()
    b.click(timeout=ACTION * 1000)
    wait_until(lambda: board.locator(".gk-status").inner_text() != status, ACTION, "the throw to show")
    skip = board.get_by_role("button", name="Skip", exact=True)
    if skip.count() == 1 and skip.is_enabled():
        skip.click(timeout=ACTION * 1000)
    return True


@pytest.mark.parametrize("where", ["lab", "voila"])
@pytest.mark.parametrize("game", list(BOARDS))
def test_board_fits_screen(game, where, browser, browser_tmp, lab, notebook_copy, record_property):
    path = write_board_notebook(notebook_copy, game)
    page = _screen_page(browser)
    errors = PageErrors().attach(page)
    server = None
    try:
        if where == "lab":
            cells = _lab_notebook(page, lab, path.stem)
            assert not cells["errors"], cells["errors"]
            view_sel = LAB_VIEW
        else:
            server, _how = open_voila(
                page,
                browser_tmp / f"voila-screen-{game}",
                path,
                readme_command=False,
                ready=BOARD_DRAWN,
            )
            view_sel = None
        board = _the_board(page)
        _to_top(page, board, where == "lab")
        m = measure_board(board, view_sel)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{game}_{where}_1366x768.png"))
        bad = _check_fit(m, f"{game} in {where}, new game")
        sizes = {
            "board_h": round(m["board"]["h"]),
            "board_w": round(m["board"]["w"]),
            "primary_h": round(m["primary"]["h"]),
            "visible_h": round(m["view"]["h"]),
            "smallest_px": round(m["smallest"]["px"], 1) if m["smallest"] else None,
        }
        label_bad, label_sizes = _check_move_labels(board, KEYS[game], f"{game} in {where}")
        bad += label_bad
        sizes.update(label_sizes)
        if _throw(board):
            _to_top(page, board, where == "lab")
            m2 = measure_board(board, view_sel)
            bad += _check_fit(m2, f"{game} in {where}, after a throw")
            sizes.update(board_h_after_throw=round(m2["board"]["h"]), primary_h_after_throw=round(m2["primary"]["h"]))
        record_property("sizes", sizes)
        print(f"\n[screen] {game} {where}: {json.dumps(sizes)}")
        assert not bad, "\n".join(bad)
        assert not errors.errors, errors.errors
    finally:
        page.close()
        if server is not None:
            server.stop()
