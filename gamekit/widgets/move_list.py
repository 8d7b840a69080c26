"""Moves without the mouse on a :class:`~gamekit.widgets.shell.GameBoard`: a list and "Play move".

The list offers the legal moves of the position shown, in the order of ``state.legal_moves()``,
each by its short label (:meth:`~gamekit.widgets.view.BoardView.move_label`, made to fit the
list's width: an HTML ``<select>`` cannot wrap).  The whole sentence of the move chosen
(``state.describe(move)``) is the list's tooltip, and when a move is chosen in the list it is
shown on the board's message line (two lines of fixed height), so nothing of it is lost.  With
nothing to offer the list is disabled and says why ("(throw first)", "(no legal move)", "(the
game is over)").  A click on the board is the other way to move
(:meth:`~gamekit.widgets.shell.GameBoard.click`).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from ..core import State
from ..errors import IllegalMoveError
from .host import Host
from .layout import button, options_or_placeholder, row

__all__: list[str] = []  # MoveControls: a part of the board shell only (gamekit.widgets.host)


class MoveControls:
    """The move part of :class:`~gamekit.widgets.shell.GameBoard` (an object the board holds,
    told about the board by its :class:`~gamekit.widgets.host.Host`).

    Its controls: ``move_dropdown`` (in the row ``move_box``, the whole width of the column) and
    ``play_button`` (placed by the board).  It keeps the position it lists and its moves.
    """

    def __init__(self, host: Host) -> None:
        """Make the "Move:" list (in its row, ``move_box``) and "Play move"."""
        self._host = host
        self.move_dropdown = W.Dropdown(
            description="Move:",
            options=[],
            style={"description_width": "initial"},
            layout=W.Layout(width="100%"),
        )
        self.play_button = button("Play move", "Play the move chosen in the list", self._play_chosen)
        self._listed: tuple[State | None, list[Any]] = (None, [])  # the position listed, its moves
        self.move_dropdown.observe(self._on_move_choice, names="value")
        self.move_box = row([self.move_dropdown], "gk-move")

    def play(self, move: Any) -> bool:
        """Play a move (a move object, or anything the state accepts: its JSON, a click token, a
        hole number); returns True.

        Raises:
            IllegalMoveError: the rules refuse ``move`` here (the reason and rule ID; also when a
                throw is due or the game is over).
            InvalidMoveError: ``move`` is no move of this game at all (naming it).
        A refusal is also shown on the message line; nothing changes.  From the page ("Play
        move") the refusal is only shown.
        """
        host = self._host
        host.finish_animation()
        state = host.state
        if state.is_terminal() or state.is_chance():
            if state.is_terminal():
                why = state.why_not(move) or "The game is over."
            else:  # the engine's rule for the throw that is due
                rule = state.game.outcome_rule
                who = state.game.player_names[state.current_player]
                why = f"{move!r} is not played: {who} must throw first" + (f" ({rule})." if rule else ".")
            return host.refuse(why, IllegalMoveError(why))
        return host.act(move)

    def _play_chosen(self) -> None:
        with self._host.from_page():
            self._play_chosen_now()

    def _play_chosen_now(self) -> None:
        i = self.move_dropdown.value
        self._host.finish_animation()
        state = self._host.state
        if state.is_terminal() or state.is_chance():
            self.play(None)  # refused with the reason (game over / throw first)
            return
        moves = state.legal_moves()
        if i is None or not 0 <= i < len(moves):
            self._host.refuse("Choose a move in the list first.")
            return
        self.play(moves[i])

    def _chosen_sentence(self) -> str | None:
        """The whole sentence (``state.describe``) of the move chosen in the list, or None."""
        state, moves = self._listed
        i = self.move_dropdown.value
        if i is None or not 0 <= i < len(moves):
            return None
        return state.describe(moves[i])

    def _on_move_choice(self, _change: Any = None) -> None:
        """The list's tooltip is the whole sentence of the move chosen (the list shows its short
        label); a choice made in the list (not the list being refilled for a new position) also
        shows that sentence on the message line, and nothing else is redrawn."""
        sentence = self._chosen_sentence()
        self.move_dropdown.tooltip = sentence or self.move_dropdown.label or None
        if sentence is not None and not self._host.syncing:
            self._host.say(f"Chosen: {sentence}.", "selected")

    def options(self, state: State) -> tuple[list[Any], list[tuple[str, int]]]:
        """The moves the list offers for ``state`` (none at a chance node or the end) and their
        ``(label, index)`` options: the view's words, worked out before any control is set (the
        board's update is atomic)."""
        moves = [] if state.is_chance() or state.is_terminal() else state.legal_moves()
        return moves, [(self._host.view.move_label(state, m), i) for i, m in enumerate(moves)]

    def refresh(self, state: State, listed: tuple[list[Any], list[tuple[str, int]]]) -> None:
        """Bring the list in line with ``state`` (part of the board's refresh); ``listed`` is
        :meth:`options` of ``state``."""
        moves, options = listed
        if state.is_terminal():
            none_text = "(the game is over)"
        elif state.is_chance():
            none_text = "(throw first)"
        else:
            none_text = "(no legal move)"
        self._listed = (state, moves)
        options_or_placeholder(self.move_dropdown, options, none_text)
        self._on_move_choice()
        self.play_button.button_style = "primary" if moves else ""
