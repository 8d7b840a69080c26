"""Issue 11 §2 in a real JupyterLab: computer seats play by themselves at a pace, a click during an
animation finishes it and is played, and the longest Raja Pasu animation at the default speed.

A notebook of this test's own (written into the temporary notebook directory that the session's
JupyterLab serves) makes four Raja Pasu boards:

0. two computer seats (greedy South, random North, seed 3) at pace 0.5 s: they play with nobody
   touching the page; the moves are the ones a GameBoard in this process plays with the same seed
   (ticked by hand); consecutive moves are at least the pace apart; the headline never says whose
   turn it is while the board still shows an animation frame;
1. a person (South) against the greedy computer at pace 0.5 s: after the person's click the
   computer answers by itself, once, and then the board waits for the person;
2. persons only, "slow" animation (0.5 s a frame): a click on a North hole during South's
   animation finishes it at once and plays North's move; a click beside the holes during North's
   animation finishes that one;
3. the longest move found in 400 random rounds (134 events: a relay round the board), default
   speed: the time from the click until the headline says whose turn it is next is recorded
   (``longest_animation_s``; a printed number, not an assert -- speed is measured, not asserted).
"""

from __future__ import annotations

import json
import re
import time

import pytest

from browser_support import SKIP_REASON

if SKIP_REASON:
    pytest.skip(f"browser tests skipped: {SKIP_REASON}", allow_module_level=True)

from browser_support import (  # noqa: E402
    ACTION,
    PAGE_LOAD,
    SETTLED_KEYS,
    PageErrors,
    page_python_errors,
    read_board,
    wait_matches,
    wait_until,
)
from test_browser_lab import _KERNEL, run_all, wait_kernel_idle  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.browser]

NOTEBOOK = "gk_test_rhythm"
LONGEST = {
    "game": "raja_pasu",
    "options": {"match": False, "pasu_on_last_seed": True, "first_player": 0},
    "board": [15, 15, 0, 15, 0, 0, 2, 0, 0, 0, 14, 0, 14, 0],
    "reserves": [11, 12],
    "closed": [False] * 14,
    "to_move": 0,
    "round": 1,
    "round_start_reserves": [0, 0],
    "round_winners": [],
    "winner": None,
}
LONGEST_HOLE = 0  # 134 events
BOARDS = [
    'board(g, seats=["greedy", "random"], seed=3, pace=0.5)',
    'board(g, seats=["person", "greedy"], seed=4, pace=0.5)',
    'board(g, speed="slow")',
    f"board(g.state_from_json(json.loads({json.dumps(json.dumps(LONGEST))})))",
]
CELLS = ["import json\nimport gamekit\nfrom gamekit.widgets import board\ng = gamekit.load('raja_pasu')", *BOARDS]

_CURRENT = r"""
() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  return w && w.context ? w.context.path : null;
}
"""

_LOG_HEADS = r"""
(el) => Array.from(el.querySelectorAll(".gk-log ol > li")).map((li) =>
  Array.from(li.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent)
    .join("").replace(/\s+/g, " ").trim())
"""


def write_notebook(directory) -> None:
    cells = [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": f"rhythm-{i}",
            "metadata": {},
            "outputs": [],
            "source": src,
        }
        for i, src in enumerate(CELLS)
    ]
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (directory / f"{NOTEBOOK}.ipynb").write_text(json.dumps(nb, indent=1), encoding="utf-8")


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def ticked_mirror(code: str, n_actions: int):
    """The board of ``code`` built here and ticked by hand until it has ``n_actions`` actions."""
    import gamekit
    from gamekit.widgets import board  # noqa: F401  (used by eval)

    g = gamekit.load("raja_pasu")  # noqa: F841
    mirror = eval(code.replace("pace=0.5)", "pace=0.5, time_source=FakeTime())"))  # noqa: S307
    return _tick_until(mirror, n_actions)


