"""The board's "Analyse" control in JupyterLab at 1366 x 768: the ranked plays show on the board
on hover and on keyboard focus, and the panel passes the text-size and axe-core checks.

One Raja Pasu board (a round, 40 games per play, so the analysis takes a second) is run; Analyse
is clicked and the seven ranked holes wait to show.  Resting the pointer on the third row must draw another position on the board
(the board picture keeps its size), moving the pointer off the list must draw the board's own
position again.  Then the keyboard: Tab from Analyse reaches the first row, whose focus draws
its play; ArrowDown moves the focus to the second row (its accessible name starts "2. " and
holds the verdict in words) and draws that play; Enter chooses it (``aria-pressed``).  Every
text of the panel is at least 16 px, and the notebook's outputs have no serious or critical
axe-core violation.  A screenshot is saved as
``tests/browser/screenshots/raja_pasu_analysis_lab_1366x768.png``.
"""

from __future__ import annotations

import time

import nbformat
import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import ACTION, SCREENSHOTS, PageErrors, wait_until  # noqa: E402
from screen_support import MIN_TEXT_PX, SCREEN, axe_findings, measure_board  # noqa: E402
from test_browser_screen import _lab_notebook, _the_board  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

CELL = 'import gamekit\nfrom gamekit.widgets import board\nb = board("raja_pasu")\nb.analysis.games = 40\nb'


def _notebook(folder):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(CELL)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / "_analysis_raja_pasu.ipynb"
    nbformat.write(nb, str(path))
    return path


_PICTURE = "(el) => { const r = el.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; }"


def test_ranked_plays_show_on_hover_and_focus_in_lab(browser, lab, notebook_copy, record_property):
    path = _notebook(notebook_copy)
    page = browser.new_page()
    page.set_viewport_size(SCREEN)
    errors = PageErrors().attach(page)
    try:
        cells = _lab_notebook(page, lab, path.stem)
        assert not cells["errors"], cells["errors"]
        board = _the_board(page)
        board.evaluate("(el) => el.scrollIntoView({ block: 'start' })")
        check_panel(page, board, "lab", ".jp-NotebookPanel-notebook", record_property)
        assert not errors.errors, errors.errors
    finally:
        page.close()


def check_panel(page, board, where: str, viewport: str | None, record_property) -> None:
    """The checks of the module docstring on a drawn ``board`` of ``page`` (``where``: "lab" or
    "voila"; ``viewport``: the selector of the visible area, None for the window)."""
    canvas = board.locator(".gk-svgboard-canvas")
    picture = board.locator(".gk-svgboard-canvas > svg")
    live, size = canvas.inner_html(), picture.evaluate(_PICTURE)
    start = time.monotonic()
    board.get_by_role("button", name="Analyse", exact=True).click()
    rows = board.locator("button.gk-ranked-row")
    wait_until(lambda: rows.count() == 7, ACTION, "the seven ranked holes")
    analysed = round(time.monotonic() - start, 1)

    rows.nth(2).hover()
    wait_until(lambda: canvas.inner_html() != live, ACTION, "the hovered play on the board")
    hovered = canvas.inner_html()
    assert picture.evaluate(_PICTURE) == size, "the board picture changed size"
    page.mouse.move(5, 5)
    wait_until(lambda: canvas.inner_html() == live, ACTION, "the board's own position again")

    board.get_by_role("button", name="Analyse", exact=True).focus()
    for _ in range(6):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('gk-ranked-row')"):
            break
    first = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert first and first.startswith("1. ") and " wins " in first, first
    wait_until(lambda: canvas.inner_html() not in (live, hovered), ACTION, "the focused play on the board")
    page.keyboard.press("ArrowDown")
    second = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert second.startswith("2. ") and "points less than" in second, second
    shown_first = canvas.inner_html()
    wait_until(lambda: canvas.inner_html() != shown_first, ACTION, "the second play on the board")
    page.keyboard.press("Enter")
    wait_until(lambda: rows.nth(1).get_attribute("aria-pressed") == "true", ACTION, "the second row chosen")
    assert picture.evaluate(_PICTURE) == size

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"raja_pasu_analysis_{where}_1366x768.png"))
    m = measure_board(board, viewport)
    findings = axe_findings(page)
    seconds = round(time.monotonic() - start, 1)
    record_property("analysis", {"seconds": seconds, "analysed": analysed, "axe": findings, "small": m["small"]})
    print(
        f"\n[analysis] ranked in {analysed} s, all checks {seconds} s after Analyse; axe {findings}; small text {m['small']}"
    )
    assert not m["small"], f"text under {MIN_TEXT_PX} px: {m['small']}"
    assert not findings, findings
