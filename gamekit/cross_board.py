"""The Pachisi cross board, shared by the German and the Czech rule sets (RULES §1).

Nothing about moves lives here: only arms, columns, rows, the 68-field track, the middle
columns (home columns), the special fields of each rule set, and drawing coordinates.

Fields are plain ints (as squares are in python-chess):

* ``0..67``  the *track* (B-2): track field ``17*a + i`` is arm ``a``, segment index ``i``
  (0..7 the outgoing outer column rows 1..8, 8 the *tip* = middle column row 8, 9..16 the
  returning outer column rows 8..1).  Travel is increasing track index for every colour.
* ``68..95`` the middle columns' inner fields (rows 1..7) of each arm:
  ``middle_field(arm, row) = 68 + 7*arm + row - 1``.  They are the German home columns
  (PG-8) and the Czech way out of and back into the charkoni (PC-3).
* ``96`` the centre square (German goal, Czech *charkoni*).

Drawing (B-1, B-2a): a 19 x 19 grid of unit cells, x to the right, y downwards; the centre
square covers cells 8..10 x 8..10; arm 0 south, 1 east, 2 north, 3 west; looking outward
along an arm, its outgoing column is on the right.
"""

from __future__ import annotations

from .errors import GameError

Field = int
"""A field of the cross board: 0..67 track, 68..95 middle columns, 96 centre."""

ARMS = (0, 1, 2, 3)
COLOURS = ("red", "yellow", "green", "blue")
"""Colour ``c`` plays from arm ``c`` (PG-1, PC-1): red south, yellow east, green north, blue west."""

TRACK_LENGTH = 68
FIELDS_PER_ARM = 17
ROWS = 8
TIP_INDEX = 8
CENTRE: Field = 96
GRID = 19

# outward unit vector of each arm in grid coordinates (y grows downwards) -- B-2a
_OUT = ((0, 1), (1, 0), (0, -1), (-1, 0))


def _right(arm: int) -> tuple[int, int]:
    """The right-hand vector looking outward along ``arm`` (rotate ``out`` by +90 deg on screen)."""
    ox, oy = _OUT[arm]
    return (-oy, ox)


def track_field(arm: int, index: int) -> Field:
    """Track field of ``arm`` (0..3) at segment ``index`` (0..16) -- B-2."""
    if arm not in ARMS or not 0 <= index < FIELDS_PER_ARM:
        raise GameError(f"no track field arm={arm}, index={index}")
    return FIELDS_PER_ARM * arm + index


def middle_field(arm: int, row: int) -> Field:
    """Middle-column field of ``arm`` at ``row`` 1..7 (row 8 is the tip, a track field) -- B-1."""
    if arm not in ARMS or not 1 <= row <= 7:
        raise GameError(f"no middle-column field arm={arm}, row={row}")
    return TRACK_LENGTH + 7 * arm + row - 1


def tip(arm: int) -> Field:
    """The tip of ``arm``: the middle column's edge field, track ``17*arm + 8`` -- B-2."""
    return track_field(arm, TIP_INDEX)


def arm_of(field: Field) -> int | None:
    """The arm a field lies on (None for the centre)."""
    if 0 <= field < TRACK_LENGTH:
        return field // FIELDS_PER_ARM
    if TRACK_LENGTH <= field < CENTRE:
        return (field - TRACK_LENGTH) // 7
    if field == CENTRE:
        return None
    raise GameError(f"no field {field}")


def cell(field: Field) -> tuple[int, int]:
    """Grid cell ``(x, y)`` (0..18 each) of a field; the centre gives its middle cell (9, 9) -- B-2a."""
    if field == CENTRE:
        return (9, 9)
    if TRACK_LENGTH <= field < CENTRE:
        arm, row = divmod(field - TRACK_LENGTH, 7)
        return _at(arm, 0, row + 1)
    if not 0 <= field < TRACK_LENGTH:
        raise GameError(f"no field {field}")
    arm, i = divmod(field, FIELDS_PER_ARM)
    if i < TIP_INDEX:
        return _at(arm, +1, i + 1)  # outgoing column, on the right
    if i == TIP_INDEX:
        return _at(arm, 0, ROWS)
    return _at(arm, -1, FIELDS_PER_ARM - i)  # returning column, rows 8..1


def _at(arm: int, side: int, row: int) -> tuple[int, int]:
    ox, oy = _OUT[arm]
    rx, ry = _right(arm)
    return (9 + ox * (row + 1) + rx * side, 9 + oy * (row + 1) + ry * side)


def yard_centre(colour: int) -> tuple[float, float]:
    """Grid centre of colour ``colour``'s yard: the corner between arm c and arm c+1 (B-2a)."""
    ax, ay = _OUT[colour]
    bx, by = _OUT[(colour + 1) % 4]
    return (9 + 5 * (ax + bx), 9 + 5 * (ay + by))


# ----------------------------------------------------------------------------- German (§2)
GERMAN_START_INDEX = 13
GERMAN_SAFE_INDEX = 3
GERMAN_PATH_GOAL = 71
GERMAN_HOME_ENTRY = 63


def german_start(colour: int) -> Field:
    """PG-6: colour's start field, track ``17*c + 13`` (5th from the edge, returning column)."""
    return track_field(colour, GERMAN_START_INDEX)


def german_safe_fields() -> tuple[Field, ...]:
    """PG-7: the four safe fields, track ``17*a + 3`` (5th from the edge, outgoing column)."""
    return tuple(track_field(a, GERMAN_SAFE_INDEX) for a in ARMS)


def german_home_entry(colour: int) -> Field:
    """PG-8: colour's home-entry field, the tip of its own arm (track ``17*c + 8``)."""
    return tip(colour)


def german_field(colour: int, pos: int) -> Field:
    """PG-8: the field of German path position ``pos`` of ``colour``.

    0 = start field, .. 63 = home-entry field (track), 64..70 = home column rows 7..1,
    71 = goal (the centre).  Raises ValueError outside 0..71.
    """
    if 0 <= pos <= GERMAN_HOME_ENTRY:
        return (track_field(colour, GERMAN_START_INDEX) + pos) % TRACK_LENGTH
    if GERMAN_HOME_ENTRY < pos < GERMAN_PATH_GOAL:
        return middle_field(colour, GERMAN_PATH_GOAL - pos)
    if pos == GERMAN_PATH_GOAL:
        return CENTRE
    raise GameError(f"no German path position {pos}")


# ----------------------------------------------------------------------------- Czech (§3)
CZECH_PATH_HOME = 83


def czech_castles() -> tuple[Field, ...]:
    """PC-9: the twelve castles: per arm the tip and the 4th field from the edge on both outer columns."""
    return tuple(sorted(track_field(a, i) for a in ARMS for i in (4, 8, 12)))


def czech_field(colour: int, pos: int) -> Field:
    """PC-3: the field of Czech path position ``pos`` of ``colour``.

    0..6 middle column rows 1..7 outward, 7 the tip, 8..74 the next 67 track fields,
    75 the tip again, 76..82 middle column rows 7..1 inward, 83 home (the charkoni).
    Raises ValueError outside 0..83.
    """
    if 0 <= pos <= 6:
        return middle_field(colour, pos + 1)
    if 7 <= pos <= 75:
        return (tip(colour) + pos - 7) % TRACK_LENGTH
    if 76 <= pos <= 82:
        return middle_field(colour, 83 - pos)
    if pos == CZECH_PATH_HOME:
        return CENTRE
    raise GameError(f"no Czech path position {pos}")
