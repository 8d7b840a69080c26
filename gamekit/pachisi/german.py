"""Pachisi with the German family rules (seed 000; RULES §2 PG-1..PG-25 and the settled points of §5a).

``gamekit.load("pachisi", ruleset="german", enter_on_sum_five=False, individual=False,
colours=("red", "yellow", "green", "blue"))`` builds a :class:`GermanPachisi`.

How a turn goes
---------------
* At a *chance node* the colour to move throws two dice; the outcome is the tuple
  ``(high, low)`` (``chance_outcomes()`` lists the 21 throws, 1/36 for a double, 2/36 else);
  ``state.apply((5, 2))`` sets a throw by hand.
* The throw gives the *values* to play: ``(high, low)``, or for a double the top and bottom
  faces ``(x, x, 7-x, 7-x)`` sorted high to low (PG-13), or only the two higher of those while
  the colour still has a never-entered piece (PG-14, PG-14a).
* ``legal_moves()`` then offers single :class:`Step` s: one piece moved by one value or by
  several values combined (PG-10, PG-10a), a piece entered with a five (PG-16), the 6+5 entry
  (PG-18), or with a double both pieces of a gate moved together (PG-15).  Only steps that
  begin a legal *whole-roll play* are offered (PG-11, PG-11a, PG-12, PG-12a, PG-21, PG-21a,
  PG-14a); :func:`whole_plays` lists the whole plays.
* When the values are used up, or nothing more may be played, the state goes on by itself to
  the next throw: the same colour again after a double (PG-13) or a missed entry (PG-19),
  otherwise the next colour in play (PG-24).

Positions (PG-8)
----------------
A piece is a path position of its colour: 0 = start field, 63 = home-entry field (the tip of
its own arm), 64..70 the home column, 71 the goal; or :data:`~gamekit.pachisi.common.YARD`
(never entered; JSON ``"yard"``) or :data:`~gamekit.pachisi.common.RETURNED` (captured,
beside the yard; JSON ``"returned"``, PG-5).  Pieces are told apart by index 0..3 (JSON,
API) and named 1..4 in words and on the board.  ``state.to_json()`` gives::

    {"game": "pachisi", "options": {...}, "ruleset": "german", "to_move": "red",
     "pieces": {"red": [0, "yard", 12, "returned"], ...},
     "throw": [6, 2] | null, "values": [6, 2], "double_rule": "normal",
     "mover": "red" | null, "moved": [2], "entered": [0], "forfeited": false,
     "nothing_in_play_at_throw": false, "missed_entries": 0}

``values`` are the values still to play; ``double_rule`` is ``"normal"``, ``"restricted"``
(PG-14: the two higher values; no new throw unless the play brings the colour's last
never-entered piece into play, PG-14a) or ``"full"`` (PG-14 exception, forced by PG-14a because
it uses more: all four values, every waiting piece enters, new throw); ``mover`` is the colour
whose pieces move (the partner's for a finished colour, PG-4); ``moved`` / ``entered`` the pieces (indices) already moved / entered
in this roll (PG-10a, PG-17, PG-21); ``forfeited`` is true once a value was given up (PG-11a:
no capture is legal after that, PG-21a); ``missed_entries`` is the PG-19 counter.
``state_from_json`` refuses a half-played roll that play cannot reach: with nothing played yet
it rebuilds the state the throw gives and compares; after a step it checks what every reached
position satisfies (values spent vs. pieces moved, PG-11a order, PG-14 rule, the PG-19 flag and
counter; see ``_check_half_roll``).

Decisions taken here where RULES.md is silent
---------------------------------------------
* Seats are the colours in play in seating order; with the default all four, seat == colour
  index (0 red, 1 yellow, 2 green, 3 blue).  The ``colours`` option is a tuple of colour
  names (ints 0..3 are accepted and turned into names).  Team play needs all four colours.
* PG-4: the colour whose pieces a roll moves is fixed when the dice are thrown.  A colour that
  brings its last piece home during a roll gives up the rest of that roll; its next throw
  (after a double, or its next turn) moves its partner's pieces.
* The game ends the moment a team (or, with ``individual``, a colour) is home: nothing more is
  played of that roll.
* Pieces of one colour on the same spot are interchangeable; ``legal_moves()`` offers the
  lowest-numbered one, and any of them is accepted.

Speed (issue 6 §3; ``benchmarks/bench_pachisi_german.py``)
----------------------------------------------------------
One search per roll (:class:`_Roll`) answers every state of that roll: its memos say, per
node, which single steps there are, whether the rest of the roll can be used in full (PG-12,
found depth-first, most values first, stopping at the first way) and, only when it cannot, the
best PG-12a score.  ``apply`` (defined once in :class:`gamekit.core.State`) checks a step
against the cached legal steps of the roll and calls :meth:`GermanState._step` without an
events list, so no events are built (``apply_with_events`` passes one); states and steps are built without the frozen dataclasses' per-field
``object.__setattr__``; cached values skip ``functools.cached_property``'s lock.  The results
are the same: a reference trace of 400 seeded random games (every state's JSON, legal steps
and events) is unchanged by these measures.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core import Event, Game, State, make_options, option
from ..cross_board import (
    COLOURS,
    GERMAN_HOME_ENTRY,
    GERMAN_PATH_GOAL,
    german_field,
    german_home_entry,
    german_safe_fields,
    german_start,
)
from ..errors import GameError, IllegalMoveError, InvalidMoveError, InvalidPositionError, UnknownOptionError
from ..throws import two_dice_outcomes
from .common import (
    PIECES,
    cached_property,
    RETURNED,
    YARD,
    colour_from_json,
    normalise_colours,
    partner,
    pieces_from_json,
    pieces_to_json,
    pos_to_json,
    winners,
)

GOAL = GERMAN_PATH_GOAL  # 71, PG-8
HOME_ENTRY = GERMAN_HOME_ENTRY  # 63, PG-8
NORMAL, RESTRICTED, FULL = "normal", "restricted", "full"
DOUBLE_RULES = (NORMAL, RESTRICTED, FULL)
_NEG = -(10**9)
_OUTCOMES = tuple(two_dice_outcomes())
_OUTCOME_SET = frozenset(o for o, _ in _OUTCOMES)

# ------------------------------------------------------------------ precomputed tables (speed)
FIELD: tuple[tuple[int, ...], ...] = tuple(tuple(german_field(c, p) for p in range(GOAL + 1)) for c in range(4))
"""``FIELD[c][p]``: the board field (:mod:`gamekit.cross_board` numbering) of colour c's path position p."""
PATH_OF_FIELD: tuple[dict[int, int], ...] = tuple({FIELD[c][p]: p for p in range(HOME_ENTRY + 1)} for c in range(4))
"""``PATH_OF_FIELD[c][f]``: colour c's path position of track field f (absent for the 4 track fields off its path)."""
SAFE_FIELDS = frozenset(german_safe_fields())
"""PG-7: track 17a+3."""
START_FIELDS = tuple(german_start(c) for c in range(4))
"""PG-6: track 17c+13."""
HOME_ENTRY_FIELDS = tuple(german_home_entry(c) for c in range(4))
"""PG-8: track 17c+8."""
COND_SAFE_FIELDS = frozenset(START_FIELDS + HOME_ENTRY_FIELDS)
"""PG-6, PG-8 (and PG-3a: they stay safe even for colours not in play)."""
OWN_COND = tuple(frozenset((START_FIELDS[c], HOME_ENTRY_FIELDS[c])) for c in range(4))
"""PG-21, PG-21b: the conditionally safe fields on which colour c itself may capture."""


