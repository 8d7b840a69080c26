"""The whole-roll search of the batched German Pachisi simulator, compiled by numba (RULES §2, §5a).

A line-by-line transcription of the plain engine's search (:class:`gamekit.pachisi.german.search.Roll`:
``check``, ``_steps``, ``finishes``, ``best``, ``legal``; ``GermanState.legal_steps`` and the PG-14a
choice in ``GermanState._throw``) into numba functions over small integer arrays; read those
first, the names here follow them.  :mod:`._german_kernel` plays whole games with it.  The tables (values of a throw, the value sets a step may use, board fields)
are built from the plain engine in :mod:`._german_tables`: module-level constants that numba freezes into the code.

The search functions are compiled without numba's reference counting (``_nrt=False``): they
allocate nothing and only read and write arrays that their caller keeps alive, and the counting
would otherwise call ``NRT_incref`` / ``NRT_decref`` for the array arguments of every call, a
large share of the work of a small function such as :func:`_children` called millions of times.

Encoding
--------
* ``pos``: int64 (4, 4) path positions by colour (``-1`` YARD, ``-2`` RETURNED, 71 goal).
* A *values index* ``vk`` names a sorted multiset of values still to play (``VALS[vk]``);
  its *subsets* ``s`` (``NSUB[vk]`` of them) are the value sets a step may use, with the
  values kept after PG-11a's forfeit (``SUB_KEPT[vk, s]``) exactly as the plain ``subsets()``.
* The roll context ``ctx = (gates, capm, blockm)`` is three int64 bitmasks over the mover's
  path positions 0..63 (bit r: position r): ``gates`` the other colours' gates (PG-22; nonzero
  says there is a gate at all), ``capm`` the single pieces of another colour that a landing
  captures (PG-21), ``blockm`` those it may not land on (the partner's, PG-20; on a safe field,
  PG-7; on another colour's conditionally safe field, PG-21b).  Fields captured this roll are
  the bits of ``caps``, which count as empty.
* A child (a mechanically possible step) is ``(piece, subset, to, cap)``; ``cap`` is the path
  position of a captured single or -1.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from ._german_tables import (
    N5,
    NSUB,
    SUB_DROP,
    SUB_KEPT,
    SUB_KEPT2,
    SUB_SCORE,
    SUB_TOT,
    SUB_U,
    SUB_ULEN,
    THROW_VK,
    THROW_VR,
    VLEN,
    VSUM,
    FIELD,
    PATHOF,
    LOWMASK,
    NOCAP,
    REL,
)

GOAL = 71  # PG-8
HOME_ENTRY = 63  # PG-8
YARD = -1
RETURNED = -2
NEG = -(10**9)
NORMAL, RESTRICTED, FULL = 0, 1, 2  # GermanState.double_rule (PG-13, PG-14, PG-14a)
MAXKIDS = 40
MAXLEGAL = 160


@njit(cache=True, inline="always")
def _has_yard(mv):
    for i in range(4):
        if mv[i] == YARD:
            return True
    return False


@njit(cache=True, inline="always")
def _count(mv, p):
    n = 0
    for i in range(4):
        if mv[i] == p:
            n += 1
    return n


@njit(cache=True, inline="always")
def _off_path(mv):
    """PG-19: nothing on the path 0..70 (all waiting or in the goal)."""
    for i in range(4):
        if 0 <= mv[i] < GOAL:
            return False
    return True


@njit(cache=True, inline="always")
def _check(ctx, caps, frm, q, passes_start, g1, g2, anyblock):
    """``_Roll.check``: (code, capture position); code 0 legal (see the plain docstring)."""
    if q > GOAL:
        return 1, -1  # PG-9
    gates, capm, blockm = ctx
    if anyblock:  # (speed: most nodes have no gate at all)
        if frm < 0:
            lo = 0 if passes_start else q  # PG-16: the start field is the landing; PG-18a passes it
        else:
            lo = frm + 1
        # PG-22, PG-22a: a gate (another colour's, or the mover's own at g1/g2) on the fields
        # lo..q-1 blocks the way, one on q the landing
        if gates & LOWMASK[q] & ~LOWMASK[lo] or lo <= g1 < q or lo <= g2 < q:
            return 2, -1  # PG-22: a gate on the way
        if (q <= HOME_ENTRY and (gates >> q) & 1) or q == g1 or q == g2:
            return 3, -1  # PG-22: landing on a gate
    if q == GOAL or q > HOME_ENTRY:
        return 0, -1
    bit = np.int64(1) << q
    if not ((capm | blockm) & bit) or caps & bit:
        # no other colour's single there (PG-20: a field holds one colour's pieces, so this is
        # also the case of the mover's own single, where a gate forms, PG-22), or one captured
        # this roll (the field is empty)
        return 0, -1
    if capm & bit:
        return 0, q  # PG-21: capture
    return 4, -1  # the partner's (PG-20), or on a safe (PG-7) or conditionally safe field (PG-21b)


@njit(cache=True, inline="always")
def _own_gates(mv):
    """The mover's own gates (two pieces on one spot of the path or home column, PG-22a)."""
    g1 = -99
    g2 = -99
    for i in range(4):
        p = mv[i]
        if 0 <= p < GOAL:
            for j in range(i + 1, 4):
                if mv[j] == p:
                    if g1 == -99:
                        g1 = p
                    elif g1 != p:
                        g2 = p
    return g1, g2


