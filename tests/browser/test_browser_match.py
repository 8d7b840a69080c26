"""Issue 2, "Done when": a full match of Raja Pasu can be played on the widget in JupyterLab.

A notebook of this test's own (one cell, written into the temporary notebook directory that the
session's JupyterLab serves; notebooks/*.ipynb are not used) makes a match board with two
computer seats at pace 0 ("at once": the computers play in one go, at most ``max_auto_steps``
moves).  In Chromium the test presses "Computer move" until the status line says the match is
over -- nothing but the page is used to play.  After every press the page
must show what a GameBoard built in this process with the same game, seats and seed shows after
the same presses (status, message, log), and at the end everything it shows (SVG texts,
clickable places, caption too).  Independently of the widgets, the agents are run straight on the
engine with the same seed: the page's final status, winner, reserves, holes, round and the
round results in its log must be the engine's.

``max_auto_steps`` is set low so that auto stops several times and the "Computer move" presses
really carry the match on (seed 7 with greedy South / random North: 81 moves, 15 rounds, South
wins 98 : 0; the board plays 20 moves as it is made, each press 21 more, so 3 presses end the
match).  Timed play (a pace above 0) is tested in test_browser_rhythm.py.
"""

from __future__ import annotations

import json
import re
import time

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from board_driver import (  # noqa: E402
    check_raja_pasu_match_page,
    click_button,
    read_log_entries,
)
from browser_support import (  # noqa: E402
    ACTION,
    PAGE_LOAD,
    SETTLED_KEYS,
    TEXT_KEYS,
    PageErrors,
    page_python_errors,
    screenshot,
    wait_matches,
    wait_until,
)

# Opening a notebook and Run All, with the kernel-readiness handling of the notebook tests.
from test_browser_lab import _KERNEL, run_all, wait_kernel_idle  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

NOTEBOOK = "gk_test_raja_pasu_match"  # written into the temporary notebook directory only
SEATS = ["greedy", "random"]
SEED = 7
MAX_AUTO_STEPS = 20
CELL = (
    "import gamekit\n"
    "from gamekit.widgets import board\n"
    f'board(gamekit.load("raja_pasu", match=True), seats={SEATS!r}, seed={SEED}, pace=0, '
    f"max_auto_steps={MAX_AUTO_STEPS})"
)


_READ_SEATS = r"""
(el) => {
  const out = {};
  for (const d of el.querySelectorAll(".widget-dropdown")) {
    const label = d.querySelector("label"), select = d.querySelector("select");
    const name = label ? label.textContent.trim() : "";
    if (select && (name === "South:" || name === "North:") && select.selectedIndex >= 0)
      out[name] = select.options[select.selectedIndex].textContent.trim();
  }
  return Object.keys(out).length === 2 ? out : null;
}
"""


_CURRENT = r"""
() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  return w && w.context ? w.context.path : null;
}
"""


def write_notebook(directory) -> None:
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "match-board",
                "metadata": {},
                "outputs": [],
                "source": CELL,
            }
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (directory / f"{NOTEBOOK}.ipynb").write_text(json.dumps(nb, indent=1), encoding="utf-8")


def mirror_board():
    import gamekit
    from gamekit.widgets import GameBoard

    board = GameBoard(
        gamekit.load("raja_pasu", match=True), seats=SEATS, seed=SEED, pace=0, max_auto_steps=MAX_AUTO_STEPS
    )
    board.skip_animation()  # the page's animation of the last move ends by itself within seconds
    return board


def engine_match() -> tuple:
    """The match played straight on the engine: the same agents, one numpy Generator seeded the
    same (the board draws every computer move from its Generator in turn)."""
    import numpy as np

    import gamekit
    from gamekit.agents import agents_for

    game = gamekit.load("raja_pasu", match=True)
    agents = agents_for(game)
    rng = np.random.default_rng(SEED)
    state, moves, events = game.initial_state(), [], []
    while not state.is_terminal():
        assert len(moves) < 10_000, "the engine's match does not end"
        move = agents[SEATS[state.current_player]](state, rng)
        state, evs = state.apply_with_events(move)
        moves.append(move)
        events.extend(evs)
    return state, moves, events


@pytest.fixture(scope="module")
def match_page(browser, lab, notebook_copy):
    write_notebook(notebook_copy)
    page = browser.new_page()
    errors = PageErrors().attach(page)
    t0 = time.monotonic()
    # A workspace of its own, reset: JupyterLab would otherwise restore the tabs the other browser
    # tests opened in the shared workspace, and "Run All" could act on one of those notebooks.
    page.goto(
        f"{lab.url}/lab/workspaces/gk-match/tree/{NOTEBOOK}.ipynb?reset",
        wait_until="domcontentloaded",
        timeout=PAGE_LOAD * 1000,
    )
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", state="attached", timeout=PAGE_LOAD * 1000)
    wait_until(lambda: page.evaluate(_KERNEL)["app"], ACTION, "JupyterLab's app object")
    wait_until(
        lambda: page.evaluate(_CURRENT) == f"{NOTEBOOK}.ipynb", ACTION, "the match notebook to be the current tab"
    )
    wait_kernel_idle(page)
    cells = run_all(page)
    info = {"open_and_run_s": round(time.monotonic() - t0, 1), "cells": cells}
    yield page, errors, info
    page.close()