def double_values(x: int) -> tuple[int, int, int, int]:
    """PG-13: the four values of the double x-x: top and bottom faces, high to low (sum 14)."""
    hi, lo = max(x, 7 - x), min(x, 7 - x)
    return (hi, hi, lo, lo)


def throw_values(throw: tuple[int, int]) -> tuple[int, ...]:
    """The values of a throw with every piece already in play: (high, low) or PG-13's four."""
    h, l = throw
    return double_values(h) if h == l else (h, l)


def _subsets(values: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...], bool]]:
    """Every multiset U of ``values`` a step may use, with the values left and whether some were forfeited.

    PG-11a: after a step whose largest value is m, remaining values above m can never be moved
    (each step's largest value is no greater than the previous step's), so they are dropped.
    """
    out = []
    seen = set()
    n = len(values)
    for mask in range(1, 1 << n):
        u = tuple(values[i] for i in range(n) if mask >> i & 1)
        if u in seen:
            continue
        seen.add(u)
        rest = list(values)
        for v in u:
            rest.remove(v)
        m = u[0]
        kept = tuple(v for v in rest if v <= m)
        out.append((u, kept, len(kept) != len(rest)))
    return out


_SUBSETS: dict[tuple[int, ...], tuple] = {}


def subsets(values: tuple[int, ...]):
    """:func:`_subsets` of ``values`` as a cached tuple of ``(U, kept, dropped, sum(U), score(U))``.

    ``score(U)`` is ``len(U) * 100 + sum(U)``, what U adds to a play's PG-12a score (values used
    first, then pips); precomputed because the search asks for it at every node (speed).
    """
    s = _SUBSETS.get(values)
    if s is None:
        s = _SUBSETS[values] = tuple(
            (u, kept, dropped, sum(u), len(u) * 100 + sum(u)) for u, kept, dropped in _subsets(values)
        )
    return s


_FINISHING: dict[tuple[int, ...], tuple] = {}


def finishing_subsets(values: tuple[int, ...]):
    """The :func:`subsets` of ``values`` that forfeit nothing, most values first (cached): the
    order in which the search looks for a play that uses the whole roll (PG-12)."""
    s = _FINISHING.get(values)
    if s is None:
        s = _FINISHING[values] = tuple(sorted((x for x in subsets(values) if not x[2]), key=lambda x: -len(x[0])))
    return s


# ------------------------------------------------------------------ options and game


@dataclass(frozen=True)
class Options:
    """Options of the German rules (RULES §2)."""

    ruleset: str = option("german", "PG-1", "the rule set (fixed: german)", choices=("german",))
    enter_on_sum_five: bool = option(
        False, "PG-16", "a sum of five (1+4, 2+3) also enters a piece (American Parcheesi)", choices=(False, True)
    )
    individual: bool = option(False, "PG-3", "no partners: every colour plays for itself", choices=(False, True))
    colours: tuple = option(
        tuple(COLOURS), "PG-3", "the colours in play (names, in seating order); team play needs all four"
    )

    def __post_init__(self):
        cols = normalise_colours(self.colours, "pachisi")
        object.__setattr__(self, "colours", cols)
        if not self.individual and len(cols) != 4:
            raise UnknownOptionError(
                "pachisi (german) option colours must be all four colours for team play (PG-3); "
                "pass individual=True to play fewer colours as opponents"
            )


