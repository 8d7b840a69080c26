"""Czech Pachisi: positions from JSON (the loader ``CzechPachisi.state_from_json`` calls, and
:func:`with_pieces`); ``CzechState.to_json`` writes them (PC-3, PC-4, PC-4a, PC-8, PC-9)."""

from __future__ import annotations

from ...core import Game
from typing import Any, Mapping

from ...errors import InvalidPositionError
from ...throws import COWRIE_VALUES
from ..common import COLOURS, YARD, check_pieces_reachable, pieces_from_json, pos_to_json
from .tables import CASTLES, HOME, TIP_OUT, FIELD, canonical, on_track
from .moves import Pass
from .state import CzechState


def position_from_json(game: Game, obj: Mapping[str, Any]) -> CzechState:
    """The position of ``obj`` with every key checked but ``"winner"`` (which it decides).

    Raises:
        InvalidPositionError: as ``CzechPachisi.state_from_json``, but for ``"winner"``.
    """
    game.check_header(obj)
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
        pieces.append(canonical(raw[c]))
    state = CzechState(game, tuple(pieces), seat, throw)  # colour c sits in seat c (PC-1)
    # no two teams on a field; never a captured piece on a castle (PC-8, PC-9)
    occ: dict[int, dict[int, int]] = {}
    for c in range(4):
        for p in state.pieces[c]:
            if on_track(p):
                f = FIELD[c][p]
                occ.setdefault(f, {}).setdefault(c, 0)
                occ[f][c] += 1
    for f, by in sorted(occ.items()):
        cols = sorted(by)
        for a in cols:
            for b in cols:
                if b in game.opponents[a]:
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
    check_pieces_reachable(state.pieces, range(4), game.options.individual, None, HOME, "PC-1", capture_from=TIP_OUT)
    if throw is not None and all(isinstance(m, Pass) for m in state.legal_moves()):
        raise InvalidPositionError(
            f"key 'throw': with {throw} mouths up {COLOURS[seat]} can only pass, which the engine does by itself, "
            "so play never stops here (PC-5a)"
        )
    return state


def with_pieces(game: Game, pieces: Mapping[str, list], colour: str = "red", throw: int | None = None) -> CzechState:
    """A validated position from ``{colour: [4 pieces]}`` (a short-cut for notebooks and tests).

    A colour not in ``pieces`` is as at the start: its first piece on row 1 of its middle column
    (path position 0), the other three waiting in the charkoni (PC-4).
    ``colour``: the colour name to throw or move (its seat is ``COLOURS.index(colour)``).
    Pieces may be given as in JSON (``"yard"``, ``"returned"``) or as the markers ``YARD``, ``RETURNED``.

    Raises:
        InvalidPositionError: ``colour`` is no colour name, or the pieces make no valid position.
    """
    if colour not in COLOURS:
        raise InvalidPositionError(f"with_pieces(colour): {colour!r} is not one of {', '.join(COLOURS)}")
    seat = COLOURS.index(colour)
    if not isinstance(pieces, Mapping) or not all(isinstance(v, (list, tuple)) for v in pieces.values()):
        raise InvalidPositionError(
            f"with_pieces(pieces): pieces must be an object {{colour: [4 pieces]}}, not {pieces!r}"
        )
    if throw is not None and (type(throw) is not int or throw not in COWRIE_VALUES):
        raise InvalidPositionError(f"with_pieces(throw): throw must be None or the mouths up 0..6, not {throw!r}")
    obj = {
        "game": game.key,
        "options": game.options_json(),
        "to_move": seat,
        "winner": None,
        "throw": throw,
        "pieces": {
            k: [pos_to_json(p) if type(p) is int and p < 0 else p for p in v]
            for k, v in {**{c: [0, "yard", "yard", "yard"] for c in COLOURS}, **pieces}.items()
        },
    }
    return position_from_json(game, obj)  # the winner follows from the pieces (PC-1)
