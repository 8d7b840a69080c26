"""One JSON vocabulary for every game (issue 12 §4): the position header, typed moves and throws.

Every position's JSON starts with the four keys ``game`` (the registry key), ``options``,
``to_move`` (the seat, ``current_player``) and ``winner``; every move's JSON has a ``"type"``
first; every chance outcome is ``{"type": "throw", "value": ...}`` (defined once in
``gamekit/core.py``).  Every rule set and the test game are checked.
"""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

import gamekit
from gamekit.core import HEADER_KEYS, playout
from gamekit.record import GameRecord

# (load name, options, registry key): every game whose JSON uses the shared header
GAMES = [
    ("raja_pasu", {}, "raja_pasu"),
    ("raja_pasu", {"match": True}, "raja_pasu"),
    ("sechs_as", {}, "sechs_as"),
    ("sechs_as", {"players": 4}, "sechs_as"),
    ("pachisi", {"ruleset": "german"}, "pachisi/german"),
    ("pachisi", {"ruleset": "german", "individual": True}, "pachisi/german"),
    ("pachisi", {"ruleset": "czech"}, "pachisi/czech"),
    ("pachisi", {"ruleset": "czech", "individual": True}, "pachisi/czech"),
    ("dice_race", {}, "dice_race"),
]
IDS = [f"{n}{'-' + '-'.join(f'{k}={v}' for k, v in o.items()) if o else ''}" for n, o, _ in GAMES]


def _random_states(game, seed: int, games: int = 3):
    """``(state, action)`` of a few seeded random playouts (chance by gamekit's one sampler)."""
    rng = np.random.default_rng(seed)
    for _ in range(games):
        yield from playout(game.initial_state(), lambda s, r: s.legal_moves()[r.integers(len(s.legal_moves()))], rng)


@pytest.mark.parametrize(("name", "options", "key"), GAMES, ids=IDS)
def test_positions_start_with_the_four_header_keys(name, options, key):
    """The first four keys, in order, are game / options / to_move / winner; to_move is
    current_player (an int seat), winner the state's winner as JSON; the game's key is the registry key."""
    game = gamekit.load(name, **options)
    seen_over = False
    for state, action in _random_states(game, 1):
        for s in (state, state.apply(action)):
            obj = s.to_json()
            assert tuple(obj)[:4] == HEADER_KEYS
            assert obj["game"] == key and obj["options"] == game.options_json()
            assert type(obj["to_move"]) is int and obj["to_move"] == s.current_player
            w = s.winner
            assert obj["winner"] == (list(w) if isinstance(w, tuple) else w)
            seen_over |= obj["winner"] is not None
    assert seen_over  # finished positions were checked too


@pytest.mark.parametrize(("name", "options", "key"), GAMES, ids=IDS)
def test_a_wrong_header_is_refused_naming_the_key(name, options, key):
    """A wrong "game", "to_move" or "winner" (or one missing) raises InvalidPositionError naming the key."""
    game = gamekit.load(name, **options)
    good = game.initial_state().to_json()
    n = game.num_players
    cases = [
        ("game", "chess"),
        ("game", "pachisi"),  # a load name, not a registry key
        ("to_move", n),  # no such seat
        ("to_move", True),  # a bool is no seat
        ("to_move", "red"),  # the old Pachisi form, a colour name
        ("winner", 0),  # nobody has won at the start
        ("winner", "draw"),
    ]
    for k, v in cases:
        obj = copy.deepcopy(good)
        obj[k] = v
        with pytest.raises(gamekit.InvalidPositionError, match=f"'{k}'"):
            game.state_from_json(obj)
    for k in ("to_move", "winner"):
        obj = copy.deepcopy(good)
        del obj[k]
        with pytest.raises(gamekit.InvalidPositionError, match=f"'{k}'"):
            game.state_from_json(obj)
    assert game.state_from_json(json.loads(json.dumps(good))) == game.initial_state()


def test_an_old_pachisi_position_is_told_the_game_keys():
    """The old Czech header ("game": "pachisi" + "ruleset") is refused with the keys to use."""
    old = gamekit.load("pachisi", ruleset="czech").initial_state().to_json()
    old.update(game="pachisi", ruleset="czech", to_move="red")
    for load in (gamekit.state_from_json, gamekit.load("pachisi", ruleset="czech").state_from_json):
        with pytest.raises(gamekit.InvalidPositionError, match="'pachisi/german' or 'pachisi/czech'"):
            load(old)


def test_a_finished_position_must_say_its_winner():
    """Czech team play: red and green have all eight pieces home, so the team (0, 2) has won (PC-1);
    "winner": null, or another team, is refused naming 'winner'."""
    g = gamekit.load("pachisi", ruleset="czech")
    obj = g.initial_state().to_json()
    obj["pieces"].update(red=[83] * 4, green=[83] * 4)
    obj["winner"] = [0, 2]
    won = g.state_from_json(obj)
    assert won.winner == (0, 2) and won.is_terminal()
    for bad in (None, [1, 3], 0, (0, 2)):
        wrong = copy.deepcopy(obj)
        wrong["winner"] = bad
        with pytest.raises(gamekit.InvalidPositionError, match="'winner'"):
            g.state_from_json(wrong)


