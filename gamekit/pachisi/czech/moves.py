"""Czech Pachisi: the moves -- :class:`Enter`, :class:`Move`, :class:`Pass` and their JSON (PC-4, PC-5, PC-5a, PC-7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import InvalidMoveError
from ..common import COLOURS
from .tables import HOME, RETURNED, SOURCES, where


# ------------------------------------------------------------------------------ moves
def target_words(colour: int, pos: Any) -> str:
    """A place named in a move, in words: :func:`~gamekit.pachisi.czech.tables.where` (the board's
    field number, a middle-column row, home, the charkoni), or ``repr(pos)`` for a value that is
    no place of ``colour`` at all (a hand-made move may hold anything; its sentence must not fail)."""
    if colour in range(4) and type(pos) is int and RETURNED <= pos <= HOME:
        return where(colour, pos)
    return repr(pos)


@dataclass(frozen=True)
class Enter:
    """PC-4: put one piece of ``colour`` from the charkoni onto path position 0, using a whole grace.

    ``source`` is ``"yard"`` (never entered) or ``"returned"`` (captured earlier); PC-4a keeps
    them as different moves.  One grace enters exactly one piece (PC-5b).
    """

    colour: int
    source: str = "yard"

    def __post_init__(self) -> None:
        # accept the piece markers of gamekit.pachisi.common too: Enter(0, YARD) == Enter(0, "yard")
        if type(self.source) is int:
            names = {m: n for n, m in SOURCES.items()}
            object.__setattr__(self, "source", names.get(self.source, self.source))

    def __str__(self) -> str:
        what = "a never-entered piece" if self.source == "yard" else "a captured piece"
        return f"{COLOURS[self.colour]} enters {what} from the charkoni onto {where(self.colour, 0)} (PC-4)"

    def to_json(self) -> dict[str, Any]:
        return {"type": "enter", "colour": COLOURS[self.colour], "source": self.source}

    def click_token(self) -> str:
        return f"enter:{self.colour}:{self.source}"


@dataclass(frozen=True)
class Move:
    """PC-5, PC-7: move a unit of ``colour`` from path position ``frm`` to ``to``.

    ``size`` is 1 (one piece) or the number of ``colour``'s pieces on ``frm`` (the whole unit,
    PC-7a).  ``to`` is ``frm`` + the throw's value, or home (83) from one short with a grace
    (PC-5, PC-5b).
    """

    colour: int
    frm: int
    to: int
    size: int = 1

    def __str__(self) -> str:
        who = COLOURS[self.colour] if self.colour in range(4) else repr(self.colour)
        unit = "one piece" if self.size == 1 else f"a unit of {self.size} pieces"
        return f"{who} moves {unit} from {target_words(self.colour, self.frm)} to {target_words(self.colour, self.to)}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "move", "colour": COLOURS[self.colour], "from": self.frm, "to": self.to, "size": self.size}

    def click_token(self) -> str:
        return f"move:{self.colour}:{self.frm}:{self.size}"


@dataclass(frozen=True)
class Pass:
    """PC-5a: give up the throw (always legal; a grace still gives another throw)."""

    colour: int

    def __str__(self) -> str:
        return f"{COLOURS[self.colour]} passes (PC-5a)"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass", "colour": COLOURS[self.colour]}

    def click_token(self) -> str:
        return "pass"


_MOVE_TYPES = (Enter, Move, Pass)


def move_from_json(obj: Any) -> Any:
    """Rebuild an :class:`Enter`, :class:`Move` or :class:`Pass` from its ``to_json()``.

    Raises:
        InvalidMoveError: ``obj`` is not a move's JSON (naming the key).
    """
    if not isinstance(obj, Mapping):
        raise InvalidMoveError(f"a move must be a JSON object, not {obj!r}")
    kind = obj.get("type")
    if kind not in ("enter", "move", "pass"):
        raise InvalidMoveError(f"move key 'type' is {kind!r}; it must be 'enter', 'move' or 'pass'")
    colour = obj.get("colour")
    if colour not in COLOURS:
        raise InvalidMoveError(f"move key 'colour' is {colour!r}; it must be one of {', '.join(COLOURS)}")
    c = COLOURS.index(colour)
    if kind == "pass":
        return Pass(c)
    if kind == "enter":
        src = obj.get("source")
        if src not in SOURCES:
            raise InvalidMoveError(f"move key 'source' is {src!r}; it must be 'yard' or 'returned'")
        return Enter(c, src)
    if kind == "move":
        vals = [obj.get(k) for k in ("from", "to", "size")]
        if not all(type(v) is int for v in vals):
            raise InvalidMoveError("a 'move' needs int keys 'from', 'to' and 'size'")
        return Move(c, *vals)
    raise InvalidMoveError(f"move key 'type' is {kind!r}; it must be 'enter', 'move' or 'pass'")
