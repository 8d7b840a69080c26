"""Reproducible batches of games: ``simulate(game, agents, n_games, seed)``.

Two engines play the games, and the caller does not choose:

* the **batched engine** of the rule set (:mod:`gamekit.analysis.batch`) whenever every seat
  plays an agent it knows (``"random"``, ``"greedy"``) and it supports the game's options.  The
  games are split into chunks of :data:`CHUNK` games; chunk ``i`` draws from
  ``SeedSequence(seed).spawn(n_chunks)[i]``, so the results are the same for any ``n_jobs``,
  and the first ``k`` games are the same whatever ``n_games`` is.
* the **plain engine** (``state.apply_with_events``) otherwise: every game gets its own stream
  ``SeedSequence(seed).spawn(n_games)[i]``, so game ``i`` is the same whether 10 or 10,000
  games are played.

The two engines play the same rules (tests replay batched games through the plain engine move
by move) but draw different random numbers, so the same seed gives different games from each;
each is reproducible.  Per-game results come back as numpy arrays.

Many cores, many machines: ``n_jobs`` spreads the chunks over joblib workers (``n_jobs=-1``:
every core) -- threads for the batched engine (its compiled kernels release the GIL), processes
for the plain engine.  A class that outgrows one machine runs the same call on a Dask
cluster through joblib's dask backend, with the same results::

    from dask.distributed import Client
    import joblib
    client = Client("scheduler-address:8786")       # or Client() for a local cluster
    with joblib.parallel_config(backend="dask"):
        result = simulate(game, "random", 1_000_000, seed=1, n_jobs=-1)
"""

from __future__ import annotations

import threading
import warnings
from collections import Counter
from typing import Any, Callable, Iterator, Sequence

import numpy as np

from ..agents import agents_for
from ..core import Game, playout, takes_arguments
from ..errors import GameError, UnfinishedGameError
from .batch import MAX_GAMES, check_n_jobs, check_whole
from .result import SimulationResult

MAX_STEPS_CAP = 1_000_000_000
"""The largest ``max_steps`` :func:`simulate` takes: a billion steps of one game is hours of
play, and the compiled engines count steps in 64-bit integers (2**64 did not fit)."""

CHUNK = 2_000
"""Games per chunk of the batched engine (each chunk is one joblib task with its own seed)."""
PLAIN_CHUNK = 50
"""Games per joblib task of the plain engine (each game keeps its own seed)."""
MAX_STEPS = 20_000
"""Default step cap of a plain-engine game (moves and chance outcomes).  How it is chosen: about
six times the longest seeded random game of any registered game (3,399 steps, a Raja Pasu match;
German Pachisi 676, Czech 2,297, Sechs-As 287 and a single Raja Pasu round 237 in 10,000 games
each), so no game that ends in practice is cut, while a pair of players that never ends a game
(two greedy Raja Pasu players in match play, RP-9) costs a few seconds per game, not minutes.
A game cut at the cap is *unfinished*: counted in ``SimulationResult.unfinished``, never an error.
The batched engines keep their own, larger caps (never reached in play) and report a game that
reaches one the same way; Raja Pasu's (``STEP_CAP``) takes this one, as its matches reach it."""


class StopFlag:
    """Stops a run of :func:`simulate_chunks` from another thread (a Stop button).

    ``set()`` makes the compiled batched kernels end before their next game (within one game,
    a few milliseconds); the chunks being played then come back shorter, with the games they
    finished, and no further chunk is started.  Same ``set`` / ``is_set`` / ``clear`` as
    :class:`threading.Event`; ``array`` is the int8 (1,) flag the kernels read.
    """

    def __init__(self) -> None:
        self.array = np.zeros(1, np.int8)

    def set(self) -> None:
        """Ask the run to stop."""
        self.array[0] = 1

    def clear(self) -> None:
        """Reset the flag (before the next run)."""
        self.array[0] = 0

    def is_set(self) -> bool:
        """True once :meth:`set` was called (and not cleared since)."""
        return bool(self.array[0])


# ---------------------------------------------------------------------------------------------
# Arguments


