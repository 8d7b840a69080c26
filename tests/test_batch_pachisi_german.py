"""The batched German Pachisi simulator equals the plain engine (issue 13 §1; RULES §2, §5a).

(a) Seeded batched games (random and greedy agents, >= 1,000 each) are replayed through the
    plain engine with the same throws and choices: at every decision the batched engine offered
    exactly as many legal steps as ``legal_moves()`` lists, its choice is one of them (for
    greedy: exactly the plain greedy agent's), and the events, throws, moves, turns and winners
    agree game by game.
(b) For >= 10,000 random positions x every throw (21), the set of positions the batched engine
    reaches by its legal plays equals ``german.reachable_positions`` (PG-10..PG-22a, PG-14a).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import gamekit
from batch_replay import check_games
from gamekit.agents.pachisi_german import greedy
from gamekit.analysis.batch import pachisi_german as B
from gamekit.analysis.batch import _german_kernel as K
from gamekit.pachisi import german as pg
from gamekit.pachisi.common import RETURNED, YARD


def _check_games(game, agents, n, seed):
    return check_games(B, game, agents, n, seed, greedy)


@pytest.mark.parametrize("agent", ["random", "greedy"])
def test_batched_games_replay_move_by_move(agent):
    """(a) 1,000 seeded batched games per agent, four colours with partners (PG-2)."""
    game = gamekit.load("pachisi", ruleset="german")
    res = _check_games(game, (agent,) * 4, 1000, 13)
    # the games exercise every rule the events name
    for kind in ("restricted", "enter", "gate", "gate_opened", "capture", "home", "forfeit", "again", "pass_dice"):
        assert res.events[kind].sum() > 0, kind


def test_batched_games_replay_options():
    """(a) The options: enter_on_sum_five (PG-16), individual play with two colours (PG-3),
    and a mixed table of agents."""
    g1 = gamekit.load("pachisi", ruleset="german", enter_on_sum_five=True)
    _check_games(g1, ("random", "greedy", "random", "greedy"), 100, 5)
    g2 = gamekit.load("pachisi", ruleset="german", individual=True, colours=("red", "green"))
    _check_games(g2, ("greedy", "random"), 100, 6)
    g3 = gamekit.load("pachisi", ruleset="german", individual=True)
    _check_games(g3, ("random",) * 4, 100, 7)


def test_run_is_reproducible_and_seeded():
    game = gamekit.load("pachisi", ruleset="german")
    a = B.run(game, ("random",) * 4, 50, np.random.SeedSequence(3))
    b = B.run(game, ("random",) * 4, 50, np.random.SeedSequence(3))
    c = B.run(game, ("random",) * 4, 50, np.random.SeedSequence(4))
    assert (a.throws == b.throws).all() and (a.wins == b.wins).all()
    assert not (a.throws == c.throws).all()
    assert a.trace is None


def test_supports():
    game = gamekit.load("pachisi", ruleset="german")
    assert B.supports(game, ("random", "greedy", "random", "random"))
    assert not B.supports(game, ("random", "lookahead", "random", "random"))
    assert not B.supports(game, ("random",) * 3)
    assert not B.supports(gamekit.load("pachisi", ruleset="czech"), ("random",) * 4)
    with pytest.raises(ValueError, match="random"):
        B.run(game, ("lookahead",) * 4, 1, np.random.SeedSequence(0))


# ------------------------------------------------------------------ (b) reachable positions

_POS_KIND = (YARD, RETURNED, pg.GOAL)


def _random_pieces(rng: random.Random, cols) -> tuple | None:
    """Random pieces for the colours ``cols``: yard, returned, goal, home column or path; a
    cluster centre makes pieces meet (captures, gates, partners' fields)."""
    centre = rng.randrange(0, 68)
    out = [(), (), (), ()]
    for c in cols:
        ps = []
        for _ in range(4):
            r = rng.random()
            if r < 0.15:
                ps.append(YARD)
            elif r < 0.22:
                ps.append(RETURNED)
            elif r < 0.30:
                ps.append(pg.GOAL)
            elif r < 0.38:
                ps.append(rng.randrange(64, 71))
            elif r < 0.70:
                # near the cluster centre, on this colour's path (track field -> path position)
                f = (centre + rng.randrange(-8, 9)) % 68
                p = pg.PATH_OF_FIELD[c].get(f)
                ps.append(p if p is not None else rng.randrange(0, 64))
            else:
                ps.append(rng.randrange(0, 64))
        out[c] = tuple(ps)
    try:
        pg.check_occupancy(tuple(out), cols)
    except gamekit.GameError:
        return None
    return tuple(out)


def _plain_reach(state, throw):
    """``german.reachable_positions`` in the form of :func:`_batch_reach`."""
    x = (-3,) * 4  # a colour not in play
    return {(a or x) + (b or x) + (c or x) + (d or x) for a, b, c, d in pg.reachable_positions(state, throw)}


_THROWS = [o for o, _ in pg.OUTCOMES]
_OUT = np.empty((200_000, 16), np.int64)
_STARTS = np.empty(len(_THROWS) + 1, np.int64)


def _batch_reach(game, pieces, colour):
    """The batched engine's end positions per throw of ``_THROWS``: sets of 16-tuples, each
    colour's four positions sorted (-3 for a colour not in play)."""
    pos = np.full((4, 4), -3, np.int64)
    for c in game.colours:
        pos[c] = pieces[c]
    n = K.reachable_all(
        pos,
        np.array(game.colours, np.int64),
        game.individual,
        game.sum_five,
        colour,
        np.array(_THROWS, np.int64),
        _OUT,
        _STARTS,
    )
    assert n >= 0
    rows = np.sort(_OUT[:n].reshape(n, 4, 4), axis=2).reshape(n, 16).tolist()
    return [set(map(tuple, rows[_STARTS[t] : _STARTS[t + 1]])) for t in range(len(_THROWS))]


def _check_positions(game, n_positions, seed):
    rng = random.Random(seed)
    done = 0
    while done < n_positions:
        pieces = _random_pieces(rng, game.colours)
        if pieces is None:
            continue
        colour = rng.choice(game.colours)
        st = pg.GermanState(game, pieces, colour)
        if st.is_terminal() or (game.individual and pieces[colour] == (pg.GOAL,) * 4):
            continue
        done += 1
        mine = _batch_reach(game, pieces, colour)
        for t, throw in enumerate(_THROWS):
            assert mine[t] == _plain_reach(st, throw), (pieces, colour, throw)


@pytest.mark.parametrize("seed", [1, 2])
def test_reachable_positions_equal_plain_engine(seed):
    """(b) 2 x 5,000 = 10,000 random positions x 21 throws, four colours with partners (two
    halves so that each test stays under a minute)."""
    _check_positions(gamekit.load("pachisi", ruleset="german"), 5_000, seed)


def test_reachable_positions_options():
    """(b) The same for enter_on_sum_five (PG-16) and individual play (PG-3, PG-3a)."""
    _check_positions(gamekit.load("pachisi", ruleset="german", enter_on_sum_five=True), 1000, 12)
    _check_positions(gamekit.load("pachisi", ruleset="german", individual=True), 1000, 13)
    _check_positions(gamekit.load("pachisi", ruleset="german", individual=True, colours=("red", "yellow")), 500, 14)


@pytest.mark.parametrize("bad", [-1, 2.5, True, "10", None])
def test_run_refuses_a_bad_number_of_games(bad):
    """One argument check for every Pachisi batch module: a GameError naming ``n_games``."""
    game = gamekit.load("pachisi", ruleset="german")
    with pytest.raises(gamekit.GameError, match="'n_games'"):
        B.run(game, ("random",) * 4, bad, np.random.SeedSequence(0))


def test_run_of_no_games_gives_empty_arrays():
    game = gamekit.load("pachisi", ruleset="german")
    r = B.run(game, ("random",) * 4, 0, np.random.SeedSequence(0))
    assert r.n == 0 and r.wins.shape == (0, 4) and r.returns.shape == (0, 4) and r.events == {}


def test_a_step_by_as_many_values_and_pips_as_the_rest_is_the_rest():
    """The sure "yes" of ``_german_search._kept_step`` (PG-12): a step whose values are as many
    and sum to as many pips as the values left uses exactly the values left.  For every values
    index ``vk``, every subset ``s`` (values left ``SUB_KEPT[vk, s]``) and every subset ``s2`` of
    the same node with that count and sum, the multisets are equal; and the whole of a values
    index is one subset that forfeits nothing (PG-11a) and leaves nothing.  One case by hand: the double 6-6 plays 6, 6, 1, 1; after a 6 the values left are
    6, 1, 1 (3 values, 8 pips), and the one subset of 3 values and 8 pips is 6+1+1."""
    from gamekit.analysis.batch import _german_tables as T

    pairs = 0
    for vk in range(len(T.VLEN)):
        for s in range(T.NSUB[vk]):
            kept = T.SUB_KEPT[vk, s]
            for s2 in range(T.NSUB[vk]):
                if T.SUB_ULEN[vk, s2] == T.VLEN[kept] and T.SUB_TOT[vk, s2] == T.VSUM[kept]:
                    pairs += 1
                    used = sorted(T.SUB_U[vk, s2, : T.SUB_ULEN[vk, s2]].tolist())
                    assert used == sorted(T.VALS[kept][: T.VLEN[kept]].tolist()), (vk, s, s2)
        if T.VLEN[vk]:
            whole = [s for s in range(T.NSUB[vk]) if T.SUB_ULEN[vk, s] == T.VLEN[vk]]
            assert len(whole) == 1 and not T.SUB_DROP[vk, whole[0]] and T.VLEN[T.SUB_KEPT[vk, whole[0]]] == 0
    assert pairs > 0  # the loop met such pairs (every single value left is one)
    six = T.VALUE_INDEX[(6, 6, 1, 1)]
    first6 = next(s for s in range(T.NSUB[six]) if T.SUB_U[six, s, : T.SUB_ULEN[six, s]].tolist() == [6])
    kept = T.SUB_KEPT[six, first6]
    assert T.VALS[kept][: T.VLEN[kept]].tolist() == [6, 1, 1] and T.VSUM[kept] == 8
    rest = [
        T.SUB_U[six, s, :3].tolist() for s in range(T.NSUB[six]) if T.SUB_ULEN[six, s] == 3 and T.SUB_TOT[six, s] == 8
    ]
    assert rest == [[6, 1, 1]]
