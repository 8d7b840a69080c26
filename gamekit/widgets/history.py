"""The record of a :class:`~gamekit.widgets.shell.GameBoard`: Undo, Redo, replay and New game.

The board edits a :class:`~gamekit.record.GameRecord`.  "Undo" and "Redo" (also the arrow keys
inside the board) move its cursor, the replay slider to any step, "New game" starts a new record.

Take-back, as a chess program does it: where some seats are persons and some computers, Undo goes
back to the last position where a person was to act (their throw or their move), past every
computer action after it, so one Undo takes back a person's move together with the computers'
replies; Redo replays forward to the next position where a person is to act (or the end of the
record).  Where every seat is a person, or every seat a computer, Undo and Redo move one action.
Looking back (Undo, Redo, the slider, :meth:`HistoryControls.goto`) makes the computer players
hold: they wait until a person acts (a throw, a move, "Computer move", New game, a change of
seat or of the "computers play" box).  The row also holds the "Hint" toggle.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from ..record import GameRecord
from ..errors import GameError
from .host import Host
from .layout import button

__all__: list[str] = []  # HistoryControls: a part of the board shell only (gamekit.widgets.host)


class HistoryControls:
    """The record part of :class:`~gamekit.widgets.shell.GameBoard` (an object the board holds,
    told about the board by its :class:`~gamekit.widgets.host.Host`).

    Its controls: ``undo_button``, ``redo_button``, ``new_button``, ``hint_toggle`` and
    ``hint_html``, and ``replay_slider``.
    """

    def __init__(self, host: Host) -> None:
        """Make Undo, Redo, the replay slider, New game, Hint and the hint's box (the board places them)."""
        self._host = host
        self.undo_button = button("Undo", "Take back the last action (\u2190 inside the board)", self.undo)
        self.redo_button = button("Redo", "Play the taken-back action again (\u2192 inside the board)", self.redo)
        self.replay_slider = W.IntSlider(
            value=0,
            min=0,
            max=0,
            description="Replay step:",
            style={"description_width": "initial"},
            continuous_update=True,
            layout=W.Layout(width="auto"),
        )
        self.replay_slider.observe(self._on_slider, names="value")
        self.new_button = button("New game", "Start a new game from the beginning", self.new_game)
        self.hint_toggle = W.ToggleButton(
            value=False, description="Hint", tooltip="Show or hide a hint", layout=W.Layout(width="auto")
        )
        self.hint_toggle.observe(lambda _c: host.refresh(), names="value")
        self.hint_html = W.HTML()
        self.hint_html.add_class("gk-hint")

    def undo(self) -> bool:
        """Take back to the last position where a person was to act (one action where every seat is
        a person, or every seat a computer); the computers then hold.  Returns True if something
        was taken back, False if not: at the start (the message line says "Nothing to undo: this
        is the start.") or where only computers have acted so far ("Nothing to undo: no person
        has acted yet ..."); then nothing changes."""
        rec = self._host.record
        step = self._take_back_step(-1) if rec.can_undo() else None
        if step is not None:
            self._host.show_step(step, animate=False)
            return True
        if rec.can_undo():
            self._host.tell("Nothing to undo: no person has acted yet (the replay slider shows every step).", "info")
        else:
            self._host.tell("Nothing to undo: this is the start.", "info")
        return False

    def redo(self) -> bool:
        """Replay forward to the next position where a person is to act, or to the end of the
        record (one action where every seat is a person, or every seat a computer); the last
        action replayed is animated and the computers hold.  Returns True if something was
        replayed, False at the end (the message line says "Nothing to redo."; nothing changes)."""
        if self._host.record.can_redo():
            self._host.show_step(self._take_back_step(+1), animate=True)
            return True
        self._host.tell("Nothing to redo.", "info")
        return False

    def _take_back_step(self, direction: int) -> int | None:
        """The step Undo (``direction=-1``) or Redo (``+1``) goes to: one action on, then on over
        every position where a computer seat is to act, while some seat is a person's; None for
        an Undo with no position of a person's before the cursor."""
        host = self._host
        rec = host.record
        step = rec.cursor + direction
        players = {host.is_computer(s) for s in range(host.game.num_players)}
        if players != {True, False}:
            return step
        last = len(rec.actions)
        while 0 < step < last and self._computer_to_act(rec.states[step]):
            step += direction
        if step == 0 and self._computer_to_act(rec.states[0]):
            return None
        return step

    def _computer_to_act(self, state: Any) -> bool:
        return not state.is_terminal() and self._host.is_computer(state.current_player)

    def goto(self, step: int) -> bool:
        """Show the position after ``step`` actions (``0 <= step <= len(record)``); returns True.

        Raises:
            GameError: ``step`` is not a whole number in that range (naming it; the board shows the
                same message and nothing changes).
        """
        n = len(self._host.record)
        if type(step) is not int or not 0 <= step <= n:
            msg = f"There is no step {step!r}: the game has steps 0 to {n}."
            return self._host.refuse(msg, GameError(msg))
        self._host.show_step(step, animate=False)
        return True

    def new_game(self) -> None:
        """Start again from ``game.initial_state()`` (the old record is dropped)."""
        self._host.start_record(GameRecord(self._host.game.initial_state()))

    def _on_slider(self, change: Any) -> None:
        if self._host.syncing:
            return
        step = int(change["new"])
        if step != self._host.record.cursor and 0 <= step <= len(self._host.record):
            self.goto(step)

    def refresh(self) -> None:
        """Bring the replay slider in line with the record (part of the board's refresh)."""
        rec = self._host.record
        n = len(rec)
        if self.replay_slider.max != n:
            if n < self.replay_slider.value:
                self.replay_slider.value = 0
            self.replay_slider.max = n
        self.replay_slider.value = rec.cursor
        self.replay_slider.disabled = n == 0
