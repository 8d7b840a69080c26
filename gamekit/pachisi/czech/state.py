"""Czech Pachisi: the position (:class:`CzechState`) and how a throw or a move changes it (PC-1..PC-11)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...core import Event, Game, Place, State
from ...errors import InvalidMoveError
from ...throws import COWRIE_VALUES, GRACE_VALUES
from ..common import COLOURS, RETURNED, YARD, cached_property, pos_to_json, winners
from .tables import HOME, ONE_SHORT, TIP_BACK, TIP_OUT, CASTLES, SOURCES, ALL_HOME, FIELD, canonical, on_track, where
from .why_not import why_not
from .places import places
from .moves import Enter, Move, Pass


@dataclass(frozen=True, eq=False)
class CzechState(State):
    """A Czech Pačísí position.

    ``pieces[c]`` is colour ``c``'s four pieces (canonical order), ``colour`` the colour to throw
    or move (an index into ``COLOURS``; colour ``c`` sits in seat ``c``, so it is also
    ``current_player``), ``throw`` the number of mouths up of the throw waiting to be moved (None at a
    chance node).
    """

    game: Game = field(compare=False, repr=False)
    pieces: tuple
    colour: int
    throw: int | None = None

    # --- basics -------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.colour

    @property
    def value(self) -> int | None:
        """The move value of the pending throw (PC-2), or None at a chance node."""
        return None if self.throw is None else COWRIE_VALUES[self.throw]

    @property
    def mover(self) -> int:
        """The colour whose pieces the player to move moves: its own, or with ``help_partner``
        its partner's once its own are all home (PC-11, PC-11a)."""
        c = self.colour
        g = self.game
        if g.options.help_partner and g.partner[c] is not None and self.pieces[c] == (HOME,) * 4:
            return g.partner[c]
        return c

    @cached_property
    def winner(self) -> Any:
        """PC-1: a team (tuple of two seats) when all eight of its pieces are home; with
        ``individual``, the single colour (int) whose four pieces are home first."""
        done = [c for c in range(4) if self.pieces[c] == ALL_HOME]
        w = winners(done, (0, 1, 2, 3), self.game.options.individual) if done else None
        if w is not None and len(w) == 1:
            w = w[0]  # individual play: one seat (core.State.winner)
        return w

    def is_terminal(self) -> bool:
        return self.winner is not None

    def is_chance(self) -> bool:
        return self.throw is None and self.winner is None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """PC-2: ``[(mouths_up, probability), ...]`` for 0..6, binomial(6, cowrie_p)."""
        if not self.is_chance():
            return []
        return list(self.game.throw_outcomes)

    def returns(self) -> tuple[float, ...]:
        w = self.winner
        if w is None:
            return (0.0,) * 4
        team = w if isinstance(w, tuple) else (w,)
        return tuple(1.0 if c in team else -1.0 for c in range(4))

    # --- looking at the board --------------------------------------------------------------
    def units(self, colour: int) -> list[tuple[int, int]]:
        """``[(path position, number of pieces), ...]`` of ``colour``'s pieces in play (0..82), ascending (PC-7a)."""
        out: list[tuple[int, int]] = []
        for p in self.pieces[colour]:
            if 0 <= p < HOME:
                if out and out[-1][0] == p:
                    out[-1] = (p, out[-1][1] + 1)
                else:
                    out.append((p, 1))
        return out

    def occupancy(self) -> dict[int, dict[int, int]]:
        """``{field: {colour: count}}`` for every cross-board field holding pieces in play (not home)."""
        occ: dict[int, dict[int, int]] = {}
        for c in range(4):
            for p in self.pieces[c]:
                if 0 <= p < HOME:
                    d = occ.setdefault(FIELD[c][p], {})
                    d[c] = d.get(c, 0) + 1
        return occ

    def track_occupancy(self) -> dict[int, list[int]]:
        """Field (0..67) -> pieces per colour (a list of four counts) of every occupied track field
        (PC-3, PC-8, PC-9); computed once per state."""
        try:
            return self.__dict__["_occ"]
        except KeyError:
            pass
        occ: dict[int, list[int]] = {}
        for c in range(4):
            fc = FIELD[c]
            for p in self.pieces[c]:
                if TIP_OUT <= p <= TIP_BACK:
                    f = fc[p]
                    row = occ.get(f)
                    if row is None:
                        row = occ[f] = [0, 0, 0, 0]
                    row[c] += 1
        object.__setattr__(self, "_occ", occ)
        return occ

    # --- moves --------------------------------------------------------------------------
    def destination(self, frm: int, value: int) -> int | None:
        """PC-5: exact count home; from one short (82) any grace goes home (PC-5, PC-5b)."""
        to = frm + value
        if to <= HOME:
            return to
        if frm == ONE_SHORT and value in GRACE_VALUES:
            return HOME
        return None

    def legal_moves(self) -> list[Any]:
        """Enter (on a grace), move a unit, or pass (PC-4, PC-5, PC-7, PC-5a); ``[]`` at chance nodes."""
        return list(self._legal)

    @cached_property
    def _legal(self) -> tuple:
        if self.throw is None or self.winner is not None:
            return ()
        return tuple(self._generate())

    def _generate(self) -> list[Any]:
        c = self.mover
        v = COWRIE_VALUES[self.throw]
        mine = self.pieces[c]
        moves: list[Any] = []
        if v in GRACE_VALUES:  # PC-4: a grace may enter one piece (PC-5b), PC-4a: two sources
            if RETURNED in mine:
                moves.append(Enter(c, "returned"))
            if YARD in mine:
                moves.append(Enter(c, "yard"))
        opp = self.game.opponents[c]
        fc = FIELD[c]
        occ = None
        for frm, n in self.units(c):
            to = self.destination(frm, v)
            if to is None:
                continue  # PC-5 exact count
            if TIP_OUT <= to <= TIP_BACK:
                if occ is None:
                    occ = self.track_occupancy()
                f = fc[to]
                row = occ.get(f)
                there = sum(row[o] for o in opp) if row else 0
                if there:
                    if f in CASTLES:
                        continue  # PC-9: a castle held by the other team is closed
                    if 1 >= there:
                        moves.append(Move(c, frm, to, 1))
                    if n > 1 and n >= there:  # PC-8, PC-8a: a unit at least as large captures
                        moves.append(Move(c, frm, to, n))
                    continue
            moves.append(Move(c, frm, to, 1))
            if n > 1:
                moves.append(Move(c, frm, to, n))  # PC-7: the whole unit
        moves.append(Pass(c))  # PC-5a: passing is always legal
        return moves

    def coerce_move(self, x: Any) -> Any:
        """Accept a move, its ``to_json()`` dict, ``"pass"``, or a click token (``"enter:0:yard"``, ``"move:0:12:2"``)."""
        if isinstance(x, (Enter, Move, Pass)):
            return x
        if isinstance(x, Mapping):
            return self.game.move_from_json(x)  # InvalidMoveError
        if isinstance(x, str):
            if x == "pass":
                return Pass(self.mover)
            parts = x.split(":")
            try:
                if parts[0] == "enter" and len(parts) == 3:
                    return Enter(int(parts[1]), parts[2])
                if parts[0] == "move" and len(parts) == 4:
                    c, frm, size = int(parts[1]), int(parts[2]), int(parts[3])
                    to = self.destination(frm, self.value) if self.value is not None else None
                    return Move(c, frm, frm + (self.value or 0) if to is None else to, size)
            except ValueError:
                pass
        raise InvalidMoveError(f"{x!r} is not a Czech Pachisi move (Enter, Move or Pass)")

    def _why_not(self, move: Any) -> str | None:
        """Why ``move`` is illegal here, as a sentence with the rule ID; None if it is legal
        (:func:`gamekit.pachisi.czech.why_not.why_not`)."""
        return why_not(self, move)

    def _places(self) -> dict[str, Place]:
        """The mover's units, the pieces that may enter and the throw's moves
        (:func:`gamekit.pachisi.czech.places.places`)."""
        return places(self)

    # --- applying -------------------------------------------------------------------------
    def _step(self, action: Any, events: list[Event] | None) -> "CzechState":
        """The one step function (``core.State.apply`` checked ``action``): a throw (mouths up) at
        a chance node, else a legal move; events are built only when ``events`` is a list (speed:
        ``apply`` builds none)."""
        if self.throw is None:
            return self._throw(action, events)
        return self._play(action, False, events)

    def _over_reason(self) -> str:
        return "the game is over: a team (or, in individual play, a player) has every piece home (PC-1)"

    def _throw(self, outcome: int, events: list[Event] | None) -> "CzechState":
        """The state after the throw ``outcome``; appends the events to ``events`` unless it is None."""
        if events is not None:
            v = COWRIE_VALUES[outcome]
            events.append(
                Event(
                    "throw",
                    f"{COLOURS[self.colour]} throws {self.game.outcome_label(outcome)}",
                    {"colour": self.colour, "mouths_up": outcome, "value": v, "grace": v in GRACE_VALUES},
                )
            )
        s = CzechState(self.game, self.pieces, self.colour, outcome)
        s.__dict__["winner"] = None  # the pieces of a state that was not over: nobody has won (speed)
        moves = s._legal
        if len(moves) == 1:  # only Pass: the engine passes by itself (PC-5a)
            return s._play(moves[0], True, events)
        return s

    def _play(self, move: Any, automatic: bool, events: list[Event] | None) -> "CzechState":
        """The state after the legal ``move``; appends the events to ``events`` unless it is None."""
        c = move.colour
        v = COWRIE_VALUES[self.throw]
        pieces = list(self.pieces)
        name = COLOURS[c]
        if isinstance(move, Pass):
            if events is not None:
                why = " (no legal move)" if automatic else ""
                events.append(
                    Event(
                        "pass",
                        f"{COLOURS[self.colour]} passes{why} (PC-5a)",
                        {"colour": self.colour, "automatic": automatic},
                    )
                )
        elif isinstance(move, Enter):
            lst = list(pieces[c])
            lst[lst.index(SOURCES[move.source])] = 0
            pieces[c] = canonical(lst)
            if events is not None:
                events.append(
                    Event(
                        "enter",
                        f"{name} enters a {'never-entered' if move.source == 'yard' else 'captured'} piece onto {where(c, 0)} (PC-4)",
                        {"colour": c, "source": move.source, "to": 0, "field": FIELD[c][0]},
                    )
                )
        else:
            lst = list(pieces[c])
            moved = 0
            for i, p in enumerate(lst):
                if p == move.frm and moved < move.size:
                    lst[i] = move.to
                    moved += 1
            pieces[c] = canonical(lst)
            if events is not None:
                short = move.frm == ONE_SHORT and move.to == HOME
                unit = "one piece" if move.size == 1 else f"a unit of {move.size}"
                text = f"{name} moves {unit} from {where(c, move.frm)} to {where(c, move.to)}"
                if short:
                    text += " (one short: a grace takes it home, PC-5)"
                events.append(
                    Event(
                        "move",
                        text,
                        {
                            "colour": c,
                            "from": move.frm,
                            "to": move.to,
                            "size": move.size,
                            "from_field": FIELD[c][move.frm],
                            "to_field": FIELD[c][move.to],
                        },
                    )
                )
            if on_track(move.to):
                f = FIELD[c][move.to]
                for o in self.game.opponents[c]:
                    fo = FIELD[o]
                    olst = list(pieces[o])
                    caught = 0
                    for i, p in enumerate(olst):
                        if on_track(p) and fo[p] == f:
                            olst[i] = RETURNED
                            caught += 1
                    if caught:
                        pieces[o] = canonical(olst)
                        if events is not None:
                            events.append(
                                Event(
                                    "capture",
                                    f"{name} captures {caught} {COLOURS[o]} piece{'s' if caught > 1 else ''} on field {f}; "
                                    f"back to the charkoni, to re-enter with a grace (PC-8)",
                                    {"colour": c, "captured": o, "count": caught, "field": f},
                                )
                            )
            if move.to == HOME and events is not None:
                events.append(
                    Event(
                        "home",
                        f"{name}: {move.size} piece{'s' if move.size > 1 else ''} home in the charkoni (PC-3)",
                        {"colour": c, "count": move.size},
                    )
                )
        grace = v in GRACE_VALUES
        nxt = self.colour if grace else (self.colour + 1) % 4
        new = CzechState(self.game, tuple(pieces), nxt, None)
        if events is None:
            pass
        elif new.winner is not None:
            w = new.winner
            team = " and ".join(COLOURS[s] for s in (w if isinstance(w, tuple) else (w,)))
            events.append(
                Event(
                    "end",
                    f"{team} {'win' if isinstance(w, tuple) else 'wins'}: all pieces home (PC-1)",
                    {"winner": list(w) if isinstance(w, tuple) else w},
                )
            )
        elif grace:
            events.append(
                Event(
                    "grace",
                    f"{COLOURS[self.colour]} threw a grace ({v}) and throws again (PC-6)",
                    {"colour": self.colour, "value": v},
                )
            )
        return new

    # --- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The header (``"game": "pachisi/czech"``, ``"options"``, ``"to_move"``: the seat 0..3,
        ``"winner"``: null, a seat or a team's list of seats), then ``"throw"``: mouths up or null,
        ``"pieces"``: ``{colour: [4 pieces]}`` (PC-3, PC-4a)."""
        return {
            **self._json_header(),
            "throw": self.throw,
            "pieces": {COLOURS[c]: [pos_to_json(p) for p in self.pieces[c]] for c in range(4)},
        }

    def __repr__(self) -> str:
        return f"<CzechState {self.to_json()!r}>"