@njit(cache=True, _nrt=False)
def _children(ctx, caps, mv, done, vk, sum_five, out, d, limit=MAXKIDS):
    """``_Roll._steps``: every mechanically possible step, written to out[d]; returns the count.

    ``limit``: stop after that many steps (``limit=1``: "is there any step?", for a node with one
    value left, where any step ends the play)."""
    g1, g2 = _own_gates(mv)
    anyblock = ctx[0] != 0 or g1 != -99
    n = 0
    ns = NSUB[vk]
    for i in range(4):
        if (done >> i) & 1:
            continue
        p = mv[i]
        if p == GOAL:
            continue
        seen = False
        for j in range(i):
            if not (done >> j) & 1 and mv[j] == p:
                seen = True
                break
        if seen:
            continue  # pieces on one spot are interchangeable: the lowest index stands for them
        if p < 0:
            for s in range(ns):
                ul = SUB_ULEN[vk, s]
                tot = SUB_TOT[vk, s]
                if (ul == 1 and SUB_U[vk, s, 0] == 5) or (sum_five and ul == 2 and tot == 5):
                    code, cap = _check(ctx, caps, p, 0, False, g1, g2, anyblock)  # PG-16
                    if code == 0:
                        out[d, n, 0] = i
                        out[d, n, 1] = s
                        out[d, n, 2] = 0
                        out[d, n, 3] = cap
                        n += 1
                        if n >= limit:
                            return n
                elif ul == 2 and SUB_U[vk, s, 0] == 6 and SUB_U[vk, s, 1] == 5 and VLEN[vk] == 2 and _off_path(mv):
                    code, cap = _check(ctx, caps, p, 6, True, g1, g2, anyblock)  # PG-18, PG-18a
                    if code == 0:
                        out[d, n, 0] = i
                        out[d, n, 1] = s
                        out[d, n, 2] = 6
                        out[d, n, 3] = cap
                        n += 1
                        if n >= limit:
                            return n
            continue
        for s in range(ns):
            q = p + SUB_TOT[vk, s]
            if q > GOAL:
                continue  # PG-9
            code, cap = _check(ctx, caps, p, q, False, g1, g2, anyblock)
            if code != 0:
                continue
            out[d, n, 0] = i
            out[d, n, 1] = s
            out[d, n, 2] = q
            out[d, n, 3] = cap
            n += 1
            if n >= limit:
                return n
    return n


