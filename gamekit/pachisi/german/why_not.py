"""German Pachisi: why a piece cannot move by a value (sentences with the rule ID)."""

from __future__ import annotations

from typing import Any

from ...core import State, state_arg
from ...cross_board import (
    COLOURS,
)
from ...errors import InvalidMoveError
from ..common import (
    YARD,
)
from .tables import (
    FULL,
    GOAL,
    RESTRICTED,
    throw_values,
)

from .moves import Step


_CODE_REASONS = {
    1: "it would go past the goal; the goal needs the exact count (PG-9)",
    2: "a gate is in the way; no piece may pass a gate (PG-22)",
    3: "it would land on a gate; no piece may land on a gate (PG-22)",
    4: "the field is occupied by a partner's piece (PG-20)",
    5: "an opponent stands there on a safe field and cannot be captured (PG-7, PG-21)",
    6: "an opponent stands there on a conditionally safe field of another colour and cannot be captured (PG-21, PG-21b)",
}


def values_arg(values: Any) -> tuple[int, ...]:
    """``values`` of :meth:`GermanState.step` / :func:`why_not_piece` as a tuple high to low;
    raises :class:`InvalidMoveError` naming the argument."""
    if type(values) is int:
        return (values,)
    if isinstance(values, (tuple, list)) and values and all(type(v) is int for v in values):
        return tuple(sorted(values, reverse=True))
    raise InvalidMoveError(f"values must be a die value (an int) or a list of them combined (PG-10a), not {values!r}")


def why_not_piece(state: State, piece: int, value: Any = None) -> str | None:
    """Why the mover's ``piece`` (0..3) cannot move by ``value`` (an int, or a tuple of values
    combined) now, as a sentence with the rule ID; None if some legal step does exactly that.
    A ``piece`` or ``value`` of the wrong kind gets a sentence too; a ``state`` that is no
    German Pachisi state raises :class:`~gamekit.errors.GameError`.

    ``value=None`` asks why the piece cannot move at all in this roll: None if a legal step moves
    it alone (or a piece on the same place: pieces on one place are interchangeable).  Else the
    reason for the value (or sum) whose step would be possible on its own but is forbidden by the
    whole roll (PG-11, PG-11a, PG-12, PG-14a, PG-21a), since that is what keeps the piece still
    although the dice show a value it could use; failing that, the reason for the highest value.
    This is the sentence a board shows for a click on the piece, and in the piece's label."""
    state_arg(state, "why_not_piece", key="pachisi/german")
    if value is None:
        return _why_not_piece_at_all(state, piece)
    return _why_not_piece_by(state, piece, value)[0]


def _why_not_piece_at_all(state: State, piece: int) -> str | None:
    if state.is_terminal() or state.throw is None or not isinstance(piece, int) or not 0 <= piece < 4:
        return _why_not_piece_by(state, piece, 1)[0]
    mv = state.pieces[state.mover]
    if any(s.piece2 < 0 and mv[s.piece] == mv[piece] for s in state.legal_steps):
        return None
    if mv[piece] == GOAL:
        return _why_not_piece_by(state, piece, state.values[0])[0]
    tries = [(v,) for v in sorted(set(state.values), reverse=True)]
    if len(state.values) >= 2:
        tries.append(tuple(state.values[:2]))
    reasons = [_why_not_piece_by(state, piece, vals) for vals in tries]
    for reason, by_the_roll in reasons:
        if reason and by_the_roll:
            return reason
    for reason, _by_the_roll in reasons:
        if reason:
            return reason
    return (  # only a gate step (both pieces together, PG-15) moves it
        f"{COLOURS[state.mover]} piece {piece + 1} moves in this roll only together with the other piece "
        f"of its gate (PG-15, PG-22); choose that step in the list of moves"
    )


