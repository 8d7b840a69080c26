"""Batched German Pachisi (RULES §2 PG-1..PG-25, §5a): many seeded games in a compiled kernel.

``run(game, agents, n_games, seed_seq)`` plays ``n_games`` games of a
:class:`gamekit.pachisi.german.GermanPachisi` (any options: ``enter_on_sum_five``,
``individual``, ``colours``) with the agents ``"random"`` (a uniformly random step among the
plain engine's legal steps) and ``"greedy"`` (exactly :func:`gamekit.agents.pachisi_german.greedy`:
the smallest key (kind, from, -distance, piece), ties to the first step in the plain engine's
order of ``legal_moves()``), and returns a :class:`~gamekit.analysis.batch.SimulationResult` with the
same per-game arrays and event counts as :func:`gamekit.analysis.simulate.simulate`.

Method: numba (``@njit(cache=True)``; :mod:`._german_search` the whole-roll search,
:mod:`._german_kernel` the game loop).  The rules are a search over
whole-roll plays with few, irregular branches (PG-11a, PG-12a, PG-14a, PG-21a), which vectorises
badly across games but compiles well as plain loops; numba installs from wheels (no C compiler)
and caches the machine code on disk, so a fresh kernel loads it instead of compiling.

Random numbers: one ``numpy.random.Generator`` per call, built from ``seed_seq``; each throw is
``integers(0, 36)`` (two fair dice, PG-10), each random choice ``integers(0, n)`` over the
legal steps.  Reproducible for the same ``seed_seq``; not the plain engine's stream.

Rule note (PG-14a as now worded in RULES.md, as the plain engine plays it): a double's play
that brings the mover's last never-entered piece into play is the full play and the colour
throws again, also when the restricted values were played.
"""

from __future__ import annotations

import numpy as np

from ...cross_board import COLOURS
from ...pachisi import german as pg
from ...pachisi.common import pos_to_json
from ..result import SimulationResult
from . import batch_result, check_n_games, game_arrays, record_games, stop_arrays
from . import _german_kernel as K
from ._german_tables import TABLES, VALUE_INDEX

AGENTS = {"random": K.AG_RANDOM, "greedy": K.AG_GREEDY}
EVENT_KINDS = K.EVENT_KINDS
STARTS = True
"""``run`` takes ``start=state``: games from any reachable position (see :mod:`gamekit.analysis.start`)."""
MAX_STEPS = 2_000_000


def tables() -> tuple:
    """The constant tables the kernel reads (:data:`._german_tables.TABLES`), built from the plain engine."""
    return TABLES


def supports(game, agents: tuple[str, ...]) -> bool:
    """True for a German Pachisi game (any options) whose every seat plays "random" or "greedy"."""
    if not isinstance(game, pg.GermanPachisi):
        return False
    agents = tuple(agents)
    return len(agents) == game.num_players and all(isinstance(a, str) and a in AGENTS for a in agents)


def _setup(game, agents):
    if not supports(game, agents):
        raise ValueError(
            f"batched German Pachisi needs one of {sorted(AGENTS)} per seat ({game.num_players} seats), got {agents!r}"
        )
    colours = np.array(game.colours, np.int64)
    by_colour = np.zeros(4, np.int64)
    for seat, c in enumerate(game.colours):
        by_colour[c] = AGENTS[agents[seat]]
    return colours, by_colour


_RULE_CODE = {pg.NORMAL: 0, pg.RESTRICTED: 1, pg.FULL: 2}