@njit(cache=True, _nrt=False)
def _finishes(ctx, caps, mv, done, vk, sum_five, must_enter, buf, ws, d0):
    """``_Roll.finishes`` (PG-12): can the rest of the roll use every value left?

    The plain engine's depth-first recursion, written as a loop over an explicit stack (numba
    cannot cache recursive functions); ``buf[d]`` holds the children of the node at depth d.
    """
    if VLEN[vk] == 0:
        return not (must_enter and _has_yard(mv))
    if VLEN[vk] == 1 and not must_enter:
        # (speed) one value left: every step of it uses it up (its only subset), so the node
        # finishes exactly when it has a step at all
        return _children(ctx, caps, mv, done, vk, sum_five, buf, d0, 1) > 0
    # per depth: children count, next child, done, values, caps, piece moved, its old position
    st = ws[0]
    d = d0
    st[0, d] = _children(ctx, caps, mv, done, vk, sum_five, buf, d)
    st[1, d] = 0
    st[2, d] = done
    st[3, d] = vk
    st[4, d] = caps
    while True:
        if st[1, d] >= st[0, d]:
            if d == d0:
                return False
            d -= 1
            mv[st[5, d]] = st[6, d]  # undo the step taken at depth d
            continue
        k = st[1, d]
        st[1, d] = k + 1
        cvk = st[3, d]
        s = buf[d, k, 1]
        if SUB_DROP[cvk, s]:
            continue
        i = buf[d, k, 0]
        q = buf[d, k, 2]
        cap = buf[d, k, 3]
        kept = SUB_KEPT[cvk, s]
        old = mv[i]
        mv[i] = q
        if VLEN[kept] == 0:
            ok = not (must_enter and _has_yard(mv))
            mv[i] = old
            if ok:
                for x in range(d - 1, d0 - 1, -1):
                    mv[st[5, x]] = st[6, x]
                return True
            continue
        st[5, d] = i
        st[6, d] = old
        ccaps = st[4, d]
        if cap >= 0:
            ccaps |= np.int64(1) << cap
        cdone = st[2, d] | (1 << i)
        if not must_enter:
            # (speed) the rest finishes if another piece takes every value left in one step
            # (_kept_step), and one value left finishes exactly when it has a step at all (as above)
            if _kept_step(buf, d, st[0, d], cvk, mv, i, old, q, kept) or (
                VLEN[kept] == 1 and _children(ctx, ccaps, mv, cdone, kept, sum_five, buf, d + 1, 1) > 0
            ):
                for x in range(d, d0 - 1, -1):
                    mv[st[5, x]] = st[6, x]
                return True
            if VLEN[kept] == 1:
                mv[i] = old
                continue
        d += 1
        st[0, d] = _children(ctx, ccaps, mv, cdone, kept, sum_five, buf, d)
        st[1, d] = 0
        st[2, d] = cdone
        st[3, d] = kept
        st[4, d] = ccaps


