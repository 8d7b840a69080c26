"""Stopping a run of the batched engine: the stop flag the compiled kernels read between games,
closing the generator of ``simulate_chunks``, Ctrl-C in ``simulate``; finished games are kept."""

from __future__ import annotations

import _thread
import importlib
import signal
import threading
import time

import numpy as np
import pytest

import gamekit
from gamekit.analysis.batch import engine_for
from gamekit.analysis.simulate import StopFlag, simulate, simulate_chunks
from gamekit.errors import GameError

sim = importlib.import_module(
    "gamekit.analysis.simulate"
)  # the module (gamekit.analysis.simulate is also the function)

CH = 20_000  # games per chunk in these tests (simulate.CHUNK patched)
GAMES = {
    "german": lambda: gamekit.load("pachisi", ruleset="german"),
    "czech": lambda: gamekit.load("pachisi", ruleset="czech"),
    "sechs_as": lambda: gamekit.load("sechs_as"),
    "raja_pasu": lambda: gamekit.load("raja_pasu"),
}


def _same(a, b, n):
    """The arrays of ``a`` equal the first ``n`` games of ``b``."""
    assert a.n == n
    for name in ("wins", "draw", "returns", "moves", "throws", "turns", "unfinished"):
        assert np.array_equal(getattr(a, name), getattr(b, name)[:n]), name
    for k, v in a.events.items():
        assert np.array_equal(v, b.events[k][:n]), k


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_set_stop_flag_plays_no_game_and_a_clear_one_every_game(key):
    """Each batched kernel reads stop[0] before each game: set, it plays none (arrays of length 0)."""
    game = GAMES[key]()
    engine = engine_for(game)
    agents = ("random",) * game.num_players
    stopped = engine.run(game, agents, 7, np.random.SeedSequence(1), stop=np.ones(1, np.int8))
    assert stopped.wins.shape == (0, game.num_players) and len(stopped.moves) == 0
    full = engine.run(game, agents, 7, np.random.SeedSequence(1), stop=np.zeros(1, np.int8))
    assert full.wins.shape == (7, game.num_players) and (full.moves > 0).all()


def test_a_stop_from_another_thread_keeps_the_first_games_of_the_chunk():
    """Stopped mid-chunk, the chunk holds exactly the games a shorter run with the same seed plays."""
    game = gamekit.load("sechs_as")
    # On a busy machine a stop 0.05 s after the start can come before the first game ends (the
    # chunk then rightly holds no game): wait longer until the stop falls inside the games.
    for delay in (0.05, 0.5, 2.0):
        flag = StopFlag()
        timer = threading.Timer(delay, flag.set)
        timer.start()
        part = sim._batched_chunk(
            engine_for(game), game, ("random", "random"), 2_000_000, np.random.SeedSequence(4), None, flag.array
        )
        timer.join()
        if part.n > 0:
            break
    assert part.interrupted and 0 < part.n < 2_000_000
    again = sim._batched_chunk(engine_for(game), game, ("random", "random"), part.n, np.random.SeedSequence(4))
    assert not again.interrupted
    _same(part, again, part.n)


class _Counting:
    """Wraps ``_batched_chunk``: how many chunks started, are running, and games finished."""

    def __init__(self, real):
        self.real, self.lock = real, threading.Lock()
        self.started = self.running = self.games = 0

    def __call__(self, *args):
        with self.lock:
            self.started += 1
            self.running += 1
        try:
            r = self.real(*args)
        finally:
            with self.lock:
                self.running -= 1
        with self.lock:
            self.games += r.n
        return r

    def wait_idle(self):
        for _ in range(500):  # a functional check, not a timing: up to 5 s
            if self.running == 0:
                return
            time.sleep(0.01)


@pytest.fixture
def counting(monkeypatch):
    c = _Counting(sim._batched_chunk)
    monkeypatch.setattr(sim, "_batched_chunk", c)
    monkeypatch.setattr(sim, "CHUNK", CH)
    return c


def test_closing_the_generator_after_the_first_chunk_leaves_no_work_running(counting):
    """close(): the running chunk stops within a game, no further chunk starts, the games stop growing."""
    game = gamekit.load("sechs_as")
    chunks = simulate_chunks(game, "random", 20 * CH, seed=1, n_jobs=2)
    first = next(chunks)
    assert first.n == CH and not first.interrupted
    chunks.close()
    counting.wait_idle()
    assert counting.running == 0
    started, games = counting.started, counting.games
    time.sleep(0.3)
    assert (counting.started, counting.games, counting.running) == (started, games, 0)
    assert started < 20 and games < 20 * CH


