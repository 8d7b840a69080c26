"""The compiled (numba) game loop of the batched German Pachisi simulator (RULES §2, §5a).

Plays whole games with the whole-roll search of :mod:`._german_search`: a line-by-line
transcription of the plain engine's ``GermanState._throw``, ``_play``, ``_step_events`` and
``_end_roll`` and of the greedy agent (:func:`gamekit.agents.pachisi_german.greedy`), plus the
test helper :func:`reachable` (``german.reachable_positions``).  The tables are the constants
of :mod:`._german_tables`; positions are int64 (4, 4) path positions by colour (-3 for a colour
not in play).  The game loop and its helpers allocate nothing and are compiled without
reference counting (``_nrt=False``, see :mod:`._german_search`); the random draws are
:func:`_below`, numpy's ``integers`` stream without its per-draw array.
"""

from __future__ import annotations

import numpy as np
from numba import njit, types
from numba.core import cgutils
from numba.extending import intrinsic
from numba.np.random.random_methods import buffered_bounded_lemire_uint32

from ._german_tables import FIELD, SAFE, SUB_KEPT, SUB_KEPT2, SUB_TOT, SUB_U, SUB_ULEN, VLEN
from ._german_search import (
    GOAL,
    HOME_ENTRY,
    MAXKIDS,
    MAXLEGAL,
    RESTRICTED,
    RETURNED,
    YARD,
    _context,
    _count,
    _has_yard,
    _legal,
    _off_path,
    _owner,
    throw_rule,
)

# event kinds, in this order (the plain engine's Event.kind values)
EVENT_KINDS = (
    "throw",
    "restricted",
    "enter",
    "move",
    "gate",
    "gate_opened",
    "capture",
    "home",
    "forfeit",
    "end",
    "again",
    "pass_dice",
)
E_THROW, E_RESTRICTED, E_ENTER, E_MOVE, E_GATE, E_GATE_OPENED, E_CAPTURE, E_HOME = 0, 1, 2, 3, 4, 5, 6, 7
E_FORFEIT, E_END, E_AGAIN, E_PASS = 8, 9, 10, 11

AG_RANDOM, AG_GREEDY = 0, 1
START_LEN = 13  # the roll state of _play_game's ``start``


def initial_position(colours) -> np.ndarray:
    """PG-1: the opening position, every piece of the colours in play in the yard (-3: a colour
    not in play), int64 (4, 4)."""
    pos = np.full((4, 4), -3, np.int64)
    for c in colours:
        pos[c, :] = YARD
    return pos


def initial_start() -> np.ndarray:
    """The ``start`` of a game at the opening: the first colour throws, no missed entries, no roll
    in progress (int64 (:data:`START_LEN`,))."""
    return np.zeros(START_LEN, np.int64)


LOGW = 14  # width of a trace row (see _play_game)


def new_scratch() -> tuple:
    """The work arrays of one game loop, allocated once per batch and reused by every game: the
    search's children per depth ``buf`` (6, MAXKIDS, 4), its stacks ``ws`` (3, MAXLEGAL, 8), the
    legal steps (MAXLEGAL, 6) and the pieces of the game in play (4, 4).  They may hold anything
    on entry."""
    return (
        np.empty((6, MAXKIDS, 4), np.int64),
        np.empty((3, MAXLEGAL, 8), np.int64),
        np.empty((MAXLEGAL, 6), np.int64),
        np.empty((4, 4), np.int64),
    )


@intrinsic
def _borrow(typingctx, arr):
    """A view of ``arr`` (same type, same memory) that owns no reference: numba's reference
    counting of it is a no-op (its meminfo is null).  Only for an array that its owner keeps
    alive while the view is used (here: the caller's scratch arrays for the length of one call).
    The search passes its work arrays to small functions millions of times a second; counting
    the references of each, an atomic add and subtract per array per call, was half the work."""
    if not isinstance(arr, types.Array):
        return None

    def codegen(context, builder, sig, args):
        src = context.make_array(sig.args[0])(context, builder, value=args[0])
        out = context.make_array(sig.return_type)(context, builder)
        out.meminfo = cgutils.get_null_value(out.meminfo.type)
        out.parent = cgutils.get_null_value(out.parent.type)
        out.nitems = src.nitems
        out.itemsize = src.itemsize
        out.data = src.data
        out.shape = src.shape
        out.strides = src.strides
        return out._getvalue()

    return arr(arr), codegen


