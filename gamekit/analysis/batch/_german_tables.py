"""The constant tables of the batched German Pachisi simulator, built once from the plain engine
(RULES §2 PG-8..PG-21, §5a).

Module-level numpy arrays: numba freezes a global array into the compiled code as a constant, so
the kernels (:mod:`._german_search`, :mod:`._german_kernel`) read them without passing them or
counting references to them.  They are built at import from :mod:`gamekit.pachisi.german`
(``throw_values``, ``subsets``, ``FIELD``, ``PATH_OF_FIELD``, the safe fields); an edit of that
module changes the kernels' cache stamp (:mod:`._cache`), so the frozen copies are rebuilt.

Encoding (``vk``: a values index, ``s``: one of its subsets; shapes for the 37 value sets and at
most 8 subsets of each):

* ``VALS[vk]`` (37, 4): the multiset of values still to play, sorted high to low, zero-padded;
  ``VLEN[vk]`` their number 0..4; ``VSUM[vk]`` their sum (pips); ``N5[vk]`` the number of fives;
* ``NSUB[vk]``: its subsets, as the plain ``subsets()`` gives them (PG-11, PG-11a); per subset
  ``SUB_U`` (37, 8, 4) the values used (``SUB_ULEN`` of them, total ``SUB_TOT``), ``SUB_KEPT``
  the values index left, ``SUB_KEPT2`` that left when a gate moves by the same values twice
  (PG-15; -1 if the values are not there twice), ``SUB_DROP`` True when higher values are
  forfeited (PG-11a), ``SUB_SCORE`` the PG-12a score (values used * 100 + pips);
* ``FIELD`` (4, 72): board field of each colour's path position; ``PATHOF`` (4, 97): the path
  position of a board field for each colour (-1 none); ``SAFE`` (PG-7), ``COND`` (PG-21b) by
  field; ``OWNCOND`` (4, 97) a colour's own conditionally safe fields;
* ``THROW_VK[h, l]``, ``THROW_VR[h, l]`` (7, 7): the values index of the throw ``h``-``l``
  (PG-10, PG-13) and of a double's two higher values (PG-14).
"""

from __future__ import annotations

import numpy as np

from ...pachisi import german as pg


def _value_sets() -> list[tuple[int, ...]]:
    """Every multiset of values that can be left to play (sorted high to low), () first."""
    out = {()}
    for h in range(1, 7):
        for l in range(1, h + 1):
            vals = pg.throw_values((h, l))
            n = len(vals)
            for mask in range(1 << n):
                out.add(tuple(sorted((vals[i] for i in range(n) if mask >> i & 1), reverse=True)))
    return sorted(out, key=lambda t: (len(t), t))


VALUE_SETS = tuple(_value_sets())
VALUE_INDEX = {v: k for k, v in enumerate(VALUE_SETS)}
"""The values index ``vk`` of each multiset of :data:`VALUE_SETS`."""


