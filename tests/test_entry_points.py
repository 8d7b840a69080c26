"""Careless input at the core entry points gets a gamekit error naming the argument, and nothing
changes (issue 11 §5, the core and rules part; issue 12 §3).  ``simulate`` and the widgets have
their own checks."""

from __future__ import annotations

import copy

import pytest

import gamekit
from gamekit import GameError, GameRecord, IllegalMoveError, InvalidMoveError, InvalidPositionError, rules
from gamekit.pachisi.german import after_roll, whole_plays


# --------------------------------------------------------------------------- load


@pytest.mark.parametrize("name", [None, 5, ["raja_pasu"], b"raja_pasu", "chess", "Raja_Pasu", ""])
def test_load_refuses_a_wrong_name_naming_it(name):
    with pytest.raises(gamekit.UnknownGameError) as exc:
        gamekit.load(name)
    text = str(exc.value)
    assert repr(name) in text and "raja_pasu" in text  # names what was given and lists the valid names


@pytest.mark.parametrize(
    "options, named",
    [
        ({"ruleset": "chess"}, "ruleset"),
        ({"ruleset": 5}, "ruleset"),
        ({"cowrie_p": 0.5}, "cowrie_p"),
        ({"ruleset": "czech", "cowrie_p": "half"}, "cowrie_p"),
        ({"ruleset": "czech", "cowrie_p": 1e-200}, "cowrie_p"),
        ({"individual": "yes"}, "individual"),
        ({"colours": ["red", "red"]}, "colours"),
    ],
)
def test_load_refuses_wrong_options_naming_them(options, named):
    with pytest.raises(gamekit.UnknownOptionError, match=named):
        gamekit.load("pachisi", **options)


def test_load_pachisi_without_ruleset_is_the_german_rules():
    """Decision (documented in load): load("pachisi") is load("pachisi", ruleset="german") (PG-1)."""
    assert gamekit.load("pachisi") == gamekit.load("pachisi", ruleset="german")
    assert gamekit.load("pachisi").options.ruleset == "german"


def test_messages_say_an_int_not_a_int():
    for name, opts in [("raja_pasu", {"first_player": 1.0}), ("raja_pasu", {"first_player": True})]:
        with pytest.raises(gamekit.UnknownOptionError) as exc:
            gamekit.load(name, **opts)
        assert "an int" in str(exc.value) and "a int" not in str(exc.value)


# --------------------------------------------------------------------------- GameRecord


@pytest.mark.parametrize("start", [gamekit.load("raja_pasu"), "raja_pasu", None, 5, {"game": "raja_pasu"}])
def test_game_record_refuses_anything_but_a_state_at_once(start):
    with pytest.raises(GameError, match="start"):
        GameRecord(start)


def test_game_record_goto_undo_apply_refuse_and_change_nothing():
    rec = GameRecord(gamekit.load("raja_pasu").initial_state())
    rec.apply(3)
    rec.apply(8)
    before = (rec.cursor, len(rec), rec.to_json())
    for step in (-1, 3, 99, "1", 1.0, None, True):
        with pytest.raises(GameError, match="step"):
            rec.goto(step)
        assert (rec.cursor, len(rec), rec.to_json()) == before
    for bad in (None, "x", 99, 3.0, {"hole": 3}):
        with pytest.raises(IllegalMoveError):
            rec.apply(bad)
        assert (rec.cursor, len(rec), rec.to_json()) == before
    assert rec.goto(0) == gamekit.load("raja_pasu").initial_state() and rec.cursor == 0


@pytest.mark.parametrize(
    "obj",
    [
        None,
        5,
        {},
        {"actions": "x"},
        {"start": None, "actions": []},
        {"start": {"game": "chess", "options": {}}, "actions": []},
    ],
)
def test_game_record_from_json_refuses_malformed_records(obj):
    with pytest.raises(InvalidPositionError):
        GameRecord.from_json(obj)


def test_game_record_from_json_names_the_action_that_cannot_be_read():
    rec = GameRecord(gamekit.load("raja_pasu").initial_state())
    rec.apply(3)
    obj = rec.to_json()
    obj["actions"][0] = {"type": "sow", "hole": "three"}
    with pytest.raises(InvalidPositionError, match="action 0"):
        GameRecord.from_json(obj)


# --------------------------------------------------------------------------- state_from_json, move_from_json


@pytest.mark.parametrize(
    "obj", [None, 5, "raja_pasu", [], {}, {"game": "chess", "options": {}}, {"game": "raja_pasu", "options": None}]
)
def test_state_from_json_refuses_what_is_no_position(obj):
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(obj)


@pytest.mark.parametrize(
    "name, opts",
    [("raja_pasu", {}), ("sechs_as", {}), ("pachisi", {"ruleset": "german"}), ("pachisi", {"ruleset": "czech"})],
)
def test_move_from_json_raises_invalid_move_error(name, opts):
    """Issue 12 §3: move input that cannot be read is an InvalidMoveError, not an InvalidPositionError."""
    game = gamekit.load(name, **opts)
    for bad in (None, "x", 3.5, [], {"type": "fly"}, {"colour": "red"}, {"seat": 0, "die": 9, "action": "pot"}, -1):
        with pytest.raises(InvalidMoveError) as exc:
            game.move_from_json(bad)
        assert not isinstance(exc.value, InvalidPositionError)


# --------------------------------------------------------------------------- rules registry


def test_rules_explain_is_case_insensitive_and_refuses_unknown_ids():
    assert rules.explain("rp-5") == rules.explain("RP-5") == rules.explain(" RP-5 ")
    assert rules.get("pg-14A").id == "PG-14a"
    for bad in (None, 5, "", "XX-1", "RP-99", "RP5"):
        with pytest.raises(GameError, match="rule"):
            rules.explain(bad)