@njit(cache=True, inline="always")
def _borrow_all(scratch):
    a, b, c, p = scratch
    return (_borrow(a), _borrow(b), _borrow(c), _borrow(p))


@njit(cache=True, inline="always")
def _below(bitgen, n):
    """``Generator.integers(0, n)`` for 1 <= n < 2**32, drawing exactly what numba's
    ``integers`` draws for a scalar (``random_bounded_uint64_fill``: nothing when n is 1, else
    Lemire's bounded draw from 32-bit words), so that the stream stays numpy's; ``integers``
    itself returns element 0 of a new one-element array, an allocation per draw, which this
    avoids (the game loop then needs no reference counting at all)."""
    if n == 1:
        return np.int64(0)
    return np.int64(buffered_bounded_lemire_uint32(bitgen, n - 1))


@njit(cache=True, _nrt=False)
def _greedy_pick(mover, mv, legal, n):
    """``agents.pachisi_german.greedy``: the legal step with the smallest greedy key
    (kind, from, -distance, piece); the first such in list order."""
    best = -1
    bk0 = 0
    bk1 = 0
    bk2 = 0
    bk3 = 0
    for k in range(n):
        i = legal[k, 0]
        q = legal[k, 3]
        frm = mv[i]
        j = legal[k, 5]
        if legal[k, 4] >= 0:
            kind = 0  # capture
        elif frm < 0:
            kind = 1  # enter
        elif q == GOAL:
            kind = 2  # goal
        elif j < 0 and _count(mv, q) == 1:
            kind = 3  # form a gate
        elif q == HOME_ENTRY or (q < HOME_ENTRY and SAFE[FIELD[mover, q]]):
            kind = 4  # safe / own home-entry field
        else:
            kind = 5
        k1 = frm
        k2 = -SUB_TOT[legal[k, 1], legal[k, 2]]
        k3 = i
        if best < 0 or (kind, k1, k2, k3) < (bk0, bk1, bk2, bk3):
            best = k
            bk0, bk1, bk2, bk3 = kind, k1, k2, k3
    return best


@njit(cache=True, _nrt=False)
def _winners(pos, colours, ncol, individual):
    """PG-25: bitmask of the winning colours, 0 while undecided (``common.winners``)."""
    if individual:
        for a in range(ncol):
            c = colours[a]
            if _count(pos[c], GOAL) == 4:
                return 1 << c
        return 0
    for a in range(2):
        if _count(pos[a], GOAL) == 4 and _count(pos[a + 2], GOAL) == 4:
            return (1 << a) | (1 << (a + 2))
    return 0


@njit(cache=True, _nrt=False)
def _apply(pos, mover, capcol, capx, legal, k, done, vk, rule, forfeited, caps, ev):
    """``GermanState._play`` of the legal step ``legal[k]`` (pieces changed in place) with the
    event counts of ``_step_events`` added to ``ev``; ``capcol``, ``capx``: the colour and piece
    the step captures (:func:`._german_search._owner`; unused without a capture).  Returns the
    roll's new (done, vk, rule, forfeited, caps, entered)."""
    mv = pos[mover]
    i = legal[k, 0]
    bvk = legal[k, 1]
    s = legal[k, 2]
    q = legal[k, 3]
    cap = legal[k, 4]
    j = legal[k, 5]
    frm = mv[i]
    if frm < 0:
        ev[E_ENTER] += 1
    else:
        ev[E_MOVE] += 1
    if j >= 0:
        ev[E_GATE] += 1  # PG-15
    elif frm >= 0 and _count(mv, frm) == 2:
        ev[E_GATE_OPENED] += 1  # PG-23
    mv[i] = q
    if j >= 0:
        mv[j] = q
    if cap >= 0:
        pos[capcol, capx] = RETURNED  # PG-5
        caps |= np.int64(1) << cap
        ev[E_CAPTURE] += 1
    if q == GOAL:
        ev[E_HOME] += 1
    elif j < 0 and _count(mv, q) == 2:
        ev[E_GATE] += 1  # PG-22
    # the values left (PG-11a: higher values left after a lower step are forfeited)
    if j >= 0:
        kept = SUB_KEPT2[bvk, s]
        used = 2 * SUB_ULEN[bvk, s]
    else:
        kept = SUB_KEPT[bvk, s]
        used = SUB_ULEN[bvk, s]
    if VLEN[bvk] - used - VLEN[kept] > 0:
        ev[E_FORFEIT] += 1
        forfeited = True
    done |= 1 << i
    if j >= 0:
        done |= 1 << j
    return done, kept, rule, forfeited, caps, frm < 0


