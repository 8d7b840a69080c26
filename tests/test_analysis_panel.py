"""The board's "Analyse" control (gamekit.widgets.analysis_panel)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import gamekit  # noqa: E402
from gamekit.widgets import board  # noqa: E402


def test_analyse_ranks_the_seven_holes_of_the_raja_pasu_opening_rp2():
    """RP-1, RP-2: the opening has 7 plays (South's holes); the panel lists all 7 with bars and
    intervals, best first, and a verdict; the teacher's option is off by default."""
    b = board("raja_pasu", speed="off")
    panel = b.analysis
    assert panel.after_every_move.value is False
    panel.games = 20
    panel.analyse(wait=True)
    ev = panel.result
    assert sorted(p.moves[0].hole for p in ev.plays) == list(range(7))
    html = panel.output.value
    assert html.count("<tr>") == 8 and "Verdict:" in html and "font-size:16px" in html
    assert panel.analyse_button.disabled is False and panel.stop_button.disabled is True


def test_a_move_clears_the_analysis_and_the_teacher_option_renews_it():
    b = board("raja_pasu", speed="off")
    panel = b.analysis
    panel.games = 10
    panel.analyse(wait=True)
    b.analysis.after_every_move.value = False
    panel.position_changed()
    assert panel.result is None and panel.output.value == ""


def test_analysis_at_a_chance_node_says_why_in_words():
    b = board(gamekit.load("pachisi", ruleset="german"), speed="off")
    b.analysis.analyse(wait=True)
    assert b.analysis.result is None and "chance node" in b.analysis.output.value


def test_choosing_a_ranked_play_draws_it_on_the_board_rp2():
    """RP-2: choosing a ranked hole in "show play" draws the position that sowing reaches
    (nothing clickable); the first entry draws the board's own position again."""
    b = board("raja_pasu", speed="off")
    panel = b.analysis
    assert panel.play_list.layout.display == "none"
    panel.games = 10
    panel.analyse(wait=True)
    live = b.svgboard.svg
    assert panel.play_list.layout.display == "" and len(panel.play_list.options) == 8
    best = panel.result.plays[0]
    panel.play_list.value = 0
    _, events = b.state.apply_with_events(best.moves[0])
    assert b.svgboard.svg == _strip(b.view.svg(best.after, events=events)) != live
    assert "data-click" not in b.svgboard.svg
    panel.play_list.value = None
    assert b.svgboard.svg == live
    panel.position_changed()
    assert panel.play_list.layout.display == "none" and len(panel.play_list.options) == 1


def _strip(svg: str) -> str:
    from gamekit.widgets.shell import _DATA_CLICK

    return _DATA_CLICK.sub("", svg)
