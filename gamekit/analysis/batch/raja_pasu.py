"""Raja Pasu, batched: many single rounds compiled with numba (RULES §5, RP-1..RP-7, RP-10; seed 001).

Why numba: relay sowing (RP-3) goes on for a number of laps no one can know in advance, and
every legal move must be sown to the end to apply RP-6, so the work per move varies a lot from
game to game; a compiled loop over games does each round's work and no more (a numpy batch
would pad every lap to the slowest round).  ``cache=True``
keeps the compiled code on disk; the set-up scripts warm it.

The compiled functions follow :func:`gamekit.raja_pasu.sow` seed by seed:

* RP-2: take every seed of the hole and sow one per hole counter-clockwise, the emptied hole
  included; RP-5: a hole that reaches four is captured by its row's owner (with
  ``pasu_on_last_seed=False`` not by the lap's last seed); RP-3: relay from the next hole
  when it holds seeds; RP-4: otherwise the move ends, with pussa of the hole beyond;
* RP-6: a sowing that never ends is not a legal move.  The plain engine finds it when a relay
  pick-up ``(board, hole)`` recurs; here Brent's cycle search on the same pick-ups finds the
  same sowings (the sowing is a function of that pair, so it repeats exactly when it never ends);
* RP-7: the round ends when the player to move has no legal move; the other player takes every
  seed left; more captured in the round wins, equal is a draw.

Scope: single rounds (``match=False``) with any ``pasu_on_last_seed`` and ``first_player``, from
the opening or from any round in progress (``run(..., start=state)``); matches (RP-8, RP-9) are
played by the plain engine.

Agents: ``"random"`` picks uniformly among the legal moves (it draws among the non-empty holes
of its row and draws again without a hole whose sowing never ends, which is the same
distribution); ``"greedy"`` plays as :func:`gamekit.agents.raja_pasu.greedy`: the largest
(own captures - opponent's captures) of the move, the seeds the round's end hands out included;
then the fewest seeds left in the opponent's row; then one of the equal moves at random.

Seed source: one ``numpy.random.Generator`` per batch from its ``SeedSequence``; round ``i`` of
a batch is the same whatever the batch size.
"""

from __future__ import annotations

import numba
import numpy as np

from ...raja_pasu import HOLES, PASU, ROW, SEEDS_PER_HOLE, RajaPasu, Sow
from ..result import SimulationResult
from . import stop_arrays

EVENT_KINDS = ("pick_up", "sow", "pasu", "relay", "pussa", "move_end", "round_end")
"""Event kinds of a single round in ``RajaPasuState.apply_with_events``, in kernel column order."""
_PICK, _SOW, _PASU, _RELAY, _PUSSA, _END, _ROUND_END = range(7)

AGENTS = ("random", "greedy")
STARTS = True
"""``run`` takes ``start=state``: games from any reachable position (see :mod:`gamekit.analysis.start`)."""
DRAW = 2
"""Winner code of a drawn round (0 South, 1 North)."""


@numba.njit(cache=True)
def _same(a, b):
    for i in range(HOLES):
        if a[i] != b[i]:
            return False
    return True


