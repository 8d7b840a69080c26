"""The batched Czech Pačísí simulator equals the plain engine (issue 13 §1; RULES §3, §5a).

(a) Seeded batched games (random and greedy agents, 500 each from the opening here, and 1,000
    more from random reachable start positions, every agent set among them, in
    ``tests/test_batch_czech_starts.py``) are replayed through the plain engine with the same
    throws and choices: at every decision the batched engine offered
    exactly as many legal moves as ``legal_moves()`` lists, its choice is one of them (for
    greedy: exactly the plain greedy agent's), and events, throws, moves, turns and winners agree.
(b) For >= 10,000 random positions x every throw (7), the positions the batched engine reaches
    equal ``czech.reachable_positions`` (PC-2..PC-10, PC-5a's automatic pass included).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import gamekit
from batch_replay import check_games
from gamekit.agents.pachisi_czech import greedy
from gamekit.analysis.batch import _czech_kernel as K
from gamekit.analysis.batch import pachisi_czech as B
from gamekit.pachisi import czech as pc
from gamekit.pachisi.common import RETURNED, YARD


def _check_games(game, agents, n, seed):
    return check_games(B, game, agents, n, seed, greedy)


@pytest.mark.parametrize("agent", ["random", "greedy"])
def test_batched_games_replay_move_by_move(agent):
    """(a) 500 seeded batched games per agent from the opening, two teams (PC-1)."""
    game = gamekit.load("pachisi", ruleset="czech")
    res = _check_games(game, (agent,) * 4, 500, 17)
    for kind in ("pass", "enter", "capture", "home", "grace", "end"):
        assert res.events[kind].sum() > 0, kind


def test_batched_games_replay_options():
    """(a) individual play (PC-1), help_partner (PC-11), another cowrie_p (PC-2), mixed agents."""
    g1 = gamekit.load("pachisi", ruleset="czech", individual=True)
    _check_games(g1, ("random", "greedy", "random", "greedy"), 100, 1)
    g2 = gamekit.load("pachisi", ruleset="czech", help_partner=True, cowrie_p=0.4)
    _check_games(g2, ("greedy", "random", "greedy", "random"), 100, 2)


def test_run_is_reproducible_and_checked():
    game = gamekit.load("pachisi", ruleset="czech")
    a = B.run(game, ("random",) * 4, 30, np.random.SeedSequence(3))
    b = B.run(game, ("random",) * 4, 30, np.random.SeedSequence(3))
    assert (a.throws == b.throws).all() and (a.wins == b.wins).all()
    assert B.supports(game, ("greedy",) * 4)
    assert not B.supports(game, ("lookahead",) * 4)
    assert not B.supports(gamekit.load("pachisi", ruleset="german"), ("random",) * 4)
    with pytest.raises(ValueError, match="random"):
        B.run(game, ("random",) * 3, 1, np.random.SeedSequence(0))


def _random_pieces(rng: random.Random):
    """Random pieces: charkoni (never entered / returned), home, middle columns, or the track
    near a cluster centre so that units meet (captures, castles, partners' fields)."""
    centre = rng.randrange(0, 68)
    out = []
    for c in range(4):
        ps = []
        for _ in range(4):
            r = rng.random()
            if r < 0.15:
                ps.append(YARD)
            elif r < 0.27:
                ps.append(RETURNED)
            elif r < 0.35:
                ps.append(pc.HOME)
            elif r < 0.45:
                ps.append(rng.choice([0, 1, 5, 6, 76, 80, 81, 82]))
            elif r < 0.75:
                # near the cluster centre (track field -> this colour's path position, 8..74)
                f = (centre + rng.randrange(-6, 7)) % 68
                cands = [p for p in range(pc.TIP_OUT, pc.TIP_BACK + 1) if pc.path_field(c, p) == f]
                ps.append(cands[0] if cands else rng.randrange(7, 76))
            else:
                ps.append(rng.randrange(0, 83))
        if ps.count(YARD) == 4:
            ps[0] = 0
        out.append(tuple(ps))
    return out


def _check_positions(game, n_positions, seed):
    rng = random.Random(seed)
    T = B.tables(game)
    out_pos = np.empty((K.MAXLEGAL, 4, 4), np.int64)
    out_next = np.empty(K.MAXLEGAL, np.int64)
    done = 0
    while done < n_positions:
        pieces = _random_pieces(rng)
        to_move = rng.randrange(4)
        try:
            st = pc.with_pieces(game, {pc.COLOURS[c]: list(pieces[c]) for c in range(4)}, pc.COLOURS[to_move])
        except gamekit.GameError:
            continue
        if st.is_terminal():
            continue
        done += 1
        pos = np.array([list(p) for p in pieces], np.int64)
        for k in range(7):
            n = K.after_each_move(
                T, pos, game.options.individual, game.options.help_partner, to_move, k, out_pos, out_next
            )
            mine = {
                (tuple(tuple(sorted(out_pos[m][c], key=pc.order_key)) for c in range(4)), int(out_next[m]))
                for m in range(n)
            }
            plain = {(s.pieces, s.colour) for s in pc.reachable_positions(st, k)}
            assert mine == plain, (pieces, to_move, k)


def test_reachable_positions_equal_plain_engine():
    """(b) 10,000 random positions x 7 throws, two teams."""
    _check_positions(gamekit.load("pachisi", ruleset="czech"), 10_000, 1)


def test_reachable_positions_options():
    """(b) individual play (PC-1, PC-8a: every colour an opponent) and help_partner (PC-11)."""
    _check_positions(gamekit.load("pachisi", ruleset="czech", individual=True), 2000, 2)
    _check_positions(gamekit.load("pachisi", ruleset="czech", help_partner=True), 2000, 3)


@pytest.mark.parametrize("bad", [-1, 2.5, True, "10", None])
def test_run_refuses_a_bad_number_of_games(bad):
    """One argument check for every Pachisi batch module: a GameError naming ``n_games``."""
    game = gamekit.load("pachisi", ruleset="czech")
    with pytest.raises(gamekit.GameError, match="'n_games'"):
        B.run(game, ("random",) * 4, bad, np.random.SeedSequence(0))


def test_run_of_no_games_gives_empty_arrays():
    game = gamekit.load("pachisi", ruleset="czech")
    r = B.run(game, ("random",) * 4, 0, np.random.SeedSequence(0))
    assert r.n == 0 and r.wins.shape == (0, 4) and r.returns.shape == (0, 4) and r.events == {}