class GermanPachisi(Game):
    """The German family rules of Pachisi (seed 000)."""

    name = "pachisi"
    key = "pachisi/german"
    outcome_rule = "PG-10"

    def __init__(self, **options: Any):
        self.options = make_options(Options, "pachisi (german)", options)
        self.colours: tuple[int, ...] = tuple(COLOURS.index(n) for n in self.options.colours)
        self.num_players = len(self.colours)
        self.player_names = tuple(self.options.colours)
        self.seat_of = {c: i for i, c in enumerate(self.colours)}
        self.individual = self.options.individual
        self.sum_five = self.options.enter_on_sum_five

    def options_json(self) -> dict[str, Any]:
        d = super().options_json()
        d["colours"] = list(self.options.colours)
        return d

    def outcome_label(self, outcome: Any) -> str:
        h, l = outcome
        if h == l:
            a, b, c, d = double_values(h)
            return f"throw {h}-{l} (double: {a}, {b}, {c}, {d})"
        return f"throw {h}-{l}"

    def partner_of(self, colour: int) -> int | None:
        """PG-2: the partner colour, or None in individual play (PG-3)."""
        return None if self.individual else partner(colour)

    def initial_state(self) -> "GermanState":
        pieces = tuple((YARD,) * PIECES if c in self.colours else () for c in range(4))
        return GermanState(self, pieces, self.colours[0])

    # -------------------------------------------------------------- JSON
    def move_from_json(self, obj: Any) -> "Step":
        """The :class:`Step` of ``step.to_json()``.

        Raises:
            InvalidMoveError: ``obj`` is not a step's JSON (naming it).
        """
        try:
            colour = COLOURS.index(obj["colour"])
            piece = obj["piece"]
            values = tuple(obj["values"])
            frm = _pos_in(obj["from"])
            to = _pos_in(obj["to"])
            cap = -1 if obj.get("capture") is None else COLOURS.index(obj["capture"])
            piece2 = -1 if obj.get("piece2") is None else obj["piece2"]
            if not (isinstance(piece, int) and 0 <= piece < 4):
                raise ValueError
            if not all(isinstance(v, int) and 1 <= v <= 6 for v in values) or not values:
                raise ValueError
            if not (isinstance(piece2, int) and -1 <= piece2 < 4):
                raise ValueError
        except (KeyError, TypeError, ValueError, AttributeError):
            raise InvalidMoveError(f"not a German Pachisi step: {obj!r}") from None
        if obj.get("full", False) is not False:
            # Saved by an older gamekit, where a step could choose the whole double.  PG-14a: the
            # kind of a double's play follows from where it ends, so no step chooses it.
            raise InvalidMoveError(
                "a German Pachisi step has no 'full' choice: whether a double re-throws follows from where "
                "the play ends (PG-14, PG-14a)"
            )
        return Step(colour, piece, tuple(sorted(values, reverse=True)), frm, to, cap, piece2)

    def state_from_json(self, obj: Mapping[str, Any]) -> "GermanState":
        """Load a position (see the module docstring); a half-played roll must be one play can reach.

        Raises:
            InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule).
        """
        self.check_header(obj)
        keys = {
            "game",
            "options",
            "ruleset",
            "to_move",
            "pieces",
            "throw",
            "values",
            "double_rule",
            "mover",
            "moved",
            "entered",
            "forfeited",
            "nothing_in_play_at_throw",
            "missed_entries",
        }
        for k in sorted(keys - set(obj)):
            raise InvalidPositionError(f"key {k!r} is missing")
        for k in sorted(set(obj) - keys):
            raise InvalidPositionError(f"key {k!r} is not a German Pachisi position key")
        if obj["ruleset"] != "german":
            raise InvalidPositionError(f"key 'ruleset' is {obj['ruleset']!r}, not 'german'")
        cols = self.colours
        to_move = colour_from_json(obj["to_move"], cols, "to_move")
        pieces = pieces_from_json(obj["pieces"], cols, GOAL)
        _check_occupancy(pieces, cols)
        misses = obj["missed_entries"]
        if isinstance(misses, bool) or not isinstance(misses, int) or not 0 <= misses <= 2:
            raise InvalidPositionError("key 'missed_entries' must be an int 0..2 (PG-19)")
        for k in ("forfeited", "nothing_in_play_at_throw"):
            if not isinstance(obj[k], bool):
                raise InvalidPositionError(f"key {k!r} must be true or false")
        dr = obj["double_rule"]
        if dr not in DOUBLE_RULES:
            raise InvalidPositionError(f"key 'double_rule' must be one of {', '.join(DOUBLE_RULES)}")
        moved, entered = _index_list(obj["moved"], "moved"), _index_list(obj["entered"], "entered")
        if set(moved) & set(entered):
            raise InvalidPositionError("keys 'moved' and 'entered' share a piece")
        throw = obj["throw"]
        base = GermanState(self, pieces, to_move, None, (), NORMAL, -1, (), (), False, False, misses)
        if base.is_terminal():
            if throw is not None:
                raise InvalidPositionError("key 'throw' must be null: the game is over (PG-25)")
        if throw is None:
            if (
                obj["values"] != []
                or dr != NORMAL
                or obj["mover"] is not None
                or moved
                or entered
                or obj["forfeited"]
                or obj["nothing_in_play_at_throw"]
            ):
                raise InvalidPositionError(
                    "key 'throw' is null (a throw is due), so 'values', 'moved', 'entered' must be empty, "
                    "'mover' null, 'double_rule' 'normal' and the flags false"
                )
            if not base.is_terminal() and self.individual and _finished(pieces[to_move]):
                raise InvalidPositionError("key 'to_move' names a colour that is home (PG-25)")
            if base.is_terminal():
                if misses:
                    raise InvalidPositionError("key 'missed_entries' must be 0: the game is over (PG-19, PG-25)")
            elif misses:
                m = to_move
                if not self.individual and _finished(pieces[to_move]):
                    m = partner(to_move)  # PG-4: the next throw moves the partner's pieces
                _check_missed_entries(
                    pieces, to_move, m, misses, not _OFF_PATH.issuperset(pieces[m]), YARD in pieces[m]
                )
            return base
        if (
            not isinstance(throw, list)
            or len(throw) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in throw)
            or not 1 <= throw[1] <= throw[0] <= 6
        ):
            raise InvalidPositionError(
                f"key 'throw' must be null or [high, low] with 6 >= high >= low >= 1, not {throw!r}"
            )
        throw = (throw[0], throw[1])
        mover = colour_from_json(obj["mover"], cols, "mover")
        if mover != to_move and not (not self.individual and mover == partner(to_move) and _finished(pieces[to_move])):
            raise InvalidPositionError("key 'mover' must be 'to_move', or its partner once 'to_move' is home (PG-4)")
        vals = obj["values"]
        if not isinstance(vals, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
            raise InvalidPositionError("key 'values' must be a list of ints")
        values = tuple(sorted(vals, reverse=True))
        double = throw[0] == throw[1]
        if dr != NORMAL and not double:
            raise InvalidPositionError(f"key 'double_rule' is {dr!r}, which does not fit the throw and the roll")
        allowed = list(throw_values(throw))
        if dr == RESTRICTED:
            allowed = allowed[:2]
        for v in values:
            if v not in allowed:
                raise InvalidPositionError(f"key 'values': {list(values)} is not part of the throw {list(throw)}")
            allowed.remove(v)
        mine = pieces[mover]
        for i in moved:
            if mine[i] < 0:
                raise InvalidPositionError(f"key 'moved': piece {i} is off the board")
        for i in entered:
            if mine[i] < 0:
                raise InvalidPositionError(f"key 'entered': piece {i} is off the board")
        st = GermanState(
            self,
            pieces,
            to_move,
            throw,
            values,
            dr,
            mover,
            moved,
            entered,
            obj["forfeited"],
            obj["nothing_in_play_at_throw"],
            misses,
        )
        if st.is_terminal():
            raise InvalidPositionError("key 'throw' must be null: the game is over (PG-25)")
        if misses:
            _check_missed_entries(
                pieces, to_move, mover, misses, not st.nothing_in_play_at_throw, YARD in mine or dr != NORMAL
            )
        if not moved and not entered:
            # Nothing of this roll has been played, so the position at the throw is this one: the
            # throw then fixes everything else exactly (PG-4, PG-13, PG-14, PG-14a, PG-18, PG-19).
            # Rebuild the state the throw gives and compare.
            return _check_fresh_roll(base, st)
        _check_half_roll(self, st)
        if not st.legal_moves():
            raise InvalidPositionError(
                "keys 'values'/'throw': nothing more of this roll can be played, so the roll would be over"
            )
        return st


def _check_missed_entries(pieces, to_move: int, mover: int, misses: int, in_play: bool, yard: bool) -> None:
    """PG-19, PG-19a: what a ``missed_entries`` counter above 0 allows.

    The counter grows only on a throw while nothing of the mover was in play (PG-19); an
    unrestricted double (PG-13, PG-14's ``normal`` or ``full``, or a ``restricted`` one whose play
    brought the last never-entered piece in, PG-14a) re-rolls and leaves it as it was (PG-19a),
    even after it brought pieces into play.  Such a double leaves no never-entered piece
    (``normal``: there was none; otherwise every one entered), so pieces in play together
    with a never-entered piece are impossible -- unless the throwing colour came home during that
    double and now throws for its partner (PG-4).  ``in_play`` / ``yard``: the mover had a piece
    on the path / a never-entered piece when the dice were (or are to be) thrown.
    """
    if in_play and yard and mover == to_move:
        raise InvalidPositionError(
            f"key 'missed_entries' is {misses}, but {COLOURS[mover]} has a piece in play and one that never "
            f"entered: the PG-19 counter grows only on throws while nothing is in play, and only an "
            f"unrestricted double keeps it (PG-19, PG-19a, PG-14)"
        )


def _check_fresh_roll(base: "GermanState", st: "GermanState") -> "GermanState":
    """``st`` is a position just after a throw (no step played yet): it must be exactly what the
    throw gives from the same pieces (``base``, the chance node); returns that state."""
    ref = base._throw(st.throw, None)
    throw = "-".join(map(str, st.throw))
    name = COLOURS[st.mover]
    if ref.throw is None:
        raise InvalidPositionError(
            f"keys 'values'/'throw': nothing of the throw {throw} can be played here, so the roll would be over "
            f"(PG-11, PG-12)"
        )
    if st.forfeited:
        raise InvalidPositionError(
            "key 'forfeited' is true, but nothing has been moved or entered in this roll; a value is forfeited "
            "only by a step that moves a lower one first, or when the roll ends (PG-11, PG-11a)"
        )
    if st.mover != ref.mover:
        raise InvalidPositionError(f"key 'mover' must be {COLOURS[ref.mover]!r} for this throw (PG-4)")
    if st.nothing_in_play_at_throw != ref.nothing_in_play_at_throw:
        has = "has nothing" if ref.nothing_in_play_at_throw else "has pieces"
        raise InvalidPositionError(
            f"key 'nothing_in_play_at_throw' is {str(st.nothing_in_play_at_throw).lower()}, but nothing has been "
            f"moved in this roll and {name} {has} on the path (0..70) (PG-18, PG-19)"
        )
    if st.double_rule != ref.double_rule:
        raise InvalidPositionError(
            f"key 'double_rule' is {st.double_rule!r}, but the throw {throw} gives {ref.double_rule!r} here: "
            f"a double is restricted only while a piece of the colour has never entered, and the whole double "
            f"is played when it brings the last one in (PG-13, PG-14, PG-14a)"
        )
    if st.values != ref.values:
        raise InvalidPositionError(
            f"key 'values' is {list(st.values)}, but nothing has been moved, entered or forfeited in this roll, "
            f"so the throw {throw} leaves {list(ref.values)} to play (PG-10, PG-13, PG-14)"
        )
    if st._key() != ref._key():  # every stored key was compared above; kept as a guard
        raise InvalidPositionError(
            "keys 'values'/'double_rule'/'mover': the position does not match the throw (PG-13, PG-14)"
        )
    return ref


def _check_half_roll(game: "GermanPachisi", st: "GermanState") -> None:
    """``st`` is a position within a roll after at least one step.  The position at the throw is
    not stored (moved pieces may have come from anywhere, a captured piece from any field), so
    check what must hold for every position reached by play:

    * PG-16, PG-17, PG-18: an entered piece is on its start field (path 0), or on path 6 after the
      6+5 entry while nothing was in play; each needs a five of the throw (or, with
      ``enter_on_sum_five``, the pair 4-1 / 3-2).
    * PG-10, PG-10a: every moved or entered piece used at least one value of the throw (the 6+5
      entry two); a moved piece is at least the smallest spent value beyond the start field.
    * PG-11, PG-11a: a value is forfeited only by a step (at least one value more is spent); each
      step's largest value is at least every value still to play, so without a forfeit at least
      one spent value per step is no smaller than the largest value left.
    * PG-14: ``normal`` for a double only with no never-entered piece; ``restricted`` / ``full``
      only if one had never entered at the throw; ``full`` only for 5-5 or 2-2.
    * PG-18, PG-19: ``nothing_in_play_at_throw`` is exact: a moved piece was in play, and so is
      any piece not moved or entered that is on the path now.
    """
    throw, values, dr, mover = st.throw, st.values, st.double_rule, st.mover
    mine = st.pieces[mover]
    moved, entered = st.moved, st.entered
    name = COLOURS[mover]
    double = throw[0] == throw[1]
    given = list(throw_values(throw))
    if dr == RESTRICTED:
        given = given[:2]
    spent = given  # the values used or forfeited so far (values left is a sub-multiset, checked)
    for v in values:
        spent.remove(v)
    at6 = 0
    for i in entered:
        p = mine[i]
        if p == 6 and throw == (6, 5) and st.nothing_in_play_at_throw:
            at6 += 1
        elif p != 0:
            raise InvalidPositionError(
                f"key 'entered': {name} piece {i} is on path {p}, but a piece entered in this roll stands on its start "
                f"field (path 0) and moves no further (PG-16, PG-17), or on path 6 after the 6+5 entry while "
                f"nothing was in play (PG-18)"
            )
    sum5 = 1 if game.sum_five and throw in ((4, 1), (3, 2)) else 0
    if len(entered) > spent.count(5) + sum5:
        raise InvalidPositionError(
            f"key 'entered': {len(entered)} piece(s) entered, but the values spent ({sorted(spent, reverse=True)}) "
            f"hold only {spent.count(5)} five(s); each piece enters with a five of its own (PG-16)"
        )
    need = len(moved) + len(entered) + at6 + (1 if st.forfeited else 0)
    if len(spent) < need:
        what = "used by the pieces moved and entered" + (" and forfeited" if st.forfeited else "")
        raise InvalidPositionError(
            f"key 'values': {list(values)} left of the throw {list(throw)} leaves too few values {what} "
            f"(every piece moved uses at least one value, PG-10, PG-10a; a forfeit gives up at least one, PG-11a)"
        )
    low = min(spent)
    for i in moved:
        if mine[i] < low:
            raise InvalidPositionError(
                f"key 'moved': {name} piece {i} is on path {mine[i]}, which no move of this roll ends on "
                f"(it moved at least {low} from the path, PG-10)"
            )
    if values:
        steps = 1 if st.forfeited else len(entered) + ((len(moved) + 1) // 2 if double else len(moved))
        if sum(1 for v in spent if v >= values[0]) < steps:
            raise InvalidPositionError(
                f"key 'values': {values[0]} is still to play without a forfeit, but a step that moved only "
                f"lower values would have forfeited it; the higher value is moved first (PG-11, PG-11a)"
            )
    if double:
        if dr == NORMAL and YARD in mine:
            raise InvalidPositionError(
                f"key 'double_rule' is 'normal', but {name} has a piece that never entered: the double then gives "
                f"only its two higher values (PG-14)"
            )
        if dr in (RESTRICTED, FULL) and YARD not in mine and not entered:
            raise InvalidPositionError(
                f"key 'double_rule' is {dr!r}, but every {name} piece had been in play when the dice were thrown; "
                f"PG-14 restricts a double only while a piece has never entered"
            )
        if dr == FULL and throw not in ((5, 5), (2, 2)):
            raise InvalidPositionError(
                f"key 'double_rule' is 'full', but the double {throw[0]}-{throw[1]} has no five to bring the last "
                f"waiting piece in (PG-14, PG-16)"
            )
    rest_in_play = any(0 <= mine[i] < GOAL for i in range(PIECES) if i not in moved and i not in entered)
    if st.nothing_in_play_at_throw and (moved or rest_in_play):
        raise InvalidPositionError(
            f"key 'nothing_in_play_at_throw' is true, but {name} had a piece on the path (0..70) when the dice "
            f"were thrown (PG-18, PG-19)"
        )
    if not st.nothing_in_play_at_throw and not moved and not rest_in_play:
        raise InvalidPositionError(
            f"key 'nothing_in_play_at_throw' is false, but {name} had no piece on the path (0..70) when the dice "
            f"were thrown: only pieces entered in this roll are in play (PG-18, PG-19)"
        )


def _pos_in(v: Any) -> int:
    if v == "yard":
        return YARD
    if v == "returned":
        return RETURNED
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= GOAL:
        raise ValueError(v)
    return v


def _index_list(v: Any, key: str) -> tuple[int, ...]:
    if (
        not isinstance(v, list)
        or not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 4 for i in v)
        or len(set(v)) != len(v)
    ):
        raise InvalidPositionError(f"key {key!r} must be a list of distinct piece indices 0..3")
    return tuple(sorted(v))


_ALL_HOME = (GOAL,) * PIECES
_OFF_PATH = frozenset((YARD, RETURNED, GOAL))
"""A colour whose pieces are all at these spots has nothing in play (PG-18, PG-19)."""


def _finished(ps: tuple[int, ...]) -> bool:
    """All of a colour's pieces are in the goal (PG-4, PG-25); ``()`` (a colour not in play) is not."""
    return ps == _ALL_HOME


def _check_occupancy(pieces, cols) -> None:
    """PG-20, PG-22, PG-22a: one colour per field, at most two pieces per field (the goal holds any number)."""
    seen: dict[int, tuple[int, int]] = {}
    for c in cols:
        for p in pieces[c]:
            if 0 <= p < GOAL:
                f = FIELD[c][p]
                col, n = seen.get(f, (c, 0))
                if col != c:
                    raise InvalidPositionError(
                        f"key 'pieces': {COLOURS[col]} and {COLOURS[c]} share field {f} (PG-20: one colour per field)"
                    )
                if n == 2:
                    raise InvalidPositionError(
                        f"key 'pieces.{COLOURS[c]}': three pieces on field {f} (PG-22: at most two per field)"
                    )
                seen[f] = (c, n + 1)


# ------------------------------------------------------------------ moves


def _where(colour: int, pos: int) -> str:
    if pos == YARD:
        return "the yard"
    if pos == RETURNED:
        return "beside the yard"
    if pos == GOAL:
        return "the goal"
    if pos > HOME_ENTRY:
        return f"home field {pos - HOME_ENTRY}"
    return f"field {FIELD[colour][pos]}"


@dataclass(frozen=True)
class Step:
    """One step of a roll (a legal move of German Pachisi).

    ``colour`` is the colour of the moved piece(s) (a partner's for a finished colour, PG-4),
    ``piece`` its index 0..3 (named 1..4 in words), ``values`` the values it uses (one, or
    several combined: PG-10, PG-10a), ``frm`` / ``to`` path positions (``YARD`` / ``RETURNED``
    for a piece that enters), ``capture`` the captured colour (or -1), ``piece2`` the other
    piece of a gate moved together with a double by the same ``values`` (PG-15; -1 if none).
    No step chooses between the restricted and the full double: PG-14a makes that follow from
    where the roll's play ends.
    """

    colour: int
    piece: int
    values: tuple[int, ...]
    frm: int
    to: int
    capture: int = -1
    piece2: int = -1

    @property
    def enters(self) -> bool:
        return self.frm < 0

    @property
    def distance(self) -> int:
        return sum(self.values)

    def __str__(self) -> str:
        name = COLOURS[self.colour]
        vals = "+".join(map(str, self.values))
        if self.piece2 >= 0:
            s = (
                f"{name} gate (pieces {self.piece + 1} and {self.piece2 + 1}) moves {vals} each "
                f"from {_where(self.colour, self.frm)} to {_where(self.colour, self.to)}"
            )
        elif self.enters and self.to == 0:
            how = "a five" if self.values == (5,) else f"{vals}, a sum of five (enter_on_sum_five)"
            s = f"{name} piece {self.piece + 1} enters on its start {_where(self.colour, 0)} with {how}"
        elif self.enters:
            s = f"{name} piece {self.piece + 1} enters with the 5 and moves the 6 on to {_where(self.colour, self.to)} (PG-18)"
        else:
            total = sum(self.values)
            how = f"{total}" if len(self.values) == 1 else f"{total} ({vals})"
            s = f"{name} piece {self.piece + 1} moves {how} from {_where(self.colour, self.frm)} to {_where(self.colour, self.to)}"
        if self.capture >= 0:
            s += f", capturing {COLOURS[self.capture]}"
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "colour": COLOURS[self.colour],
            "piece": self.piece,
            "values": list(self.values),
            "from": pos_to_json(self.frm),
            "to": self.to,
            "capture": COLOURS[self.capture] if self.capture >= 0 else None,
            "piece2": self.piece2 if self.piece2 >= 0 else None,
        }

    def click_token(self) -> str:
        v = "+".join(map(str, self.values))
        g = f"&{self.piece2}" if self.piece2 >= 0 else ""
        return f"step:{self.colour}:{self.piece}{g}:{v}"