@numba.njit(cache=True)
def _sow(b, hole, mover, pasu_last, res, cnt, saved):
    """Sow ``hole`` for ``mover`` on board ``b`` in place (RP-2..RP-5); True if the move ends.

    ``res`` (2,) gets the captures, ``cnt`` (7,) the event counts; both only when the move ends
    (``b`` is then changed; on False it is garbage: pass a copy).  ``saved`` (14,) is scratch.
    RP-6: Brent's cycle search on the relay pick-ups ``(board, hole)``.
    """
    c_sow = 0
    c_pasu = 0
    c_relay = 0
    cap0 = 0
    cap1 = 0
    hand = b[hole]
    b[hole] = 0  # RP-2
    pos = hole
    power = 1
    lam = 0
    saved_hole = -1
    while True:
        while hand > 0:
            pos = pos + 1 if pos < HOLES - 1 else 0  # RP-2: the origin is not skipped
            b[pos] += 1
            hand -= 1
            c_sow += 1
            if b[pos] == PASU and (hand > 0 or pasu_last):  # RP-5
                b[pos] = 0
                if pos < ROW:
                    cap0 += PASU
                else:
                    cap1 += PASU
                c_pasu += 1
        nxt = pos + 1 if pos < HOLES - 1 else 0
        if b[nxt] > 0:  # RP-3: relay
            if saved_hole == nxt and _same(saved, b):  # RP-6: the pick-up recurs
                return False
            lam += 1
            if lam == power:  # Brent: move the saved pick-up forward
                for i in range(HOLES):
                    saved[i] = b[i]
                saved_hole = nxt
                power *= 2
                lam = 0
            c_relay += 1
            hand = b[nxt]
            b[nxt] = 0
            pos = nxt
            continue
        beyond = nxt + 1 if nxt < HOLES - 1 else 0  # RP-4: pussa
        taken = b[beyond]
        if taken > 0:
            b[beyond] = 0
            if mover == 0:
                cap0 += taken
            else:
                cap1 += taken
            cnt[_PUSSA] += 1
        res[0] += cap0
        res[1] += cap1
        cnt[_PICK] += 1
        cnt[_SOW] += c_sow
        cnt[_PASU] += c_pasu
        cnt[_RELAY] += c_relay
        cnt[_END] += 1
        return True


@numba.njit(cache=True)
def _has_move(b, player, pasu_last, scratch, saved, res, cnt):
    """RP-2 + RP-6: does ``player`` have a non-empty hole whose sowing ends?"""
    lo = 0 if player == 0 else ROW
    for h in range(lo, lo + ROW):
        if b[h] > 0:
            for i in range(HOLES):
                scratch[i] = b[i]
            if _sow(scratch, h, player, pasu_last, res, cnt, saved):
                return True
    return False


@numba.njit(cache=True)
def _end_round(b, res, start, stuck):
    """RP-7: the player not stuck takes every seed left; return the winner code (0, 1, DRAW)."""
    left = 0
    for i in range(HOLES):
        left += b[i]
        b[i] = 0
    res[1 - stuck] += left
    c0 = res[0] - start[0]
    c1 = res[1] - start[1]
    if c0 > c1:
        return 0
    if c1 > c0:
        return 1
    return DRAW


@numba.njit(cache=True)
def step(board, reserves, start, to_move, hole, pasu_last):
    """One move (``hole`` must be a non-empty hole of the mover's row), as the plain engine applies it.

    Returns ``(ok, board, reserves, to_move, winner)``: ``ok`` False when the sowing never ends
    (RP-6: not a legal move); ``winner`` -1 while the round goes on, else 0, 1 or :data:`DRAW`
    (RP-7, checked right after the move as the plain engine does).
    """
    b = board.copy()
    res = reserves.copy()
    cnt = np.zeros(7, dtype=np.int64)
    saved = np.zeros(HOLES, dtype=np.int64)
    if not _sow(b, hole, to_move, pasu_last, res, cnt, saved):
        return False, board, reserves, to_move, -1
    nxt = 1 - to_move
    scratch = np.zeros(HOLES, dtype=np.int64)
    dummy_res = np.zeros(2, dtype=np.int64)
    if _has_move(b, nxt, pasu_last, scratch, saved, dummy_res, cnt):
        return True, b, res, nxt, -1
    w = _end_round(b, res, start, nxt)
    return True, b, res, 1 - nxt, w


