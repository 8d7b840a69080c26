"""What both Pachisi rule sets share: colours, teams, pieces and their JSON (RULES §2 PG-1..PG-5, §3 PC-1, PC-4a).

Kept small on purpose: only what is *the same* in the German (``german/``) and the Czech
(``czech/``) rules.  Board geometry lives in :mod:`gamekit.cross_board`; everything about
moves lives in the rule-set modules.

Pieces
------
A piece is an int *path position* (each rule set defines its own path: German 0..71, Czech
0..83) or one of two markers for a piece off the board:

* :data:`YARD` (JSON ``"yard"``): never entered (German PG-14 counts these; Czech PC-4a);
* :data:`RETURNED` (JSON ``"returned"``): back beside the yard after a capture (PG-5, PC-4a).

Both markers are negative ints, so ``pos >= 0`` means "on the board (path or goal)".

Also here: :class:`cached_property`, a lock-free ``functools.cached_property`` for the
immutable states of both rule sets (speed).

Colours and seats
-----------------
Colour ``c`` (0 red, 1 yellow, 2 green, 3 blue) plays from arm ``c`` (PG-1, PC-1).  The
``colours`` option of a rule set is the colours in play, a tuple of colour *names* in seating
order (:func:`normalise_colours` also accepts seat ints 0..3 and any order).  A *seat* is the
index of a colour in that tuple, so with the default (all four) seat == colour index.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ..cross_board import COLOURS
from ..errors import GameError, InvalidPositionError, UnknownOptionError

__all__ = [
    "COLOURS",
    "LETTERS",
    "PIECES",
    "YARD",
    "RETURNED",
    "colour_index",
    "normalise_colours",
    "TEAMS",
    "pos_from_json",
]

LETTERS = ("R", "Y", "G", "B")
"""One letter per colour, drawn on every piece so colour is never the only cue."""
PIECES = 4
"""Pieces per colour (PG-1, PC-1)."""
YARD = -1
"""A piece that has never entered (JSON ``"yard"``)."""
RETURNED = -2
"""A piece back beside its yard after a capture (JSON ``"returned"``; PG-5, PC-4a)."""
TEAMS = ((0, 2), (1, 3))
"""PG-2 / PC-1: diagonally opposite colours are partners: red+green, yellow+blue."""


def colour_index(x: Any) -> int:
    """A colour as its index 0..3, from a name (``"red"``) or an int.

    Raises:
        ValueError: ``x`` is not a colour.
    """
    if isinstance(x, bool):
        raise GameError(f"{x!r} is not a colour")
    if isinstance(x, int) and 0 <= x < 4:
        return x
    if isinstance(x, str) and x in COLOURS:
        return COLOURS.index(x)
    raise GameError(f"{x!r} is not a colour; use one of {', '.join(COLOURS)} (or 0..3)")


def normalise_colours(value: Any, game_name: str = "pachisi") -> tuple[str, ...]:
    """The ``colours`` option as a tuple of names in seating order (PG-1, PG-3).

    Accepts names or ints 0..3 in any order (a list from JSON too).

    Raises:
        UnknownOptionError: an unknown colour, a repeat, or fewer than two colours.
    """
    if isinstance(value, (str, int)):
        value = (value,)
    try:
        idx = sorted(colour_index(v) for v in value)
    except (TypeError, ValueError) as exc:
        raise UnknownOptionError(f"{game_name} option colours={value!r} is not valid: {exc}") from None
    if len(set(idx)) != len(idx):
        raise UnknownOptionError(f"{game_name} option colours={value!r} names a colour twice")
    if len(idx) < 2:
        raise UnknownOptionError(f"{game_name} option colours={value!r}: at least two colours must play")
    return tuple(COLOURS[i] for i in idx)


def partner(colour: int) -> int:
    """PG-2 / PC-1: the diagonally opposite colour (red<->green, yellow<->blue)."""
    return (colour + 2) % 4


def team_of(colour: int) -> int:
    """PG-2: team 0 is red+green, team 1 yellow+blue."""
    return colour % 2


def pos_to_json(pos: int) -> int | str:
    """A piece position as JSON: the int, or ``"yard"`` / ``"returned"``."""
    if pos >= 0:
        return pos
    if pos not in (YARD, RETURNED):
        raise InvalidPositionError(
            f"{pos!r} is no piece position: a path position >= 0, YARD ({YARD}) or RETURNED ({RETURNED})"
        )
    return "yard" if pos == YARD else "returned"


def pos_from_json(v: Any, top: int, key: str) -> int:
    """Inverse of :func:`pos_to_json`; ``top`` is the rule set's largest path position.

    Raises:
        InvalidPositionError: ``v`` is no position (naming ``key``).
    """
    if v == "yard":
        return YARD
    if v == "returned":
        return RETURNED
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= top:
        raise InvalidPositionError(
            f"key {key!r}: {v!r} is not a piece position (an int 0..{top}, 'yard' or 'returned')"
        )
    return v


def pieces_to_json(colours: Iterable[int], pieces: Sequence[Sequence[int]]) -> dict[str, list]:
    """``{"red": [pos, ...], ...}`` for the colours in play; ``pieces[c]`` holds colour ``c``'s positions."""
    return {COLOURS[c]: [pos_to_json(p) for p in pieces[c]] for c in colours}