@njit(cache=True, _nrt=False)
def _play_game(
    pos, colours, ncol, individual, sum_five, agents, rng, ev, log, record, max_steps, start, at_throw, scratch
):
    """Play one game from ``pos`` (changed in place) to its end.

    ``start`` (:data:`START_LEN`,) is where the game stands (:func:`initial_start` for a chance
    node): the index of the colour to throw in ``colours``, the missed entries (PG-19), and,
    when ``start[2]`` is 1, the roll in progress -- high, low, mover, double rule, values index,
    done bitmask, forfeited, captured-fields bitmask, entered, nothing in play at the throw --
    whose search context is built from ``at_throw``, the pieces at the throw (PG-10..PG-21).

    ``agents[c]`` is colour c's agent (0 random, 1 greedy); ``ev`` (12,) collects the event
    counts (:data:`EVENT_KINDS`).  With ``record`` every action is written to a row of ``log``
    (kind 0 a throw: high, low; kind 1 a step: mover, piece, from, to, captured colour, piece2,
    0, number of values, the values, number of legal steps).  Returns (winning colours
    bitmask, moves, throws, turns, log rows); the bitmask is -1 if the game did not end within
    ``max_steps`` actions.  ``scratch``: the work arrays of :func:`new_scratch`, borrowed
    (:func:`_borrow`), as :func:`new_scratch` made them or as an earlier game left them.
    """
    buf, ws, legal, _ = scratch
    bitgen = rng.bit_generator
    ci = start[0]
    misses = start[1]
    resume = start[2] != 0
    moves = 0
    throws = 0
    turns = 0
    nlog = 0
    actions = 0
    # the mover whose roll context ``ctx`` holds for the pieces now, -1 if none does: the context
    # reads only the other colours' pieces, which change only by a capture, so the same mover
    # throwing again after a roll without captures keeps it
    ctx_mover = -1
    ctx = (np.int64(0), np.int64(0), np.int64(0))
    while actions < max_steps:
        c = colours[ci]
        if resume:  # a roll in progress: the throw, the values left and the steps done so far
            resume = False
            h = start[3]
            l = start[4]
            mover = start[5]
            rule = start[6]
            vk = start[7]
            done = start[8]
            forfeited = start[9] != 0
            caps = np.int64(start[10])
            entered_any = start[11] != 0
            nothing = start[12] != 0
            mpartner = -1 if individual else (mover + 2) % 4
            mv = pos[mover]
            double = h == l
            ctx = _context(at_throw, colours, ncol, mover, mpartner)
            ctx_mover = mover
        else:
            r = _below(bitgen, 36)
            a = r // 6 + 1
            b = r % 6 + 1
            h = max(a, b)
            l = min(a, b)
            throws += 1
            actions += 1
            ev[E_THROW] += 1
            if record:
                log[nlog, :] = 0
                log[nlog, 1] = h
                log[nlog, 2] = l
                nlog += 1
            mover = c
            if not individual and _count(pos[c], GOAL) == 4:
                mover = (c + 2) % 4  # PG-4, PG-4a
            mpartner = -1 if individual else (mover + 2) % 4
            mv = pos[mover]
            nothing = _off_path(mv)  # PG-19
            double = h == l
            if mover != ctx_mover:
                ctx = _context(pos, colours, ncol, mover, mpartner)
                ctx_mover = mover
            # PG-14, PG-14a: the restricted play (two higher values) against the whole double
            rule, vk = throw_rule(ctx, mv, h, l, sum_five, buf, ws)
            if rule == RESTRICTED:
                ev[E_RESTRICTED] += 1
            done = 0
            forfeited = False
            caps = np.int64(0)
            entered_any = False
        while True:
            if VLEN[vk] == 0:
                break  # every value played: no legal step (what _legal would find, without the call)
            n = _legal(ctx, caps, mv, done, rule, vk, double, forfeited, sum_five, buf, ws, legal)
            if n == 0:
                break
            if agents[c] == AG_GREEDY:
                k = _greedy_pick(mover, mv, legal, n)
            else:
                k = _below(bitgen, n)
            moves += 1
            actions += 1
            i = legal[k, 0]
            bvk = legal[k, 1]
            s = legal[k, 2]
            q = legal[k, 3]
            cap = legal[k, 4]
            j = legal[k, 5]
            frm = mv[i]
            capcol, capx = _owner(pos, colours, ncol, mover, cap) if cap >= 0 else (-1, -1)
            if record:
                log[nlog, 0] = 1
                log[nlog, 1] = mover
                log[nlog, 2] = i
                log[nlog, 3] = frm
                log[nlog, 4] = q
                log[nlog, 5] = capcol
                log[nlog, 6] = j
                log[nlog, 7] = 0
                ul = SUB_ULEN[bvk, s]
                log[nlog, 8] = ul
                for x in range(4):
                    log[nlog, 9 + x] = SUB_U[bvk, s, x] if x < ul else 0
                log[nlog, 13] = n
                nlog += 1
            done, vk, rule, forfeited, caps, entered = _apply(
                pos, mover, capcol, capx, legal, k, done, vk, rule, forfeited, caps, ev
            )
            if entered:
                entered_any = True
            if q == GOAL:
                w = _winners(pos, colours, ncol, individual)
                if w:
                    ev[E_END] += 1
                    return w, moves, throws, turns, nlog
        if caps != 0:
            ctx_mover = -1  # another colour's piece went back to the yard: rebuild the context
        # GermanState._end_roll (PG-13, PG-14a, PG-19, PG-24)
        if VLEN[vk] > 0:
            ev[E_FORFEIT] += 1
        if double and (rule != RESTRICTED or not _has_yard(mv)):
            # PG-13; PG-14a: a play that brought the last never-entered piece in is the full
            # play and throws again; PG-19a: the counter stays
            ev[E_AGAIN] += 1
        elif nothing and not entered_any:
            misses += 1  # PG-19, PG-19a
            if misses < 3:
                ev[E_AGAIN] += 1
            else:
                misses = 0
                ci = (ci + 1) % ncol
                ev[E_PASS] += 1
                turns += 1
        else:
            misses = 0
            ci = (ci + 1) % ncol
            ev[E_PASS] += 1
            turns += 1
    return -1, moves, throws, turns, nlog


