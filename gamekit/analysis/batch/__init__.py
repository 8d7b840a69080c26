"""Batched simulators: many games of one rule set played by compiled kernels (issue 13 §1).

One module per rule set (``pachisi_german``, ``pachisi_czech``, ...).  Each exposes
``supports(game, agents) -> bool`` and ``run(game, agents, n_games, seed_seq, record=False)
-> BatchResult``.  The plain engines stay the readable reference; the tests
``tests/test_batch_*.py`` replay batched games through them move by move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

__all__ = ["BatchResult"]


@dataclass
class BatchResult:
    """Per-game results of a batched run; every array has ``n`` rows (games played).

    Same meanings as :class:`gamekit.analysis.simulate.SimulationResult`:

    * ``wins``: bool (n, players), True for each winning seat (a team marks both seats)
    * ``draw``: bool (n,)
    * ``returns``: float (n, players), the final state's ``returns()``
    * ``moves``: int (n,) decisions made; ``throws``: int (n,) chance outcomes applied
    * ``turns``: int (n,) how often the seat to act changed
    * ``events``: dict kind -> int (n,), the counts of the event kinds the plain engine's
      ``apply_with_events`` produces for the same game
    * ``trace``: with ``record=True``, per game the list of actions in plain-engine form
      (chance outcomes as ``chance_outcomes()`` lists them, moves as the plain engine's
      ``to_json()`` dicts); else None
    """

    wins: np.ndarray
    draw: np.ndarray
    returns: np.ndarray
    moves: np.ndarray
    throws: np.ndarray
    turns: np.ndarray
    events: dict = field(default_factory=dict)
    trace: list | None = None
