"""The compiled (numba) kernel of the batched Czech Pačísí simulator (RULES §3, §5a).

A transcription of the plain engine (:class:`gamekit.pachisi.czech.CzechState`: ``_generate``,
``_destination``, ``_play``) and of its greedy agent (:func:`gamekit.agents.pachisi_czech.greedy`)
into numba functions over small integer arrays; the names follow those.  Tables come from the
plain engine (:mod:`.pachisi_czech`) as the tuple ``T = (FIELD, CASTLE, CUM, VALUE)``.

Encoding: ``pos`` int64 (4, 4) path positions (-1 YARD, -2 RETURNED, 83 home); a legal move is a
row (kind, frm, to, size, source): kind 0 Enter (source -2 returned / -1 yard, PC-4a), 1 Move of
a unit (PC-5, PC-7), 2 Pass (PC-5a).
"""

from __future__ import annotations

import numpy as np
from numba import njit

HOME = 83  # PC-3
ONE_SHORT = 82  # PC-5
TIP_OUT = 7
TIP_BACK = 75
YARD = -1
RETURNED = -2
ENTER, MOVE, PASS = 0, 1, 2
MAXLEGAL = 16
LOGW = 8

EVENT_KINDS = ("throw", "pass", "enter", "move", "capture", "home", "end", "grace")
E_THROW, E_PASS, E_ENTER, E_MOVE, E_CAPTURE, E_HOME, E_END, E_GRACE = 0, 1, 2, 3, 4, 5, 6, 7

AG_RANDOM, AG_GREEDY = 0, 1
THREAT_VALUES = (2, 3, 4, 5, 6, 10, 25)  # PC-2: every move value


@njit(cache=True)
def _is_grace(v):
    return v == 6 or v == 10 or v == 25  # PC-6


@njit(cache=True)
def _opponent(individual, c, o):
    """PC-1, PC-11a: another colour, and not the partner in team play."""
    return o != c and (individual or o != (c + 2) % 4)


@njit(cache=True)
def _destination(frm, v):
    """``CzechState._destination``: PC-5 exact count; from one short any grace goes home (PC-5b)."""
    to = frm + v
    if to <= HOME:
        return to
    if frm == ONE_SHORT and _is_grace(v):
        return HOME
    return -1


@njit(cache=True)
def _units(mv, ups, uns):
    """``CzechState.units``: (position, count) of the pieces in play (0..82), ascending (PC-7a)."""
    n = 0
    for p in range(HOME):
        k = 0
        for i in range(4):
            if mv[i] == p:
                k += 1
        if k:
            ups[n] = p
            uns[n] = k
            n += 1
    return n


@njit(cache=True)
def _generate(T, pos, mover, individual, v, out):
    """``CzechState._generate``: the legal moves in the plain engine's order into ``out``."""
    FIELD = T[0]
    CASTLE = T[1]
    mv = pos[mover]
    n = 0
    if _is_grace(v):  # PC-4, PC-4a, PC-5b
        for src in (RETURNED, YARD):
            for i in range(4):
                if mv[i] == src:
                    out[n, 0] = ENTER
                    out[n, 1] = src
                    out[n, 2] = 0
                    out[n, 3] = 1
                    out[n, 4] = src
                    n += 1
                    break
    ups = np.empty(4, np.int64)
    uns = np.empty(4, np.int64)
    nu = _units(mv, ups, uns)
    for u in range(nu):
        frm = ups[u]
        k = uns[u]
        to = _destination(frm, v)
        if to < 0:
            continue
        if TIP_OUT <= to <= TIP_BACK:
            f = FIELD[mover, to]
            there = 0
            for o in range(4):
                if _opponent(individual, mover, o):
                    for i in range(4):
                        p = pos[o, i]
                        if TIP_OUT <= p <= TIP_BACK and FIELD[o, p] == f:
                            there += 1
            if there:
                if CASTLE[f]:
                    continue  # PC-9
                if there <= 1:
                    n = _put(out, n, frm, to, 1)
                if k > 1 and k >= there:
                    n = _put(out, n, frm, to, k)  # PC-8, PC-8a
                continue
        n = _put(out, n, frm, to, 1)
        if k > 1:
            n = _put(out, n, frm, to, k)  # PC-7
    out[n, 0] = PASS  # PC-5a
    out[n, 1] = 0
    out[n, 2] = 0
    out[n, 3] = 0
    out[n, 4] = 0
    return n + 1


@njit(cache=True)
def _put(out, n, frm, to, size):
    out[n, 0] = MOVE
    out[n, 1] = frm
    out[n, 2] = to
    out[n, 3] = size
    out[n, 4] = 0
    return n + 1


