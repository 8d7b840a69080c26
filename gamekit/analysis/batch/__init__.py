"""Batched simulators: many games of one rule set played at once, behind :func:`~gamekit.analysis.simulate`.

One module per rule set (``sechs_as``, ``raja_pasu``, ``pachisi_german``, ``pachisi_czech``),
each with the same two functions:

* ``supports(game, agents) -> bool``: True when every seat's agent is one the batch engine
  plays (``"random"`` or ``"greedy"``) and every option of ``game`` is supported;
* ``run(game, agents, n_games, seed_seq, record=False) -> SimulationResult``: ``n_games`` games from
  the initial state, random streams from ``seed_seq`` (a ``numpy.random.SeedSequence``).

The plain engines stay the readable reference: every batch module is tested against its plain
engine move by move (games replayed with the same throws and choices) and position by
position (the positions reachable after every throw or move are the same sets).
:func:`engine_for` finds the batch module of a game; ``simulate()`` uses it whenever
``supports`` says yes.

The compiled kernels that ``run`` calls release the GIL (numba ``nogil=True``), so
``simulate(..., n_jobs=2)`` plays its chunks in two threads on two cores, and the experiment
widget plays setting A and setting B at the same time.
"""

from __future__ import annotations

import importlib
import numbers

from types import ModuleType
from typing import Callable

import numpy as np

from ...errors import GameError
from ..result import SimulationResult
from ._cache import install as _install_cache

# numba's cache keyed by every source file a kernel depends on (see _cache), before any kernel
# module of this package is imported and decorated.
_install_cache()


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


def concat(parts: list[SimulationResult]) -> SimulationResult:
    """One :class:`SimulationResult` holding the games of ``parts`` in order (kinds missing in a part count 0)."""
    kinds = sorted(set().union(*(p.events for p in parts))) if parts else []
    events = {k: np.concatenate([p.events.get(k, np.zeros(p.n, dtype=np.int64)) for p in parts]) for k in kinds}
    trace = None
    if parts and all(p.trace is not None for p in parts):
        trace = [t for p in parts for t in p.trace]
    return SimulationResult(
        wins=np.concatenate([p.wins for p in parts]),
        draw=np.concatenate([p.draw for p in parts]),
        returns=np.concatenate([p.returns for p in parts]),
        moves=np.concatenate([p.moves for p in parts]),
        throws=np.concatenate([p.throws for p in parts]),
        turns=np.concatenate([p.turns for p in parts]),
        events=events,
        trace=trace,
        unfinished=np.concatenate([p.unfinished for p in parts]),
        engine="batched",
    )


# ---------------------------------------------------------------------------------------------
# Shared by the Pachisi batch modules: the argument check, the per-game arrays a kernel fills,
# the trace rows turned into plain-engine actions, and the arrays turned into a SimulationResult.


MAX_GAMES = 100_000_000
"""The most games one ``simulate()``, ``simulate_chunks()`` or batched ``run`` call takes
(``n_games``), as :func:`gamekit.analysis.exact.monte_carlo_turns` takes at most 10**8 turns: a
larger count is refused at once (GameError) instead of filling the memory with its chunk list."""


