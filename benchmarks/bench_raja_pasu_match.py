#!/usr/bin/env python3
"""Raja Pasu matches (RP-8, RP-9) through the analysis: the board's Analyse and ``simulate()``.

    python benchmarks/bench_raja_pasu_match.py [--games 200] [--matches 1000] [--seed 1]

Prints, each with wall-clock seconds and CPU seconds of this process (``time.process_time``,
worker threads included) and the engine that played:

1. ``evaluate(state, n_games=--games)`` of a mid-match position: the first position of round 3
   or later reached by uniformly random plain play from the opening with ``--seed`` (random
   rollouts, every legal hole of the mover);
2. ``simulate(raja_pasu_match, "random", --matches)`` from the opening.

Run it on another checkout (``PYTHONPATH=that/checkout``) to compare engines; the position is
the same in both (plain-engine play).  Numbers only, never a timed assert.  The compiled
engines are warmed first (one short run of each), so compiling is not counted.
"""

from __future__ import annotations

import argparse
import time

import numpy as np


def mid_match(game, seed: int):
    """The first position of round 3 or later on a uniformly random play from the opening."""
    rng = np.random.default_rng(seed)
    state = game.initial_state()
    while state.round < 3:
        legal = state.legal_moves()
        state = state.apply(legal[int(rng.integers(len(legal)))])
        assert not state.is_terminal(), "the match ended before round 3: try another --seed"
    return state


def timed(fn):
    w, c = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - w, time.process_time() - c


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per play of evaluate()")
    ap.add_argument("--matches", type=int, default=1000, help="matches simulated from the opening")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    import gamekit
    from gamekit.analysis import evaluate, simulate

    game = gamekit.load("raja_pasu", match=True)
    state = mid_match(game, args.seed)
    simulate(game, "random", 2, 0, progress=False)  # warm the compiled engines
    simulate(game, "random", 2, 0, progress=False, start=state)
    print(f"position: round {state.round}, reserves {state.reserves}, closed {sum(state.closed)} holes")
    print(state)
    ev, wall, cpu = timed(lambda: evaluate(state, n_games=args.games, seed=args.seed))
    eng = simulate(game, "random", 1, 0, progress=False, start=state).engine
    print(f"evaluate: {len(ev.plays)} plays x {args.games} games: {wall:.2f} s wall, {cpu:.2f} CPU-s ({eng} engine)")
    for p in ev.plays:
        print(f"  {p.description}: {p.share:.3f} ({p.low:.3f}-{p.high:.3f})")
    r, wall, cpu = timed(lambda: simulate(game, "random", args.matches, args.seed, progress=False))
    print(
        f"simulate: {r.n} matches from the opening, {r.moves.mean():.0f} moves each: {wall:.2f} s wall, "
        f"{cpu:.2f} CPU-s ({r.engine} engine; {r.n / cpu:.0f} matches per CPU-second)"
    )


if __name__ == "__main__":
    main()
