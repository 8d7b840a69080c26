"""The rule that allows an ordinary move of each game, for events whose sentence names none.

An event's sentence usually names its rule ("a double: green throws again (PG-13)"); a plain
step ("red piece 1 moves 4 from field 19 to field 23") does not, and the rule behind it is the
game's movement rule.  :func:`event_rules` gives the rule IDs of a list of events.
"""

from __future__ import annotations

from typing import Sequence

from ..core import Event
from .base import rule_ids_in

EVENT_RULES = {
    "raja_pasu": {
        "pick_up": "RP-2",
        "sow": "RP-2",
        "relay": "RP-3",
        "move_end": "RP-3",
        "pussa": "RP-4",
        "pasu": "RP-5",
    },
    "pachisi/german": {"move": "PG-10", "home": "PG-9"},
    "pachisi/czech": {"move": "PC-5", "pass": "PC-5a"},
    "sechs_as": {"give": "SA-2", "take": "SA-2", "pot": "SA-2", "remove": "SA-2", "decline": "SA-3"},
}
"""Per registry key, the rule ID behind an event kind whose sentence names no rule."""

MOVE_RULE = {"raja_pasu": "RP-2", "pachisi/german": "PG-10", "pachisi/czech": "PC-5", "sechs_as": "SA-2"}
"""Per registry key, the rule that says how a move is made."""


def event_rules(key: str, events: Sequence[Event]) -> tuple[str, ...]:
    """The rule IDs behind ``events`` (named in their sentences, else from :data:`EVENT_RULES`), in order."""
    ids: list[str] = []
    for e in events:
        ids += rule_ids_in(e.text) or [EVENT_RULES.get(key, {}).get(e.kind)]
    ids = [i for i in ids if i]
    return tuple(dict.fromkeys(ids or [MOVE_RULE.get(key)] if MOVE_RULE.get(key) else ids))


def with_rules(text: str, ids: Sequence[str]) -> str:
    """``text`` with ``(ID, ...)`` added for the IDs it does not already name."""
    missing = [i for i in ids if i not in rule_ids_in(text)]
    return f"{text} ({', '.join(missing)})" if missing else text
