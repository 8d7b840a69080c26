"""The compiled (numba) kernel of the batched German Pachisi simulator (RULES §2, §5a).

This is a line-by-line transcription of the plain engine's whole-roll search
(:class:`gamekit.pachisi.german._Roll`: ``check``, ``_steps``, ``finishes``, ``best``,
``legal``) and of its roll bookkeeping (``GermanState._throw``, ``_play``, ``_legal``,
``_end_roll``) into numba functions over small integer arrays; read those first, the names
here follow them.  The tables (values of a throw, the value sets a step may use, board fields)
are built from the plain engine in :mod:`.pachisi_german` and passed in as the tuple ``T``.

Encoding
--------
* ``pos``: int64 (4, 4) path positions by colour (``-1`` YARD, ``-2`` RETURNED, 71 goal).
* A *values index* ``vk`` names a sorted multiset of values still to play (``T[0][vk]``);
  its *subsets* ``s`` (``T[2][vk]`` of them) are the value sets a step may use, with the
  values kept after PG-11a's forfeit (``T[6][vk, s]``) exactly as the plain ``subsets()``.
* The roll context is three arrays over the mover's path positions 0..63: ``gate_o`` (another
  colour's gate, PG-22; ``gate_o[64]``: any such gate), ``single`` (a single piece of another colour: 1 capturable, 4 the
  partner's, PG-20, 5 on a safe field, PG-7, 6 on another colour's conditionally safe field,
  PG-21b) and ``single_col`` (its colour).  Fields captured this roll are the bits of ``caps``.
* A child (a mechanically possible step) is ``(piece, subset, to, cap)``; ``cap`` is the path
  position of a captured single or -1.
"""

from __future__ import annotations

import numpy as np
from numba import njit

GOAL = 71  # PG-8
HOME_ENTRY = 63  # PG-8
YARD = -1
RETURNED = -2
NEG = -(10**9)
NORMAL, RESTRICTED, FULL, CHOICE = 0, 1, 2, 3
MAXKIDS = 40
MAXLEGAL = 160

# event kinds, in this order (the plain engine's Event.kind values)
EVENT_KINDS = ("throw", "restricted", "enter", "move", "gate", "gate_opened", "capture", "home",
               "forfeit", "end", "again", "pass_dice")
E_THROW, E_RESTRICTED, E_ENTER, E_MOVE, E_GATE, E_GATE_OPENED, E_CAPTURE, E_HOME = 0, 1, 2, 3, 4, 5, 6, 7
E_FORFEIT, E_END, E_AGAIN, E_PASS = 8, 9, 10, 11

AG_RANDOM, AG_GREEDY = 0, 1
LOGW = 14  # width of a trace row (see _log_step)


@njit(cache=True)
def _has_yard(mv):
    for i in range(4):
        if mv[i] == YARD:
            return True
    return False


@njit(cache=True)
def _count(mv, p):
    n = 0
    for i in range(4):
        if mv[i] == p:
            n += 1
    return n


@njit(cache=True)
def _off_path(mv):
    """PG-19: nothing on the path 0..70 (all waiting or in the goal)."""
    for i in range(4):
        if 0 <= mv[i] < GOAL:
            return False
    return True


@njit(cache=True)
def _blocked(gate_o, g1, g2, r):
    """PG-22, PG-22a: a gate (another colour's, or the mover's own at g1/g2) on path position r."""
    if r <= HOME_ENTRY and gate_o[r]:
        return True
    return r == g1 or r == g2


@njit(cache=True)
def _check(gate_o, single, caps, mv, frm, q, passes_start, g1, g2, anyblock):
    """``_Roll.check``: (code, capture position); code 0 legal (see the plain docstring)."""
    if q > GOAL:
        return 1, -1  # PG-9
    if anyblock:  # (speed: most nodes have no gate at all)
        if frm < 0:
            lo = 0 if passes_start else q  # PG-16: the start field is the landing; PG-18a passes it
        else:
            lo = frm + 1
        for r in range(lo, q):
            if _blocked(gate_o, g1, g2, r):
                return 2, -1  # PG-22: a gate on the way
        if _blocked(gate_o, g1, g2, q):
            return 3, -1  # PG-22: landing on a gate
    if q == GOAL or q > HOME_ENTRY:
        return 0, -1
    for i in range(4):
        if mv[i] == q:
            return 0, -1  # the own single piece: a gate forms (PG-22)
    code = single[q]
    if code == 0 or (caps >> q) & 1:
        return 0, -1
    if code == 1:
        return 0, q  # PG-21: capture
    return code, -1  # 4 partner (PG-20), 5 safe (PG-7), 6 conditionally safe (PG-21b)


