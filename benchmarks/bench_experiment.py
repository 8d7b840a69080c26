#!/usr/bin/env python3
"""Issue 13 §4: how long the experiment widget takes to answer (printed, no asserts).

    .venv/bin/python benchmarks/bench_experiment.py [--game pachisi/german] [--games 2000] [--repeats 3]

Builds ``gamekit.widgets.experiment(game, n_games=--games)`` headless, switches one option in
setting B (the game's first yes/no option), and times :meth:`Experiment.run` (both settings'
games through ``simulate()``, the table and the three plots) ``--repeats`` times after one warm-up
run (numba's cache loaded, matplotlib imported).  Also prints the time of the games alone
(``simulate()`` for setting A, one thread), so the drawing time can be read off, the CPU seconds
of the answer (all threads: A and B play in two threads at once) and the load average.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from gamekit.analysis import simulate
from gamekit.widgets import experiment


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="pachisi/german")
    ap.add_argument("--games", type=int, default=2000, help="games per setting (default 2000)")
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args(argv)
    w = experiment(args.game, n_games=args.games, seed=1)
    toggles = [n for n, c in w.setting_b.option_controls.items() if isinstance(c.value, bool)]
    if toggles:
        w.setting_b.option_controls[toggles[0]].value = not w.setting_b.option_controls[toggles[0]].value
    w.run()  # warm-up: compiled code loaded, matplotlib imported
    runs, sims, cpus = [], [], []
    for i in range(args.repeats):
        w.seed.value = 100 + i
        t0 = time.perf_counter()
        c0 = time.process_time()
        w.run()
        runs.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
        game = w.setting_a.game()
        t0 = time.perf_counter()
        simulate(game, w.setting_a.agents(), args.games, seed=100 + i, progress=False)
        sims.append(time.perf_counter() - t0)
    print(
        f"experiment({args.game!r}), {args.games} games per setting, B toggles {toggles[:1] or 'nothing'} "
        f"({os.cpu_count()} cores, {args.repeats} runs, engine {w.results['A'].engine}):"
    )
    print(
        f"  whole answer (A and B: games, table, plots): median {statistics.median(runs):.2f} s "
        f"(runs {', '.join(f'{x:.2f}' for x in runs)}); CPU median {statistics.median(cpus):.2f} s (all threads)"
    )
    print(
        f"  the games of one setting alone (simulate):   median {statistics.median(sims):.2f} s "
        f"-> {args.games} games in {statistics.median(sims):.2f} s"
    )
    print(f"  load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
