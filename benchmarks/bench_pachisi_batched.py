#!/usr/bin/env python3
"""Batched German and Czech Pachisi games per second vs ludopy's Ludo, side by side (issue 13 §2).

    python benchmarks/bench_pachisi_batched.py [--repeats 3] [--jobs 2] [--seed 1]
        [--ludo-seconds 4] [--ludo-python /tmp/venv-bench/bin/python] [--direct]

Run it with the project's own venv (``.venv/bin/python``).  In ``--repeats`` interleaved rounds
(the median round is printed, so that a busy moment on a shared machine hits every engine alike)
it measures

1. gamekit, batched (:mod:`gamekit.analysis.batch`): German Pachisi (four colours, partners)
   with random and with greedy players, Czech Pačísí with random players: games per second on
   ``--jobs`` processes.  Through ``gamekit.analysis.simulate.simulate(..., n_jobs=jobs)`` when
   simulate() takes ``n_jobs`` (issue 13 §1 wiring); otherwise -- or with ``--direct`` -- the
   batched ``run()`` itself on chunks of 2,000 games seeded by ``SeedSequence(seed).spawn``,
   spread over a process pool (the line says which).  Each measurement is warmed up first
   (worker start and numba's cached machine code loading are not counted).
2. ludopy's random 4-player Ludo games per second (``benchmarks/ludo_baseline.py``), run by the
   benchmark venv's interpreter ``--ludo-python`` (ludopy is not a gamekit dependency), one
   process per round.

and prints the rates and the ratios against the issue's targets: German random >= 20x, German
greedy >= 10x, Czech random >= 10x ludopy.  Numbers only, never a timed assert.
"""

from __future__ import annotations

import argparse
import inspect
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

CHUNK = 2000
CASES = (  # (label, ruleset, agent, games per round, target ratio)
    ("German Pachisi, random", "german", "random", 8000, 20),
    ("German Pachisi, greedy", "german", "greedy", 4000, 10),
    ("Czech Pacisi, random", "czech", "random", 8000, 10),
)


def _chunk(args):
    """Worker: one chunk of batched games; returns the number of games played."""
    ruleset, agent, n, seq = args
    import gamekit
    from gamekit.analysis.batch import pachisi_czech, pachisi_german

    game = gamekit.load("pachisi", ruleset=ruleset)
    mod = pachisi_german if ruleset == "german" else pachisi_czech
    return len(mod.run(game, (agent,) * 4, n, seq).throws)


def _has_n_jobs() -> bool:
    from gamekit.analysis.simulate import simulate

    return "n_jobs" in inspect.signature(simulate).parameters


def rate_direct(pool, ruleset, agent, n, seed) -> float:
    """Games/s of the batched run() on chunks of CHUNK games over the process pool."""
    k = max(1, n // CHUNK)
    seqs = np.random.SeedSequence(seed).spawn(k)
    t0 = time.perf_counter()
    played = sum(pool.map(_chunk, [(ruleset, agent, CHUNK, s) for s in seqs]))
    return played / (time.perf_counter() - t0)


def rate_simulate(ruleset, agent, n, seed, jobs) -> float:
    """Games/s through simulate(..., n_jobs=jobs)."""
    import gamekit
    from gamekit.analysis.simulate import simulate

    game = gamekit.load("pachisi", ruleset=ruleset)
    t0 = time.perf_counter()
    res = simulate(game, agent, n_games=n, seed=seed, progress=False, n_jobs=jobs)
    return len(res.throws) / (time.perf_counter() - t0)


def ludo_rate(python: str, seconds: float, seed: int) -> float | None:
    """ludopy games/s measured by ``benchmarks/ludo_baseline.py`` under ``python``; None if unavailable."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ludo_baseline.py")
    try:
        out = subprocess.run([python, script, "--seconds", str(seconds), "--seed", str(seed)],
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    m = re.search(r"random Ludo: ([0-9.]+) games/s", out)
    return float(m.group(1)) if m else None


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3, help="interleaved rounds; medians are printed")
    ap.add_argument("--jobs", type=int, default=2, help="processes for the batched engines (default 2)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ludo-seconds", type=float, default=4.0, help="ludopy time per round")
    ap.add_argument("--ludo-python", default="/tmp/venv-bench/bin/python",
                    help="an interpreter that can import ludopy (benchmarks/README.md)")
    ap.add_argument("--direct", action="store_true", help="time the batched run() on a process pool, not simulate()")
    args = ap.parse_args(argv)

    via_simulate = not args.direct and _has_n_jobs()
    how = (f"simulate(..., n_jobs={args.jobs})" if via_simulate else
           f"batched run() on chunks of {CHUNK}, {args.jobs} processes (not through simulate())")
    print(f"Batched Pachisi vs ludopy Ludo -- Python {platform.python_version()}, {os.cpu_count()} CPUs, "
          f"{args.repeats} interleaved rounds (medians), seed {args.seed}")
    print(f"  gamekit measured through: {how}")
    pool = ProcessPoolExecutor(args.jobs)
    # warm up: start the workers, load numba's cached machine code (or compile it once)
    for _, ruleset, agent, _, _ in CASES:
        if via_simulate:
            rate_simulate(ruleset, agent, 2 * args.jobs * 20, args.seed, args.jobs)
        list(pool.map(_chunk, [(ruleset, agent, 20, np.random.SeedSequence(0))] * args.jobs))
    rates: dict[str, list[float]] = {c[0]: [] for c in CASES}
    ludo: list[float] = []
    for r in range(args.repeats):
        for label, ruleset, agent, n, _ in CASES:
            if via_simulate:
                rates[label].append(rate_simulate(ruleset, agent, n, args.seed + r, args.jobs))
            else:
                rates[label].append(rate_direct(pool, ruleset, agent, n, args.seed + r))
        lr = ludo_rate(args.ludo_python, args.ludo_seconds, args.seed + r)
        if lr is not None:
            ludo.append(lr)
    pool.shutdown()
    lmed = statistics.median(ludo) if ludo else None
    for label, _, _, _, target in CASES:
        g = statistics.median(rates[label])
        line = f"  {label:<24} {g:9.1f} games/s"
        if lmed:
            line += f"   {g / lmed:6.1f}x ludopy   (issue 13 target >= {target}x)"
        print(line)
    if lmed:
        print(f"  ludopy Ludo (4 players): {lmed:9.1f} games/s   (rounds: {', '.join(f'{x:.1f}' for x in ludo)})")
    else:
        print(f"  ludopy Ludo: SKIPPED -- {args.ludo_python} cannot run benchmarks/ludo_baseline.py with ludopy")


if __name__ == "__main__":
    main()