def test_rules_ids_refuses_an_unknown_game_naming_the_argument():
    assert rules.ids("raja_pasu") and set(rules.ids("raja_pasu")) <= set(rules.ids())
    for bad in ("chess", "Raja_Pasu", 5, ["raja_pasu"]):
        with pytest.raises(GameError, match=r"ids\(game\)"):
            rules.ids(bad)


# --------------------------------------------------------------------------- helpers with arguments


def test_sechs_as_make_state_names_the_real_problem():
    """[7, 6] holds 13 stones, more than the 12 of a two-player game: the message names 'sides'
    and SA-8, not the key 'removed' that the caller never passed."""
    g = gamekit.load("sechs_as")
    with pytest.raises(InvalidPositionError) as exc:
        g.make_state([7, 6])
    assert "sides" in str(exc.value) and "SA-8" in str(exc.value) and "removed" not in str(exc.value)
    for args, named in [
        (("ab",), "sides"),
        (([6],), "sides"),
        (([-1, 6],), "sides"),
        ((5,), "sides"),
        (([6, 6], -1), "pot"),
        (([6, 6], "x"), "pot"),
    ]:
        with pytest.raises(InvalidPositionError, match=named):
            g.make_state(*args)
    assert g.make_state([6, 5], pot=1).to_json()["removed"] == 0


def test_german_helpers_refuse_wrong_arguments():
    g = gamekit.load("pachisi", ruleset="german")
    start = g.initial_state()
    with pytest.raises(GameError, match="state"):
        whole_plays(None)
    with pytest.raises(IllegalMoveError, match="PG-10"):
        whole_plays(start, (7, 7))
    with pytest.raises(IllegalMoveError, match="PG-10"):
        whole_plays(start, (5.0, 5))
    assert whole_plays(start, [5, 5]) == whole_plays(start, (5, 5))
    rolled = start.apply((6, 5))
    with pytest.raises(GameError, match="chance node"):
        whole_plays(rolled, (6, 5))
    with pytest.raises(GameError, match="not over"):
        after_roll(rolled)
    before = copy.deepcopy(rolled.to_json())
    for values in (None, "x", [], [5.0], {5}):
        with pytest.raises(InvalidMoveError, match="values"):
            rolled.step(0, values)
    with pytest.raises(IllegalMoveError, match="piece"):
        rolled.step("a", 5)
    assert rolled.to_json() == before


# --------------------------------------------------------------------------- found by a new user's try-out


def test_raja_pasu_position_with_a_float_seat_is_refused_naming_to_move():
    obj = gamekit.load("raja_pasu").initial_state().to_json()
    for bad in (1.0, True, "1"):
        with pytest.raises(InvalidPositionError, match="'to_move'"):
            gamekit.state_from_json(dict(obj, to_move=bad))


def test_game_record_action_json_refuses_an_index_out_of_range():
    rec = GameRecord(gamekit.load("raja_pasu").initial_state())
    with pytest.raises(GameError, match="no actions yet"):
        rec.action_json(0)
    rec.apply(3)  # RP-2: South sows hole 3
    assert rec.action_json(0) == {"type": "sow", "hole": 3}
    for bad in (1, -1, "0", 0.0):
        with pytest.raises(GameError, match=r"action_json\(i\): i must be an int from 0 to 0"):
            rec.action_json(bad)


def test_german_step_json_refuses_extra_keys_and_a_bool_piece():
    g = gamekit.load("pachisi", ruleset="german")
    step = g.initial_state().apply((5, 2)).legal_moves()[0]  # PG-5: the 5 enters red piece 0
    good = step.to_json()
    assert g.move_from_json(good) == step
    with pytest.raises(InvalidMoveError, match="unknown key.*'extra'"):
        g.move_from_json(dict(good, extra=1))
    with pytest.raises(InvalidMoveError, match="not a German Pachisi step"):
        g.move_from_json(dict(good, piece=True))


@pytest.mark.parametrize(
    "name, opts, throw, json_throw, bad",
    [
        ("sechs_as", {}, (6, 5), {"type": "throw", "value": [6, 5]}, (7, 1)),
        ("pachisi", {"ruleset": "german"}, (6, 5), {"type": "throw", "value": [6, 5]}, (6.0, 5)),
        ("pachisi", {"ruleset": "czech"}, 3, {"type": "throw", "value": 3}, 9),
    ],
)
def test_why_not_at_a_chance_node_agrees_with_apply(name, opts, throw, json_throw, bad):
    s = gamekit.load(name, **opts).initial_state()
    assert s.is_chance()
    assert s.why_not(throw) is None and s.why_not(json_throw) is None
    s.apply(throw)  # accepted, as why_not said
    reason = s.why_not(bad)
    assert reason is not None and "not a possible throw" in reason
    with pytest.raises(IllegalMoveError, match="not a possible throw"):
        s.apply(bad)


def test_numpy_integers_are_read_as_plain_ints_and_bools_stay_refused():
    np = pytest.importorskip("numpy")
    rp = gamekit.load("raja_pasu").initial_state()
    assert rp.apply(np.int64(3)) == rp.apply(3)  # rng.integers(...) as a hole number (RP-2)
    assert rp.why_not(np.int64(3)) is None
    with pytest.raises(InvalidMoveError):
        rp.apply(True)
    ge = gamekit.load("pachisi", ruleset="german").initial_state()
    assert ge.apply((np.int64(6), np.int64(5))) == ge.apply((6, 5))
    cz = gamekit.load("pachisi", ruleset="czech").initial_state()
    assert cz.apply(np.int8(3)) == cz.apply(3)