@njit(cache=True, nogil=True)
def run_games(
    n,
    colours,
    individual,
    sum_five,
    agents,
    rng,
    ev_out,
    win_out,
    moves_out,
    throws_out,
    turns_out,
    max_steps,
    pos0,
    start,
    at_throw,
    stop,
    played,
    scratch,
):
    """Play ``n`` games from the position ``pos0`` (4, 4) with the roll state ``start`` and the
    pieces at the throw ``at_throw`` (see :func:`_play_game`; :func:`initial_position` and
    :func:`initial_start` for PG-1's opening), filling the ``*_out`` arrays row by row; returns
    the number of games that did not end (0 normally).  Before each game it reads ``stop[0]``
    (int8, set by another thread to stop): nonzero ends the run there; ``played[0]`` counts the
    games finished.  ``scratch``: :func:`new_scratch`'s arrays (kept alive by the caller)."""
    ncol = colours.shape[0]
    log = np.empty((1, LOGW), np.int64)
    # every array below is the caller's, alive for the whole call: borrowed views (no counting)
    work = _borrow_all(scratch)
    pos = work[3]
    cols = _borrow(colours)
    ags = _borrow(agents)
    st = _borrow(start)
    at = _borrow(at_throw)
    evs = _borrow(ev_out)
    bad = 0
    for g in range(n):
        if stop[0] != 0:
            break
        pos[:, :] = pos0
        w, m, t, tu, _ = _play_game(
            pos,
            cols,
            ncol,
            individual,
            sum_five,
            ags,
            rng,
            evs[g],
            log,
            False,
            max_steps,
            st,
            at,
            work,
        )
        if w < 0:
            bad += 1
        win_out[g] = w
        moves_out[g] = m
        throws_out[g] = t
        turns_out[g] = tu
        played[0] = g + 1
    return bad


