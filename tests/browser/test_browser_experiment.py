"""The experiment widget in a real browser under Voila (issue 13 §4): change a toggle, press Run,
and the numbers the page shows are simulate()'s for the same seed and settings.

A small notebook holding only ``experiment("sechs_as", n_games=3000, seed=5)`` is presented with
Voila (as the README's presentation mode does); the test ticks SA-3's ``all_actions_compulsory``
in setting B, presses Run, waits for "Done", and compares every share shown (and the mean game
lengths) with ``simulate()`` run here.
"""

from __future__ import annotations

import re

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import ACTION, PageErrors, page_python_errors, screenshot, open_voila, wait_until  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

N, SEED = 3000, 5


def _notebook(path):
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            f"from gamekit.widgets import experiment\nexperiment('sechs_as', n_games={N}, seed={SEED})"
        )
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)
    return path


def test_toggle_run_and_the_numbers_equal_simulate(browser, browser_tmp):
    import gamekit
    from gamekit.analysis import simulate

    notebook = _notebook(browser_tmp / "experiment_widget.ipynb")
    page = browser.new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    errors = PageErrors().attach(page)
    server, _how = open_voila(
        page, browser_tmp / "voila-experiment", notebook, readme_command=False, ready=".gk-experiment"
    )
    try:
        widget = page.locator(".gk-experiment")
        wait_until(lambda: widget.count() == 1, ACTION, "the experiment widget to render")
        setting_b = widget.locator(".gk-exp-setting").nth(1)
        setting_b.get_by_label("all_actions_compulsory").check()
        widget.get_by_role("button", name="Run").click()
        wait_until(lambda: "Done" in (widget.locator(".gk-exp-status").inner_text() or ""), ACTION, "the run to finish")
        shown = {}
        for cell in widget.locator(".gk-exp-share").all():
            key = (cell.get_attribute("data-setting"), int(cell.get_attribute("data-seat")))
            shown[key] = cell.inner_text()
        turns = {c.get_attribute("data-setting"): c.inner_text() for c in widget.locator(".gk-exp-turns").all()}
        screenshot(widget, "experiment_voila")
        assert not page_python_errors(page)
        assert not errors.errors, "uncaught JavaScript exceptions:\n" + "\n".join(errors.errors)
    finally:
        page.close()
        server.stop()
    a = simulate(gamekit.load("sechs_as"), "random", N, seed=SEED, progress=False)
    b = simulate(gamekit.load("sechs_as", all_actions_compulsory=True), "random", N, seed=SEED, progress=False)
    assert set(shown) == {("A", 0), ("A", 1), ("B", 0), ("B", 1)}
    for (label, seat), text in shown.items():
        r = a if label == "A" else b
        share = float(re.match(r"([0-9.]+)", text).group(1))
        assert share == round(r.wins[:, seat].mean(), 4), (label, seat, text)
    assert float(turns["A"]) == round(a.turns.mean(), 2) and float(turns["B"]) == round(b.turns.mean(), 2)
    assert a.win_rate(0) != b.win_rate(0)  # the toggle changed the games that were played
