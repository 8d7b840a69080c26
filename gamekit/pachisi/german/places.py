"""German Pachisi: what each clickable place of the board means in a position (PG-10, PG-10a, PG-12).

:func:`places` answers, once, for a state: the mover's four pieces (``piece:<i>``: the steps a
click on the piece starts, the step it plays at once if only one, its accessible name, and the
engine's refusal when it cannot move) and every legal step (its ``click_token()``, e.g. a target
field or a step button).  The drawing (:mod:`gamekit.render.pachisi_german`) draws these places
and the board view (:class:`gamekit.widgets.pachisi_german.GermanPachisiView`) looks a click up
here.
"""

from __future__ import annotations

from ...core import Place, State
from ...cross_board import COLOURS, TRACK_LENGTH
from ..common import RETURNED, YARD
from .moves import Step
from .tables import FIELD
from .why_not import why_not_piece


def piece_steps(state: State, i: int, legal: list[Step] | None = None) -> list[Step]:
    """The legal single steps a click on the mover's piece ``i`` (0..3) starts: those of the piece
    or of a piece on the same place (pieces on one place are interchangeable, PG-10, PG-12); a
    gate's step of both pieces (PG-15) is chosen in the list of moves.  ``legal``: the state's
    ``legal_moves()`` if the caller has them."""
    mv = state.pieces[state.mover]
    return [
        s
        for s in (state.legal_moves() if legal is None else legal)
        if s.piece2 < 0 and (s.piece == i or mv[s.piece] == mv[i])
    ]


def _own_step(state: State, i: int, s: Step) -> Step:
    """``s`` (a step of a piece on the place of piece ``i``) made by piece ``i`` itself when that
    piece may make it (not yet moved in this roll, PG-10a): the clicked piece is the one that moves."""
    if s.piece == i or state.played_mask >> i & 1 or state.pieces[state.mover][i] != s.frm:
        return s
    return Step(s.colour, i, s.values, s.frm, s.to, s.capture, -1)


def piece_label(state: State, i: int, steps: list[Step], refusal: str | None) -> str:
    """Accessible name of the mover's piece ``i``: where it is and what a click does, e.g.
    ``"red piece 2 on field 17: move 5"`` (one legal step: the click plays it), ``"...: choose a
    value: 5, 3 or 5+3"`` (several), ``"...: cannot move now: <refusal>"`` (none)."""
    c = state.mover
    p = state.pieces[c][i]
    if p == YARD:
        where = "waiting in the yard"
    elif p == RETURNED:
        where = "returned to the yard"
    else:
        f = FIELD[c][p]
        where = f"on field {f}" if f < TRACK_LENGTH else f"in its home column ({p - 63} of 7)"
    if not steps:
        what = f"cannot move now: {refusal}"
    elif len(steps) == 1:
        s = steps[0]
        vals = "+".join(map(str, s.values))
        what = f"enter with {vals}" if s.enters else f"move {vals}"
    else:
        opts = ["+".join(map(str, s.values)) for s in steps]
        what = "choose a value: " + (", ".join(opts[:-1]) + " or " + opts[-1])
    return f"{COLOURS[c]} piece {i + 1} {where}: {what}"


def places(state: State) -> dict[str, Place]:
    """``token -> Place`` for a German Pachisi state: ``piece:0`` .. ``piece:3`` (the mover's
    pieces; at a chance node or the game's end each is refused with the engine's reason, PG-10,
    PG-25) and, within a roll, one place per legal step (its ``click_token()``)."""
    out: dict[str, Place] = {}
    deciding = not state.is_chance() and not state.is_terminal()
    legal = state.legal_moves()
    for i in range(4):
        steps = piece_steps(state, i, legal) if deciding else []
        refusal = None if steps else why_not_piece(state, i)  # the engine's reason, with its rule
        play = _own_step(state, i, steps[0]) if len(steps) == 1 else None
        label = piece_label(state, i, steps, refusal) if deciding else ""
        out[f"piece:{i}"] = Place(f"piece:{i}", tuple(steps), play, label, refusal)
    if deciding:
        for s in legal:
            t = s.click_token()
            out.setdefault(t, Place(t, (s,), s, str(s)))
    return out
