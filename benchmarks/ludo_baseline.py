#!/usr/bin/env python3
"""Baseline for the German Pachisi benchmark (issue 6 §3): ludopy's random Ludo games per second.

    python benchmarks/ludo_baseline.py [--seconds 5] [--seed 1]

``ludopy`` (PyPI, 1.5.0; it pulls in opencv-python) is not a gamekit dependency: install it
into the separate benchmark venv (benchmarks/README.md).  A random game: four players, each
turn ``game.get_observation()`` gives the die and the movable pieces, a uniformly random one
is answered with ``game.answer_observation(piece)`` (-1 when none can move), until
``there_is_a_winner`` (the first player home ends the game, ludopy's rule).
``ludo_games_per_second()`` is meant to be imported by the German Pachisi benchmark so
both sides run in one process; it returns None when ludopy is not importable.
"""

from __future__ import annotations

import argparse
import time


def ludo_games_per_second(seconds: float = 5.0, seed: int = 1) -> tuple[float, float, int] | None:
    """(random ludopy games per second, observations per game, games played), or None without ludopy.

    ludopy throws its dice with numpy's global generator, so it is seeded with
    ``numpy.random.seed(seed)``; the random choice of a piece uses the same generator.
    """
    try:
        import ludopy
    except ImportError:
        return None
    import numpy as np

    np.random.seed(seed)
    games = steps = 0
    t0 = time.perf_counter()
    while True:
        game = ludopy.Game()
        there_is_a_winner = False
        while not there_is_a_winner:
            (dice, move_pieces, player_pieces, enemy_pieces, player_is_a_winner, there_is_a_winner), player = (
                game.get_observation()
            )
            piece = move_pieces[np.random.randint(0, len(move_pieces))] if len(move_pieces) else -1
            _, _, _, _, _, there_is_a_winner = game.answer_observation(piece)
            steps += 1
        games += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return games / dt, steps / games, games


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    res = ludo_games_per_second(args.seconds, args.seed)
    if res is None:
        print("ludopy: SKIPPED -- not importable here; install it into the benchmark venv (benchmarks/README.md).")
        return
    rate, steps, n = res
    print(f"ludopy random Ludo: {rate:.1f} games/s ({steps:.1f} observations/game, {n} games)")


if __name__ == "__main__":
    main()
