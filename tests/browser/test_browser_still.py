"""The whole board fits and holds still while a game is played (JupyterLab, 1366 x 768, file
browser closed: about 647 px of visible notebook).

For each board of the notebooks (:data:`screen_support.BOARDS`), with Hint on, 40 actions are
made with the board's own buttons (Throw when a throw is due, else Computer move, which plays
one step for any seat); after each the whole ``.gamekit-board`` (picture, controls, replay
slider, log) must be at most 647 px high, and the controls (Throw, the move, Undo, Redo,
Computer move, the replay slider, the log) must be where they were before the first action
(within 1 px): a click aimed where a control was drawn still hits it.  The four boards share
one notebook, one page and one kernel (one Run All), and every wait is on a condition.  The heights are printed and recorded; a
screenshot of the last position is saved as ``tests/browser/screenshots/<game>_still_1366x768.png``.
"""

from __future__ import annotations

import json
import time

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import ACTION, SCREENSHOTS, PageErrors, wait_until  # noqa: E402
from screen_support import BOARDS, SCREEN, write_boards_notebook  # noqa: E402
from test_browser_screen import _lab_notebook  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

ACTIONS = 40
FIT_PX = 647

_BOXES = r"""
(el) => {
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const box = (n) => { if (!n) return null; const r = n.getBoundingClientRect();
                       return { x: r.x, y: r.y, w: r.width, h: r.height }; };
  const named = (name) => Array.from(el.querySelectorAll("button")).find((b) => norm(b.textContent) === name);
  const top = el.getBoundingClientRect().y;
  const rel = (b) => b && { ...b, y: b.y - top };
  return {
    board: box(el),
    controls: {
      undo: rel(box(named("Undo"))), redo: rel(box(named("Redo"))), computer: rel(box(named("Computer move"))),
      slider: rel(box(el.querySelector(".widget-slider"))), log: rel(box(el.querySelector(".gk-log"))),
      throw: rel(box(named("Throw"))), move: rel(box(el.querySelector(".gk-move select"))),
    },
    status: norm((el.querySelector(".gk-status") || {}).textContent),
    log: norm((el.querySelector(".gk-log") || {}).textContent).length,
  };
}
"""


_SKIP_IF_ANIMATING = r"""
(el) => {
  const status = (el.querySelector(".gk-status") || {}).textContent || "";
  if (!/(\u2026|before it\.)\s*$/.test(status)) return false;
  const skip = Array.from(el.querySelectorAll("button")).find((b) => b.textContent.trim() === "Skip");
  if (skip) skip.click();
  return true;
}
"""


def _settled(board) -> dict:
    """The board's boxes once they stand still (two reads 50 ms apart agree) and no animation
    plays (the status of a frame ends with "..." or "before it."; Skip is pressed to end one,
    also one a computer seat started by itself)."""
    last = {}

    def still():
        if board.evaluate(_SKIP_IF_ANIMATING):
            last.clear()
            return False
        now = board.evaluate(_BOXES)
        same = now["controls"] == last.get("controls") and now["board"] == last.get("board")
        last.update(now)
        return same and now

    return wait_until(still, ACTION, "the board to stand still", interval=0.05)


def _act(board, before: dict) -> dict:
    """One action: Throw if it is the marked (due) button, New game after the end, else Computer
    move; returns the settled boxes."""
    throw = board.get_by_role("button", name="Throw", exact=True)
    due = throw.count() == 1 and throw.is_visible() and "mod-primary" in (throw.get_attribute("class") or "")
    name = "Throw" if due else "New game" if before["status"].startswith("Game over") else "Computer move"
    board.get_by_role("button", name=name, exact=True).click(timeout=ACTION * 1000)
    wait_until(
        lambda: (lambda now: now["status"] != before["status"] or now["log"] != before["log"])(board.evaluate(_BOXES)),
        ACTION,
        f"{name} to act",
        interval=0.05,
        describe=lambda: (
            f"status {board.evaluate(_BOXES)['status']!r}, message {board.locator('.gk-message').inner_text()!r}"
        ),
    )
    return _settled(board)


@pytest.fixture(scope="module")
def still_page(browser, lab, notebook_copy):
    """One JupyterLab page and kernel for every game: a notebook with one board per cell, run once."""
    path = write_boards_notebook(notebook_copy, list(BOARDS), "_still_boards")
    page = browser.new_page()
    page.set_viewport_size(SCREEN)
    errors = PageErrors().attach(page)
    cells = _lab_notebook(page, lab, path.stem)
    assert not cells["errors"], cells["errors"]
    boards = page.locator(".gamekit-board")
    wait_until(
        lambda: (
            boards.count() == len(BOARDS)
            and all(boards.nth(i).locator(".gk-svgboard-canvas > svg").count() >= 1 for i in range(len(BOARDS)))
        ),
        ACTION,
        "every board to draw",
    )
    yield page, errors
    page.close()


@pytest.mark.parametrize("game", list(BOARDS))
def test_board_fits_and_holds_still_for_40_actions(game, still_page, record_property):
    page, errors = still_page
    board = page.locator(".gamekit-board").nth(list(BOARDS).index(game))
    board.get_by_role("button", name="Hint", exact=True).click(timeout=ACTION * 1000)
    board.evaluate("(el) => el.scrollIntoView({ block: 'start' })")
    start = time.monotonic()
    m = _settled(board)
    heights, moved, first = [round(m["board"]["h"])], [], m["controls"]
    for i in range(ACTIONS):
        m = _act(board, m)
        heights.append(round(m["board"]["h"]))
        for k, b in m["controls"].items():
            a = first[k]
            if a and b and (abs(a["x"] - b["x"]) > 1 or abs(a["y"] - b["y"]) > 1):
                moved.append(
                    f"action {i + 1}: {k} moved from ({a['x']:.0f}, {a['y']:.0f}) to ({b['x']:.0f}, {b['y']:.0f})"
                )
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{game}_still_1366x768.png"))
    sizes = {
        "max_h": max(heights),
        "min_h": min(heights),
        "seconds": round(time.monotonic() - start),
        "heights": heights,
    }
    record_property("still", sizes)
    print(f"\n[still] {game}: {json.dumps(sizes)}")
    assert not moved, "\n".join(moved[:12])
    assert max(heights) <= FIT_PX, f"{game}: the board is {max(heights)} px high (at most {FIT_PX})"
    assert not errors.errors, errors.errors
