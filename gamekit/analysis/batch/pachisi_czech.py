"""Batched Czech Pačísí (RULES §3 PC-1..PC-11, §5a): many seeded games in a compiled kernel.

``run(game, agents, n_games, seed_seq)`` plays ``n_games`` games of a
:class:`gamekit.pachisi.czech.CzechPachisi` (any options: ``individual``, ``cowrie_p``,
``help_partner``) with the agents ``"random"`` (a uniformly random move among the plain
engine's legal moves, Pass included, when there is a choice; PC-5a's automatic pass is no
decision) and ``"greedy"`` (exactly :func:`gamekit.agents.pachisi_czech.greedy`), and returns a
:class:`~gamekit.analysis.batch.SimulationResult` with the same per-game arrays and event counts as
:func:`gamekit.analysis.simulate.simulate`.

Method: numba (``@njit(cache=True)``, :mod:`._czech_kernel`), for the same reasons as the German
one (:mod:`.pachisi_german`).  Random numbers: one ``numpy.random.Generator`` per call from
``seed_seq``; a throw is one ``random()`` against the cumulative binomial(6, ``cowrie_p``)
probabilities of ``chance_outcomes()`` (PC-2), a random choice ``integers(0, n)``.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from ...cross_board import COLOURS
from ...pachisi import czech as pc
from ..result import SimulationResult
from . import batch_result, check_n_games, game_arrays, record_games, stop_arrays
from . import _czech_kernel as K

AGENTS = {"random": K.AG_RANDOM, "greedy": K.AG_GREEDY}
EVENT_KINDS = K.EVENT_KINDS
MAX_THROWS = 1_000_000
STARTS = True
"""``run`` takes ``start=state``: games from any reachable position (see :mod:`gamekit.analysis.start`)."""


@lru_cache(maxsize=1)
def _board_tables() -> tuple:
    nf = max(max(r) for r in pc.FIELD) + 1
    FIELD = np.array(pc.FIELD, np.int64)
    CASTLE = np.zeros(nf, np.bool_)
    CASTLE[list(pc.CASTLES)] = True
    VALUE = np.array([pc.COWRIE_VALUES[k] for k in range(7)], np.int64)
    return FIELD, CASTLE, VALUE


def tables(game) -> tuple:
    """The tables ``T`` the kernel reads, for ``game``'s ``cowrie_p`` (PC-2)."""
    FIELD, CASTLE, VALUE = _board_tables()
    probs = dict(game.throw_outcomes)
    CUM = np.cumsum([float(probs[k]) for k in range(7)])
    CUM[-1] = 1.0
    return (FIELD, CASTLE, CUM, VALUE)


def supports(game, agents: tuple[str, ...]) -> bool:
    """True for a Czech Pačísí game (any options) whose every seat plays "random" or "greedy"."""
    if not isinstance(game, pc.CzechPachisi):
        return False
    agents = tuple(agents)
    return len(agents) == game.num_players and all(isinstance(a, str) and a in AGENTS for a in agents)


def start_arrays(state) -> tuple[np.ndarray, int, int]:
    """The kernel's form of ``state`` (a non-terminal :class:`~gamekit.pachisi.czech.CzechState`):
    ``(pos, to_move, pending)`` -- the pieces (4, 4) as path positions (-1 never entered, -2
    returned, PC-4a; 83 home, PC-3), the colour to throw or move, and the mouths up of a throw
    waiting to be moved (-1 at a chance node; a grace throw's move, PC-6, is such a throw too).
    ``None`` gives the opening (PC-4): colour 0 to throw."""
    if state is None:
        return K.initial_position(), 0, -1
    pos = np.array([list(p) for p in state.pieces], np.int64)
    return pos, int(state.colour), -1 if state.throw is None else int(state.throw)


def _move_json(row) -> dict:
    """A trace row of a move as the plain engine's ``to_json()``."""
    kind, colour = int(row[2]), COLOURS[int(row[1])]
    if kind == K.ENTER:
        return {"type": "enter", "colour": colour, "source": "returned" if row[6] == K.RETURNED else "yard"}
    if kind == K.MOVE:
        return {"type": "move", "colour": colour, "from": int(row[3]), "to": int(row[4]), "size": int(row[5])}
    return {"type": "pass", "colour": colour}


def run(
    game,
    agents: tuple[str, ...],
    n_games: int,
    seed_seq: np.random.SeedSequence,
    record: bool = False,
    stop: np.ndarray | None = None,
    start=None,
) -> SimulationResult:
    """Play ``n_games`` Czech Pačísí games (module docstring) and return their per-game arrays.

    ``start``: a non-terminal position of ``game`` to play every game from (a chance node, or a
    throw waiting for its move, a grace throw's included: PC-5..PC-10), or None for the opening
    (PC-4).

    ``agents``: one name per seat ("random" or "greedy"); ``seed_seq`` seeds the one random
    stream of the call.  ``record=True`` also returns, in ``trace``, per game the list of
    actions (throws as the mouths-up int, moves as ``to_json()`` dicts), which replay through
    the plain engine.
    ``stop``: an int8 array of shape (1,) shared with another thread (:func:`~gamekit.analysis.batch.stop_arrays`);
    ``stop[0] = 1`` ends the run before its next game, and the result then holds only the games
    finished (fewer than ``n_games``).

    Raises:
        ValueError: ``supports(game, agents)`` is false.
        GameError: ``n_games`` is not a whole number >= 0 (names the argument).
        Nothing for a long game: one that reaches ``MAX_THROWS`` throws (never seen) is marked in ``unfinished``.
    """
    return run_traced(game, agents, n_games, seed_seq, record, stop, start)[0]


def run_traced(
    game,
    agents: tuple[str, ...],
    n_games: int,
    seed_seq: np.random.SeedSequence,
    record: bool = True,
    stop: np.ndarray | None = None,
    start=None,
) -> tuple[SimulationResult, list | None]:
    """:func:`run`, and with ``record`` also per game the number of legal moves the batched
    engine offered at each decision (for the tests: it must equal ``len(legal_moves())``)."""
    agents = tuple(agents)
    if not supports(game, agents):
        raise ValueError(f"batched Czech Pachisi needs one of {sorted(AGENTS)} per seat (4 seats), got {agents!r}")
    n = check_n_games(n_games)
    by_seat = np.array([AGENTS[a] for a in agents], np.int64)
    T = tables(game)
    ind = bool(game.options.individual)
    helpp = bool(game.options.help_partner)
    rng = np.random.default_rng(seed_seq)
    arrays = game_arrays(n, len(EVENT_KINDS))
    pos0, to_move0, pending0 = start_arrays(start)
    trace = n_legal = None
    if record:
        log = np.zeros((400_000, K.LOGW), np.int64)

        def play_one(ev_row):
            return K.record_game(T, ind, helpp, by_seat, rng, ev_row, log, MAX_THROWS, pos0, to_move0, pending0)

        trace, n_legal = record_games(arrays, play_one, log, lambda row: int(row[1]), _move_json, 7)
    else:
        flag, played = stop_arrays(stop)
        K.run_games(T, n, ind, helpp, by_seat, rng, *arrays, MAX_THROWS, pos0, to_move0, pending0, flag, played)
        arrays = tuple(a[: played[0]] for a in arrays)
    unfinished = f"a Czech Pachisi game did not end within {MAX_THROWS} throws"
    return batch_result(arrays, range(4), EVENT_KINDS, trace, unfinished), n_legal
