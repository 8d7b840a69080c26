"""The batched Czech Pačísí engine plays from any reachable position as the plain engine does
(``simulate(start=...)``; RULES §3 PC-1..PC-11).

Start positions: one draw per session (module fixture ``starts``): uniformly random plain play
of 20 games, every reachable state of each game listed, and 500 non-terminal states taken from
them uniformly at random, so about half are chance nodes and half a throw waiting for its move
(a grace throw's included, PC-6), from the opening to the last piece (PC-3..PC-10).  The
options' starts (individual play PC-1, help_partner PC-11 with another cowrie_p PC-2) are drawn
the same way from 8 games each.

(a) 1,000 seeded batched games from 200 of those start positions (5 games each; per start the
    agents random x 4, greedy x 4 or greedy/random alternating, in turn) are replayed through
    the plain engine move by move (``tests/batch_replay.py``): offered moves, the choice (for
    greedy exactly the plain greedy agent's), events, throws, moves, turns and winners agree;
    and 2 x 60 games from the options' starts.
(b) From each of the 500 start positions, the team of seat 0's win share of 10 batched games is
    compared with 1 plain-engine game (random agents, ``simulate``): the per-position
    differences d_i are independent (different positions, different games) with mean 0 when the
    engines agree, so their mean must lie within 4 standard errors (sample sd / sqrt(500)) of 0.
    One plain game per position keeps the plain engine's cost at 500 games of half a game on
    average; the 10 batched games per position make the batched side's share of the variance small.
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from batch_replay import check_games
from gamekit.agents.pachisi_czech import greedy
from gamekit.analysis.batch import pachisi_czech as B
from gamekit.analysis.simulate import simulate
from gamekit.core import sample_outcome
from gamekit.throws import COWRIE_VALUES, GRACE_VALUES

AGENT_CYCLE = (("random",) * 4, ("greedy",) * 4, ("greedy", "random", "greedy", "random"))


def states_of_random_games(game, n_games: int, n: int, seed: int) -> tuple:
    """``n`` non-terminal states picked uniformly from every state of ``n_games`` random plain games."""
    rng = np.random.default_rng(seed)
    seen = []
    for _ in range(n_games):
        st = game.initial_state()
        while not st.is_terminal():
            seen.append(st)
            if st.is_chance():
                st = st.apply(sample_outcome(st, rng))
            else:
                lm = st.legal_moves()
                st = st.apply(lm[int(rng.integers(len(lm)))])
    pick = rng.choice(len(seen), size=n, replace=False)
    return tuple(seen[i] for i in sorted(pick))


@pytest.fixture(scope="module")
def starts():
    game = gamekit.load("pachisi/czech")
    return game, states_of_random_games(game, 20, 500, 20)


def test_start_positions_cover_the_states_of_a_game(starts):
    """The draw holds chance nodes, throws waiting for a move (grace throws PC-6 among them),
    captured pieces to re-enter (PC-4a, PC-8) and pieces home (PC-3)."""
    game, sts = starts
    assert len(sts) == 500 and not any(s.is_terminal() for s in sts)
    pending = [s for s in sts if s.throw is not None]
    assert 150 < len(pending) < 350
    assert sum(COWRIE_VALUES[s.throw] in GRACE_VALUES for s in pending) > 15
    assert sum(any(-2 in p for p in s.pieces) for s in sts) > 50
    assert sum(any(83 in p for p in s.pieces) for s in sts) > 50


def test_start_arrays_give_the_kernel_the_position():
    """The kernel's form of a state: path positions (-1 yard, -2 returned: PC-4a), the colour,
    the pending throw (-1 at a chance node); None is the opening (PC-4)."""
    game = gamekit.load("pachisi/czech")
    pos, c, k = B.start_arrays(None)
    assert pos.tolist() == [[0, -1, -1, -1]] * 4 and (c, k) == (0, -1)
    st = game.initial_state().apply(6)  # six mouths up: 12, a grace (PC-2, PC-6)
    pos, c, k = B.start_arrays(st)
    assert pos.tolist() == [list(p) for p in st.pieces] and (c, k) == (0, 6)
    with pytest.raises(ValueError):
        B.run(game, ("random",) * 3, 1, np.random.SeedSequence(0), start=st)


def test_batched_games_from_start_positions_replay_move_by_move(starts):
    """(a) PC-1..PC-10: 200 start positions x 5 games, the three agent sets in turn."""
    game, sts = starts
    for i, st in enumerate(sts[::5][:200]):
        check_games(B, game, AGENT_CYCLE[i % 3], 5, i, greedy, start=st)


def test_batched_games_from_start_positions_options():
    """(a) individual play (PC-1, PC-8a) and help_partner (PC-11) with cowrie_p 0.4 (PC-2)."""
    for n, (seed, opts) in enumerate(((21, {"individual": True}), (22, {"help_partner": True, "cowrie_p": 0.4}))):
        game = gamekit.load("pachisi/czech", **opts)
        for i, st in enumerate(states_of_random_games(game, 8, 20, seed)):
            check_games(B, game, AGENT_CYCLE[(i + n) % 3], 3, i, greedy, start=st)


def test_mean_results_from_500_start_positions_agree_with_plain_rollouts(starts):
    """(b) PC-1..PC-11, random agents: design in the module docstring."""
    game, sts = starts
    plain = [gamekit.agents.agents_for(game)["random"]] * 4
    d = []
    for i, st in enumerate(sts):
        b = simulate(game, "random", 10, i, progress=False, start=st)
        p = simulate(game, plain, 1, i, progress=False, start=st)
        assert (b.engine, p.engine) == ("batched", "plain")
        d.append(b.wins[:, 0].mean() - p.wins[:, 0].mean())
    d = np.array(d)
    se = d.std(ddof=1) / np.sqrt(len(d))
    assert abs(d.mean()) <= 4 * se, (d.mean(), se)