@pytest.fixture(scope="module")
def rhythm_page(browser, lab, notebook_copy):
    write_notebook(notebook_copy)
    page = browser.new_page()
    errors = PageErrors().attach(page)
    page.goto(
        f"{lab.url}/lab/workspaces/gk-rhythm/tree/{NOTEBOOK}.ipynb?reset",
        wait_until="domcontentloaded",
        timeout=PAGE_LOAD * 1000,
    )
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", state="attached", timeout=PAGE_LOAD * 1000)
    wait_until(lambda: page.evaluate(_KERNEL)["app"], ACTION, "JupyterLab's app object")
    wait_until(lambda: page.evaluate(_CURRENT) == f"{NOTEBOOK}.ipynb", ACTION, "the notebook to be the current tab")
    wait_kernel_idle(page)
    t_run = time.monotonic()
    cells = run_all(page)
    assert not cells["errors"], cells["errors"]
    boards = page.locator(".gamekit-board")
    wait_until(lambda: boards.count() == len(BOARDS), ACTION, "the four boards to render")
    yield page, errors, boards, t_run
    page.close()


def _is_turn_line(status: str) -> bool:
    return bool(re.fullmatch(r"(South|North) to move\.|Round over: .*", status or ""))


def test_computer_seats_play_by_themselves_at_the_pace(rhythm_page, record_property):
    page, errors, boards, t_run = rhythm_page
    board = boards.nth(0)
    board.scroll_into_view_if_needed()
    samples = []  # (time, number of log entries, status, caption)
    t0 = time.monotonic()
    while time.monotonic() - t0 < 25:
        v = board.evaluate(r"""(el) => ({n: el.querySelectorAll('.gk-log ol > li').length,
            status: (el.querySelector('.gk-status') || {}).textContent || '',
            caption: (el.querySelector('.gk-caption') || {}).textContent || ''})""")
        samples.append((time.monotonic(), v["n"], v["status"].strip(), v["caption"].strip()))
        if v["n"] >= 6:
            break
        time.sleep(0.05)
    counts = [n for _t, n, _s, _c in samples]
    assert counts[-1] >= 4, f"the computers made only {counts[-1]} moves in 25 s without a click"
    # consecutive moves are at least the pace (0.5 s) apart (sampling: 0.05 s)
    times = [samples[i][0] for i in range(1, len(samples)) if samples[i][1] > samples[i - 1][1]]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert all(gap >= 0.5 - 0.15 for gap in gaps), f"moves closer than the pace: {gaps}"
    # the headline never says whose turn it is while the board shows a frame (two samples in a row)
    bad = [
        i
        for i in range(1, len(samples))
        for (_t, _n, s, c) in [samples[i]]
        if c.startswith("Frame")
        and _is_turn_line(s)
        and samples[i - 1][3].startswith("Frame")
        and _is_turn_line(samples[i - 1][2])
    ]
    assert not bad, f"headline ahead of the board: {[samples[i][2:] for i in bad[:3]]}"
    # the moves are the ones the same board makes in this process, ticked by hand
    n = counts[-1]
    heads = board.evaluate(_LOG_HEADS)
    mirror = ticked_mirror(BOARDS[0], n)
    want = [line.split(". ", 1)[1] for line in mirror.log_lines if not line.startswith("   ")]
    assert heads[:n] == want[:n]
    record_property("moves_seen", n)
    record_property("gaps_s", [round(g, 2) for g in gaps])
    assert not errors.errors, errors.errors


def test_computer_answers_once_then_waits_for_the_person(rhythm_page):
    page, errors, boards, _t = rhythm_page
    board = boards.nth(1)
    board.scroll_into_view_if_needed()
    board.locator('.gk-svgboard-canvas [data-click="2"]').first.click(timeout=ACTION * 1000)
    wait_until(lambda: len(board.evaluate(_LOG_HEADS)) == 2, 30, "the computer's answer")
    wait_until(lambda: read_board(board)["status"] == "South to move.", 30, "the board to wait for South")
    time.sleep(3)  # the person's seat: nothing more happens by itself
    assert len(board.evaluate(_LOG_HEADS)) == 2
    mirror = ticked_mirror(BOARDS[1], 0)
    mirror.click("2")
    mirror = _tick_until(mirror, 2)
    wait_matches(board, mirror, SETTLED_KEYS, "after the computer's answer")
    assert not errors.errors, errors.errors


