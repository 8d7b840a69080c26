"""Czech Pachisi: why a move is not legal, in words with the rule ID (PC-1..PC-11)."""

from __future__ import annotations

from ...core import State
from typing import Any

from ...throws import GRACE_VALUES
from ..common import COLOURS
from .tables import HOME, ONE_SHORT, CASTLES, SOURCES, FIELD, on_track, where
from .moves import Enter, Move, Pass, target_words as _target


def why_not(state: State, move: Any) -> str | None:
    """Why ``move`` is illegal at ``state`` (a :class:`~gamekit.pachisi.czech.CzechState`), as a
    sentence with the rule ID; None if it is legal.  ``CzechState._why_not`` calls it."""
    if state.winner is not None:
        return "the game is over (PC-1)"
    if state.throw is None:
        return "a throw is due first: throw the six cowries (PC-2)"
    if move in state.legal_moves():
        return None
    if not isinstance(move, (Enter, Move, Pass)):
        return f"{move!r} is not a Czech Pachisi move (PC-5)"
    c = state.mover
    if move.colour != c:
        who = COLOURS[state.colour]
        if c != state.colour:
            return (
                f"{who}'s pieces are all home, so {who} moves its partner {COLOURS[c]}'s pieces, "
                f"not {COLOURS[move.colour]}'s (PC-11)"
            )
        extra = ""
        if state.game.partner[state.colour] == move.colour:
            extra = (
                " (a player moves its partner's pieces only when its own are all home and help_partner is on, PC-11)"
            )
        return f"it is {who}'s turn; {COLOURS[move.colour]}'s pieces cannot move{extra} (PC-1)"
    v = state.value
    mine = state.pieces[c]
    name = COLOURS[c]
    if isinstance(move, Enter):
        if v not in GRACE_VALUES:
            return f"entering needs a grace (6, 10 or 25); this throw is {v} (PC-4)"
        if move.source not in SOURCES:
            return f"a piece enters from 'yard' or 'returned', not {move.source!r} (PC-4a)"
        if SOURCES[move.source] not in mine:
            what = "never-entered" if move.source == "yard" else "captured"
            return f"{name} has no {what} piece in the charkoni (PC-4a)"
        return f"{move} is not legal here (PC-4)"  # pragma: no cover
    if isinstance(move, Pass):
        return f"{move} is not legal here (PC-5a)"  # pragma: no cover
    # Move
    n = sum(1 for p in mine if p == move.frm)
    if n == 0:
        if move.frm == HOME:
            return f"{name}'s pieces at home have finished and do not move (PC-3)"
        return f"{name} has no piece on {_target(c, move.frm)} (PC-7a)"
    if move.frm == HOME:
        return f"{name}'s pieces at home have finished and do not move (PC-3)"
    if move.size not in (1, n):
        return f"a unit is one piece or all {n} of {name}'s pieces on {where(c, move.frm)}, not {move.size} (PC-7a)"
    to = state.destination(move.frm, v)
    if to is None:
        if move.frm == ONE_SHORT:
            return f"from one field short of home only a grace (6, 10 or 25) goes home; this throw is {v} (PC-5, PC-5b)"
        return (
            f"{v} from {where(c, move.frm)} overshoots home by {move.frm + v - HOME} "
            f"(home is {HOME - move.frm} away); home needs the exact count (PC-5)"
        )
    if move.to != to:
        return f"the throw is {v}, so from {where(c, move.frm)} the unit goes to {where(c, to)}, not {_target(c, move.to)} (PC-2, PC-5)"
    f = FIELD[c][to]
    row = state.track_occupancy().get(f) if on_track(to) else None
    opp = state.game.opponents[c]
    there = sum(row[o] for o in opp) if row else 0
    holders = " and ".join(COLOURS[o] for o in opp if row and row[o])
    if there and f in CASTLES:
        return (
            f"{where(c, to)} is a castle held by {holders}; no piece is captured on a castle, "
            f"so it is closed to the other team (PC-9)"
        )
    if there and move.size < there:
        unit = "one piece" if move.size == 1 else f"a unit of {move.size}"
        return (
            f"{unit} cannot capture the {there} {holders} piece{'s' if there > 1 else ''} on {where(c, to)}: "
            f"a capturing unit must be at least as large (PC-8, PC-8a)"
        )
    return f"{move} is not legal here"  # pragma: no cover
