"""Sechs-As for two players, solved exactly (value iteration with numpy).

    from gamekit.analysis import solve_sechs_as
    sol = solve_sechs_as()                     # options as for gamekit.load("sechs_as", ...)
    sol.value(game.initial_state())            # P(South wins), both players playing perfectly
    sol.best_move(state)                       # the optimal die and action after a throw

The model
---------
A two-player position at the moment a throw is due is ``(mine, theirs, pot)``: the stones on
the side of the player about to throw, on the opponent's side, and in the pot (the rest are
removed, SA-8).  There are 455 of them.  Write ``V(mine, theirs, pot)`` for the probability that
the player about to throw wins.  For each of the 21 throws the player picks the best of the
end-of-throw results that the rules allow (:func:`gamekit.sechs_as.turn_results`, SA-2..SA-4):

* a 6 on an empty side wins (SA-6): worth 1;
* after a double other than 2-2 the same player throws again (SA-5): worth ``V(mine', theirs', pot')``;
* otherwise the opponent throws: worth ``1 - V(theirs', mine', pot')``.

``V = sum over throws of P(throw) * max(...)`` is solved by value iteration from ``V = 0.5``
until no value changes by more than ``tol`` (default ``1e-13``); the remaining Bellman residual
is stored in ``solution.residual`` (below ``1e-12``).  Positions in the middle of a turn
(dice still to resolve) are valued by looking ahead through the remaining dice, at most two
moves.  Exact fractions are not needed: the tests check hand-worked values such as 32/53.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from .. import load
from ..errors import GameError, int_arg
from ..sechs_as import STONES_PER_PLAYER, SechsAs, SechsAsMove, SechsAsState, throws_again, turn_results
from ..throws import two_dice_outcomes

TOTAL = 2 * STONES_PER_PLAYER
N = TOTAL + 1  # counts 0..12 along each axis


def _idx(m: int, t: int, p: int) -> int:
    return (m * N + t) * N + p


@dataclass
class SechsAsSolution:
    """The exact solution of two-player Sechs-As for one set of options.

    ``table[mine, theirs, pot]`` (a numpy array, NaN where ``mine + theirs + pot > 12``) is the
    probability that the player about to throw wins.  ``iterations``, ``residual`` and
    ``seconds`` describe the solve.
    """

    game: SechsAs
    table: np.ndarray
    iterations: int
    residual: float
    seconds: float = field(repr=False)

    # -- values ---------------------------------------------------------------------------------
    def throw_value(self, mine: int, theirs: int, pot: int) -> float:
        """P(the player about to throw wins) with ``mine``/``theirs`` stones on the sides and ``pot``."""
        if min(mine, theirs, pot) < 0 or mine + theirs + pot > TOTAL:
            raise GameError(f"no position with {mine} + {theirs} + {pot} stones (SA-8: at most {TOTAL})")
        return float(self.table[mine, theirs, pot])

    def _check(self, state: SechsAsState) -> None:
        if not isinstance(state, SechsAsState) or state.game != self.game:
            raise GameError(f"this solution is for {self.game!r}; the state belongs to another game")

    def value(self, state: SechsAsState) -> float:
        """P(the player to move in ``state`` wins) when both play optimally.

        Chance nodes: the player about to throw; decision nodes: the player resolving the dice;
        a finished game: 1.0 (``to_move`` is the winner, D4).
        """
        self._check(state)
        if state.is_terminal():
            return 1.0 if state.winner == state.to_move else 0.0
        if state.is_chance():
            me = state.to_move
            return self.throw_value(state.sides[me], state.sides[1 - me], state.pot)
        return max(self._child_value(state, m) for m in state.legal_moves())

    def _child_value(self, state: SechsAsState, move: SechsAsMove) -> float:
        """Value of ``move`` for the player making it."""
        child = state.apply(move)
        v = self.value(child)
        return v if child.to_move == state.to_move else 1.0 - v

    def move_values(self, state: SechsAsState) -> list[tuple[SechsAsMove, float]]:
        """Each legal move with the mover's win probability after it (decision nodes only)."""
        self._check(state)
        return [(m, self._child_value(state, m)) for m in state.legal_moves()]

    def best_move(self, state: SechsAsState, tol: float = 1e-12) -> SechsAsMove | None:
        """The optimal move (the first in ``legal_moves()`` order among those within ``tol`` of the
        best); None at chance nodes and in a finished game."""
        self._check(state)
        if state.is_chance() or state.is_terminal():
            return None
        mv = self.move_values(state)
        best = max(v for _, v in mv)
        return next(m for m, v in mv if v >= best - tol)


