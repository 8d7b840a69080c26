"""The batched engines play from any reachable position as the plain engine does (simulate(start=...)).

(a) For German Pachisi (PG-1..PG-25, also within a roll: PG-10..PG-21) and a single Raja Pasu
    round (RP-1..RP-7), per agent 1,000 seeded batched games from 200 random reachable start
    positions (5 games each) are replayed through the plain engine move by move
    (``tests/batch_replay.py`` and the Raja Pasu replay).
(b) From 500 random start positions, the mean result of the batched engine (2 games each)
    agrees with plain-engine rollouts (1 game each) within 4 standard errors of the
    per-position difference.
The start positions are drawn once per session by random plain play of a random length; (a)
replays from the first 200 of the German positions of (b).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

import numpy as np
import pytest

import gamekit
from batch_replay import check_games
from gamekit.agents.pachisi_german import greedy
from gamekit.analysis.batch import pachisi_german as BG
from gamekit.analysis.batch import raja_pasu as BR
from gamekit.analysis.simulate import simulate
from gamekit.core import sample_outcome
from test_batch_raja_pasu import greedy_best


@lru_cache(maxsize=None)
def _starts(key: str, n: int, max_steps: int, seed: int, **options) -> tuple:
    """``n`` non-terminal positions reached by uniformly random play of 0..max_steps steps."""
    game = gamekit.load(key, **options)
    rng = np.random.default_rng(seed)
    out = []
    while len(out) < n:
        st = game.initial_state()
        for _ in range(int(rng.integers(0, max_steps))):
            if st.is_terminal():
                break
            if st.is_chance():
                st = st.apply(sample_outcome(st, rng))
            else:
                lm = st.legal_moves()
                st = st.apply(lm[int(rng.integers(len(lm)))])
        if not st.is_terminal():
            out.append(st)
    return game, tuple(out)


def _german(n: int = 200):
    """The first ``n`` of the 500 German start positions of (b): one draw for (a) and (b)."""
    game, starts = _starts("pachisi/german", 500, 400, 1)
    return game, starts[:n]


@pytest.mark.parametrize("agent", ["random", "greedy"])
def test_german_batched_games_from_start_positions_replay_move_by_move(agent):
    """(a) PG-1..PG-25: 200 positions x 5 games; some starts lie within a roll (PG-10..PG-21)."""
    game, starts = _german()
    assert sum(s.throw is not None for s in starts) > 50  # many starts within a roll
    for i, st in enumerate(starts):
        check_games(BG, game, (agent,) * 4, 5, i, greedy, start=st)


def test_german_batched_games_from_start_positions_options():
    """(a) PG-3 individual play with two colours and PG-16 enter_on_sum_five, mixed agents."""
    game, starts = _starts("pachisi/german", 40, 300, 2, individual=True, colours=("red", "green"))
    for i, st in enumerate(starts):
        check_games(BG, game, ("greedy", "random"), 3, i, greedy, start=st)
    game, starts = _starts("pachisi/german", 40, 300, 3, enter_on_sum_five=True)
    for i, st in enumerate(starts):
        check_games(BG, game, ("random", "greedy", "random", "greedy"), 3, i, greedy, start=st)


def _replay_raja(start, agents, result, g):
    st, counts = start, Counter()
    for m in result.trace[g]:
        legal = st.legal_moves()
        assert m in legal, (str(st), m)
        if agents[st.to_move] == "greedy":
            assert m in greedy_best(st), (str(st), m)
        st, evs = st.apply_with_events(legal[legal.index(m)])  # the listed move: known legal
        counts.update(e.kind for e in evs)
    assert st.is_terminal()
    assert result.wins[g].tolist() == [st.winner == 0, st.winner == 1]
    assert tuple(result.returns[g]) == st.returns()
    assert result.moves[g] == len(result.trace[g])
    assert {k: int(v[g]) for k, v in result.events.items() if v[g]} == dict(counts)


@pytest.mark.parametrize("agents", [("random", "random"), ("greedy", "greedy"), ("greedy", "random")])
@pytest.mark.parametrize("pasu_last", [True, False])
def test_raja_pasu_batched_rounds_from_start_positions_replay_move_by_move(agents, pasu_last):
    """(a) RP-1..RP-7: 200 rounds in progress x 5 games (RP-5 with and without the last seed)."""
    game, starts = _starts("raja_pasu", 200, 40, 4, pasu_on_last_seed=pasu_last)
    for i, st in enumerate(starts):
        res = BR.run(game, agents, 5, np.random.SeedSequence(i), record=True, start=st)
        for g in range(5):
            _replay_raja(st, agents, res, g)


def _agree(game, starts, agents, seat):
    """(b) per-position difference batched (2 games) - plain (1 game) of seat's win share."""
    d = []
    for i, st in enumerate(starts):
        b = simulate(game, agents, 2, i, progress=False, start=st)
        p = simulate(game, [gamekit.agents.agents_for(game)[a] for a in agents], 1, i, progress=False, start=st)
        assert (b.engine, p.engine) == ("batched", "plain")
        d.append(b.wins[:, seat].mean() - p.wins[:, seat].mean())
    d = np.array(d)
    se = d.std(ddof=1) / np.sqrt(len(d))
    assert abs(d.mean()) <= 4 * se, (d.mean(), se)


def test_german_mean_results_from_500_start_positions_agree_with_plain_rollouts():
    """(b) PG-1..PG-25, random agents."""
    game, starts = _german(500)
    _agree(game, starts, ("random",) * 4, 0)


@pytest.mark.parametrize("agents", [("random", "random"), ("greedy", "random")])
def test_raja_pasu_mean_results_from_500_start_positions_agree_with_plain_rollouts(agents):
    """(b) RP-1..RP-7."""
    game, starts = _starts("raja_pasu", 500, 40, 5)
    _agree(game, starts, agents, 0)


def test_start_positions_already_over_are_games_of_no_moves():
    """A start position that is already over: the plain engine, and each game is that position
    (no moves).  (Every batched engine takes live start positions: Czech Pachisi and Sechs-As in
    ``tests/test_batch_czech_starts.py`` / ``tests/test_batch_sechs_as_starts.py``, Raja Pasu
    matches, RP-8, RP-9, in ``tests/test_batch_raja_pasu_match.py``.)"""
    for key, opts in (("pachisi/czech", {}), ("sechs_as", {}), ("raja_pasu", {"match": True})):
        game, (st,) = _starts(key, 1, 10, 6, **opts)
        rand = gamekit.agents.agents_for(game)["random"]  # a callable: the plain engine, which keeps finals
        over = simulate(game, rand, 1, 0, progress=False, start=st).finals[0]
        assert over.is_terminal()
        r = simulate(game, "random", 3, 0, progress=False, start=over)
        assert r.engine == "plain" and r.n == 3
        assert all(f == over for f in r.finals)


def test_a_start_that_is_no_position_of_the_game_is_refused():
    game, starts = _german()
    with pytest.raises(gamekit.GameError, match="'start'"):
        simulate(game, "random", 3, 0, progress=False, start="red to move")
    with pytest.raises(gamekit.GameError, match="'start'"):
        simulate(gamekit.load("pachisi/czech"), "random", 3, 0, progress=False, start=starts[0])
