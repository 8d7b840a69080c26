"""Pačísí, the Czech rules (seed 003, after Zapletal 1991): six cowries, units, castles, graces.

``gamekit.load("pachisi", ruleset="czech", individual=False, cowrie_p=0.5, help_partner=False)``
builds a :class:`CzechPachisi`.  Rules are cited by their RULES.md IDs (§3 PC-1..PC-11 and the
settled points of §5a: PC-4a, PC-5b, PC-7a, PC-8a, PC-11a); the board geometry (B-1, B-2,
PC-3's path, PC-9's castles) comes from :mod:`gamekit.cross_board`.

How a turn goes
---------------
* A state is a *chance node* (``state.is_chance()``) when the player to move has to throw.
  The outcome is the int number of cowrie mouths up, 0..6, with probability
  binomial(6, ``cowrie_p``) (PC-2); its move value is ``COWRIE_VALUES[k]``
  (0 -> 25 *pachisi*, 1 -> 10, k -> k otherwise).  ``state.apply(0)`` sets a pachisi by hand.
* After the throw, ``legal_moves()`` offers :class:`Enter` (a grace, PC-4), :class:`Move` of
  one unit (one piece, or all of the player's pieces on one path position: PC-7, PC-7a) and
  :class:`Pass` (PC-5a).  When passing is the only legal move the engine passes by itself,
  inside the same ``apply`` that set the throw (PC-5a).
* A grace (6, 10, 25) gives the same player another throw, also after a pass (PC-6, PC-5b).

Positions
---------
Each colour (seat 0 red, 1 yellow, 2 green, 3 blue; PC-1) has four pieces; a piece is an int
*path position* 0..83 (PC-3: 0..6 middle column outward, 7 the tip, 8..74 the track, 75 the
tip again, 76..82 middle column inward, 83 home in the charkoni) or one of the markers of
:mod:`gamekit.pachisi.common` (shared with the German rules): ``YARD`` (-1; JSON ``"yard"``:
in the charkoni, never entered) or ``RETURNED`` (-2; JSON ``"returned"``: in the charkoni
after a capture) (PC-4a).  Pieces of one colour are interchangeable, so a state keeps each
colour's four pieces in a canonical order: path positions ascending, then returned, then yard.

Decisions taken here where RULES.md is silent (a careful teacher's reading)
--------------------------------------------------------------------------
* Canonical piece order (above): the rules never tell two pieces of one colour apart, so two
  positions that differ only in which piece is where are the same position.  Moves therefore
  name a path position and a unit size, not a piece number; ``Enter`` names the source.
* A loaded position may be a decision node at which only ``Pass`` is legal (a teacher set it
  up by hand); the engine never produces one itself (PC-5a), but it is accepted.
* A colour never has four pieces in the ``"yard"``: its first piece is in play from the
  start (PC-4); a loaded position with four is refused.
* The player of a move is the seat to move; with ``help_partner`` a finished player moves its
  partner's pieces (PC-11), so moves carry the colour of the pieces they move.
* Game end (PC-1): the game ends the moment a team (or, with ``individual``, a colour) has
  all its pieces home; nothing more is thrown.
* PC-2's ``cowrie_p`` lies from 0.01 to 0.99 (:data:`COWRIE_P_RANGE`): a valid throw is a count
  0..6 of mouths up, and each has a probability above 0, so ``apply``, ``apply_with_events``,
  ``chance_outcomes``, the board and the samplers agree on which throws are possible.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core import Event, Game, State, make_options, option
from ..cross_board import CZECH_PATH_HOME, czech_castles, czech_field
from ..errors import InvalidMoveError, InvalidPositionError, UnknownOptionError
from ..throws import COWRIE_VALUES, GRACE_VALUES, cowrie_outcomes
from .common import (
    COLOURS,
    RETURNED,
    TEAMS,
    YARD,
    cached_property,
    partner,
    pieces_from_json,
    pos_to_json,
    winners,
)

__all__ = [
    "CzechOptions",
    "CzechPachisi",
    "CzechState",
    "Enter",
    "Move",
    "Pass",
    "YARD",
    "RETURNED",
    "HOME",
    "TIP_OUT",
    "TIP_BACK",
    "ONE_SHORT",
    "CASTLES",
    "path_field",
    "reachable_positions",
    "with_pieces",
]

# ------------------------------------------------------------------------------ constants
# YARD (-1, JSON "yard"): a piece in the charkoni that never entered (PC-4, PC-4a);
# RETURNED (-2, JSON "returned"): in the charkoni after a capture (PC-8, PC-4a).  Both come
# from gamekit.pachisi.common, shared with the German rule set.
SOURCES = {"yard": YARD, "returned": RETURNED}
"""Enter.source (a JSON word) -> the piece marker it takes a piece from (PC-4a)."""
HOME = CZECH_PATH_HOME
"""Path position 83: home in the charkoni (PC-3)."""
TIP_OUT = 7
"""Path position of the tip on the way out (PC-3)."""
TIP_BACK = 75
"""Path position of the tip on the way back (the same field as :data:`TIP_OUT`, PC-3, PC-7a)."""
ONE_SHORT = HOME - 1
"""Path position 82, one field short of home: only a grace takes a unit home from here (PC-5)."""
CASTLES = frozenset(czech_castles())
"""PC-9: the twelve castle fields (track ``17a+4``, ``17a+8`` (the tip), ``17a+12``)."""

_ALL_HOME = (HOME,) * 4
"""A colour whose four pieces are all home (PC-1)."""

_FIELD = tuple(tuple(czech_field(c, p) for p in range(HOME + 1)) for c in range(4))
"""_FIELD[colour][pos]: the cross-board field of a path position (PC-3)."""


def path_field(colour: int, pos: int) -> int:
    """The cross-board field (see :mod:`gamekit.cross_board`) of ``colour``'s path position ``pos`` (PC-3)."""
    return _FIELD[colour][pos]


