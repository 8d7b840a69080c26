"""The one runner of the golden cases of every game (issue 12 §4); the format: ``tests/data/README.md``.

Every case of every file in ``tests/data/golden/`` is one test (its id is the case id).  A case is
a start position, an action (a chance outcome or a move, in the game's JSON) and one expectation,
worked out by hand from RULES.md:

* ``reachable``: the exact SET of positions at the end of the legal whole plays after the action
  (``positions``), or the exact list of legal moves after it (``moves``);
* ``trace``: the exact sequence of events of the action and the position after it;
* ``refused``: the action raises this error class, citing this rule, and changes nothing.

Only the public API is used, so a new game joins with a data file only (``dice_race.json``).
"""

from __future__ import annotations

import json

import pytest

import gamekit
import gamekit.rules
from golden import EXPECTATIONS, FIELDS, cases, expectation, files, read_action, start_state, view, whole_play_ends

CASES = cases()


def _freeze(value):
    """A winner as a hashable value: a team (list or tuple of seats) becomes a tuple."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


def check_reachable(state, case) -> None:
    exp = case["reachable"]
    after = state if case["action"] is None else state.apply(read_action(state, case["action"]))
    if "moves" in exp:  # the exact list of legal moves, in the engine's order
        assert [m.to_json() for m in after.legal_moves()] == exp["moves"], case["comment"]
        return
    if "after_action" in exp:  # public attributes of the state right after the action, before any move
        assert {k: getattr(after, k) for k in exp["after_action"]} == exp["after_action"]
    ends = whole_play_ends(after)
    if "empty_play" in exp:  # the action ends the turn by itself: no move is asked (e.g. PC-5a)
        assert (ends == [after] and not after.legal_moves()) == exp["empty_play"], "empty_play"
    want = exp["positions"]
    keys = list(want[0])
    assert all(list(p) == keys for p in want), "every expected position names the same keys"
    unordered = exp.get("unordered", [])
    want_set = {view(p, keys, unordered) for p in want}
    assert len(want_set) == len(want), "an expected position is listed twice"
    got = {view(s.to_json(), keys, unordered) for s in ends}
    assert got == want_set, f"{case['comment']}\n got  {sorted(got)}\n want {sorted(want_set)}"
    if "winners" in exp:  # the winners among the reachable positions (None left out)
        assert {_freeze(s.winner) for s in ends if s.winner is not None} == {_freeze(w) for w in exp["winners"]}


def check_trace(state, case) -> None:
    exp = case["trace"]
    after, events = state.apply_with_events(read_action(state, case["action"]))
    if "events" in exp:
        got = [
            {"kind": e.kind, **{k: e.data[k] for k in want if k != "kind"}} for e, want in zip(events, exp["events"])
        ]
        assert len(events) == len(exp["events"]), f"{len(events)} events: {[e.kind for e in events]}"
        assert got == exp["events"], case["comment"]
    keys = list(exp["end"])
    assert view(after.to_json(), keys) == view(exp["end"], keys), case["comment"]
    assert after.is_terminal() == exp["terminal"], "terminal"


def check_refused(state, case) -> None:
    exp = case["refused"]
    before = state.to_json()
    with pytest.raises(gamekit.GameError) as info:
        state.apply(read_action(state, case["action"]))
    err = info.value
    assert type(err).__name__ == exp["error"], f"{type(err).__name__}: {err}"
    assert str(err), "a refusal gives a reason"
    if "rule" in exp:
        assert exp["rule"] in err.rules, f"{err} cites {err.rules}"
    if "says" in exp:
        assert exp["says"] in str(err)
    if not state.is_chance():  # why_not gives the same reason without raising
        assert state.why_not(case["action"]) == str(err)
    assert state.to_json() == before, "a refused action changes nothing"


CHECKS = {"reachable": check_reachable, "trace": check_trace, "refused": check_refused}


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_golden(case):
    """One hand-worked case (its rule IDs in ``case['rules']``, its working in ``case['comment']``)."""
    CHECKS[expectation(case)](start_state(case), case)


# ----------------------------------------------------------------------------- the data itself


def test_every_case_is_well_formed():
    """Each case has exactly the fields of the format and one expectation; ids are unique; each
    file holds the cases of one registered game; rule IDs exist in gamekit.rules."""
    ids = [c["id"] for c in CASES]
    assert len(set(ids)) == len(ids), "case ids are unique"
    for f in files():
        obj = json.loads(f.read_text())
        assert set(obj) == {"game", "about", "cases"}, f.name
        assert obj["game"] in gamekit.registry.keys(), f.name
        for c in obj["cases"]:
            assert c["game"] == obj["game"], c["id"]
            assert list(c)[: len(FIELDS)] == list(FIELDS), c["id"]
            assert len(c) == len(FIELDS) + 1 and list(c)[-1] in EXPECTATIONS, c["id"]
            assert c["rules"] and set(c["rules"]) <= set(gamekit.rules.ids(c["game"])), c["id"]
            assert isinstance(c["comment"], str) and c["comment"], c["id"]


def test_every_registered_game_has_golden_cases():
    """The four games and the test game (tests/dice_race.py) each have a golden file."""
    assert set(gamekit.registry.keys()) <= {c["game"] for c in CASES}


# The coverage the old per-game golden tests required (moved here, unchanged).
GERMAN_MOVE_RULES = {
    "PG-2",
    "PG-4",
    "PG-5",
    "PG-7",
    "PG-9",
    "PG-10",
    "PG-11",
    "PG-12",
    "PG-13",
    "PG-14",
    "PG-15",
    "PG-16",
    "PG-17",
    "PG-18",
    "PG-20",
    "PG-21",
    "PG-22",
    "PG-23",
    "PG-10a",
    "PG-11a",
    "PG-12a",
    "PG-21a",
    "PG-21b",
    "PG-14a",
    "PG-18a",
    "PG-22a",
    "PG-3a",
    "PG-4a",
}
CZECH_RULES = {
    "PC-1",
    "PC-2",
    "PC-4",
    "PC-4a",
    "PC-5",
    "PC-5a",
    "PC-5b",
    "PC-6",
    "PC-7",
    "PC-7a",
    "PC-8",
    "PC-8a",
    "PC-9",
    "PC-10",
    "PC-11",
    "PC-11a",
}
COVERAGE = {  # game: (at least this many cases, these rule IDs each in some case)
    "pachisi/german": (30, GERMAN_MOVE_RULES),
    "pachisi/czech": (25, CZECH_RULES),
    "sechs_as": (1, {f"SA-{i}" for i in range(1, 9)}),  # SA-8 is also checked on every playout
    "raja_pasu": (1, {f"RP-{i}" for i in range(1, 10)}),  # RP-10 is checked on every event (test_raja_pasu)
    "dice_race": (1, {"DR-1", "DR-3", "DR-4", "DR-5"}),  # DR-2 (the throw): the cases start after it
}


@pytest.mark.parametrize("game", sorted(COVERAGE))
def test_golden_cases_cover_the_rules(game):
    """Enough hand-worked cases per game, covering every rule that constrains moves."""
    least, rules = COVERAGE[game]
    mine = cases(game)
    assert len(mine) >= least
    covered = {r for c in mine for r in c["rules"]}
    assert rules <= covered, sorted(rules - covered)