@njit(cache=True)
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


@njit(cache=True)
def _children(T, gate_o, single, caps, mv, done, vk, sum_five, out, d):
    """``_Roll._steps``: every mechanically possible step, written to out[d]; returns the count."""
    NSUB = T[2]
    SUB_U = T[3]
    SUB_ULEN = T[4]
    SUB_TOT = T[5]
    VLEN = T[1]
    g1, g2 = _own_gates(mv)
    anyblock = gate_o[HOME_ENTRY + 1] or g1 != -99
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
                    code, cap = _check(gate_o, single, caps, mv, p, 0, False, g1, g2, anyblock)  # PG-16
                    if code == 0:
                        out[d, n, 0] = i
                        out[d, n, 1] = s
                        out[d, n, 2] = 0
                        out[d, n, 3] = cap
                        n += 1
                elif ul == 2 and SUB_U[vk, s, 0] == 6 and SUB_U[vk, s, 1] == 5 and VLEN[vk] == 2 and _off_path(mv):
                    code, cap = _check(gate_o, single, caps, mv, p, 6, True, g1, g2, anyblock)  # PG-18, PG-18a
                    if code == 0:
                        out[d, n, 0] = i
                        out[d, n, 1] = s
                        out[d, n, 2] = 6
                        out[d, n, 3] = cap
                        n += 1
            continue
        for s in range(ns):
            q = p + SUB_TOT[vk, s]
            if q > GOAL:
                continue  # PG-9
            code, cap = _check(gate_o, single, caps, mv, p, q, False, g1, g2, anyblock)
            if code != 0:
                continue
            out[d, n, 0] = i
            out[d, n, 1] = s
            out[d, n, 2] = q
            out[d, n, 3] = cap
            n += 1
    return n


@njit(cache=True)
def _finishes(T, gate_o, single, caps, mv, done, vk, sum_five, must_enter, buf, ws, d0):
    """``_Roll.finishes`` (PG-12): can the rest of the roll use every value left?

    The plain engine's depth-first recursion, written as a loop over an explicit stack (numba
    cannot cache recursive functions); ``buf[d]`` holds the children of the node at depth d.
    """
    VLEN = T[1]
    if VLEN[vk] == 0:
        return not (must_enter and _has_yard(mv))
    SUB_KEPT = T[6]
    SUB_DROP = T[8]
    # per depth: children count, next child, done, values, caps, piece moved, its old position
    st = ws[0]
    d = d0
    st[0, d] = _children(T, gate_o, single, caps, mv, done, vk, sum_five, buf, d)
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
        d += 1
        st[0, d] = _children(T, gate_o, single, ccaps, mv, cdone, kept, sum_five, buf, d)
        st[1, d] = 0
        st[2, d] = cdone
        st[3, d] = kept
        st[4, d] = ccaps


@njit(cache=True)
def _best(T, gate_o, single, caps, mv, done, vk, sum_five, must_enter, buf, ws, d0):
    """``_Roll.best`` (PG-12a): the best score of a capture-free rest of the roll (values used
    * 100 + pips), or NEG if every rest breaks PG-14's exception.  An explicit-stack loop (see
    :func:`_finishes`)."""
    VLEN = T[1]
    ok_end = not (must_enter and _has_yard(mv))
    if VLEN[vk] == 0:
        return 0 if ok_end else NEG
    SUB_KEPT = T[6]
    SUB_SCORE = T[9]
    # per depth: children count, next child, done, values, best so far, piece moved, old position, score
    st = ws[1]
    d = d0
    st[0, d] = _children(T, gate_o, single, caps, mv, done, vk, sum_five, buf, d)
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
            st[0, d] = _children(T, gate_o, single, caps, mv, cdone, kept, sum_five, buf, d)


@njit(cache=True)
def _score(T, gate_o, single, mv, vk, sum_five, must_enter, buf, ws):
    """``german._score`` (PG-14a): the PG-12a score of the best play of values ``vk``."""
    if _finishes(T, gate_o, single, 0, mv, 0, vk, sum_five, must_enter, buf, ws, 0):
        return T[1][vk] * 100 + T[10][vk]
    return _best(T, gate_o, single, 0, mv, 0, vk, sum_five, must_enter, buf, ws, 0)


