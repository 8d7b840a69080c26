"""Conformance checks every gamekit game must pass (after OpenSpiel's api_test and PettingZoo's tests).

Use from a game's test module::

    from conformance import check_playouts, check_illegal_refused, check_bad_json_refused

``check_playouts`` plays random games and after every step checks the common API and the
game's own ``invariant(state)`` (which should raise AssertionError with a message).
"""

from __future__ import annotations

import copy
import json
import math

import numpy as np

import gamekit
from gamekit.agents import random_agent


def check_state_api(state) -> None:
    """The common API holds at one state."""
    game = state.game
    assert isinstance(state.current_player, int) and 0 <= state.current_player < game.num_players
    rets = state.returns()
    assert len(rets) == game.num_players
    if state.is_terminal():
        assert state.legal_moves() == []
        assert state.winner is not None
        return
    assert state.winner is None
    if state.is_chance():
        assert state.legal_moves() == []
        outs = state.chance_outcomes()
        assert outs, "a chance node needs outcomes"
        assert math.isclose(sum(p for _, p in outs), 1.0, abs_tol=1e-12)
        assert all(isinstance(p, float) and 0 <= p <= 1 for _, p in outs)
    else:
        moves = state.legal_moves()
        assert moves, "a non-terminal decision node needs a legal move"
        assert state.chance_outcomes() == []
        for m in moves:
            assert isinstance(str(m), str) and str(m)
            assert game.move_from_json(json.loads(json.dumps(m.to_json()))) == m
            assert state.why_not(m) is None


def check_json_roundtrip(state) -> None:
    """``to_json`` is plain JSON and loads back to an equal state (also via ``gamekit.state_from_json``)."""
    obj = state.to_json()
    text = json.dumps(obj)
    back = state.game.state_from_json(json.loads(text))
    assert back == state, f"round-trip changed the state:\n{obj}\n{back.to_json()}"
    assert back.to_json() == obj
    assert gamekit.state_from_json(json.loads(text)) == state


def check_playouts(game, *, n_games: int, seed: int, invariant=None, agent=random_agent, max_steps=100_000):
    """Play ``n_games`` random games; check API, JSON round-trip, immutability and ``invariant`` at each step.

    Returns the list of final states.
    """
    rng = np.random.default_rng(seed)
    finals = []
    for _ in range(n_games):
        state = game.initial_state()
        for step in range(max_steps):
            check_state_api(state)
            check_json_roundtrip(state)
            if invariant is not None:
                invariant(state)
            if state.is_terminal():
                break
            before = state.to_json()
            if state.is_chance():
                action = gamekit.sample_outcome(state, rng)
            else:
                action = agent(state, rng)
            state2 = state.apply(action)
            assert state.to_json() == before, "apply changed the state it was called on"
            state = state2
        else:
            raise AssertionError(f"game did not end in {max_steps} steps")
        finals.append(state)
    return finals


def check_illegal_refused(state, bad_actions) -> None:
    """Each of ``bad_actions`` raises IllegalMoveError and leaves ``state`` unchanged."""
    before = state.to_json()
    for bad in bad_actions:
        try:
            state.apply(bad)
        except gamekit.IllegalMoveError as exc:
            assert str(exc), "an illegal move needs a reason"
        else:
            raise AssertionError(f"{bad!r} was accepted")
        assert state.to_json() == before


def check_bad_json_refused(game, good_obj, mutations) -> None:
    """Each ``mutation(obj)`` (editing a deep copy of ``good_obj`` in place) makes loading fail with InvalidPositionError."""
    for mutate in mutations:
        obj = copy.deepcopy(good_obj)
        mutate(obj)
        try:
            game.state_from_json(obj)
        except gamekit.InvalidPositionError as exc:
            assert str(exc)
        else:
            raise AssertionError(f"mutated position was accepted: {obj}")
    assert good_obj == copy.deepcopy(good_obj)
