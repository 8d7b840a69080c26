"""The board view of Pačísí with the Czech rules, for the widget shell (:class:`gamekit.widgets.GameBoard`).

Drawing: :func:`gamekit.render.pachisi_czech.svg` (the cross board with the castles, PC-9, and the
cowrie panel under it); :func:`gamekit.render.pachisi_czech.throw_svg` (clickable cowries).

Clicking (``data-click`` tokens)
--------------------------------
* ``unit:<pos>``: a unit of the player to move.  If it has one legal move, that move is played;
  if both "one piece" and "the whole unit" are legal (PC-7), the unit is selected as one and the
  panel offers both; its destination field is highlighted and clickable (the whole unit).
* ``move:<colour>:<from>:<size>``, ``enter:<colour>:<yard|returned>``, ``pass``: the move itself
  (the moves' ``click_token()``).
* Refused clicks give the engine's ``why_not`` sentence with its rule ID (for a unit, that of
  moving one piece of it by the throw: :func:`gamekit.pachisi.czech.places.why_not_unit`); a
  token that is no place of the board raises :class:`~gamekit.errors.InvalidMoveError`.

Setting a throw by hand: the shell offers a list of the seven outcomes; :meth:`throw_svg`
additionally gives clickable shells (``shell:<i>`` turns shell i over, ``throw:<k>`` sets the
throw) and :meth:`throw_click` interprets those clicks, for a shell that shows it.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core import Event, Place, State
from ..errors import GameError, InvalidMoveError
from ..pachisi.common import COLOURS
from ..cross_board import TRACK_LENGTH
from ..pachisi.czech import Enter, Move, Pass
from ..pachisi.czech.tables import HOME, TIP_OUT, path_field, where
from ..pachisi.czech.places import why_not_unit
from ..render import pachisi_czech as render
from ..render.cowries import shells_for, toggle_shell
from ..throws import COWRIE_VALUES, GRACE_VALUES
from .view import BoardView, Refuse, Select

__all__ = ["CzechPachisiView"]


class CzechPachisiView(BoardView):
    """Cross board + cowrie panel for ``gamekit.load("pachisi", ruleset="czech")`` (RULES §3)."""

    title = "Pačísí (Czech rules)"
    log_first_event = True  # "red throws 6-4" is said once (the log line), not twice

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

    def throw_svg(self, state: State, shells: Sequence[bool] | None = None) -> str:
        """Clickable cowries for setting a throw by hand (:func:`gamekit.render.pachisi_czech.throw_svg`)."""
        return render.throw_svg(state, shells)

    def throw_click(
        self, state: State, token: str, shells: Sequence[bool] | None
    ) -> tuple[tuple[bool, ...], int | None]:
        """Interpret a click on :meth:`throw_svg`: returns ``(shells, outcome)``; ``outcome`` is the number
        of mouths up to apply when the "Set throw" button was clicked, else None."""
        if shells is None:
            shells = shells_for(2)
        if token.startswith("throw:"):
            k = int(token.split(":")[1])
            if k not in COWRIE_VALUES:
                raise ValueError(f"{token!r} is not a throw of six cowries")
            return tuple(bool(s) for s in shells), k
        return toggle_shell(shells, token), None

    # ------------------------------------------------------------------------ clicks
    def click(self, state: State, token: str, selected: Any = None) -> Any:
        """A click on the chosen unit again puts it down; any other click is looked up among the
        rules' places (:meth:`BoardView.click`, :func:`gamekit.pachisi.czech.places.places`)."""
        if selected is not None and token == f"unit:{selected}":
            return Select(None, "Unit put down: choose another.")
        return super().click(state, token, selected)

    def select(self, state: State, place: Place, selected: Any = None) -> Select:
        """A unit with both "one piece" and "the whole unit" legal (PC-7) is chosen (its path position)."""
        pos = int(place.token.removeprefix("unit:"))
        n = max(m.size for m in place.moves)
        mover = state.mover
        return Select(
            pos,
            f"{COLOURS[mover]}'s unit of {n} on {where(mover, pos)} chosen (PC-7): click the highlighted field to move "
            f"all {n} together, or 'Move one piece' below.",
        )

    def other_click(self, state: State, token: str, selected: Any = None) -> Refuse:
        """A unit that is no place now (a chance node, another colour's unit) or a move that is not
        legal: refused with the engine's reason (for a unit, :func:`~gamekit.pachisi.czech.places.why_not_unit`).

        Raises:
            InvalidMoveError: ``token`` is no place of this board.
        """
        if token.startswith("unit:"):
            try:
                pos = int(token.split(":")[1])
            except ValueError:
                raise InvalidMoveError(
                    f"{token!r} is not a place on this board (a unit is unit:<path position>)"
                ) from None
            return Refuse(why_not_unit(state, pos))
        try:
            move = state.coerce_move(token)
        except GameError as exc:
            raise InvalidMoveError(f"{token!r} is not a place on this board ({exc})") from None
        return Refuse(state.why_not(move) or f"{move} is not legal now")

    # ------------------------------------------------------------------------ text
    def move_label(self, state: State, move: Any) -> str:
        """A move's short label, from its own fields: for a :class:`~gamekit.pachisi.czech.Move`
        the unit (one piece or the whole unit, PC-7) and its places by what the board prints --
        track fields by their number (:func:`~gamekit.pachisi.czech.tables.path_field`), the
        colour's middle column by its row counted from the charkoni, home (PC-3) -- e.g.
        ``"unit of 2: field 12 → 17"``, ``"1 piece: middle row 3 → field 13"``, ``"1 piece:
        middle row 1 → row 4"``; ``"enter a new piece"``
        or ``"enter a captured piece"`` (PC-4, PC-4a) and ``"pass"`` (PC-5a).  The moves of one
        throw differ in unit size or starting place, so their labels differ."""
        if isinstance(move, Enter):
            return "enter a new piece" if move.source == "yard" else "enter a captured piece"
        if isinstance(move, Pass):
            return "pass"
        if not isinstance(move, Move):
            return state.describe(move)
        unit = "1 piece" if move.size == 1 else f"unit of {move.size}"
        frm, to = _place(move.colour, move.frm), _place(move.colour, move.to)
        for same in ("field ", "middle "):  # "field 12 → 17", "middle row 1 → row 4"
            if frm.startswith(same) and to.startswith(same):
                to = to.removeprefix(same).removeprefix("row ") if same == "field " else to.removeprefix(same)
        return f"{unit}: {frm} → {to}"

    def status(self, state: State) -> str:
        base = super().status(state)
        if state.is_terminal() or state.is_chance():
            return base
        v = state.value
        grace = " (a grace: another throw follows)" if v in GRACE_VALUES else ""
        return f"{base[:-1]}: the throw is {v}{grace}."

    def outcome_label(self, state: State, outcome: Any) -> str:
        shells = "".join("\u25c9" if s else "\u25cb" for s in shells_for(outcome))
        return f"{shells}  {state.game.outcome_label(outcome)}"

    def hint(self, state: State) -> str:
        """What the greedy computer player would do here (its priority list is in gamekit.agents.pachisi_czech)."""
        if state.is_chance():
            return "Throw the cowries first."
        from ..agents.pachisi_czech import greedy

        return f"The greedy player would play: {greedy(state)}."


def _place(colour: int, pos: int) -> str:
    """``colour``'s path position ``pos`` as the board shows it: ``"field 17"`` (a track field, its
    printed number), ``"middle row 3"`` (the colour's middle column, row 1 beside the charkoni, PC-3) or
    ``"home"``."""
    if pos == HOME:
        return "home"
    field = path_field(colour, pos)
    if field < TRACK_LENGTH:
        return f"field {field}"
    return f"middle row {pos + 1 if pos < TIP_OUT else HOME - pos}"
