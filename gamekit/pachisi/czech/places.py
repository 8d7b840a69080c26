"""Czech Pačísí: what each clickable place of the board means in a position (PC-4, PC-5, PC-7).

:func:`places` answers, once, for a state: every unit of the colour that moves (``unit:<pos>``:
the moves of that unit, one piece or the whole unit, PC-7; its accessible name; the engine's
refusal when it cannot move), the waiting and captured pieces that may enter
(``enter:<colour>:<yard|returned>``, PC-4, PC-4a) and every other legal move by its
``click_token()`` (a unit's move, ``pass``).  The drawing (:mod:`gamekit.render.pachisi_czech`)
draws these places and the board view (:class:`gamekit.widgets.pachisi_czech.CzechPachisiView`)
looks a click up here.
"""

from __future__ import annotations

from typing import Sequence

from ...core import Place, State
from ..common import COLOURS
from .moves import Enter, Move
from .tables import HOME, where


def why_not_unit(state: State, pos: int) -> str | None:
    """Why the mover's unit on path position ``pos`` cannot move with this throw: the engine's
    ``why_not`` of moving one piece of it by the throw (the token ``move:<colour>:<pos>:1`` read by
    ``coerce_move``), with its rule ID (PC-5, PC-7a ...); None if that move is legal."""
    return state.why_not(f"move:{state.mover}:{pos}:1")


def unit_name(colour: int, pos: int, n: int, moves: Sequence[Move], why: str | None = None) -> str:
    """Accessible name of a unit of the player to move (PC-7a): where it is and what a click does,
    e.g. ``"red piece on field 17: move to field 22"`` (one legal move: the click plays it),
    ``"red unit of 2 on field 17: choose it, then move one piece or all 2"`` (several),
    ``"red piece on field 17: cannot move with this throw: <why>"`` (none; ``why`` is the engine's
    reason, :func:`why_not_unit`).  Places are named as the board shows them
    (:func:`gamekit.pachisi.czech.tables.where`: a track field's number, a middle-column row, home)."""
    who = f"{COLOURS[colour]} piece" if n == 1 else f"{COLOURS[colour]} unit of {n}"
    at = f"on {where(colour, pos)}"
    if not moves:
        what = "cannot move with this throw" + (f": {why}" if why else "")
    elif len(moves) == 1:
        m = moves[0]
        what = "move home" if m.to == HOME else f"move to {where(colour, m.to)}"
        if m.size > 1:
            what = what.replace("move", f"move all {m.size}", 1)
    else:
        what = f"choose it, then move one piece or all {max(m.size for m in moves)}"
    return f"{who} {at}: {what}"


_ENTER_NAMES = {
    "yard": "{} piece waiting in the charkoni: enter it (PC-4)",
    "returned": "captured {} piece: enter it again (PC-4a)",
}


def places(state: State) -> dict[str, Place]:
    """``token -> Place`` for a Czech Pačísí state at a decision (none at a chance node or the
    game's end): the mover's units, the pieces that may enter and every legal move's token."""
    out: dict[str, Place] = {}
    if state.is_chance() or state.is_terminal():
        return out
    c = state.mover
    legal = state.legal_moves()
    for pos, n in state.units(c):
        moves = tuple(m for m in legal if isinstance(m, Move) and m.frm == pos)
        why = why_not_unit(state, pos) if not moves else None
        t = f"unit:{pos}"
        out[t] = Place(t, moves, moves[0] if len(moves) == 1 else None, unit_name(c, pos, n, moves, why), why)
    for m in legal:
        t = m.click_token()
        label = _ENTER_NAMES[m.source].format(COLOURS[m.colour]) if isinstance(m, Enter) else str(m)
        out.setdefault(t, Place(t, (m,), m, label))
    return out
