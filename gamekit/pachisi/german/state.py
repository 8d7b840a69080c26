"""German Pachisi: a position (:class:`GermanState`) and the rules that change it (PG-4, PG-9..PG-25)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...core import Event, Game, Place, State
from ...cross_board import (
    COLOURS,
)
from ...errors import GameError, IllegalMoveError, InvalidMoveError
from ..common import (
    cached_property,
    RETURNED,
    YARD,
    partner,
    pieces_to_json,
    winners,
)
from .tables import (
    FIELD,
    FULL,
    GOAL,
    NORMAL,
    PATH_OF_FIELD,
    RESTRICTED,
    ALL_HOME,
    OFF_PATH,
    OUTCOMES,
    finished,
    throw_values,
)
from .moves import Step, make_step
from .search import Roll, double_rule
from .events import roll_end_events, step_events
from .why_not import values_arg, why_not_piece, why_not_step
from .places import places


# ------------------------------------------------------------------ the state


@dataclass(frozen=True, eq=False)
class GermanState(State):
    """A position of German Pachisi (immutable).  See the module docstring for the fields' JSON."""

    game: Game
    pieces: tuple  # 4 tuples indexed by colour, () for colours not in play
    colour: int  # the colour to throw / to move (PG-1, PG-24)
    throw: tuple | None = None
    values: tuple = ()
    double_rule: str = NORMAL
    mover: int = -1
    moved: tuple = ()
    entered: tuple = ()
    forfeited: bool = False
    nothing_in_play_at_throw: bool = False
    missed_entries: int = 0
    _caps: tuple = field(default=(), compare=False, repr=False)
    _rolls: Any = field(default=None, compare=False, repr=False)
    # within a roll: (the state before, the step played) after a step, () right after the throw (for
    # the JSON: the position at the throw and the steps since); None at a chance node or if built by hand
    _parent: Any = field(default=None, compare=False, repr=False)

    # ---------------------------------------------------------------- basic API
    @property
    def current_player(self) -> int:
        return self.game.seat_of[self.colour]

    @cached_property
    def _winners(self):
        g = self.game
        done = [c for c in g.colours if self.pieces[c] == ALL_HOME]
        return winners(done, g.colours, g.individual) if done else None

    @property
    def winning_colours(self) -> tuple[int, ...] | None:
        """PG-25: the colours (indices into ``COLOURS``) that won, or None while the game goes on."""
        return self._winners

    @property
    def winner(self):
        """PG-25: None, the winning seat (individual) or the winning team's seats (a tuple)."""
        w = self._winners
        if w is None:
            return None
        seats = tuple(self.game.seat_of[c] for c in w)
        return seats[0] if self.game.individual else seats

    def is_terminal(self) -> bool:
        return self._winners is not None

    def is_chance(self) -> bool:
        return self.throw is None and self._winners is None

    def chance_outcomes(self):
        return list(OUTCOMES) if self.throw is None and self._winners is None else []  # is_chance(), inlined

    def returns(self):
        w = self._winners
        if w is None:
            return tuple(0.0 for _ in self.game.colours)
        return tuple(1.0 if c in w else -1.0 for c in self.game.colours)

    def to_json(self) -> dict[str, Any]:
        """The position as JSON (see :mod:`gamekit.pachisi.german`): within a roll, the position at
        the throw, the throw and the steps played since; loading replays them.

        Raises:
            GameError: the state is within a roll but was not reached by play (built by hand with
                a throw), so the steps that led to it are unknown.
        """
        at_throw, steps = self, []
        if self.throw is not None:
            if self._parent is None:
                raise GameError(
                    "this position within a roll was not reached by play, so its steps are unknown; "
                    "build it from the chance node with apply(throw) and apply(step)"
                )
            while at_throw._parent:
                at_throw, s = at_throw._parent
                steps.append(s.to_json())
            steps.reverse()
        return {
            **self._json_header(),
            "pieces": pieces_to_json(self.game.colours, at_throw.pieces),
            "missed_entries": self.missed_entries,
            "throw": list(self.throw) if self.throw else None,
            "steps": steps,
        }

    # ---------------------------------------------------------------- the roll's interface
    # What ``events``, ``why_not``, ``plays`` and the batched engine read of a roll, so that no
    # other module touches the state's private members: the legal steps (``single_steps``,
    # ``legal_steps``, ``canonical_step``), the position after a throw or a step (``after_throw``,
    # ``after_step``), the end of the roll (``end_roll``, ``final``), and the roll's bookkeeping
    # (``played_mask``, ``captured_fields``, ``pieces_at_throw``, ``search``).

    def after_throw(self, throw: Any) -> "GermanState":
        """The position within the roll right after ``throw`` (a chance node's outcome
        ``(high, low)``), before the dice pass on even if nothing can be played.

        Raises:
            IllegalMoveError: ``throw`` is not one of :meth:`chance_outcomes` (PG-10), or this is
                no chance node.
        """
        outs = self.chance_outcomes()
        if not outs:
            raise IllegalMoveError("no throw is due here: the dice are thrown once per roll (PG-10)")
        return self._rolled(self._canonical_outcome(throw, outs))

    def _roll_ctx(self, must_enter: bool) -> Roll:
        rolls = self._rolls
        if rolls is None:
            rolls = {}
            object.__setattr__(self, "_rolls", rolls)
        r = rolls.get(must_enter)
        if r is None:
            # context built from the pieces before this roll's captures: undo them for occ
            r = rolls[must_enter] = Roll(self.game, self.pieces_at_throw(), self.mover, must_enter)
        return r

    def pieces_at_throw(self) -> tuple:
        """The pieces as they stood at the throw: this roll's captured pieces put back (the key of
        the roll's :meth:`search`)."""
        if not self._caps:
            return self.pieces
        # captured fields this roll: put a piece back on each so occupancy matches the context key
        ps = [list(t) for t in self.pieces]
        for f, col, idx, pos in self._caps:
            ps[col][idx] = pos
        return tuple(tuple(t) for t in ps)

    @property
    def captured_fields(self) -> tuple[int, ...]:
        """The fields (0..67) on which the mover captured in this roll, in order (PG-21)."""
        return tuple(f for f, *_ in self._caps) if self._caps else ()

    @property
    def played_mask(self) -> int:
        """The bitmask of the mover's pieces already moved or entered in this roll (PG-10a, PG-17)."""
        if not self.moved and not self.entered:
            return 0
        m = 0
        for i in self.moved:
            m |= 1 << i
        for i in self.entered:
            m |= 1 << i
        return m

    def search(self) -> Roll:
        """The search context of the current roll: with the full double every waiting piece must
        enter (PG-14 exception, PG-14a)."""
        return self._roll_ctx(self.double_rule == FULL)

    @cached_property
    def single_steps(self) -> tuple[Step, ...]:
        """The legal steps of one piece each (PG-10..PG-21a), without the PG-15 gate steps."""
        if not self.values or self._winners is not None:
            return ()  # a chance node, the roll used up, or the game over
        mover = self.mover
        mv = self.pieces[mover]
        caps = self.captured_fields
        done = self.played_mask
        ctx = self.search()
        occ = ctx.occ
        out = []
        for i, u, q, cap, _kept, _dropped, _points in ctx.legal(mv, done, self.values, not self.forfeited, caps):
            out.append(make_step(mover, i, u, mv[i], q, occ[cap][0] if cap >= 0 else -1))
        return tuple(out)

    @cached_property
    def legal_steps(self) -> tuple[Step, ...]:
        """The legal steps: :attr:`single_steps` and, with a double, the gate steps (PG-15)."""
        singles = self.single_steps
        if not singles or self.throw[0] != self.throw[1]:
            return singles
        # PG-15: with a double, both pieces of a gate may move together by the same values
        out = list(singles)
        mv = self.pieces[self.mover]
        done = self.played_mask
        for s in singles:
            if s.frm < 0 or mv.count(s.frm) < 2:
                continue
            others = [j for j in range(4) if j != s.piece and mv[j] == s.frm and not done >> j & 1]
            if not others:
                continue
            mid = self.after_step(s)
            j = others[0]
            for t in mid.single_steps:
                if t.values == s.values and mv[t.piece] == s.frm and t.piece == j:
                    out.append(Step(s.colour, s.piece, s.values, s.frm, s.to, s.capture, j))
                    break
        return tuple(out)

    def legal_moves(self) -> list[Step]:
        return list(self.legal_steps)

    # ---------------------------------------------------------------- applying
    def coerce_move(self, x: Any) -> Any:
        if isinstance(x, Step):
            return x
        if isinstance(x, Mapping):
            return self.game.move_from_json(x)
        if isinstance(x, str):
            for m in self.legal_steps:
                if m.click_token() == x:
                    return m
            if x.startswith("step:"):  # a step's click token, of no legal step of this roll
                raise IllegalMoveError(
                    f"{x!r} is not a step here; legal_moves() lists the legal steps of this roll (PG-10, PG-12)"
                )
            raise InvalidMoveError(
                f"{x!r} is no German Pachisi move: a step's click token is 'step:colour:piece:values'"
            )
        if isinstance(x, tuple) and len(x) == 2:
            return self.step(x[0], x[1])
        raise InvalidMoveError(f"a German Pachisi move is a Step (or its JSON, or a click token), not {x!r}")

    def canonical_step(self, m: Step) -> Step | None:
        """The legal step equal to ``m`` up to which of two interchangeable pieces moves, or None."""
        if m in self.legal_steps:
            return m
        if self.throw is None or m.colour != self.mover or not 0 <= m.piece < 4:
            return None
        mv = self.pieces[self.mover]
        done = self.played_mask
        for s in self.legal_steps:
            if (s.values, s.frm, s.to, s.capture, s.piece2 >= 0) == (m.values, m.frm, m.to, m.capture, m.piece2 >= 0):
                if (
                    mv[m.piece] == s.frm
                    and not done >> m.piece & 1
                    and (m.piece2 < 0 or (m.piece2 != m.piece and mv[m.piece2] == s.frm and not done >> m.piece2 & 1))
                ):
                    return s
        return None

    def _why_not(self, move: Any) -> str | None:
        return why_not_step(self, move)

    def _places(self) -> dict[str, Place]:
        """The mover's pieces and the roll's steps (:func:`gamekit.pachisi.german.places.places`)."""
        return places(self)

    def step(self, piece: int, values: Any) -> Step:
        """The legal step of the mover's ``piece`` (0..3) by ``values`` (an int 1..6, or a tuple
        or list of them combined, PG-10a).

        Raises:
            InvalidMoveError: ``values`` is not an int or a sequence of ints.
            IllegalMoveError: no legal step does that; the reason (``why_not_piece``) names the rule.
        """
        vals = values_arg(values)
        if self.throw is not None:
            mv = self.pieces[self.mover]
            for s in self.legal_steps:
                if s.piece2 < 0 and s.values == vals:
                    if s.piece == piece or (
                        0 <= piece < 4 and mv[piece] == s.frm and not self.played_mask >> piece & 1
                    ):
                        return s if s.piece == piece else Step(s.colour, piece, s.values, s.frm, s.to, s.capture, -1)
        raise IllegalMoveError(why_not_piece(self, piece, vals) or "no such step in this roll (PG-10, PG-12)")

    def _step(self, action, events: list[Event] | None) -> "GermanState":
        """The one step function (``core.State.apply`` checked ``action``): a throw at a chance
        node, else a step; the events are built only when ``events`` is a list (speed: ``apply``
        builds none)."""
        if self.throw is None:
            return self._throw(action, events)
        for s in self.legal_steps:
            if s is action:  # taken from legal_moves() (speed: no comparison of fields)
                return self._move(s, events)
        s = self.canonical_step(action)
        if s.piece != action.piece or s.piece2 != action.piece2:  # an interchangeable piece (module docstring)
            s = Step(s.colour, action.piece, s.values, s.frm, s.to, s.capture, action.piece2 if s.piece2 >= 0 else -1)
        return self._move(s, events)

    def _over_reason(self) -> str:
        return "the game is over: a team (or, in individual play, a colour) has every piece in the goal (PG-25)"

    def _throw(self, outcome, ev: list[Event] | None) -> "GermanState":
        """The state after the throw ``outcome``; appends the events to ``ev`` unless it is None."""
        st = self._rolled(outcome, ev)
        if not st.legal_steps:
            return st.end_roll(ev)
        return st

    def _rolled(self, outcome, ev: list[Event] | None = None) -> "GermanState":
        """The position within the roll right after the throw ``outcome`` (before the dice pass
        on, even if nothing can be played); appends the throw's events to ``ev`` unless it is None."""
        h, l = outcome
        g = self.game
        c = self.colour
        mover = c
        if not g.individual and finished(self.pieces[c]):
            mover = partner(c)  # PG-4, PG-4a
        mv = self.pieces[mover]
        nothing = OFF_PATH.issuperset(mv)  # PG-19: nothing on the path (0..70)
        if ev is not None:
            ev.append(
                Event(
                    "throw",
                    f"{COLOURS[c]} throws {h}-{l}" + (f" (for {COLOURS[mover]}, PG-4)" if mover != c else ""),
                    {"colour": c, "throw": [h, l], "mover": mover},
                )
            )
        if h == l and YARD in mv:
            rule, values, rolls = double_rule(g, self.pieces, mover, outcome, ev)  # PG-14, PG-14a
        else:  # the search context is built when the legal steps are first asked for
            rule, values, rolls = NORMAL, throw_values(outcome), {}
        # the pieces are those of a non-final state: nobody has won (PG-25)
        return _make_state(
            g,
            self.pieces,
            c,
            outcome,
            values,
            rule,
            mover,
            (),
            (),
            False,
            nothing,
            self.missed_entries,
            (),
            rolls,
            (),
            nobody_won=True,
        )

    def after_step(self, s: Step) -> "GermanState":
        """The position after step ``s`` within the roll (no end-of-roll bookkeeping)."""
        ps = list(self.pieces)
        mine = list(ps[s.colour])
        mine[s.piece] = s.to
        if s.piece2 >= 0:
            mine[s.piece2] = s.to
        ps[s.colour] = tuple(mine)
        caps = self._caps
        if s.capture >= 0:
            f = FIELD[s.colour][s.to]
            opp = list(ps[s.capture])
            idx = opp.index(PATH_OF_FIELD[s.capture][f])
            caps = caps + ((f, s.capture, idx, opp[idx]),)
            opp[idx] = RETURNED  # PG-5
            ps[s.capture] = tuple(opp)
        used = list(s.values) * (2 if s.piece2 >= 0 else 1)
        rule = self.double_rule
        rest = list(self.values)
        for v in used:
            rest.remove(v)
        top = s.values[0]
        kept = tuple([v for v in rest if v <= top])  # PG-11a: higher values left are forfeited
        moved, entered = self.moved, self.entered
        pcs = (s.piece,) if s.piece2 < 0 else (s.piece, s.piece2)
        if s.frm < 0:
            entered = tuple(sorted(entered + pcs))
        else:
            moved = tuple(sorted(moved + pcs))
        return _make_state(
            self.game,
            tuple(ps),
            self.colour,
            self.throw,
            kept,
            rule,
            self.mover,
            moved,
            entered,
            self.forfeited or len(kept) != len(rest),
            self.nothing_in_play_at_throw,
            self.missed_entries,
            caps,
            self._rolls,
            (self, s),
            nobody_won=s.to != GOAL,
        )  # PG-25 can change only when a piece reaches the goal

    def _move(self, s: Step, ev: list[Event] | None) -> "GermanState":
        """The state after the legal step ``s``; appends the events to ``ev`` unless it is None."""
        new = self.after_step(s)
        if ev is not None:
            ev.extend(step_events(self, s, new))
        if new.is_terminal():
            if ev is not None:
                w = new._winners
                ev.append(
                    Event(
                        "end",
                        "game over: " + " and ".join(COLOURS[c] for c in w) + " win (PG-25)",
                        {"winners": list(w)},
                    )
                )
            return new.final()
        if not new.legal_steps:
            return new.end_roll(ev)
        return new

    def final(self) -> "GermanState":
        """The final position: the pieces as they stand, nothing more to throw (PG-25)."""
        return GermanState(self.game, self.pieces, self.colour, None, (), NORMAL, -1, (), (), False, False, 0)

    def end_roll(self, ev: list[Event] | None = None) -> "GermanState":
        """PG-13, PG-14, PG-14a, PG-19, PG-24: who throws next once nothing more of this roll is played.

        A restricted double whose play brought the mover's last never-entered piece into play is
        the full play (PG-14a: the kind follows from where the play ends), so it throws again like
        any unrestricted double.  Appends the events to ``ev`` unless it is None.
        """
        g = self.game
        c = self.colour
        double = self.throw[0] == self.throw[1]
        misses = self.missed_entries
        last_in = self.double_rule == RESTRICTED and YARD not in self.pieces[self.mover]  # PG-14a
        if double and (self.double_rule in (NORMAL, FULL) or last_in):
            nxt, again = c, "double"  # PG-13 (and PG-19a: the counter stays)
        elif self.nothing_in_play_at_throw and not self.entered:
            misses += 1  # PG-19, PG-19a
            if misses < 3:
                nxt, again = c, "missed"
            else:
                nxt, misses, again = self._next_colour(), 0, None
        else:
            nxt, misses, again = self._next_colour(), 0, None
        if ev is not None:
            ev.extend(roll_end_events(self, nxt, again, last_in, misses))
        # the pieces are those of a non-final state: nobody has won (PG-25)
        return _make_state(g, self.pieces, nxt, None, (), NORMAL, -1, (), (), False, False, misses, nobody_won=True)

    def _next_colour(self) -> int:
        cols = self.game.colours
        return cols[(cols.index(self.colour) + 1) % len(cols)]


