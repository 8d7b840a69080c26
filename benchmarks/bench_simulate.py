#!/usr/bin/env python3
"""Issue 13 §2: games per second through ``simulate()``, side by side with the baselines, as ratios.

    PYTHONPATH=. /tmp/venv-bench/bin/python benchmarks/bench_simulate.py [--seconds 4] [--repeats 3] [--seed 1] [--n-jobs 2]

Everything below runs in this one process, in ``--repeats`` interleaved slices of
``--seconds / --repeats`` per engine (medians printed, so a busy moment hits every engine alike):

* gamekit through ``simulate(game, agent, n, seed)`` -- the batched engine plays whenever it
  can (``result.engine`` is printed); German and Czech Pachisi random and greedy (four seats),
  Sechs-As two players random (and the plain engine through ``simulate()`` with a callable
  random agent, which is what ``simulate()`` played before the batch engines), Raja Pasu
  single rounds random;
* ludopy's random four-player Ludo games per second (``benchmarks/ludo_baseline.py``) and
  OpenSpiel's ``oware`` random games per second driven from Python -- if they import.

Every batched call plays at least 4,000 games (two chunks of ``simulate.CHUNK``), so that
``--n-jobs 2`` (the default: the issue's 2-core machine) keeps both cores busy; the batched
chunks run in threads (the kernels release the GIL).  Besides the wall-clock games/s, the CPU
seconds of this process are counted for every engine (``time.process_time``, all threads), so
on a busy machine the "per CPU-second" ratios say what the code does (ludopy and oware use one
core; with ``--n-jobs 2`` the batched engines use up to two).

Then the ratios against the issues' targets: German random >= 20x Ludo, greedy >= 12x (issue 20 §4);
Czech random >= 10x Ludo; Sechs-As two-player random >= 20x the plain engine; Raja Pasu random
>= 5x oware.  Also: the first ``simulate()`` call in a fresh Python process (numba's on-disk
cache loaded, or compiled if missing), measured in a subprocess.  Numbers only, no asserts.
``ludopy`` and ``open_spiel`` are not gamekit dependencies (see benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

import gamekit
from gamekit.agents import random_agent
from gamekit.analysis import simulate
from gamekit.analysis.batch import engine_for

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))


def sim_rate(game, agents, seconds: float, seed: int, batch: int, n_jobs: int) -> tuple[float, float, str, float]:
    """(games/s, mean moves+throws per game, engine, games per CPU-second) of ``simulate`` calls of
    ``batch`` games within ``seconds``."""
    games = steps = 0
    engine = "?"
    t0 = time.perf_counter()
    c0 = time.process_time()
    i = 0
    while True:
        r = simulate(game, agents, batch, seed=seed * 1000 + i, progress=False, n_jobs=n_jobs)
        i += 1
        games += r.n
        steps += int(r.moves.sum() + r.throws.sum())
        engine = r.engine
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return games / dt, steps / games, engine, games / max(time.process_time() - c0, 1e-9)


def cpu_rate(fn, *args) -> tuple[float | None, float | None]:
    """(games/s, games per CPU-second) of a baseline ``fn(*args) -> games/s or None``."""
    c0 = time.process_time()
    t0 = time.perf_counter()
    r = fn(*args)
    if r is None:
        return None, None
    games = r * (time.perf_counter() - t0)
    return r, games / max(time.process_time() - c0, 1e-9)


def oware_rate(seconds: float, seed: int) -> float | None:
    """OpenSpiel oware random games/s driven from Python, or None without pyspiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    import random

    game = pyspiel.load_game("oware")
    rng = random.Random(seed)
    games = 0
    t0 = time.perf_counter()
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
        games += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return games / dt


def ludo_rate(seconds: float, seed: int) -> float | None:
    try:
        from ludo_baseline import ludo_games_per_second
    except ImportError:
        return None
    r = ludo_games_per_second(seconds, seed)
    return None if r is None else r[0]


FIRST_CALL = (
    "import time; t = time.perf_counter(); import gamekit; from gamekit.analysis import simulate; "
    "r = simulate(gamekit.load({name!r}{opts}), 'random', 2000, seed=1, progress=False); "
    "print(f'{{time.perf_counter() - t:.2f}} {{r.engine}}')"
)


