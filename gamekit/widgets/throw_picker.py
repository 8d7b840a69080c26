"""Throwing on a :class:`~gamekit.widgets.shell.GameBoard` (only games with chance show it).

"Throw" throws at random (the one sampler, :func:`gamekit.core.sample_outcome`, with the board's
``numpy`` Generator).  A throw is set by hand in one of two ways: the view's own throwing device
(``BoardView.throw_svg``: clickable cowrie shells or dice showing the resulting value, drawn on
a second :class:`~gamekit.widgets.svgboard.SvgBoard`), or, for a view without one, a list of the
throws that can happen (with their chances) and "Set throw".
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from ..core import State, sample_outcome
from ..errors import GameError, IllegalMoveError
from .host import Host
from .layout import button, options_or_placeholder, row, svg_size
from .svgboard import SvgBoard

__all__: list[str] = []  # ThrowControls: a part of the board shell only (gamekit.widgets.host)


def outcomes(state: State) -> list[tuple[Any, float]]:
    """The throws that can happen now, ``[(outcome, probability > 0), ...]``, in the order of
    ``state.chance_outcomes()``; ``[]`` when no throw is due."""
    return [(o, p) for o, p in state.chance_outcomes() if p > 0] if state.is_chance() else []


class ThrowControls:
    """The throwing part of :class:`~gamekit.widgets.shell.GameBoard` (an object the board holds,
    told about the board by its :class:`~gamekit.widgets.host.Host`).

    Its controls: ``throw_button`` (placed by the board), and the way to set a throw by hand in
    the slot ``chance_box``: ``throw_board`` (the view's throwing device, or None), else
    ``outcome_dropdown`` and ``set_throw_button``.  The slot keeps its size all game long: the
    device is hidden (``visibility: hidden``) while no throw is due, so nothing under it moves.
    It keeps :attr:`throw_picks` (what has been clicked on the device so far; :meth:`reset`
    forgets them with the position).
    """

    def __init__(self, host: Host, state: State) -> None:
        """Make "Throw" and the way to set a throw by hand that the view offers at ``state``; the
        slot of the latter is ``chance_box``: as high as the device is drawn (its text at its own
        size), one row for the list."""
        self._host = host
        self._throw_picks: Any = None
        view = host.view
        self.throw_button = button("Throw", "Throw at random", lambda: self.throw())
        self.throw_board: SvgBoard | None = None
        device = view.throw_svg(state, None)
        if device is not None:
            _w, height, _font = svg_size(device)
            self.throw_board = SvgBoard(
                label="set the throw by hand",
                shortcut_keys=[],
                suppress_scope=".gamekit-board",
                help="",  # each shell or die and the button say what a click does (accessible names)
                fit_height=f"{height:.0f}px",  # drawn at its own size: its text stays as large as drawn
                layout=W.Layout(width="auto"),
            )
            self.throw_board.on_click(self.throw_click)
            self.throw_board.on_stale(host.stale_click)
        self.outcome_dropdown = W.Dropdown(
            description="Throw by hand:",
            options=[],
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="16em"),
        )
        self.set_throw_button = button("Set throw", "Use the throw chosen in the list", self._set_throw)
        if self.throw_board is not None:
            self.chance_box = row([self.throw_board], "gk-throw-slot")
            self.chance_box.layout.height = f"{height:.0f}px"
        else:
            self.chance_box = row([self.outcome_dropdown, self.set_throw_button], "gk-throw-slot")

    @property
    def throw_picks(self) -> Any:
        """What has been clicked on the throwing device so far (the view's value), or None."""
        return self._throw_picks

    def reset(self) -> None:
        """Forget the picks (a new position)."""
        self._throw_picks = None

    def throw(self, outcome: Any = None) -> bool:
        """Throw: ``outcome=None`` throws at random; otherwise sets the throw by hand.  Returns
        True if a throw was made, False (the reason shown) when no throw is due.

        Raises:
            IllegalMoveError: ``outcome`` is not one of the throws possible here, or no throw is
                due (naming it and the rule; the board shows the same message and nothing changes).
        """
        host = self._host
        host.finish_animation()
        state = host.state
        if not state.is_chance():
            why = "The game is over. Press New game to play again." if state.is_terminal() else ""
            why = why or f"No throw is due: {host.view.status(state)}"
            if outcome is None:
                return host.refuse(why)
            why = f"{outcome!r} is not thrown: {why}"
            return host.refuse(why, IllegalMoveError(why))
        if outcome is None:
            outcome = sample_outcome(state, host.rng)  # the one sampler (gamekit.core)
        return host.act(outcome)

    def throw_click(self, token: str) -> bool:
        """Do what a click on the view's throwing device (``view.throw_svg``) does; True if a throw was made."""
        host = self._host
        host.finish_animation()
        state = host.state
        if not state.is_chance() or self.throw_board is None:
            return self.throw()  # refused with the reason
        try:
            picks, outcome = host.view.throw_click(state, str(token), self._throw_picks)
        except (GameError, ValueError) as exc:
            return host.refuse(str(exc))
        self._throw_picks = picks
        if outcome is None:
            host.refresh()
            return False
        return self.throw(outcome)

    def _set_throw(self) -> None:
        i = self.outcome_dropdown.value
        state = self._host.state
        if not state.is_chance():
            self.throw()  # refused with the reason
            return
        outs = outcomes(state)
        if i is None or not 0 <= i < len(outs):
            self._host.refuse("Choose a throw in the list first.")
            return
        self.throw(outs[i][0])

    def refresh(self, state: State) -> None:
        """Bring the throwing controls in line with ``state`` (part of the board's refresh)."""
        host = self._host
        chance = state.is_chance() and not state.is_terminal()
        outs = outcomes(state)
        label = host.view.outcome_label
        options_or_placeholder(
            self.outcome_dropdown,
            [(f"{label(state, o)} ({p:.1%})", i) for i, (o, p) in enumerate(outs)],
            "(no throw due now)" if not state.is_terminal() else "(the game is over)",
        )
        # Buttons stay enabled (a disabled button drops the keyboard focus and leaves the Tab
        # order); the control that is due is marked, and a press out of turn says why not.
        self.throw_button.button_style = "primary" if chance else ""
        self.set_throw_button.button_style = "primary" if chance else ""
        self.chance_box.layout.display = None if host.has_chance else "none"
        self.throw_button.layout.display = None if host.has_chance else "none"
        if self.throw_board is not None:
            with self.throw_board.hold_sync():
                self.throw_board.position = host.position_id
                self.throw_board.svg = host.view.throw_svg(state, self._throw_picks)
            # hidden, never removed, while no throw is due: its slot keeps its height
            self.throw_board.layout.visibility = None if chance else "hidden"
