"""German Pachisi: the events (texts with rule IDs) of a step, for ``apply_with_events``."""

from __future__ import annotations


from ...core import Event, State
from ...cross_board import (
    COLOURS,
)
from .tables import (
    FIELD,
    GOAL,
)
from .moves import Step, where


def step_events(before: State, s: Step, new: State) -> list[Event]:
    """The events of the legal step ``s`` from ``before`` to ``new`` (PG-5, PG-11a, PG-15, PG-21, PG-22, PG-23)."""
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
    old = before.pieces[s.colour]
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
                f"{name}'s gate on {where(s.colour, s.frm)} is opened (PG-23)",
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
                f"{name} forms a gate on {where(s.colour, s.to)} (PG-22)",
                {"colour": s.colour, "field": FIELD[s.colour][s.to]},
            )
        )
    dropped = len(before.values) - len(new.values) - len(s.values) * (2 if s.piece2 >= 0 else 1)
    if dropped > 0:
        ev.append(Event("forfeit", "the higher value(s) left can no longer be moved and are forfeited (PG-11a)", {}))
    return ev


def roll_end_events(state: State, nxt: int, again: str | None, last_in: bool, misses: int) -> list[Event]:
    """The events once nothing more of the roll ``state`` is played: the values forfeited (PG-11,
    PG-12), the same colour again (``again``: ``"double"``, PG-13, PG-14a with ``last_in``; or
    ``"missed"``, PG-19, ``misses`` the new counter), the dice passing to ``nxt`` (PG-24)."""
    ev = []
    c = state.colour
    if state.values:
        ev.append(
            Event(
                "forfeit",
                f"{', '.join(map(str, state.values))} cannot be moved and "
                f"{'is' if len(state.values) == 1 else 'are'} forfeited (PG-11, PG-12)",
                {"values": list(state.values)},
            )
        )
    if again == "double":
        if last_in:
            text = (
                f"the last never-entered {COLOURS[state.mover]} piece is in play, so this is the whole "
                f"double: {COLOURS[c]} throws again (PG-14, PG-14a)"
            )
        else:
            text = f"a double: {COLOURS[c]} throws again (PG-13)"
        ev.append(Event("again", text, {"colour": c}))
    elif again == "missed":
        ev.append(
            Event(
                "again",
                f"{COLOURS[c]} has nothing in play: throw {misses + 1} of 3 for a five (PG-19)",
                {"colour": c},
            )
        )
    if nxt != c:
        ev.append(Event("pass_dice", f"the dice pass to {COLOURS[nxt]} (PG-24)", {"colour": nxt}))
    return ev