def check_whole(name: str, value, low: int, high: int | None = None) -> int:
    """``value`` as an int >= ``low`` (and <= ``high`` if given; numpy integers too; a bool is no
    number here).

    The one argument check of ``simulate()``, ``evaluate()`` and the batched engines' ``run``.

    Raises:
        GameError: naming the argument ``name`` when ``value`` is not a whole number >= ``low``
            (a bool, 2.5, "10", or less than ``low``) or is more than ``high``.
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise GameError(f"argument {name!r} must be a whole number >= {low}, not {value!r}")
    if value < low:
        raise GameError(f"argument {name!r} must be >= {low}, not {value!r}")
    if high is not None and value > high:
        raise GameError(f"argument {name!r} must be at most {high:,}, not {value!r}")
    return int(value)


def check_n_jobs(n_jobs) -> int:
    """``n_jobs`` as an int other than 0: joblib's count of workers (-1: every core; another
    negative number n: every core but ``-n - 1`` of them, at least one, as joblib reads it).

    The one ``n_jobs`` check of ``simulate()``, ``evaluate()`` and :func:`warm`.

    Raises:
        GameError: naming the argument ``n_jobs`` when it is not a whole number other than 0
            (a bool, 2.5, "2", 0).
    """
    if isinstance(n_jobs, bool) or not isinstance(n_jobs, numbers.Integral) or n_jobs == 0:
        raise GameError(f"argument 'n_jobs' must be a whole number other than 0 (-1: every core), not {n_jobs!r}")
    return int(n_jobs)


def check_n_games(n_games) -> int:
    """``n_games`` as an int 0..:data:`MAX_GAMES` (:func:`check_whole`).

    Raises:
        GameError: naming the argument ``n_games`` when it is not a whole number >= 0 (a bool,
            2.5, -1, "10") or is more than :data:`MAX_GAMES`.
    """
    return check_whole("n_games", n_games, 0, MAX_GAMES)


def stop_arrays(stop: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """The stop flag and the played counter a kernel takes: ``stop`` itself (an int8 array of
    shape (1,); another thread sets ``stop[0] = 1`` to end the run before its next game) or a
    fresh zero flag when None, and a fresh int64 counter (1,) that the kernel sets to the
    number of games finished.

    Raises:
        GameError: ``stop`` is not an int8 numpy array of shape (1,).
    """
    if stop is None:
        stop = np.zeros(1, np.int8)
    elif not isinstance(stop, np.ndarray) or stop.dtype != np.int8 or stop.shape != (1,):
        raise GameError(f"argument 'stop' must be a numpy int8 array of shape (1,), not {stop!r}")
    return stop, np.zeros(1, np.int64)


def game_arrays(n: int, n_kinds: int) -> tuple[np.ndarray, ...]:
    """Zeroed int64 arrays for ``n`` games that a kernel fills: events (n, n_kinds), then the
    winner bitmask (bit c: colour or seat c won; -1: the game did not end), moves, throws and
    turns, each (n,)."""
    return (np.zeros((n, n_kinds), np.int64),) + tuple(np.zeros(n, np.int64) for _ in range(4))


def record_games(
    arrays: tuple[np.ndarray, ...],
    play_one: Callable[[np.ndarray], tuple[int, int, int, int, int]],
    log: np.ndarray,
    throw_of: Callable,
    move_of: Callable,
    offered_col: int,
) -> tuple[list, list]:
    """Play the games of ``arrays`` (:func:`game_arrays`) one by one with their traces.

    ``play_one(ev_row)`` plays one game, adds its event counts to ``ev_row`` and returns (winner
    bitmask, moves, throws, turns, rows written to ``log``); a log row with kind 0 in column 0
    is a chance outcome (``throw_of(row)``), any other a move (``move_of(row)``, the plain
    engine's JSON) with the number of legal moves offered in column ``offered_col``.  Returns
    (per game its list of actions, per game the numbers of legal moves offered).
    """
    ev, win, moves, throws, turns = arrays
    trace, n_legal = [], []
    for g in range(len(win)):
        win[g], moves[g], throws[g], turns[g], rows = play_one(ev[g])
        acts, offered = [], []
        for row in log[:rows]:
            if row[0] == 0:
                acts.append(throw_of(row))
            else:
                acts.append(move_of(row))
                offered.append(int(row[offered_col]))
        trace.append(acts)
        n_legal.append(offered)
    return trace, n_legal


def batch_result(
    arrays: tuple[np.ndarray, ...], seat_bits, kinds: tuple[str, ...], trace: list | None, unfinished: str
) -> SimulationResult:
    """The :class:`SimulationResult` of filled :func:`game_arrays`; ``seat_bits[s]`` is the bit of
    seat ``s`` in the winner bitmask; a win is +1, a loss -1 (no draws in these games).  A game
    whose winner is -1 reached the kernel's step cap (``unfinished`` says which cap): it is
    marked in ``SimulationResult.unfinished``, won by no seat, with returns 0.
    """
    ev, win, moves, throws, turns = arrays
    cut = win < 0
    wins = ((np.where(cut, 0, win)[:, None] >> np.asarray(seat_bits, np.int64)[None, :]) & 1).astype(bool)
    return SimulationResult(
        wins=wins,
        draw=np.zeros(len(win), bool),
        returns=np.where(cut[:, None], 0.0, np.where(wins, 1.0, -1.0)),
        unfinished=cut,
        moves=moves,
        throws=throws,
        turns=turns,
        # as simulate(): the kinds that occurred in some game
        events={k: ev[:, i].copy() for i, k in enumerate(kinds) if ev[:, i].any()},
        trace=trace,
        engine="batched",
    )


def warm(keys: list[str] | None = None, n_jobs: int = 1) -> list[str]:
    """Compile (or load from numba's on-disk cache) every batch engine's code, and return their names.

    Plays two games of each batch module with every agent it knows, for a default game of its
    rule set.  The set-up scripts (``scripts/_env.sh``, ``binder/postBuild``) run it once, so the
    first ``simulate()`` in a fresh kernel loads compiled code instead of compiling it.
    Command line: ``python -m gamekit.analysis.batch`` (``n_jobs=2``).

    * ``keys``: a list or tuple of registry keys (e.g. ``["pachisi/german"]``), default every
      game with a batch engine;
    * ``n_jobs``: a whole number other than 0 (-1: every core); with 2 or more (or -1), the engines compile in that many joblib (loky) worker
      processes at once, one engine per task, the registry's order (German Pachisi, the longest,
      first); numba writes each engine's own cache files, so the processes share nothing.  On
      two cores the whole compile then takes about as long as German Pachisi's alone (40 s of
      58 s).  This process then holds none of the compiled code; a later call loads it from disk.

    Returns the keys warmed, in the order given.

    Raises:
        GameError: naming ``keys`` when it is not a list or tuple of str, or ``n_jobs`` when it is
            not a whole number other than 0 (:func:`check_n_jobs`), before anything compiles;
        UnknownGameError (a GameError): a key that names no game (from :func:`gamekit.load`),
            before anything for that key compiles.
    """
    import gamekit
    from ... import registry

    n_jobs = check_n_jobs(n_jobs)
    if keys is None:
        keys = [e.key for e in registry.entries() if e.batch is not None]
    elif not isinstance(keys, (list, tuple)) or not all(isinstance(k, str) for k in keys):
        raise GameError(f"argument 'keys' must be a list of game keys such as ['pachisi/german'], not {keys!r}")
    if n_jobs != 1 and len(keys) > 1:
        from joblib import Parallel, delayed

        parts = Parallel(n_jobs=min(n_jobs, len(keys)), backend="loky")(delayed(warm)([k]) for k in keys)
        return [k for part in parts for k in part]
    done = []
    for key in keys:
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


__all__ = ["engine_for", "warm", "check_n_games", "check_n_jobs", "check_whole", "MAX_GAMES"]
