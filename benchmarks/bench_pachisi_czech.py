#!/usr/bin/env python3
"""Benchmark of the Czech Pačísí engine: whole games per second (random players unless --agent) and throws per game.

    python benchmarks/bench_pachisi_czech.py [--games 200] [--seed 1] [--agent NAME]

``--agent`` is any name of ``gamekit.agents.agents_for(game)`` (``random``, ``greedy``,
``lookahead``, ...); every colour plays with it.

Prints numbers only (no timed asserts).  A "throw" is one chance step (one cowrie throw,
graces included); a "move" is one decision (including explicit passes; automatic passes,
PC-5a, happen inside the throw and are counted as throws only).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import gamekit
from gamekit.agents import agents_for


def play(game, agent, rng) -> tuple[int, int]:
    """Play one game; return (throws, decisions)."""
    p = game.options.cowrie_p
    draws = iter(())
    state = game.initial_state()
    throws = decisions = 0
    while not state.is_terminal():
        if state.is_chance():
            k = next(draws, None)
            if k is None:  # PC-2: mouths up ~ binomial(6, p), drawn 4096 at a time
                draws = iter(rng.binomial(6, p, size=4096).tolist())
                k = next(draws)
            state = state.apply(k)
            throws += 1
        else:
            state = state.apply(agent(state, rng))
            decisions += 1
    return throws, decisions


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--agent",
        default="random",
        help="an agent of gamekit.agents.agents_for(game): random, greedy, lookahead, ... (default random)",
    )
    ap.add_argument("--cowrie-p", type=float, default=0.5)
    ap.add_argument("--individual", action="store_true")
    args = ap.parse_args(argv)

    game = gamekit.load("pachisi", ruleset="czech", cowrie_p=args.cowrie_p, individual=args.individual)
    agents = agents_for(game)
    if args.agent not in agents:
        ap.error(f"argument --agent: unknown agent {args.agent!r}; choose one of {', '.join(sorted(agents))}")
    agent = agents[args.agent]
    rng = np.random.default_rng(args.seed)
    throws, decisions = [], []
    t0 = time.perf_counter()
    for _ in range(args.games):
        t, d = play(game, agent, rng)
        throws.append(t)
        decisions.append(d)
    dt = time.perf_counter() - t0
    print(
        f"Czech Pachisi, {args.agent} players, cowrie_p={args.cowrie_p}, individual={args.individual}, "
        f"{args.games} games, seed {args.seed}"
    )
    print(f"  games per second:        {args.games / dt:.1f}")
    print(
        f"  mean throws per game:    {statistics.mean(throws):.1f} (median {statistics.median(throws):.0f}, "
        f"min {min(throws)}, max {max(throws)})"
    )
    print(f"  mean decisions per game: {statistics.mean(decisions):.1f}")
    print(f"  steps per second:        {(sum(throws) + sum(decisions)) / dt:.0f}")


if __name__ == "__main__":
    main()