@njit(cache=True, nogil=True)
def record_game(colours, individual, sum_five, agents, rng, ev, log, max_steps, pos0, start, at_throw, scratch):
    """One game from ``pos0`` / ``start`` / ``at_throw`` (as :func:`run_games`) with its trace in
    ``log``; returns (winners bitmask, moves, throws, turns, rows).  ``scratch``: as
    :func:`run_games`."""
    ncol = colours.shape[0]
    work = _borrow_all(scratch)
    pos = work[3]
    pos[:, :] = pos0
    return _play_game(
        pos, colours, ncol, individual, sum_five, agents, rng, ev, log, True, max_steps, start, at_throw, work
    )


@njit(cache=True)
def reachable(pos, colours, individual, sum_five, colour, h, l, out):
    """The end positions of every legal play of the throw ``h``-``l`` by ``colour`` at ``pos``
    (a chance node): rows of ``out`` (pos flattened, with repeats); returns their count (-1 if
    ``out`` is too small).
    Gate steps (PG-15) are followed too.  For the tests (``german.reachable_positions``):
    a depth-first walk over :func:`_legal` and :func:`_apply` with an explicit stack."""
    ncol = colours.shape[0]
    buf = np.empty((6, MAXKIDS, 4), np.int64)
    ws = np.empty((3, MAXLEGAL, 8), np.int64)
    ev = np.zeros(len(EVENT_KINDS), np.int64)
    mover = colour
    if not individual and _count(pos[colour], GOAL) == 4:
        mover = (colour + 2) % 4
    mpartner = -1 if individual else (mover + 2) % 4
    ctx = _context(pos, colours, ncol, mover, mpartner)
    double = h == l
    rule, vk = throw_rule(ctx, pos[mover], h, l, sum_five, buf, ws)
    D = 6
    P = np.empty((D, 4, 4), np.int64)  # the position at each depth
    L = np.empty((D, MAXLEGAL, 6), np.int64)  # its legal steps
    S = np.empty((D, 7), np.int64)  # count, next, done, vk, rule, forfeited, caps
    nout = 0
    d = 0
    P[0] = pos
    S[0, 0] = _legal(ctx, np.int64(0), P[0, mover], 0, rule, vk, double, False, sum_five, buf, ws, L[0])
    S[0, 1] = 0
    S[0, 2] = 0
    S[0, 3] = vk
    S[0, 4] = rule
    S[0, 5] = 0
    S[0, 6] = 0
    if S[0, 0] == 0:
        out[0] = pos.ravel()
        return 1
    while d >= 0:
        if S[d, 1] >= S[d, 0]:
            d -= 1
            continue
        k = S[d, 1]
        S[d, 1] = k + 1
        P[d + 1] = P[d]
        cap = L[d, k, 4]
        capcol, capx = _owner(P[d + 1], colours, ncol, mover, cap) if cap >= 0 else (-1, -1)
        dn, vk2, rule2, f2, caps2, _ = _apply(
            P[d + 1], mover, capcol, capx, L[d], k, S[d, 2], S[d, 3], S[d, 4], S[d, 5] != 0, S[d, 6], ev
        )
        if nout >= out.shape[0]:
            return -1  # ``out`` is full
        if L[d, k, 3] == GOAL and _winners(P[d + 1], colours, ncol, individual):
            out[nout] = P[d + 1].ravel()
            nout += 1
            continue
        n = _legal(ctx, caps2, P[d + 1, mover], dn, rule2, vk2, double, f2, sum_five, buf, ws, L[d + 1])
        if n == 0:
            out[nout] = P[d + 1].ravel()
            nout += 1
            continue
        d += 1
        S[d, 0] = n
        S[d, 1] = 0
        S[d, 2] = dn
        S[d, 3] = vk2
        S[d, 4] = rule2
        S[d, 5] = 1 if f2 else 0
        S[d, 6] = caps2
    return nout


@njit(cache=True)
def reachable_all(pos, colours, individual, sum_five, colour, throws, out, starts):
    """:func:`reachable` for each throw ``throws[t]`` (rows of (high, low)): the end positions of
    throw t are ``out[starts[t]:starts[t + 1]]``."""
    n = 0
    starts[0] = 0
    for t in range(throws.shape[0]):
        r = reachable(pos, colours, individual, sum_five, colour, throws[t, 0], throws[t, 1], out[n:])
        if r < 0:
            return -1
        n += r
        starts[t + 1] = n
    return n
