"""The batched Sechs-As engine plays from any reachable position as the plain engine does
(``simulate(start=...)``; RULES §4 SA-1..SA-8).

Start positions: one draw per session (module fixture ``starts``): uniformly random plain play
of 60 two-player and 30 four-player games, every reachable state listed, and 500 (two players)
and 200 (four players) non-terminal states taken from them uniformly at random: throws due, and
throws with one or both dice still to resolve (SA-2..SA-5, a double's re-throw SA-5 included).

(a) 1,000 seeded batched games from 200 two-player starts (5 games each; random x 2 and
    greedy/random in turn) and 400 from 200 four-player starts (2 each) are replayed through the
    plain engine move by move (``test_batch_sechs_as.replay``): every move is legal there, a
    greedy seat's is the plain greedy agent's, and moves, throws, turns, events and the winner agree.
(b) From each of the 500 two-player starts, seat 0's win share of 10 batched games is compared
    with 2 plain-engine games (random agents, ``simulate``): the per-position differences are
    independent with mean 0 when the engines agree, so their mean lies within 4 standard errors
    (sample sd / sqrt(500)) of 0.
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.analysis.batch import sechs_as as batch
from gamekit.analysis.simulate import simulate
from test_batch_czech_starts import states_of_random_games
from test_batch_sechs_as import replay


@pytest.fixture(scope="module")
def starts():
    two = gamekit.load("sechs_as")
    four = gamekit.load("sechs_as", players=4)
    return (two, states_of_random_games(two, 60, 500, 30)), (four, states_of_random_games(four, 30, 200, 31))


def test_start_positions_cover_the_states_of_a_throw(starts):
    """Throws due, two dice to resolve and one die left (SA-2, SA-4)."""
    (_, two), (_, four) = starts
    for sts in (two, four):
        assert not any(s.is_terminal() for s in sts)
        kinds = [len(s.dice) if s.throw is not None else 0 for s in sts]
        assert min(kinds.count(0), kinds.count(1), kinds.count(2)) > 10, kinds


def test_start_array_gives_the_kernel_the_position():
    """Sides, pot, seat, throw and dice left (SA-1: six stones each at the opening)."""
    game = gamekit.load("sechs_as")
    assert batch.start_array(game).tolist() == [6, 6, 0, 0, 0, 0, 0, 0]
    st = game.initial_state().apply((5, 1))  # a 5 and a 1 to resolve (SA-2)
    assert batch.start_array(game, st).tolist() == [6, 6, 0, 0, 5, 1, 5, 1]


def test_batched_games_from_start_positions_replay_move_by_move(starts):
    """(a) SA-1..SA-8, two and four players."""
    for (game, sts), per in zip(starts, (5, 2)):
        for i, st in enumerate(sts[: 200 if per == 5 else 200]):
            agents = ("random",) * game.num_players if i % 2 else ("greedy", "random") * (game.num_players // 2)
            res = batch.run(game, agents, per, np.random.SeedSequence(i), record=True, start=st)
            assert res.n == per
            for g in range(per):
                replay(game, agents, res, g, start=st)


def test_mean_results_from_500_start_positions_agree_with_plain_rollouts(starts):
    """(b) SA-1..SA-8, random agents: design in the module docstring."""
    (game, sts), _ = starts
    plain = [gamekit.agents.agents_for(game)["random"]] * 2
    d = []
    for i, st in enumerate(sts):
        b = simulate(game, "random", 10, i, progress=False, start=st)
        p = simulate(game, plain, 2, i, progress=False, start=st)
        assert (b.engine, p.engine) == ("batched", "plain")
        d.append(b.wins[:, 0].mean() - p.wins[:, 0].mean())
    d = np.array(d)
    se = d.std(ddof=1) / np.sqrt(len(d))
    assert abs(d.mean()) <= 4 * se, (d.mean(), se)
