"""Raja Pasu, batched: many rounds or matches compiled with numba (RULES §5, RP-1..RP-10; seed 001).

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
  seed left; more captured in the round wins, equal is a draw;
* RP-8, RP-9 (``match=True``): after a round, a player holding fewer than 7 seeds loses the match
  (South checked first); else each player fills its holes with 7 seeds from its holdings, the
  holes it cannot fill closed from the left end of its row, the rest kept in its reserve, and the
  player who took the seeds left opens the next round.  Closed holes are skipped by sowing, relay
  and both captures: every step goes to ``succ[hole]``, the next open hole.  As in the plain
  engine the settling repeats while the player to move has no legal move.  RP-10 holds by
  construction (seeds only move between holes and reserves).
* The step cap (:data:`MAX_STEPS`, the plain engine's): a game not over after that many moves
  is unfinished, exactly when ``core.playout`` would cut it.  It matters for matches only: two
  greedy players never end one (:mod:`gamekit.agents.raja_pasu`).

Scope: single rounds and matches with any ``pasu_on_last_seed`` and ``first_player``, from the
opening or from any position in progress (``run(..., start=state)``: any round of a match, with
its reserves and closed holes).

Agents: ``"random"`` picks uniformly among the legal moves (it draws among the non-empty holes
of its row and draws again without a hole whose sowing never ends, which is the same
distribution); ``"greedy"`` plays as :func:`gamekit.agents.raja_pasu.greedy`: the largest
(own captures - opponent's captures) of the move, the seeds the round's end hands out included
(in a match: the holdings after the settling, the seeds put back into a player's own holes
counted as its own, :func:`gamekit.agents.raja_pasu.seeds_won`); then the fewest seeds left in
the opponent's row (none when the round ended); then one of the equal moves at random.

Seed source: one ``numpy.random.Generator`` per batch from its ``SeedSequence``; round ``i`` of
a batch is the same whatever the batch size.
"""

from __future__ import annotations

import numba
import numpy as np

from ...raja_pasu import HOLES, PASU, ROW, SEEDS_PER_HOLE, RajaPasu, Sow
from ..result import SimulationResult
from . import stop_arrays

EVENT_KINDS = ("pick_up", "sow", "pasu", "relay", "pussa", "move_end", "round_end", "round_start", "match_end")
"""Event kinds of ``RajaPasuState.apply_with_events`` (the last two only in a match), in kernel column order."""
_PICK, _SOW, _PASU, _RELAY, _PUSSA, _END, _ROUND_END, _ROUND_START, _MATCH_END = range(9)
_KINDS = len(EVENT_KINDS)

AGENTS = ("random", "greedy")
STARTS = True
"""``run`` takes ``start=state``: games from any reachable position (see :mod:`gamekit.analysis.start`)."""
DRAW = 2
"""Winner code of a drawn round (0 South, 1 North; a match has no draw)."""
STEP_CAP = True
"""``run`` takes ``max_steps``, the plain engine's step cap (``simulate(..., max_steps=)`` passes it on)."""
MAX_STEPS = 20_000
"""The step cap of a game: :data:`gamekit.analysis.simulate.MAX_STEPS`, the plain engine's cap.

Raja Pasu has no chance nodes, so a step is a move.  Two greedy players never end a match (RP-9,
see :mod:`gamekit.agents.raja_pasu`), so the cap is reached in play; a game not over after this
many moves is unfinished (won by no seat, returns 0), exactly as the plain engine counts it."""


@numba.njit(cache=True)
def _same(a, b):
    for i in range(HOLES):
        if a[i] != b[i]:
            return False
    return True


@numba.njit(cache=True)
def _successors(closed, succ):
    """RP-2, RP-8: ``succ[h]`` (14,) is the next open hole after ``h`` in sowing order."""
    for h in range(HOLES):
        n = h + 1 if h < HOLES - 1 else 0
        while closed[n]:
            n = n + 1 if n < HOLES - 1 else 0
        succ[h] = n