@njit(cache=True)
def _apply(T, pos, mover, individual, row, ev):
    """``CzechState._play`` of the move ``row`` by ``mover`` (pieces changed in place), adding the
    event counts to ``ev``."""
    FIELD = T[0]
    kind = row[0]
    if kind == PASS:
        ev[E_PASS] += 1
        return
    if kind == ENTER:
        for i in range(4):
            if pos[mover, i] == row[4]:
                pos[mover, i] = 0
                break
        ev[E_ENTER] += 1
        return
    frm = row[1]
    to = row[2]
    left = row[3]
    for i in range(4):
        if pos[mover, i] == frm and left > 0:
            pos[mover, i] = to
            left -= 1
    ev[E_MOVE] += 1
    if TIP_OUT <= to <= TIP_BACK:
        f = FIELD[mover, to]
        for o in range(4):
            if not _opponent(individual, mover, o):
                continue
            caught = 0
            for i in range(4):
                p = pos[o, i]
                if TIP_OUT <= p <= TIP_BACK and FIELD[o, p] == f:
                    pos[o, i] = RETURNED  # PC-8
                    caught += 1
            if caught:
                ev[E_CAPTURE] += 1
    if to == HOME:
        ev[E_HOME] += 1


@njit(cache=True)
def _threatened(T, pos, individual, colour, p, size):
    """``agents.pachisi_czech._threatened``: could an opposing unit of at least ``size`` pieces
    land on ``colour``'s path position ``p`` with one throw?"""
    if not (TIP_OUT <= p <= TIP_BACK):
        return False
    FIELD = T[0]
    f = FIELD[colour, p]
    if T[1][f]:
        return False  # PC-9
    ups = np.empty(4, np.int64)
    uns = np.empty(4, np.int64)
    for o in range(4):
        if not _opponent(individual, colour, o):
            continue
        nu = _units(pos[o], ups, uns)
        for u in range(nu):
            q = ups[u]
            if uns[u] < size or q > TIP_BACK:
                continue
            for v in THREAT_VALUES:
                if q + v <= TIP_BACK and FIELD[o, q + v] == f:
                    return True
    return False


@njit(cache=True)
def _returned(pos, individual, c):
    n = 0
    for o in range(4):
        if _opponent(individual, c, o):
            for i in range(4):
                if pos[o, i] == RETURNED:
                    n += 1
    return n


@njit(cache=True)
def _greedy_pick(T, pos, mover, individual, legal, n):
    """``agents.pachisi_czech.greedy``: the first move with the largest key (home, captured,
    enter, returned source, safe*2 + fleeing, from, size)."""
    best = -1
    bk = np.zeros(7, np.int64)
    key = np.zeros(7, np.int64)
    after = np.empty((4, 4), np.int64)
    dummy = np.zeros(len(EVENT_KINDS), np.int64)
    for k in range(n):
        key[:] = 0
        kind = legal[k, 0]
        if kind == ENTER:
            key[2] = 1
            key[3] = 1 if legal[k, 4] == RETURNED else 0
        elif kind == MOVE:
            frm = legal[k, 1]
            to = legal[k, 2]
            size = legal[k, 3]
            after[:, :] = pos
            _apply(T, after, mover, individual, legal[k], dummy)
            key[0] = size if to == HOME else 0
            key[1] = _returned(after, individual, mover) - _returned(pos, individual, mover)
            safe = 0 if _threatened(T, after, individual, mover, to, size) else 1
            fleeing = 1 if _threatened(T, pos, individual, mover, frm, size) else 0
            key[4] = safe * 2 + fleeing
            key[5] = frm
            key[6] = size
        better = best < 0
        if not better:
            for x in range(7):
                if key[x] != bk[x]:
                    better = key[x] > bk[x]
                    break
        if better:
            best = k
            bk[:] = key
    return best


@njit(cache=True)
def _winners(pos, individual):
    """PC-1: bitmask of the winning colours (team: both; individual: the first colour home)."""
    if individual:
        for c in range(4):
            if _all_home(pos[c]):
                return 1 << c
        return 0
    for a in range(2):
        if _all_home(pos[a]) and _all_home(pos[a + 2]):
            return (1 << a) | (1 << (a + 2))
    return 0


@njit(cache=True)
def _all_home(mv):
    for i in range(4):
        if mv[i] != HOME:
            return False
    return True


@njit(cache=True)
def _mover(pos, to_move, individual, help_partner):
    """``CzechState.mover`` (PC-11, PC-11a)."""
    if help_partner and not individual and _all_home(pos[to_move]):
        return (to_move + 2) % 4
    return to_move


