"""Czech Pačísí texts name places as the board does (PC-3, B-2): track fields 0..67 by their printed
number, the unnumbered middle column by its row 1..7, home, the charkoni; never a path position."""

from __future__ import annotations

import re

import pytest

import fuzz_positions
from gamekit.pachisi.czech import Enter, Move
from gamekit.pachisi.czech.tables import FIELD, HOME, on_track, where

_FIELD = re.compile(r"\bfield (\d+)")
_ROW = re.compile(r"\brow (\d+) of (red|yellow|green|blue)'s middle column")
_RULE = re.compile(r"\b[A-Z]{1,3}-\d+[a-z]?\b")
# a place written as a bare number: "from 20", "to 23", "on 12", "home (83)", "path position 12"
_BARE = re.compile(r"\b(?:from|to|on|onto|at|position|path|home \()\s*\(?-?\d+")


def _bad_numbers(text: str) -> list[str]:
    """What in ``text`` is no place the board prints: a field number outside 0..67, a row outside
    1..7, a place written as a bare number, the word "path", or any number above 67."""
    bad = [m.group(0) for m in _FIELD.finditer(text) if not 0 <= int(m.group(1)) < 68]
    bad += [m.group(0) for m in _ROW.finditer(text) if not 1 <= int(m.group(1)) <= 7]
    rest = _ROW.sub("", _FIELD.sub("", _RULE.sub("", text)))
    bad += _BARE.findall(rest)
    bad += [n for n in re.findall(r"\d+", rest) if int(n) >= 68]
    if "path" in text:
        bad.append("path")
    return bad


def test_where_names_fields_by_the_board_numbers_pc3():
    """PC-3 by hand: red's tip (path 7) is track 8 and path p (7..75) is track p + 1; blue's tip is
    track 59, so blue's path 20 is track (59 + 13) mod 68 = 4; path 0..6 are middle rows 1..7 and
    76..82 rows 7..1, counted from the charkoni."""
    assert [where(0, p) for p in (0, 6, 7, 20, 74, 75, 76, 82, 83)] == [
        "row 1 of red's middle column",
        "row 7 of red's middle column",
        "field 8 (the tip)",
        "field 21",
        "field 7",
        "field 8 (the tip)",
        "row 7 of red's middle column",
        "row 1 of red's middle column",
        "home",
    ]
    assert where(3, 20) == "field 4" and where(3, 7) == "field 59 (the tip)"
    assert where(2, -1) == "the charkoni (never entered)" and where(2, -2) == "the charkoni (captured)"
    assert where(1, 81, short=True) == "middle row 2" and where(1, 75, short=True) == "field 25"


@pytest.mark.parametrize("bad", [(4, 10), (0, 84), (0, -3), (0, "7")])
def test_where_refuses_what_is_no_place(bad):
    """A colour outside 0..3 or a value that is no Czech path position (PC-3) is a GameError."""
    from gamekit import GameError

    with pytest.raises(GameError, match="where"):
        where(*bad)


def test_every_move_event_and_refusal_names_only_board_places_pc3():
    """Over the seeded reachable positions of :mod:`fuzz_positions`: every legal move's sentence,
    every event of playing it, and the ``why_not`` of every unit of every colour moved one piece,
    the whole unit, one piece too many and one field too far (PC-5, PC-7a, PC-8, PC-9), and of
    entering (PC-4) name places only as the board prints them (PC-3, B-2)."""
    checked = 0
    for state, _ in fuzz_positions.positions("pachisi/czech"):
        if state.is_chance() or state.is_terminal():
            continue
        texts = []
        for m in state.legal_moves():
            texts.append(str(m))
            texts += [e.text for e in state.apply_with_events(m)[1]]
            if isinstance(m, Move):  # the sentence says where from and where to, as the board does
                assert str(m).endswith(f"from {where(m.colour, m.frm)} to {where(m.colour, m.to)}")
        v = state.value
        for c in range(4):
            texts += [state.why_not(Enter(c, src)) or "" for src in ("yard", "returned")]
            for pos, n in state.units(c):
                for size in {1, n, n + 1}:
                    texts.append(state.why_not(Move(c, pos, min(pos + v, HOME), size)) or "")
                texts.append(state.why_not(Move(c, pos, min(pos + v + 1, HOME), 1)) or "")
        for t in texts:
            assert not _bad_numbers(t), (t, _bad_numbers(t))
            for f in _FIELD.findall(t):  # every field named is a track field of the board
                assert any(on_track(p) and FIELD[c][p] == int(f) for c in range(4) for p in range(HOME))
        checked += len(texts)
    assert checked > 1000


def test_bad_numbers_catches_a_path_position():
    """The check above can fail: the texts a path-position numbering would give are caught."""
    for text in (
        "red moves one piece from 20 to 23",
        "red has no piece on path position 12 (PC-7a)",
        "4 from 80 overshoots home (83) by 1",
        "field 21 (path 20) is a castle",
        "field 70",
    ):
        assert _bad_numbers(text), text
    assert not _bad_numbers(
        "the throw is 4, so from field 21 the unit goes to field 25 (the tip), not field 26 (PC-2, PC-5)"
    )
