"""The seats of a :class:`~gamekit.widgets.shell.GameBoard` and the pace of its computer players.

One list per seat says who plays it: a person (:data:`PERSON`) or a computer player (an agent
name, ``agents_for(game)`` by default).  With "computers play" ticked, a computer seat acts by
itself when it is its turn, the pace (seconds, :data:`PACES`) after the previous action has
settled (pace 0: every computer action in the same call); the pace is set by the board's one
"Speed:" list, together with the animation (:data:`~gamekit.widgets.animation.SPEED_CHOICES`).
"Computer move" makes one computer action by hand, on any seat (on a person's seat the stand-in
plays that one step, :meth:`SeatControls.stand_in`).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

import ipywidgets as W

from ..core import State, sample_outcome
from ..errors import GameError
from .host import Host
from .layout import button

__all__ = ["PERSON", "PACES", "DEFAULT_PACE", "IDLE_POLL_MS"]  # SeatControls: a part of the board shell only

PERSON = "person"
"""The seat choice for a human player."""

PACES: dict[str, float] = {"at once": 0.0, "fast": 0.5, "steady": 1.0, "slow": 2.0, "very slow": 4.0}
"""Paces of computer players a board may be made with (``pace=``): ``name -> seconds`` between
the end of one action (and its animation) and the next computer action.  0 ("at once") plays every computer action in the same call, up
to ``max_auto_steps`` (only the last one animates)."""

DEFAULT_PACE = 1.0

IDLE_POLL_MS = 100
"""Clock interval (ms) while nothing but a computer's pace is awaited."""

MAX_PACE = 3600.0
"""The longest pace (seconds) a board takes: an hour between computer actions (a clock's
interval in ms must stay a finite int, so ``inf`` and ``10**400`` are refused)."""


def seat_list(seats: Any, n: int) -> list[str]:
    """Who plays each of ``n`` seats, from the board's ``seats`` argument: None (everybody is a
    person), a list of one name per seat, or a dict ``{seat: name}`` (other seats: persons).

    The names are checked later against the board's players (:class:`SeatControls`).

    Raises:
        GameError: a dict key that is not a seat ``0..n-1``, or a list of the wrong length.
    """
    out = [PERSON] * n
    if seats is None:
        return out
    if isinstance(seats, Mapping):
        for k, v in seats.items():
            if type(k) is not int or not 0 <= k < n:  # True is no seat
                raise GameError(f"seats: {k!r} is not a seat; seats are 0..{n - 1}")
            out[k] = v
        return out
    seats = list(seats)
    if len(seats) != n:
        raise GameError(f"seats: give one player per seat ({n}), not {len(seats)}")
    return [str(s) for s in seats]


