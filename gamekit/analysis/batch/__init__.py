"""Batched simulators: many games of one rule set played at once, behind :func:`~gamekit.analysis.simulate`.

One module per rule set (``sechs_as``, ``raja_pasu``, ``pachisi_german``, ``pachisi_czech``),
each with the same two functions:

* ``supports(game, agents) -> bool``: True when every seat's agent is one the batch engine
  plays (``"random"`` or ``"greedy"``) and every option of ``game`` is supported;
* ``run(game, agents, n_games, seed_seq, record=False) -> BatchResult``: ``n_games`` games from
  the initial state, random streams from ``seed_seq`` (a ``numpy.random.SeedSequence``).

The plain engines stay the readable reference: every batch module is tested against its plain
engine move by move (games replayed with the same throws and choices) and position by
position (the positions reachable after every throw or move are the same sets).
:func:`engine_for` finds the batch module of a game; ``simulate()`` uses it whenever
``supports`` says yes.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType

import numpy as np


@dataclass
class BatchResult:
    """Per-game results of one batch; every array has ``n`` rows (games played).

    Same meanings as :class:`gamekit.analysis.simulate.SimulationResult`:

    * ``wins``: bool (n, players), True for each winning seat (a team marks both partners);
    * ``draw``: bool (n,); ``returns``: float (n, players), the plain engine's ``returns()``;
    * ``moves``: int (n,) decisions; ``throws``: int (n,) chance outcomes; ``turns``: int (n,)
      how often the seat to act changed;
    * ``events``: dict kind -> int (n,), the kinds and counts the plain engine's
      ``apply_with_events`` gives for the same game (kinds that never occur may be absent);
    * ``trace``: with ``record=True``, per game the list of actions in plain-engine form
      (chance outcomes as ``chance_outcomes()`` lists them, moves as the plain engine's move
      objects or their ``to_json()`` dicts), so the game can be replayed through the plain
      engine; else None.
    """

    wins: np.ndarray
    draw: np.ndarray
    returns: np.ndarray
    moves: np.ndarray
    throws: np.ndarray
    turns: np.ndarray
    events: dict[str, np.ndarray] = field(default_factory=dict)
    trace: list | None = field(default=None, repr=False)

    @property
    def n(self) -> int:
        """Number of games."""
        return len(self.draw)


def engine_for(game) -> ModuleType | None:
    """The batch module for ``game``, named by its entry in :mod:`gamekit.registry` (``batch``), or
    None if there is none (or the game is not registered)."""
    from ... import registry

    try:
        name = registry.entry_for(game).batch
    except registry.UnknownGameError:
        return None
    if name is None:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:  # a rule set whose batch module is not written yet
        if exc.name == name:
            return None
        raise


def concat(parts: list[BatchResult]) -> BatchResult:
    """One :class:`BatchResult` holding the games of ``parts`` in order (kinds missing in a part count 0)."""
    kinds = sorted(set().union(*(p.events for p in parts))) if parts else []
    events = {k: np.concatenate([p.events.get(k, np.zeros(p.n, dtype=np.int64)) for p in parts]) for k in kinds}
    trace = None
    if parts and all(p.trace is not None for p in parts):
        trace = [t for p in parts for t in p.trace]
    return BatchResult(
        wins=np.concatenate([p.wins for p in parts]),
        draw=np.concatenate([p.draw for p in parts]),
        returns=np.concatenate([p.returns for p in parts]),
        moves=np.concatenate([p.moves for p in parts]),
        throws=np.concatenate([p.throws for p in parts]),
        turns=np.concatenate([p.turns for p in parts]),
        events=events,
        trace=trace,
    )


def warm() -> list[str]:
    """Compile (or load from numba's on-disk cache) every batch engine's code, and return their names.

    Plays two games of each batch module with every agent it knows, for a default game of its
    rule set.  The set-up scripts (``scripts/_env.sh``, ``binder/postBuild``) run it once, so the
    first ``simulate()`` in a fresh kernel loads compiled code instead of compiling it.
    Command line: ``python -m gamekit.analysis.batch``.
    """
    import gamekit
    from ... import registry

    done = []
    for key in (e.key for e in registry.entries() if e.batch is not None):
        game = gamekit.load(key)
        engine = engine_for(game)
        if engine is None:
            continue
        for agent in getattr(engine, "AGENTS", ("random", "greedy")):
            agents = (agent,) * game.num_players
            if engine.supports(game, agents):
                engine.run(game, agents, 2, np.random.SeedSequence(0))
        done.append(key)
    return done


__all__ = ["BatchResult", "engine_for", "concat", "warm"]