# ------------------------------------------------------------------ the search over whole plays


class _Roll:
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

    def __init__(self, game: GermanPachisi, pieces, mover: int, must_enter: bool):
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
                    elif u == (6, 5) and len(values) == 2 and _OFF_PATH.issuperset(mv):
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
        entering counts as its five), or _NEG if every rest breaks PG-14's exception.  Memoised."""
        ok_end = not (self.must_enter and YARD in mv)
        if not values:
            return 0 if ok_end else _NEG
        key = (mv, done, values, caps)
        b = self.best_memo.get(key)
        if b is None:
            b = 0 if ok_end else _NEG
            for i, u, q, cap, kept, dropped, score in self.kids(mv, done, values, caps):
                if cap < 0:  # PG-21a: no capture in a play that leaves values unplayed
                    b2 = self.best(_after(mv, i, q), done | (1 << i), kept, caps)
                    if b2 > _NEG and score + b2 > b:
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


def _score(roll: _Roll, mv, values) -> int:
    """PG-14a: the PG-12a score of the best play of ``values`` from the throw."""
    if roll.finishes(mv, 0, values, ()):
        return len(values) * 100 + sum(values)
    return roll.best(mv, 0, values, ())


# ------------------------------------------------------------------ the state


@dataclass(frozen=True, eq=False)
class GermanState(State):
    """A position of German Pachisi (immutable).  See the module docstring for the fields' JSON."""

    game: GermanPachisi
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

    def _key(self):
        return (
            self.pieces,
            self.colour,
            self.throw,
            self.values,
            self.double_rule,
            self.mover,
            self.moved,
            self.entered,
            self.forfeited,
            self.nothing_in_play_at_throw,
            self.missed_entries,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GermanState) and other.game == self.game and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # ---------------------------------------------------------------- basic API
    @property
    def current_player(self) -> int:
        return self.game.seat_of[self.colour]

    @property
    def to_move(self) -> int:
        """The colour to throw or move (an int 0..3; ``current_player`` is the seat)."""
        return self.colour

    @cached_property
    def _winners(self):
        g = self.game
        done = [c for c in g.colours if self.pieces[c] == _ALL_HOME]
        return winners(done, g.colours, g.individual) if done else None

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
        return list(_OUTCOMES) if self.throw is None and self._winners is None else []  # is_chance(), inlined

    def returns(self):
        w = self._winners
        if w is None:
            return tuple(0.0 for _ in self.game.colours)
        return tuple(1.0 if c in w else -1.0 for c in self.game.colours)

    def to_json(self) -> dict[str, Any]:
        g = self.game
        return {
            "game": g.name,
            "options": g.options_json(),
            "ruleset": "german",
            "to_move": COLOURS[self.colour],
            "pieces": pieces_to_json(g.colours, self.pieces),
            "throw": list(self.throw) if self.throw else None,
            "values": list(self.values),
            "double_rule": self.double_rule,
            "mover": COLOURS[self.mover] if self.mover >= 0 else None,
            "moved": list(self.moved),
            "entered": list(self.entered),
            "forfeited": self.forfeited,
            "nothing_in_play_at_throw": self.nothing_in_play_at_throw,
            "missed_entries": self.missed_entries,
        }

    # ---------------------------------------------------------------- the roll's search
    def _roll_ctx(self, must_enter: bool) -> _Roll:
        rolls = self._rolls
        if rolls is None:
            rolls = {}
            object.__setattr__(self, "_rolls", rolls)
        r = rolls.get(must_enter)
        if r is None:
            # context built from the pieces before this roll's captures: undo them for occ
            r = rolls[must_enter] = _Roll(self.game, self._pieces_at_throw(), self.mover, must_enter)
        return r

    def _pieces_at_throw(self):
        if not self._caps:
            return self.pieces
        # captured fields this roll: put a piece back on each so occupancy matches the context key
        ps = [list(t) for t in self.pieces]
        for f, col, idx, pos in self._caps_detail:
            ps[col][idx] = pos
        return tuple(tuple(t) for t in ps)

    @property
    def _done(self) -> int:
        """The bitmask of the mover's pieces already moved or entered in this roll (PG-10a, PG-17)."""
        if not self.moved and not self.entered:
            return 0
        m = 0
        for i in self.moved:
            m |= 1 << i
        for i in self.entered:
            m |= 1 << i
        return m

    def _ctx(self) -> _Roll:
        """The search context of the current roll: with the full double every waiting piece must
        enter (PG-14 exception, PG-14a)."""
        return self._roll_ctx(self.double_rule == FULL)

    @cached_property
    def _single_steps(self) -> tuple[Step, ...]:
        if not self.values or self._winners is not None:
            return ()  # a chance node, the roll used up, or the game over
        mover = self.mover
        mv = self.pieces[mover]
        caps = tuple(f for f, *_ in self._caps_detail) if self._caps else ()
        done = self._done
        ctx = self._ctx()
        occ = ctx.occ
        out = []
        for i, u, q, cap, _kept, _dropped, _score in ctx.legal(mv, done, self.values, not self.forfeited, caps):
            out.append(_make_step(mover, i, u, mv[i], q, occ[cap][0] if cap >= 0 else -1))
        return tuple(out)

    @property
    def _caps_detail(self):
        return self._caps

    @cached_property
    def _legal(self) -> tuple[Step, ...]:
        singles = self._single_steps
        if not singles or self.throw[0] != self.throw[1]:
            return singles
        # PG-15: with a double, both pieces of a gate may move together by the same values
        out = list(singles)
        mv = self.pieces[self.mover]
        done = self._done
        for s in singles:
            if s.frm < 0 or mv.count(s.frm) < 2:
                continue
            others = [j for j in range(4) if j != s.piece and mv[j] == s.frm and not done >> j & 1]
            if not others:
                continue
            mid = self._play(s)
            j = others[0]
            for t in mid._single_steps:
                if t.values == s.values and mv[t.piece] == s.frm and t.piece == j:
                    out.append(Step(s.colour, s.piece, s.values, s.frm, s.to, s.capture, j))
                    break
        return tuple(out)

    def legal_moves(self) -> list[Step]:
        return list(self._legal)

    # ---------------------------------------------------------------- applying
    def coerce_move(self, x: Any) -> Any:
        if isinstance(x, Step):
            return x
        if isinstance(x, Mapping):
            return self.game.move_from_json(x)
        if isinstance(x, str):
            for m in self._legal:
                if m.click_token() == x:
                    return m
            raise IllegalMoveError(
                f"{x!r} is not a step here; legal_moves() lists the legal steps of this roll (PG-10, PG-12)"
            )
        if isinstance(x, tuple) and len(x) == 2:
            return self.step(x[0], x[1])
        raise InvalidMoveError(f"a German Pachisi move is a Step (or its JSON, or a click token), not {x!r}")

    def _canonical(self, m: Step) -> Step | None:
        """The legal step equal to ``m`` up to which of two interchangeable pieces moves, or None."""
        if m in self._legal:
            return m
        if self.throw is None or m.colour != self.mover or not 0 <= m.piece < 4:
            return None
        mv = self.pieces[self.mover]
        done = self._done
        for s in self._legal:
            if (s.values, s.frm, s.to, s.capture, s.piece2 >= 0) == (m.values, m.frm, m.to, m.capture, m.piece2 >= 0):
                if (
                    mv[m.piece] == s.frm
                    and not done >> m.piece & 1
                    and (m.piece2 < 0 or (m.piece2 != m.piece and mv[m.piece2] == s.frm and not done >> m.piece2 & 1))
                ):
                    return s
        return None

    def _why_not(self, move: Any) -> str | None:
        if not isinstance(move, Step):
            return f"{move!r} is not a German Pachisi step; a move is one Step of a roll (PG-10)"
        if self._canonical(move) is not None:
            return None
        if self.throw is None:
            return "a throw is due, not a move; the dice are thrown before any piece moves (PG-10)"
        if move.colour != self.mover:
            return f"this roll moves {COLOURS[self.mover]}'s pieces, not {COLOURS[move.colour]}'s (PG-1, PG-4)"
        reason = why_not_piece(self, move.piece, move.values)
        if reason:
            return reason
        return f"{move} is not a legal step here: it does not match the position of the piece or the values of the roll (PG-10)"

    def step(self, piece: int, values: Any) -> Step:
        """The legal step of the mover's ``piece`` (0..3) by ``values`` (an int 1..6, or a tuple
        or list of them combined, PG-10a).

        Raises:
            InvalidMoveError: ``values`` is not an int or a sequence of ints.
            IllegalMoveError: no legal step does that; the reason (``why_not_piece``) names the rule.
        """
        vals = _values_arg(values)
        if self.throw is not None:
            mv = self.pieces[self.mover]
            for s in self._legal:
                if s.piece2 < 0 and s.values == vals:
                    if s.piece == piece or (0 <= piece < 4 and mv[piece] == s.frm and not self._done >> piece & 1):
                        return s if s.piece == piece else Step(s.colour, piece, s.values, s.frm, s.to, s.capture, -1)
        raise IllegalMoveError(why_not_piece(self, piece, vals) or "no such step in this roll (PG-10, PG-12)")

    def _step(self, action, events: list[Event] | None) -> "GermanState":
        """The one step function (``core.State.apply`` checked ``action``): a throw at a chance
        node, else a step; the events are built only when ``events`` is a list (speed: ``apply``
        builds none, issue 6 §3)."""
        if self.throw is None:
            return self._throw(action, events)
        for s in self._legal:
            if s is action:  # taken from legal_moves() (speed: no comparison of fields)
                return self._move(s, events)
        s = self._canonical(action)
        if s.piece != action.piece or s.piece2 != action.piece2:  # an interchangeable piece (module docstring)
            s = Step(s.colour, action.piece, s.values, s.frm, s.to, s.capture, action.piece2 if s.piece2 >= 0 else -1)
        return self._move(s, events)

    def _over_reason(self) -> str:
        return "the game is over: a team (or, in individual play, a colour) has every piece in the goal (PG-25)"

    def _throw(self, outcome, ev: list[Event] | None) -> "GermanState":
        """The state after the throw ``outcome``; appends the events to ``ev`` unless it is None."""
        st = self._rolled(outcome, ev)
        if not st._legal:
            return st._end_roll(ev)
        return st

    def _rolled(self, outcome, ev: list[Event] | None = None) -> "GermanState":
        """The position within the roll right after the throw ``outcome`` (before the dice pass
        on, even if nothing can be played); appends the throw's events to ``ev`` unless it is None."""
        h, l = outcome
        g = self.game
        c = self.colour
        mover = c
        if not g.individual and _finished(self.pieces[c]):
            mover = partner(c)  # PG-4, PG-4a
        mv = self.pieces[mover]
        nothing = _OFF_PATH.issuperset(mv)  # PG-19: nothing on the path (0..70)
        if ev is not None:
            ev.append(
                Event(
                    "throw",
                    f"{COLOURS[c]} throws {h}-{l}" + (f" (for {COLOURS[mover]}, PG-4)" if mover != c else ""),
                    {"colour": c, "throw": [h, l], "mover": mover},
                )
            )
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
            r_ctx = _Roll(g, self.pieces, mover, False)
            can_bring_all_in = mv.count(YARD) <= values.count(5)  # each needs a five of its own (PG-16)
            if can_bring_all_in:
                f_ctx = _Roll(g, self.pieces, mover, True)
                full = _score(f_ctx, mv, values) > _score(r_ctx, mv, restricted)
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
            nobody_won=True,
        )

    def _play(self, s: Step) -> "GermanState":
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
            nobody_won=s.to != GOAL,
        )  # PG-25 can change only when a piece reaches the goal

    def _move(self, s: Step, ev: list[Event] | None) -> "GermanState":
        """The state after the legal step ``s``; appends the events to ``ev`` unless it is None."""
        new = self._play(s)
        if ev is not None:
            ev.extend(self._step_events(s, new))
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
            return new._final()
        if not new._legal:
            return new._end_roll(ev)
        return new

    def _final(self) -> "GermanState":
        return GermanState(self.game, self.pieces, self.colour, None, (), NORMAL, -1, (), (), False, False, 0)

    def _step_events(self, s: Step, new: "GermanState") -> list[Event]:
        ev = []
        name = COLOURS[s.colour]
        data = {
            "colour": s.colour,
            "piece": s.piece,
            "piece2": s.piece2,
            "from": s.frm,
            "to": s.to,
            "values": list(s.values),
            "from_field": FIELD[s.colour][s.frm] if s.frm >= 0 else None,
            "to_field": FIELD[s.colour][s.to],
        }
        old = self.pieces[s.colour]
        if s.piece2 >= 0:
            ev.append(
                Event(
                    "gate",
                    f"{name}'s gate moves together (PG-15)",
                    {"colour": s.colour, "field": FIELD[s.colour][s.to]},
                )
            )
        elif s.frm >= 0 and old.count(s.frm) == 2:
            ev.append(
                Event(
                    "gate_opened",
                    f"{name}'s gate on {_where(s.colour, s.frm)} is opened (PG-23)",
                    {"colour": s.colour, "field": FIELD[s.colour][s.frm]},
                )
            )
        ev.insert(0, Event("enter" if s.enters else "move", str(s), data))
        if s.capture >= 0:
            ev.append(
                Event(
                    "capture",
                    f"{COLOURS[s.capture]}'s piece on field {FIELD[s.colour][s.to]} is captured and goes "
                    f"back beside its yard (PG-21, PG-5)",
                    {"colour": s.capture, "field": FIELD[s.colour][s.to]},
                )
            )
        mine = new.pieces[s.colour]
        if s.to == GOAL:
            ev.append(
                Event("home", f"{name} piece {s.piece + 1} reaches the goal", {"colour": s.colour, "piece": s.piece})
            )
        elif mine.count(s.to) == 2 and s.piece2 < 0:
            ev.append(
                Event(
                    "gate",
                    f"{name} forms a gate on {_where(s.colour, s.to)} (PG-22)",
                    {"colour": s.colour, "field": FIELD[s.colour][s.to]},
                )
            )
        dropped = len(self.values) - len(new.values) - len(s.values) * (2 if s.piece2 >= 0 else 1)
        if dropped > 0:
            ev.append(
                Event("forfeit", "the higher value(s) left can no longer be moved and are forfeited (PG-11a)", {})
            )
        return ev

    def _end_roll(self, ev: list[Event] | None) -> "GermanState":
        """PG-13, PG-14, PG-14a, PG-19, PG-24: who throws next once nothing more of this roll is played.

        A restricted double whose play brought the mover's last never-entered piece into play is
        the full play (PG-14a: the kind follows from where the play ends), so it throws again like
        any unrestricted double.  Appends the events to ``ev`` unless it is None.
        """
        g = self.game
        c = self.colour
        if self.values and ev is not None:
            ev.append(
                Event(
                    "forfeit",
                    f"{', '.join(map(str, self.values))} cannot be moved and "
                    f"{'is' if len(self.values) == 1 else 'are'} forfeited (PG-11, PG-12)",
                    {"values": list(self.values)},
                )
            )
        double = self.throw[0] == self.throw[1]
        misses = self.missed_entries
        last_in = self.double_rule == RESTRICTED and YARD not in self.pieces[self.mover]  # PG-14a
        if double and (self.double_rule in (NORMAL, FULL) or last_in):
            nxt = c  # PG-13 (and PG-19a: the counter stays)
            if ev is not None:
                if last_in:
                    text = (
                        f"the last never-entered {COLOURS[self.mover]} piece is in play, so this is the whole "
                        f"double: {COLOURS[c]} throws again (PG-14, PG-14a)"
                    )
                else:
                    text = f"a double: {COLOURS[c]} throws again (PG-13)"
                ev.append(Event("again", text, {"colour": c}))
        elif self.nothing_in_play_at_throw and not self.entered:
            misses += 1  # PG-19, PG-19a
            if misses < 3:
                nxt = c
                if ev is not None:
                    ev.append(
                        Event(
                            "again",
                            f"{COLOURS[c]} has nothing in play: throw {misses + 1} of 3 for a five (PG-19)",
                            {"colour": c},
                        )
                    )
            else:
                nxt, misses = self._next_colour(), 0
        else:
            nxt, misses = self._next_colour(), 0
        if nxt != c and ev is not None:
            ev.append(Event("pass_dice", f"the dice pass to {COLOURS[nxt]} (PG-24)", {"colour": nxt}))
        # the pieces are those of a non-final state: nobody has won (PG-25)
        return _make_state(g, self.pieces, nxt, None, (), NORMAL, -1, (), (), False, False, misses, nobody_won=True)

    def _next_colour(self) -> int:
        cols = self.game.colours
        return cols[(cols.index(self.colour) + 1) % len(cols)]


