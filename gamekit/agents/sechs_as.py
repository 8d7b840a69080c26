"""Computer players for Sechs-As: ``agents(game) -> {"greedy": fn, "optimal": fn}``.

greedy
    Looks at the rest of the current throw only.  For each legal move it finds the best
    end-of-throw result that move still allows and ranks results by this priority list:

    1. win now (a 6 on an empty side, SA-6);
    2. the fewest stones left on my own side;
    3. the most stones on the other sides together (a 1 hurts my neighbour, SA-2, SA-7);
    4. the fewest stones in the pot (any 2 must take one, SA-3);
    5. earlier in ``legal_moves()`` order.

optimal (two players only)
    The exact solution (:mod:`gamekit.analysis.sechs_as`): the move with the highest win
    probability.  One solve per set of options, cached with ``functools.lru_cache``.
"""

from __future__ import annotations

import functools

from ..sechs_as import SechsAs, SechsAsOptions, SechsAsState


def _result_key(state: SechsAsState, seat: int) -> tuple:
    """Priority key of a position where ``seat`` has finished (or won) its dice: larger is better."""
    if state.winner is not None:
        return (1, 0, 0, 0)
    mine = state.sides[seat]
    others = sum(state.sides) - mine
    return (0, -mine, others, -state.pot)


def _best_key(state: SechsAsState, seat: int) -> tuple:
    if state.is_terminal() or state.is_chance() or state.to_move != seat or state.throw is None:
        return _result_key(state, seat)
    return max(_best_key(state.apply(m), seat) for m in state.legal_moves())


def greedy(state: SechsAsState, rng=None):
    """The greedy move (see the module docstring for the priority list)."""
    seat = state.to_move
    moves = state.legal_moves()
    keys = [_best_key(state.apply(m), seat) for m in moves]
    best = max(keys)
    return moves[keys.index(best)]


@functools.lru_cache(maxsize=None)
def solution_for(options: SechsAsOptions):
    """The exact solution for these options (solved once, then cached)."""
    from ..analysis.sechs_as import solve_sechs_as

    return solve_sechs_as(**{f: getattr(options, f) for f in options.__dataclass_fields__})


def optimal(state: SechsAsState, rng=None):
    """The move that maximises the exact win probability (two players)."""
    return solution_for(state.game.options).best_move(state)


def agents(game: SechsAs) -> dict:
    """``{"greedy": ..., "optimal": ...}``; ``optimal`` only for two players."""
    out = {"greedy": greedy}
    if game.num_players == 2:
        out["optimal"] = optimal
    return out