def _tick_until(mirror, n):
    clock = mirror.time_source
    for _ in range(100_000):
        if len(mirror.record) >= n:
            break
        clock.t += 0.1
        mirror.tick()
    assert len(mirror.record) >= n, "the in-process board stopped before the page's number of moves"
    mirror.skip_animation()
    return mirror


def test_a_click_during_an_animation_finishes_it_and_is_played(rhythm_page):
    import gamekit
    from gamekit.widgets import board as make_board

    page, errors, boards, _t = rhythm_page
    board = boards.nth(2)
    board.scroll_into_view_if_needed()
    g = gamekit.load("raja_pasu")
    first = g.initial_state().apply(3)
    north = max(int(m) for m in first.legal_moves())
    board.locator('.gk-svgboard-canvas [data-click="3"]').first.click(timeout=ACTION * 1000)
    wait_until(lambda: (read_board(board)["caption"] or "").startswith("Frame"), 30, "South's animation")
    frames_total = int(re.search(r"of (\d+)", read_board(board)["caption"]).group(1))
    assert frames_total > 20  # at 0.5 s a frame it would run for more than 10 s
    view = read_board(board)
    assert not _is_turn_line(view["status"]) and view["status"].startswith("South sows from hole 3")
    t_click = time.monotonic()
    board.locator(f'.gk-svgboard-canvas [data-click="{north}"]').first.click(timeout=ACTION * 1000)
    wait_until(lambda: len(board.evaluate(_LOG_HEADS)) == 2, 30, "North's move to be played")
    taken_s = time.monotonic() - t_click
    assert taken_s < frames_total * 0.5 / 2, f"the click waited for the animation ({taken_s:.1f} s)"
    # North's animation now plays; a click beside the holes finishes it
    wait_until(lambda: (read_board(board)["caption"] or "").startswith("Frame"), 30, "North's animation")
    board.locator(".gk-svgboard-canvas > svg").click(position={"x": 5, "y": 5}, timeout=ACTION * 1000)
    mirror = make_board(g, speed="slow")
    mirror.click("3")
    mirror.click(str(north))
    mirror.click("")
    assert mirror.state == first.apply(north) and mirror.frame_index is None
    wait_matches(board, mirror, SETTLED_KEYS, "after the clicks during the animations")
    assert not page_python_errors(page) and not errors.errors, errors.errors


def test_longest_raja_pasu_animation_at_the_default_speed(rhythm_page, record_property):
    import gamekit

    page, errors, boards, _t = rhythm_page
    board = boards.nth(3)
    board.scroll_into_view_if_needed()
    state = gamekit.load("raja_pasu").state_from_json(LONGEST)
    after, events = state.apply_with_events(LONGEST_HOLE)
    assert len(events) == 134
    settled = "North to move." if not after.is_terminal() else None
    assert settled and after.to_move == 1
    t0 = time.monotonic()
    board.locator(f'.gk-svgboard-canvas [data-click="{LONGEST_HOLE}"]').first.click(timeout=ACTION * 1000)
    seen_frames = set()

    def done() -> bool:
        v = read_board(board)
        m = re.match(r"Frame (\d+)", v["caption"] or "")
        if m:
            seen_frames.add(int(m.group(1)))
        return v["status"] == settled

    wait_until(done, 60, "the animation to end", interval=0.02)
    took = time.monotonic() - t0
    record_property("longest_animation_s", round(took, 2))
    record_property("longest_animation_events", len(events))
    print(
        f"\n[gamekit] longest Raja Pasu animation at the default speed: {len(events)} events, "
        f"{took:.2f} s from the click to the settled headline ({len(seen_frames)} frames seen)"
    )
    assert len(seen_frames) >= 5, "no animation was shown"
    assert not errors.errors, errors.errors