def resolve_agents(game: Game, agents: Sequence[Any] | Any) -> list[Callable]:
    """One agent callable per seat of ``game`` from ``agents`` (a name, a callable, or one of
    those per seat), as :func:`simulate` reads them; shared with :mod:`.evaluate` and the
    experiment widget.

    Raises:
        GameError: naming ``agents``: an unknown name, not one per seat, not callable, or a
            callable whose signature cannot take the two arguments ``(state, rng)``.
    """
    table = agents_for(game)
    if isinstance(agents, str) or callable(agents):
        agents = [agents] * game.num_players
    try:
        agents = list(agents)
    except TypeError:
        raise GameError(
            f"argument 'agents' must be an agent name, a callable agent(state, rng) or one of those per seat, "
            f"not {agents!r}"
        ) from None
    if len(agents) != game.num_players:
        raise GameError(f"argument 'agents': need {game.num_players} agents (one per seat), got {len(agents)}")
    out = []
    for a in agents:
        if isinstance(a, str):
            if a not in table:
                raise GameError(
                    f"argument 'agents': unknown agent {a!r} for {game.name}; choose one of {', '.join(table)}"
                )
            a = table[a]
        elif not callable(a):
            raise GameError(f"argument 'agents': {a!r} is neither an agent name nor a callable agent(state, rng)")
        elif not takes_arguments(a, 2):
            raise GameError(
                f"argument 'agents': {a!r} cannot be called as agent(state, rng): an agent takes the position "
                f"and a numpy random Generator and returns one of state.legal_moves()"
            )
        out.append(a)
    return out


def batch_engine(game: Game, agents: Sequence[Any] | Any, start: Any = None, while_warming: bool = False):
    """``(module, agent names)``: the batch module that can play these agents (from ``start``,
    if given; shared with :mod:`.evaluate`), or None; None also while the set-up script is still compiling the engines (:mod:`.warming`), unless
    ``while_warming``."""
    from .batch import engine_for
    from .start import batch_can_start
    from .warming import warming

    if not batch_can_start(game, start):
        return None, None

    if isinstance(agents, str):
        names = (agents,) * game.num_players
    elif callable(agents):
        return None, None
    else:
        names = tuple(agents)
    if not all(isinstance(a, str) for a in names):
        return None, names
    engine = engine_for(game)
    if engine is None or not engine.supports(game, names):
        return None, names
    if not while_warming and warming():  # still compiling elsewhere: play now, with the plain engine
        return None, names
    return engine, names


def batch_engine_when_warm(game: Game, agents: Sequence[Any] | Any, start: Any = None) -> bool:
    """True if a batch engine would play these games once the engines are warm."""
    from .warming import warming

    return warming() and batch_engine(game, agents, start, while_warming=True)[0] is not None


# ---------------------------------------------------------------------------------------------
# One chunk of games (runs in a joblib worker when n_jobs != 1)


def _batched_chunk(
    engine,
    game: Game,
    names: tuple,
    n: int,
    seed_seq,
    start: Any = None,
    stop: np.ndarray | None = None,
    max_steps: int = MAX_STEPS,
) -> SimulationResult:
    """``n`` games by the batched engine; ``stop`` (int8 (1,)) set by another thread ends the
    chunk before its next game, and the result (``interrupted`` True) has the games finished.
    An engine that declares ``STEP_CAP = True`` (Raja Pasu, whose matches reach the cap in play)
    is given ``max_steps``, the plain engine's cap."""
    extra = {} if start is None else {"start": start}
    if getattr(engine, "STEP_CAP", False):
        extra["max_steps"] = max_steps
    r = engine.run(game, names, n, seed_seq, stop=stop, **extra)
    return SimulationResult(
        r.wins, r.draw, r.returns, r.moves, r.throws, r.turns, r.events, None, len(r.draw) < n, "batched", r.unfinished
    )


