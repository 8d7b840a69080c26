"""How long ``evaluate()`` takes on a Czech Pačísí position: 1,000 random games per play, one thread.

The position: 400 or more steps of seeded random plain play, then the first decision with at
least four legal moves.  Prints the number of plays, the wall and CPU seconds, and the engine
that played (the batched engine from a start position; ``--plain`` forces the plain engine by
passing the random agent as a callable, the "before" figure).

    python benchmarks/bench_evaluate_czech.py [--plain]
"""

from __future__ import annotations

import sys
import time

import numpy as np

import gamekit
from gamekit.agents import agents_for
from gamekit.analysis.evaluate import evaluate
from gamekit.core import sample_outcome


def position():
    game = gamekit.load("pachisi/czech")
    rng = np.random.default_rng(5)
    st, steps = game.initial_state(), 0
    while True:
        if st.is_chance():
            st = st.apply(sample_outcome(st, rng))
        else:
            lm = st.legal_moves()
            st = st.apply(lm[int(rng.integers(len(lm)))])
        steps += 1
        if steps > 400 and not st.is_chance() and len(st.legal_moves()) >= 4:
            return st


def main() -> None:
    st = position()
    agents = [agents_for(st.game)["random"]] * 4 if "--plain" in sys.argv else "random"
    evaluate(st, 10, 0, agents)  # load the compiled kernels
    t, c = time.perf_counter(), time.process_time()
    e = evaluate(st, 1000, 0, agents)
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    engine = "plain" if "--plain" in sys.argv else "batched"
    print(f"Czech evaluate ({engine}): {len(e.plays)} plays x 1,000 games: {wall:.2f} s wall, {cpu:.2f} CPU-s")
    print(e.verdict())


if __name__ == "__main__":
    main()