def _key(p: int) -> int:
    # canonical order: path positions ascending, then RETURNED (-2), then YARD (-1)
    return p if p >= 0 else 1002 + p


def _canon(pieces) -> tuple:
    return tuple(sorted(pieces, key=_key))


def _on_track(pos: int) -> bool:
    """Path positions 7..75 lie on the shared track; 0..6 and 76..82 are the colour's own
    middle column and 83 is home, where no other colour can ever be (PC-3)."""
    return TIP_OUT <= pos <= TIP_BACK


def _where(pos: int) -> str:
    """A path position in words."""
    if pos == YARD:
        return "the charkoni (never entered)"
    if pos == RETURNED:
        return "the charkoni (captured)"
    if pos == HOME:
        return "home"
    if pos < TIP_OUT:
        return f"{pos} (middle column, row {pos + 1})"
    if pos in (TIP_OUT, TIP_BACK):
        return f"{pos} (the tip)"
    if pos > TIP_BACK:
        return f"{pos} (middle column, row {HOME - pos})"
    return str(pos)


# ------------------------------------------------------------------------------ options
COWRIE_P_RANGE = (0.01, 0.99)
"""PC-2 decision: the allowed ``cowrie_p`` (inclusive), so that no count 0..6 of mouths up has
probability 0 (see :class:`CzechOptions`)."""