@njit(cache=True, _nrt=False)
def _best(ctx, caps, mv, done, vk, sum_five, must_enter, buf, ws, d0):
    """``_Roll.best`` (PG-12a): the best score of a capture-free rest of the roll (values used
    * 100 + pips), or NEG if every rest breaks PG-14's exception.  An explicit-stack loop (see
    :func:`_finishes`)."""
    ok_end = not (must_enter and _has_yard(mv))
    if VLEN[vk] == 0:
        return 0 if ok_end else NEG
    # per depth: children count, next child, done, values, best so far, piece moved, old position, score
    st = ws[1]
    d = d0
    st[0, d] = _children(ctx, caps, mv, done, vk, sum_five, buf, d)
    st[1, d] = 0
    st[2, d] = done
    st[3, d] = vk
    st[4, d] = 0 if ok_end else NEG
    while True:
        if st[1, d] >= st[0, d]:
            val = st[4, d]
            if d == d0:
                return val
            d -= 1
            mv[st[5, d]] = st[6, d]
            sc = st[7, d]
            if val > NEG and sc + val > st[4, d]:
                st[4, d] = sc + val
            continue
        k = st[1, d]
        st[1, d] = k + 1
        if buf[d, k, 3] >= 0:
            continue  # PG-21a: no capture in a play that leaves values unplayed
        cvk = st[3, d]
        i = buf[d, k, 0]
        s = buf[d, k, 1]
        q = buf[d, k, 2]
        kept = SUB_KEPT[cvk, s]
        st[5, d] = i
        st[6, d] = mv[i]
        st[7, d] = SUB_SCORE[cvk, s]
        mv[i] = q
        cdone = st[2, d] | (1 << i)
        d += 1
        ok = not (must_enter and _has_yard(mv))
        st[1, d] = 0
        st[2, d] = cdone
        st[3, d] = kept
        st[4, d] = 0 if ok else NEG
        if VLEN[kept] == 0:
            st[0, d] = 0
        else:
            st[0, d] = _children(ctx, caps, mv, cdone, kept, sum_five, buf, d)


@njit(cache=True, _nrt=False)
def _score(ctx, mv, vk, sum_five, must_enter, buf, ws):
    """``german.search.score`` (PG-14a): the PG-12a score of the best play of values ``vk``."""
    if _finishes(ctx, 0, mv, 0, vk, sum_five, must_enter, buf, ws, 0):
        return VLEN[vk] * 100 + VSUM[vk]
    return _best(ctx, 0, mv, 0, vk, sum_five, must_enter, buf, ws, 0)


@njit(cache=True, _nrt=False)
def _legal_singles(ctx, caps, mv, done, vk, whole, sum_five, must_enter, buf, ws, out, n0):
    """``_Roll.legal``: the single steps beginning a legal whole play, appended to ``out`` from row
    ``n0`` as (piece, vk, subset, to, cap, piece2=-1); returns the new row count."""
    if VLEN[vk] == 0:
        return n0
    n = n0
    nk = _children(ctx, caps, mv, done, vk, sum_five, buf, 0)
    if whole:
        # PG-12: the steps that begin a play using every value left (captures allowed); the node
        # "finishes" exactly when one of them does, so this one pass decides both
        for k in range(nk):
            i = buf[0, k, 0]
            s = buf[0, k, 1]
            q = buf[0, k, 2]
            cap = buf[0, k, 3]
            if SUB_DROP[vk, s]:
                continue
            kept = SUB_KEPT[vk, s]
            old = mv[i]
            mv[i] = q
            if VLEN[kept] > 0:
                caps2 = caps if cap < 0 else caps | (np.int64(1) << cap)
                # (speed) a sure "yes" first: another piece takes every value left in one step
                ok = not must_enter and _kept_step(buf, 0, nk, vk, mv, i, old, q, kept)
                if not ok:
                    if VLEN[kept] == 1 and not must_enter:
                        # _finishes' first case, without its call: one value left finishes
                        # exactly when it has a step at all
                        ok = _children(ctx, caps2, mv, done | (1 << i), kept, sum_five, buf, 1, 1) > 0
                    else:
                        ok = _finishes(ctx, caps2, mv, done | (1 << i), kept, sum_five, must_enter, buf, ws, 1)
            else:
                ok = not (must_enter and _has_yard(mv))
            mv[i] = old
            if ok:
                _put(out, n, i, vk, s, q, cap, -1)
                n += 1
        if n > n0:
            return n
    # PG-12a: the most values, then the most pips; PG-21a: no capture in such a play.  One pass:
    # each capture-free child's best rest (kept in ws[1][16 + k, 0]; _best uses rows 0..7 only)
    best = 0 if not (must_enter and _has_yard(mv)) else NEG
    for k in range(nk):
        b2 = NEG
        if buf[0, k, 3] < 0:
            i = buf[0, k, 0]
            s = buf[0, k, 1]
            old = mv[i]
            mv[i] = buf[0, k, 2]
            b2 = _best(ctx, caps, mv, done | (1 << i), SUB_KEPT[vk, s], sum_five, must_enter, buf, ws, 1)
            mv[i] = old
            if b2 > NEG:
                b2 += SUB_SCORE[vk, s]
                if b2 > best:
                    best = b2
        ws[1][16 + k, 0] = b2
    if best <= 0:
        return n
    for k in range(nk):
        if ws[1][16 + k, 0] == best:
            _put(out, n, buf[0, k, 0], vk, buf[0, k, 1], buf[0, k, 2], -1, -1)
            n += 1
    return n


