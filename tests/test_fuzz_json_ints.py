"""Every integer of a position's, move's, throw's and record's JSON is an int (hypothesis).

For positions of random play of every registered game (``fuzz_positions``): one integer of the
JSON -- anywhere, header and options included -- swapped for the equal float, a bool or its
digits as a string is refused with :class:`~gamekit.InvalidPositionError` (a move's or throw's
with :class:`~gamekit.InvalidMoveError`) naming the key; the JSON as written loads back and
writes itself again exactly.
"""

from __future__ import annotations

import json

import pytest
from fuzz_positions import keys, positions
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit import GameRecord, InvalidMoveError, InvalidPositionError

EXAMPLES_PER_GAME = 300


def int_paths(obj, path=()):
    """The paths (tuples of keys and indices) of every int (not bool) inside the JSON ``obj``."""
    if type(obj) is int:
        yield path
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from int_paths(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from int_paths(v, path + (i,))


def swapped(obj, path, new):
    """A deep copy of ``obj`` with the value at ``path`` replaced by ``new``."""
    obj = json.loads(json.dumps(obj))
    at = obj
    for k in path[:-1]:
        at = at[k]
    at[path[-1]] = new
    return obj


def replacements(v):
    """A float, a bool and a string that each stand for the int ``v`` carelessly."""
    return [float(v), -0.0 if v == 0 else float(v) + 0.0, v == 1, str(v)]


def _key_named(message, path):
    """The message names the key of the swapped value (the innermost key, not a list index)."""
    names = [k for k in path if isinstance(k, str)]
    return not names or any(repr(k) in message or k in message for k in names)


@pytest.mark.parametrize("key", keys())
def test_positions_of_play_write_their_own_json_exactly(key):
    """Every position random play reaches loads from its JSON to an equal state whose JSON is the same."""
    for state, text in positions(key):
        back = gamekit.state_from_json(json.loads(text))
        assert back == state and json.dumps(back.to_json()) == text


@pytest.mark.parametrize("key", keys())
@settings(max_examples=EXAMPLES_PER_GAME, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_an_integer_of_position_json_that_is_not_an_int_is_refused(key, data):
    """A float (``0.0``, ``-0.0``), a bool or a string in place of any int of a position's JSON is
    an InvalidPositionError naming the key."""
    pool = positions(key)
    state, text = pool[data.draw(st.integers(0, len(pool) - 1))]
    obj = json.loads(text)
    paths = list(int_paths(obj))
    path = data.draw(st.sampled_from(paths))
    v = obj
    for k in path:
        v = v[k]
    bad = swapped(obj, path, data.draw(st.sampled_from(replacements(v))))
    with pytest.raises(InvalidPositionError) as info:
        gamekit.state_from_json(bad)
    assert _key_named(str(info.value), path), (path, str(info.value))


@pytest.mark.parametrize("key", keys())
@settings(max_examples=EXAMPLES_PER_GAME, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_an_integer_of_move_throw_or_record_json_that_is_not_an_int_is_refused(key, data):
    """The same for a legal move's or throw's JSON (InvalidMoveError) and a one-action record's
    JSON (InvalidPositionError), which otherwise reload exactly."""
    pool = [p for p in positions(key) if not p[0].is_terminal()]
    state, _ = pool[data.draw(st.integers(0, len(pool) - 1))]
    game = state.game
    if state.is_chance():
        action = data.draw(st.sampled_from([o for o, _ in state.chance_outcomes()]))
        obj, read = game.outcome_to_json(action), game.outcome_from_json
    else:
        action = data.draw(st.sampled_from(state.legal_moves()))
        obj, read = action.to_json(), game.move_from_json
    rec = GameRecord(state)
    rec.apply(action)
    rec_obj = json.loads(json.dumps(rec.to_json()))
    assert GameRecord.from_json(rec_obj).to_json() == rec_obj
    paths = list(int_paths(obj))
    if paths:
        path = data.draw(st.sampled_from(paths))
        v = obj
        for k in path:
            v = v[k]
        with pytest.raises(InvalidMoveError) as info:
            read(swapped(obj, path, data.draw(st.sampled_from(replacements(v)))))
        assert _key_named(str(info.value), path), (path, str(info.value))
    rec_paths = [p for p in int_paths(rec_obj) if p[0] != "start"]
    path = data.draw(st.sampled_from(rec_paths))
    v = rec_obj
    for k in path:
        v = v[k]
    with pytest.raises(InvalidPositionError):
        GameRecord.from_json(swapped(rec_obj, path, data.draw(st.sampled_from(replacements(v)))))


def test_raja_pasu_winner_zero_point_zero_is_refused():
    """The report's case: ``"winner": 0.0`` / ``-0.0`` and ``"round_winners": [0.0]`` (RP-7, RP-10)."""
    s = gamekit.load("raja_pasu", match=True).initial_state()
    obj = s.to_json()
    for k, v in (("winner", 0.0), ("winner", -0.0), ("round_winners", [0.0])):
        with pytest.raises(InvalidPositionError, match=k):
            gamekit.state_from_json({**obj, k: v})