@pytest.mark.parametrize(("name", "options", "key"), GAMES, ids=IDS)
def test_every_move_and_throw_of_random_playouts_round_trips(name, options, key):
    """Every legal move's JSON has "type" first and reads back equal; every throw is
    {"type": "throw", "value": ...} and reads back to the same outcome; apply takes both forms."""
    game = gamekit.load(name, **options)
    moves = throws = 0
    for state, action in _random_states(game, 2):
        if state.is_chance():
            for o, _p in state.chance_outcomes():
                j = json.loads(json.dumps(game.outcome_to_json(o)))
                assert j == {"type": "throw", "value": list(o) if isinstance(o, tuple) else o}
                assert game.outcome_from_json(j) == o and type(game.outcome_from_json(j)) is type(o)
                throws += 1
            assert state.apply(game.outcome_to_json(action)) == state.apply(action)
        else:
            for m in state.legal_moves():
                j = json.loads(json.dumps(m.to_json()))
                assert next(iter(j)) == "type" and j["type"] != "throw"
                assert game.move_from_json(j) == m
                moves += 1
            assert state.apply(action.to_json()) == state.apply(action)
    assert moves > 0 and (throws > 0 or name == "raja_pasu")


@pytest.mark.parametrize(("name", "options", "key"), GAMES, ids=IDS)
def test_a_move_without_a_known_type_is_refused(name, options, key):
    """A move's JSON without "type", or with an unknown one (a throw too), raises InvalidMoveError naming 'type'."""
    game = gamekit.load(name, **options)
    state = next(s for s, _a in _random_states(game, 3, games=1) if not s.is_chance())
    j = state.legal_moves()[0].to_json()
    untyped = {k: v for k, v in j.items() if k != "type"}
    for bad in (untyped, {**j, "type": "teleport"}, {**j, "type": "throw"}):
        with pytest.raises(gamekit.InvalidMoveError, match="'type'"):
            game.move_from_json(bad)
        with pytest.raises(gamekit.InvalidMoveError):
            state.apply(bad)


def test_outcome_json_refuses_anything_but_a_typed_throw():
    """core's outcome_from_json: only {"type": "throw", "value": int or list of ints}; apply refuses the rest."""
    g = gamekit.load("sechs_as")
    assert g.outcome_from_json({"type": "throw", "value": [6, 5]}) == (6, 5)
    for bad in (
        [6, 5],
        5,
        None,
        {"value": [6, 5]},
        {"type": "sow", "value": [6, 5]},
        {"type": "throw"},
        {"type": "throw", "value": [6, 5], "seat": 0},
        {"type": "throw", "value": [6.0, 5]},
        {"type": "throw", "value": True},
        {"type": "throw", "value": "6-5"},
        {"type": "throw", "value": []},
    ):
        with pytest.raises(gamekit.InvalidMoveError):
            g.outcome_from_json(bad)
    s = g.initial_state()
    with pytest.raises(gamekit.InvalidMoveError, match="'type'"):
        s.apply({"type": "dice", "value": [6, 5]})
    with pytest.raises(gamekit.IllegalMoveError, match="SA-1"):
        s.apply({"type": "throw", "value": [7, 5]})  # no such throw of two dice
    cz = gamekit.load("pachisi", ruleset="czech")
    assert cz.outcome_to_json(3) == {"type": "throw", "value": 3}  # mouths up (PC-2)
    assert cz.initial_state().apply({"type": "throw", "value": 3}) == cz.initial_state().apply(3)


def test_game_record_json_is_typed_and_keyed():
    """A GameRecord's JSON has the registry key and its history as typed throws and moves."""
    g = gamekit.load("pachisi", ruleset="czech")
    rec = GameRecord(g.initial_state())
    rec.apply(3)  # red throws 3 mouths up: value 3 (PC-2)
    rec.apply(rec.state.legal_moves()[0])
    obj = json.loads(json.dumps(rec.to_json()))
    assert obj["game"] == "pachisi/czech" and obj["start"]["game"] == "pachisi/czech"
    assert obj["actions"][0] == {"type": "throw", "value": 3}
    assert obj["actions"][1]["type"] in ("enter", "move", "pass")
    assert GameRecord.from_json(obj).states == rec.states
    for i, bad in (
        (0, {"type": "move", "colour": "red", "from": 0, "to": 3, "size": 1}),
        (1, {"type": "throw", "value": 3}),
    ):
        wrong = copy.deepcopy(obj)
        wrong["actions"][i] = bad  # a move where a throw is due, a throw where a move is
        with pytest.raises(gamekit.InvalidPositionError, match=f"action {i}"):
            GameRecord.from_json(wrong)
    wrong = copy.deepcopy(obj)
    wrong["game"] = "pachisi"
    with pytest.raises(gamekit.InvalidPositionError, match="'game'"):
        GameRecord.from_json(wrong)