# ------------------------------------------------------------------ fast constructors (speed)

_new = object.__new__


def _make_step(colour, piece, values, frm, to, capture=-1, piece2=-1) -> Step:
    """``Step(...)`` without the frozen dataclass's per-field ``object.__setattr__`` (speed: a
    few steps are built per state).  The result is an ordinary ``Step``, equal to ``Step(...)``."""
    st = _new(Step)
    d = st.__dict__
    d["colour"] = colour
    d["piece"] = piece
    d["values"] = values
    d["frm"] = frm
    d["to"] = to
    d["capture"] = capture
    d["piece2"] = piece2
    return st


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
    if nobody_won:
        d["_winners"] = None
    return st


# ------------------------------------------------------------------ helpers


def whole_plays(state: GermanState, throw: tuple[int, int] | None = None) -> list[tuple[tuple[Step, ...], GermanState]]:
    """The legal whole-roll plays (PG-12): ``[(steps, position_after), ...]``.

    ``state`` is a decision state, or a chance node with ``throw`` given.  Positions are
    within the roll (before the dice pass on).  Gate steps (PG-15) are left out: they are
    the same as moving the two pieces one after the other.  A throw with nothing to play gives
    one empty play.

    Raises:
        GameError: ``state`` is not a German Pachisi state, or ``throw`` is given at a state that
            is not a chance node.
        IllegalMoveError: ``throw`` is not a throw of two dice ``(high, low)`` (PG-10).
    """
    if not isinstance(state, GermanState):
        raise GameError(f"whole_plays(state): state must be a German Pachisi state, not {state!r}")
    if throw is not None:
        if not state.is_chance():
            raise GameError("whole_plays(state, throw): a throw is given, so state must be a chance node (a throw due)")
        st = state._rolled(state._canonical_outcome(throw, state.chance_outcomes()))
    else:
        st = state
    out: list = []

    def rec(s: GermanState, steps):
        singles = s._single_steps
        if not singles:
            out.append((tuple(steps), s))
            return
        for m in singles:
            rec(s._play(m), steps + [m])

    rec(st, [])
    return out


