"""Computer players for Pačísí with the Czech rules (``agents(game) -> {"greedy": fn, "lookahead": fn}``).

Greedy
------
``greedy`` looks one move ahead and picks by this priority list (first rule that separates the
moves wins; ties go to the first move in ``legal_moves()`` order, so it is deterministic):

1. bring pieces home (PC-5): the move that puts the most pieces home;
2. capture (PC-8): the move that captures the most opposing pieces;
3. enter a piece on a grace (PC-4), a captured one before a never-entered one (PC-4a);
4. land where no opposing unit can capture the moved unit with its next throw: a castle
   (PC-9), the colour's own middle column, or a track field no opposing unit at least as large
   (PC-8) can reach with one throw of 2, 3, 4, 5, 6, 10 or 25 (PC-2);
5. leave safety last: prefer moving a unit that is threatened where it stands;
6. move the unit that is furthest along (closest to home), the bigger unit on a tie;
7. pass (PC-5a) only if nothing else is legal (the engine passes by itself then anyway).


Lookahead
---------
``lookahead`` looks one throw deep.  For each legal move now (PC-4, PC-5, PC-7, PC-5a) it takes
the position after it and scores

    score = evaluate(position) - expected loss on the next throw

``evaluate(position)`` (:func:`evaluate`) is the player's side (its colour and, in team play, its
partner, PC-1) minus the other colours, each piece counted as

====================================  ==========================================
piece                                 value
====================================  ==========================================
in the charkoni (never entered or     0
captured)
on the path at position p (0..82)     ``IN_PLAY`` (25) + p  -- pip progress
home (83)                             ``IN_PLAY`` + 83 + ``HOME_BONUS`` (10)
====================================  ==========================================

A won game scores ``WIN`` (10**6), a lost one ``-WIN``.  The *expected loss on the next throw*:
if an opponent throws next, then for each of its seven throws (0..6 mouths up, binomial(6,
``cowrie_p``), PC-2) the loss is the largest drop of the player's side's part of ``evaluate``
among that opponent's legal moves (the pieces it could capture, PC-8: the opponent is assumed to
capture the most it can), and the expected loss is the probability-weighted sum.  When the
player itself throws again (a grace, PC-6) the expected loss is 0.  So the player weighs pip
progress, pieces home and pieces at risk (on the track, off the castles, PC-9, within 25 fields
of an opposing unit).  Ties go to the first move in ``legal_moves()`` order.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..pachisi.common import RETURNED
from ..pachisi.czech import CASTLES, HOME, TIP_BACK, TIP_OUT, Enter, Pass, path_field
from .lookahead import best_after_risk

IN_PLAY = 25
"""Value of having a piece in play at all: it needed a grace to enter (PC-4), and a piece in play
is worth about a grace's move (with 10, entering lost to moving 25; matches against the greedy
player were won less often)."""
HOME_BONUS = 10
"""Bonus for a piece home in the charkoni (PC-3)."""
WIN = 10**6
"""Score of a won game (PC-1); a lost one scores ``-WIN``."""

_VALUES = (2, 3, 4, 5, 6, 10, 25)


def _threatened(state, colour: int, pos: int, size: int) -> bool:
    """Could an opposing unit of at least ``size`` pieces land on ``colour``'s path ``pos`` next throw?"""
    if not (TIP_OUT <= pos <= TIP_BACK):
        return False  # own middle column or home (PC-3)
    f = path_field(colour, pos)
    if f in CASTLES:
        return False  # PC-9
    for o in state.game.opponents[colour]:
        for q, n in state.units(o):
            if n < size or q > TIP_BACK:
                continue
            for v in _VALUES:
                if q + v <= TIP_BACK and path_field(o, q + v) == f:
                    return True
    return False