def start_arrays(game, state) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The kernel's form of ``state`` (a :class:`~gamekit.pachisi.german.GermanState` of ``game``,
    not terminal): ``(pos, start, at_throw)`` -- the pieces (4, 4), the roll state
    (:data:`._german_kernel.START_LEN`,) and the pieces at the throw (4, 4), from which the
    roll's search context is built (PG-10..PG-21: the captures of this roll are put back for it
    and marked as captured fields).  ``None`` gives the opening (PG-1)."""
    if state is None:
        pos = K.initial_position(game.colours)
        return pos, K.initial_start(), pos.copy()
    pos = np.full((4, 4), -3, np.int64)
    for c in game.colours:
        pos[c, :] = state.pieces[c]
    start = K.initial_start()
    start[0] = game.colours.index(state.colour)
    start[1] = state.missed_entries
    at_throw = pos.copy()
    if state.throw is not None:
        mover = state.mover
        at = state.pieces_at_throw()
        for c in game.colours:
            at_throw[c, :] = at[c]
        caps = 0
        for f in state.captured_fields:
            caps |= 1 << pg.PATH_OF_FIELD[mover][f]
        index = VALUE_INDEX
        start[2:] = (
            1,
            state.throw[0],
            state.throw[1],
            mover,
            _RULE_CODE[state.double_rule],
            index[tuple(sorted(state.values, reverse=True))],
            state.played_mask,
            int(state.forfeited),
            caps,
            int(bool(state.entered)),
            int(state.nothing_in_play_at_throw),
        )
    return pos, start, at_throw


def _step_json(row) -> dict:
    """A trace row of a step as the plain engine's ``Step.to_json()``."""
    ul = int(row[8])
    return {
        "type": "step",
        "colour": COLOURS[int(row[1])],
        "piece": int(row[2]),
        "values": [int(x) for x in row[9 : 9 + ul]],
        "from": pos_to_json(int(row[3])),
        "to": int(row[4]),
        "capture": COLOURS[int(row[5])] if row[5] >= 0 else None,
        "piece2": int(row[6]) if row[6] >= 0 else None,
    }


def run(
    game,
    agents: tuple[str, ...],
    n_games: int,
    seed_seq: np.random.SeedSequence,
    record: bool = False,
    start=None,
    stop: np.ndarray | None = None,
) -> SimulationResult:
    """Play ``n_games`` German Pachisi games (module docstring) and return their per-game arrays.

    ``start``: a non-terminal position of ``game`` to play every game from (a chance node or a
    roll in progress), or None for the opening (PG-1).
    ``stop``: an int8 array of shape (1,) shared with another thread (:func:`~gamekit.analysis.batch.stop_arrays`);
    ``stop[0] = 1`` ends the run before its next game, and the result then holds only the games
    finished (fewer than ``n_games``).

    ``agents``: one name per seat ("random" or "greedy"); ``seed_seq`` seeds the one random
    stream of the call.  ``record=True`` also returns, in ``trace``, per game the list of
    actions (throws ``(high, low)``, steps as ``Step.to_json()`` dicts), which replay through
    the plain engine.

    Raises:
        ValueError: ``supports(game, agents)`` is false.
        GameError: ``n_games`` is not a whole number >= 0 (names the argument).
        Nothing for a long game: one that reaches ``MAX_STEPS`` actions (never seen) is marked in ``unfinished``.
    """
    return run_traced(game, agents, n_games, seed_seq, record, start, stop)[0]


def run_traced(
    game,
    agents: tuple[str, ...],
    n_games: int,
    seed_seq: np.random.SeedSequence,
    record: bool = True,
    start=None,
    stop: np.ndarray | None = None,
) -> tuple[SimulationResult, list | None]:
    """:func:`run`, and with ``record`` also per game the number of legal steps the batched
    engine offered at each decision (for the tests: it must equal ``len(legal_moves())``)."""
    colours, by_colour = _setup(game, tuple(agents))
    n = check_n_games(n_games)
    rng = np.random.default_rng(seed_seq)
    arrays = game_arrays(n, len(EVENT_KINDS))
    pos0, st, at_throw = start_arrays(game, start)
    trace = n_legal = None
    scratch = K.new_scratch()  # alive for every call below (the kernel borrows it)
    if record:
        log = np.zeros((200_000, K.LOGW), np.int64)

        def play_one(ev_row):
            return K.record_game(
                colours,
                game.individual,
                game.sum_five,
                by_colour,
                rng,
                ev_row,
                log,
                MAX_STEPS,
                pos0,
                st,
                at_throw,
                scratch,
            )

        trace, n_legal = record_games(arrays, play_one, log, lambda row: (int(row[1]), int(row[2])), _step_json, 13)
    else:
        flag, played = stop_arrays(stop)
        K.run_games(
            n,
            colours,
            game.individual,
            game.sum_five,
            by_colour,
            rng,
            *arrays,
            MAX_STEPS,
            pos0,
            st,
            at_throw,
            flag,
            played,
            scratch,
        )
        arrays = tuple(a[: played[0]] for a in arrays)
    unfinished = f"a German Pachisi game did not end within {MAX_STEPS} actions"
    return batch_result(arrays, game.colours, EVENT_KINDS, trace, unfinished), n_legal
