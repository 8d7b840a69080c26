"""German Pachisi: the events (texts with rule IDs) of a step, for ``apply_with_events``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import Event
from ...cross_board import (
    COLOURS,
)
from .tables import (
    FIELD,
    GOAL,
)
from .moves import Step, _where

if TYPE_CHECKING:
    from .state import GermanState


def step_events(self: GermanState, s: Step, new: GermanState) -> list[Event]:
    """The events of the legal step ``s`` from ``self`` to ``new`` (PG-5, PG-11a, PG-15, PG-21, PG-22, PG-23)."""
    ev = []
    name = COLOURS[s.colour]
    data = {
        "colour": s.colour,
        "piece": s.piece,
        "piece2": s.piece2,
        "from": s.frm,
        "to": s.to,
        "values": list(s.values),
        "from_field": FIELD[s.colour][s.frm] if s.frm >= 0 else None,
        "to_field": FIELD[s.colour][s.to],
    }
    old = self.pieces[s.colour]
    if s.piece2 >= 0:
        ev.append(
            Event(
                "gate",
                f"{name}'s gate moves together (PG-15)",
                {"colour": s.colour, "field": FIELD[s.colour][s.to]},
            )
        )
    elif s.frm >= 0 and old.count(s.frm) == 2:
        ev.append(
            Event(
                "gate_opened",
                f"{name}'s gate on {_where(s.colour, s.frm)} is opened (PG-23)",
                {"colour": s.colour, "field": FIELD[s.colour][s.frm]},
            )
        )
    ev.insert(0, Event("enter" if s.enters else "move", str(s), data))
    if s.capture >= 0:
        ev.append(
            Event(
                "capture",
                f"{COLOURS[s.capture]}'s piece on field {FIELD[s.colour][s.to]} is captured and goes "
                f"back beside its yard (PG-21, PG-5)",
                {"colour": s.capture, "field": FIELD[s.colour][s.to]},
            )
        )
    mine = new.pieces[s.colour]
    if s.to == GOAL:
        ev.append(Event("home", f"{name} piece {s.piece + 1} reaches the goal", {"colour": s.colour, "piece": s.piece}))
    elif mine.count(s.to) == 2 and s.piece2 < 0:
        ev.append(
            Event(
                "gate",
                f"{name} forms a gate on {_where(s.colour, s.to)} (PG-22)",
                {"colour": s.colour, "field": FIELD[s.colour][s.to]},
            )
        )
    dropped = len(self.values) - len(new.values) - len(s.values) * (2 if s.piece2 >= 0 else 1)
    if dropped > 0:
        ev.append(Event("forfeit", "the higher value(s) left can no longer be moved and are forfeited (PG-11a)", {}))
    return ev
