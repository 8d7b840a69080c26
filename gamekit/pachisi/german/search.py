"""German Pachisi: the whole-roll search (:class:`Roll`; PG-11, PG-11a, PG-12, PG-12a, PG-14a, PG-21, PG-21a, PG-22)."""

from __future__ import annotations


from ...core import Event, Game
from ...cross_board import COLOURS
from ..common import (
    YARD,
)
from .tables import (
    FULL,
    NORMAL,
    RESTRICTED,
    throw_values,
    COND_SAFE_FIELDS,
    FIELD,
    GOAL,
    HOME_ENTRY,
    OWN_COND,
    PATH_OF_FIELD,
    SAFE_FIELDS,
    NO_SCORE,
    OFF_PATH,
    finishing_subsets,
    subsets,
)


# ------------------------------------------------------------------ the search over whole plays


class Roll:
    """Search context of one roll: the mover, the other colours' occupancy, the memos.

    ``occ`` maps track field -> (colour, count) for pieces not of the mover.  Nodes of the
    search are ``(mv, done, values, caps)``: the mover's positions, a bitmask of its pieces
    already moved or entered (PG-10a, PG-17, PG-21), the values left, and the fields captured so
    far this roll; whether a value was forfeited already (no capture then, PG-21a) is passed to
    :meth:`legal`.  Every state of the roll asks the same context, so the memos answer the later
    steps of a roll.
    """

    __slots__ = (
        "game",
        "c",
        "occ",
        "must_enter",
        "kids_memo",
        "finish_memo",
        "best_memo",
        "partner",
        "gate_paths",
        "singles",
    )

    def __init__(self, game: Game, pieces, mover: int, must_enter: bool):
        self.game = game
        self.c = mover
        self.partner = game.partner_of(mover)
        self.must_enter = must_enter  # PG-14 exception: the whole double must enter every waiting piece
        occ: dict[int, tuple[int, int]] = {}
        for col in game.colours:
            if col == mover:
                continue
            fields = FIELD[col]
            for p in pieces[col]:
                if 0 <= p <= HOME_ENTRY:
                    f = fields[p]
                    occ[f] = (col, 2) if f in occ else (col, 1)
        self.occ = occ
        # the same, as the mover's path positions (speed): other colours' gates and single pieces
        path = PATH_OF_FIELD[mover]
        self.gate_paths = frozenset(path[f] for f, (col, n) in occ.items() if n == 2 and f in path)
        self.singles = {path[f]: (f, col) for f, (col, n) in occ.items() if n == 1 and f in path}
        self.kids_memo: dict = {}
        self.finish_memo: dict = {}
        self.best_memo: dict = {}

    def _blocks(self, mv):
        """PG-22, PG-22a: path positions holding a gate (any colour) for this node."""
        a, b, c, d = mv
        # two of the mover's pieces on one path position (0..70) form a gate of its own; written
        # out for the four pieces (speed: the search asks at every node)
        if (
            ((a == b or a == c or a == d) and 0 <= a < GOAL)
            or ((b == c or b == d) and 0 <= b < GOAL)
            or (c == d and 0 <= c < GOAL)
        ):
            return self.gate_paths | {p for p in mv if 0 <= p < GOAL and mv.count(p) == 2}
        return self.gate_paths

    # -- one step's landing, shared by the search and by the why-not explanations
    def check(self, mv, frm: int, q: int, caps, passes_start: bool = False, blocks=None):
        """Where a piece of the mover may go: returns (code, capture_field).

        code 0 legal; 1 past the goal (PG-9); 2 a gate on the way (PG-22); 3 landing on a gate
        (PG-22); 4 a partner's piece (PG-20); 5 an opponent on a safe field (PG-7, PG-21);
        6 an opponent on another colour's conditionally safe field (PG-21, PG-21b); capture
        field is the field of a captured single opponent, else -1.
        """
        if q > GOAL:
            return 1, -1
        if blocks is None:
            blocks = self._blocks(mv)
        if blocks:
            if frm < 0:
                lo = 0 if passes_start else q  # entering: the start field is the landing (PG-16); PG-18a passes it
            else:
                lo = frm + 1
            for r in blocks:  # the fields passed (PG-10: in-between landing fields do not matter)
                if lo <= r < q:
                    return 2, -1
            if q in blocks:
                return 3, -1
        if q == GOAL or q > HOME_ENTRY or q in mv:
            return 0, -1  # goal, home column, or the own single piece: a gate forms (PG-22)
        return self._landing(q, caps)

    def _landing(self, q: int, caps):
        """The landing part of :meth:`check` on a field that no gate holds and no piece of the mover."""
        o = self.singles.get(q)
        if o is None:
            return 0, -1
        f, col = o
        if f in caps:
            return 0, -1
        if col == self.partner:
            return 4, -1
        if f in SAFE_FIELDS:
            return 5, -1
        if f in COND_SAFE_FIELDS and f not in OWN_COND[self.c]:
            return 6, -1
        return 0, f

    def children(self, mv, done, values, caps):
        """All mechanically possible single-piece steps, as tuples
        ``(piece, U, to, capfield, kept, dropped, score)``: ``score`` is what the step adds to the
        PG-12a score (``len(U) * 100 + sum(U)``); ``_after(mv, piece, to)`` is the mover's
        positions after it (built only where needed, speed)."""
        return list(self._steps(mv, done, values, caps, subsets(values)))

    def _steps(self, mv, done, values, caps, subs):
        """Generate :meth:`children` trying the value sets ``subs`` (see :func:`subsets`) in turn."""
        sum_five = self.game.sum_five
        blocks = self._blocks(mv)
        singles = self.singles
        check = self.check
        seen_pos = []
        for i in range(4):
            if done >> i & 1:
                continue
            p = mv[i]
            if p == GOAL or p in seen_pos:
                continue
            seen_pos.append(p)
            if p < 0:
                for u, kept, dropped, total, score in subs:
                    if u == (5,) or (sum_five and len(u) == 2 and total == 5):
                        code, cap = check(mv, p, 0, caps, False, blocks)  # PG-16
                        if code == 0:
                            yield (i, u, 0, cap, kept, dropped, score)
                    elif u == (6, 5) and len(values) == 2 and OFF_PATH.issuperset(mv):
                        code, cap = check(mv, p, 6, caps, True, blocks)  # PG-18, PG-18a
                        if code == 0:
                            yield (i, u, 6, cap, kept, dropped, score)
                continue
            for u, kept, dropped, total, score in subs:
                q = p + total
                if q > GOAL:
                    continue  # PG-9
                if blocks or q in singles:
                    code, cap = check(mv, p, q, caps, False, blocks)
                    if code:
                        continue
                else:
                    cap = -1
                yield (i, u, q, cap, kept, dropped, score)

    def kids(self, mv, done, values, caps):
        """:meth:`children`, memoised per node."""
        key = (mv, done, values, caps)
        k = self.kids_memo.get(key)
        if k is None:
            k = self.kids_memo[key] = self.children(mv, done, values, caps)
        return k

    def finishes(self, mv, done, values, caps) -> bool:
        """PG-12: can the rest of the roll use every value left (captures allowed, PG-21)?

        Only asked while nothing was forfeited.  Memoised; stops at the first way it finds.
        """
        if not values:
            return not (self.must_enter and YARD in mv)
        key = (mv, done, values, caps)
        r = self.finish_memo.get(key)
        if r is None:
            r = False
            # the node's steps if they are known, else generated lazily with the most values first
            # (a way to finish is usually found at once, speed)
            steps = self.kids_memo.get(key)
            if steps is None:
                steps = self._steps(mv, done, values, caps, finishing_subsets(values))
            must_enter = self.must_enter
            for i, u, q, cap, kept, dropped, score in steps:
                if dropped:
                    continue
                if kept:
                    if self.finishes(_after(mv, i, q), done | (1 << i), kept, caps if cap < 0 else caps + (cap,)):
                        r = True
                        break
                elif not (must_enter and YARD in _after(mv, i, q)):  # the play ends here (see above, inlined)
                    r = True
                    break
            self.finish_memo[key] = r
        return r

    def best(self, mv, done, values, caps) -> int:
        """PG-12a: the best score of a capture-free rest of the roll (values used * 100 + pips;
        entering counts as its five), or NO_SCORE if every rest breaks PG-14's exception.  Memoised."""
        ok_end = not (self.must_enter and YARD in mv)
        if not values:
            return 0 if ok_end else NO_SCORE
        key = (mv, done, values, caps)
        b = self.best_memo.get(key)
        if b is None:
            b = 0 if ok_end else NO_SCORE
            for i, u, q, cap, kept, dropped, score in self.kids(mv, done, values, caps):
                if cap < 0:  # PG-21a: no capture in a play that leaves values unplayed
                    b2 = self.best(_after(mv, i, q), done | (1 << i), kept, caps)
                    if b2 > NO_SCORE and score + b2 > b:
                        b = score + b2
            self.best_memo[key] = b
        return b

    def legal(self, mv, done, values, whole, caps):
        """The single-piece steps that begin a legal whole play (PG-11..PG-12a, PG-21, PG-21a),
        as :meth:`children` tuples; ``whole`` is false once a value was forfeited."""
        if not values:
            return ()
        kids = self.kids(mv, done, values, caps)
        out = []
        if whole and self.finishes(mv, done, values, caps):
            # PG-12: some play uses the whole roll: exactly the steps that begin one (captures allowed)
            for ch in kids:
                i, u, q, cap, kept, dropped, score = ch
                if dropped:
                    continue
                if kept:
                    ok = self.finishes(_after(mv, i, q), done | (1 << i), kept, caps if cap < 0 else caps + (cap,))
                else:  # the play ends with this step (finishes() of no values, inlined)
                    ok = not (self.must_enter and YARD in _after(mv, i, q))
                if ok:
                    out.append(ch)
            return tuple(out)
        best = self.best(mv, done, values, caps)
        if best <= 0:
            return ()
        # PG-12a: the most values, then the most pips; PG-21a: no capture in such a play
        for ch in kids:
            i, u, q, cap, kept, dropped, score = ch
            if cap < 0 and score + self.best(_after(mv, i, q), done | (1 << i), kept, caps) == best:
                out.append(ch)
        return tuple(out)


