"""The lead's ``simulate()`` (gamekit.analysis.simulate): reproducible, per-game streams, consistent results."""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.analysis.simulate import simulate
from gamekit.raja_pasu import TOTAL_SEEDS


def _same(a, b, n):
    """Arrays of ``a`` equal the first ``n`` rows of ``b``'s."""
    for name in ("wins", "draw", "returns", "moves", "throws", "turns"):
        assert np.array_equal(getattr(a, name), getattr(b, name)[:n]), name
    assert set(a.events) <= set(b.events)
    for k, v in a.events.items():
        assert np.array_equal(v, b.events[k][:n]), k


def test_same_seed_gives_identical_arrays():
    """Two runs with seed 7 give identical arrays; another seed gives other games."""
    game = gamekit.load("raja_pasu")
    a = simulate(game, "random", n_games=8, seed=7, progress=False)
    b = simulate(game, "random", n_games=8, seed=7, progress=False)
    _same(a, b, 8)
    c = simulate(game, "random", n_games=8, seed=8, progress=False)
    assert not np.array_equal(a.moves, c.moves) or not np.array_equal(a.events["sow"], c.events["sow"])


def test_game_i_is_the_same_whether_5_or_10_games_are_played():
    """Each game has its own stream spawned from the seed: game i of 5 == game i of 10."""
    game = gamekit.load("raja_pasu")
    five = simulate(game, "random", n_games=5, seed=3, progress=False)
    ten = simulate(game, "random", n_games=10, seed=3, progress=False)
    assert five.n == 5 and ten.n == 10
    _same(five, ten, 5)
    assert [s.to_json() for s in five.finals] == [s.to_json() for s in ten.finals[:5]]


def test_sechs_as_is_reproducible_too():
    """SA-5 throws are chance nodes: with a seed, throws and winners repeat exactly."""
    game = gamekit.load("sechs_as")
    a = simulate(game, "random", n_games=4, seed=11, progress=False)
    b = simulate(game, "random", n_games=6, seed=11, progress=False)
    _same(a, b, 4)
    assert (a.throws > 0).all()


def test_rp7_raja_pasu_results_are_consistent():
    """RP-7: in a single round exactly one of South wins / North wins / draw holds; each game has
    exactly one "round_end" event and one "move_end" per move; RP-10: 98 seeds at the end, all
    in the reserves; returns are +1/-1 for the winner and 0 for a draw; no throws (no dice)."""
    game = gamekit.load("raja_pasu")
    r = simulate(game, "random", n_games=12, seed=1, progress=False)
    assert r.wins.shape == (12, 2) and r.draw.shape == (12,)
    assert np.array_equal(r.wins.sum(1) + r.draw, np.ones(12, dtype=int))
    assert np.array_equal(r.events["round_end"], np.ones(12, dtype=int))
    assert np.array_equal(r.events["move_end"], r.moves)
    assert np.array_equal(r.events["pick_up"], r.moves)
    assert (r.throws == 0).all()
    assert (r.turns <= r.moves).all()
    for s, w, d, ret in zip(r.finals, r.wins, r.draw, r.returns):
        assert s.is_terminal() and sum(s.board) == 0 and sum(s.reserves) == TOTAL_SEEDS
        if d:
            assert s.winner == "draw" and tuple(ret) == (0.0, 0.0)
        else:
            assert w[s.winner] and tuple(ret) == ((1.0, -1.0) if s.winner == 0 else (-1.0, 1.0))
    assert 0.0 <= r.win_rate(0) <= 1.0


def test_greedy_against_random_runs():
    """Agents by name, one per seat; the greedy agent is deterministic given the seed."""
    game = gamekit.load("raja_pasu")
    a = simulate(game, ["greedy", "random"], n_games=3, seed=2, progress=False)
    b = simulate(game, ["greedy", "random"], n_games=3, seed=2, progress=False)
    _same(a, b, 3)


def test_unknown_agent_or_wrong_count_raises_value_error():
    """An unknown agent name, or not one agent per seat, is a ValueError naming the problem."""
    game = gamekit.load("raja_pasu")
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(game, "clever", n_games=1, progress=False)
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(game, ["random", "nobody"], n_games=1, progress=False)
    with pytest.raises(ValueError, match="need 2 agents"):
        simulate(game, ["random"] * 3, n_games=1, progress=False)
