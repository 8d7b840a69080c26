"""``apply``, ``apply_with_events`` and ``GameRecord.apply`` agree on every input (hypothesis).

A move equal to a legal move is applied and recorded as that legal move, or refused with
:class:`~gamekit.InvalidMoveError`; what they produce saves and loads exactly.  The junk is
built from positions of random play of every registered game (``fuzz_positions``): legal moves,
throws and move JSON with one field swapped for a float, a bool, a numpy integer, a string,
None or another number, and values that are no move at all.
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest
from fuzz_positions import keys, positions
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit import GameError, GameRecord, InvalidMoveError
from gamekit.pachisi.czech import Move, Pass
from gamekit.pachisi.german import Step
from gamekit.raja_pasu import Sow

EXAMPLES_PER_GAME = 400


def _swaps(v):
    """Values that are not ``v`` as its JSON holds it, some equal to it in Python (``6.0 == 6``)."""
    out = [None, "x", str(v), [v], 10**20, -1]
    if type(v) is int:
        out += [float(v), np.int64(v), v + 1, float("nan"), bool(v % 2)]
    return out


def _junk(state, draw):
    """One careless input for ``state``, drawn with hypothesis's ``draw``."""
    kind = draw(st.sampled_from(["field", "json", "throw", "value"]))
    moves = state.legal_moves()
    if kind == "field" and moves:
        m = draw(st.sampled_from(moves))
        f = draw(st.sampled_from([f.name for f in dataclasses.fields(m)]))
        try:
            return dataclasses.replace(m, **{f: draw(st.sampled_from(_swaps(getattr(m, f))))})
        except (TypeError, ValueError, KeyError):
            return m
    if kind == "json" and moves:
        obj = draw(st.sampled_from(moves)).to_json()
        k = draw(st.sampled_from(sorted(obj)))
        return {**obj, k: draw(st.sampled_from(_swaps(obj[k])))}
    if kind == "throw" and state.is_chance():
        o = draw(st.sampled_from([o for o, _ in state.chance_outcomes()]))
        if isinstance(o, tuple):
            i = draw(st.integers(0, len(o) - 1))
            return o[:i] + (draw(st.sampled_from(_swaps(o[i]))),) + o[i + 1 :]
        return draw(st.sampled_from(_swaps(o) + [o]))
    return draw(
        st.one_of(
            st.integers(-3, 20),
            st.floats(allow_nan=True),
            st.booleans(),
            st.none(),
            st.text(max_size=8),
            st.tuples(st.integers(0, 7), st.integers(0, 7)),
            st.lists(st.integers(0, 7), max_size=3),
            st.dictionaries(st.sampled_from(["type", "hole", "colour", "from"]), st.integers(0, 3), max_size=3),
        )
    )


def _run(f):
    try:
        return f(), None
    except GameError as exc:  # any other exception fails the test
        return None, (type(exc), str(exc))


def _check_agree(state, x):
    """The three apply functions give the same state or the same error; the result reloads exactly."""
    after, err = _run(lambda: state.apply(x))
    with_events, err2 = _run(lambda: state.apply_with_events(x))
    rec = GameRecord(state)
    rec_state, err3 = _run(lambda: rec.apply(x))
    assert err == err2 == err3, (x, err, err2, err3)
    assert (state.why_not(x) is None) == (err is None), (x, state.why_not(x), err)
    if err is not None:
        assert len(rec) == 0 and rec.state is state  # nothing changed
        return
    assert after == with_events[0] == rec_state
    assert after.to_json() == with_events[0].to_json() == rec_state.to_json()
    text = json.dumps(after.to_json())
    back = gamekit.state_from_json(json.loads(text))
    assert back == after and json.dumps(back.to_json()) == text
    action = rec.actions[0]
    if state.is_chance():
        assert any(action is o for o, _ in state.chance_outcomes())
    else:  # the legal move itself, or (German, PG-4 pieces alike) one whose JSON reads back to it
        assert action in state.legal_moves() or state.game.move_from_json(action.to_json()) == action
    rec_text = json.dumps(rec.to_json())
    again = GameRecord.from_json(json.loads(rec_text))
    assert json.dumps(again.to_json()) == rec_text and again.state == rec.state


@pytest.mark.parametrize("key", keys())
@settings(max_examples=EXAMPLES_PER_GAME, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_apply_apply_with_events_and_the_record_agree_on_junk(key, data):
    """Every input is refused by all three with the same GameError, or applied by all three as
    the same legal move / listed throw, and the state and record reload exactly."""
    pool = positions(key)
    state, _ = pool[data.draw(st.integers(0, len(pool) - 1))]
    _check_agree(state, _junk(state, data.draw))


def test_the_cases_fuzzing_found_are_refused_or_taken_as_the_legal_move():
    """The cases of the fuzzing report: Pass(0.0), Move(0, 0.0, 3, 1), a German step to 6.0,
    Sow(np.int64(3)) (taken as Sow(3)) and Sow(True) (no hole 1)."""
    c = gamekit.load("pachisi", ruleset="czech").initial_state().apply(3)
    for x in (Pass(0.0), Move(0, 0.0, 3, 1), Move(0, 0, 3.0, 1), Move(0, 0, 3, True)):
        _check_agree(c, x)
        with pytest.raises(InvalidMoveError):
            c.apply_with_events(x)
    g = gamekit.load("pachisi", ruleset="german").initial_state().apply((6, 5))
    _check_agree(g, Step(0, 0, (6, 5), -1, 6.0))
    with pytest.raises(InvalidMoveError, match="6.0"):
        g.apply(Step(0, 0, (6, 5), -1, 6.0))
    r = GameRecord(gamekit.load("raja_pasu").initial_state())
    r.apply(Sow(np.int64(3)))
    assert r.actions == [Sow(3)] and type(r.actions[0].hole) is int
    assert json.loads(json.dumps(r.to_json()))["actions"] == [{"type": "sow", "hole": 3}]
    s = gamekit.load("raja_pasu").initial_state()
    with pytest.raises(InvalidMoveError, match="'hole'"):
        GameRecord(s).apply(Sow(True))
    _check_agree(s, Sow(True))
    assert s.apply(Sow(np.int64(3))) == s.apply(3)


def test_a_junk_string_mid_roll_is_no_german_move():
    """A string that is no move at all, given mid-roll, is an InvalidMoveError; a step's click
    token of no legal step stays an IllegalMoveError citing PG-10, PG-12."""
    g = gamekit.load("pachisi", ruleset="german").initial_state().apply((6, 5))
    with pytest.raises(InvalidMoveError):
        g.apply("hello")
    with pytest.raises(gamekit.IllegalMoveError, match="PG-10") as info:
        g.apply("step:0:3:4")
    assert not isinstance(info.value, InvalidMoveError)