@numba.njit(cache=True)
def _sow(b, succ, hole, mover, pasu_last, res, cnt, saved):
    """Sow ``hole`` for ``mover`` on board ``b`` in place (RP-2..RP-5); True if the move ends.

    ``succ`` (14,) is the next open hole of each hole (RP-8: closed holes are skipped by sowing,
    relay and both captures).  ``res`` (2,) gets the captures, ``cnt`` (9,) the event counts;
    both only when the move ends (``b`` is then changed; on False it is garbage: pass a copy).
    ``saved`` (14,) is scratch.  RP-6: Brent's cycle search on the relay pick-ups ``(board, hole)``.
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
            pos = succ[pos]  # RP-2: the origin is not skipped; RP-8: closed holes are
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
        nxt = succ[pos]
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
        beyond = succ[nxt]  # RP-4: pussa
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
def _has_move(b, succ, player, pasu_last, scratch, saved, res, cnt):
    """RP-2 + RP-6: does ``player`` have a non-empty hole whose sowing ends?  (``res`` and
    ``cnt`` receive the trial sowing's counts: pass throw-away arrays.)"""
    lo = 0 if player == 0 else ROW
    for h in range(lo, lo + ROW):
        if b[h] > 0:
            for i in range(HOLES):
                scratch[i] = b[i]
            if _sow(scratch, succ, h, player, pasu_last, res, cnt, saved):
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
def _next_round(b, closed, succ, res, start, match, ev):
    """After RP-7 ended a round (``b`` empty): the game's winner code, or -1 when a match goes on.

    Single round: -2 (the round's winner is the game's).  Match: RP-9, a player holding fewer
    than 7 seeds loses (South checked first, as the plain engine does; both cannot be short of
    7 of 98 seeds); else RP-8 sets up the next round in place: each player fills its holes with
    7 seeds from its holdings, closing the holes it cannot fill from the left end of its row;
    the seeds left over are its reserve and this round's starting reserves (RP-7).
    """
    if not match:
        return -2
    if res[0] < SEEDS_PER_HOLE or res[1] < SEEDS_PER_HOLE:
        ev[_MATCH_END] += 1
        return 1 if res[0] < SEEDS_PER_HOLE else 0
    for p in range(2):
        n = min(ROW, res[p] // SEEDS_PER_HOLE)
        res[p] -= n * SEEDS_PER_HOLE
        start[p] = res[p]
        lo = 0 if p == 0 else ROW
        for i in range(ROW):
            closed[lo + i] = i < ROW - n
            b[lo + i] = 0 if i < ROW - n else SEEDS_PER_HOLE
    _successors(closed, succ)
    ev[_ROUND_START] += 1
    return -1


@numba.njit(cache=True)
def _settle(b, closed, succ, res, start, mover, match, pasu_last, scratch, saved, junk_res, junk_cnt, ev):
    """RP-7, RP-8, RP-9 after a move, in place, as the plain engine's ``_settle``: while ``mover``
    (to move) has no legal move, end the round (and in a match set up the next, opened by the
    player who took the seeds left).  Returns ``(mover, winner, new_rounds)``: winner -1 while the
    game goes on, else 0, 1 or :data:`DRAW`; ``new_rounds`` the rounds set up."""
    rounds = 0
    while not _has_move(b, succ, mover, pasu_last, scratch, saved, junk_res, junk_cnt):
        w = _end_round(b, res, start, mover)
        ev[_ROUND_END] += 1
        mover = 1 - mover  # RP-9: the taker opens the next round
        nw = _next_round(b, closed, succ, res, start, match, ev)
        if nw == -2:
            return mover, w, rounds
        if nw >= 0:
            return mover, nw, rounds
        rounds += 1
    return mover, -1, rounds


@numba.njit(cache=True)
def step(board, closed, reserves, start, to_move, hole, pasu_last, match):
    """One move (``hole`` must be a non-empty hole of the mover's row), as the plain engine applies it.

    ``board`` (14,), ``closed`` (14,) bool (RP-8), ``reserves`` (2,), ``start`` (2,) this round's
    starting reserves.  Returns ``(ok, board, closed, reserves, start, to_move, new_rounds,
    winner)`` after the move and its settling (RP-7..RP-9, checked right after the move as the
    plain engine does): ``ok`` False when the sowing never ends (RP-6: not a legal move; the
    other values are the inputs); ``winner`` -1 while the game goes on, else 0, 1 or :data:`DRAW`.
    """
    b = board.copy()
    cl = closed.copy()
    res = reserves.copy()
    st = start.copy()
    succ = np.empty(HOLES, dtype=np.int64)
    _successors(cl, succ)
    cnt = np.zeros(_KINDS, dtype=np.int64)
    saved = np.zeros(HOLES, dtype=np.int64)
    if not _sow(b, succ, hole, to_move, pasu_last, res, cnt, saved):
        return False, board, closed, reserves, start, to_move, 0, -1
    scratch = np.zeros(HOLES, dtype=np.int64)
    junk = np.zeros(2, dtype=np.int64)
    mover, w, rounds = _settle(b, cl, succ, res, st, 1 - to_move, match, pasu_last, scratch, saved, junk, cnt, cnt)
    return True, b, cl, res, st, mover, rounds, w


@numba.njit(cache=True, nogil=True)
def _play(
    n,
    first,
    pasu_last,
    match,
    max_steps,
    agents,
    rng,
    events,
    moves,
    turns,
    winner,
    reserves_out,
    trace,
    trace_at,
    board0,
    closed0,
    res0,
    start0,
    stop,
    played,
):
    """Play ``n`` games (single rounds, or matches if ``match``) from the board ``board0`` (14,)
    with closed holes ``closed0`` (14,), reserves ``res0`` (2,), this round's starting reserves
    ``start0`` (2,, RP-7 counts the captures since) and ``first`` to move; fill the per-game
    arrays (``winner`` -1: cut at ``max_steps`` moves, unfinished); False if ``trace`` is too
    short.  Before each game it reads ``stop[0]`` (int8, set by another thread to stop):
    nonzero ends the run there; ``played[0]`` counts the games finished."""
    b = np.empty(HOLES, dtype=np.int64)
    closed = np.empty(HOLES, dtype=np.bool_)
    succ = np.empty(HOLES, dtype=np.int64)
    res = np.zeros(2, dtype=np.int64)
    start = np.zeros(2, dtype=np.int64)
    scratch = np.empty(HOLES, dtype=np.int64)
    scratch2 = np.empty(HOLES, dtype=np.int64)
    b2 = np.empty(HOLES, dtype=np.int64)
    closed2 = np.empty(HOLES, dtype=np.bool_)
    succ2 = np.empty(HOLES, dtype=np.int64)
    res2 = np.zeros(2, dtype=np.int64)
    start2 = np.zeros(2, dtype=np.int64)
    saved = np.empty(HOLES, dtype=np.int64)
    tmp_res = np.zeros(2, dtype=np.int64)
    cnt = np.zeros(_KINDS, dtype=np.int64)
    junk = np.zeros(_KINDS, dtype=np.int64)
    junk_res = np.zeros(2, dtype=np.int64)
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
            closed[i] = closed0[i]
        _successors(closed, succ)
        res[0] = res0[0]
        res[1] = res0[1]
        start[0] = start0[0]
        start[1] = start0[1]
        mover = first
        last = first
        while True:
            if moves[g] >= max_steps and _has_move(b, succ, mover, pasu_last, scratch, saved, junk_res, junk):
                winner[g] = -1  # the step cap: unfinished, as the plain engine's playout counts it
                break
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
                    for i in range(_KINDS):
                        cnt[i] = 0
                    if _sow(scratch, succ, h, mover, pasu_last, tmp_res, cnt, saved):
                        chosen = h
                        break
                    cand[j] = cand[nc - 1]  # RP-6: never ends, not legal; draw again
                    nc -= 1
            else:  # greedy: best gain over the whole move and its settling, then fewest seeds left to the opponent
                nb = 0
                best_gain = -1000
                best_opp = 1000
                opp = 1 - mover
                olo = 0 if opp == 0 else ROW
                for j in range(nc):
                    h = cand[j]
                    for i in range(HOLES):
                        scratch[i] = b[i]
                    tmp_res[0] = 0
                    tmp_res[1] = 0
                    if not _sow(scratch, succ, h, mover, pasu_last, tmp_res, junk, saved):
                        continue
                    if _has_move(scratch, succ, opp, pasu_last, scratch2, saved, junk_res, junk):
                        gn = tmp_res[mover] - tmp_res[opp]
                        orow = 0
                        for i in range(olo, olo + ROW):
                            orow += scratch[i]
                    else:  # RP-7..RP-9: the move ends the round; count holdings across the next set-up
                        for i in range(HOLES):
                            b2[i] = scratch[i]
                            closed2[i] = closed[i]
                            succ2[i] = succ[i]
                        res2[0] = res[0] + tmp_res[0]
                        res2[1] = res[1] + tmp_res[1]
                        start2[0] = start[0]
                        start2[1] = start[1]
                        _, _, nr = _settle(
                            b2,
                            closed2,
                            succ2,
                            res2,
                            start2,
                            opp,
                            match,
                            pasu_last,
                            scratch2,
                            saved,
                            junk_res,
                            junk,
                            junk,
                        )
                        hold_me = res2[mover]
                        hold_opp = res2[opp]
                        if nr > 0:  # a new round: the seeds in a player's own holes are its holdings
                            for i in range(lo, lo + ROW):
                                hold_me += b2[i]
                            for i in range(olo, olo + ROW):
                                hold_opp += b2[i]
                        gn = (hold_me - res[mover]) - (hold_opp - res[opp])
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
                    for i in range(_KINDS):
                        cnt[i] = 0
                    _sow(scratch, succ, chosen, mover, pasu_last, tmp_res, cnt, saved)
            if chosen < 0:  # RP-7: no legal move (no seeds, or every sowing never ends)
                w = _end_round(b, res, start, mover)
                events[g, _ROUND_END] += 1
                mover = 1 - mover  # RP-9: the taker opens the next round
                nw = _next_round(b, closed, succ, res, start, match, events[g])
                if nw == -2:
                    winner[g] = w
                    break
                if nw >= 0:
                    winner[g] = nw
                    break
                continue
            for i in range(HOLES):
                b[i] = scratch[i]
            res[0] += tmp_res[0]
            res[1] += tmp_res[1]
            for i in range(_KINDS):
                events[g, i] += cnt[i]
            moves[g] += 1
            if mover != last:
                turns[g] += 1
                last = mover
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
    """True for Raja Pasu, a single round or a match (RP-8, RP-9), whose two seats play ``"random"``/``"greedy"``."""
    return isinstance(game, RajaPasu) and len(agents) == 2 and all(isinstance(a, str) and a in AGENTS for a in agents)


def start_arrays(game: RajaPasu, state=None) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, int]:
    """The kernel's form of a position ``state`` of ``game`` (not terminal; None: the opening,
    RP-1's seven seeds in every hole): board (14,), closed holes (14,) bool (RP-8), reserves (2,),
    this round's starting reserves (2,) and the player to move."""
    if state is None:
        board = np.full(HOLES, SEEDS_PER_HOLE, dtype=np.int64)
        zero = np.zeros(2, dtype=np.int64)
        return board, np.zeros(HOLES, dtype=np.bool_), zero, zero.copy(), game.options.first_player
    return (
        np.array(state.board, dtype=np.int64),
        np.array(state.closed, dtype=np.bool_),
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
    max_steps: int = MAX_STEPS,
) -> SimulationResult:
    """Play ``n_games`` games of ``game`` (single rounds, or matches with ``match=True``) from the
    opening, or from the position in progress ``start`` (a non-terminal position of ``game``: any
    round of a match, with its reserves and closed holes), as the module docstring says.

    Returns a :class:`~gamekit.analysis.batch.SimulationResult` (``returns`` +1/-1, 0/0 for a
    drawn round or an unfinished game; ``throws`` all 0: Raja Pasu has no dice; ``turns``: how
    often the player to move changed from one move to the next, as the plain engine counts it;
    ``unfinished``: games not over after ``max_steps`` moves, :data:`MAX_STEPS` by default as in
    the plain engine).  ``record=True`` adds ``trace``: per game the :class:`~gamekit.raja_pasu.Sow`
    moves in order.  ``stop``: an int8 array of shape (1,) shared with another thread
    (:func:`~gamekit.analysis.batch.stop_arrays`); ``stop[0] = 1`` ends the run before its next
    game, and the result then holds only the games finished (fewer than ``n_games``;
    ``record=True`` ignores ``stop``).

    Raises ValueError if ``supports(game, agents)`` is False.
    """
    if not supports(game, tuple(agents)):
        raise ValueError(f"the Raja Pasu batch engine cannot play {agents!r} for {game!r}")
    codes = np.array([AGENTS.index(a) for a in agents], dtype=np.int64)
    board0, closed0, res0, start0, first = start_arrays(game, start)
    cap = 64 * n_games if record else 0
    while True:
        rng = np.random.default_rng(seed_seq)
        events = np.zeros((n_games, _KINDS), dtype=np.int64)
        moves = np.zeros(n_games, dtype=np.int64)
        turns = np.zeros(n_games, dtype=np.int64)
        winner = np.full(n_games, -1, dtype=np.int64)
        reserves = np.zeros((n_games, 2), dtype=np.int64)
        trace = np.zeros(cap, dtype=np.int64)
        trace_at = np.zeros(n_games + 1, dtype=np.int64)
        flag, played = stop_arrays(None if record else stop)
        if _play(
            n_games,
            first,
            game.options.pasu_on_last_seed,
            game.options.match,
            max_steps,
            codes,
            rng,
            events,
            moves,
            turns,
            winner,
            reserves,
            trace,
            trace_at,
            board0,
            closed0,
            res0,
            start0,
            flag,
            played,
        ):
            break
        cap *= 4
    n_games = int(played[0])  # fewer than asked when stopped
    events, moves, turns, winner = events[:n_games], moves[:n_games], turns[:n_games], winner[:n_games]
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
        turns=turns,
        events={k: events[:, i].copy() for i, k in enumerate(EVENT_KINDS) if events[:, i].any()},
        trace=traces,
        engine="batched",
        unfinished=winner < 0,
    )


__all__ = ["supports", "EVENT_KINDS", "AGENTS", "DRAW", "MAX_STEPS"]
