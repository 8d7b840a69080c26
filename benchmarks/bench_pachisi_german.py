#!/usr/bin/env python3
"""German Pachisi random games per second vs ludopy's Ludo, side by side in one run (issue 6 §3; target >= 2x).

    python benchmarks/bench_pachisi_german.py [--seconds 10] [--repeats 5] [--seed 1] [--individual] [--no-ludo]

Measures in the same process, in ``--repeats`` interleaved slices of ``--seconds / --repeats``
each (the median slice is printed, so that a busy moment on a shared machine hits both alike):

1. gamekit: random German Pachisi games (four colours, partners; or red against green with
   ``--individual``) driven through the public API: at a chance node a throw drawn from the
   exact two-dice distribution is applied with ``state.apply((high, low))``; at a decision node
   a uniformly random step of ``state.legal_moves()`` with ``state.apply(step)``.  (``apply``
   of a step taken from ``legal_moves()`` does not search the roll again and builds no events;
   ``apply_with_events`` does both.)
2. ludopy (PyPI ``ludopy``, Ludo, four players): ``benchmarks/ludo_baseline.py``'s random
   games -- only if ``ludopy`` imports.

and prints games/s of both, the ratio gamekit / ludopy, and gamekit's mean throws and steps per
game.  Numbers only, never a timed assert.  ``ludopy`` is not a gamekit dependency: install it
into the separate benchmark venv (benchmarks/README.md).  gamekit's random numbers come from
Python's ``random.Random(seed)``; ludopy throws with numpy's global generator (seeded).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time

THROWS_36 = tuple((max(a, b), min(a, b)) for a in range(1, 7) for b in range(1, 7))
"""The 36 equally likely rolls of two dice as ``(high, low)`` throws: the exact distribution
(1/36 for a double, 2/36 otherwise) when one of them is picked uniformly."""


def play_one(game, rng: random.Random) -> tuple[int, int]:
    """Play one random game from the start; return (throws, steps)."""
    st = game.initial_state()
    throws = steps = 0
    while not st.is_terminal():
        if st.is_chance():
            st = st.apply(THROWS_36[rng.randrange(36)])
            throws += 1
        else:
            moves = st.legal_moves()
            st = st.apply(moves[rng.randrange(len(moves))])
            steps += 1
    return throws, steps


def bench_gamekit(game, seconds: float, seed: int) -> tuple[float, int, int, int]:
    """(games/s, throws, steps, games) of random games played within ``seconds``."""
    rng = random.Random(seed)
    games = throws = steps = 0
    t0 = time.perf_counter()
    while True:
        t, s = play_one(game, rng)
        games += 1
        throws += t
        steps += s
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return games / dt, throws, steps, games


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0, help="total time per engine (default 10)")
    ap.add_argument("--repeats", type=int, default=5, help="interleaved slices per engine; medians are printed")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--individual", action="store_true", help="red against green, no partners")
    ap.add_argument("--no-ludo", action="store_true", help="measure gamekit only")
    args = ap.parse_args(argv)

    import gamekit

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from ludo_baseline import ludo_games_per_second

    opts = {"individual": True, "colours": ["red", "green"]} if args.individual else {}
    game = gamekit.load("pachisi", ruleset="german", **opts)
    have_ludo = not args.no_ludo
    if have_ludo:
        try:
            import ludopy  # noqa: F401
        except ImportError:
            have_ludo = False
    what = "red vs green" if args.individual else "four colours, partners"
    print(
        f"German Pachisi ({what}) vs ludopy Ludo -- Python {platform.python_version()}, {args.seconds:g} s per "
        f"engine in {args.repeats} interleaved slices (medians), seed {args.seed}"
    )
    slice_s = args.seconds / args.repeats
    gk: list = []
    lu: list = []
    for i in range(args.repeats):  # interleaved, so that a busy moment hits both engines alike
        gk.append(bench_gamekit(game, slice_s, args.seed + i))
        if have_ludo:
            lu.append(ludo_games_per_second(slice_s, args.seed + i))

    rate = statistics.median(r[0] for r in gk)
    n = sum(r[3] for r in gk)
    throws = sum(r[1] for r in gk) / n
    steps = sum(r[2] for r in gk) / n
    print(
        f"  gamekit German Pachisi (state.apply): {rate:8.1f} games/s  ({n} games; mean {throws:.1f} throws "
        f"and {steps:.1f} steps per game)"
    )
    if not have_ludo:
        why = (
            "--no-ludo"
            if args.no_ludo
            else "ludopy is not importable here; install it into the benchmark venv (benchmarks/README.md)"
        )
        print(f"  ludopy Ludo: SKIPPED -- {why}")
        return
    lrate = statistics.median(r[0] for r in lu)
    ln = sum(r[2] for r in lu)
    lobs = statistics.mean(r[1] for r in lu)
    print(
        f"  ludopy Ludo (4 players):              {lrate:8.1f} games/s  ({ln} games; {lobs:.1f} observations per game)"
    )
    print(f"  ratio gamekit / ludopy: {rate / lrate:5.2f}x   (issue 6 target: >= 2x)")


if __name__ == "__main__":
    main()
