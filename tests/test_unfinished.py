"""A game that does not end within its step cap is reported as unfinished, never raised (RP-9).

Two greedy Raja Pasu players never end a match (RP-9, see ``gamekit/agents/raja_pasu.py``); random
players end one in a few hundred steps.  The counts below come from the seeded random games of
seed 2: of 40 matches, 14 take more than 400 steps, and two take exactly 400 (those end with the
last allowed action and are finished).
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.analysis.simulate import simulate
from gamekit.widgets.experiment_widget import _plot_svg, _table_html, summarise


@pytest.fixture(scope="module")
def match():
    return gamekit.load("raja_pasu", match=True)


def test_playout_past_the_cap_raises_a_game_error_rp9(match):
    """RP-9: greedy against greedy in match play: playout yields 50 steps, then UnfinishedGameError."""
    greedy = gamekit.agents.agents_for(match)["greedy"]
    steps = []
    with pytest.raises(gamekit.UnfinishedGameError, match="max_steps=50") as info:
        for step in gamekit.playout(match.initial_state(), greedy, np.random.default_rng(0), 50):
            steps.append(step)
    assert isinstance(info.value, gamekit.GameError)
    assert len(steps) == 50


@pytest.mark.parametrize("engine", ["batched", "plain"])
def test_greedy_match_games_are_all_unfinished_rp9(match, engine):
    """RP-9: simulate() counts the 3 greedy-vs-greedy matches as unfinished: 300 moves each, no winner
    (the batched engine takes the plain engine's cap)."""
    greedy = "greedy" if engine == "batched" else gamekit.agents.agents_for(match)["greedy"]
    r = simulate(match, greedy, 3, seed=0, progress=False, max_steps=300)
    assert r.engine == engine
    assert r.n == 3 and r.n_unfinished == 3
    assert r.unfinished.tolist() == [True, True, True]
    assert r.moves.tolist() == [300, 300, 300] and r.throws.tolist() == [0, 0, 0]
    assert not r.wins.any() and not r.draw.any()
    assert r.returns.tolist() == [[0.0, 0.0]] * 3
    assert r.win_rate(0) == 0.0


def test_unfinished_are_exactly_the_games_longer_than_the_cap(match):
    """Seed 2, 40 random matches (the plain engine): 14 are longer than 400 steps; a game of exactly
    400 steps is finished."""
    rand = gamekit.agents.agents_for(match)["random"]
    full = simulate(match, rand, 40, seed=2, progress=False)
    assert full.n_unfinished == 0
    lengths = full.moves + full.throws
    assert int((lengths == 400).sum()) == 2
    cut = simulate(match, rand, 40, seed=2, progress=False, max_steps=400)
    assert cut.n_unfinished == 14
    assert np.flatnonzero(cut.unfinished).tolist() == [0, 2, 4, 6, 8, 10, 12, 17, 21, 24, 27, 29, 33, 35]
    assert np.array_equal(cut.unfinished, lengths > 400)
    done = ~cut.unfinished  # the finished games are the same games as without the cap
    assert np.array_equal(cut.wins[done], full.wins[done])
    assert cut.wins.sum(axis=0).tolist() == [15, 11]
    assert full.wins.sum(axis=0).tolist() == [22, 18]
    # the batched engine cuts at the same cap (its games after a cut one draw other numbers: one
    # stream per chunk); its first game is longer than 400 moves
    fast = simulate(match, "random", 40, seed=2, progress=False)
    fast_cut = simulate(match, "random", 40, seed=2, progress=False, max_steps=400)
    assert (fast.engine, fast.n_unfinished, fast_cut.engine) == ("batched", 0, "batched")
    assert fast.moves[0] > 400 and fast_cut.unfinished[0]
    assert (fast_cut.moves[fast_cut.unfinished] == 400).all() and (fast_cut.moves[~fast_cut.unfinished] <= 400).all()
    assert not fast_cut.wins[fast_cut.unfinished].any()


def test_batched_engines_mark_a_game_at_their_cap_unfinished():
    """A kernel's winner -1 (its step cap reached) is an unfinished game: no winner, returns 0."""
    from gamekit.analysis.batch import batch_result, game_arrays

    arrays = game_arrays(3, 1)
    arrays[1][:] = [1, -1, 2]  # seat 0 won, cut at the cap, seat 1 won
    r = batch_result(arrays, [0, 1], ("capture",), None, "cap")
    assert r.unfinished.tolist() == [False, True, False]
    assert r.wins.tolist() == [[True, False], [False, False], [False, True]]
    assert r.returns.tolist() == [[1.0, -1.0], [0.0, 0.0], [-1.0, 1.0]]


def test_experiment_widget_shows_unfinished_counts(match):
    """The widget's summary, table and plot give the unfinished counts of each setting (RP-9)."""
    a = simulate(match, gamekit.agents.agents_for(match)["random"], 40, seed=2, progress=False, max_steps=400)
    b = simulate(match, "greedy", 40, seed=2, progress=False, max_steps=30)
    s = summarise(a, b)
    assert s["unfinished"] == {"A": 14, "B": 40}
    html = _table_html(s, [match, match])
    assert "<td data-setting='A' class='gk-exp-unfinished'>14</td>" in html
    assert "<td data-setting='B' class='gk-exp-unfinished'>40</td>" in html
    assert "unfinished: A 14, B 40 of 40" in _plot_svg({"A": a, "B": b}, s, [match, match])
