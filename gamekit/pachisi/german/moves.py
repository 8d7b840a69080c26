"""German Pachisi: the move (:class:`Step`, one step of a roll; PG-10, PG-10a, PG-15, PG-16, PG-18)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cross_board import (
    COLOURS,
)
from ..common import (
    RETURNED,
    YARD,
    pos_to_json,
)
from .tables import FIELD, GOAL, HOME_ENTRY


# ------------------------------------------------------------------ moves


def where(colour: int, pos: int) -> str:
    if pos == YARD:
        return "the yard"
    if pos == RETURNED:
        return "beside the yard"
    if pos == GOAL:
        return "the goal"
    if pos > HOME_ENTRY:
        return f"home field {pos - HOME_ENTRY}"
    return f"field {FIELD[colour][pos]}"


@dataclass(frozen=True)
class Step:
    """One step of a roll (a legal move of German Pachisi).

    ``colour`` is the colour of the moved piece(s) (a partner's for a finished colour, PG-4),
    ``piece`` its index 0..3 (named 1..4 in words), ``values`` the values it uses (one, or
    several combined: PG-10, PG-10a), ``frm`` / ``to`` path positions (``YARD`` / ``RETURNED``
    for a piece that enters), ``capture`` the captured colour (or -1), ``piece2`` the other
    piece of a gate moved together with a double by the same ``values`` (PG-15; -1 if none).
    No step chooses between the restricted and the full double: PG-14a makes that follow from
    where the roll's play ends.
    """

    colour: int
    piece: int
    values: tuple[int, ...]
    frm: int
    to: int
    capture: int = -1
    piece2: int = -1

    @property
    def enters(self) -> bool:
        return self.frm < 0

    def __str__(self) -> str:
        name = COLOURS[self.colour]
        vals = "+".join(map(str, self.values))
        if self.piece2 >= 0:
            s = (
                f"{name} gate (pieces {self.piece + 1} and {self.piece2 + 1}) moves {vals} each "
                f"from {where(self.colour, self.frm)} to {where(self.colour, self.to)}"
            )
        elif self.enters and self.to == 0:
            how = "a five" if self.values == (5,) else f"{vals}, a sum of five (enter_on_sum_five)"
            s = f"{name} piece {self.piece + 1} enters on its start {where(self.colour, 0)} with {how}"
        elif self.enters:
            s = f"{name} piece {self.piece + 1} enters with the 5 and moves the 6 on to {where(self.colour, self.to)} (PG-18)"
        else:
            total = sum(self.values)
            how = f"{total}" if len(self.values) == 1 else f"{total} ({vals})"
            s = f"{name} piece {self.piece + 1} moves {how} from {where(self.colour, self.frm)} to {where(self.colour, self.to)}"
        if self.capture >= 0:
            s += f", capturing {COLOURS[self.capture]}"
        return s

    def to_json(self) -> dict[str, Any]:
        """The step as JSON: ``{"type": "step", "colour", "piece", "values", "from", "to", "capture", "piece2"}``
        (colours as names, ``"from"`` a path position or ``"yard"`` / ``"returned"``)."""
        return {
            "type": "step",
            "colour": COLOURS[self.colour],
            "piece": self.piece,
            "values": list(self.values),
            "from": pos_to_json(self.frm),
            "to": self.to,
            "capture": COLOURS[self.capture] if self.capture >= 0 else None,
            "piece2": self.piece2 if self.piece2 >= 0 else None,
        }

    def click_token(self) -> str:
        v = "+".join(map(str, self.values))
        g = f"&{self.piece2}" if self.piece2 >= 0 else ""
        return f"step:{self.colour}:{self.piece}{g}:{v}"


_new = object.__new__


def make_step(colour, piece, values, frm, to, capture=-1, piece2=-1) -> Step:
    """``Step(...)`` without the frozen dataclass's per-field ``object.__setattr__`` (speed: a
    few steps are built per state).  The result is an ordinary ``Step``, equal to ``Step(...)``."""
    st = _new(Step)
    d = st.__dict__
    d["colour"] = colour
    d["piece"] = piece
    d["values"] = values
    d["frm"] = frm
    d["to"] = to
    d["capture"] = capture
    d["piece2"] = piece2
    return st