def _after(mv: tuple, i: int, q: int) -> tuple:
    """The mover's positions ``mv`` with piece ``i`` moved to ``q``."""
    return mv[:i] + (q,) + mv[i + 1 :]


def score(roll: Roll, mv, values) -> int:
    """PG-14a: the PG-12a score of the best play of ``values`` from the throw."""
    if roll.finishes(mv, 0, values, ()):
        return len(values) * 100 + sum(values)
    return roll.best(mv, 0, values, ())


def double_rule(game: Game, pieces, mover: int, outcome, ev: list[Event] | None):
    """PG-13, PG-14, PG-14a: ``(double_rule, values, rolls)`` of the throw ``outcome`` for ``mover``.

    ``double_rule`` is ``"normal"``, ``"restricted"`` or ``"full"``, ``values`` the values to play
    (high to low), ``rolls`` the search contexts already built (keyed by ``must_enter``); appends
    the PG-14 event to ``ev`` unless it is None.
    """
    h, l = outcome
    mv = pieces[mover]
    rule = NORMAL
    values = throw_values(outcome)
    if h == l and YARD in mv:
        # PG-14, PG-14a: the restricted play (two higher values) against the full play (all four
        # values, every waiting piece entered).  The full play is forced when it uses more.
        # Otherwise the restricted values are played, and where the play ends decides its kind
        # (``_end_roll``): one that brings the last never-entered piece in is the full play and
        # throws again.  On a tie this gives exactly the plays of both kinds: a full play then
        # uses only the two fives (anything more would beat the restricted score), so it is
        # also a restricted play, and it ends with no piece waiting.
        restricted = values[:2]
        r_ctx = Roll(game, pieces, mover, False)
        can_bring_all_in = mv.count(YARD) <= values.count(5)  # each needs a five of its own (PG-16)
        if can_bring_all_in:
            f_ctx = Roll(game, pieces, mover, True)
            full = score(f_ctx, mv, values) > score(r_ctx, mv, restricted)
        else:
            f_ctx, full = None, False  # no need to search (speed)
        if full:
            rule = FULL
        else:
            rule, values = RESTRICTED, restricted
            if ev is not None:
                unless = (
                    ", unless this play brings the last never-entered piece into play (PG-14a)"
                    if can_bring_all_in
                    else ""
                )
                ev.append(
                    Event(
                        "restricted",
                        f"not every {COLOURS[mover]} piece has been in play yet: "
                        f"only {values[0]} and {values[1]} count, and no new throw{unless} (PG-14)",
                        {},
                    )
                )
        rolls = {False: r_ctx} if f_ctx is None else {False: r_ctx, True: f_ctx}
    else:
        rolls = {}  # the search context is built when the legal steps are first asked for
    return rule, values, rolls