@njit(cache=True)
def _legal_singles(T, gate_o, single, caps, mv, done, vk, whole, sum_five, must_enter, buf, ws, out, n0, full):
    """``_Roll.legal``: the single steps beginning a legal whole play, appended to ``out`` from row
    ``n0`` as (piece, vk, subset, to, cap, piece2=-1, full); returns the new row count."""
    if T[1][vk] == 0:
        return n0
    SUB_KEPT = T[6]
    SUB_DROP = T[8]
    SUB_SCORE = T[9]
    VLEN = T[1]
    n = n0
    nk = _children(T, gate_o, single, caps, mv, done, vk, sum_five, buf, 0)
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
                ok = _finishes(T, gate_o, single, caps2, mv, done | (1 << i), kept, sum_five, must_enter, buf, ws, 1)
            else:
                ok = not (must_enter and _has_yard(mv))
            mv[i] = old
            if ok:
                _put(out, n, i, vk, s, q, cap, -1, full)
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
            b2 = _best(T, gate_o, single, caps, mv, done | (1 << i), SUB_KEPT[vk, s], sum_five, must_enter, buf, ws, 1)
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
            _put(out, n, buf[0, k, 0], vk, buf[0, k, 1], buf[0, k, 2], -1, -1, full)
            n += 1
    return n


@njit(cache=True)
def _put(out, n, i, vk, s, q, cap, j, full):
    out[n, 0] = i
    out[n, 1] = vk
    out[n, 2] = s
    out[n, 3] = q
    out[n, 4] = cap
    out[n, 5] = j
    out[n, 6] = full


@njit(cache=True)
def _legal(T, gate_o, single, caps, mv, done, rule, vk, vk_full, double, forfeited, sum_five, buf, ws, out):
    """``GermanState._legal``: the legal steps of the roll's current node into ``out`` rows
    (piece, vk, subset, to, cap, piece2, full); returns their count.

    With PG-14a's tie (``rule == CHOICE``) the restricted branch's steps come first (full 0),
    then the whole double's (full 1); then PG-15's gate steps for a double, each right after
    nothing (appended at the end, in the order of the single steps they extend) -- the plain
    engine's order, which greedy's tie-breaking follows.
    """
    whole = not forfeited
    n = 0
    if rule == CHOICE:
        n = _legal_singles(T, gate_o, single, caps, mv, done, vk, whole, sum_five, False, buf, ws, out, 0, 0)
        n = _legal_singles(T, gate_o, single, caps, mv, done, vk_full, whole, sum_five, True, buf, ws, out, n, 1)
    else:
        n = _legal_singles(T, gate_o, single, caps, mv, done, vk, whole, sum_five, rule == FULL, buf, ws, out, 0, 0)
    if n == 0 or not double:
        return n
    # PG-15: with a double, both pieces of a gate may move together by the same values
    SUB_KEPT = T[6]
    SUB_DROP = T[8]
    VLEN = T[1]
    SUB_KEPT2 = T[7]
    nsingle = n
    tmp = ws[2]
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
        full = out[k, 6]
        # the state after the single step (GermanState._play), then its legal single steps
        kept = SUB_KEPT[bvk, s]
        if VLEN[kept] == 0:
            continue
        if SUB_KEPT2[bvk, s] < 0:
            continue  # the same values are not there twice
        mrule = rule
        if rule == CHOICE:
            mrule = FULL if full else RESTRICTED
        mforf = forfeited or SUB_DROP[bvk, s]
        mv[i] = q
        caps2 = caps if cap < 0 else caps | (np.int64(1) << cap)
        m = _legal_singles(T, gate_o, single, caps2, mv, done | (1 << i), kept, not mforf, sum_five,
                           mrule == FULL, buf, ws, tmp, 0, 0)
        mv[i] = frm
        # the partner step: piece j by the same values (the subset of ``kept`` equal to U)
        for t in range(m):
            if tmp[t, 0] == j and _same_u(T, bvk, s, kept, tmp[t, 2]):
                _put(out, n, i, bvk, s, q, cap, j, full)
                n += 1
                break
    return n