class SeatControls:
    """The players part of :class:`~gamekit.widgets.shell.GameBoard` (an object the board holds,
    told about the board by its :class:`~gamekit.widgets.host.Host`).

    Its controls: ``seat_dropdowns`` (one per seat), ``computer_button`` and ``auto_checkbox``
    ("computers play"), and ``seats_box`` (the lists, two a line; the board places the button and
    the box).  The pace is the second half of the board's "Speed:" list
    (:mod:`gamekit.widgets.animation`), read through the host.  It keeps the board's computer
    players (``agents``), ``max_auto_steps`` and :attr:`hold` (the computers wait after looking
    back, until a person acts).

    Raises:
        GameError: a seat name that is neither ``"person"`` nor one of ``agents``.
    """

    def __init__(
        self, host: Host, agents: Mapping[str, Callable], seat_names: list[str], auto: bool, max_auto_steps: int
    ) -> None:
        self._host = host
        self.agents = agents
        self.max_auto_steps = max_auto_steps
        self.hold = False
        game = host.game
        choices = [PERSON, *agents]
        self.seat_dropdowns: list[W.Dropdown] = []
        for s in range(game.num_players):
            if seat_names[s] not in choices:
                raise GameError(
                    f"seats: seat {s} ({game.player_names[s]}): unknown player {seat_names[s]!r}; "
                    f"choose one of {', '.join(map(repr, choices))}"
                )
            d = W.Dropdown(
                description=f"{game.player_names[s]}:",
                options=choices,
                value=seat_names[s],
                tooltip=f"Who plays {game.player_names[s]}",
                style={"description_width": "initial"},
                layout=W.Layout(width="auto"),
            )
            d.observe(self._on_seat_change, names="value")
            self.seat_dropdowns.append(d)
        self.computer_button = button(
            "Computer move", "The computer plays one step for the seat whose turn it is", self.computer_move
        )
        self.auto_checkbox = W.Checkbox(
            value=bool(auto),
            description="computers play",
            indent=False,
            tooltip="Computer seats play by themselves at the chosen pace",
            layout=W.Layout(width="auto"),
        )
        self.auto_checkbox.observe(self._on_auto_change, names="value")
        self.seats_box = W.GridBox(self.seat_dropdowns, layout=W.Layout(width="100%"))
        self.seats_box.add_class("gk-seats")

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``"person"`` or an agent name."""
        return [d.value for d in self.seat_dropdowns]

    def computer_move(self) -> bool:
        """The computer plays one step (a throw or a move) for the seat whose turn it is; True if
        it did.

        On a computer seat its own player plays; on a person's seat the stand-in
        (:meth:`stand_in`: ``"greedy"`` if the board has it, else its first computer player)
        plays that one step and the seat stays a person's.  Refused (False, with the reason on
        the message line) when the game is over or the board has no computer player at all.
        """
        host = self._host
        host.finish_animation()
        state = host.state
        if state.is_terminal():
            return host.refuse("The game is over. Press New game to play again.")
        seat = state.current_player
        if not state.is_chance() and self._agent_name(seat) is None:
            return host.refuse("This board has no computer player to play a move.")
        ok = self.step(state, seat) is None
        if ok:
            host.after_action()
        return ok

    def stand_in(self) -> str | None:
        """The computer player that "Computer move" uses on a person's seat: ``"greedy"`` if the
        board has it, else the first of :attr:`agents`; None if there is none."""
        if "greedy" in self.agents:
            return "greedy"
        return next(iter(self.agents), None)

    def _agent_name(self, seat: int) -> str | None:
        """The computer player that acts for ``seat``: its own, or the stand-in on a person's seat."""
        name = self.seat_dropdowns[seat].value
        return self.stand_in() if name == PERSON else name

    def is_computer(self, seat: int) -> bool:
        """True if a computer player plays ``seat``."""
        return self.seat_dropdowns[seat].value != PERSON

    def step(self, state: State, seat: int) -> tuple[str, str] | None:
        """Apply one computer action for ``seat`` at ``state`` to the record (no redraw); None if
        it was applied, else the refusal shown on the message line, ``(text, "refused")``."""
        host = self._host
        if state.is_chance():
            action = sample_outcome(state, host.rng)  # the one sampler (gamekit.core)
        else:
            agent = self.agents[self._agent_name(seat)]
            action = agent(state, host.rng)
        try:
            host.apply(action)
        except GameError as exc:
            text = f"The computer player for {host.game.player_names[seat]} failed: {exc}"
            host.refuse(text)
            return (text, "refused")
        return None

    def due(self) -> bool:
        """A computer seat is to act by itself now (timed play)."""
        host = self._host
        state = host.record.state
        return (
            self.auto_checkbox.value
            and not self.hold
            and host.pace > 0
            and host.frame_index is None
            and not state.is_terminal()
            and self.is_computer(state.current_player)
        )

    def play_on(self) -> None:
        """After New game, a seat or box change: computers at pace 0 play now; else the clock runs."""
        host = self._host
        if self.auto_checkbox.value and host.pace == 0 and not self.hold:
            before = host.record.cursor
            message = self.run_at_once()
            if host.record.cursor != before or message[0]:
                host.new_position(animate=True, message=message)
                return
        host.update_clock()

    def run_at_once(self) -> tuple[str, str]:
        """At pace 0: computers play on in this call until a person's turn, the end or the bound;
        returns the message to show, ``("", "")`` for none."""
        host = self._host
        if not self.auto_checkbox.value or host.pace > 0:
            return ("", "")
        steps = 0
        while True:
            state = host.record.state
            if state.is_terminal() or not self.is_computer(state.current_player):
                return ("", "")
            if steps >= self.max_auto_steps:
                return (
                    f"Computers stopped after {steps} steps; press Computer move to go on, or untick computers play.",
                    "info",
                )
            refused = self.step(state, state.current_player)
            if refused is not None:
                return refused
            steps += 1

    def refresh(self, state: State) -> None:
        """Mark "Computer move" when a computer seat is due (part of the board's refresh)."""
        computer_due = not state.is_terminal() and self.is_computer(state.current_player)
        self.computer_button.button_style = "primary" if computer_due else ""

    def _on_seat_change(self, _change: Any) -> None:
        if self._host.syncing:
            return
        self.hold = False
        self._host.refresh()
        self.play_on()

    def _on_auto_change(self, _change: Any) -> None:
        self.hold = False
        self._host.refresh()
        self.play_on()

    def pace_changed(self) -> None:
        """The pace changed (the "Speed:" list): redraw and let the computers play on."""
        self._host.refresh()
        self.play_on()