@numba.njit(cache=True, nogil=True)
def _play(
    n,
    first,
    pasu_last,
    agents,
    rng,
    events,
    moves,
    winner,
    reserves_out,
    trace,
    trace_at,
    board0,
    res0,
    start0,
    stop,
    played,
):
    """Play ``n`` rounds from the board ``board0`` (14,) with reserves ``res0`` (2,), this round's
    starting reserves ``start0`` (2,, RP-7 counts the captures since) and ``first`` to move; fill
    the per-round arrays; False if ``trace`` is too short.  Before each round it reads
    ``stop[0]`` (int8, set by another thread to stop): nonzero ends the run there; ``played[0]``
    counts the rounds finished."""
    b = np.empty(HOLES, dtype=np.int64)
    res = np.zeros(2, dtype=np.int64)
    start = start0.copy()
    scratch = np.empty(HOLES, dtype=np.int64)
    scratch2 = np.empty(HOLES, dtype=np.int64)
    saved = np.empty(HOLES, dtype=np.int64)
    tmp_res = np.zeros(2, dtype=np.int64)
    cnt = np.zeros(7, dtype=np.int64)
    junk = np.zeros(7, dtype=np.int64)
    cand = np.empty(ROW, dtype=np.int64)
    best = np.empty(ROW, dtype=np.int64)
    t = 0
    record = trace.shape[0] > 0
    for g in range(n):
        if stop[0] != 0:
            break
        if record:
            trace_at[g] = t
        for i in range(HOLES):
            b[i] = board0[i]
        res[0] = res0[0]
        res[1] = res0[1]
        mover = first
        while True:
            lo = 0 if mover == 0 else ROW
            nc = 0
            for h in range(lo, lo + ROW):
                if b[h] > 0:
                    cand[nc] = h
                    nc += 1
            chosen = -1
            if agents[mover] == 0:  # random: uniform over the legal moves
                while nc > 0:
                    j = rng.integers(0, nc)
                    h = cand[j]
                    for i in range(HOLES):
                        scratch[i] = b[i]
                    tmp_res[0] = 0
                    tmp_res[1] = 0
                    for i in range(7):
                        cnt[i] = 0
                    if _sow(scratch, h, mover, pasu_last, tmp_res, cnt, saved):
                        chosen = h
                        break
                    cand[j] = cand[nc - 1]  # RP-6: never ends, not legal; draw again
                    nc -= 1
            else:  # greedy: best immediate gain, then fewest seeds left to the opponent
                nb = 0
                best_gain = -1000
                best_opp = 1000
                for j in range(nc):
                    h = cand[j]
                    for i in range(HOLES):
                        scratch[i] = b[i]
                    tmp_res[0] = 0
                    tmp_res[1] = 0
                    if not _sow(scratch, h, mover, pasu_last, tmp_res, junk, saved):
                        continue
                    opp = 1 - mover
                    gn = tmp_res[mover] - tmp_res[opp]
                    orow = 0
                    olo = 0 if opp == 0 else ROW
                    for i in range(olo, olo + ROW):
                        orow += scratch[i]
                    if not _has_move(scratch, opp, pasu_last, scratch2, saved, tmp_res, junk):
                        left = 0  # RP-7: the round ends and the mover takes what is left
                        for i in range(HOLES):
                            left += scratch[i]
                        gn += left
                        orow = 0
                    if gn > best_gain or (gn == best_gain and orow < best_opp):
                        best_gain = gn
                        best_opp = orow
                        nb = 0
                    if gn == best_gain and orow == best_opp:
                        best[nb] = h
                        nb += 1
                if nb > 0:
                    chosen = best[0] if nb == 1 else best[rng.integers(0, nb)]
                    for i in range(HOLES):
                        scratch[i] = b[i]
                    tmp_res[0] = 0
                    tmp_res[1] = 0
                    for i in range(7):
                        cnt[i] = 0
                    _sow(scratch, chosen, mover, pasu_last, tmp_res, cnt, saved)
            if chosen < 0:  # RP-7: no legal move (no seeds, or every sowing never ends)
                winner[g] = _end_round(b, res, start, mover)
                events[g, _ROUND_END] += 1
                break
            for i in range(HOLES):
                b[i] = scratch[i]
            res[0] += tmp_res[0]
            res[1] += tmp_res[1]
            for i in range(7):
                events[g, i] += cnt[i]
            moves[g] += 1
            if record:
                if t >= trace.shape[0]:
                    return False
                trace[t] = chosen
                t += 1
            mover = 1 - mover
        reserves_out[g, 0] = res[0]
        reserves_out[g, 1] = res[1]
        played[0] = g + 1
    if record:
        trace_at[n] = t
    return True


def supports(game, agents: tuple[str, ...]) -> bool:
    """True for a single round of Raja Pasu (``match=False``) whose two seats play ``"random"``/``"greedy"``."""
    return (
        isinstance(game, RajaPasu)
        and not game.options.match
        and len(agents) == 2
        and all(isinstance(a, str) and a in AGENTS for a in agents)
    )