@njit(cache=True)
def _play_game(T, pos, to_move, pending, individual, help_partner, agents, rng, ev, log, record, max_steps):
    """Play one game from ``pos`` (changed in place) with colour ``to_move`` to throw, or, if
    ``pending`` >= 0, to move the throw of ``pending`` mouths up already thrown; returns (winners
    bitmask or -1 if it did not end within ``max_steps`` throws, moves, throws, turns, log rows)."""
    CUM = T[2]
    VALUE = T[3]
    legal = np.empty((MAXLEGAL, 5), np.int64)
    moves = 0
    throws = 0
    turns = 0
    nlog = 0
    while throws < max_steps:
        if pending >= 0:  # a start position waiting for the move of its throw: no throw now
            k = pending
        else:
            u = rng.random()
            k = 6
            for x in range(7):
                if u < CUM[x]:
                    k = x
                    break
            throws += 1
            ev[E_THROW] += 1
            if record:
                log[nlog, :] = 0
                log[nlog, 1] = k
                nlog += 1
        v = VALUE[k]
        mover = _mover(pos, to_move, individual, help_partner)
        n = _generate(T, pos, mover, individual, v, legal)
        if n == 1 and pending < 0:
            ch = 0  # only Pass: the engine passes by itself (PC-5a)
        else:
            if agents[to_move] == AG_GREEDY:
                ch = _greedy_pick(T, pos, mover, individual, legal, n)
            else:
                ch = rng.integers(0, n)
            moves += 1
            if record:
                log[nlog, 0] = 1
                log[nlog, 1] = mover
                log[nlog, 2:7] = legal[ch]
                log[nlog, 7] = n
                nlog += 1
        pending = -1
        _apply(T, pos, mover, individual, legal[ch], ev)
        w = _winners(pos, individual)
        if w:
            ev[E_END] += 1
            return w, moves, throws, turns, nlog
        if _is_grace(v):
            ev[E_GRACE] += 1  # PC-6, PC-5b
        else:
            to_move = (to_move + 1) % 4
            turns += 1
    return -1, moves, throws, turns, nlog


def initial_position():
    """The pieces (4, 4) of the opening: each colour's first piece in play, three in the yard (PC-4)."""
    pos = np.empty((4, 4), np.int64)
    for c in range(4):
        pos[c, 0] = 0  # PC-4: the first piece is in play from the start
        pos[c, 1] = YARD
        pos[c, 2] = YARD
        pos[c, 3] = YARD
    return pos


@njit(cache=True, nogil=True)
def run_games(
    T,
    n,
    individual,
    help_partner,
    agents,
    rng,
    ev_out,
    win_out,
    moves_out,
    throws_out,
    turns_out,
    max_steps,
    pos0,
    to_move0,
    pending0,
    stop,
    played,
):
    """Play ``n`` games from the position ``pos0`` (4, 4) with colour ``to_move0`` to throw (or,
    ``pending0`` >= 0, to move that throw) into the ``*_out`` rows.  Before each game it reads
    ``stop[0]`` (int8, set by another thread to stop): nonzero ends the run there; ``played[0]``
    counts the games finished."""
    pos = np.empty((4, 4), np.int64)
    log = np.empty((1, LOGW), np.int64)
    for g in range(n):
        if stop[0] != 0:
            break
        pos[:, :] = pos0
        w, m, t, tu, _ = _play_game(
            T, pos, to_move0, pending0, individual, help_partner, agents, rng, ev_out[g], log, False, max_steps
        )
        win_out[g] = w
        moves_out[g] = m
        throws_out[g] = t
        turns_out[g] = tu
        played[0] = g + 1


@njit(cache=True, nogil=True)
def record_game(T, individual, help_partner, agents, rng, ev, log, max_steps, pos0, to_move0, pending0):
    """One game from ``pos0`` / ``to_move0`` / ``pending0`` (as :func:`run_games`) with its trace in ``log``."""
    pos = pos0.copy()
    return _play_game(T, pos, to_move0, pending0, individual, help_partner, agents, rng, ev, log, True, max_steps)


@njit(cache=True)
def after_each_move(T, pos, individual, help_partner, to_move, k, out_pos, out_next):
    """The position after each legal move of throw ``k`` (mouths up) by ``to_move`` at ``pos``
    (an automatic pass included), and who throws next; returns the count.  For the tests
    (``czech.reachable_positions``)."""
    legal = np.empty((MAXLEGAL, 5), np.int64)
    ev = np.zeros(len(EVENT_KINDS), np.int64)
    v = T[3][k]
    mover = _mover(pos, to_move, individual, help_partner)
    n = _generate(T, pos, mover, individual, v, legal)
    nxt = to_move if _is_grace(v) else (to_move + 1) % 4
    for m in range(n):
        p2 = pos.copy()
        _apply(T, p2, mover, individual, legal[m], ev)
        out_pos[m] = p2
        out_next[m] = nxt
    return n
