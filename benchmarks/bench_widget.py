"""Time of one click on a board, for every registered game: the first Throw, Throw, a move, Undo, Redo.

    python benchmarks/bench_widget.py [--games N] [--steps N] [--seed S]

Prints numbers only (never asserts on time).  For each game of :mod:`gamekit.registry` with a
board view, ``--games`` boards (default speed, every seat a person, headless: what the kernel
does for a click, without the page's drawing) play ``--steps`` random actions each; every
action is timed as the click that makes it (``GameBoard.throw()`` for a throw -- the first throw
of a fresh board counted apart, since it is the first to draw the throwing device's result --
``GameBoard.play(move)`` for a move), and after every fifth action an Undo and a Redo are timed.
The table gives the median and the maximum in milliseconds per kind of click (the target: under
200 ms).  Then, for Raja Pasu, the parts of one move:

* engine:   ``state.apply_with_events(move)``
* render:   ``gamekit.render.raja_pasu.svg(state, events=...)`` (the settled board)
* frame:    drawing one animation frame (what each Step tick costs)
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

import numpy as np

import gamekit
from gamekit import registry
from gamekit.render import raja_pasu as render
from gamekit.widgets import GameBoard


def ms(samples: list[float]) -> str:
    if not samples:
        return f"{'-':>8} {'-':>8} {0:>5}"
    return f"{statistics.median(samples) * 1e3:8.1f} {max(samples) * 1e3:8.1f} {len(samples):5d}"


def timed(f, *args) -> float:
    t0 = time.perf_counter()
    f(*args)
    return time.perf_counter() - t0


def clicks(key: str, games: int, steps: int, rng: np.random.Generator) -> dict[str, list[float]]:
    out: dict[str, list[float]] = defaultdict(list)
    for seed in range(games):
        b = GameBoard(gamekit.load(registry.entry(key).load_name, **_variant(key)), seed=seed)
        first = True
        for i in range(steps):
            state = b.state
            if state.is_terminal():
                break
            if state.is_chance():
                out["first throw" if first else "throw"].append(timed(b.throw))
                first = False
            else:
                moves = state.legal_moves()
                out["move"].append(timed(b.play, moves[int(rng.integers(len(moves)))]))
            if i % 5 == 4:
                out["undo"].append(timed(b.undo))
                out["redo"].append(timed(b.redo))
        b.close()
    return out


def _variant(key: str) -> dict[str, str]:
    e = registry.entry(key)
    return {"ruleset": e.variant} if e.variant else {}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3, help="boards per game (default 3)")
    ap.add_argument("--steps", type=int, default=60, help="actions per board (default 60)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)

    print(f"clicks on a board, headless ({args.games} boards x {args.steps} actions per game, seed {args.seed})")
    print(f"{'game':16} {'click':12} {'median':>8} {'max':>8} {'n':>5}   (ms)")
    for e in registry.entries():
        if e.view is None:
            continue
        times = clicks(e.key, args.games, args.steps, rng)
        for kind in ("first throw", "throw", "move", "undo", "redo"):
            if kind in times:
                print(f"{e.key:16} {kind:12} {ms(times[kind])}")

    game = gamekit.load("raja_pasu")
    t_engine, t_render, t_frame = [], [], []
    b = GameBoard(game, speed="off")
    while not b.state.is_terminal():
        state = b.state
        moves = state.legal_moves()
        move = moves[int(rng.integers(len(moves)))]
        t0 = time.perf_counter()
        after, events = state.apply_with_events(move)
        t1 = time.perf_counter()
        render.svg(after, events=events)
        t2 = time.perf_counter()
        b.play(move)
        t3 = time.perf_counter()
        b.step_animation()
        b.step_animation()  # frame 1 (the pick-up) drawn
        t4 = time.perf_counter()
        t_engine.append(t1 - t0)
        t_render.append(t2 - t1)
        t_frame.append((t4 - t3) / 2)
    b.close()
    print(f"raja_pasu parts of one move ({len(t_engine)} moves), median:")
    print(f"  engine apply_with_events:  {statistics.median(t_engine) * 1e3:8.2f} ms")
    print(f"  render svg (settled):      {statistics.median(t_render) * 1e3:8.2f} ms")
    print(f"  one animation frame (Step):{statistics.median(t_frame) * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