def test_full_raja_pasu_match_in_lab(match_page, record_property):
    page, errors, info = match_page
    cells = info["cells"]
    assert not cells["errors"], "Python errors in the notebook:\n" + "\n".join(cells["errors"])
    assert cells["executed"] == cells["code"] == 1, cells
    shown = page_python_errors(page)
    assert not shown, "error output shown in the page:\n" + "\n".join(shown)

    boards = page.locator(".gamekit-board")
    wait_until(
        lambda: boards.count() == 1 and boards.first.locator(".gk-svgboard-canvas > svg").count() == 1,
        ACTION,
        "the match board to render",
    )
    board = boards.first
    board.scroll_into_view_if_needed()

    # the seats of the cell; the computers have played their first go as the board was made
    mirror = mirror_board()
    seats_shown = wait_until(lambda: board.evaluate(_READ_SEATS), ACTION, "the seat lists")
    assert seats_shown == {"South:": SEATS[0], "North:": SEATS[1]}, f"seat lists on the page: {seats_shown}"
    t_play = time.monotonic()
    view = wait_matches(board, mirror, SETTLED_KEYS, "after the first go of the computers")
    steps = [len(mirror.record)]
    assert steps == [MAX_AUTO_STEPS]

    # press "Computer move" while the page does not say the match is over
    presses = 0
    max_presses = 10_000 // (MAX_AUTO_STEPS + 1) + 1
    while not view["status"].startswith("Match over"):
        assert presses < max_presses, f"no end of the match after {presses} presses: {view['status']!r}"
        assert view["message"] == (
            f"Computers stopped after {MAX_AUTO_STEPS} steps; press Computer move to go on, or untick computers play."
        ), view["message"]
        assert re.fullmatch(r"(South|North) to move \(round \d+\)\.", view["status"]), view["status"]
        click_button(board, "Computer move")
        mirror.computer_button.click()
        mirror.skip_animation()
        presses += 1
        view = wait_matches(board, mirror, TEXT_KEYS, f"after Computer move press {presses}")
        steps.append(len(mirror.record))
    t_play = time.monotonic() - t_play

    # show the result of the last move at once, then the page must show all the mirror shows
    click_button(board, "Skip")
    mirror.skip_button.click()
    view = wait_matches(board, mirror, SETTLED_KEYS, "at the end of the match (after Skip)")

    # the engine alone, same agents and seed
    final, moves, events = engine_match()
    assert mirror.state == final, "the in-process board's final state is not the engine's"
    assert list(mirror.record.actions) == moves, "the in-process board's moves are not the engine's"
    names = final.game.player_names
    assert final.game.options.match and final.is_terminal() and final.winner in (0, 1), final.winner
    winner = names[final.winner]

    # the status line and the board say the match is over, and who won
    assert view["status"] == f"Match over: {winner} wins the match.", view["status"]
    svg = check_raja_pasu_match_page(view, final)  # holes, reserves, "Round N"
    assert svg["round_line"] == f"Round {final.round} \u00b7 Match over: {winner} wins", svg["round_line"]
    assert view["tokens"] == [], f"holes still clickable after the match: {view['tokens']}"

    # the log: every action, every round's result, and the match's end, as the engine has them
    log = read_log_entries(board)
    assert len(log) == len(moves), f"{len(log)} log entries for {len(moves)} moves"
    assert all("(undone)" not in e["head"] for e in log)
    details = [d for e in log for d in e["details"]]
    round_ends = [d for d in details if re.match(r"round \d+ ends: ", d)]
    engine_round_ends = [e.text for e in events if e.kind == "round_end"]
    assert round_ends == engine_round_ends, "the round results in the page's log differ from the engine's"
    assert len(round_ends) == final.round == len(final.round_winners)
    wins = [re.search(r"(South wins the round|North wins the round|a drawn round)$", d).group(1) for d in round_ends]
    want_wins = ["a drawn round" if w == "draw" else f"{names[w]} wins the round" for w in final.round_winners]
    assert wins == want_wins, f"round winners in the log {wins} != engine {want_wins}"
    match_end = [e.text for e in events if e.kind == "match_end"]
    assert len(match_end) == 1 and match_end[0].endswith(f"{winner} wins the match"), match_end
    assert log[-1]["details"][-1] == match_end[0], (log[-1]["details"][-1:], match_end)

    path = screenshot(board, "raja_pasu_match_end_lab")
    assert path.stat().st_size > 10_000, path

    # one more press is refused: the match is over
    click_button(board, "Computer move")
    mirror.computer_button.click()
    view = wait_matches(board, mirror, TEXT_KEYS, "after Computer move at the end")
    assert view["message"] == "Not allowed: The game is over. Press New game to play again.", view["message"]
    view = wait_matches(board, mirror, SETTLED_KEYS, "at the end of the match")
    check_raja_pasu_match_page(view, final)

    assert not page_python_errors(page), page_python_errors(page)
    assert not errors.errors, "uncaught JavaScript exceptions:\n" + "\n".join(errors.errors)
    for key, value in {
        "open_and_run_s": info["open_and_run_s"],
        "play_s": round(t_play, 1),
        "presses": presses,
        "moves_after_each_go": steps,
        "moves": len(moves),
        "rounds": final.round,
        "reserves": final.reserves,
        "winner": winner,
    }.items():
        record_property(key, value)
