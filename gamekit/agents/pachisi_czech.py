"""Computer players for Pačísí with the Czech rules (``agents(game) -> {"greedy": fn}``).

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
"""

from __future__ import annotations

from typing import Any

from ..pachisi.common import RETURNED
from ..pachisi.czech import CASTLES, HOME, TIP_BACK, TIP_OUT, Enter, Pass, path_field

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


def agents(game) -> dict[str, Any]:
    """``{"greedy": greedy}`` for a Czech Pachisi game (any options)."""
    return {"greedy": greedy}