@dataclass(frozen=True)
class CzechOptions:
    """The options of the Czech rule set (RULES §3); ``ruleset`` is fixed to ``"czech"``."""

    ruleset: str = option("czech", "PC-1", "the Pachisi rule set (this one is fixed: czech)", ("czech",))
    individual: bool = option(False, "PC-1", "no teams: every colour plays for itself and wins alone", (False, True))
    cowrie_p: float = option(0.5, "PC-2", "probability that one cowrie lands mouth up, 0.01..0.99")
    help_partner: bool = option(
        False, "PC-11", "a player whose pieces are all home moves its partner's pieces", (False, True)
    )

    def __post_init__(self) -> None:
        # PC-2 decision: cowrie_p lies in COWRIE_P_RANGE (0.01..0.99), so that every count of mouths
        # up 0..6 the rules allow has a probability well above 0 in floating point (at 0.01, six
        # mouths up has 1e-12).  A valid throw is then simply a count 0..6: apply,
        # apply_with_events, chance_outcomes, the board's throw-by-hand list and the samplers agree
        # (issue 10 §4: with cowrie_p=1e-200 a count "possible" by the rules had probability 0.0).
        p = self.cowrie_p
        lo, hi = COWRIE_P_RANGE
        if isinstance(p, bool) or not isinstance(p, (int, float)) and not hasattr(p, "__float__"):
            raise UnknownOptionError(f"pachisi option cowrie_p={p!r} must be a number from {lo} to {hi} (PC-2)")
        fp = float(p)
        if math.isnan(fp) or not lo <= fp <= hi:
            raise UnknownOptionError(
                f"pachisi option cowrie_p={p!r} must lie from {lo} to {hi}, so that every throw of six cowries "
                f"has a probability above 0 (PC-2)"
            )
        object.__setattr__(self, "cowrie_p", fp)


# ------------------------------------------------------------------------------ moves
@dataclass(frozen=True)
class Enter:
    """PC-4: put one piece of ``colour`` from the charkoni onto path position 0, using a whole grace.

    ``source`` is ``"yard"`` (never entered) or ``"returned"`` (captured earlier); PC-4a keeps
    them as different moves.  One grace enters exactly one piece (PC-5b).
    """

    colour: int
    source: str = "yard"

    def __post_init__(self) -> None:
        # accept the piece markers of gamekit.pachisi.common too: Enter(0, YARD) == Enter(0, "yard")
        if type(self.source) is int:
            names = {m: n for n, m in SOURCES.items()}
            object.__setattr__(self, "source", names.get(self.source, self.source))

    def __str__(self) -> str:
        what = "a never-entered piece" if self.source == "yard" else "a captured piece"
        return f"{COLOURS[self.colour]} enters {what} from the charkoni onto path position 0 (PC-4)"

    def to_json(self) -> dict[str, Any]:
        return {"type": "enter", "colour": COLOURS[self.colour], "source": self.source}

    def click_token(self) -> str:
        return f"enter:{self.colour}:{self.source}"


@dataclass(frozen=True)
class Move:
    """PC-5, PC-7: move a unit of ``colour`` from path position ``frm`` to ``to``.

    ``size`` is 1 (one piece) or the number of ``colour``'s pieces on ``frm`` (the whole unit,
    PC-7a).  ``to`` is ``frm`` + the throw's value, or home (83) from one short with a grace
    (PC-5, PC-5b).
    """

    colour: int
    frm: int
    to: int
    size: int = 1

    def __str__(self) -> str:
        who = COLOURS[self.colour]
        unit = "one piece" if self.size == 1 else f"a unit of {self.size} pieces"
        return f"{who} moves {unit} from {_where(self.frm)} to {_where(self.to)}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "move", "colour": COLOURS[self.colour], "from": self.frm, "to": self.to, "size": self.size}

    def click_token(self) -> str:
        return f"move:{self.colour}:{self.frm}:{self.size}"


@dataclass(frozen=True)
class Pass:
    """PC-5a: give up the throw (always legal; a grace still gives another throw)."""

    colour: int

    def __str__(self) -> str:
        return f"{COLOURS[self.colour]} passes (PC-5a)"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass", "colour": COLOURS[self.colour]}

    def click_token(self) -> str:
        return "pass"


_MOVE_TYPES = (Enter, Move, Pass)


