"""What a part of the board shell may ask of the board: the one interface between them.

The board shell (:class:`gamekit.widgets.shell.GameBoard`) is composed of parts, one concept a
module (:mod:`~gamekit.widgets.move_list`, :mod:`~gamekit.widgets.throw_picker`,
:mod:`~gamekit.widgets.history`, :mod:`~gamekit.widgets.seats`,
:mod:`~gamekit.widgets.animation`), the way an ``ipywidgets`` box is composed of its children:
each part is an object of its own that makes and keeps its controls and the state only it needs
(the throw picks, the frames of an animation, whether the computers hold), and is given at
construction a :class:`Host`.  A part knows the board and the other parts only through this
protocol, never by their private attributes (``tests/test_shell_parts.py`` checks it), so the
import contract's "a part imports neither the shell nor another part" holds at run time too.

The shell implements it with a small adapter over its own state.
"""

from __future__ import annotations

from typing import Any, ContextManager, Protocol

import numpy as np

from ..core import Game, State
from ..record import GameRecord
from ..errors import GameError
from .view import BoardView

__all__: list[str] = []  # the shell's interface to its parts, not public API


class Host(Protocol):
    """The board as its parts see it.

    Values (read only): ``record`` (the :class:`~gamekit.record.GameRecord` shown), ``state``
    (its current state), ``game``, ``view`` (the game's :class:`BoardView`), ``rng`` (the board's
    ``numpy`` Generator), ``position_id`` (changes with every position shown: a drawing's stamp),
    ``has_chance`` (the game has throws: the throw controls are shown), ``syncing`` (True while
    the board sets its controls itself, so an observer ignores the change), ``frame_index`` (the
    animation frame shown, None when settled), ``pace`` (seconds a computer waits), and
    ``is_computer(seat)``.
    """

    record: GameRecord
    state: State
    game: Game
    view: BoardView
    rng: np.random.Generator
    position_id: int
    has_chance: bool
    syncing: bool
    frame_index: int | None
    pace: float

    def is_computer(self, seat: int) -> bool:
        """True if a computer player plays ``seat``."""

    # --- acting -------------------------------------------------------------------------------
    def apply(self, action: Any) -> None:
        """Apply ``action`` to the record (no redraw).  Raises :class:`GameError` if refused."""

    def act(self, action: Any) -> bool:
        """Apply ``action`` as a person's action and show the new position; False (the reason on
        the message line) if the rules refuse it, raised when called from Python."""

    def after_action(self) -> None:
        """Actions were applied to the record: the computers may play on; the new position is shown."""

    def refuse(self, reason: str, error: GameError | None = None) -> bool:
        """Show ``reason`` as a refusal on the message line only; return False, or raise ``error``
        when the action was called from Python."""

    def say(self, text: str, kind: str) -> None:
        """Show ``text`` on the message line only (``kind``: "refused", "selected", "info" or "")."""

    def tell(self, text: str, kind: str) -> None:
        """Show ``text`` on the message line and bring every control in line (nothing else changed)."""

    def from_page(self) -> ContextManager[None]:
        """Within: the action came from the page, so a refusal is only shown, never raised."""

    def stale_click(self, token: str) -> None:
        """A click made on a drawing no longer shown arrived: say so, play nothing."""

    # --- the position shown -------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring every control in line with the record and the moment shown (atomically)."""

    def new_position(self, animate: bool, message: tuple[str, str] = ("", "")) -> None:
        """The record's cursor changed: drop everything transient, animate if ``animate``, redraw."""

    def show_step(self, step: int, animate: bool) -> None:
        """Show the position after ``step`` actions; the computers hold (looking back)."""

    def start_record(self, record: GameRecord) -> None:
        """Start ``record`` afresh (New game): the log is cleared, the computers may play."""

    def finish_animation(self) -> None:
        """Show the settled position at once if an animation is shown."""

    def settled(self) -> None:
        """The animation reached the result: redraw everything, restart the pace."""

    def show_moment(self) -> None:
        """Draw the animation's moment: the board, the caption and the status line."""

    def update_clock(self) -> None:
        """Run the browser's timer exactly while something timed is due."""

    def pace_changed(self) -> None:
        """The pace of the computers changed (the "Speed:" list)."""
