"""German Pachisi: moves and positions from JSON (see :mod:`gamekit.pachisi.german` for the format)."""

from __future__ import annotations

from ...core import Game, game_arg
from typing import Any, Mapping

from ...cross_board import (
    COLOURS,
)
from ...errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from ..common import (
    RETURNED,
    YARD,
    check_pieces_reachable,
    partner,
    pieces_from_json,
)
from .tables import (
    FIELD,
    GOAL,
    NORMAL,
    OFF_PATH,
    finished,
)
from .moves import Step
from .state import GermanState


# The keys of a step's JSON (Step.to_json; "full" only to refuse an older gamekit's saved steps).
_STEP_KEYS = {"type", "colour", "piece", "values", "from", "to", "capture", "piece2", "full"}


def step_from_json(obj: Any) -> Step:
    """The :class:`Step` of ``step.to_json()``.

    Raises:
        InvalidMoveError: ``obj`` is not a step's JSON (naming it).
    """
    if not isinstance(obj, Mapping) or "type" not in obj:
        raise InvalidMoveError(
            f'key \'type\' is missing: a German Pachisi move is {{"type": "step", ...}}, not {obj!r}'
        )
    if obj["type"] != "step":
        raise InvalidMoveError(f"key 'type' is {obj['type']!r}; a German Pachisi move has the type 'step'")
    extra = set(obj) - _STEP_KEYS
    if extra:
        raise InvalidMoveError(
            f"unknown key(s) {', '.join(map(repr, sorted(extra)))} in a German Pachisi step: {obj!r}"
        )
    try:
        colour = COLOURS.index(obj["colour"])
        piece = obj["piece"]
        values = tuple(obj["values"])
        frm = _pos_in(obj["from"])
        to = _pos_in(obj["to"])
        cap = -1 if obj.get("capture") is None else COLOURS.index(obj["capture"])
        piece2 = -1 if obj.get("piece2") is None else obj["piece2"]
        if not (type(piece) is int and 0 <= piece < 4):  # True is no piece
            raise ValueError
        if not all(type(v) is int and 1 <= v <= 6 for v in values) or not values:
            raise ValueError
        if not (type(piece2) is int and -1 <= piece2 < 4):
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


def with_pieces(game: Game, pieces: Mapping[str, list], colour: str = "red") -> GermanState:
    """A validated position at the throw from ``{colour: [4 pieces]}`` (a short-cut for notebooks
    and tests; the Czech rules have the same :func:`gamekit.pachisi.czech.with_pieces`).

    ``pieces``: for every colour of ``game`` its four pieces, each a path position 0..71 (0 the
    colour's start field, PG-6; 64..70 its home column, 71 the goal, PG-8) or ``"yard"`` /
    ``"returned"`` (PG-5); ``colour``: the colour to throw (its seat is
    ``game.player_names.index(colour)``); the rest is as at the start (no missed entries, PG-19).

    Raises:
        GameError: ``game`` is no game.
        InvalidPositionError: ``game`` is no German Pachisi game, ``colour`` is none of its
            colours, or the pieces make no valid position (naming the key and the rule).
    """
    game = game_arg(game, "with_pieces")
    if game.key != "pachisi/german":
        raise InvalidPositionError(f"with_pieces(game): game must be a German Pachisi game, not {game.key!r}")
    if not isinstance(colour, str) or colour not in game.player_names:
        raise InvalidPositionError(f"with_pieces(colour): {colour!r} is not one of {', '.join(game.player_names)}")
    if not isinstance(pieces, Mapping) or not all(isinstance(v, (list, tuple)) for v in pieces.values()):
        raise InvalidPositionError(
            f"with_pieces(pieces): pieces must be an object {{colour: [4 pieces]}}, not {pieces!r}"
        )
    obj = game.initial_state().to_json()
    obj.update(pieces={k: list(v) for k, v in pieces.items()}, to_move=game.player_names.index(colour))
    return game.state_from_json(obj)