# ------------------------------------------------------------------------------ the game
class CzechPachisi(Game):
    """Pačísí with the Czech rules (RULES §3).  Seats 0..3 are red, yellow, green, blue (PC-1)."""

    name = "pachisi"
    key = "pachisi/czech"
    num_players = 4
    player_names = COLOURS
    outcome_rule = "PC-2"

    def __init__(self, **options: Any):
        self.options = make_options(CzechOptions, "pachisi (czech)", options)
        self._outcomes = cowrie_outcomes(self.options.cowrie_p)
        ind = self.options.individual
        # PC-1: diagonally opposite colours are partners; PC-11a: none with `individual`.
        self.partner = tuple(None if ind else partner(c) for c in range(4))
        self.opponents = tuple(tuple(o for o in range(4) if o != c and (ind or o != partner(c))) for c in range(4))
        self.teams = tuple((c,) for c in range(4)) if ind else TEAMS

    # --- states -------------------------------------------------------------------------
    def initial_state(self) -> "CzechState":
        """PC-4: each colour's first piece starts on path position 0, the other three in the charkoni.

        Red (seat 0) throws first (PC-1).
        """
        start = (0, YARD, YARD, YARD)
        return CzechState(self, (start,) * 4, 0, None)

    def state_from_json(self, obj: Mapping[str, Any]) -> "CzechState":
        """Load a position (see :meth:`CzechState.to_json`); validates everything.

        Raises:
            InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule),
                including a ``"to_move"`` or ``"winner"`` that is not the position's.
        """
        state = self._position(obj)
        self.check_header(obj, state)
        return state

    def _position(self, obj: Mapping[str, Any]) -> "CzechState":
        """The position of ``obj`` with every key checked but ``"winner"`` (which it decides).

        Raises:
            InvalidPositionError: as :meth:`state_from_json`, but for ``"winner"``.
        """
        self.check_header(obj)
        allowed = {"game", "options", "to_move", "winner", "throw", "pieces"}
        extra = sorted(set(obj) - allowed)
        if extra:
            raise InvalidPositionError(f"unknown key {extra[0]!r}; a Czech position has {', '.join(sorted(allowed))}")
        missing = sorted(allowed - set(obj))
        if missing:
            raise InvalidPositionError(f"missing key {missing[0]!r}; a Czech position has {', '.join(sorted(allowed))}")
        seat = obj.get("to_move")
        if type(seat) is not int or not 0 <= seat < 4:
            raise InvalidPositionError(f"key 'to_move' is {seat!r}; it must be the seat to move, 0..3 (PC-1)")
        throw = obj.get("throw")
        if throw is not None and (type(throw) is not int or throw not in COWRIE_VALUES):
            raise InvalidPositionError(
                f"key 'throw' is {throw!r}; it must be null (a throw is due) or the number of mouths up, 0..6 (PC-2)"
            )
        # PC-3 path positions 0..83, PC-4a 'yard' / 'returned' (shared JSON helpers)
        raw = pieces_from_json(obj.get("pieces"), (0, 1, 2, 3), HOME)
        pieces = []
        for c, name in enumerate(COLOURS):
            if raw[c].count(YARD) == 4:
                raise InvalidPositionError(
                    f"key 'pieces.{name}' has four pieces in the 'yard'; the first piece is in play from the start (PC-4)"
                )
            pieces.append(_canon(raw[c]))
        state = CzechState(self, tuple(pieces), seat, throw)  # colour c sits in seat c (PC-1)
        # no two teams on a field; never a captured piece on a castle (PC-8, PC-9)
        occ: dict[int, dict[int, int]] = {}
        for c in range(4):
            for p in state.pieces[c]:
                if _on_track(p):
                    f = _FIELD[c][p]
                    occ.setdefault(f, {}).setdefault(c, 0)
                    occ[f][c] += 1
        for f, by in sorted(occ.items()):
            cols = sorted(by)
            for a in cols:
                for b in cols:
                    if b in self.opponents[a]:
                        where = "castle field" if f in CASTLES else "field"
                        rule = (
                            "a castle never holds a captured piece: no piece is captured there (PC-9)"
                            if f in CASTLES
                            else "pieces of opposing teams never end on the same field (PC-8)"
                        )
                        raise InvalidPositionError(
                            f"key 'pieces': {COLOURS[a]} and {COLOURS[b]} are both on {where} {f}; {rule}"
                        )
        if throw is not None and state.winner is not None:
            raise InvalidPositionError("key 'throw' must be null: the game is over (PC-1)")
        return state

    def move_from_json(self, obj: Any) -> Any:
        """Rebuild an :class:`Enter`, :class:`Move` or :class:`Pass` from its ``to_json()``.

        Raises:
            InvalidMoveError: ``obj`` is not a move's JSON (naming the key).
        """
        if not isinstance(obj, Mapping):
            raise InvalidMoveError(f"a move must be a JSON object, not {obj!r}")
        kind = obj.get("type")
        if kind not in ("enter", "move", "pass"):
            raise InvalidMoveError(f"move key 'type' is {kind!r}; it must be 'enter', 'move' or 'pass'")
        colour = obj.get("colour")
        if colour not in COLOURS:
            raise InvalidMoveError(f"move key 'colour' is {colour!r}; it must be one of {', '.join(COLOURS)}")
        c = COLOURS.index(colour)
        if kind == "pass":
            return Pass(c)
        if kind == "enter":
            src = obj.get("source")
            if src not in SOURCES:
                raise InvalidMoveError(f"move key 'source' is {src!r}; it must be 'yard' or 'returned'")
            return Enter(c, src)
        if kind == "move":
            vals = [obj.get(k) for k in ("from", "to", "size")]
            if not all(type(v) is int for v in vals):
                raise InvalidMoveError("a 'move' needs int keys 'from', 'to' and 'size'")
            return Move(c, *vals)
        raise InvalidMoveError(f"move key 'type' is {kind!r}; it must be 'enter', 'move' or 'pass'")

    def outcome_label(self, outcome: Any) -> str:
        """E.g. ``"0 mouths up: pachisi, 25"`` or ``"3 mouths up: 3"`` (PC-2)."""
        v = COWRIE_VALUES[outcome]
        name = "pachisi, 25" if outcome == 0 else str(v)
        grace = " (grace)" if v in GRACE_VALUES else ""
        return f"{outcome} mouth{'s' if outcome != 1 else ''} up: {name}{grace}"


