"""Computer players for German Pachisi (``agents(game) -> {"greedy": fn, "lookahead": fn}``).

Greedy
------
The greedy player looks at one step at a time and takes the first that wins by this
priority list (ties: the lowest number in the list, then the rearmost piece):

1. capture an opponent (PG-21);
2. enter a piece (PG-16, PG-18);
3. reach the goal (PG-9);
4. form a gate (PG-22);
5. land on a safe field or on the own conditionally safe home-entry field (PG-7, PG-8);
6. otherwise advance the rearmost piece (the piece with the smallest path position).

It never looks ahead and only chooses among ``state.legal_moves()`` (which already obey
PG-11/PG-12/PG-21), so it is a quick, explainable opponent for a class.

Lookahead
---------
The lookahead player chooses a whole play of the roll (:func:`gamekit.pachisi.german.whole_plays`,
which already obey PG-11, PG-12, PG-21) and returns its first step; at the next step of the
same roll it chooses again from what is left, which gives the same play.  A play is scored by
where it leaves the board when the roll is over (:func:`~gamekit.pachisi.german.after_roll`):

    score = evaluate(position) - expected loss on the next throw

``evaluate(position)`` (:func:`evaluate`) is the player's side (its colour and, in team play,
its partner, PG-2) minus the other colours in play, each piece counted as

========================================  =========================================
piece                                      value
========================================  =========================================
waiting to enter (yard or returned)        0
on the path at position p (0..63)          ``IN_PLAY`` (10) + p  -- pip progress
in the home column (64..70, PG-8)          ``IN_PLAY`` + p + ``HOME_COLUMN`` (6): it can no longer be captured
in the goal (71)                           ``IN_PLAY`` + 71 + ``GOAL_BONUS`` (10)
========================================  =========================================

plus ``GATE`` (3) for each gate of the colour on the path (PG-22: it blocks every colour and
cannot be captured).  A won game scores ``WIN`` (10**6), a lost one ``-WIN``.

The *expected loss on the next throw* looks one throw deep: if the colour that throws next is
an opponent, then for each of its 21 throws (probability 1/36 or 2/36) the engine lists that
colour's whole plays, and the loss is the largest drop of the player's side's part of
``evaluate`` among them (the value of the pieces it could capture, PG-21, PG-5: the opponent is
assumed to capture the most valuable piece it can); the expected loss is the probability-weighted
sum over the 21 throws.  When the player's own colour throws next (a double, PG-13, or a missed
entry, PG-19) the expected loss is 0.  So the player weighs pip progress, pieces home, gates and
pieces at risk (a single piece in reach of an opponent and not on a safe field, PG-7, PG-21).
The engine is searched only when some piece of the side is in reach (at most 14 fields ahead
of an opposing piece, or near that colour's start field), so a decision takes milliseconds.
Ties go to the first play in ``whole_plays`` order, so the player is deterministic.
"""

from __future__ import annotations

from functools import lru_cache

from ..pachisi.common import partner
from ..pachisi.german import (
    COND_SAFE_FIELDS,
    FIELD,
    GOAL,
    HOME_ENTRY,
    OWN_COND,
    PATH_OF_FIELD,
    SAFE_FIELDS,
    after_roll,
    canonical_pieces,
    whole_plays,
)
from ..throws import two_dice_outcomes
from .lookahead import best_after_risk

IN_PLAY = 10
"""Value of having a piece on the board at all (it needed a five to enter, PG-16)."""
HOME_COLUMN = 6
"""Bonus for a piece in the home column: it can no longer be captured (PG-8)."""
GOAL_BONUS = 10
"""Bonus for a piece in the goal (PG-9, PG-25)."""
GATE = 3
"""Bonus for each gate of the colour on the path (PG-22)."""
WIN = 10**6
"""Score of a won game (PG-25); a lost one scores ``-WIN``."""
REACH = 14
"""The farthest one throw moves a piece: a double's four values (PG-13)."""

_THROWS = tuple(two_dice_outcomes())


# ------------------------------------------------------------------ greedy


def greedy_key(state, m) -> tuple:
    """Sort key of a step for the greedy player: smaller is better."""
    if m.capture >= 0:
        k = 0
    elif m.frm < 0:
        k = 1
    elif m.to == GOAL:
        k = 2
    elif m.piece2 < 0 and state.pieces[m.colour].count(m.to) == 1:
        k = 3
    elif m.to == HOME_ENTRY or (m.to < HOME_ENTRY and FIELD[m.colour][m.to] in SAFE_FIELDS):
        k = 4
    else:
        k = 5
    return (k, m.frm, -sum(m.values), m.piece)


def greedy(state, rng=None):
    """Pick the legal step with the best :func:`greedy_key`."""
    return min(state.legal_moves(), key=lambda m: greedy_key(state, m))


