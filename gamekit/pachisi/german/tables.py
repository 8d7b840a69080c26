"""German Pachisi: constants, precomputed field tables and the values a throw gives (PG-6..PG-13)."""

from __future__ import annotations


from ...cross_board import (
    GERMAN_HOME_ENTRY,
    GERMAN_PATH_GOAL,
    german_field,
    german_home_entry,
    german_safe_fields,
    german_start,
)
from ...throws import two_dice_outcomes
from ..common import (
    PIECES,
    RETURNED,
    YARD,
)


GOAL = GERMAN_PATH_GOAL  # 71, PG-8
HOME_ENTRY = GERMAN_HOME_ENTRY  # 63, PG-8
NORMAL, RESTRICTED, FULL = "normal", "restricted", "full"
DOUBLE_RULES = (NORMAL, RESTRICTED, FULL)
NO_SCORE = -(10**9)
OUTCOMES = tuple(two_dice_outcomes())
OUTCOME_SET = frozenset(o for o, _ in OUTCOMES)

# ------------------------------------------------------------------ precomputed tables (speed)
FIELD: tuple[tuple[int, ...], ...] = tuple(tuple(german_field(c, p) for p in range(GOAL + 1)) for c in range(4))
"""``FIELD[c][p]``: the board field (:mod:`gamekit.cross_board` numbering) of colour c's path position p."""
PATH_OF_FIELD: tuple[dict[int, int], ...] = tuple({FIELD[c][p]: p for p in range(HOME_ENTRY + 1)} for c in range(4))
"""``PATH_OF_FIELD[c][f]``: colour c's path position of track field f (absent for the 4 track fields off its path)."""
SAFE_FIELDS = frozenset(german_safe_fields())
"""PG-7: track 17a+3."""
START_FIELDS = tuple(german_start(c) for c in range(4))
"""PG-6: track 17c+13."""
HOME_ENTRY_FIELDS = tuple(german_home_entry(c) for c in range(4))
"""PG-8: track 17c+8."""
COND_SAFE_FIELDS = frozenset(START_FIELDS + HOME_ENTRY_FIELDS)
"""PG-6, PG-8 (and PG-3a: they stay safe even for colours not in play)."""
OWN_COND = tuple(frozenset((START_FIELDS[c], HOME_ENTRY_FIELDS[c])) for c in range(4))
"""PG-21, PG-21b: the conditionally safe fields on which colour c itself may capture."""


def double_values(x: int) -> tuple[int, int, int, int]:
    """PG-13: the four values of the double x-x: top and bottom faces, high to low (sum 14).

    >>> double_values(2)
    (5, 5, 2, 2)
    """
    hi, lo = max(x, 7 - x), min(x, 7 - x)
    return (hi, hi, lo, lo)


def throw_values(throw: tuple[int, int]) -> tuple[int, ...]:
    """The values of a throw with every piece already in play: (high, low) or PG-13's four.

    >>> throw_values((6, 2))
    (6, 2)
    >>> throw_values((6, 6))
    (6, 6, 1, 1)
    """
    h, l = throw
    return double_values(h) if h == l else (h, l)


def _subsets(values: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...], bool]]:
    """Every multiset U of ``values`` a step may use, with the values left and whether some were forfeited.

    PG-11a: after a step whose largest value is m, remaining values above m can never be moved
    (each step's largest value is no greater than the previous step's), so they are dropped.
    """
    out = []
    seen = set()
    n = len(values)
    for mask in range(1, 1 << n):
        u = tuple(values[i] for i in range(n) if mask >> i & 1)
        if u in seen:
            continue
        seen.add(u)
        rest = list(values)
        for v in u:
            rest.remove(v)
        m = u[0]
        kept = tuple(v for v in rest if v <= m)
        out.append((u, kept, len(kept) != len(rest)))
    return out


_SUBSETS: dict[tuple[int, ...], tuple] = {}


def subsets(values: tuple[int, ...]):
    """:func:`_subsets` of ``values`` as a cached tuple of ``(U, kept, dropped, sum(U), score(U))``.

    ``score(U)`` is ``len(U) * 100 + sum(U)``, what U adds to a play's PG-12a score (values used
    first, then pips); precomputed because the search asks for it at every node (speed).
    """
    s = _SUBSETS.get(values)
    if s is None:
        s = _SUBSETS[values] = tuple(
            (u, kept, dropped, sum(u), len(u) * 100 + sum(u)) for u, kept, dropped in _subsets(values)
        )
    return s


_FINISHING: dict[tuple[int, ...], tuple] = {}


def finishing_subsets(values: tuple[int, ...]):
    """The :func:`subsets` of ``values`` that forfeit nothing, most values first (cached): the
    order in which the search looks for a play that uses the whole roll (PG-12)."""
    s = _FINISHING.get(values)
    if s is None:
        s = _FINISHING[values] = tuple(sorted((x for x in subsets(values) if not x[2]), key=lambda x: -len(x[0])))
    return s


ALL_HOME = (GOAL,) * PIECES
OFF_PATH = frozenset((YARD, RETURNED, GOAL))
"""A colour whose pieces are all at these spots has nothing in play (PG-18, PG-19)."""


def finished(ps: tuple[int, ...]) -> bool:
    """All of a colour's pieces are in the goal (PG-4, PG-25); ``()`` (a colour not in play) is not."""
    return ps == ALL_HOME