def greedy(state, rng=None) -> Any:
    """The greedy Czech player (priority list in the module docstring)."""
    moves = state.legal_moves()
    best, best_key = moves[-1], None
    for m in moves:
        if isinstance(m, Pass):
            key = (0, 0, 0, 0, 0, 0, 0)
        elif isinstance(m, Enter):
            key = (0, 0, 1, 1 if m.source == "returned" else 0, 0, 0, 0)
        else:
            after = state.apply(m)
            home = m.size if m.to == HOME else 0
            captured = sum(p == RETURNED for o in state.game.opponents[m.colour] for p in after.pieces[o]) - sum(
                p == RETURNED for o in state.game.opponents[m.colour] for p in state.pieces[o]
            )
            safe = 0 if _threatened(after, m.colour, m.to, m.size) else 1
            fleeing = 1 if _threatened(state, m.colour, m.frm, m.size) else 0
            key = (home, captured, 0, 0, safe * 2 + fleeing, m.frm, m.size)
        if best_key is None or key > best_key:
            best, best_key = m, key
    return best


def piece_value(p: int) -> int:
    """The value of one piece at path position ``p`` (in the charkoni: 0); see the module docstring."""
    if p < 0:
        return 0
    if p == HOME:
        return IN_PLAY + HOME + HOME_BONUS
    return IN_PLAY + p


def side_of(game, colour: int) -> tuple[int, ...]:
    """The colours playing together with ``colour``: itself and, in team play, its partner (PC-1)."""
    p = game.partner[colour]
    return (colour,) if p is None else (colour, p)


def evaluate(state, side) -> int:
    """The player's side's pieces minus the other colours' pieces (module docstring); ``side`` is a
    tuple of colours.  A finished game scores ``WIN`` or ``-WIN`` (PC-1)."""
    w = state.winner
    if w is not None:
        won = w if isinstance(w, tuple) else (w,)
        return WIN if set(won) & set(side) else -WIN
    return sum(sum(map(piece_value, state.pieces[c])) * (1 if c in side else -1) for c in range(4))


def _side_value(state, side) -> int:
    return sum(piece_value(p) for c in side for p in state.pieces[c])


def _in_reach(state, side, mover: int) -> bool:
    """Could ``mover`` possibly capture a piece of ``side`` with one throw?  (A quick, generous
    test: a piece of the side on the track (PC-3) and off the castles (PC-9), at most 25 fields
    ahead of one of ``mover``'s pieces in play.)"""
    theirs = [q for q in state.pieces[mover] if 0 <= q <= TIP_BACK]
    if not theirs:
        return False
    targets = set()
    for c in side:
        for p in state.pieces[c]:
            if TIP_OUT <= p <= TIP_BACK:
                f = path_field(c, p)
                if f not in CASTLES:
                    targets.add(f)
    if not targets:
        return False
    for q in theirs:
        for d in range(1, 26):
            if q + d <= TIP_BACK and path_field(mover, q + d) in targets:
                return True
    return False


@lru_cache(maxsize=4096)
def expected_loss(state, side) -> float:
    """The expected drop of ``side``'s part of :func:`evaluate` on the next throw (module docstring).

    ``state`` is a chance node, ``side`` a tuple of colours.  0 if the side itself throws next
    or nothing is in reach.  Cached.
    """
    if state.is_terminal() or state.colour in side:
        return 0.0
    # PC-11: the colour whose pieces the next throw moves is ``state.mover`` (a finished player's
    # partner with ``help_partner``), known before the throw (not read after a throw of 0 mouths
    # up: that falls back to the finished player itself when the throw passes, PC-5a).
    if not _in_reach(state, side, state.mover):
        return 0.0
    before = _side_value(state, side)
    total = 0.0
    for k, prob in state.chance_outcomes():
        st = state.apply(k)
        if st.is_chance() or st.is_terminal():
            continue  # only a pass was possible (PC-5a)
        worst = 0
        for m in st.legal_moves():
            drop = before - _side_value(st.apply(m), side)
            if drop > worst:
                worst = drop
        total += prob * worst
    return total


def lookahead(state, rng=None) -> Any:
    """The lookahead Czech player (module docstring): the legal move with the best score."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    side = side_of(state.game, state.colour)
    candidates = [(i, m, state.apply(m)) for i, m in enumerate(moves)]
    return best_after_risk(candidates, lambda s: evaluate(s, side), lambda s: expected_loss(s, side))


def agents(game) -> dict[str, Any]:
    """``{"greedy": greedy, "lookahead": lookahead}`` for a Czech Pachisi game (any options)."""
    return {"greedy": greedy, "lookahead": lookahead}
