"""Czech Pachisi: the board -- path positions, fields, castles, canonical piece order (PC-3, PC-9, B-1, B-2)."""

from __future__ import annotations


from ...cross_board import COLOURS, CZECH_PATH_HOME, czech_castles, czech_field
from ...errors import GameError
from ..common import RETURNED, YARD


# ------------------------------------------------------------------------------ constants
# YARD (-1, JSON "yard"): a piece in the charkoni that never entered (PC-4, PC-4a);
# RETURNED (-2, JSON "returned"): in the charkoni after a capture (PC-8, PC-4a).  Both come
# from gamekit.pachisi.common, shared with the German rule set.
SOURCES = {"yard": YARD, "returned": RETURNED}
"""Enter.source (a JSON word) -> the piece marker it takes a piece from (PC-4a)."""
HOME = CZECH_PATH_HOME
"""Path position 83: home in the charkoni (PC-3)."""
TIP_OUT = 7
"""Path position of the tip on the way out (PC-3)."""
TIP_BACK = 75
"""Path position of the tip on the way back (the same field as :data:`TIP_OUT`, PC-3, PC-7a)."""
ONE_SHORT = HOME - 1
"""Path position 82, one field short of home: only a grace takes a unit home from here (PC-5)."""
CASTLES = frozenset(czech_castles())
"""PC-9: the twelve castle fields (track ``17a+4``, ``17a+8`` (the tip), ``17a+12``)."""

ALL_HOME = (HOME,) * 4
"""A colour whose four pieces are all home (PC-1)."""

FIELD = tuple(tuple(czech_field(c, p) for p in range(HOME + 1)) for c in range(4))
"""FIELD[colour][pos]: the cross-board field of a path position (PC-3)."""


def path_field(colour: int, pos: int) -> int:
    """The cross-board field (see :mod:`gamekit.cross_board`) of ``colour``'s path position ``pos`` (PC-3)."""
    return FIELD[colour][pos]


def order_key(p: int) -> int:
    """The canonical order of a colour's pieces: path positions ascending, then RETURNED (-2),
    then YARD (-1).

    >>> canonical((YARD, 12, RETURNED, 3))
    (3, 12, -2, -1)
    """
    return p if p >= 0 else 1002 + p


def canonical(pieces) -> tuple:
    return tuple(sorted(pieces, key=order_key))


def on_track(pos: int) -> bool:
    """Path positions 7..75 lie on the shared track; 0..6 and 76..82 are the colour's own
    middle column and 83 is home, where no other colour can ever be (PC-3)."""
    return TIP_OUT <= pos <= TIP_BACK


def where(colour: int, pos: int, *, short: bool = False) -> str:
    """``colour``'s path position ``pos`` named the way the board shows it (PC-3, B-2).

    Track positions (7..75, the tip included) are the printed track number: ``"field 25"``,
    ``"field 8 (the tip)"``.  The middle column carries no number on the board, so a place there
    is its row counted from the charkoni outward (1..7, the tip being row 8):
    ``"row 1 of red's middle column"``.  Home (83) is ``"home"``; waiting pieces are
    ``"the charkoni (never entered)"`` / ``"the charkoni (captured)"``.  Path positions stay the
    engine's internal numbers (and the JSON's); no text a student reads shows one.
    ``short=True`` gives the same place in fewer words, for a button: ``"field 8"``,
    ``"middle row 3"``.

    >>> where(0, 13), where(0, 7), where(0, 2), where(0, 80), where(1, 83)
    ('field 14', 'field 8 (the tip)', "row 3 of red's middle column", "row 3 of red's middle column", 'home')

    Raises:
        GameError: ``colour`` is no colour 0..3 or ``pos`` no path position / piece marker.
    """
    if colour not in range(4) or type(pos) is not int or not (RETURNED <= pos <= HOME):
        raise GameError(f"where(colour, pos): no Czech colour {colour!r} with path position {pos!r}")
    if pos == YARD:
        return "the charkoni (never entered)"
    if pos == RETURNED:
        return "the charkoni (captured)"
    if pos == HOME:
        return "home"
    if on_track(pos):
        f = FIELD[colour][pos]
        return f"field {f} (the tip)" if pos in (TIP_OUT, TIP_BACK) and not short else f"field {f}"
    row = pos + 1 if pos < TIP_OUT else HOME - pos
    if short:
        return f"middle row {row}"
    return f"row {row} of {COLOURS[colour]}'s middle column"