@pytest.fixture
def python_sigint():
    """Python's own SIGINT handler (raise KeyboardInterrupt) for the test, as in a Jupyter kernel.

    ``_thread.interrupt_main()`` acts only when Python handles SIGINT; a process started in the
    background by a non-interactive shell inherits SIGINT ignored, and Python keeps that."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_keyboard_interrupt_keeps_the_finished_games(counting, python_sigint):
    """Ctrl-C while simulate waits: interrupted=True, the finished games kept, counts consistent (SA-6)."""
    game = gamekit.load("sechs_as")
    real = counting.real

    def first_then_interrupt(*args):
        r = real(*args)
        if args[4].spawn_key == (0,):
            _thread.interrupt_main()  # as the kernel's interrupt button does
        return r

    counting.real = first_then_interrupt
    result = simulate(game, "random", 20 * CH, seed=1, progress=False, n_jobs=2)
    counting.wait_idle()
    assert result.interrupted and CH <= result.n < 20 * CH
    assert result.n == counting.games  # every game finished is in the result, none lost
    assert (result.wins.sum(axis=1) == 1).all()  # SA-6: one winner per game
    assert result.events["throw"].sum() == result.throws.sum()
    counting.real = real
    first = next(simulate_chunks(game, "random", CH, seed=1))  # the first chunk comes first
    _same(first, result, CH)


def test_a_stopped_serial_run_yields_the_shortened_chunk_and_ends(monkeypatch):
    """n_jobs=1 with a StopFlag set from another thread: the run ends early; a last part is interrupted."""
    monkeypatch.setattr(sim, "CHUNK", 1_000_000)
    game = gamekit.load("sechs_as")
    flag = StopFlag()
    chunks = simulate_chunks(game, "random", 10_000_000, seed=2, stop=flag)
    timer = threading.Timer(0.05, flag.set)
    timer.start()
    parts = list(chunks)
    timer.join()
    assert flag.is_set() and sum(p.n for p in parts) < 10_000_000
    assert not parts or (parts[-1].interrupted and all(not p.interrupted for p in parts[:-1]))


def test_stop_must_be_a_stop_flag():
    with pytest.raises(GameError, match="stop"):
        next(simulate_chunks(gamekit.load("sechs_as"), "random", 10, stop=np.zeros(1, np.int8)))


@pytest.mark.parametrize("n_jobs", [1, 2])
def test_a_generator_left_after_one_chunk_plays_at_most_one_wave(monkeypatch, counting, n_jobs):
    """next() once, then the generator stays alive without being iterated: the chunks played
    are the one handed on and at most the rest of its wave (n_jobs chunks), never the batch;
    asked for, the other chunks are the games one whole run plays."""
    ch = 2_000
    monkeypatch.setattr(sim, "CHUNK", ch)
    game = gamekit.load("sechs_as")
    chunks = simulate_chunks(game, "random", 8 * ch, seed=1, n_jobs=n_jobs)
    first = next(chunks)
    assert first.n == ch and not first.interrupted
    counting.wait_idle()
    assert counting.running == 0
    assert counting.started <= n_jobs and counting.games <= n_jobs * ch  # n_jobs=2: one chunk ahead
    time.sleep(0.2)
    assert counting.started <= n_jobs  # still nothing more
    parts = [first, *chunks]
    assert counting.started == 8 and [p.n for p in parts] == [ch] * 8
    whole = sim.concat_results(parts, 2, "batched", False)
    _same(whole, simulate(game, "random", 8 * ch, seed=1, progress=False, n_jobs=1 if n_jobs == 2 else 2), 8 * ch)


def test_keyboard_interrupt_stops_a_serial_chunk_within_its_games(monkeypatch, counting, python_sigint):
    """n_jobs=1: the chunk is played in a worker thread, so Ctrl-C during a chunk of 2,000,000
    games ends it before its next game; the games it finished are kept (SA-6: one winner each)."""
    monkeypatch.setattr(sim, "CHUNK", 2_000_000)
    game = gamekit.load("sechs_as")
    real = counting.real

    played = []  # games the compiled chunk played, noted as it returns

    def interrupt_soon(*args):
        threading.Timer(0.05, _thread.interrupt_main).start()  # as the kernel's interrupt button does
        part = real(*args)
        played.append(part.n)
        return part

    counting.real = interrupt_soon
    result = simulate(game, "random", 4_000_000, seed=3, progress=False)
    assert result.interrupted and result.engine == "batched"
    assert (counting.started, counting.running) == (1, 0)
    assert len(played) == 1 and played[0] < 2_000_000  # the chunk stopped early ...
    assert result.n == played[0] == counting.games  # ... and every game it finished is kept
    assert (result.wins.sum(axis=1) == 1).all()