@njit(cache=True)
def _same_u(T, vk1, s1, vk2, s2):
    SUB_U = T[3]
    SUB_ULEN = T[4]
    if SUB_ULEN[vk1, s1] != SUB_ULEN[vk2, s2]:
        return False
    for x in range(SUB_ULEN[vk1, s1]):
        if SUB_U[vk1, s1, x] != SUB_U[vk2, s2, x]:
            return False
    return True


@njit(cache=True)
def _context(T, pos, colours, ncol, mover, partner, gate_o, single, single_col):
    """``_Roll.__init__``: the other colours' gates and single pieces on the mover's path."""
    FIELD = T[12]
    PATHOF = T[13]
    SAFE = T[14]
    COND = T[15]
    OWNCOND = T[16]
    nf = PATHOF.shape[1]
    occ = np.zeros(nf, np.int64)
    occ_col = np.full(nf, -1, np.int64)
    for a in range(ncol):
        col = colours[a]
        if col == mover:
            continue
        for k in range(4):
            p = pos[col, k]
            if 0 <= p <= HOME_ENTRY:
                f = FIELD[col, p]
                occ[f] += 1
                occ_col[f] = col
    gate_o[HOME_ENTRY + 1] = False  # any gate of another colour on the mover's path
    for p in range(HOME_ENTRY + 1):
        f = FIELD[mover, p]
        gate_o[p] = occ[f] == 2
        if occ[f] == 2:
            gate_o[HOME_ENTRY + 1] = True
        single_col[p] = occ_col[f]
        if occ[f] != 1:
            single[p] = 0
        elif occ_col[f] == partner:
            single[p] = 4  # PG-20
        elif SAFE[f]:
            single[p] = 5  # PG-7
        elif COND[f] and not OWNCOND[mover, f]:
            single[p] = 6  # PG-21, PG-21b
        else:
            single[p] = 1


@njit(cache=True)
def _greedy_pick(T, mover, mv, legal, n):
    """``agents.pachisi_german.greedy``: the legal step with the smallest greedy key
    (kind, from, -distance, piece); the first such in list order."""
    FIELD = T[12]
    SAFE = T[14]
    SUB_TOT = T[5]
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




@njit(cache=True)
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


@njit(cache=True)
def _apply(T, pos, mover, single_col, legal, k, done, vk, rule, forfeited, caps, ev):
    """``GermanState._play`` of the legal step ``legal[k]`` (pieces changed in place) with the
    event counts of ``_step_events`` added to ``ev``; returns the roll's new
    (done, vk, rule, forfeited, caps, entered)."""
    VLEN = T[1]
    SUB_ULEN = T[4]
    SUB_KEPT = T[6]
    SUB_KEPT2 = T[7]
    FIELD = T[12]
    PATHOF = T[13]
    mv = pos[mover]
    i = legal[k, 0]
    bvk = legal[k, 1]
    s = legal[k, 2]
    q = legal[k, 3]
    cap = legal[k, 4]
    j = legal[k, 5]
    full = legal[k, 6]
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
        col = single_col[cap]
        pc = PATHOF[col, FIELD[mover, cap]]
        for x in range(4):
            if pos[col, x] == pc:
                pos[col, x] = RETURNED  # PG-5
                break
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
    if rule == CHOICE:
        rule = FULL if full else RESTRICTED
    done |= 1 << i
    if j >= 0:
        done |= 1 << j
    return done, kept, rule, forfeited, caps, frm < 0


