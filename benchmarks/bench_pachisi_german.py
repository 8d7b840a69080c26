#!/usr/bin/env python3
"""Random German Pachisi games per second and mean throws per game (printed, never asserted).

    python benchmarks/bench_pachisi_german.py [--games 200] [--seed 0] [--individual]

Every step goes through the checked ``state.apply`` (throws sampled from the exact two-dice
distribution with a numpy Generator; moves uniformly among ``legal_moves()``), so this is the
speed a notebook or a Monte Carlo study sees.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import gamekit
from gamekit.throws import TWO_DICE_THROWS, two_dice_outcomes


def play_one(game, rng) -> tuple[int, int]:
    outs = two_dice_outcomes()
    cum = np.cumsum([p for _, p in outs])
    st = game.initial_state()
    throws = steps = 0
    while not st.is_terminal():
        if st.is_chance():
            st = st.apply(TWO_DICE_THROWS[int(np.searchsorted(cum, rng.random(), side="right"))])
            throws += 1
        else:
            moves = st.legal_moves()
            st = st.apply(moves[int(rng.integers(len(moves)))])
            steps += 1
    return throws, steps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--individual", action="store_true", help="red against green, no partners")
    args = ap.parse_args()
    opts = {"individual": True, "colours": ["red", "green"]} if args.individual else {}
    game = gamekit.load("pachisi", ruleset="german", **opts)
    rng = np.random.default_rng(args.seed)
    t0 = time.perf_counter()
    throws = steps = 0
    for _ in range(args.games):
        t, s = play_one(game, rng)
        throws += t
        steps += s
    dt = time.perf_counter() - t0
    print(f"German Pachisi ({'red vs green' if args.individual else 'four colours, partners'}), "
          f"{args.games} random games, seed {args.seed}")
    print(f"  random games per second: {args.games / dt:.1f}")
    print(f"  mean throws per game:    {throws / args.games:.1f}")
    print(f"  mean steps per game:     {steps / args.games:.1f}")


if __name__ == "__main__":
    main()
