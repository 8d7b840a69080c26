"""The common API's handling of bad input (core.py): every game refuses it with a gamekit error
that names what is wrong, and nothing changes."""

from __future__ import annotations

import pytest

import gamekit
from conformance import check_illegal_refused
from gamekit.raja_pasu import Sow

GAMES = [
    ("raja_pasu", {}),
    ("sechs_as", {}),
    ("sechs_as", {"players": 4}),
    ("pachisi", {"ruleset": "german"}),
    ("pachisi", {"ruleset": "czech"}),
]


@pytest.mark.parametrize(
    "name, options, bad",
    [
        ("raja_pasu", {"pasu_on_last_seed": "no"}, "must be a bool"),
        ("raja_pasu", {"first_player": 1.0}, "must be an int"),
        ("raja_pasu", {"first_player": True}, "must be an int"),
        ("raja_pasu", {"match": 1}, "must be a bool"),
        ("pachisi", {"ruleset": "czech", "help_partner": 1}, "must be a bool"),
        ("pachisi", {"ruleset": "german", "colours": None}, "must be a list or tuple"),
        ("sechs_as", {"players": 3}, "players"),
    ],
)
def test_option_values_of_the_wrong_kind_are_refused(name, options, bad):
    """An option takes values of its default's kind (a bool is no int, 1.0 is no seat)."""
    with pytest.raises(gamekit.UnknownOptionError, match=bad):
        gamekit.load(name, **options)


@pytest.mark.parametrize("name, options", GAMES[1:])  # Raja Pasu has no throws
def test_throws_must_match_in_value_and_type(name, options):
    """PG-10, SA-2, PC-2: (6.0, 5), True or 3.0 is no throw, and (5, 6) is written (6, 5)."""
    start = gamekit.load(name, **options).initial_state()
    assert start.is_chance()
    bad = (
        [(6.0, 5), (5, 6), (7, 1), "6,5", None]
        if name != "pachisi" or options["ruleset"] == "german"
        else [3.0, True, 7, -1, "3"]
    )
    if name == "sechs_as":
        bad = [(6.0, 5), (5, 6), (7, 1), "6,5", None, (True, 1)]
    check_illegal_refused(start, bad)
    outcome = start.chance_outcomes()[1][0]
    after = start.apply(list(outcome) if isinstance(outcome, tuple) else outcome)  # JSON lists are fine
    assert after.to_json() == start.apply(outcome).to_json()


@pytest.mark.parametrize("x", [7, 14, -1, None, "x", 3.0, Sow("x"), Sow(None), {"hole": 3}])
def test_why_not_answers_for_anything_apply_refuses(x):
    """RP-1, RP-2: why_not never raises; it gives the same reason apply raises with."""
    state = gamekit.load("raja_pasu").initial_state()
    reason = state.why_not(x)
    assert isinstance(reason, str) and reason
    with pytest.raises(gamekit.IllegalMoveError) as exc:
        state.apply(x)
    assert str(exc.value) == reason


def test_why_not_accepts_what_apply_accepts():
    """SA-2: a click token is a move for why_not as for apply."""
    s = gamekit.load("sechs_as").initial_state().apply((6, 5))
    assert s.why_not("6:remove") is None and s.why_not("5:pot") is None
    assert "SA-" in s.why_not("2:take")


def test_positions_name_missing_options():
    """check_header: a position without an option says which one is missing."""
    with pytest.raises(gamekit.InvalidPositionError, match="lacks the option 'first_player'"):
        gamekit.state_from_json({"game": "raja_pasu", "options": {"match": False, "pasu_on_last_seed": True}})
    with pytest.raises(gamekit.InvalidPositionError, match="option 'match'"):
        gamekit.load("raja_pasu").state_from_json(
            {
                **gamekit.load("raja_pasu").initial_state().to_json(),
                "options": {"match": 0, "pasu_on_last_seed": True, "first_player": 0},
            }
        )
