"""Sechs-As benchmark: exact two-player solve time and random games per second (printed, no asserts).

python benchmarks/bench_sechs_as.py
"""

from __future__ import annotations

import time

import numpy as np

import gamekit
from gamekit.agents import random_agent
from gamekit.analysis.sechs_as import solve_sechs_as


def bench_solve(compulsory: bool, repeats: int = 5) -> None:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        sol = solve_sechs_as(all_actions_compulsory=compulsory)
        times.append(time.perf_counter() - t0)
    p = sol.value(sol.game.initial_state())
    print(
        f"solve all_actions_compulsory={compulsory!s:5}: best {min(times) * 1000:7.1f} ms, "
        f"median {sorted(times)[len(times) // 2] * 1000:7.1f} ms over {repeats}; "
        f"{sol.iterations} iterations, residual {sol.residual:.1e}; P(first player wins) = {p:.15f}"
    )


def bench_random_games(players: int, n_games: int = 500) -> None:
    game = gamekit.load("sechs_as", players=players)
    rng = np.random.default_rng(2024)
    steps = 0
    t0 = time.perf_counter()
    for _ in range(n_games):
        for _state, _action in gamekit.playout(game.initial_state(), random_agent, rng):
            steps += 1
    dt = time.perf_counter() - t0
    print(
        f"random games, {players} players: {n_games / dt:8.1f} games/s "
        f"({steps / dt:9.0f} steps/s, {steps / n_games:.1f} steps per game)"
    )


def bench_simulate(players: int, seconds: float = 3.0) -> None:
    """Random games/s through ``simulate()``: the batched engine (names) against the plain engine (a callable agent)."""
    from gamekit.analysis import simulate

    game = gamekit.load("sechs_as", players=players)
    simulate(game, "random", 10, progress=False)  # load the compiled code first (not timed)
    rates = {}
    for label, agents, batch in (("batched", "random", 20_000), ("plain", random_agent, 100)):
        games, i = 0, 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            games += simulate(game, agents, batch, seed=i, progress=False).n
            i += 1
        rates[label] = games / (time.perf_counter() - t0)
    print(
        f"simulate(), {players} players, random: batched {rates['batched']:9.1f} games/s, plain engine "
        f"{rates['plain']:7.1f} games/s, ratio {rates['batched'] / rates['plain']:6.1f}x (issue 13 target for 2 players: >= 20x)"
    )


if __name__ == "__main__":
    bench_solve(False)
    bench_solve(True)
    bench_random_games(2)
    bench_random_games(4)
    bench_simulate(2)
    bench_simulate(4)