# ------------------------------------------------------------------ fast constructors (speed)

_new = object.__new__


def _make_state(
    game,
    pieces,
    colour,
    throw,
    values,
    double_rule,
    mover,
    moved,
    entered,
    forfeited,
    nothing_in_play_at_throw,
    missed_entries,
    caps=(),
    rolls=None,
    parent=None,
    nobody_won=False,
) -> GermanState:
    """``GermanState(...)`` without the frozen dataclass's per-field ``object.__setattr__`` (speed:
    about three states are built per throw).  ``nobody_won=True`` presets the cached ``_winners``
    to None when the caller knows it (no piece reached the goal since the last state, PG-25)."""
    st = _new(GermanState)
    d = st.__dict__
    d["game"] = game
    d["pieces"] = pieces
    d["colour"] = colour
    d["throw"] = throw
    d["values"] = values
    d["double_rule"] = double_rule
    d["mover"] = mover
    d["moved"] = moved
    d["entered"] = entered
    d["forfeited"] = forfeited
    d["nothing_in_play_at_throw"] = nothing_in_play_at_throw
    d["missed_entries"] = missed_entries
    d["_caps"] = caps
    d["_rolls"] = rolls
    d["_parent"] = parent
    if nobody_won:
        d["_winners"] = None
    return st