def after_roll(state: GermanState) -> GermanState:
    """The state once a roll is over.

    ``state`` is a position within a roll from which nothing more may be played (e.g. a
    :func:`whole_plays` end position) or a chance node.  Returns the chance node that follows:
    the same colour again after a double (PG-13) or a missed entry (PG-19), otherwise the next
    colour (PG-24); or the final state if a team is home (PG-25).

    Raises:
        GameError: ``state`` is not a German Pachisi state, or a step is still legal in it.
    """
    if not isinstance(state, GermanState):
        raise GameError(f"after_roll(state): state must be a German Pachisi state, not {state!r}")
    if state.is_terminal():
        return state._final()
    if state.throw is None:
        return state
    if state._legal:
        raise GameError("after_roll(state): the roll is not over, steps are still legal (PG-12)")
    return state._end_roll(None)


def reachable_positions(state: GermanState, throw: tuple[int, int] | None = None) -> set:
    """The positions (pieces only, each colour's list sorted) reachable by the legal whole plays."""
    res = set()
    for _, s in whole_plays(state, throw):
        res.add(canonical_pieces(s))
    return res


def canonical_pieces(state: GermanState) -> tuple:
    """The pieces with each colour's positions sorted (pieces of a colour are interchangeable)."""
    return tuple(tuple(sorted(state.pieces[c])) for c in range(4))


