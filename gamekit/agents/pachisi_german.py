"""Computer players for German Pachisi (``agents(game) -> {"greedy": fn}``).

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
"""

from __future__ import annotations

from ..pachisi.german import FIELD, GOAL, HOME_ENTRY, SAFE_FIELDS

PRIORITIES = ("capture", "enter", "goal", "gate", "safe", "advance rearmost")


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


def agents(game):
    return {"greedy": greedy}
