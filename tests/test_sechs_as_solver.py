"""The exact two-player Sechs-As solution, checked against values worked out by hand.

Notation: ``V(mine, theirs, pot)`` = P(the player about to throw wins), the rest removed (SA-8).
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import gamekit
from gamekit.analysis import solve_sechs_as
from gamekit.analysis.sechs_as import SechsAsSolution, _build
from gamekit.sechs_as import SechsAsMove

D = Fraction(1, 36)


@pytest.fixture(scope="module", params=[False, True], ids=["default", "compulsory"])
def sol(request) -> SechsAsSolution:
    return solve_sechs_as(all_actions_compulsory=request.param)


@pytest.fixture(scope="module")
def sol_default() -> SechsAsSolution:
    return solve_sechs_as()


def solve_fractions(M, r):
    """Gauss-Jordan elimination with exact fractions."""
    n = len(M)
    A = [list(row) + [r[i]] for i, row in enumerate(M)]
    for c in range(n):
        piv = next(i for i in range(c, n) if A[i][c] != 0)
        A[c], A[piv] = A[piv], A[c]
        for i in range(n):
            if i != c and A[i][c] != 0:
                f = A[i][c] / A[c][c]
                A[i] = [a - f * b for a, b in zip(A[i], A[c])]
    return [A[i][n] / A[i][i] for i in range(n)]


def test_solution_converged(sol):
    """Value iteration reached a fixed point: Bellman residual below 1e-12."""
    assert sol.residual < 1e-12
    assert sol.iterations > 10
    valid = ~np.isnan(sol.table)
    assert valid.sum() == 455
    assert np.all((sol.table[valid] >= 0) & (sol.table[valid] <= 1))


def test_both_sides_empty_is_32_over_53(sol):
    """SA-5, SA-6 by hand: both sides and the pot empty, I throw.

    P(I win before the dice pass) = x = 11/36 + (4/36) x, so x = 11/32 (any six wins; 1-1, 3-3,
    4-4, 5-5 do nothing and throw again; 2-2 passes).  Then V = x + (1 - x)(1 - V), so
    V = 1 / (2 - x) = 32/53.  The compulsory option changes nothing here (no stone to act on).
    """
    x = Fraction(11, 36) / (1 - Fraction(4, 36))
    assert x == Fraction(11, 32)
    V = 1 / (2 - x)
    assert V == Fraction(32, 53)
    assert sol.throw_value(0, 0, 0) == pytest.approx(float(V), abs=1e-12)


def test_one_stone_world_by_hand(sol_default):
    """SA-2..SA-6 by hand: one stone left in play (11 removed), default rules.

    A = V(0, 0, 1) (stone in the pot), B = V(1, 0, 0) (on my side), C = V(0, 1, 0) (on the
    opponent's side), W = V(0, 0, 0) = 32/53.  Throw by throw (probabilities in 36ths):

    C: a six wins (11); 1-1, 3-3, 4-4, 5-5 throw again (4); the other 21 pass the dice to an
       opponent who holds the stone:  C = 11/36 + 4/36 C + 21/36 (1 - B).
    A: a six wins (11); 5-5, 4-4, 3-3, 1-1 throw again (4); 5-2: take the stone and put it back
       (2) -> 1 - A; 4-2, 3-2, 2-2: the 2 must take it (5) -> 1 - C; 2-1: take it and give it away
       (2) -> 1 - B; the other 12 do nothing -> 1 - A.
    B: 6-6 removes then wins (1); 6-5 (SA-4: the 6 first): best is to decline the 6 and pot the
       stone with the 5 (2) -> 1 - A, since A < W; 6-4, 6-3, 6-2 remove it (6) -> 1 - W; 6-1
       decline the 6 and give the stone (2) -> 1 - B; 5-5 pot it and throw again (1) -> A; 5-4,
       5-3, 5-2 pot it (6) -> 1 - A; 5-1 (5 first) decline and give (2) -> 1 - B; 4-4, 3-3 throw
       again (2) -> B; 4-3, 4-2, 3-2, 2-2 nothing (7) -> 1 - C; 4-1, 3-1, 2-1 give (6) -> 1 - B;
       1-1 give and throw again (1) -> C.
    """
    W = Fraction(32, 53)
    # unknowns (A, B, C); each row: coefficients and right-hand side of the equations above
    M = [
        [1 - 4 * D + 14 * D, 2 * D, 5 * D],
        [8 * D - D, 1 + 10 * D - 2 * D, 7 * D - D],
        [Fraction(0), 21 * D, 1 - 4 * D],
    ]
    r = [32 * D, D + 8 * D + 6 * D * (1 - W) + 10 * D + 7 * D, 32 * D]
    A, B, C = solve_fractions(M, r)
    assert (A, B, C) == (Fraction(1883168, 3140727), Fraction(1425248, 3140727), Fraction(735136, 1046909))
    assert A < W  # why declining the 6 is right with one stone and 6-5
    assert sol_default.throw_value(0, 0, 1) == pytest.approx(float(A), abs=1e-12)
    assert sol_default.throw_value(1, 0, 0) == pytest.approx(float(B), abs=1e-12)
    assert sol_default.throw_value(0, 1, 0) == pytest.approx(float(C), abs=1e-12)


def test_declining_a_six_is_optimal_with_one_stone_and_6_5(sol_default):
    """SA-3, SA-4: one stone, 6-5, all else removed: decline the 6, then pot the stone with the 5."""
    g = sol_default.game
    s = g.make_state([1, 0], pot=0, throw=(6, 5))
    assert sol_default.best_move(s) == SechsAsMove(0, 6, "decline")
    s2 = s.apply(sol_default.best_move(s))
    assert sol_default.best_move(s2) == SechsAsMove(0, 5, "pot")
    vals = dict((m.click_token(), v) for m, v in sol_default.move_values(s))
    assert vals["6:remove"] == pytest.approx(21 / 53, abs=1e-12)  # 1 - W
    assert vals["6:decline"] == pytest.approx(1 - 1883168 / 3140727, abs=1e-12)  # 1 - A


def test_mid_turn_and_terminal_values(sol):
    """SA-6: with an empty side and a six to resolve the value is 1; a finished game is 1 for the winner."""
    g = sol.game
    s = g.make_state([0, 6], pot=2, throw=(6, 2))
    assert sol.value(s) == 1.0
    assert sol.best_move(s) == SechsAsMove(0, 6, "win")
    end = s.apply(sol.best_move(s))
    assert sol.value(end) == 1.0 and sol.best_move(end) is None
    # North to throw: looked up from North's side
    north = g.make_state([5, 0], pot=0, to_move=1)
    assert sol.value(north) == pytest.approx(sol.throw_value(0, 5, 0), abs=0)
    assert sol.best_move(north) is None


def test_value_is_consistent_with_moves_and_throws(sol):
    """The value of a throw position is the probability-weighted value of its throws' best moves."""
    g = sol.game
    for sides, pot, seat in [([6, 6], 0, 0), ([3, 4], 2, 1), ([1, 2], 1, 0), ([0, 5], 3, 1)]:
        s = g.make_state(sides, pot=pot, to_move=seat)
        total = 0.0
        for throw, p in s.chance_outcomes():
            after = s.apply(throw)
            v = sol.value(after)
            total += p * (v if after.to_move == seat else 1 - v)
        assert total == pytest.approx(sol.value(s), abs=1e-12)


def test_policy_evaluation_agrees(sol):
    """Independent check: fix the optimal policy, solve the linear system exactly (numpy), compare."""
    probs, pos_idx, a, b, nidx, starts = _build(sol.game.options.all_actions_compulsory)
    V = sol.table.reshape(-1)
    cand = a + b * V[nidx]
    ends = np.append(starts[1:], len(a))
    choice = np.array([s + int(np.argmax(cand[s:e])) for s, e in zip(starts, ends)])
    n = len(pos_idx)
    where = {int(i): k for k, i in enumerate(pos_idx)}
    M = np.eye(n)
    rhs = np.zeros(n)
    for g_, c in enumerate(choice):
        row, throw = divmod(g_, len(probs))
        rhs[row] += probs[throw] * a[c]
        if b[c] != 0:
            M[row, where[int(nidx[c])]] -= probs[throw] * b[c]
    exact = np.linalg.solve(M, rhs)
    assert np.max(np.abs(exact - V[pos_idx])) < 1e-11


def test_first_player_advantage_pinned(sol):
    """P(South wins from the start) (reported in the notebook to 10 digits)."""
    v = sol.value(sol.game.initial_state())
    expected = 0.541235483935061 if sol.game.options.all_actions_compulsory else 0.542080278411034
    assert v == pytest.approx(expected, abs=1e-12)
    assert 0.5 < v < 0.6


def test_four_players_refused():
    with pytest.raises(gamekit.GameError, match="two players"):
        solve_sechs_as(players=4)


def test_wrong_game_refused(sol_default):
    other = gamekit.load("sechs_as", all_actions_compulsory=True).initial_state()
    with pytest.raises(gamekit.GameError):
        sol_default.value(other)


def test_agents_greedy_and_optimal():
    """The optimal agent follows the solver; greedy and optimal return legal moves; optimal beats random."""
    from gamekit.agents import agents_for

    g = gamekit.load("sechs_as")
    ag = agents_for(g)
    assert {"random", "greedy", "optimal"} <= set(ag)
    assert "optimal" not in agents_for(gamekit.load("sechs_as", players=4))
    rng = np.random.default_rng(0)
    s = g.make_state([1, 0], pot=0, throw=(6, 5))
    assert ag["optimal"](s, rng) == SechsAsMove(0, 6, "decline")
    assert ag["greedy"](s, rng) == SechsAsMove(0, 6, "remove")
    wins = 0
    for i in range(200):
        players = (ag["optimal"], ag["random"]) if i % 2 == 0 else (ag["random"], ag["optimal"])
        *_, last = gamekit.playout(g.initial_state(), lambda s, r: players[s.to_move](s, r), rng, events=True)
        state = last.after
        wins += (state.winner == 0) == (i % 2 == 0)
    assert wins > 120  # optimal wins clearly more than half against random
