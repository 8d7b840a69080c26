"""Time of one widget step for Raja Pasu: apply a move and draw the board.

    python benchmarks/bench_widget.py [--rounds N] [--seed S]

Prints numbers only (never asserts on time).  Three measurements, each a median over a random
round's positions (seeded):

* engine:   ``state.apply_with_events(move)``
* render:   ``gamekit.render.raja_pasu.svg(state, events=...)`` (the settled board)
* widget:   ``GameBoard.play(move)`` headless: apply + frames + every control refreshed
            (status, move list, slider, log, board SVG), autoplay off
* frame:    drawing one animation frame (what each Play / Step tick costs)
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import gamekit
from gamekit.render import raja_pasu as render
from gamekit.widgets import board


def median_us(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20, help="random rounds to time (default 20)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    game = gamekit.load("raja_pasu")
    rng = np.random.default_rng(args.seed)
    t_engine, t_render, t_widget, t_frame, n_events = [], [], [], [], []
    for _ in range(args.rounds):
        b = board(game, autoplay=False)
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
            t_widget.append(t3 - t2)
            t_frame.append((t4 - t3) / 2)
            n_events.append(len(events))
    print(f"moves timed:                       {len(t_widget)} (from {args.rounds} random rounds, seed {args.seed})")
    print(f"events per move (median / max):    {statistics.median(n_events):.0f} / {max(n_events)}")
    print(f"engine apply_with_events, median:  {median_us(t_engine):9.1f} us")
    print(f"render svg (settled), median:      {median_us(t_render):9.1f} us")
    print(
        f"widget step (GameBoard.play):      {median_us(t_widget):9.1f} us median, "
        f"{statistics.quantiles(t_widget, n=20)[-1] * 1e6:.1f} us 95th percentile"
    )
    print(f"one animation frame (Step):        {median_us(t_frame):9.1f} us median")


if __name__ == "__main__":
    main()