@njit(cache=True)
def _play_game(T, pos, colours, ncol, individual, sum_five, agents, rng, ev, log, record, max_steps):
    """Play one game from ``pos`` (the initial position, changed in place) to its end.

    ``agents[c]`` is colour c's agent (0 random, 1 greedy); ``ev`` (12,) collects the event
    counts (:data:`EVENT_KINDS`).  With ``record`` every action is written to a row of ``log``
    (kind 0 a throw: high, low; kind 1 a step: mover, piece, from, to, captured colour, piece2,
    full, number of values, the values, number of legal steps).  Returns (winning colours bitmask, moves, throws, turns, log rows);
    the bitmask is -1 if the game did not end within ``max_steps`` actions.
    """
    VLEN = T[1]
    SUB_U = T[3]
    SUB_ULEN = T[4]
    SUB_KEPT = T[6]
    SUB_KEPT2 = T[7]
    N5 = T[11]
    FIELD = T[12]
    PATHOF = T[13]
    THROW_VK = T[17]
    THROW_VR = T[18]
    buf = np.empty((6, MAXKIDS, 4), np.int64)
    ws = np.empty((3, MAXLEGAL, 8), np.int64)  # stacks of _finishes / _best, the gate check's steps
    legal = np.empty((MAXLEGAL, 7), np.int64)
    gate_o = np.zeros(HOME_ENTRY + 2, np.bool_)
    single = np.zeros(HOME_ENTRY + 1, np.int64)
    single_col = np.zeros(HOME_ENTRY + 1, np.int64)
    ci = 0
    misses = 0
    moves = 0
    throws = 0
    turns = 0
    nlog = 0
    actions = 0
    while actions < max_steps:
        c = colours[ci]
        r = rng.integers(0, 36)
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
        yard_at_throw = _has_yard(mv)
        double = h == l
        vk_full = THROW_VK[h, l]
        vk = vk_full
        rule = NORMAL
        _context(T, pos, colours, ncol, mover, mpartner, gate_o, single, single_col)
        if double and yard_at_throw:
            # PG-14, PG-14a: the restricted play (two higher values) against the whole double
            vr = THROW_VR[h, l]
            if _count(mv, YARD) > N5[vk_full]:
                rule = RESTRICTED
            else:
                sr = _score(T, gate_o, single, mv, vr, sum_five, False, buf, ws)
                sf = _score(T, gate_o, single, mv, vk_full, sum_five, True, buf, ws)
                if sf > sr:
                    rule = FULL
                elif sf == sr and sf > 0:
                    rule = CHOICE
                else:
                    rule = RESTRICTED
            if rule != FULL:
                vk = vr  # CHOICE: the restricted branch's values; vk_full the whole double's
            if rule == RESTRICTED:
                ev[E_RESTRICTED] += 1
        done = 0
        forfeited = False
        caps = np.int64(0)
        entered_any = False
        while True:
            n = _legal(T, gate_o, single, caps, mv, done, rule, vk, vk_full, double, forfeited, sum_five, buf, ws, legal)
            if n == 0:
                break
            if agents[c] == AG_GREEDY:
                k = _greedy_pick(T, mover, mv, legal, n)
            else:
                k = rng.integers(0, n)
            moves += 1
            actions += 1
            i = legal[k, 0]
            bvk = legal[k, 1]
            s = legal[k, 2]
            q = legal[k, 3]
            cap = legal[k, 4]
            j = legal[k, 5]
            full = legal[k, 6]
            frm = mv[i]
            if record:
                log[nlog, 0] = 1
                log[nlog, 1] = mover
                log[nlog, 2] = i
                log[nlog, 3] = frm
                log[nlog, 4] = q
                log[nlog, 5] = single_col[cap] if cap >= 0 else -1
                log[nlog, 6] = j
                log[nlog, 7] = full
                ul = SUB_ULEN[bvk, s]
                log[nlog, 8] = ul
                for x in range(4):
                    log[nlog, 9 + x] = SUB_U[bvk, s, x] if x < ul else 0
                log[nlog, 13] = n
                nlog += 1
            done, vk, rule, forfeited, caps, entered = _apply(T, pos, mover, single_col, legal, k, done, vk, rule,
                                                               forfeited, caps, ev)
            if entered:
                entered_any = True
            if q == GOAL:
                w = _winners(pos, colours, ncol, individual)
                if w:
                    ev[E_END] += 1
                    return w, moves, throws, turns, nlog
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


@njit(cache=True)
def run_games(T, n, colours, individual, sum_five, agents, rng, ev_out, win_out, moves_out, throws_out,
              turns_out, max_steps):
    """Play ``n`` games from the initial position (PG-1: every piece in the yard), filling the
    ``*_out`` arrays row by row; returns the number of games that did not end (0 normally)."""
    ncol = colours.shape[0]
    pos = np.empty((4, 4), np.int64)
    log = np.empty((1, LOGW), np.int64)
    bad = 0
    for g in range(n):
        pos[:, :] = -3  # colours not in play
        for a in range(ncol):
            pos[colours[a], :] = YARD
        w, m, t, tu, _ = _play_game(T, pos, colours, ncol, individual, sum_five, agents, rng, ev_out[g], log, False,
                                    max_steps)
        if w < 0:
            bad += 1
        win_out[g] = w
        moves_out[g] = m
        throws_out[g] = t
        turns_out[g] = tu
    return bad


