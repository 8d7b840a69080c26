"""German Pachisi: moves and positions from JSON (see :mod:`gamekit.pachisi.german` for the format)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...cross_board import (
    COLOURS,
)
from ...errors import InvalidMoveError, InvalidPositionError
from ..common import (
    PIECES,
    RETURNED,
    YARD,
    colour_from_json,
    partner,
    pieces_from_json,
)
from .tables import (
    DOUBLE_RULES,
    FIELD,
    FULL,
    GOAL,
    NORMAL,
    RESTRICTED,
    _OFF_PATH,
    _finished,
    throw_values,
)
from .moves import Step
from .state import GermanState

if TYPE_CHECKING:
    from .game import GermanPachisi


def step_from_json(obj: Any) -> Step:
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


def position_from_json(game: GermanPachisi, obj: Mapping[str, Any]) -> GermanState:
    """Load a position (see the module docstring); a half-played roll must be one play can reach.

    Raises:
        InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule).
    """
    game.check_header(obj)
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
    cols = game.colours
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
    base = GermanState(game, pieces, to_move, None, (), NORMAL, -1, (), (), False, False, misses)
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
        if not base.is_terminal() and game.individual and _finished(pieces[to_move]):
            raise InvalidPositionError("key 'to_move' names a colour that is home (PG-25)")
        if base.is_terminal():
            if misses:
                raise InvalidPositionError("key 'missed_entries' must be 0: the game is over (PG-19, PG-25)")
        elif misses:
            m = to_move
            if not game.individual and _finished(pieces[to_move]):
                m = partner(to_move)  # PG-4: the next throw moves the partner's pieces
            _check_missed_entries(pieces, to_move, m, misses, not _OFF_PATH.issuperset(pieces[m]), YARD in pieces[m])
        return base
    if (
        not isinstance(throw, list)
        or len(throw) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in throw)
        or not 1 <= throw[1] <= throw[0] <= 6
    ):
        raise InvalidPositionError(f"key 'throw' must be null or [high, low] with 6 >= high >= low >= 1, not {throw!r}")
    throw = (throw[0], throw[1])
    mover = colour_from_json(obj["mover"], cols, "mover")
    if mover != to_move and not (not game.individual and mover == partner(to_move) and _finished(pieces[to_move])):
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
        game,
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
    _check_half_roll(game, st)
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
