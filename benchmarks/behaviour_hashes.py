#!/usr/bin/env python3
"""SHA-256 hashes of gamekit's observable behaviour, to prove that a refactoring changes none of it.

    python benchmarks/behaviour_hashes.py [--games 40] [--sims 24] > hashes.txt

Prints one line per item, ``name sha256``, for:

* ``trace/<rule set>``: the seeded random games of :mod:`trace_games` (``--games`` games per rule
  set, seed 0; every action, its events and the state after it, as JSON);
* ``simulate/<key>/<engine>/<agents>``: :func:`gamekit.analysis.simulate.simulate` with a small
  ``--sims`` for every built-in game, once with agent names (the batched engine where the game has
  one) and once with the agent functions (always the plain engine; the final states' JSON too);
* ``board/<key>``: a scripted session on a :class:`gamekit.widgets.GameBoard` per game (throws,
  clicks on places of the drawing chosen by a seeded generator, undo and redo), hashing after each
  step the SVG the board ships and its status and message lines;
* ``draw/<key>``: the SVG bytes of :func:`gamekit.render.draw` (and of ``state._repr_svg_()``) for
  seeded positions of every game, with the last action's events.

Numbers only, no assert: save the output before a change and ``diff`` it with the output after.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import gamekit  # noqa: E402
from gamekit import registry  # noqa: E402
from gamekit.agents import agents_for  # noqa: E402
from gamekit.analysis.simulate import simulate  # noqa: E402
from trace_games import RULE_SETS, trace_game  # noqa: E402

_PLACE = re.compile(r'data-click="([^"]*)"')


def _digest(chunks) -> str:
    h = hashlib.sha256()
    for c in chunks:
        h.update(c if isinstance(c, bytes) else str(c).encode())
        h.update(b"\n")
    return h.hexdigest()


def traces(games: int):
    for key, (name, opts) in RULE_SETS.items():
        game = gamekit.load(name, **opts)
        rows = (json.dumps(r, sort_keys=True) for n in range(games) for r in trace_game(game, key, n, 0))
        yield f"trace/{key}", _digest(rows)


def _result_rows(res):
    yield res.engine, res.n, res.interrupted
    for name in ("wins", "draw", "returns", "moves", "throws", "turns", "unfinished"):
        a = np.asarray(getattr(res, name))
        yield name, a.dtype.str, a.shape, a.tobytes()
    for kind in sorted(res.events):
        a = np.asarray(res.events[kind])
        yield kind, a.dtype.str, a.tobytes()
    if res.finals is not None:
        for s in res.finals:
            yield json.dumps(s.to_json(), sort_keys=True)


def simulations(sims: int):
    for key in registry.BUILTIN:
        game = gamekit.load(key)
        fns = agents_for(game)
        for agent in ("random", "greedy"):
            if agent not in fns:
                continue
            for label, agents in (("named", agent), ("function", fns[agent])):
                res = simulate(game, agents, n_games=sims, seed=7, progress=False)
                yield f"simulate/{key}/{label}/{agent}/{res.engine}", _digest(_result_rows(res))


def _seeded_positions(key: str, count: int, seed: int):
    """``count`` positions of a seeded random game of ``key`` (restarted when one ends), with the
    events of the action that led to each."""
    rng = np.random.default_rng(seed)
    game = gamekit.load(key)
    state, events, out = game.initial_state(), (), []
    while len(out) < count:
        out.append((state, events))
        if state.is_terminal():
            state, events = game.initial_state(), ()
            continue
        action = gamekit.sample_outcome(state, rng) if state.is_chance() else None
        if action is None:
            moves = state.legal_moves()
            action = moves[rng.integers(len(moves))]
        for _ in range(int(rng.integers(1, 4))):  # skip a few steps between pictures
            state, events = state.apply_with_events(action)
            if state.is_terminal():
                break
            if state.is_chance():
                action = gamekit.sample_outcome(state, rng)
            else:
                moves = state.legal_moves()
                action = moves[rng.integers(len(moves))]
    return out


def drawings(count: int):
    from gamekit.render import draw

    for key in registry.BUILTIN:
        rows = []
        for state, events in _seeded_positions(key, count, 11):
            rows.append(draw(state).encode())
            rows.append(draw(state, events=events).encode())
            rows.append(state._repr_svg_().encode())
        yield f"draw/{key}", _digest(rows)


def _board_step(board):
    return [board.svgboard.svg.encode(), board.status, board.message, board.refused, board.record.cursor]


def board_session(key: str, steps: int):
    """A fixed session: throws at chance nodes, seeded clicks on the drawing's places, undo every
    seventh step and redo every eleventh."""
    from gamekit.widgets import GameBoard

    os.environ.setdefault("TQDM_DISABLE", "1")
    board = GameBoard(gamekit.load(key), seed=3, speed="off")
    rng = np.random.default_rng(5)
    rows = [_board_step(board)]
    for step in range(1, steps + 1):
        if step % 7 == 0:
            rows.append(["undo", board.undo()])
        elif step % 11 == 0:
            rows.append(["redo", board.redo()])
        elif board.state.is_terminal():
            rows.append(["new"])
            board.new_game()
        elif board.state.is_chance():
            rows.append(["throw", board.throw()])
        else:
            tokens = _PLACE.findall(board.svgboard.svg)
            if tokens and rng.random() < 0.85:
                token = tokens[int(rng.integers(len(tokens)))]
                rows.append(["click", token, board.click(token)])
            else:
                moves = board.state.legal_moves()
                rows.append(["play", str(moves[0]), board.play(moves[0])])
        rows.append(_board_step(board))
    board.close()
    return _digest(str(r).encode() if not isinstance(r, list) else repr(r).encode() for r in rows)


def boards(steps: int):
    for key in registry.BUILTIN:
        yield f"board/{key}", board_session(key, steps)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="traced games per rule set")
    ap.add_argument("--sims", type=int, default=24, help="simulated games per game and engine")
    ap.add_argument("--pictures", type=int, default=40, help="drawn positions per game")
    ap.add_argument("--steps", type=int, default=120, help="steps of each board session")
    args = ap.parse_args()
    for part in (traces(args.games), simulations(args.sims), drawings(args.pictures), boards(args.steps)):
        for name, digest in part:
            print(f"{name} {digest}", flush=True)


if __name__ == "__main__":
    main()