def position_from_json(game: Game, obj: Mapping[str, Any]) -> GermanState:
    """Load a position (the format: :mod:`gamekit.pachisi.german`).

    A chance node (``"throw": null``) is read key by key.  A position within a roll is the
    position at the throw (``"pieces"``, ``"to_move"``, ``"missed_entries"``: a chance node,
    checked as such), the throw, and the steps played since: loading applies the throw and then
    each step with :meth:`~gamekit.core.State.apply`, so a half-played roll that play cannot reach
    cannot be loaded -- the replay is the check (PG-4, PG-10..PG-22).  The last step must leave
    the roll unfinished: a roll that is over (the dice passed on, or the game won, PG-24, PG-25)
    is saved as the position that follows it.

    Raises:
        InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule); a step
            that is not legal names ``'steps'``, its index and the reason (``why_not``).
    """
    game.check_header(obj)
    for k in POSITION_KEYS:
        if k not in obj:
            raise InvalidPositionError(f"key {k!r} is missing")
    for k in obj:
        if k not in POSITION_KEYS:
            raise InvalidPositionError(f"key {k!r} is not a German Pachisi position key")
    cols = game.colours
    seat = obj["to_move"]
    if type(seat) is not int or not 0 <= seat < game.num_players:
        raise InvalidPositionError(f"key 'to_move' must be a seat 0..{game.num_players - 1} (an int), not {seat!r}")
    colour = cols[seat]
    pieces = pieces_from_json(obj["pieces"], cols, GOAL)
    check_occupancy(pieces, cols)
    misses = obj["missed_entries"]
    if isinstance(misses, bool) or not isinstance(misses, int) or not 0 <= misses <= 2:
        raise InvalidPositionError("key 'missed_entries' must be an int 0..2 (PG-19)")
    steps = obj["steps"]
    if not isinstance(steps, list):
        raise InvalidPositionError("key 'steps' must be a list of the steps played since the throw")
    base = GermanState(game, pieces, colour, None, (), NORMAL, -1, (), (), False, False, misses)
    _check_chance_node(game, base)
    throw = obj["throw"]
    if throw is None:
        if steps:
            raise InvalidPositionError("key 'steps' must be empty: 'throw' is null, so no step of a roll is played")
        game.check_header(obj, base)
        return base
    if base.is_terminal():
        raise InvalidPositionError("key 'throw' must be null: the game is over (PG-25)")
    if (
        not isinstance(throw, list)
        or len(throw) != 2
        or not all(type(v) is int for v in throw)
        or not 1 <= throw[1] <= throw[0] <= 6
    ):
        raise InvalidPositionError(f"key 'throw' must be null or [high, low] with 6 >= high >= low >= 1, not {throw!r}")
    st = base.apply((throw[0], throw[1]))
    if st.throw is None:
        raise InvalidPositionError(
            f"key 'throw': nothing of the throw {throw[0]}-{throw[1]} can be played here, so the roll is over at "
            f"once; the position is the one after it (PG-11, PG-12, PG-24)"
        )
    for i, sj in enumerate(steps):
        if st.throw is None:
            raise InvalidPositionError(
                f"key 'steps': the roll is over after step {i - 1}, so step {i} cannot be played (PG-12, PG-24, PG-25)"
            )
        try:
            move = step_from_json(sj)
            st = st.apply(move)
        except IllegalMoveError as exc:  # InvalidMoveError too
            raise InvalidPositionError(f"key 'steps': step {i} ({sj!r}) is not legal here: {exc}") from None
    if st.throw is None:
        raise InvalidPositionError(
            "key 'steps': after these steps the roll is over (the dice pass on, or the game is won); "
            "save the position that follows instead (PG-12, PG-24, PG-25)"
        )
    game.check_header(obj, st)
    return st


POSITION_KEYS = ("game", "options", "to_move", "winner", "pieces", "missed_entries", "throw", "steps")
"""The keys of a German Pachisi position's JSON, in the order ``to_json()`` writes them."""


def _check_chance_node(game: Game, base: GermanState) -> None:
    """PG-19, PG-25: what a chance node (or the final position) read from JSON must satisfy."""
    pieces, colour, misses = base.pieces, base.colour, base.missed_entries
    check_pieces_reachable(pieces, game.colours, game.individual, colour, GOAL, "PG-2, PG-4, PG-25")
    if base.is_terminal():
        if misses:
            raise InvalidPositionError("key 'missed_entries' must be 0: the game is over (PG-19, PG-25)")
        return
    if game.individual and finished(pieces[colour]):
        raise InvalidPositionError("key 'to_move' names the seat of a colour that is home (PG-25)")
    if misses:
        m = colour
        if not game.individual and finished(pieces[colour]):
            m = partner(colour)  # PG-4: the next throw moves the partner's pieces
        _check_missed_entries(pieces, colour, m, misses, not OFF_PATH.issuperset(pieces[m]), YARD in pieces[m])


def _check_missed_entries(pieces, to_move: int, mover: int, misses: int, in_play: bool, yard: bool) -> None:
    """PG-19, PG-19a: what a ``missed_entries`` counter above 0 allows at a chance node.

    The counter grows only on a throw while nothing of the mover was in play (PG-19); an
    unrestricted double (PG-13, PG-14's ``normal`` or ``full``, or a ``restricted`` one whose play
    brought the last never-entered piece in, PG-14a) re-rolls and leaves it as it was (PG-19a),
    even after it brought pieces into play.  Such a double leaves no never-entered piece
    (``normal``: there was none; otherwise every one entered), so pieces in play together
    with a never-entered piece are impossible -- unless the throwing colour came home during that
    double and now throws for its partner (PG-4).  ``in_play`` / ``yard``: the mover has a piece
    on the path / a never-entered piece.
    """
    if in_play and yard and mover == to_move:
        raise InvalidPositionError(
            f"key 'missed_entries' is {misses}, but {COLOURS[mover]} has a piece in play and one that never "
            f"entered: the PG-19 counter grows only on throws while nothing is in play, and only an "
            f"unrestricted double keeps it (PG-19, PG-19a, PG-14)"
        )


def _pos_in(v: Any) -> int:
    if v == "yard":
        return YARD
    if v == "returned":
        return RETURNED
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= GOAL:
        raise ValueError(v)
    return v


def check_occupancy(pieces, cols) -> None:
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
