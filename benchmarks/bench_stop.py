#!/usr/bin/env python3
"""How long the compiled work goes on after a stop: the three ways a run of batched games stops.

    PYTHONPATH=. python benchmarks/bench_stop.py [--after 3] [--n-jobs 2]

The compiled work counts as stopped when the last batched chunk comes back (``_batched_chunk``
wrapped to note the time); the cores count as free once this process uses less than 10 % of one core over 100 ms
(``time.process_time``, every thread, sampled every 10 ms by a monitor thread); the latency
printed is the time from the stop to that moment (0.1 s or less: stopped at once).  Cases, all
German Pachisi with random players on the batched engine:

1. ``simulate(german, "random", 100_000, n_jobs=2)`` interrupted by SIGINT (the kernel's
   interrupt) after ``--after`` seconds: the time until ``simulate`` returns, the latency, and
   the games kept (``result.n``, ``result.interrupted``);
2. the experiment widget, 200,000 games per setting, Run in the background and Stop after
   ``--after`` seconds: the time until its thread ends, and the latency;
3. ``chunks = simulate_chunks(german, "random", 20_000, seed=1, n_jobs=2); next(chunks)``, then
   ``chunks.close()`` (and, separately, ``del chunks``): the latency;
4. the same ``next(chunks)``, then the generator kept alive, not iterated, for 3 s: the games
   played by then (chunks come back only when asked for: at most the rest of one wave) and
   when the cores were free;
5. case 1 with ``n_jobs=1`` (the chunk runs in a worker thread; this thread sees the interrupt).

Numbers only, no asserts; one run of each case.
"""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import threading
import time

import gamekit

sim = importlib.import_module(
    "gamekit.analysis.simulate"
)  # the module (gamekit.analysis.simulate is also the function)
simulate, simulate_chunks = sim.simulate, sim.simulate_chunks
ENDS: list[float] = []  # when each batched chunk came back (perf_counter)
_real_chunk = sim._batched_chunk


def _timed_chunk(*args):
    try:
        return _real_chunk(*args)
    finally:
        ENDS.append(time.perf_counter())


sim._batched_chunk = _timed_chunk


def chunks_end(t0: float, wait: float = 1.0) -> float:
    """Seconds from ``t0`` until the last batched chunk came back (after waiting ``wait`` s of quiet)."""
    time.sleep(wait)
    while ENDS and time.perf_counter() - ENDS[-1] < wait:
        time.sleep(0.1)
    later = [e for e in ENDS if e >= t0]
    return (max(later) - t0) if later else 0.0


class Monitor:
    """Samples (wall time, CPU time of the process) every 10 ms in a thread."""

    def __init__(self) -> None:
        self.samples: list[tuple[float, float]] = []
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._done.is_set():
            self.samples.append((time.perf_counter(), time.process_time()))
            time.sleep(0.01)

    def idle_after(self, t0: float, timeout: float = 90.0) -> float:
        """Seconds from ``t0`` until a 100 ms window with under 10 % of one core busy."""
        end = t0 + timeout
        while time.perf_counter() < end:
            s = [x for x in self.samples if x[0] >= t0]
            for i, (w, c) in enumerate(s):
                later = [x for x in s[i:] if x[0] >= w + 0.1]
                if not later:
                    break
                w2, c2 = later[0]
                if (c2 - c) / (w2 - w) < 0.1:
                    return w - t0
            time.sleep(0.05)
        return float("nan")

    def stop(self) -> None:
        self._done.set()
        self._thread.join()


def case_interrupt(game, after: float, n_jobs: int, mon: Monitor) -> None:
    sent = {}

    def fire() -> None:
        sent["t"] = time.perf_counter()
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(after, fire)
    timer.start()
    result = simulate(game, "random", 100_000, seed=1, progress=False, n_jobs=n_jobs)
    returned = time.perf_counter() - sent["t"]
    lat = mon.idle_after(sent["t"])
    last = chunks_end(sent["t"])
    print(
        f"1. KeyboardInterrupt after {after:g} s: simulate returned in {returned:.3f} s, last chunk ended "
        f"after {last:.3f} s, cores free after {lat:.3f} s; kept {result.n:,} games (interrupted={result.interrupted})"
    )


def case_widget(game, after: float, mon: Monitor) -> None:
    from gamekit.widgets.experiment_widget import Experiment

    exp = Experiment(game, n_games=200_000, seed=1)
    exp.run(wait=False)
    time.sleep(after)
    t0 = time.perf_counter()
    exp.stop()
    exp._thread.join()
    ended = time.perf_counter() - t0
    lat = mon.idle_after(t0)
    last = chunks_end(t0)
    n = {k: r.n for k, r in exp.results.items()}
    print(
        f"2. widget Stop after {after:g} s: last chunk ended after {last:.3f} s, run ended (table and plot "
        f"drawn) after {ended:.3f} s, cores free after {lat:.3f} s; kept {n}"
    )


def case_generator(game, n_jobs: int, mon: Monitor, how: str) -> None:
    chunks = simulate_chunks(game, "random", 20_000, seed=1, n_jobs=n_jobs)
    first = next(chunks)
    t0 = time.perf_counter()
    if how == "close":
        chunks.close()
    else:
        del chunks
    lat = mon.idle_after(t0)
    last = chunks_end(t0)
    print(
        f"3. simulate_chunks: next() ({first.n:,} games), then {how}: last chunk ended after {last:.3f} s, "
        f"cores free after {lat:.3f} s"
    )


def case_alive(game, n_jobs: int, mon: Monitor) -> None:
    start = len(ENDS)
    chunks = simulate_chunks(game, "random", 20_000, seed=1, n_jobs=n_jobs)
    first = next(chunks)
    t0 = time.perf_counter()
    lat = mon.idle_after(t0)
    time.sleep(max(0.0, 3.0 - (time.perf_counter() - t0)))
    played = len(ENDS) - start
    print(
        f"4. simulate_chunks: next() ({first.n:,} games), generator alive, not iterated, for 3 s: "
        f"{played} of 10 chunks played ({played * sim.CHUNK:,} games), cores free after {lat:.3f} s"
    )
    chunks.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--after", type=float, default=3.0, help="seconds of play before the stop")
    ap.add_argument("--n-jobs", type=int, default=2)
    args = ap.parse_args()
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even when started in the background
    german = gamekit.load("pachisi", ruleset="german")
    simulate(german, "random", 10, seed=0, progress=False)  # load the compiled kernels first
    print(f"German Pachisi, random players, n_jobs={args.n_jobs}, {os.cpu_count()} cores")
    mon = Monitor()
    try:
        case_interrupt(german, args.after, args.n_jobs, mon)
        time.sleep(0.5)
        case_widget(german, args.after, mon)
        for how in ("close", "del"):
            time.sleep(0.5)
            case_generator(german, args.n_jobs, mon, how)
        time.sleep(0.5)
        case_alive(german, args.n_jobs, mon)
        time.sleep(0.5)
        print("5. = case 1 with n_jobs=1:")
        case_interrupt(german, args.after, 1, mon)
    finally:
        mon.stop()


if __name__ == "__main__":
    main()