def _build(compulsory: bool):
    """Candidate arrays for the Bellman update: for each (position, throw) group the allowed results."""
    outcomes = two_dice_outcomes()
    probs = np.array([p for _, p in outcomes])
    positions = [(m, t, p) for m in range(N) for t in range(N) for p in range(N) if m + t + p <= TOTAL]
    cache: dict = {}
    a_list: list[float] = []
    b_list: list[float] = []
    n_list: list[int] = []
    starts: list[int] = []
    for m, t, p in positions:
        for throw, _ in outcomes:
            key = (m, p, throw)
            res = cache.get(key)
            if res is None:
                res = cache[key] = sorted(turn_results(m, p, throw, compulsory))
            again = throws_again(throw)
            starts.append(len(a_list))
            for m2, p2, given, _removed, won in res:
                if won:  # SA-6
                    a_list.append(1.0)
                    b_list.append(0.0)
                    n_list.append(0)
                elif again:  # SA-5: the same player throws
                    a_list.append(0.0)
                    b_list.append(1.0)
                    n_list.append(_idx(m2, t + given, p2))
                else:  # the opponent throws next
                    a_list.append(1.0)
                    b_list.append(-1.0)
                    n_list.append(_idx(t + given, m2, p2))
    pos_idx = np.array([_idx(*x) for x in positions])
    return (
        probs,
        pos_idx,
        np.array(a_list),
        np.array(b_list),
        np.array(n_list, dtype=np.intp),
        np.array(starts, dtype=np.intp),
    )


def solve_sechs_as(*, tol: float = 1e-13, max_iter: int = 100_000, **options) -> SechsAsSolution:
    """Solve two-player Sechs-As exactly for the given options (as for ``gamekit.load``).

    ``tol``: the largest change of a value between two sweeps at which value iteration stops, a
    number in (0, 1e-3] (default 1e-13: the values are exact to about that); ``max_iter``: the
    most sweeps, a whole number >= 1.

    Raises :class:`gamekit.GameError` for four players (use simulation there), or naming
    ``tol`` or ``max_iter`` outside those ranges (a ``tol`` of 10 would stop after one sweep
    with every value 0.5); ``RuntimeError`` if value iteration has not converged after
    ``max_iter`` sweeps.
    """
    if isinstance(tol, bool) or not isinstance(tol, (int, float)) or not 0 < tol <= 1e-3:
        raise GameError(f"solve_sechs_as(tol): tol must be a number in (0, 1e-3], not {tol!r}")
    max_iter = int_arg(max_iter, "solve_sechs_as", "max_iter", 1)
    t0 = time.perf_counter()
    game = load("sechs_as", **options)
    if game.num_players != 2:
        raise GameError("the exact solver handles two players; simulate four-player games instead")
    probs, pos_idx, a, b, nidx, starts = _build(game.options.all_actions_compulsory)
    n_pos = len(pos_idx)
    V = np.full(N * N * N, np.nan)
    V[pos_idx] = 0.5
    it = 0
    delta = np.inf
    while it < max_iter:
        it += 1
        best = np.maximum.reduceat(a + b * V[nidx], starts)
        new = best.reshape(n_pos, len(probs)) @ probs
        delta = float(np.max(np.abs(new - V[pos_idx])))
        V[pos_idx] = new
        if delta < tol:
            break
    else:
        raise RuntimeError(f"value iteration did not converge in {max_iter} iterations (last change {delta:.3g})")
    # Bellman residual of the final table
    best = np.maximum.reduceat(a + b * V[nidx], starts)
    residual = float(np.max(np.abs(best.reshape(n_pos, len(probs)) @ probs - V[pos_idx])))
    table = V.reshape(N, N, N)
    table.setflags(write=False)
    return SechsAsSolution(game, table, it, residual, time.perf_counter() - t0)


__all__ = ["solve_sechs_as", "SechsAsSolution"]
