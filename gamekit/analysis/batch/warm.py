"""Compile the batched simulators' numba kernels once and cache them on disk (issue 13 §1).

    python -m gamekit.analysis.batch.warm

numba caches the machine code of every ``@njit(cache=True)`` function in ``__pycache__`` beside
its source, so the first call in a fresh kernel loads it (well under 2 s) instead of compiling
(about a minute).  ``scripts/_env.sh`` and ``binder/postBuild`` run this after installing, so a
student's first ``simulate()`` is fast.  Safe to run again: a warm cache only loads.
"""

from __future__ import annotations

import time

import numpy as np


def warm() -> dict[str, float]:
    """Run two games of every batched rule set with every batched agent; returns the seconds
    each took (compilation or cache loading included)."""
    import gamekit

    from . import pachisi_czech, pachisi_german

    out = {}
    for key, mod, game in (
        ("pachisi/german", pachisi_german, gamekit.load("pachisi", ruleset="german")),
        ("pachisi/czech", pachisi_czech, gamekit.load("pachisi", ruleset="czech")),
    ):
        t0 = time.perf_counter()
        for agent in mod.AGENTS:
            mod.run(game, (agent,) * game.num_players, 2, np.random.SeedSequence(0))
            mod.run(game, (agent,) * game.num_players, 1, np.random.SeedSequence(0), record=True)
        out[key] = time.perf_counter() - t0
    return out


if __name__ == "__main__":
    for k, dt in warm().items():
        print(f"[gamekit] batched {k}: ready in {dt:.1f} s")