@njit(cache=True)
def record_game(T, colours, individual, sum_five, agents, rng, ev, log, max_steps):
    """One game with its trace in ``log``; returns (winners bitmask, moves, throws, turns, rows)."""
    ncol = colours.shape[0]
    pos = np.empty((4, 4), np.int64)
    pos[:, :] = -3
    for a in range(ncol):
        pos[colours[a], :] = YARD
    return _play_game(T, pos, colours, ncol, individual, sum_five, agents, rng, ev, log, True, max_steps)


@njit(cache=True)
def reachable(T, pos, colours, individual, sum_five, colour, h, l, out):
    """The end positions of every legal play of the throw ``h``-``l`` by ``colour`` at ``pos``
    (a chance node): rows of ``out`` (pos flattened, with repeats); returns their count (-1 if
    ``out`` is too small).
    Gate steps (PG-15) are followed too.  For the tests (``german.reachable_positions``):
    a depth-first walk over :func:`_legal` and :func:`_apply` with an explicit stack."""
    ncol = colours.shape[0]
    buf = np.empty((6, MAXKIDS, 4), np.int64)
    ws = np.empty((3, MAXLEGAL, 8), np.int64)
    gate_o = np.zeros(HOME_ENTRY + 2, np.bool_)
    single = np.zeros(HOME_ENTRY + 1, np.int64)
    single_col = np.zeros(HOME_ENTRY + 1, np.int64)
    ev = np.zeros(len(EVENT_KINDS), np.int64)
    mover = colour
    if not individual and _count(pos[colour], GOAL) == 4:
        mover = (colour + 2) % 4
    mpartner = -1 if individual else (mover + 2) % 4
    _context(T, pos, colours, ncol, mover, mpartner, gate_o, single, single_col)
    vk_full = T[17][h, l]
    vk = vk_full
    rule = NORMAL
    double = h == l
    if double and _has_yard(pos[mover]):
        vr = T[18][h, l]
        if _count(pos[mover], YARD) > T[11][vk_full]:
            rule = RESTRICTED
        else:
            sr = _score(T, gate_o, single, pos[mover], vr, sum_five, False, buf, ws)
            sf = _score(T, gate_o, single, pos[mover], vk_full, sum_five, True, buf, ws)
            if sf > sr:
                rule = FULL
            elif sf == sr and sf > 0:
                rule = CHOICE
            else:
                rule = RESTRICTED
        if rule != FULL:
            vk = vr
    D = 6
    P = np.empty((D, 4, 4), np.int64)  # the position at each depth
    L = np.empty((D, MAXLEGAL, 7), np.int64)  # its legal steps
    S = np.empty((D, 7), np.int64)  # count, next, done, vk, rule, forfeited, caps
    nout = 0
    d = 0
    P[0] = pos
    S[0, 0] = _legal(T, gate_o, single, np.int64(0), P[0, mover], 0, rule, vk, vk_full, double, False, sum_five,
                     buf, ws, L[0])
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
        dn, vk2, rule2, f2, caps2, _ = _apply(T, P[d + 1], mover, single_col, L[d], k, S[d, 2], S[d, 3], S[d, 4],
                                             S[d, 5] != 0, S[d, 6], ev)
        if nout >= out.shape[0]:
            return -1  # ``out`` is full
        if L[d, k, 3] == GOAL and _winners(P[d + 1], colours, ncol, individual):
            out[nout] = P[d + 1].ravel()
            nout += 1
            continue
        n = _legal(T, gate_o, single, caps2, P[d + 1, mover], dn, rule2, vk2, vk_full, double, f2, sum_five, buf,
                   ws, L[d + 1])
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
def reachable_all(T, pos, colours, individual, sum_five, colour, throws, out, starts):
    """:func:`reachable` for each throw ``throws[t]`` (rows of (high, low)): the end positions of
    throw t are ``out[starts[t]:starts[t + 1]]``."""
    n = 0
    starts[0] = 0
    for t in range(throws.shape[0]):
        r = reachable(T, pos, colours, individual, sum_five, colour, throws[t, 0], throws[t, 1], out[n:])
        if r < 0:
            return -1
        n += r
        starts[t + 1] = n
    return n
