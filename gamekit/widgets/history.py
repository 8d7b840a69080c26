"""The record of a :class:`~gamekit.widgets.shell.GameBoard`: Undo, Redo, replay and New game.

The board edits a :class:`~gamekit.core.GameRecord`.  "Undo" and "Redo" (also the arrow keys
inside the board) move its cursor one action, the replay slider to any step, "New game" starts a
new record.  Looking back (Undo, Redo, the slider, :meth:`HistoryControls.goto`) makes the
computer players hold, so a person can take back a move against the computer; they play on after
the next action.  The row also holds the "Hint" toggle.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from ..core import GameRecord
from ..errors import GameError
from .layout import button, row

__all__ = ["HistoryControls"]


class HistoryControls:
    """The record part of :class:`~gamekit.widgets.shell.GameBoard` (a base class of it, in the
    way ``ipywidgets.ValueWidget`` is one of ``IntSlider``; not a widget on its own).

    Its controls: ``undo_button``, ``redo_button``, ``new_button``, ``hint_toggle`` and
    ``hint_html``, and ``replay_slider``.  It uses the board's record, ``_hold``, its log, the
    message line and ``_new_position`` (everything transient goes with the position).
    """

    def _build_history_controls(self) -> tuple[W.HBox, W.HBox]:
        """Make Undo, Redo, the replay slider, New game and Hint; return the row of buttons and
        the row of the slider."""
        self.undo_button = button("Undo", "Take back the last action (\u2190 inside the board)", self.undo)
        self.redo_button = button("Redo", "Play the taken-back action again (\u2192 inside the board)", self.redo)
        self.replay_slider = W.IntSlider(
            value=0,
            min=0,
            max=0,
            description="Replay step:",
            style={"description_width": "initial"},
            continuous_update=True,
            layout=W.Layout(width="100%", max_width="420px"),
        )
        self.replay_slider.observe(self._on_slider, names="value")
        self.new_button = button("New game", "Start a new game from the beginning", self.new_game)
        self.hint_toggle = W.ToggleButton(
            value=False, description="Hint", tooltip="Show or hide a hint", layout=W.Layout(width="auto")
        )
        self.hint_toggle.observe(lambda _c: self._refresh(), names="value")
        self.hint_html = W.HTML()
        self.hint_html.add_class("gk-hint")
        history_box = row([self.undo_button, self.redo_button, self.new_button, self.hint_toggle])
        replay_box = row([self.replay_slider])
        return history_box, replay_box

    def undo(self) -> bool:
        """Take back the last action; computers then hold.  Returns True if an action was taken
        back, False if there was nothing to undo (at the start: the board then says "Nothing to
        undo" and nothing changes)."""
        if self._record.can_undo():
            self._record.undo()
            self._hold = True
            self._new_position(animate=False)
            return True
        self._set_message("Nothing to undo: this is the start.", "info")
        self._refresh()
        return False

    def redo(self) -> bool:
        """Play the next taken-back action again; its animation plays.  Returns True if an action
        was replayed, False if there was nothing to redo (the board says so, nothing changes)."""
        if self._record.can_redo():
            self._record.redo()
            self._hold = True
            self._new_position(animate=True)
            return True
        self._set_message("Nothing to redo.", "info")
        self._refresh()
        return False

    def goto(self, step: int) -> bool:
        """Show the position after ``step`` actions (``0 <= step <= len(record)``); returns True.

        Raises:
            GameError: ``step`` is not a whole number in that range (naming it; the board shows the
                same message and nothing changes).
        """
        n = len(self._record)
        if type(step) is not int or not 0 <= step <= n:
            msg = f"There is no step {step!r}: the game has steps 0 to {n}."
            return self._refuse(msg, GameError(msg))
        self._record.goto(step)
        self._hold = True
        self._new_position(animate=False)
        return True

    def new_game(self) -> None:
        """Start again from ``game.initial_state()`` (the old record is dropped)."""
        self._record = GameRecord(self.game.initial_state())
        self._has_chance = self._has_chance or self._record.state.is_chance()
        self._log.clear()
        self._hold = False
        self._new_position(animate=False, message=("New game.", "info"))
        self._computers_after_action()

    def _on_slider(self, change: Any) -> None:
        if self._syncing:
            return
        step = int(change["new"])
        if step != self._record.cursor and 0 <= step <= len(self._record):
            self.goto(step)

    def _refresh_history(self) -> None:
        """Bring the replay slider in line with the record (part of the board's ``_refresh``)."""
        rec = self._record
        n = len(rec)
        if self.replay_slider.max != n:
            if n < self.replay_slider.value:
                self.replay_slider.value = 0
            self.replay_slider.max = n
        self.replay_slider.value = rec.cursor
        self.replay_slider.disabled = n == 0