def start_arrays(game: RajaPasu, state=None) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """The kernel's form of a single round's position ``state`` (not terminal; None: the opening,
    RP-1's four seeds in every hole): board (14,), reserves (2,), this round's starting reserves
    (2,) and the player to move."""
    if state is None:
        board = np.full(HOLES, SEEDS_PER_HOLE, dtype=np.int64)
        zero = np.zeros(2, dtype=np.int64)
        return board, zero, zero.copy(), game.options.first_player
    return (
        np.array(state.board, dtype=np.int64),
        np.array(state.reserves, dtype=np.int64),
        np.array(state.round_start, dtype=np.int64),
        state.to_move,
    )


def run(
    game: RajaPasu,
    agents: tuple[str, ...],
    n_games: int,
    seed_seq: np.random.SeedSequence,
    record: bool = False,
    start=None,
    stop: np.ndarray | None = None,
) -> SimulationResult:
    """Play ``n_games`` single rounds of ``game`` from the opening, or from the round in progress
    ``start`` (a non-terminal position of ``game``), as the module docstring says.

    Returns a :class:`~gamekit.analysis.batch.SimulationResult` (``returns`` +1/-1, 0/0 for a draw;
    ``throws`` all 0: Raja Pasu has no dice; ``turns`` = moves - 1: every move but the last
    hands the turn on).  ``record=True`` adds ``trace``: per round the
    :class:`~gamekit.raja_pasu.Sow` moves in order.
    ``stop``: an int8 array of shape (1,) shared with another thread (:func:`~gamekit.analysis.batch.stop_arrays`);
    ``stop[0] = 1`` ends the run before its next game, and the result then holds only the games
    finished (fewer than ``n_games``; ``record=True`` ignores ``stop``).

    Raises ValueError if ``supports(game, agents)`` is False.
    """
    if not supports(game, tuple(agents)):
        raise ValueError(f"the Raja Pasu batch engine cannot play {agents!r} for {game!r}")
    codes = np.array([AGENTS.index(a) for a in agents], dtype=np.int64)
    board0, res0, start0, first = start_arrays(game, start)
    cap = 64 * n_games if record else 0
    while True:
        rng = np.random.default_rng(seed_seq)
        events = np.zeros((n_games, len(EVENT_KINDS)), dtype=np.int64)
        moves = np.zeros(n_games, dtype=np.int64)
        winner = np.full(n_games, -1, dtype=np.int64)
        reserves = np.zeros((n_games, 2), dtype=np.int64)
        trace = np.zeros(cap, dtype=np.int64)
        trace_at = np.zeros(n_games + 1, dtype=np.int64)
        flag, played = stop_arrays(None if record else stop)
        if _play(
            n_games,
            first,
            game.options.pasu_on_last_seed,
            codes,
            rng,
            events,
            moves,
            winner,
            reserves,
            trace,
            trace_at,
            board0,
            res0,
            start0,
            flag,
            played,
        ):
            break
        cap *= 4
    n_games = int(played[0])  # fewer than asked when stopped
    events, moves, winner, reserves = events[:n_games], moves[:n_games], winner[:n_games], reserves[:n_games]
    wins = np.stack([winner == 0, winner == 1], axis=1)
    returns = np.where(wins, 1.0, 0.0) - np.where(wins[:, ::-1], 1.0, 0.0)
    traces = None
    if record:
        traces = [[Sow(int(h)) for h in trace[trace_at[g] : trace_at[g + 1]]] for g in range(n_games)]
    return SimulationResult(
        wins=wins,
        draw=winner == DRAW,
        returns=returns,
        moves=moves,
        throws=np.zeros(n_games, dtype=np.int64),
        turns=np.maximum(moves - 1, 0),
        events={k: events[:, i].copy() for i, k in enumerate(EVENT_KINDS) if events[:, i].any()},
        trace=traces,
        engine="batched",
    )


__all__ = ["supports", "EVENT_KINDS", "AGENTS", "DRAW"]
