#!/usr/bin/env python3
"""Raja Pasu speed vs OpenSpiel's oware, side by side in one run (issue 6 §3; target >= 1x).

    python benchmarks/bench_raja_pasu.py [--seconds 5] [--repeats 5] [--batch 10000] [--seed 1]

Measures in the same process, in ``--repeats`` interleaved slices of ``--seconds / --repeats``
each (the median slice is printed, so that a busy moment on a shared machine hits all alike):

1. gamekit plain engine: random single rounds of Raja Pasu per second, driven through the
   public API (``state.legal_moves()`` and ``state.apply(move)``, a uniformly random legal move);
2. gamekit ``simulate(game, "random", --batch)``, which plays the numba batch engine
   (:mod:`gamekit.analysis.batch.raja_pasu`), rounds per second (issue 13 §2: >= 5x oware);
3. OpenSpiel ``oware`` (a two-row mancala in C++), random games per second driven from Python
   (``state.legal_actions()`` / ``state.apply_action(a)``) -- only if ``pyspiel`` imports.

and prints the ratios gamekit / oware.  Numbers only, never a timed assert.  ``open_spiel``
is not a gamekit dependency: install it into a separate benchmark venv (benchmarks/README.md).
Random moves are drawn with Python's ``random.Random(seed)`` for both plain engines.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time


def bench_gamekit(seconds: float, seed: int) -> tuple[float, float, int]:
    """Plain engine: (rounds/s, moves per round, rounds played) within ``seconds``."""
    import gamekit

    game = gamekit.load("raja_pasu")
    rng = random.Random(seed)
    rounds = moves = 0
    t0 = time.perf_counter()
    while True:
        state = game.initial_state()
        while not state.is_terminal():
            legal = state.legal_moves()
            state = state.apply(legal[rng.randrange(len(legal))])
            moves += 1
        rounds += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return rounds / dt, moves / rounds, rounds


def bench_simulate(seconds: float, seed: int, batch: int) -> tuple[float, float, int]:
    """``simulate(raja_pasu, "random", batch)`` (the numba batch engine): (rounds/s, moves per round, rounds)."""
    import gamekit
    from gamekit.analysis import simulate

    game = gamekit.load("raja_pasu")
    rounds = moves = 0
    t0 = time.perf_counter()
    i = 0
    while True:
        res = simulate(game, "random", batch, seed=seed * 1000 + i, progress=False)
        i += 1
        rounds += res.n
        moves += int(res.moves.sum())
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return rounds / dt, moves / rounds, rounds


def bench_oware(seconds: float, seed: int) -> tuple[float, float, int] | None:
    """OpenSpiel oware: (games/s, moves per game, games played), or None without pyspiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("oware")
    rng = random.Random(seed)
    games = moves = 0
    t0 = time.perf_counter()
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            moves += 1
        games += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return games / dt, moves / games, games


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0, help="total time per engine (default 5)")
    ap.add_argument("--repeats", type=int, default=5, help="interleaved slices per engine; medians are printed")
    ap.add_argument("--batch", type=int, default=10_000, help="rounds per simulate() call")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    print(
        f"Raja Pasu vs OpenSpiel oware -- Python {platform.python_version()}, {args.seconds:g} s per engine "
        f"in {args.repeats} interleaved slices (medians), seed {args.seed}"
    )
    try:
        import pyspiel  # noqa: F401

        have_oware = True
    except ImportError:
        have_oware = False
    slice_s = args.seconds / args.repeats
    runs: dict[str, list] = {"plain": [], "simulate": [], "oware": []}
    for i in range(args.repeats):  # interleaved, so that a busy moment hits every engine alike
        runs["plain"].append(bench_gamekit(slice_s, args.seed + i))
        runs["simulate"].append(bench_simulate(slice_s, args.seed + i, args.batch))
        if have_oware:
            runs["oware"].append(bench_oware(slice_s, args.seed + i))

    def med(key):
        rs = runs[key]
        return statistics.median(r[0] for r in rs), statistics.mean(r[1] for r in rs), sum(r[2] for r in rs)

    plain, plain_moves, plain_n = med("plain")
    print(
        f"  gamekit plain engine (state.apply):  {plain:10.1f} rounds/s  ({plain_moves:.1f} moves/round, {plain_n} rounds)"
    )
    sim, sim_moves, sim_n = med("simulate")
    print(
        f"  gamekit simulate() (numba batch engine): {sim:10.1f} rounds/s  ({sim_moves:.1f} moves/round, {sim_n} rounds)"
    )
    if not have_oware:
        print("  OpenSpiel oware: SKIPPED -- pyspiel is not importable here. Install open_spiel into a")
        print("  separate benchmark venv (see benchmarks/README.md) and run this script with it.")
        return
    rate, ow_moves, ow_n = med("oware")
    print(f"  OpenSpiel oware (pyspiel, Python):    {rate:10.1f} games/s   ({ow_moves:.1f} moves/game, {ow_n} games)")
    print(f"  ratio plain engine / oware:   {plain / rate:6.2f}x   (issue 6 target: >= 1x)")
    print(f"  ratio simulate() / oware:     {sim / rate:6.2f}x   (issue 13 target: >= 5x)")


if __name__ == "__main__":
    main()