class _Running:
    """The chunks of one parallel run: those being played, and the results not yet handed on
    (so that a run stopped by Ctrl-C keeps the games its running chunks finished)."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.busy = 0
        self.results: dict[int, SimulationResult] = {}

    # sent to another process (joblib's dask or loky backends): a fresh, unshared tracker there
    def __getstate__(self) -> dict:
        return {}

    def __setstate__(self, state: dict) -> None:
        self.__init__()

    def play(self, i: int, fn: Callable, args: tuple) -> SimulationResult:
        with self.cond:
            self.busy += 1
        try:
            r = fn(*args)
            with self.cond:
                self.results[i] = r
            return r
        finally:
            with self.cond:
                self.busy -= 1
                self.cond.notify_all()

    def wait_idle(self, timeout: float) -> None:
        with self.cond:
            self.cond.wait_for(lambda: self.busy == 0, timeout)


class _Children:
    """Games ``lo`` .. ``hi - 1``'s seeds: the children ``root.spawn(n)[lo:hi]``, made only when
    the chunk is played (spawning a million children up front took seconds that Stop had to
    wait for).  Child ``k`` is ``SeedSequence(root.entropy, spawn_key=root.spawn_key + (k,))``,
    exactly what ``spawn`` makes."""

    def __init__(self, root: np.random.SeedSequence, lo: int, hi: int) -> None:
        self.root, self.lo, self.hi = root, lo, hi

    def __len__(self) -> int:
        return self.hi - self.lo

    def __iter__(self):
        r = self.root
        for k in range(self.lo, self.hi):
            yield np.random.SeedSequence(r.entropy, spawn_key=r.spawn_key + (k,), pool_size=r.pool_size)


def _plain_chunk(game: Game, agents, seeds: list, max_steps: int, start: Any = None) -> SimulationResult:
    """Play one game per seed with the plain engine; Ctrl-C returns the games finished so far."""
    players = resolve_agents(game, agents)

    def choose(state: Any, rng: Any) -> Any:
        return players[state.current_player](state, rng)

    wins, draws, rets, moves, throws, turns, finals, cut = [], [], [], [], [], [], [], []
    counts: list[Counter] = []
    interrupted = False
    try:
        for seed_seq in seeds:
            rng = np.random.default_rng(seed_seq)
            state = game.initial_state() if start is None else start
            c: Counter = Counter()
            n_moves = n_throws = n_turns = 0
            last = state.current_player
            unfinished = False
            try:
                # One playout loop for every caller; chance outcomes come from core.sample_outcome.
                for step in playout(state, choose, rng, max_steps, events=True):
                    if step.state.current_player != last:
                        n_turns += 1
                        last = step.state.current_player
                    if step.state.is_chance():
                        n_throws += 1
                    else:
                        n_moves += 1
                    c.update(e.kind for e in step.events)
                    state = step.after
            except UnfinishedGameError:  # cut at the step cap (MAX_STEPS): won by no seat
                unfinished = True
            w = None if unfinished else state.winner
            row = np.zeros(game.num_players, dtype=bool)
            if isinstance(w, tuple):
                row[list(w)] = True
            elif isinstance(w, int):
                row[w] = True
            wins.append(row)
            draws.append(w == "draw")
            cut.append(unfinished)
            rets.append(np.zeros(game.num_players) if unfinished else state.returns())
            moves.append(n_moves)
            throws.append(n_throws)
            turns.append(n_turns)
            counts.append(c)
            finals.append(state)
    except KeyboardInterrupt:
        interrupted = True
    kinds = sorted(set().union(*counts)) if counts else []
    return SimulationResult(
        wins=np.array(wins, dtype=bool).reshape(len(wins), game.num_players),
        draw=np.array(draws, dtype=bool),
        returns=np.array(rets, dtype=float).reshape(len(rets), game.num_players),
        moves=np.array(moves, dtype=int),
        throws=np.array(throws, dtype=int),
        turns=np.array(turns, dtype=int),
        events={k: np.array([c[k] for c in counts], dtype=int) for k in kinds},
        finals=finals,
        interrupted=interrupted,
        engine="plain",
        unfinished=np.array(cut, dtype=bool),
    )


def concat_results(parts: list[SimulationResult], players: int, engine: str, interrupted: bool) -> SimulationResult:
    """The games of ``parts`` (results of :func:`simulate_chunks`) in order, in one result of
    ``players`` seats played by ``engine`` ("batched" or "plain"; the batched engine keeps no
    final positions); ``interrupted`` (or any part's) marks a stopped run.  An event kind a part
    lacks counts 0 there.  What :func:`simulate` returns; shared with the widgets that play
    chunk by chunk (the experiment widget, the recompute button)."""
    kinds = sorted(set().union(*(p.events for p in parts))) if parts else []

    def cat(name, shape, dtype):
        arrays = [getattr(p, name) for p in parts]
        return np.concatenate(arrays).astype(dtype) if arrays else np.zeros(shape, dtype=dtype)

    finals = None if engine == "batched" else [s for p in parts for s in p.finals]
    return SimulationResult(
        wins=cat("wins", (0, players), bool),
        draw=cat("draw", (0,), bool),
        returns=cat("returns", (0, players), float),
        moves=cat("moves", (0,), int),
        throws=cat("throws", (0,), int),
        turns=cat("turns", (0,), int),
        events={
            k: np.concatenate([p.events.get(k, np.zeros(p.n, dtype=int)) for p in parts]).astype(int) for k in kinds
        },
        finals=finals,
        interrupted=interrupted or any(p.interrupted for p in parts),
        engine=engine,
        unfinished=cat("unfinished", (0,), bool),
    )


# ---------------------------------------------------------------------------------------------
# The public functions


def simulate_chunks(
    game: Game,
    agents: Sequence[Any] | Any = "random",
    n_games: int = 100,
    seed: int = 0,
    max_steps: int = MAX_STEPS,
    n_jobs: int = 1,
    start: Any = None,
    stop: StopFlag | None = None,
) -> Iterator[SimulationResult]:
    """The games of :func:`simulate`, chunk by chunk, in order (for progress bars and Stop buttons).

    Yields one :class:`SimulationResult` per chunk (``CHUNK`` games for the batched engine,
    ``PLAIN_CHUNK`` for the plain one, the last one shorter); concatenated they are exactly what
    ``simulate`` returns for the same arguments.  Arguments and errors as for :func:`simulate`.

    Stopping, for the batched engine (the compiled kernels check a stop flag between games, so
    each of these frees the cores within one game and keeps the games finished):

    * ``stop.set()`` (a :class:`StopFlag`, from another thread): the chunks being played come
      back shorter (``interrupted`` True) and no further chunk is started;
    * closing the generator (``close()``, or dropping the last reference to it);
    * Ctrl-C / the kernel's interrupt while the generator waits for a chunk (any ``n_jobs``:
      with ``n_jobs=1`` the chunk is played in a worker thread, so this thread sees the
      interrupt at once): it yields one last part with the games the running chunks finished
      (``interrupted`` True, possibly empty) and ends.

    Chunks are played only when asked for: each ``next()`` that finds no chunk ready starts
    the next wave of as many chunks as there are workers (``n_jobs``; with ``n_jobs=1`` one
    chunk).  So while the generator is alive but not iterated, nothing is played beyond the
    wave of the chunk last handed on (with ``n_jobs=2``: at most one chunk ahead).

    A stopped run's games are the ones finished, not always the first ones.  The plain engine
    (Python) stops at the end of its chunk of ``PLAIN_CHUNK`` games.

    Raises:
        GameError: as :func:`simulate`; ``stop`` not a :class:`StopFlag` or None.
    """
    game, n_games, seed, n_jobs, max_steps = _check(game, agents, n_games, seed, n_jobs, max_steps)
    start = _check_start(game, start)
    if stop is not None and not isinstance(stop, StopFlag):
        raise GameError(f"argument 'stop' must be a gamekit.analysis.simulate.StopFlag or None, not {stop!r}")
    flag = StopFlag() if stop is None else stop
    engine, names = batch_engine(game, agents, start)
    if engine is not None:
        sizes = [min(CHUNK, n_games - i) for i in range(0, n_games, CHUNK)]
        seeds = np.random.SeedSequence(seed).spawn(len(sizes))
        tasks = [
            (_batched_chunk, (engine, game, names, k, s, start, flag.array, max_steps)) for k, s in zip(sizes, seeds)
        ]
    else:
        root = np.random.SeedSequence(seed)
        tasks = [
            (_plain_chunk, (game, agents, _Children(root, i, min(i + PLAIN_CHUNK, n_games)), max_steps, start))
            for i in range(0, n_games, PLAIN_CHUNK)
        ]
    if n_jobs == 1 or len(tasks) <= 1:
        yield from _serial(tasks, engine is not None, flag)
        return
    yield from _parallel(tasks, n_jobs, engine is not None, flag, game.num_players)


def _serial(tasks: list, batched: bool, flag: StopFlag) -> Iterator[SimulationResult]:
    """The results of ``tasks`` in order, one chunk at a time, each played only when asked for.

    A batched chunk runs in one worker thread (its compiled kernel releases the GIL) while this
    thread waits for it: a compiled kernel in this thread would hold off Ctrl-C until the whole
    chunk ended.  On Ctrl-C the stop flag ends the chunk within one game, and its finished games
    come back as a last part (``interrupted`` True).  The plain engine is Python, sees Ctrl-C
    itself and keeps its finished games (:func:`_plain_chunk`)."""
    if not batched:
        for fn, args in tasks:
            if flag.is_set():
                return
            part = fn(*args)
            yield part
            if part.interrupted:
                return
        return
    from concurrent.futures import ThreadPoolExecutor, wait

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="gamekit-chunk") as pool:
        future = None
        try:
            for fn, args in tasks:
                if flag.is_set():
                    return
                future = pool.submit(fn, *args)
                try:
                    while not future.done():  # a timed wait: Ctrl-C is seen within 0.1 s
                        wait((future,), timeout=0.1)
                    part = future.result()
                except KeyboardInterrupt:
                    flag.set()  # the chunk ends before its next game ...
                    part = future.result()
                    part.interrupted = True  # ... and its finished games are the last part
                future = None
                yield part
                if part.interrupted:
                    return
        finally:
            if future is not None and not future.done():  # left while a chunk runs: end it
                flag.set()


def _parallel(tasks: list, n_jobs: int, batched: bool, flag: StopFlag, players: int) -> Iterator[SimulationResult]:
    """The results of ``tasks`` in order, played by joblib workers in waves of one chunk per
    worker, a wave started only when the chunks before it were handed on; stops as
    :func:`simulate_chunks` says."""
    from joblib import Parallel, delayed, effective_n_jobs

    # The batched kernels release the GIL (numba ``nogil=True``), so threads run their chunks on
    # every core without starting processes or pickling results; the plain engine is Python and
    # needs processes.  ``prefer`` is only a hint: ``joblib.parallel_config(backend="dask")`` wins.
    prefer = "threads" if batched else "processes"
    wave = max(1, effective_n_jobs(n_jobs))
    running = _Running()
    handed = 0
    finished = False
    outputs = None
    # one pool for every wave (the context keeps joblib's workers between calls)
    with Parallel(n_jobs=n_jobs, prefer=prefer, return_as="generator") as parallel:
        try:
            try:
                for lo in range(0, len(tasks), wave):
                    if flag.is_set():
                        break
                    todo = enumerate(tasks[lo : lo + wave], lo)
                    if batched:
                        jobs = (delayed(running.play)(i, fn, args) for i, (fn, args) in todo)
                    else:
                        jobs = (delayed(fn)(*args) for _, (fn, args) in todo)
                    outputs = parallel(jobs)
                    for part in outputs:
                        handed += 1
                        if part.n or not part.interrupted:  # once stopped, the chunks left return at once, empty
                            yield part
                    outputs = None
                finished = not flag.is_set()
            except KeyboardInterrupt:
                if not batched:  # worker processes: simulate() keeps the chunks handed on so far
                    raise
                flag.set()  # the running chunks end within one game ...
                running.wait_idle(timeout=5.0)
                rest = [running.results[i] for i in sorted(running.results) if i >= handed and running.results[i].n]
                yield concat_results(rest, players, "batched", True)  # ... and their finished games are kept
        finally:
            if not finished:  # closed, dropped or interrupted: nothing more is played
                flag.set()
            if outputs is not None:
                with warnings.catch_warnings():  # joblib's note that the tasks left were cancelled: as asked
                    warnings.filterwarnings(
                        "ignore", r".*tasks (have been successfully executed|which were still)", UserWarning
                    )
                    outputs.close()


def _check(game, agents, n_games, seed, n_jobs, max_steps):
    if not isinstance(game, Game):
        raise GameError(f"argument 'game' must be a gamekit game (gamekit.load(...)), not {game!r}")
    n_games = check_whole("n_games", n_games, 0, MAX_GAMES)
    seed = check_whole("seed", seed, 0)
    max_steps = check_whole("max_steps", max_steps, 1, MAX_STEPS_CAP)
    n_jobs = check_n_jobs(n_jobs)
    resolve_agents(game, agents)  # GameError naming 'agents' before anything is played
    return game, n_games, seed, n_jobs, max_steps


def _check_start(game, start):
    from .start import check_start

    return check_start(game, start)


def simulate(
    game: Game,
    agents: Sequence[Any] | Any = "random",
    n_games: int = 100,
    seed: int = 0,
    progress: bool = True,
    max_steps: int = MAX_STEPS,
    n_jobs: int = 1,
    start: Any = None,
) -> SimulationResult:
    """Play ``n_games`` games of ``game`` from its initial state, or from the position ``start``.

    * ``agents``: one per seat (a name from ``gamekit.agents.agents_for(game)`` such as
      ``"random"`` / ``"greedy"``, or a callable ``agent(state, rng)``), or one for all seats.
      With names the batched engine can play, it plays (see the module docstring).
    * ``n_games``: int 0..:data:`~gamekit.analysis.batch.MAX_GAMES` (10**8); the result keeps
      about 170 bytes per game in memory, twice that while the chunks are joined (German
      Pachisi, measured with ``tracemalloc``: 10**7 games peak at about 3.4 GB), so a larger
      sweep is better read chunk by chunk with :func:`simulate_chunks`; ``seed``: int >= 0, the seed source of every random stream
      (``numpy.random.SeedSequence(seed)``); ``max_steps``: int 1..:data:`MAX_STEPS_CAP` (10**9), the step cap of a plain-engine
      game (moves and chance outcomes; default :data:`MAX_STEPS`, which says how it is chosen):
      a game not over by then is counted as unfinished (``result.unfinished``), not an error.
    * ``n_jobs``: joblib workers (threads for the batched engine, processes for the plain one;
      1: this thread; -1: every core); results are identical for any value.  Under ``joblib.parallel_config(backend="dask")`` the chunks run on a
      Dask cluster.
    * ``start``: a position of ``game`` (any state reached by play: a chance node, a decision
      within a roll or a throw, a Raja Pasu round or match in progress) to play every game from;
      None: the initial state.  The batched engines of German Pachisi, Czech Pachisi,
      Sechs-As and Raja Pasu (a round or a match) take it; a start position that is already
      over is played by the plain engine (:mod:`gamekit.analysis.start`).
    * ``progress`` shows a tqdm bar (``tqdm.auto``); in a notebook, when the run ends, the bar's
      output becomes one line of text, ``NAME: N games played``, which a saved notebook shows
      without the widget (:mod:`gamekit.analysis.progress`); the ``TQDM_DISABLE`` environment
      variable turns it off.

    Interrupting (Ctrl-C, the kernel's stop button) returns the games finished so far with
    ``interrupted=True``; with the batched engine (any ``n_jobs``) the compiled work stops within
    one game and the games the running chunks finished are kept.  Returns a :class:`SimulationResult` (``finals`` is None when the
    batched engine played).

    Raises:
        GameError: naming the argument: ``game`` not a gamekit game; ``n_games`` or ``seed`` not
            a whole number >= 0 (e.g. -5, 2.5, ``"abc"``), ``n_games`` more than ``MAX_GAMES``;
            ``n_jobs`` 0 or not a whole number; ``agents`` unknown, not one per seat, not
            callable, or a callable that cannot be called as ``agent(state, rng)``; ``progress`` not a bool;
            ``start`` not a position of ``game``.
    """
    from .progress import progress_bar

    game, n_games, seed, n_jobs, max_steps = _check(game, agents, n_games, seed, n_jobs, max_steps)
    if type(progress) is not bool:
        raise GameError(f"argument 'progress' must be True or False, not {progress!r}")
    start = _check_start(game, start)
    engine, _ = batch_engine(game, agents, start)
    kind = "batched" if engine is not None else "plain"
    parts: list[SimulationResult] = []
    interrupted = False
    desc = game.name
    if engine is None and batch_engine_when_warm(game, agents, start):
        desc += " (plain engine: the compiled engines are still warming)"
    bar = progress_bar(n_games, desc, progress)
    try:
        for part in simulate_chunks(game, agents, n_games, seed, max_steps, n_jobs, start):
            parts.append(part)
            bar.update(part.n)
            if part.interrupted:  # a stopped run; the generator ends by itself
                interrupted = True
    except KeyboardInterrupt:
        interrupted = True
    finally:
        bar.close()
    return concat_results(parts, game.num_players, kind, interrupted)
