"""Conformance over every game (issue 10 §4, issue 12 §3): one apply.

* ``apply(x)`` and ``apply_with_events(x)[0]`` accept and refuse exactly the same inputs -- legal,
  illegal and malformed -- with the same error (type and message) and give the same state, on
  random playouts of every rule set; the state applied to never changes.
* A refusal of a readable input carries its rule ID(s) in ``IllegalMoveError.rule``; input that
  cannot be read raises ``InvalidMoveError``.
* Every outcome ``chance_outcomes()`` lists has probability > 0, and exactly those are accepted.
* State equality includes the game's options, for every option of every game.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

import gamekit
from gamekit import GameError, IllegalMoveError, InvalidMoveError
from gamekit.agents import random_agent

RULE_SETS = {
    "raja_pasu": ("raja_pasu", {}),
    "raja_pasu match": ("raja_pasu", {"match": True}),
    "sechs_as": ("sechs_as", {}),
    "sechs_as 4 players": ("sechs_as", {"players": 4}),
    "pachisi/german": ("pachisi", {"ruleset": "german"}),
    "pachisi/german duel": ("pachisi", {"ruleset": "german", "individual": True, "colours": ["red", "green"]}),
    "pachisi/czech": ("pachisi", {"ruleset": "czech"}),
    "pachisi/czech cowrie_p=0.01": ("pachisi", {"ruleset": "czech", "cowrie_p": 0.01}),
}
RULE_SETS.update(
    {key: (key, {}) for key in gamekit.registry.keys() if key not in RULE_SETS}
)  # e.g. the test's dice race

MALFORMED = [
    None,
    "garbage",
    3.5,
    True,
    -1,
    99,
    object(),
    {"nonsense": 1},
    [1, 2],
    (9, 9),
    [[6, 5]],
    np.int64(3),
    np.array([6, 5]),
    "6-5",
    (6.0, 5),
    3.0,
]


def _result(fn, x):
    """What applying ``x`` gives: ("ok", state) or ("error", type, message); any other exception propagates."""
    try:
        return ("ok", fn(x))
    except GameError as exc:
        return ("error", type(exc), str(exc), getattr(exc, "rule", None))


def _inputs(state, previous):
    """Legal, illegal and malformed inputs to try at ``state``."""
    xs = list(MALFORMED)
    if state.is_chance():
        for o, _ in state.chance_outcomes():
            xs += [o, state.game.outcome_to_json(o)]
    for m in state.legal_moves():
        xs += [m, m.to_json()]
        if hasattr(m, "click_token"):
            xs.append(m.click_token())
    for m in previous:  # legal somewhere else: usually illegal here
        xs += [m, m.to_json()]
    return xs


def _check_state(state, previous):
    before = json.dumps(state.to_json(), sort_keys=True)
    for x in _inputs(state, previous):
        a = _result(state.apply, x)
        b = _result(lambda y: state.apply_with_events(y)[0], x)
        assert a[0] == b[0] and a[1:] == b[1:], (state.to_json(), x, a, b)
        if a[0] == "error" and a[1] is not InvalidMoveError:
            assert issubclass(a[1], IllegalMoveError), (x, a)
            assert a[3], f"refusal without a rule ID: {a[2]!r} for {x!r}"  # IllegalMoveError.rule
    assert json.dumps(state.to_json(), sort_keys=True) == before, "applying changed the state"
    if state.is_chance():
        outs = state.chance_outcomes()
        assert outs and all(p > 0 for _, p in outs)
        for o, _ in outs:
            assert state.apply(o) == state.apply_with_events(o)[0]


@pytest.mark.parametrize("key", sorted(RULE_SETS))
def test_apply_and_apply_with_events_accept_and_refuse_the_same_inputs(key):
    name, opts = RULE_SETS[key]
    game = gamekit.load(name, **opts)
    rng = np.random.default_rng(10)
    for _ in range(2):
        state, previous = game.initial_state(), []
        for step in range(120):
            _check_state(state, previous)
            if state.is_terminal():
                break
            if state.is_chance():
                outs = state.chance_outcomes()
                action = outs[rng.choice(len(outs), p=np.array([p for _, p in outs]))][0]
            else:
                previous = state.legal_moves()[:4]
                action = random_agent(state, rng)
            state = state.apply(action)
        if state.is_terminal():
            _check_state(state, previous)


@pytest.mark.parametrize("key", sorted(RULE_SETS))
def test_apply_equals_apply_with_events_on_whole_random_games(key):
    """apply(x) == apply_with_events(x)[0] at every step of whole random games (a few per rule set)."""
    name, opts = RULE_SETS[key]
    game = gamekit.load(name, **opts)
    rng = np.random.default_rng(20)
    for _ in range(3):
        state = game.initial_state()
        while not state.is_terminal():
            if state.is_chance():
                outs = state.chance_outcomes()
                action = outs[rng.choice(len(outs), p=np.array([p for _, p in outs]))][0]
            else:
                action = random_agent(state, rng)
            after, events = state.apply_with_events(action)
            assert state.apply(action) == after
            assert isinstance(events, tuple) and all(isinstance(e, gamekit.Event) for e in events)
            state = after
        with pytest.raises(IllegalMoveError) as exc:
            state.apply(0)
        assert exc.value.rule, exc.value  # the rule that ended the game


def test_czech_tiny_cowrie_p_is_refused_rather_than_half_possible():
    """Issue 10 §4: cowrie_p=1e-200 made 6 mouths up "possible" for apply and impossible for
    apply_with_events.  Decision (PC-2): cowrie_p lies from 0.01 to 0.99."""
    with pytest.raises(gamekit.UnknownOptionError, match="cowrie_p"):
        gamekit.load("pachisi", ruleset="czech", cowrie_p=1e-200)


# --------------------------------------------------------------------------- options in equality

OPTION_VARIANTS = [
    ("raja_pasu", {}, {"match": True}),
    ("raja_pasu", {}, {"pasu_on_last_seed": False}),
    ("raja_pasu", {}, {"first_player": 1}),
    ("sechs_as", {}, {"all_actions_compulsory": True}),
    ("sechs_as", {"players": 4}, {"players": 4, "one_goes_to": "left"}),
    ("sechs_as", {}, {"players": 4}),
    ("pachisi", {"ruleset": "german"}, {"ruleset": "german", "enter_on_sum_five": True}),
    ("pachisi", {"ruleset": "german"}, {"ruleset": "german", "individual": True}),
    (
        "pachisi",
        {"ruleset": "german", "individual": True},
        {"ruleset": "german", "individual": True, "colours": ["red", "green"]},
    ),
    ("pachisi", {"ruleset": "czech"}, {"ruleset": "czech", "individual": True}),
    ("pachisi", {"ruleset": "czech"}, {"ruleset": "czech", "cowrie_p": 0.3}),
    ("pachisi", {"ruleset": "czech"}, {"ruleset": "czech", "help_partner": True}),
    ("dice_race", {}, {"length": 8}),  # the test package's own game (tests/dice_race.py)
]


def test_every_option_of_every_game_has_a_variant_here():
    """The table below covers every option of every rule set (so a new option needs a line)."""
    import dataclasses

    covered = {
        (name, base.get("ruleset"), k)
        for name, base, variant in OPTION_VARIANTS
        for k in variant
        if variant[k] != base.get(k)
    }
    for name, opts in RULE_SETS.values():
        game = gamekit.load(name, **opts)
        for f in dataclasses.fields(game.options):
            if f.name != "ruleset":
                assert (name, opts.get("ruleset"), f.name) in covered, (name, f.name)


@pytest.mark.parametrize("name,base,variant", OPTION_VARIANTS)
def test_state_equality_includes_the_options(name, base, variant):
    """Issue 12 §3: two states are equal only if their games' options are equal too (their JSON
    differs in "options"), e.g. load("sechs_as").initial_state() != load("sechs_as",
    all_actions_compulsory=True).initial_state()."""
    a = gamekit.load(name, **base).initial_state()
    b = gamekit.load(name, **variant).initial_state()
    assert a.to_json()["options"] != b.to_json()["options"]
    assert a != b and b != a
    assert a == gamekit.load(name, **base).initial_state()
    assert len({a, b, gamekit.load(name, **base).initial_state()}) == 2