# ------------------------------------------------------------------ lookahead


def piece_value(p: int) -> int:
    """The value of one piece at path position ``p`` (yard / returned: 0); see the module docstring."""
    if p < 0:
        return 0
    if p == GOAL:
        return IN_PLAY + GOAL + GOAL_BONUS
    if p > HOME_ENTRY:
        return IN_PLAY + p + HOME_COLUMN
    return IN_PLAY + p


def colour_value(ps) -> int:
    """The value of one colour's pieces ``ps``: the pieces plus ``GATE`` per gate on the path."""
    v = sum(piece_value(p) for p in ps)
    on_path = [p for p in ps if 0 <= p <= HOME_ENTRY]
    if len(set(on_path)) < len(on_path):
        v += GATE * sum(1 for p in set(on_path) if on_path.count(p) == 2)
    return v


def side_of(game, colour: int) -> tuple[int, ...]:
    """The colours playing together with ``colour``: itself and, in team play, its partner (PG-2, PG-3)."""
    return (colour,) if game.individual else (colour, partner(colour))


def evaluate(state, side) -> int:
    """The player's side's pieces minus the other colours' pieces (module docstring); ``side`` is
    a tuple of colours.  A finished game scores ``WIN`` or ``-WIN`` (PG-25)."""
    if state.is_terminal():
        return WIN if set(state.winning_colours) & set(side) else -WIN
    return sum(
        colour_value(state.pieces[c]) if c in side else -colour_value(state.pieces[c]) for c in state.game.colours
    )


def _side_value(state, side) -> int:
    return sum(colour_value(state.pieces[c]) for c in side)


def _mover_of(state, colour: int) -> int:
    """PG-4: a finished colour's throws move its partner's pieces."""
    ps = state.pieces[colour]
    if not state.game.individual and ps and all(p == GOAL for p in ps):
        return partner(colour)
    return colour


def _in_reach(state, side, mover: int) -> bool:
    """Could ``mover`` possibly capture a piece of ``side`` with one throw?  (A quick, generous
    test: a single piece of the side, not on a safe field (PG-7) nor on another colour's
    conditionally safe field (PG-21b), at most ``REACH`` fields ahead of one of ``mover``'s
    pieces, or within 6 of its start field while it has pieces to enter, PG-16, PG-18.)"""
    mine = state.pieces[mover]
    path_of = PATH_OF_FIELD[mover]
    waiting = any(p < 0 for p in mine)
    on_path = [p for p in mine if 0 <= p <= HOME_ENTRY]
    if not on_path and not waiting:
        return False
    for c in side:
        ps = state.pieces[c]
        for p in ps:
            if not 0 <= p <= HOME_ENTRY or ps.count(p) > 1:
                continue
            f = FIELD[c][p]
            if f in SAFE_FIELDS or (f in COND_SAFE_FIELDS and f not in OWN_COND[mover]):
                continue
            t = path_of.get(f)
            if t is None:
                continue
            if waiting and t <= 6:
                return True
            if any(0 < t - q <= REACH for q in on_path):
                return True
    return False


@lru_cache(maxsize=2048)
def expected_loss(state, side) -> float:
    """The expected drop of ``side``'s part of :func:`evaluate` on the next throw (module docstring).

    ``state`` is a chance node, ``side`` a tuple of colours.  0 if the side itself throws next or
    nothing is in reach.  Cached: the next step of the same roll asks again.
    """
    if state.is_terminal() or state.colour in side:
        return 0.0
    if not _in_reach(state, side, _mover_of(state, state.colour)):
        return 0.0
    before = _side_value(state, side)
    total = 0.0
    for throw, prob in _THROWS:
        worst = 0
        for _, end in whole_plays(state, throw):
            drop = before - _side_value(end, side)
            if drop > worst:
                worst = drop
        total += prob * worst
    return total


def lookahead(state, rng=None):
    """The lookahead German Pachisi player (module docstring): the first step of the best whole play."""
    plays = whole_plays(state)
    if len(plays) == 1:
        return plays[0][0][0]
    side = side_of(state.game, state.colour)
    # one candidate per distinct outcome of the roll (other orders of the same steps end alike)
    cands = {}
    for i, (steps, end) in enumerate(plays):
        nxt = after_roll(end)
        key = (canonical_pieces(nxt), nxt.colour, nxt.missed_entries)
        if key not in cands:
            cands[key] = (i, steps[0], nxt)
    return best_after_risk(cands.values(), lambda s: evaluate(s, side), lambda s: expected_loss(s, side))


def agents(game):
    """``{"greedy": greedy, "lookahead": lookahead}`` for a German Pachisi game (any options)."""
    return {"greedy": greedy, "lookahead": lookahead}