def _build() -> tuple:
    vsets = VALUE_SETS
    index = VALUE_INDEX
    nk = len(vsets)
    subs = [pg.subsets(v) if v else () for v in vsets]
    ns = max(len(s) for s in subs)
    vals = np.zeros((nk, 4), np.int64)
    vlen = np.zeros(nk, np.int64)
    vsum = np.zeros(nk, np.int64)
    n5 = np.zeros(nk, np.int64)
    nsub = np.zeros(nk, np.int64)
    sub_u = np.zeros((nk, ns, 4), np.int64)
    sub_ulen = np.zeros((nk, ns), np.int64)
    sub_tot = np.zeros((nk, ns), np.int64)
    sub_kept = np.zeros((nk, ns), np.int64)
    sub_kept2 = np.full((nk, ns), -1, np.int64)
    sub_drop = np.zeros((nk, ns), np.bool_)
    sub_score = np.zeros((nk, ns), np.int64)
    for k, v in enumerate(vsets):
        vals[k, : len(v)] = v
        vlen[k] = len(v)
        vsum[k] = sum(v)
        n5[k] = v.count(5)
        nsub[k] = len(subs[k])
        for s, (u, kept, dropped, total, score) in enumerate(subs[k]):
            sub_u[k, s, : len(u)] = u
            sub_ulen[k, s] = len(u)
            sub_tot[k, s] = total
            sub_kept[k, s] = index[kept]
            sub_drop[k, s] = dropped
            sub_score[k, s] = score
            rest = list(v)
            ok = True
            for x in u + u:
                if x in rest:
                    rest.remove(x)
                else:
                    ok = False
            if ok:  # PG-15: a gate moved together uses U twice; PG-11a drops higher values left
                sub_kept2[k, s] = index[tuple(x for x in rest if x <= u[0])]
    nf = max(max(r) for r in pg.FIELD) + 1
    field = np.array(pg.FIELD, np.int64)
    pathof = np.full((4, nf), -1, np.int64)
    for c in range(4):
        for f, p in pg.PATH_OF_FIELD[c].items():
            pathof[c, f] = p
    safe = np.zeros(nf, np.bool_)
    safe[list(pg.SAFE_FIELDS)] = True
    cond = np.zeros(nf, np.bool_)
    cond[list(pg.COND_SAFE_FIELDS)] = True
    owncond = np.zeros((4, nf), np.bool_)
    for c in range(4):
        owncond[c, list(pg.OWN_COND[c])] = True
    throw_vk = np.zeros((7, 7), np.int64)
    throw_vr = np.zeros((7, 7), np.int64)
    for h in range(1, 7):
        for l in range(1, h + 1):
            tv = pg.throw_values((h, l))
            throw_vk[h, l] = index[tv]
            throw_vr[h, l] = index[tv[:2]]
    return (
        vals,
        vlen,
        nsub,
        sub_u,
        sub_ulen,
        sub_tot,
        sub_kept,
        sub_kept2,
        sub_drop,
        sub_score,
        vsum,
        n5,
        field,
        pathof,
        safe,
        cond,
        owncond,
        throw_vk,
        throw_vr,
    )


TABLES = _build()
"""All the tables in one tuple, in the order of the names below (for the tests)."""
(
    VALS,
    VLEN,
    NSUB,
    SUB_U,
    SUB_ULEN,
    SUB_TOT,
    SUB_KEPT,
    SUB_KEPT2,
    SUB_DROP,
    SUB_SCORE,
    VSUM,
    N5,
    FIELD,
    PATHOF,
    SAFE,
    COND,
    OWNCOND,
    THROW_VK,
    THROW_VR,
) = TABLES
NFIELD = PATHOF.shape[1]
"""Board fields (97)."""
for _a in TABLES:
    _a.setflags(write=False)


def _bits(flags) -> np.int64:
    """The int64 whose bit r is set where ``flags[r]`` (r < 64; bit 63 is the sign bit)."""
    word = sum(1 << r for r, f in enumerate(flags) if f)
    return np.array([word], np.uint64).view(np.int64)[0]


def _context_tables() -> tuple:
    """The tables of the roll context as bitmasks over the mover's path positions 0..63 (see
    :mod:`._german_search`): ``REL``, ``NOCAP`` and ``LOWMASK``."""
    he = pg.HOME_ENTRY  # 63 (PG-8): the context covers the path positions 0..he
    rel = np.full((4, 4, pg.GOAL + 1), -1, np.int64)
    for m in range(4):
        for c in range(4):
            for p in range(he + 1):
                r = PATHOF[m, FIELD[c, p]]
                if 0 <= r <= he:
                    rel[m, c, p] = r
    nocap = np.zeros(4, np.int64)
    for m in range(4):
        f = FIELD[m, : he + 1]
        nocap[m] = _bits(SAFE[f] | (COND[f] & ~OWNCOND[m, f]))
    lowmask = np.array([_bits([True] * min(x, 64)) for x in range(73)], np.int64)
    return rel, nocap, lowmask


REL, NOCAP, LOWMASK = _context_tables()
"""Derived tables of the roll context (:func:`._german_search._context`, ``_check``):

* ``REL`` (4, 4, 72): ``REL[m, c, p]`` the path position 0..63 of colour m's path on which a piece
  of colour c at its path position p stands (``PATHOF[m, FIELD[c, p]]``), -1 if p or that
  position is outside 0..63 (a piece in the yard, the home column or the goal);
* ``NOCAP`` (4,): for each mover, the bits of its path positions 0..63 where a single piece of
  another colour cannot be captured: a safe field (PG-7), or a conditionally safe field not the
  mover's own (PG-21b);
* ``LOWMASK`` (73,): ``LOWMASK[x]`` the bits 0..x-1 (all 64 from x = 64 on), so that
  ``LOWMASK[q] & ~LOWMASK[lo]`` are the positions lo..q-1.
"""
for _a in (REL, NOCAP, LOWMASK):
    _a.setflags(write=False)
