"""Computer players for Raja Pasu (RULES §5).

* ``greedy``: plays the move with the best immediate gain, by this priority list:
  1. the largest (own captures - opponent's captures) in this move, counting pasu captures
     that go to the row's owner (RP-5) and pussa (RP-4) -- and, if the move ends the round,
     the seeds the round's end hands out (RP-7);
  2. then the fewest seeds left in the opponent's row (less for it to sow);
  3. among moves still equal, one at random (``rng``), or the lowest hole without ``rng``.
* ``lookahead``: depth-limited alpha-beta (negamax) on seeds captured, depth 3 plies by
  default, with the greedy order to search good moves first.
"""

from __future__ import annotations

from functools import partial

from ..raja_pasu import RajaPasuState, row_of


def _gain(state: RajaPasuState, nxt: RajaPasuState, me: int) -> int:
    # a match's next round resets reserves into the holes: compare total holdings instead
    mine = nxt.reserves[me] + (sum(nxt.board[h] for h in row_of(me)) if nxt.round != state.round else 0)
    theirs = nxt.reserves[1 - me] + (sum(nxt.board[h] for h in row_of(1 - me)) if nxt.round != state.round else 0)
    return (mine - state.reserves[me]) - (theirs - state.reserves[1 - me])


def _ordered(state: RajaPasuState):
    me = state.to_move
    scored = []
    for m in state.legal_moves():
        nxt = state.apply(m)
        opp_row = 0 if nxt.round != state.round else sum(nxt.board[h] for h in row_of(1 - me))
        scored.append(((-_gain(state, nxt, me), opp_row, m.hole), m, nxt))
    scored.sort(key=lambda t: t[0])
    return scored


def greedy(state: RajaPasuState, rng=None):
    """Priority list in the module docstring; ties broken by ``rng`` (a numpy Generator) if given."""
    scored = _ordered(state)
    best = [m for key, m, _ in scored if key[:2] == scored[0][0][:2]]
    return best[int(rng.integers(len(best)))] if rng is not None and len(best) > 1 else best[0]


def _negamax(state: RajaPasuState, depth: int, alpha: float, beta: float) -> float:
    if state.is_terminal() or depth == 0:
        return 0.0
    best = float("-inf")
    for _, m, nxt in _ordered(state):
        gain = _gain(state, nxt, state.to_move)
        if nxt.to_move == state.to_move:  # a new round opened by the same player
            v = gain + _negamax(nxt, depth - 1, alpha - gain, beta - gain)
        else:
            v = gain - _negamax(nxt, depth - 1, -beta + gain, -alpha + gain)
        best = max(best, v)
        alpha = max(alpha, v)
        if alpha >= beta:
            break
    return best


def lookahead(state: RajaPasuState, rng=None, depth: int = 3):
    """Alpha-beta on the seed difference, ``depth`` plies (1 = greedy on captures)."""
    best, best_v = None, float("-inf")
    for _, m, nxt in _ordered(state):
        gain = _gain(state, nxt, state.to_move)
        sub = _negamax(nxt, depth - 1, float("-inf"), float("inf"))
        v = gain + sub if nxt.to_move == state.to_move else gain - sub
        if v > best_v:
            best, best_v = m, v
    return best


def agents(game) -> dict:
    """``{"greedy": ..., "lookahead": ...}`` for a Raja Pasu game."""
    return {"greedy": greedy, "lookahead": partial(lookahead, depth=3)}