# ------------------------------------------------------------------------------ the state
@dataclass(frozen=True, eq=False)
class CzechState(State):
    """A Czech Pačísí position.

    ``pieces[c]`` is colour ``c``'s four pieces (canonical order), ``colour`` the colour to throw
    or move (an index into ``COLOURS``; colour ``c`` sits in seat ``c``, so it is also
    ``current_player``), ``throw`` the number of mouths up of the throw waiting to be moved (None at a
    chance node).
    """

    game: CzechPachisi = field(compare=False, repr=False)
    pieces: tuple
    colour: int
    throw: int | None = None

    # equality = same position (the game's options are part of it)
    def __eq__(self, other: object) -> bool:
        return (
            type(other) is CzechState
            and self.pieces == other.pieces  # type: ignore[attr-defined]
            and self.colour == other.colour  # type: ignore[attr-defined]
            and self.throw == other.throw  # type: ignore[attr-defined]
            and self.game == other.game  # type: ignore[attr-defined]
        )

    def __hash__(self) -> int:
        return hash((self.pieces, self.colour, self.throw))

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
        done = [c for c in range(4) if self.pieces[c] == _ALL_HOME]
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
        return list(self.game._outcomes)

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
                    d = occ.setdefault(_FIELD[c][p], {})
                    d[c] = d.get(c, 0) + 1
        return occ

    def _track_occupancy(self) -> dict[int, list[int]]:
        try:
            return self.__dict__["_occ"]
        except KeyError:
            pass
        occ: dict[int, list[int]] = {}
        for c in range(4):
            fc = _FIELD[c]
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
    def _destination(self, frm: int, value: int) -> int | None:
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
        fc = _FIELD[c]
        occ = None
        for frm, n in self.units(c):
            to = self._destination(frm, v)
            if to is None:
                continue  # PC-5 exact count
            if TIP_OUT <= to <= TIP_BACK:
                if occ is None:
                    occ = self._track_occupancy()
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
                    to = self._destination(frm, self.value) if self.value is not None else None
                    return Move(c, frm, frm + (self.value or 0) if to is None else to, size)
            except ValueError:
                pass
        raise InvalidMoveError(f"{x!r} is not a Czech Pachisi move (Enter, Move or Pass)")

    def _why_not(self, move: Any) -> str | None:
        """Why ``move`` is illegal here, as a sentence with the rule ID; None if it is legal."""
        if self.winner is not None:
            return "the game is over (PC-1)"
        if self.throw is None:
            return "a throw is due first: throw the six cowries (PC-2)"
        if move in self.legal_moves():
            return None
        if not isinstance(move, (Enter, Move, Pass)):
            return f"{move!r} is not a Czech Pachisi move (PC-5)"
        c = self.mover
        if move.colour != c:
            who = COLOURS[self.colour]
            if c != self.colour:
                return (
                    f"{who}'s pieces are all home, so {who} moves its partner {COLOURS[c]}'s pieces, "
                    f"not {COLOURS[move.colour]}'s (PC-11)"
                )
            extra = ""
            if self.game.partner[self.colour] == move.colour:
                extra = " (a player moves its partner's pieces only when its own are all home and help_partner is on, PC-11)"
            return f"it is {who}'s turn; {COLOURS[move.colour]}'s pieces cannot move{extra} (PC-1)"
        v = self.value
        mine = self.pieces[c]
        name = COLOURS[c]
        if isinstance(move, Enter):
            if v not in GRACE_VALUES:
                return f"entering needs a grace (6, 10 or 25); this throw is {v} (PC-4)"
            if move.source not in SOURCES:
                return f"a piece enters from 'yard' or 'returned', not {move.source!r} (PC-4a)"
            if SOURCES[move.source] not in mine:
                what = "never-entered" if move.source == "yard" else "captured"
                return f"{name} has no {what} piece in the charkoni (PC-4a)"
            return f"{move} is not legal here (PC-4)"  # pragma: no cover
        if isinstance(move, Pass):
            return f"{move} is not legal here (PC-5a)"  # pragma: no cover
        # Move
        n = sum(1 for p in mine if p == move.frm)
        if n == 0:
            if move.frm == HOME:
                return f"{name}'s pieces at home have finished and do not move (PC-3)"
            return f"{name} has no piece on path position {move.frm} (PC-7a)"
        if move.frm == HOME:
            return f"{name}'s pieces at home have finished and do not move (PC-3)"
        if move.size not in (1, n):
            return (
                f"a unit is one piece or all {n} of {name}'s pieces on path position {move.frm}, "
                f"not {move.size} (PC-7a)"
            )
        to = self._destination(move.frm, v)
        if to is None:
            if move.frm == ONE_SHORT:
                return (
                    f"from one field short of home only a grace (6, 10 or 25) goes home; "
                    f"this throw is {v} (PC-5, PC-5b)"
                )
            return (
                f"{v} from path position {move.frm} overshoots home (83) by {move.frm + v - HOME}; "
                f"home needs the exact count (PC-5)"
            )
        if move.to != to:
            return f"the throw is {v}, so from {move.frm} the unit goes to {to}, not {move.to} (PC-2, PC-5)"
        f = _FIELD[c][to]
        row = self._track_occupancy().get(f) if _on_track(to) else None
        opp = self.game.opponents[c]
        there = sum(row[o] for o in opp) if row else 0
        holders = " and ".join(COLOURS[o] for o in opp if row and row[o])
        if there and f in CASTLES:
            return (
                f"field {f} (path {to}) is a castle held by {holders}; no piece is captured on a castle, "
                f"so it is closed to the other team (PC-9)"
            )
        if there and move.size < there:
            unit = "one piece" if move.size == 1 else f"a unit of {move.size}"
            return (
                f"{unit} cannot capture the {there} {holders} piece{'s' if there > 1 else ''} on field {f} "
                f"(path {to}): a capturing unit must be at least as large (PC-8, PC-8a)"
            )
        return f"{move} is not legal here"  # pragma: no cover

    # --- applying -------------------------------------------------------------------------
    def _step(self, action: Any, events: list[Event] | None) -> "CzechState":
        """The one step function (``core.State.apply`` checked ``action``): a throw (mouths up) at
        a chance node, else a legal move; events are built only when ``events`` is a list (speed:
        ``apply`` builds none, issue 6 §3)."""
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
            pieces[c] = _canon(lst)
            if events is not None:
                events.append(
                    Event(
                        "enter",
                        f"{name} enters a {'never-entered' if move.source == 'yard' else 'captured'} piece onto path 0 (PC-4)",
                        {"colour": c, "source": move.source, "to": 0, "field": _FIELD[c][0]},
                    )
                )
        else:
            lst = list(pieces[c])
            moved = 0
            for i, p in enumerate(lst):
                if p == move.frm and moved < move.size:
                    lst[i] = move.to
                    moved += 1
            pieces[c] = _canon(lst)
            if events is not None:
                short = move.frm == ONE_SHORT and move.to == HOME
                unit = "one piece" if move.size == 1 else f"a unit of {move.size}"
                text = f"{name} moves {unit} from {_where(move.frm)} to {_where(move.to)}"
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
                            "from_field": _FIELD[c][move.frm],
                            "to_field": _FIELD[c][move.to],
                        },
                    )
                )
            if _on_track(move.to):
                f = _FIELD[c][move.to]
                for o in self.game.opponents[c]:
                    fo = _FIELD[o]
                    olst = list(pieces[o])
                    caught = 0
                    for i, p in enumerate(olst):
                        if _on_track(p) and fo[p] == f:
                            olst[i] = RETURNED
                            caught += 1
                    if caught:
                        pieces[o] = _canon(olst)
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


