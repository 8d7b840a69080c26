"""Computer players for Raja Pasu (RULES §5), and the one evaluation they and the board's hint share.

* :func:`seeds_won` / :func:`gain`: what a move earns, measured across every automatic
  transition the move sets off -- the round's end (RP-7: the other player takes the seeds left),
  the match's next round (RP-8: holdings go back into the holes) and the match's end (RP-9).
  The greedy player, the lookahead and the board's hint (:class:`gamekit.widgets.raja_pasu.RajaPasuView`)
  all use it, so they cannot disagree on what a move is worth.
* ``greedy``: plays the move with the best immediate gain, by this priority list:
  1. the largest (own captures - opponent's captures) in this move (:func:`gain`), counting pasu
     captures that go to the row's owner (RP-5) and pussa (RP-4) -- and, if the move ends the
     round, the seeds the round's end hands out (RP-7);
  2. then the fewest seeds left in the opponent's row (less for it to sow);
  3. among moves still equal, one at random (``rng``), or the lowest hole without ``rng``.
* ``lookahead``: depth-limited alpha-beta (negamax) on seeds captured, depth 3 plies by
  default, with the greedy order to search good moves first.

Two greedy players never finish a match (RP-9): from the opening, under every tie-break, their
play reaches 11,104 positions and 70 round openings and never a player below 23 seeds (see
``scripts/raja_pasu_greedy_match.py``).  That is the players, not the rules: random players end a
match in 28 rounds (median); the rules simply have no limit on a match's length.
"""

from __future__ import annotations

from functools import partial

from ..raja_pasu import RajaPasuState, row_of


def holdings(state: RajaPasuState, seat: int, *, new_round: bool) -> int:
    """Seeds ``seat`` (0 South, 1 North) owns in ``state``: its reserve, plus -- just after a match's
    next round was set up (``new_round``, RP-8) -- the seeds it put into its own open holes."""
    own_row = sum(state.board[h] for h in row_of(seat)) if new_round else 0
    return state.reserves[seat] + own_row


def seeds_won(before: RajaPasuState, after: RajaPasuState) -> tuple[int, int]:
    """Seeds (South, North) won from ``before`` to ``after`` (``after`` = ``before`` after one move).

    Counts captures (pasu RP-5, pussa RP-4), the seeds the round's end hands out (RP-7) and, in a
    match, compares holdings across the next round's set-up (RP-8), where reserves go back into
    the holes.  Each value is >= 0; the two add up to the seeds that left the board.
    """
    new_round = after.round != before.round
    return (
        holdings(after, 0, new_round=new_round) - before.reserves[0],
        holdings(after, 1, new_round=new_round) - before.reserves[1],
    )


def gain(before: RajaPasuState, after: RajaPasuState, me: int) -> int:
    """The greedy evaluation of a move: seeds ``me`` won minus seeds its opponent won (:func:`seeds_won`)."""
    won = seeds_won(before, after)
    return won[me] - won[1 - me]


def ranked_moves(state: RajaPasuState) -> list[tuple[tuple[int, int, int], object, RajaPasuState]]:
    """The legal moves best first by the greedy priority list (module docstring), without ``rng``.

    Returns ``(key, move, next_state)`` triples; ``key = (-gain, seeds left in the opponent's
    row, hole)`` and smaller is better.  Empty at the end of the game.
    """
    me = state.to_move
    scored = []
    for m in state.legal_moves():
        nxt = state.apply(m)
        opp_row = 0 if nxt.round != state.round else sum(nxt.board[h] for h in row_of(1 - me))
        scored.append(((-gain(state, nxt, me), opp_row, m.hole), m, nxt))
    scored.sort(key=lambda t: t[0])
    return scored


def greedy(state: RajaPasuState, rng=None):
    """Priority list in the module docstring; ties broken by ``rng`` (a numpy Generator) if given."""
    scored = ranked_moves(state)
    best = [m for key, m, _ in scored if key[:2] == scored[0][0][:2]]
    return best[int(rng.integers(len(best)))] if rng is not None and len(best) > 1 else best[0]


def _negamax(state: RajaPasuState, depth: int, alpha: float, beta: float) -> float:
    if state.is_terminal() or depth == 0:
        return 0.0
    best = float("-inf")
    for _, m, nxt in ranked_moves(state):
        g = gain(state, nxt, state.to_move)
        if nxt.to_move == state.to_move:  # a new round opened by the same player
            v = g + _negamax(nxt, depth - 1, alpha - g, beta - g)
        else:
            v = g - _negamax(nxt, depth - 1, -beta + g, -alpha + g)
        best = max(best, v)
        alpha = max(alpha, v)
        if alpha >= beta:
            break
    return best


def lookahead(state: RajaPasuState, rng=None, depth: int = 3):
    """Alpha-beta on the seed difference, ``depth`` plies (1 = greedy on captures)."""
    best, best_v = None, float("-inf")
    for _, m, nxt in ranked_moves(state):
        g = gain(state, nxt, state.to_move)
        sub = _negamax(nxt, depth - 1, float("-inf"), float("inf"))
        v = g + sub if nxt.to_move == state.to_move else g - sub
        if v > best_v:
            best, best_v = m, v
    return best


def agents(game) -> dict:
    """``{"greedy": ..., "lookahead": ...}`` for a Raja Pasu game."""
    return {"greedy": greedy, "lookahead": partial(lookahead, depth=3)}