_CODE_REASONS = {
    1: "it would go past the goal; the goal needs the exact count (PG-9)",
    2: "a gate is in the way; no piece may pass a gate (PG-22)",
    3: "it would land on a gate; no piece may land on a gate (PG-22)",
    4: "the field is occupied by a partner's piece (PG-20)",
    5: "an opponent stands there on a safe field and cannot be captured (PG-7, PG-21)",
    6: "an opponent stands there on a conditionally safe field of another colour and cannot be captured (PG-21, PG-21b)",
}


def _values_arg(values: Any) -> tuple[int, ...]:
    """``values`` of :meth:`GermanState.step` / :func:`why_not_piece` as a tuple high to low;
    raises :class:`InvalidMoveError` naming the argument."""
    if type(values) is int:
        return (values,)
    if isinstance(values, (tuple, list)) and values and all(type(v) is int for v in values):
        return tuple(sorted(values, reverse=True))
    raise InvalidMoveError(f"values must be a die value (an int) or a list of them combined (PG-10a), not {values!r}")


def why_not_piece(state: GermanState, piece: int, value: Any) -> str | None:
    """Why the mover's ``piece`` (0..3) cannot move by ``value`` (an int, or a tuple of values
    combined) now, as a sentence with the rule ID; None if some legal step does exactly that.
    Never raises: input of the wrong kind gets a sentence too."""
    if state.is_terminal():
        return "the game is over (PG-25)"
    if state.throw is None:
        return "a throw is due first; the dice are thrown before any piece moves (PG-10)"
    try:
        vals = _values_arg(value)
    except InvalidMoveError as exc:
        return str(exc)
    c = state.mover
    if not isinstance(piece, int) or not 0 <= piece < 4:
        return f"there is no piece {piece!r}; a colour has four pieces, 0..3 (PG-1)"
    name = f"{COLOURS[c]} piece {piece + 1}"
    for s in state._legal:
        if s.piece2 < 0 and s.values == vals and state.pieces[c][piece] == s.frm and not state._done >> piece & 1:
            return None
    p = state.pieces[c][piece]
    avail = list(state.values)
    for v in vals:
        if v not in avail:
            if state.double_rule == RESTRICTED and v in throw_values(state.throw):
                return (
                    f"before every {COLOURS[c]} piece has been in play, a double gives only its two "
                    f"higher values {state.values[0]} and {state.values[0]} (PG-14)"
                )
            if state.forfeited or v in throw_values(state.throw):
                return (
                    f"the value {v} is not left to play in this roll (PG-11a: values above a moved one are forfeited)"
                )
            return f"the value {v} is not part of this roll ({', '.join(map(str, state.values))}; PG-10, PG-13)"
        avail.remove(v)
    if p == GOAL:
        return f"{name} is already in the goal and moves no more; the goal needs the exact count (PG-9)"
    if piece in state.entered:
        return f"{name} entered in this roll and moves no further in it (PG-17)"
    if piece in state.moved:
        return f"{name} has already moved in this roll; a piece moves once per roll, all its values combined (PG-10a, PG-21)"
    mv = state.pieces[c]
    ctx = state._ctx()
    caps = tuple(f for f, *_ in state._caps)
    if p < 0:
        if vals == (6, 5):
            if any(0 <= x < GOAL for x in mv):
                return "a piece enters and moves 6 at once only when nothing is in play (PG-18)"
            code, cap = ctx.check(mv, p, 6, caps, passes_start=True)
        elif vals == (5,) or (state.game.sum_five and len(vals) == 2 and sum(vals) == 5):
            code, cap = ctx.check(mv, p, 0, caps)
        else:
            extra = " (a sum of five does not enter: option enter_on_sum_five)" if sum(vals) == 5 else ""
            return f"{name} is off the board and enters only with a five (PG-16){extra}"
        if code:
            return f"{name} cannot enter: " + _CODE_REASONS[code].replace(
                "it would land", "it would land on its start field"
            )
    else:
        code, cap = ctx.check(mv, p, p + sum(vals), caps)
        if code:
            return f"{name} cannot move {sum(vals)}: " + _CODE_REASONS[code]
    # the step itself is possible; the whole roll forbids it
    if vals[0] < state.values[0] and max(state.values) > vals[0]:
        return (
            f"the higher value {state.values[0]} must be moved first (PG-11, PG-11a); moving {name} "
            f"by {sum(vals)} now would forfeit it although it can be played"
        )
    if cap >= 0:
        return (
            f"{name} would capture, but then the rest of the roll could not be played; a capture is only "
            f"legal if no value is left unplayed (PG-21, PG-21a)"
        )
    if state.double_rule == FULL and YARD in mv:
        return "with this double every waiting piece must enter; this step does not allow that (PG-14, PG-14a)"
    return (
        f"moving {name} by {sum(vals)} would leave more of the roll unplayed than another play; "
        f"as much of the roll as possible must be used (PG-12, PG-12a)"
    )