def first_call(name: str, opts: str = "") -> str:
    """Wall time of import + the first 2,000-game simulate() in a fresh process (numba cache as it is)."""
    out = subprocess.run(
        [sys.executable, "-c", FIRST_CALL.format(name=name, opts=opts)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "TQDM_DISABLE": "1"},
    )
    return out.stdout.strip() or out.stderr.strip().splitlines()[-1]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=4.0, help="time per engine in all (default 4)")
    ap.add_argument("--repeats", type=int, default=3, help="interleaved slices per engine; medians printed")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--n-jobs", type=int, default=2, help="simulate(n_jobs=...) for the batched runs (default 2)")
    args = ap.parse_args(argv)
    german = gamekit.load("pachisi", ruleset="german")
    czech = gamekit.load("pachisi", ruleset="czech")
    sechs = gamekit.load("sechs_as")
    raja = gamekit.load("raja_pasu")
    rows = {
        "German Pachisi random": (german, "random", 4000),
        "German Pachisi greedy": (german, "greedy", 4000),
        "Czech Pacisi random": (czech, "random", 4000),
        "Sechs-As 2p random": (sechs, "random", 20000),
        "Sechs-As 2p random, plain engine": (sechs, random_agent, 100),
        "Raja Pasu random": (raja, "random", 20000),
    }
    print(
        f"simulate() side by side -- Python {platform.python_version()}, {os.cpu_count()} cores, "
        f"{args.seconds:g} s per engine in {args.repeats} slices (medians), seed {args.seed}, n_jobs {args.n_jobs}"
    )
    slice_s = args.seconds / args.repeats
    runs: dict[str, list] = {k: [] for k in rows}
    runs["ludopy Ludo"] = []
    runs["OpenSpiel oware"] = []
    for name, (game, agents, batch) in list(rows.items()):
        engine = engine_for(game)
        names = (agents,) * game.num_players if isinstance(agents, str) else None
        if engine is None or names is None or not engine.supports(game, names):
            rows[name] = (game, agents, min(batch, 20))  # the plain engine: small calls
    for i in range(args.repeats):
        for name, (game, agents, batch) in rows.items():
            runs[name].append(sim_rate(game, agents, slice_s, args.seed + i, batch, args.n_jobs))
        runs["ludopy Ludo"].append(cpu_rate(ludo_rate, slice_s, args.seed + i))
        runs["OpenSpiel oware"].append(cpu_rate(oware_rate, slice_s, args.seed + i))
    rate = {}
    cpu = {}
    for name in rows:
        rs = runs[name]
        rate[name] = statistics.median(r[0] for r in rs)
        cpu[name] = statistics.median(r[3] for r in rs)
        print(
            f"  {name:34s} {rate[name]:12.1f} games/s {cpu[name]:12.1f} games/CPU-s  "
            f"({statistics.mean(r[1] for r in rs):7.1f} steps/game, {rs[0][2]} engine)"
        )
    for name in ("ludopy Ludo", "OpenSpiel oware"):
        vals = [v for v in runs[name] if v[0] is not None]
        rate[name] = statistics.median(v[0] for v in vals) if vals else None
        cpu[name] = statistics.median(v[1] for v in vals) if vals else None
        print(
            f"  {name:34s} "
            + (
                f"{rate[name]:12.1f} games/s {cpu[name]:12.1f} games/CPU-s"
                if vals
                else "      SKIPPED (not importable)"
            )
        )
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("ratios, wall clock and per CPU-second (issue 13 §2 target in brackets):")

    def ratio(a, b, target):
        if rate.get(b) is None:
            print(f"  {a} / {b}: baseline missing")
        else:
            r = rate[a] / rate[b]
            rc = cpu[a] / cpu[b]
            print(
                f"  {a:34s} / {b:34s} = {r:8.2f}x wall, {rc:8.2f}x per CPU-s  "
                f"(>= {target}x: wall {'yes' if r >= target else 'NO'}, per CPU-s {'yes' if rc >= target else 'NO'})"
            )

    ratio("German Pachisi random", "ludopy Ludo", 20)
    ratio("German Pachisi greedy", "ludopy Ludo", 12)
    ratio("Czech Pacisi random", "ludopy Ludo", 10)
    ratio("Sechs-As 2p random", "Sechs-As 2p random, plain engine", 20)
    ratio("Raja Pasu random", "OpenSpiel oware", 5)
    print("first simulate() of 2,000 random games in a fresh process (import + numba cache load), seconds:")
    for name, opts, game in (
        ("sechs_as", "", sechs),
        ("raja_pasu", "", raja),
        ("pachisi", ", ruleset='german'", german),
    ):
        if engine_for(game) is None:
            print(f"  {name}{opts}: no batched engine yet (skipped)")
        else:
            print(f"  {name}{opts}: {first_call(name, opts)}")


if __name__ == "__main__":
    main()