def pieces_from_json(obj: Any, colours: Sequence[int], top: int) -> tuple[tuple[int, ...], ...]:
    """Read ``"pieces"``: exactly the colours in play, four positions each.

    Returns a 4-tuple indexed by colour (``()`` for colours not in play).  Raises
    :class:`InvalidPositionError` naming the key.  Rule-set checks (fields shared, gates...) are
    the caller's.
    """
    if not isinstance(obj, Mapping):
        raise InvalidPositionError("key 'pieces' must be an object {colour: [4 positions]}")
    names = {COLOURS[c] for c in colours}
    extra = sorted(set(obj) - names)
    if extra:
        raise InvalidPositionError(
            f"key 'pieces' has {extra[0]!r}, which is not a colour in play ({', '.join(sorted(names))})"
        )
    out: list[tuple[int, ...]] = [(), (), (), ()]
    for c in colours:
        name = COLOURS[c]
        if name not in obj:
            raise InvalidPositionError(f"key 'pieces' lacks the colour {name!r}")
        lst = obj[name]
        if not isinstance(lst, list) or len(lst) != PIECES:
            raise InvalidPositionError(f"key 'pieces.{name}' must be a list of {PIECES} positions")
        out[c] = tuple(pos_from_json(v, top, f"pieces.{name}[{i}]") for i, v in enumerate(lst))
    return tuple(out)


def colour_from_json(v: Any, colours: Sequence[int], key: str) -> int:
    """A colour name from JSON that must be in play.

    Raises:
        InvalidPositionError: ``v`` is not a colour in play (naming ``key``).
    """
    if not isinstance(v, str) or v not in COLOURS or COLOURS.index(v) not in colours:
        raise InvalidPositionError(
            f"key {key!r} is {v!r}; it must be one of the colours in play: {', '.join(COLOURS[c] for c in colours)}"
        )
    return COLOURS.index(v)


def winners(finished: Iterable[int], colours: Sequence[int], individual: bool) -> tuple[int, ...] | None:
    """PG-25 / PC-1: the winning colours, or None while undecided.

    ``finished`` are the colours with all pieces home.  Team play: the first team with both
    colours finished; individual play: the first finished colour alone.
    """
    done = set(finished)
    if individual:
        for c in colours:
            if c in done:
                return (c,)
        return None
    for a, b in TEAMS:
        if a in colours and b in colours and a in done and b in done:
            return (a, b)
    return None


class cached_property:
    """``functools.cached_property`` without its lock (speed: Python 3.11's takes a lock on each
    first access, which costs more than most of the values the Pachisi states cache).

    The value is stored in the instance ``__dict__`` (frozen dataclasses allow that), so later
    reads are plain attribute reads.  States are immutable, so a race could only compute the
    same value twice.
    """

    def __init__(self, func):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def check_pieces_reachable(
    pieces, colours, individual: bool, mover: int | None, home: int, rules: str, capture_from: int = 0
) -> None:
    """Invariants of the pieces that play keeps in both rule sets (checked by the loaders):

    * play stops at the first finished side (PG-25 / PC-1): at most one colour (individual play)
      or one team (team play, PG-2) has every piece home, so never all four colours;
    * with ``mover`` given (German Pachisi, whose final position keeps the seat that moved last):
      a finished game's seat to move is on the winning side, as only its own move (or one for
      its partner, PG-4) can have finished it.

    * a piece back beside the yard after a capture (RETURNED, PG-5 / PC-8) was captured by an
      opponent (another side's colour, PG-2 / PC-1), so some opponent has a piece that reached
      the shared track, path position ``capture_from`` or beyond (German 0, the start field;
      Czech 7, the tip where the middle column meets the track, PC-3), or was itself captured
      there since (RETURNED).

    ``pieces[c]`` are colour ``c``'s positions (``()`` for a colour not in play), ``home`` the
    path position of home, ``rules`` the rule IDs cited.

    Raises:
        InvalidPositionError: naming 'pieces' or 'to_move' and the rule.
    """
    done = [c for c in colours if pieces[c] and all(p == home for p in pieces[c])]
    if individual:
        sides = [(c,) for c in done]
    else:
        sides = [t for t in TEAMS if all(c in colours and c in done for c in t)]
    if len(sides) > 1:
        names = " and ".join("+".join(COLOURS[c] for c in t) for t in sides)
        raise InvalidPositionError(
            f"key 'pieces': {names} are all home, but play stops when the first side is ({rules})"
        )
    for c in colours:
        if RETURNED not in pieces[c]:
            continue
        rivals = [o for o in colours if o != c and (individual or team_of(o) != team_of(c))]
        if not any(p == RETURNED or p >= capture_from for o in rivals for p in pieces[o]):
            raise InvalidPositionError(
                f"key 'pieces': a {COLOURS[c]} piece is marked returned (captured), but no opponent "
                f"has ever reached the track to capture it (PG-5, PC-8)"
            )
    if sides and mover is not None and mover not in sides[0]:
        raise InvalidPositionError(
            f"key 'to_move': {COLOURS[mover]} is to move, but the game ended on the move of "
            f"{'+'.join(COLOURS[c] for c in sides[0])}, who came home ({rules})"
        )
