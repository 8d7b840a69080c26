"""German Pachisi: whole-roll plays and positions after a roll (PG-12, PG-13, PG-19, PG-24, PG-25)."""

from __future__ import annotations


from ...errors import GameError

from .moves import Step
from .state import GermanState


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
        st = state.after_throw(throw)
    else:
        st = state
    out: list = []

    def rec(s: GermanState, steps):
        singles = s.single_steps
        if not singles:
            out.append((tuple(steps), s))
            return
        for m in singles:
            rec(s.after_step(m), steps + [m])

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
        return state.final()
    if state.throw is None:
        return state
    if state.legal_steps:
        raise GameError("after_roll(state): the roll is not over, steps are still legal (PG-12)")
    return state.end_roll()


def reachable_positions(state: GermanState, throw: tuple[int, int] | None = None) -> set:
    """The positions (pieces only, each colour's list sorted) reachable by the legal whole plays.

    The same as ``{canonical_pieces(s) for _, s in whole_plays(state, throw)}`` (PG-12), but a
    position within the roll reached by two orders of steps is searched once: what may follow
    depends only on the pieces, the values left, the pieces played, the forfeit (PG-11a) and the
    roll's captures (PG-21); the throw, mover and double rule are the roll's own.

    Raises:
        GameError, IllegalMoveError: as :func:`whole_plays`.
    """
    if not isinstance(state, GermanState):
        raise GameError(f"reachable_positions(state): state must be a German Pachisi state, not {state!r}")
    if throw is not None:
        if not state.is_chance():
            raise GameError(
                "reachable_positions(state, throw): a throw is given, so state must be a chance node (a throw due)"
            )
        state = state.after_throw(throw)
    res = set()
    seen = set()
    todo = [state]
    # the key leaves out pieces_at_throw(): it follows from the pieces and the captured fields
    # (a captured piece stood alone on its field, PG-21, and the other colours do not move in a roll)
    while todo:
        s = todo.pop()
        singles = s.single_steps
        if not singles:
            res.add(canonical_pieces(s))
            continue
        for m in singles:
            t = s.after_step(m)
            key = (t.pieces, t.values, t.moved, t.entered, t.forfeited, t.captured_fields)
            if key not in seen:
                seen.add(key)
                todo.append(t)
    return res


def canonical_pieces(state: GermanState) -> tuple:
    """The pieces with each colour's positions sorted (pieces of a colour are interchangeable)."""
    return tuple(tuple(sorted(state.pieces[c])) for c in range(4))