def with_pieces(
    game: CzechPachisi, pieces: Mapping[str, list], colour: str = "red", throw: int | None = None
) -> CzechState:
    """A validated position from ``{colour: [4 pieces]}`` (a short-cut for notebooks and tests).

    ``colour``: the colour name to throw or move (its seat is ``COLOURS.index(colour)``).
    Pieces may be given as in JSON (``"yard"``, ``"returned"``) or as the markers ``YARD``, ``RETURNED``.

    Raises:
        InvalidPositionError: ``colour`` is no colour name, or the pieces make no valid position.
    """
    if colour not in COLOURS:
        raise InvalidPositionError(f"with_pieces(colour): {colour!r} is not one of {', '.join(COLOURS)}")
    seat = COLOURS.index(colour)
    obj = {
        "game": game.key,
        "options": game.options_json(),
        "to_move": seat,
        "winner": None,
        "throw": throw,
        "pieces": {k: [pos_to_json(p) if type(p) is int and p < 0 else p for p in v] for k, v in pieces.items()},
    }
    return game._position(obj)  # the winner follows from the pieces (PC-1)


def reachable_positions(state: CzechState, throw: int | None = None) -> set:
    """The set of positions one throw can lead to (PC-2..PC-10).

    ``state`` is a chance node and ``throw`` the mouths up, or ``state`` already holds its throw
    (then ``throw`` is None).  If the engine passes by itself (PC-5a) the set holds the single
    position after that pass.
    """
    after = state.apply(throw) if throw is not None else state
    if after.throw is None:
        return {after}
    return {after.apply(m) for m in after.legal_moves()}
