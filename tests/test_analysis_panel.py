"""The board's "Analyse" control (gamekit.widgets.analysis_panel) and its list of ranked plays
(gamekit.widgets.ranked_plays), driven through the messages the page sends."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import gamekit  # noqa: E402
from gamekit.analysis.evaluate import evaluate  # noqa: E402
from gamekit.core import sample_outcome  # noqa: E402
from gamekit.widgets import board  # noqa: E402
from gamekit.widgets.analysis_panel import play_numbers, play_verdict  # noqa: E402


def _german_position():
    """A German decision position with several distinct plays (PG-11, PG-12): 60 seeded steps
    (first legal move, seeded throws), then seeded throws until a colour is to move."""
    st = gamekit.load("pachisi", ruleset="german").initial_state()
    rng = np.random.default_rng(4)
    for _ in range(60):
        st = st.apply(sample_outcome(st, rng)) if st.is_chance() else st.apply(st.legal_moves()[0])
    while st.is_chance():
        st = st.apply(sample_outcome(st, rng))
    return st


def _drawn(b, ev, rank) -> str:
    """The SVG of the position the play at ``rank`` reaches, its events marked, nothing clickable."""
    st, events = ev.state, []
    for m in ev.plays[rank].moves:
        st, e = st.apply_with_events(m)
        events.extend(e)
    return b.view.svg(ev.plays[rank].after, events=tuple(events), clickable=False)


@pytest.fixture(scope="module")
def german():
    """A German board at :func:`_german_position`, analysed with 30 seeded games per play, and
    ``evaluate()`` of the same position with the same games and seed."""
    st = _german_position()
    b = board(st, speed="off")
    b.analysis.games = 30
    b.analysis.analyse(wait=True)
    return b, evaluate(st, 30, 0)


def test_rows_are_the_plays_evaluate_ranks_with_its_verdict_pg11_pg12(german):
    """PG-11, PG-12: the panel's rows are evaluate()'s whole-roll plays in its order, each with
    its share and interval; the first row's words are evaluate()'s verdict, the others say how
    far behind the best they are, from the paired games."""
    b, ev = german
    panel = b.analysis
    assert len(ev.plays) >= 3  # the position offers a real choice
    rows = panel.ranked.rows
    assert [r["description"] for r in rows] == [p.description for p in ev.plays]
    assert [(r["share"], r["low"], r["high"]) for r in rows] == [(p.share, p.low, p.high) for p in ev.plays]
    assert rows[0]["verdict"] == "1. " + ev.verdict()
    d, lo, hi = ev.difference(0, 2)
    p, best = ev.plays[2], ev.plays[0]
    want = (
        f"3. {p.description}: wins {p.share:.0%} ({p.low:.0%}–{p.high:.0%}, 30 games), "
        f"{round(100 * d)} points less than {best.description} ({round(100 * lo)} to {round(100 * hi)})"
    )
    assert rows[2]["verdict"] == want == "3. " + play_verdict(ev, 2)
    assert rows[1]["numbers"] == f"{ev.plays[1].share:.0%} ({round(100 * ev.plays[1].low)}–{ev.plays[1].high:.0%})"
    assert play_numbers(ev, 1) == rows[1]["numbers"]
    assert ev.verdict() in panel.output.value.replace("&#x27;", "'")
    assert not any(r["played"] for r in rows) and panel.ranked.layout.display == ""


def test_preview_draws_the_play_and_leaving_restores_the_board_pg11(german):
    """PG-11: hovering (or focusing) the third row draws the position its whole roll reaches, its
    steps marked, nothing clickable; leaving the list draws the board's own position; a
    message of an older list is ignored; choosing keeps a play drawn until chosen again."""
    b, ev = german
    panel, live = b.analysis, b.svgboard.svg
    panel.ranked.preview(2)
    assert b.svgboard.svg == _drawn(b, ev, 2) != live and "data-click" not in b.svgboard.svg
    panel.ranked.preview(None)
    assert b.svgboard.svg == live
    stale = {"event": "preview", "row": 1, "generation": panel.ranked.generation - 1}
    panel.ranked._on_custom_msg(panel.ranked, stale, [])
    assert b.svgboard.svg == live
    panel.ranked.choose(1)
    panel.ranked.preview(0)
    assert b.svgboard.svg == _drawn(b, ev, 0)
    panel.ranked.preview(None)  # leaving: the chosen play again
    assert panel.ranked.chosen == 1 and b.svgboard.svg == _drawn(b, ev, 1)
    panel.ranked.choose(1)
    assert panel.ranked.chosen == -1 and b.svgboard.svg == live


def test_the_play_made_is_marked_until_the_mover_decides_again_rp2():
    """RP-2: after South sows the third-ranked hole, its row says "played" (the ranking of the
    position before the play stays); North's play keeps it; at South's next decision it goes.
    Taking the moves back to the analysed position shows the ranking unmarked again."""
    b = board("raja_pasu", speed="off")
    panel = b.analysis
    panel.games = 10
    panel.analyse(wait=True)
    third = panel.result.plays[2]
    b.play(third.moves[0])
    assert panel.played == 2 and panel.ranked.rows[2]["played"] is True
    assert panel.ranked.rows[2]["verdict"] == "3. played: " + play_verdict(panel.result, 2)
    assert sum(r["played"] for r in panel.ranked.rows) == 1
    assert "before the play" in panel.output.value
    b.undo()
    assert panel.played is None and not any(r["played"] for r in panel.ranked.rows)
    b.play(third.moves[0])
    b.play(b.state.legal_moves()[0])  # North
    assert panel.result is None and panel.ranked.rows == [] and panel.ranked.layout.display == "none"


def test_analyse_ranks_the_seven_holes_and_the_teacher_option_is_off_rp1_rp2():
    """RP-1, RP-2: the opening has 7 plays (South's holes), all listed best first; the
    teacher's option is off by default; ticked, each decision is analysed when reached."""
    b = board("raja_pasu", speed="off")
    panel = b.analysis
    assert panel.after_every_move.value is False
    panel.games = 10
    panel.analyse(wait=True)
    assert sorted(p.moves[0].hole for p in panel.result.plays) == list(range(7))
    assert len(panel.ranked.rows) == 7 and "Verdict:" in panel.output.value
    assert panel.analyse_button.disabled is False and panel.stop_button.disabled is True
    panel.after_every_move.value = True
    b.play(panel.result.plays[0].moves[0])
    panel._thread.join()
    assert panel.result.state == b.state and panel.result.seat == 1 and panel.played is None


def test_analysis_at_a_throw_or_at_the_end_says_why_in_a_students_words():
    """At a chance node (a throw is due) and at a finished game the panel rolls nothing out and
    says why in words a student reads, not evaluate()'s message for programmers; no thread runs."""
    b = board(gamekit.load("pachisi", ruleset="german"), speed="off")
    b.analysis.analyse()
    assert b.analysis._thread is None and b.analysis.result is None
    said = b.analysis.output.value
    assert "A throw is due: there is no play to choose before it. Throw first, then press Analyse." in said
    assert "chance node" not in said and "argument" not in said
    assert b.analysis.analyse_button.disabled is False and b.analysis.stop_button.disabled is True
    over = gamekit.load("raja_pasu").initial_state()
    while not over.is_terminal():
        over = over.apply(over.legal_moves()[0])
    b2 = board(over, speed="off")
    b2.analysis.analyse()
    assert b2.analysis._thread is None
    assert "The game is over: there is no play left to rank." in b2.analysis.output.value


def test_progress_in_words_and_stop_keeps_the_plays_rolled_out_pg11():
    """PG-11: while the whole-roll plays are rolled out the panel says how many are done, in
    words; Stop after the first play leaves the ranking of that one play, said to be stopped."""
    b = board(_german_position(), speed="off")
    panel = b.analysis
    panel.games = 10
    seen = []
    said = panel._on_progress

    def stop_after_the_first(done: int, total: int) -> bool:
        said(done, total)
        seen.append((done, total, panel.progress_html.value, panel.stop_button.disabled))
        panel.stop()
        return said(done, total)

    panel._on_progress = stop_after_the_first
    panel.analyse(wait=True)
    total = len(evaluate(_german_position(), 10, 0).plays)
    assert seen[0][:2] == (1, total) and f"play 1 of {total} rolled out" in seen[0][2] and seen[0][3] is False
    assert len(seen) == 1 and panel.result.stopped is True and len(panel.ranked.rows) == 1
    assert "Stopped: not every play was rolled out." in panel.output.value
    assert panel.stop_button.disabled is True and panel.progress_html.layout.display == "none"
