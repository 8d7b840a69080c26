"""The board view of Pachisi with the German family rules, for :class:`gamekit.widgets.GameBoard`.

Drawing: :func:`gamekit.render.pachisi_german.svg` (the cross board, and under it, once a piece
is chosen, one button per legal value or sum for it).

Clicking (``data-click`` tokens; what each means is the rules' answer,
:func:`gamekit.pachisi.german.places.places`)
--------------------------------
* ``piece:<i>``: a piece (index 0..3) of the colour whose pieces move.  With one legal step it is
  played at once; with several the piece is selected (:class:`Select`) and its steps appear as
  buttons and as clickable target fields; with none the refusal is the engine's
  (``why_not_piece(state, i)``: the rule that keeps this piece still in this roll).
* ``step:...``: a step itself (:meth:`gamekit.pachisi.german.Step.click_token`), e.g. a button or
  a target field.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core import Event, Place, State
from ..cross_board import COLOURS
from ..errors import InvalidMoveError
from ..pachisi.german import Step
from ..pachisi.german.tables import FIELD, GOAL, HOME_ENTRY
from ..render import pachisi_german as render
from .view import TwoDiceView, Refuse, Select


class GermanPachisiView(TwoDiceView):
    """Click a piece, then one of its steps (a button or a target field); or a step at once."""

    title = "Pachisi (German family rules)"

    def svg(
        self,
        state: State,
        *,
        events: Sequence[Event] = (),
        frame: Any = None,
        selected: Any = None,
        clickable: bool = True,
    ) -> str:
        return render.svg(state, events=events, selected=selected, clickable=clickable)

    def status(self, state: State) -> str:
        if state.is_terminal() or state.is_chance():
            s = super().status(state)
            if state.is_chance() and getattr(state, "missed_entries", 0):
                s = s.rstrip(".") + f" (try {state.missed_entries + 1} of 3 for a five, PG-19)."
            return s
        who = state.game.player_names[state.current_player]
        for_ = "" if state.mover == state.colour else f" (moving {COLOURS[state.mover]}, PG-4)"
        return f"{who} to move{for_}: values {', '.join(map(str, state.values))}."

    def select(self, state: State, place: Place, selected: Any = None) -> Select:
        """A piece with several steps is chosen (its index): the message offers its values."""
        i = int(place.token.removeprefix("piece:"))
        opts = ", ".join("+".join(map(str, s.values)) for s in place.moves)
        name = f"{COLOURS[state.mover]} piece {i + 1}"
        return Select(i, f"{name} chosen: now pick a value ({opts}) or a highlighted field")

    def other_click(self, state: State, token: str, selected: Any = None) -> Refuse:
        """A step token of no legal step of this roll is refused with the engine's reason.

        Raises:
            InvalidMoveError: ``token`` is no place of this board (a piece 0..3 or a step).
        """
        if token.startswith("step:"):
            return Refuse(state.why_not(token) or f"{token!r} is not a step of this roll (PG-10)")
        raise InvalidMoveError(f"{token!r} is not a place on this board (pieces are piece:0..piece:3)")

    def move_label(self, state: State, move: Any) -> str:
        """A step's short label, from its own fields: the piece (or the gate's two pieces, PG-15),
        the values it uses (PG-10, PG-10a), where it ends -- a track field by the number the board
        prints (:data:`gamekit.pachisi.german.tables.FIELD`), ``home N`` in the home column,
        ``goal`` (PG-8) -- and a capture (PG-13) as "✕" and the captured colour, e.g.
        ``"piece 1: 6+1+1 → 28 ✕ green"``, ``"piece 2 enters: 5 → 13"`` (PG-16, PG-18),
        ``"pieces 1+2: 6 → 19"``.  The colour moved is the status line's (PG-4).  Two steps of one
        roll differ in piece or values, so their labels differ.  A move that is no step gets the
        engine's sentence."""
        if not isinstance(move, Step):
            return state.describe(move)
        vals = "+".join(map(str, move.values))
        if move.to == GOAL:
            to = "goal"
        elif move.to > HOME_ENTRY:
            to = f"home {move.to - HOME_ENTRY}"
        else:
            to = str(FIELD[move.colour][move.to])
        if move.piece2 >= 0:
            s = f"pieces {move.piece + 1}+{move.piece2 + 1}: {vals} → {to}"
        elif move.enters:
            s = f"piece {move.piece + 1} enters: {vals} → {to}"
        else:
            s = f"piece {move.piece + 1}: {vals} → {to}"
        return s + (f" ✕ {COLOURS[move.capture]}" if move.capture >= 0 else "")

    def hint(self, state: State) -> str:
        if state.is_chance():
            return "Throw the dice."
        from ..agents.pachisi_german import greedy

        return f"The greedy player would play: {greedy(state)}."