@njit(cache=True, inline="always")
def _kept_step(buf, d, nk, vk, mv, i, frm, q, kept):
    """(speed) A sure "yes" to "can the values ``kept`` left be played once piece ``i`` went from
    ``frm`` to ``q``?" (PG-12, for a rest without PG-14's entering condition): another piece's
    step by all of them at once, among the node's children ``buf[d]``, whose fields (entered at
    0, or passed and landed on) hold neither ``frm`` nor ``q``.  Only those two fields changed,
    so that step is still possible (the same gates and singles on its way, the same pieces on its
    spot), and it uses every value left (its subset is the whole of ``kept``: never a PG-11a
    forfeit).  A step's values are those of ``kept`` when their number and sum are: both are drawn
    from one throw's values, at most two different ones (h and l; a double's h and 7 - h), and
    the number of each follows from the count and the sum (``tests/test_batch_pachisi_german.py``
    checks it for every values index).  False means "not sure" (the caller then searches)."""
    nv = VLEN[kept]
    v = VSUM[kept]
    for k2 in range(nk):
        j = buf[d, k2, 0]
        if j == i:
            continue
        s2 = buf[d, k2, 1]
        if SUB_ULEN[vk, s2] != nv or SUB_TOT[vk, s2] != v:
            continue
        pj = mv[j]
        lo = pj + 1 if pj >= 0 else 0
        hi = buf[d, k2, 2]
        if (frm < lo or frm > hi) and (q < lo or q > hi):
            return True
    return False


@njit(cache=True, inline="always")
def _put(out, n, i, vk, s, q, cap, j):
    out[n, 0] = i
    out[n, 1] = vk
    out[n, 2] = s
    out[n, 3] = q
    out[n, 4] = cap
    out[n, 5] = j


@njit(cache=True, _nrt=False)
def _legal(ctx, caps, mv, done, rule, vk, double, forfeited, sum_five, buf, ws, out):
    """``GermanState.legal_steps``: the legal steps of the roll's current node into ``out`` rows
    (piece, vk, subset, to, cap, piece2); returns their count.  The single steps first, then
    PG-15's gate steps for a double, in the order of the single steps they extend -- the plain
    engine's order, which greedy's tie-breaking follows.
    """
    n = _legal_singles(ctx, caps, mv, done, vk, not forfeited, sum_five, rule == FULL, buf, ws, out, 0)
    if n == 0 or not double:
        return n
    # PG-15: with a double, both pieces of a gate may move together by the same values
    nsingle = n
    tmp = ws[2]  # (MAXLEGAL, 8): the rows of the position after the single step
    for k in range(nsingle):
        i = out[k, 0]
        frm = mv[i]
        if frm < 0 or _count(mv, frm) < 2:
            continue
        j = -1
        for jj in range(4):
            if jj != i and mv[jj] == frm and not (done >> jj) & 1:
                j = jj
                break
        if j < 0:
            continue
        bvk = out[k, 1]
        s = out[k, 2]
        q = out[k, 3]
        cap = out[k, 4]
        # the state after the single step (GermanState._play), then its legal single steps
        kept = SUB_KEPT[bvk, s]
        if VLEN[kept] == 0:
            continue
        if SUB_KEPT2[bvk, s] < 0:
            continue  # the same values are not there twice
        mforf = forfeited or SUB_DROP[bvk, s]
        mv[i] = q
        caps2 = caps if cap < 0 else caps | (np.int64(1) << cap)
        m = _legal_singles(ctx, caps2, mv, done | (1 << i), kept, not mforf, sum_five, rule == FULL, buf, ws, tmp, 0)
        mv[i] = frm
        # the partner step: piece j by the same values (the subset of ``kept`` equal to U)
        for t in range(m):
            if tmp[t, 0] == j and _same_u(bvk, s, kept, tmp[t, 2]):
                _put(out, n, i, bvk, s, q, cap, j)
                n += 1
                break
    return n


