"""The exercise widget in a real browser, in JupyterLab and under Voila: one "which can move?" exercise per game is
answered wrongly (one wrong pick) and then rightly, on the board picture itself: the wrong pick
with the keyboard (the place focused, Enter), the right ones with mouse clicks on the drawn
places (a German piece with several values by its value's button).  The feedback the page
announces (``aria-live``) is the engine's: the wrong pick's ``why_not`` sentence with its rule
ID, then "Right.".  "Show me" then plays the answer on the board and rings the right places.
axe-core finds nothing serious or critical in the exercise widgets.  Screenshots at 1366x768
before and after the answers go to tests/browser/screenshots/ and docs/screens/.
"""

from __future__ import annotations

import shutil

import pytest

from browser_support import ROOT, SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import ACTION, PAGE_LOAD, PageErrors, page_python_errors, screenshot, open_voila, wait_until  # noqa: E402
from screen_support import axe_findings  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

GAMES = ("pachisi/german", "pachisi/czech", "sechs_as", "raja_pasu")
SEED = 0
SCREENS = ROOT / "docs" / "screens"


def _notebook(path):
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            f"from gamekit.widgets.exercise_widget import exercise\nexercise({key!r}, 'which_can_move', {SEED})"
        )
        for key in GAMES
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)
    return path


def _save(locator, name):
    path = screenshot(locator, name)
    SCREENS.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, SCREENS / path.name)


def _answer_each(page, where: str) -> dict:
    """Answer each widget's exercise wrongly, then rightly; returns the feedback read, by (key, "wrong"/"right")."""
    from gamekit.exercises import generate
    from gamekit.exercises.places import place_of, places_of

    said = {}
    widgets = page.locator(".gk-exercise")
    wait_until(lambda: widgets.count() == len(GAMES), ACTION, "the four exercise widgets to render")
    for i, key in enumerate(GAMES):
        ex = generate(key, "which_can_move", SEED)
        w = widgets.nth(i)
        name = f"exercise_{key.replace('/', '_')}_{where}"
        _save(w, f"{name}_before")
        feedback = w.locator(".gk-ex-feedback")
        places = places_of(ex)
        wrong = next(c for c in ex.choices if c["id"] not in ex.answer)

        def place(cid):
            """The drawn place of choice ``cid`` if a click on it picks just that choice, else None."""
            token = place_of(key, cid)
            node = w.locator(f'.gk-svgboard [data-click="{token}"]')
            return node if len(places[token][1]) == 1 and node.count() == 1 else None

        node = place(wrong["id"])
        if node is not None:  # the keyboard: focus the place, press Enter
            node.focus()
            page.keyboard.press("Enter")
            wait_until(lambda: ", picked" in (node.get_attribute("aria-label") or ""), ACTION, f"{key}: the pick")
        else:
            w.get_by_role("button", name=wrong["label"], exact=True).click()
        w.get_by_role("button", name="Check", exact=True).click()
        wait_until(lambda: "Not quite" in (feedback.inner_text() or ""), ACTION, f"{key}: the wrong answer's feedback")
        said[key, "wrong"] = feedback.inner_text()
        assert feedback.locator("[aria-live=polite]").count() == 1
        _save(w, f"{name}_wrong")
        w.get_by_role("button", name=wrong["label"], exact=True).click()  # untick it
        for c in ex.choices:
            if c["id"] in ex.answer:
                node = place(c["id"])
                if node is not None:
                    node.click()
                    said[key, "clicked"] = said.get((key, "clicked"), 0) + 1
                    wait_until(lambda: ", picked" in (node.get_attribute("aria-label") or ""), ACTION, "a pick")
                else:
                    w.get_by_role("button", name=c["label"], exact=True).click()
        w.get_by_role("button", name="Check", exact=True).click()
        wait_until(lambda: "Right." in (feedback.inner_text() or ""), ACTION, f"{key}: the right answer's feedback")
        said[key, "right"] = feedback.inner_text()
        # the score line is its own widget: its update may reach the page after the feedback's
        wait_until(
            lambda: "1 right of 2" in w.locator(".gk-ex-score").inner_text(),
            ACTION,
            f"{key}: the score after two checks",
        )
        _save(w, f"{name}_right")
        w.get_by_role("button", name="Show me", exact=True).click()
        caption = w.locator(".gk-ex-caption")
        wait_until(lambda: "Ringed" in caption.inner_text(), PAGE_LOAD, f"{key}: Show me to finish")
        _save(w, f"{name}_shown")
    said["axe"] = axe_findings(page, {"include": [[".gk-exercise"]]})
    return said


def _check_said(said: dict) -> None:
    """The wrong pick's feedback is the engine's why_not sentence, with a rule ID (RP-2, PG-16, PC-4, SA-3 ...)."""
    from gamekit.exercises import generate

    assert not said["axe"], f"axe-core: serious/critical violations in the exercise widgets: {said['axe']}"
    assert said["raja_pasu", "clicked"] == 3 and said["pachisi/czech", "clicked"] >= 1  # answered on the board
    for key in GAMES:
        ex = generate(key, "which_can_move", SEED)
        wrong = next(c for c in ex.choices if c["id"] not in ex.answer)
        assert ex.feedback[wrong["id"]] in said[key, "wrong"]
        assert any(r in said[key, "wrong"] for r in ex.check([*ex.answer, wrong["id"]]).rule_ids)
        assert said[key, "right"].startswith("Right.")


def test_wrong_then_right_in_voila(browser, browser_tmp):
    notebook = _notebook(browser_tmp / "exercises.ipynb")
    page = browser.new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    errors = PageErrors().attach(page)
    server, _how = open_voila(
        page, browser_tmp / "voila-exercises", notebook, readme_command=False, ready=".gk-exercise"
    )
    try:
        said = _answer_each(page, "voila")
        assert not page_python_errors(page)
        assert not errors.errors, "uncaught JavaScript exceptions:\n" + "\n".join(errors.errors)
    finally:
        page.close()
        server.stop()
    _check_said(said)


def test_wrong_then_right_in_lab(browser, lab, notebook_copy):
    from test_browser_lab import open_notebook, run_all

    _notebook(notebook_copy / "exercises_check.ipynb")
    page = browser.new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    errors = PageErrors().attach(page)
    try:
        open_notebook(page, lab, "exercises_check")
        cells = run_all(page)
        assert not cells["errors"], cells["errors"]
        said = _answer_each(page, "lab")
        assert not errors.errors, "uncaught JavaScript exceptions:\n" + "\n".join(errors.errors)
    finally:
        page.close()
    _check_said(said)
