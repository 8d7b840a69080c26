"""Reading the golden cases of ``tests/data/golden/`` (the format: ``tests/data/README.md``).

Only the public API: :func:`gamekit.load`, ``initial_state``, ``to_json``, ``state_from_json``,
``move_from_json``, ``outcome_from_json``, ``apply``, ``legal_moves``.  The runner is
``tests/test_golden.py``; game test modules use :func:`cases` and :func:`start_state` for their
own cross-checks of engine helpers on the same positions.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import gamekit

GOLDEN_DIR = Path(__file__).parent / "data" / "golden"
FIELDS = ("id", "game", "rules", "comment", "start", "action")
EXPECTATIONS = ("reachable", "trace", "refused")


def files() -> list[Path]:
    """The golden files, one per game, sorted by name."""
    return sorted(GOLDEN_DIR.glob("*.json"))


def cases(game: str | None = None) -> list[dict[str, Any]]:
    """Every case of every file (in file order), or only those of the registry key ``game``."""
    out = []
    for f in files():
        out += json.loads(f.read_text())["cases"]
    return [c for c in out if game is None or c["game"] == game]


def expectation(case: dict[str, Any]) -> str:
    """The case's one expectation: ``"reachable"``, ``"trace"`` or ``"refused"``."""
    (kind,) = [k for k in EXPECTATIONS if k in case]
    return kind


def start_state(case: dict[str, Any]) -> gamekit.State:
    """The case's start position.

    ``start`` is a whole position (it has the key ``"game"``; loaded by
    :func:`gamekit.state_from_json`), or ``{"options": {...}, "with": {...}}``: the initial
    position of ``gamekit.load(case["game"], **options)`` with the keys of ``with`` replaced,
    then loaded by the game's ``state_from_json`` (so it is validated like any position).

    Raises:
        KeyError: ``with`` names a key the game's positions do not have.
        gamekit.InvalidPositionError: the position is not valid.
    """
    start = case["start"]
    if "game" in start:
        state = gamekit.state_from_json(start)
        assert state.game.key == case["game"], f"the start position is a {state.game.key!r} position"
        return state
    game = gamekit.load(case["game"], **start.get("options", {}))
    obj = game.initial_state().to_json()
    for key, value in start.get("with", {}).items():
        if key not in obj:
            raise KeyError(f"start 'with' names {key!r}, not a key of a {case['game']} position ({', '.join(obj)})")
        obj[key] = value
    return game.state_from_json(obj)


def read_action(state: gamekit.State, action: Any) -> Any:
    """The case's ``action`` read at ``state``: a chance outcome (``game.outcome_from_json``) at a
    chance node, else a move (``game.move_from_json``).  Raises what those raise."""
    if state.is_chance():
        return state.game.outcome_from_json(action)
    return state.game.move_from_json(action)


def whole_play_ends(state: gamekit.State) -> list[gamekit.State]:
    """The positions at the end of every whole play from ``state`` (one per play, repeats kept).

    A whole play is the sequence of legal moves of the player to move in ``state``, until a
    chance node, the end of the game, or another player to move.  If ``state`` is already
    there, the only whole play is the empty one and the list is ``[state]``.
    """
    mover = state.current_player

    def rec(s: gamekit.State) -> list[gamekit.State]:
        if s.is_chance() or s.is_terminal() or s.current_player != mover:
            return [s]
        moves = s.legal_moves()
        assert moves, f"a decision node with no legal move: {s.to_json()}"
        return [end for m in moves for end in rec(s.apply(m))]

    return rec(state)


def _canon(value: Any) -> Any:
    """A value with every innermost list sorted (order ignored; repeats kept)."""
    if isinstance(value, dict):
        return {k: _canon(v) for k, v in value.items()}
    if isinstance(value, list) and value and all(isinstance(v, list) for v in value):
        return [_canon(v) for v in value]
    if isinstance(value, list):
        return sorted(value, key=lambda v: json.dumps(v, sort_keys=True))
    return value


def view(position: dict[str, Any], keys: list[str], unordered: list[str] = ()) -> str:
    """``position`` (a JSON dict) cut down to ``keys``, the lists under ``unordered`` keys sorted;
    as a canonical JSON string (hashable, comparable).  Raises KeyError for a key it lacks."""
    cut = {k: position[k] for k in keys}
    for k in unordered:
        cut[k] = _canon(cut[k])
    return json.dumps(cut, sort_keys=True)