@njit(cache=True, inline="always")
def _same_u(vk1, s1, vk2, s2):
    if SUB_ULEN[vk1, s1] != SUB_ULEN[vk2, s2]:
        return False
    for x in range(SUB_ULEN[vk1, s1]):
        if SUB_U[vk1, s1, x] != SUB_U[vk2, s2, x]:
            return False
    return True


@njit(cache=True, _nrt=False)
def _context(pos, colours, ncol, mover, partner):
    """``_Roll.__init__``: the other colours' gates and single pieces on the mover's path, as the
    roll context ``(gates, capm, blockm)`` (module docstring): bitmasks over the mover's path
    positions 0..63, built in one pass over the other colours' pieces (a field holds one
    colour's pieces, at most two, PG-20, PG-22)."""
    seen = np.int64(0)  # positions holding another colour's piece
    gates = np.int64(0)  # ... holding two (PG-22)
    pm = np.int64(0)  # ... holding the partner's
    for a in range(ncol):
        col = colours[a]
        if col == mover:
            continue
        for k in range(4):
            p = pos[col, k]
            if 0 <= p <= HOME_ENTRY:
                r = REL[mover, col, p]
                if r >= 0:
                    bit = np.int64(1) << r
                    gates |= seen & bit
                    seen |= bit
                    if col == partner:
                        pm |= bit
    singles = seen & ~gates
    blockm = singles & (pm | NOCAP[mover])  # PG-20, PG-7, PG-21b
    return gates, singles & ~blockm, blockm


@njit(cache=True, inline="always")
def _owner(pos, colours, ncol, mover, r):
    """The colour and piece of another colour's single piece on the mover's path position ``r``
    (a capture, PG-21; -1, -1 if there is none)."""
    f = FIELD[mover, r]
    for a in range(ncol):
        col = colours[a]
        if col == mover:
            continue
        pc = PATHOF[col, f]
        if pc < 0:
            continue  # the field is not on this colour's path
        for x in range(4):
            if pos[col, x] == pc:
                return col, x
    return -1, -1


@njit(cache=True, _nrt=False)
def throw_rule(ctx, mv, h, l, sum_five, buf, ws):
    """``GermanState._rolled``'s PG-14 / PG-14a decision for the mover's pieces ``mv`` and the
    throw ``h``-``l``: returns (rule, vk).  A double while a piece has never entered is FULL (all
    four values, every waiting piece entered) when that uses more under PG-12a than the
    restricted play, else RESTRICTED (its two higher values; where the play ends decides whether
    it re-throws, see the game loop); any other throw is NORMAL."""
    vk_full = THROW_VK[h, l]
    if h != l or not _has_yard(mv):
        return NORMAL, vk_full
    vr = THROW_VR[h, l]
    if _count(mv, YARD) > N5[vk_full]:
        return RESTRICTED, vr  # each waiting piece needs a five of its own (PG-16)
    sr = _score(ctx, mv, vr, sum_five, False, buf, ws)
    sf = _score(ctx, mv, vk_full, sum_five, True, buf, ws)
    if sf > sr:
        return FULL, vk_full
    return RESTRICTED, vr