def _why_not_piece_by(state: State, piece: int, value: Any) -> tuple[str | None, bool]:
    """``(reason, by_the_roll)``: the reason of :func:`why_not_piece` for ``value``, and whether
    the step would be possible on its own and only the whole roll forbids it."""
    if state.is_terminal():
        return "the game is over (PG-25)", False
    if state.throw is None:
        return "a throw is due first; the dice are thrown before any piece moves (PG-10)", False
    try:
        vals = values_arg(value)
    except InvalidMoveError as exc:
        return str(exc), False
    c = state.mover
    if not isinstance(piece, int) or not 0 <= piece < 4:
        return (
            f"there is no piece with index {piece!r}; a colour has four pieces, pieces 1..4 on the board "
            f"(index 0..3 in code, piece 1 is index 0) (PG-1)"
        ), False
    name = f"{COLOURS[c]} piece {piece + 1}"
    for s in state.legal_steps:
        if s.piece2 < 0 and s.values == vals and state.pieces[c][piece] == s.frm and not state.played_mask >> piece & 1:
            return None, False
    p = state.pieces[c][piece]
    avail = list(state.values)
    for v in vals:
        if v not in avail:
            if state.double_rule == RESTRICTED and v in throw_values(state.throw):
                return (
                    f"before every {COLOURS[c]} piece has been in play, a double gives only its two "
                    f"higher values {state.values[0]} and {state.values[0]} (PG-14)"
                ), False
            if state.forfeited or v in throw_values(state.throw):
                return (
                    f"the value {v} is not left to play in this roll (PG-11a: values above a moved one are forfeited)"
                ), False
            return f"the value {v} is not part of this roll ({', '.join(map(str, state.values))}; PG-10, PG-13)", False
        avail.remove(v)
    if p == GOAL:
        return f"{name} is already in the goal and moves no more; the goal needs the exact count (PG-9)", False
    if piece in state.entered:
        return f"{name} entered in this roll and moves no further in it (PG-17)", False
    if piece in state.moved:
        return (
            f"{name} has already moved in this roll; a piece moves once per roll, all its values combined (PG-10a, PG-21)",
            False,
        )
    mv = state.pieces[c]
    ctx = state.search()
    caps = state.captured_fields
    if p < 0:
        if vals == (6, 5):
            if any(0 <= x < GOAL for x in mv):
                return "a piece enters and moves 6 at once only when nothing is in play (PG-18)", False
            code, cap = ctx.check(mv, p, 6, caps, passes_start=True)
        elif vals == (5,) or (state.game.sum_five and len(vals) == 2 and sum(vals) == 5):
            code, cap = ctx.check(mv, p, 0, caps)
        else:
            extra = " (a sum of five does not enter: option enter_on_sum_five)" if sum(vals) == 5 else ""
            return f"{name} is off the board and enters only with a five (PG-16){extra}", False
        if code:
            reason = _CODE_REASONS[code].replace("it would land", "it would land on its start field")
            return f"{name} cannot enter: " + reason, False
    else:
        code, cap = ctx.check(mv, p, p + sum(vals), caps)
        if code:
            return f"{name} cannot move {sum(vals)}: " + _CODE_REASONS[code], False
    # the step itself is possible; the whole roll forbids it
    if vals[0] < state.values[0] and max(state.values) > vals[0]:
        return (
            f"the higher value {state.values[0]} must be moved first (PG-11, PG-11a); moving {name} "
            f"by {sum(vals)} now would forfeit it although it can be played"
        ), True
    if cap >= 0:
        return (
            f"{name} would capture, but then the rest of the roll could not be played; a capture is only "
            f"legal if no value is left unplayed (PG-21, PG-21a)"
        ), True
    if state.double_rule == FULL and YARD in mv:
        return "with this double every waiting piece must enter; this step does not allow that (PG-14, PG-14a)", True
    return (
        f"moving {name} by {sum(vals)} would leave more of the roll unplayed than another play; "
        f"as much of the roll as possible must be used (PG-12, PG-12a)"
    ), True


def why_not_step(state: State, move: Any) -> str | None:
    """Why ``move`` is not legal in ``state`` (a sentence with the rule ID), or None if it is."""
    if not isinstance(move, Step):
        return f"{move!r} is not a German Pachisi step; a move is one Step of a roll (PG-10)"
    if state.canonical_step(move) is not None:
        return None
    if state.throw is None:
        return "a throw is due, not a move; the dice are thrown before any piece moves (PG-10)"
    if move.colour != state.mover:
        return f"this roll moves {COLOURS[state.mover]}'s pieces, not {COLOURS[move.colour]}'s (PG-1, PG-4)"
    reason = why_not_piece(state, move.piece, move.values)
    if reason:
        return reason
    return f"{move} is not a legal step here: it does not match the position of the piece or the values of the roll (PG-10)"
