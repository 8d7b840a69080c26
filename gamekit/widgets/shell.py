"""The one board widget shell every game uses: :class:`GameBoard`.

A :class:`GameBoard` shows a game through its :class:`~gamekit.widgets.view.BoardView` and keeps
a :class:`~gamekit.core.GameRecord`.  It knows nothing about any particular game.

What a class sees (every control has a name and a tooltip, and works with Tab, Enter and Space;
the board's own keys work only while the focus is inside the board).  The board picture sits
beside a control column so that both fit a projector's screen (:mod:`gamekit.widgets.layout`);
in the column, top to bottom: status line, message line, throwing, the move, Undo/Redo, the
players, hint, animation, replay and log:

* the status line (large): whose turn, what is due, or the result;
* a message line: why a click was refused (prominent), or what a click selected;
* the board (:class:`~gamekit.widgets.svgboard.SvgBoard`): click a highlighted element, or Tab to
  it and press Enter or Space;
* animation of the last action: it plays by itself at the chosen speed ("Animation:" list, a
  brisk default: at most 3 s for any action); "Step" (one click = one frame, pauses), "Skip"
  (to the end), and a caption saying what the frame shows.  A click on the board during an
  animation finishes it at once and is read against the position it leads to; the status line
  describes the same moment as the board;
* throwing (only for games with chance): "Throw" (random, from a ``numpy`` Generator seeded by
  ``seed``), and one way to set the throw by hand: the view's clickable shells or dice
  (``BoardView.throw_svg``) showing the resulting value, or, for a view without them, a list and
  "Set throw";
* moves without the mouse on the board: a list of the legal moves and "Play move" (a list with
  nothing to offer is disabled and says why, e.g. "(throw first)");
* "Undo", "Redo", a replay slider over the whole record, "New game", and "Hint" when the view
  has hints;
* computer players: one list per seat ("person", "random", "greedy", ...); a computer seat plays
  by itself when it is its turn ("computers play", ticked by default) at the chosen "Pace:";
  "Computer move" plays one step for a computer seat by hand;
* the log of every action in words, newest at the bottom; the newest action is also announced
  by a live region (``aria-live="polite"``) for screen readers.

Everything the controls do is also a method (:meth:`GameBoard.play`, :meth:`GameBoard.click`,
:meth:`GameBoard.throw`, :meth:`GameBoard.undo`, ...), so tests and notebooks can drive a board.
"""

from __future__ import annotations

import html
import math
import re
import time
from typing import Any, Callable, Mapping, Sequence

import ipywidgets as W
import numpy as np

from ..agents import agents_for, game_key
from ..core import Game, GameRecord, State, sample_outcome
from ..errors import GameError
from .layout import BOARD_HEIGHT, STYLE, arrange, row
from .svgboard import SvgBoard
from .view import BoardView, Refuse, Select

__all__ = ["GameBoard", "PERSON", "SPEEDS", "PACES"]

PERSON = "person"
"""The seat choice for a human player."""

_DATA_CLICK = re.compile(r'\sdata-(?:click|label)="[^"]*"')


def _button(description: str, tooltip: str, handler: Callable[[], Any], **kw: Any) -> W.Button:
    b = W.Button(description=description, tooltip=tooltip, layout=W.Layout(width="auto"), **kw)
    b.on_click(lambda _b: handler())
    return b


SPEEDS: dict[str, tuple[int, float | None]] = {
    "off": (0, 0.0),
    "fast": (60, 1.5),
    "brisk": (100, 3.0),
    "slow": (500, None),
}
"""Animation speeds: ``name -> (milliseconds per frame, at most seconds per action or None)``.

"off" shows the result at once (Step still shows the frames); with a limit, a long animation
(a Raja Pasu relay of 107 events) shows every k-th frame so that it lasts at most that long;
"slow" shows every frame (a teacher following seed by seed)."""

DEFAULT_SPEED = "brisk"

PACES: dict[str, float] = {"at once": 0.0, "fast": 0.5, "steady": 1.0, "slow": 2.0, "very slow": 4.0}
"""Pace of computer players: ``name -> seconds`` between the end of one action (and its animation)
and the next computer action.  0 ("at once") plays every computer action in the same call, up
to ``max_auto_steps`` (only the last one animates)."""

DEFAULT_PACE = 1.0

_IDLE_POLL_MS = 100  # clock interval while nothing but a computer's pace is awaited (ms)


class GameBoard(W.VBox):
    """A playable board for any gamekit game.

    ``GameBoard(game_or_state_or_record, view=None, *, agents=None, seats=None, seed=0,
    auto=True, pace=1.0, speed="brisk", autoplay=None, max_auto_steps=500)``

    * ``game_or_state_or_record``: a game (starts at ``game.initial_state()``), a state (starts
      there, e.g. a position loaded from JSON) or a :class:`~gamekit.core.GameRecord` (shown at
      its cursor; the board edits that record).
    * ``view``: the game's :class:`~gamekit.widgets.view.BoardView`; None picks the game's view.
    * ``agents``: ``{name: agent}`` computer players; None uses ``agents_for(game)``.
    * ``seats``: a list (one entry per seat) or a dict ``{seat: name}`` of ``"person"`` or an
      agent name; None means everybody is a person.
    * ``seed``: seeds the ``numpy.random.Generator`` used for throws and computer players.
    * ``auto`` (the "computers play" box): a computer seat plays by itself when it is its turn
      (throws, moves, whole turns), ``pace`` seconds (0 <= pace, one of :data:`PACES` in the
      list) after the previous action has settled; it stops at a person's seat.  Unticked, a
      computer seat waits for "Computer move".
    * ``speed``: animation speed, a key of :data:`SPEEDS` ("brisk": 0.1 s per frame, any action
      at most 3 s); ``autoplay=False`` is the old spelling of ``speed="off"``.
    * ``max_auto_steps``: bound on one go of computer play at ``pace=0`` (played in one call).
    * ``time_source``: seconds for the pace (``time.monotonic``; tests pass a clock of their own).

    Timing: the board's anywidget runs a timer in the browser (JupyterLab and Voila alike,
    :attr:`SvgBoard.tick_ms`) only while something timed is due (:attr:`clock_ms`), and every
    tick calls :meth:`tick` (a plain method: tests call it directly).  Python decides what a
    tick does, so a late tick can never act on a position the board no longer shows.  (An
    ``ipywidgets.Play`` was tried first: it starts its timer only on a *change* of ``playing``
    seen by a view, so a board made with a computer to move never started.)

    Transient state belongs to one position (Issue 10 fault 3): Undo, Redo, the replay slider,
    Goto, New game, a computer action, a throw and a move all clear the selection, the throw
    picks, the animation, and the message line; the hint is computed for the position shown and
    hidden while an animation plays.  A click made on a drawing the board no longer shows (it
    arrives after the position changed) is not played (:attr:`SvgBoard.position`).

    Looking back: after Undo, Redo, Goto or the slider the computers hold (so a person can take
    back a move against the computer); they play on after the next action, "Computer move",
    New game, a change of seat or of the "computers play" box.

    Raises:
        TypeError: ``game_or_state_or_record`` is none of a game, a state or a record.
        ValueError: a seat list of the wrong length, an unknown player, ``"person"`` as an agent
            name, an unknown ``speed``, or a negative ``pace``.
    """

    def __init__(
        self,
        game_or_state_or_record: Game | State | GameRecord,
        view: BoardView | None = None,
        *,
        agents: Mapping[str, Callable] | None = None,
        seats: Sequence[str] | Mapping[int, str] | None = None,
        seed: int | None = 0,
        auto: bool = True,
        pace: float = DEFAULT_PACE,
        speed: str = DEFAULT_SPEED,
        autoplay: bool | None = None,
        max_auto_steps: int = 500,
        time_source: Callable[[], float] = time.monotonic,
    ) -> None:
        x = game_or_state_or_record
        if isinstance(x, GameRecord):
            record = x
        elif isinstance(x, State):
            record = GameRecord(x)
        elif isinstance(x, Game):
            record = GameRecord(x.initial_state())
        else:
            raise GameError(f"GameBoard(game): game must be a game, a state or a GameRecord, not {type(x).__name__}")
        self._record = record
        game = record.game
        if view is None:
            from . import view_for

            view = view_for(game)
        self.view = view
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0):
            raise GameError(f"GameBoard(seed): seed must be None or a whole number >= 0, not {seed!r}")
        self.rng = np.random.default_rng(seed)
        self.agents: dict[str, Callable] = dict(agents) if agents is not None else agents_for(game)
        if PERSON in self.agents:
            raise GameError(f"{PERSON!r} is reserved for human players; rename that agent")
        if autoplay is False:
            speed = "off"
        if speed not in SPEEDS:
            raise GameError(f"speed: {speed!r} is not a speed; choose one of {', '.join(map(repr, SPEEDS))}")
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not pace >= 0:
            raise GameError(f"pace: {pace!r} is not a number of seconds >= 0")
        self.max_auto_steps = int(max_auto_steps)
        self._selected: Any = None
        self._message = ""
        self._message_kind = ""  # "", "refused", "selected", "info"
        self._frames: list[Any] = []
        self._pos = 0  # animation position: 0 before the action, 1..n frames, n + 1 settled
        self._anim_running = False
        self._stride = 1
        self.time_source = time_source
        self._ready_at = 0.0
        self._hold = False
        self._position_id = 0
        self._has_chance = record.states[0].is_chance() or any(s.is_chance() for s in record.states)
        self._syncing = False
        self._log_cache: dict[int, tuple[Any, list[str]]] = {}
        self._throw_picks: Any = None

        seat_names = self._seat_list(seats, game.num_players)

        # --- widgets -------------------------------------------------------------------------
        self.status_html = W.HTML(layout=W.Layout(width="100%"))
        self.status_html.add_class("gk-status")
        self.message_html = W.HTML(layout=W.Layout(width="100%"))
        self.message_html.add_class("gk-message")
        self.svgboard = SvgBoard(
            label=view.title,
            shortcut_keys=["ArrowLeft", "ArrowRight", "s"],
            help="Keys: Tab \u00b7 Enter or Space plays \u00b7 \u2190 undo \u00b7 \u2192 redo \u00b7 S step",
            suppress_scope=".gamekit-board",
            fit_height=BOARD_HEIGHT,
            layout=W.Layout(width="auto"),
        )
        self.svgboard.on_click(self.click)
        self.svgboard.on_key(self._on_key)
        self.svgboard.on_stale(self._on_stale_click)

        # the metronome of animations and computer players: the board's own timer in the browser
        self.svgboard.on_tick(self.tick)

        # animation
        self.step_button = _button(
            "Step", "Show the next frame of the animation (one click = one frame)", self.step_animation
        )
        self.skip_button = _button("Skip", "Finish the animation and show the result", self.skip_animation)
        self.speed_dropdown = W.Dropdown(
            description="Animation:",
            options=[(k, k) for k in SPEEDS],
            value=speed,
            tooltip="How fast an action is animated (off: the result at once)",
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="12em"),
        )
        self.speed_dropdown.observe(self._on_speed_change, names="value")
        self.caption_html = W.HTML()
        self.caption_html.add_class("gk-caption")
        animation_box = row([self.step_button, self.skip_button, self.speed_dropdown, self.caption_html])

        # chance: "Throw" at random, and one way to set a throw by hand -- the view's drawn throwing
        # device (clickable shells or dice) if it has one, else a list and "Set throw"
        self.throw_button = _button("Throw", "Throw at random", lambda: self.throw())
        self.throw_board: SvgBoard | None = None
        if view.throw_svg(record.state, None) is not None:
            self.throw_board = SvgBoard(
                label="set the throw by hand",
                shortcut_keys=[],
                suppress_scope=".gamekit-board",
                help="",  # each shell or die and the button say what a click does (accessible names)
                layout=W.Layout(width="100%"),
            )
            self.throw_board.on_click(self.throw_click)
            self.throw_board.on_stale(self._on_stale_click)
        self.outcome_dropdown = W.Dropdown(
            description="Throw by hand:",
            options=[],
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="16em"),
        )
        self.set_throw_button = _button("Set throw", "Use the throw chosen in the list", self._set_throw)
        if self.throw_board is not None:
            chance_items: list[W.Widget] = [self.throw_button, self.throw_board]
        else:
            chance_items = [self.throw_button, self.outcome_dropdown, self.set_throw_button]
        self.chance_box = row(chance_items)

        # moves
        self.move_dropdown = W.Dropdown(
            description="Move:",
            options=[],
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="16em"),
        )
        self.play_button = _button("Play move", "Play the move chosen in the list", self._play_chosen)
        self.move_box = row([self.move_dropdown, self.play_button])

        # history
        self.undo_button = _button("Undo", "Take back the last action (\u2190 inside the board)", self.undo)
        self.redo_button = _button("Redo", "Play the taken-back action again (\u2192 inside the board)", self.redo)
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
        self.new_button = _button("New game", "Start a new game from the beginning", self.new_game)
        self.hint_toggle = W.ToggleButton(
            value=False, description="Hint", tooltip="Show or hide a hint", layout=W.Layout(width="auto")
        )
        self.hint_toggle.observe(lambda _c: self._refresh(), names="value")
        self.hint_html = W.HTML()
        self.hint_html.add_class("gk-hint")
        history_box = row([self.undo_button, self.redo_button, self.new_button, self.hint_toggle])
        replay_box = row([self.replay_slider])

        # computer players
        choices = [PERSON, *self.agents]
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
        self.computer_button = _button(
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
        pace_options = [(k, v) for k, v in PACES.items()]
        if float(pace) not in PACES.values():
            pace_options.append((f"{float(pace):g} s", float(pace)))
        self.pace_dropdown = W.Dropdown(
            description="Pace:",
            options=pace_options,
            value=float(pace),
            tooltip="Seconds a computer player waits before each action",
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="10em"),
        )
        self.pace_dropdown.observe(self._on_pace_change, names="value")
        players_box = row(
            [*self.seat_dropdowns, self.computer_button, self.auto_checkbox, self.pace_dropdown], "gk-players"
        )

        self.log_html = W.HTML(layout=W.Layout(width="100%"))
        self.log_html.add_class("gk-log-box")
        self.style_html = W.HTML(STYLE)

        super().__init__(
            arrange(
                style=self.style_html,
                status=self.status_html,
                message=self.message_html,
                board=self.svgboard,
                primary=[self.chance_box, self.move_box, history_box, players_box],
                secondary=[self.hint_html, animation_box, replay_box, self.log_html],
            ),
            layout=W.Layout(width="100%"),
        )
        self.add_class("gamekit-board")
        self._new_position(animate=False, message=("", ""))
        self._computers_after_action()

    # ------------------------------------------------------------------------------------------
    # public state

    @property
    def record(self) -> GameRecord:
        """The game record the board shows and edits."""
        return self._record

    @property
    def state(self) -> State:
        """The current state (``record.state``)."""
        return self._record.state

    @property
    def game(self) -> Game:
        return self._record.game

    @property
    def message(self) -> str:
        """The text of the message line (a refusal reason, a selection, or a note); ``""`` if none."""
        return self._message

    @property
    def refused(self) -> bool:
        """True if the message line shows a refusal."""
        return self._message_kind == "refused"

    @property
    def selected(self) -> Any:
        """What the last click selected (passed to the view), or None."""
        return self._selected

    @property
    def throw_picks(self) -> Any:
        """What has been clicked on the throwing device so far (the view's value), or None."""
        return self._throw_picks

    @property
    def status(self) -> str:
        """The status line (plain text): the position shown, or the action an animation shows."""
        idx = self.frame_index
        if idx is None:
            text = self.view.status(self.state)
            return text[:1].upper() + text[1:]
        head, _details = self._log_entry(self._record.cursor - 1)
        return f"{head} \u2026" if idx >= 0 else f"{head}: before it."

    @property
    def frames(self) -> list[Any]:
        """Animation frames of the action that led to the current state."""
        return list(self._frames)

    @property
    def frame_index(self) -> int | None:
        """The frame shown (0-based), ``-1`` for the position before the action, None when settled."""
        n = len(self._frames)
        if not n or self._pos >= n + 1:
            return None
        return self._pos - 1

    @property
    def animating(self) -> bool:
        """True while an animation plays by itself (the clock shows its frames)."""
        return self._anim_running

    @property
    def speed(self) -> str:
        """The animation speed (a key of :data:`SPEEDS`)."""
        return self.speed_dropdown.value

    @property
    def pace(self) -> float:
        """Seconds a computer player waits before each action (0: at once)."""
        return float(self.pace_dropdown.value)

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``"person"`` or an agent name."""
        return [d.value for d in self.seat_dropdowns]

    @property
    def log_lines(self) -> list[str]:
        """The log as plain lines: one per action (numbered), undone ones marked."""
        out = []
        for i in range(len(self._record.actions)):
            head, details = self._log_entry(i)
            mark = " (undone)" if i >= self._record.cursor else ""
            out.append(f"{i + 1}. {head}{mark}")
            out.extend(f"   {d}" for d in details)
        return out

    # ------------------------------------------------------------------------------------------
    # actions (each mirrors a control)

    def play(self, move: Any) -> bool:
        """Play a move (a move object, or anything the state accepts); True if it was legal."""
        self._finish_animation()
        state = self.state
        if state.is_terminal():
            return self._refuse("The game is over. Press New game to play again.")
        if state.is_chance():
            return self._refuse(f"{self._who(state)} must throw first.")
        return self._act(move)

    def throw(self, outcome: Any = None) -> bool:
        """Throw: ``outcome=None`` throws at random; otherwise sets the throw by hand."""
        self._finish_animation()
        state = self.state
        if not state.is_chance():
            if state.is_terminal():
                return self._refuse("The game is over. Press New game to play again.")
            return self._refuse(f"No throw is due: {self.view.status(state)}")
        if outcome is None:
            outcome = self._sample(state)
        return self._act(outcome)

    def throw_click(self, token: str) -> bool:
        """Do what a click on the view's throwing device (``view.throw_svg``) does; True if a throw was made."""
        self._finish_animation()
        state = self.state
        if not state.is_chance() or self.throw_board is None:
            return self.throw()  # refused with the reason
        try:
            picks, outcome = self.view.throw_click(state, str(token), self._throw_picks)
        except (GameError, ValueError) as exc:
            return self._refuse(str(exc))
        self._throw_picks = picks
        if outcome is None:
            self._refresh()
            return False
        return self.throw(outcome)

    def click(self, token: str) -> bool:
        """Do what a click on the board element ``data-click=token`` does; True if a move was played.

        During an animation the click first finishes it (the board then shows the position the
        click is read against); ``""`` (a click beside every clickable place) only finishes it."""
        animating = self.frame_index is not None
        self._finish_animation()
        if token == "" and animating:
            return False
        state = self.state
        if state.is_terminal():
            return self._refuse("The game is over. Press New game to play again.")
        if state.is_chance():
            return self._refuse(f"{self._who(state)} must throw first: press Throw.")
        try:
            result = self.view.click(state, str(token), self._selected)
        except GameError as exc:
            result = Refuse(str(exc))
        except (ValueError, TypeError, IndexError, KeyError):  # a token the view cannot read
            result = Refuse(f"{token!r} is not a place on this board.")
        if isinstance(result, Refuse):
            return self._refuse(result.reason)
        if isinstance(result, Select):
            self._selected = result.selected
            self._set_message(result.message, "selected")
            self._refresh()
            return False
        return self._act(result)

    def undo(self) -> None:
        """Take back the last action (no-op at the start); computers then hold."""
        if self._record.can_undo():
            self._record.undo()
            self._hold = True
            self._new_position(animate=False)
        else:
            self._set_message("Nothing to undo: this is the start.", "info")
            self._refresh()

    def redo(self) -> None:
        """Play the next taken-back action again (no-op at the end); its animation plays."""
        if self._record.can_redo():
            self._record.redo()
            self._hold = True
            self._new_position(animate=True)
        else:
            self._set_message("Nothing to redo.", "info")
            self._refresh()

    def goto(self, step: int) -> bool:
        """Show the position after ``step`` actions (``0 <= step <= len(record)``); False (with the
        reason shown) for any other step."""
        n = len(self._record)
        if type(step) is not int or not 0 <= step <= n:
            return self._refuse(f"There is no step {step!r}: the game has steps 0 to {n}.")
        self._record.goto(step)
        self._hold = True
        self._new_position(animate=False)
        return True

    def new_game(self) -> None:
        """Start again from ``game.initial_state()`` (the old record is dropped)."""
        self._record = GameRecord(self.game.initial_state())
        self._has_chance = self._has_chance or self._record.state.is_chance()
        self._log_cache.clear()
        self._hold = False
        self._new_position(animate=False, message=("New game.", "info"))
        self._computers_after_action()

    def step_animation(self) -> None:
        """Show the next animation frame (one click = one frame; it pauses a playing animation);
        at the end, start it over."""
        n = len(self._frames)
        if not n:
            self._set_message("There is no animation to show here.", "info")
            self._refresh()
            return
        self._anim_running = False
        self._show_frame(0 if self._pos >= n + 1 else self._pos + 1)

    def skip_animation(self) -> None:
        """Stop the animation and show the result of the last action."""
        self._finish_animation(force=True)

    def show_frame(self, pos: int) -> None:
        """Show animation position ``pos`` (0 the position before the last action, 1..n its frames,
        n + 1 the result), paused.

        Raises:
            ValueError: ``pos`` outside ``0..len(frames) + 1``.
        """
        n = len(self._frames)
        if type(pos) is not int or not 0 <= pos <= n + 1:
            raise GameError(f"pos: {pos!r} is outside 0..{n + 1}")
        self._anim_running = False
        self._show_frame(pos)

    def computer_move(self) -> bool:
        """The computer plays one step (a move or a throw) for the seat whose turn it is."""
        self._finish_animation()
        state = self.state
        if state.is_terminal():
            return self._refuse("The game is over. Press New game to play again.")
        seat = state.current_player
        if not self._is_computer(seat):
            return self._refuse(
                f"{self.game.player_names[seat]} is played by a person: choose a computer player for "
                f"{self.game.player_names[seat]} first."
            )
        ok = self._computer_step(state, seat)
        if ok:
            self._after_action()
        return ok

    def tick(self) -> str:
        """One tick of the clock: what the board does by itself, one step at a time.

        Time (for the pace) comes from :attr:`time_source` (``time.monotonic``; tests set their
        own).  Returns what the tick did: ``"frame"`` (the animation moved on), ``"settled"`` (it ended
        on the result), ``"computer"`` (a computer seat made one action), ``"wait"`` (a computer
        waits for the pace), ``"idle"`` (nothing is due; the clock stops).
        """
        now = self.time_source()
        if self._anim_running:
            n = len(self._frames)
            pos = min(self._pos + self._stride, n + 1)
            if pos >= n + 1:
                self._anim_running = False
                self._pos = n + 1
                self._ready_at = now
                self._refresh()
                self._update_clock()
                return "settled"
            self._show_frame(pos, keep_running=True)
            return "frame"
        if self._computer_due():
            if now - self._ready_at + 0.12 < self.pace:
                self._update_clock()
                return "wait"
            state = self.state
            if self._computer_step(state, state.current_player):
                self._after_action()
            return "computer"
        self._update_clock()
        return "idle"

    # ------------------------------------------------------------------------------------------
    # internals

    @staticmethod
    def _seat_list(seats: Any, n: int) -> list[str]:
        out = [PERSON] * n
        if seats is None:
            return out
        if isinstance(seats, Mapping):
            for k, v in seats.items():
                if not isinstance(k, int) or not 0 <= k < n:
                    raise GameError(f"seats: {k!r} is not a seat; seats are 0..{n - 1}")
                out[k] = v
            return out
        seats = list(seats)
        if len(seats) != n:
            raise GameError(f"seats: give one player per seat ({n}), not {len(seats)}")
        return [str(s) for s in seats]

    def _who(self, state: State) -> str:
        return self.game.player_names[state.current_player]

    def _is_computer(self, seat: int) -> bool:
        return self.seat_dropdowns[seat].value != PERSON

    def _sample(self, state: State) -> Any:
        return sample_outcome(state, self.rng)  # the one sampler (gamekit.core)

    def _computer_step(self, state: State, seat: int) -> bool:
        """Apply one computer action to the record (no refresh); False if refused."""
        if state.is_chance():
            action = self._sample(state)
        else:
            agent = self.agents[self.seat_dropdowns[seat].value]
            action = agent(state, self.rng)
        try:
            self._record.apply(action)
        except GameError as exc:
            self._refuse(f"The computer player for {self.game.player_names[seat]} failed: {exc}")
            return False
        if self._record.state.is_chance():
            self._has_chance = True
        return True

    def _computer_due(self) -> bool:
        """A computer seat is to act by itself now (timed play)."""
        state = self._record.state
        return (
            self.auto_checkbox.value
            and not self._hold
            and self.pace > 0
            and self.frame_index is None
            and not state.is_terminal()
            and self._is_computer(state.current_player)
        )

    def _act(self, action: Any) -> bool:
        try:
            self._record.apply(action)
        except GameError as exc:
            return self._refuse(str(exc))
        if self._record.state.is_chance():
            self._has_chance = True
        self._after_action()
        return True

    def _after_action(self) -> None:
        """A new action was made on the board: the position is new; computers may play on."""
        self._hold = False
        message = self._run_auto_at_once()
        self._new_position(animate=True, message=message)

    def _computers_after_action(self) -> None:
        """After New game, a seat or box change: computers at pace 0 play now; else the clock runs."""
        if self.auto_checkbox.value and self.pace == 0 and not self._hold:
            before = self._record.cursor
            message = self._run_auto_at_once()
            if self._record.cursor != before or message[0]:
                self._new_position(animate=True, message=message)
                return
        self._update_clock()

    def _run_auto_at_once(self) -> tuple[str, str]:
        """At pace 0: computers play on in this call until a person's turn, the end or the bound."""
        if not self.auto_checkbox.value or self.pace > 0:
            return ("", "")
        steps = 0
        while True:
            state = self._record.state
            if state.is_terminal() or not self._is_computer(state.current_player):
                return ("", "")
            if steps >= self.max_auto_steps:
                return (
                    f"Computers stopped after {steps} steps; press Computer move to go on, or untick computers play.",
                    "info",
                )
            if not self._computer_step(state, state.current_player):
                return (self._message, self._message_kind)
            steps += 1

    def _new_position(self, animate: bool, message: tuple[str, str] = ("", "")) -> None:
        """The cursor changed: everything transient of the old position goes (selection, throw
        picks, animation, message); the animation of the action that led here starts if
        ``animate`` and the speed is not "off"; every control is refreshed."""
        self._selected = None
        self._throw_picks = None
        self._set_message(*message)
        self._position_id += 1
        self._load_frames()
        n = len(self._frames)
        ms, limit = SPEEDS[self.speed]
        if animate and n and self.speed != "off":
            self._anim_running = True
            self._stride = 1 if limit is None else max(1, math.ceil((n + 1) * ms / 1000 / limit))
            self._pos = min(self._stride, n)
        else:
            self._anim_running = False
            self._pos = n + 1
        self._ready_at = self.time_source()
        self._refresh()
        self._update_clock()

    def _finish_animation(self, force: bool = False) -> None:
        """Show the settled position at once (a click, a button or Skip during an animation)."""
        if self.frame_index is not None or force:
            self._anim_running = False
            if self.frame_index is not None:
                self._pos = len(self._frames) + 1
                self._ready_at = self.time_source()
                self._refresh()
            self._update_clock()

    @property
    def clock_ms(self) -> int:
        """Milliseconds between the browser's ticks; 0 while nothing timed is due (no timer)."""
        return self.svgboard.tick_ms

    def _update_clock(self) -> None:
        """Run the browser's timer exactly while something timed is due."""
        if self._anim_running:
            ms = max(SPEEDS[self.speed][0], 20)
        elif self._computer_due():
            ms = max(_IDLE_POLL_MS, int(self.pace * 1000))
        else:
            ms = 0
        if self.svgboard.tick_ms != ms:
            self.svgboard.tick_ms = ms

    def _load_frames(self) -> None:
        rec = self._record
        c = rec.cursor
        if c == 0:
            self._frames = []
        else:
            self._frames = list(self.view.frames(rec.states[c - 1], rec.actions[c - 1], rec.events[c - 1]))

    def _show_frame(self, pos: int, keep_running: bool = False) -> None:
        """Show animation position ``pos`` (0 before, 1..n frames, n + 1 settled)."""
        self._pos = pos
        if not keep_running:
            self._anim_running = False
        if self.frame_index is None:
            self._ready_at = self.time_source()
            self._refresh()
            self._update_clock()
            return
        self._render_board()
        self._render_caption()
        self._render_status()
        self._update_clock()

    def _refuse(self, reason: str) -> bool:
        self._set_message(reason, "refused")
        self._refresh()
        return False

    def _set_message(self, text: str, kind: str) -> None:
        self._message = text
        self._message_kind = kind if text else ""

    def _on_key(self, key: str) -> None:
        if key == "ArrowLeft":
            self.undo()
        elif key == "ArrowRight":
            self.redo()
        elif key == "s":
            self.step_animation()

    def _on_stale_click(self, _token: str) -> None:
        self._set_message(
            "The board changed before your click arrived; nothing was played. Look again and click.", "info"
        )
        self._refresh()

    def _on_slider(self, change: Any) -> None:
        if self._syncing:
            return
        step = int(change["new"])
        if step != self._record.cursor and 0 <= step <= len(self._record):
            self.goto(step)

    def _on_seat_change(self, _change: Any) -> None:
        if self._syncing:
            return
        self._hold = False
        self._refresh()
        self._computers_after_action()

    def _on_auto_change(self, _change: Any) -> None:
        self._hold = False
        self._refresh()
        self._computers_after_action()

    def _on_pace_change(self, _change: Any) -> None:
        self._refresh()
        self._computers_after_action()

    def _on_speed_change(self, _change: Any) -> None:
        if self.speed == "off":
            self._finish_animation()
        elif self._anim_running:
            n = len(self._frames)
            ms, limit = SPEEDS[self.speed]
            self._stride = 1 if limit is None else max(1, math.ceil((n + 1) * ms / 1000 / limit))
        self._update_clock()

    def _set_throw(self) -> None:
        i = self.outcome_dropdown.value
        if not self.state.is_chance():
            self.throw()  # refused with the reason
            return
        outs = self._outcomes(self.state)
        if i is None or not 0 <= i < len(outs):
            self._refuse("Choose a throw in the list first.")
            return
        self.throw(outs[i][0])

    def _play_chosen(self) -> None:
        i = self.move_dropdown.value
        self._finish_animation()
        state = self.state
        if state.is_terminal() or state.is_chance():
            self.play(None)  # refused with the reason (game over / throw first)
            return
        moves = state.legal_moves()
        if i is None or not 0 <= i < len(moves):
            self._refuse("Choose a move in the list first.")
            return
        self.play(moves[i])

    @staticmethod
    def _outcomes(state: State) -> list[tuple[Any, float]]:
        return [(o, p) for o, p in state.chance_outcomes() if p > 0] if state.is_chance() else []

    # --- drawing ------------------------------------------------------------------------------
    def _board_svg(self) -> str:
        rec = self._record
        idx = self.frame_index
        if idx is None:
            return self.view.svg(rec.state, events=rec.last_events, selected=self._selected)
        if idx < 0:  # the position before the action, nothing clickable
            before = rec.states[rec.cursor - 1]
            events = rec.events[rec.cursor - 2] if rec.cursor >= 2 else ()
            return _DATA_CLICK.sub("", self.view.svg(before, events=events))
        # a frame: the view keeps clickable only what is legal in the position it leads to, so a
        # click during the animation finishes it and is read against that position
        return self.view.svg(rec.state, events=rec.last_events, frame=self._frames[idx])

    def _render_board(self) -> None:
        with self.svgboard.hold_sync():
            self.svgboard.position = self._position_id
            self.svgboard.busy = self.frame_index is not None
            self.svgboard.svg = self._board_svg()

    def _render_status(self) -> None:
        self.status_html.value = f'<div role="status" aria-live="polite">{html.escape(self.status)}</div>'

    def _render_caption(self) -> None:
        n = len(self._frames)
        idx = self.frame_index
        if not n:
            text = ""
        elif idx is None:
            text = f"Animation: {n} frame{'s' if n != 1 else ''} (press Step to watch the last action)."
        elif idx < 0:
            text = f"Before the last action (frame 0 of {n})."
        else:
            what = getattr(self._frames[idx], "text", "")
            text = f"Frame {idx + 1} of {n}" + (f": {what}" if what else ".")
        self.caption_html.value = html.escape(text)

    def _log_entry(self, i: int) -> tuple[str, list[str]]:
        rec = self._record
        key = (id(rec.states[i]), id(rec.actions[i]))
        hit = self._log_cache.get(i)
        if hit is not None and hit[0] == key:
            return hit[1][0], hit[1][1:]
        before, action, events = rec.states[i], rec.actions[i], rec.events[i]
        try:
            who = self.game.player_names[before.current_player]
        except (IndexError, TypeError):
            who = ""
        described = self.view.log_head(before, action, events)
        details = [str(t) for t in self.view.log_lines(before, action, events)]
        head = f"{who}: {described}" if who and not described.startswith(who) else described
        head = head[:1].upper() + head[1:]
        self._log_cache[i] = (key, [head, *details])
        return head, details

    def _render_log(self) -> str:
        rec = self._record
        n = len(rec.actions)
        first = max(0, n - 200)
        items = []
        for i in range(first, n):
            head, details = self._log_entry(i)
            cls = ' class="gk-undone"' if i >= rec.cursor else ""
            sub = ""
            if details:
                sub = "<ul>" + "".join(f"<li>{html.escape(d)}</li>" for d in details) + "</ul>"
            undone = " (undone)" if i >= rec.cursor else ""
            items.append(f"<li{cls}>{html.escape(head)}{undone}{sub}</li>")
        if not items:
            body = "<p><i>No actions yet.</i></p>"
        else:
            more = f"<p><i>{first} earlier actions not shown.</i></p>" if first else ""
            body = f'{more}<ol start="{first + 1}">{"".join(items)}</ol>'
        # A scrollable region; the latest action is announced by a live region the board
        # keeps beside it (svgboard.py: .gk-live), since this markup is replaced on every action.
        return f'<div class="gk-log" role="region" aria-label="Game log" tabindex="0"><div><b>Log</b>{body}</div></div>'

    @staticmethod
    def _options_or_placeholder(dropdown: W.Dropdown, options: list[tuple[str, int]], placeholder: str) -> None:
        """Fill a list; with nothing to offer it shows ``placeholder`` and is disabled (never a sliver)."""
        if options:
            dropdown.options = options
            dropdown.value = 0
            dropdown.disabled = False
        else:
            dropdown.options = [(placeholder, -1)]
            dropdown.value = -1
            dropdown.disabled = True

    def _refresh(self) -> None:
        """Bring every control in line with the record and the moment shown."""
        rec = self._record
        state = rec.state
        settled = self.frame_index is None
        self._syncing = True
        try:
            self._render_status()
            if self._message:
                cls = {"refused": "gk-refused", "selected": "gk-selected"}.get(self._message_kind, "")
                role = ' role="alert"' if self._message_kind == "refused" else ""
                prefix = "Not allowed: " if self._message_kind == "refused" else ""
                self.message_html.value = (
                    f'<div class="{cls}"{role}>{html.escape(prefix)}{html.escape(self._message)}</div>'
                )
            else:
                self.message_html.value = ""
            self._render_board()
            self._render_caption()

            # chance controls
            chance = state.is_chance() and not state.is_terminal()
            outs = self._outcomes(state)
            label = self.view.outcome_label
            self._options_or_placeholder(
                self.outcome_dropdown,
                [(f"{label(state, o)} ({p:.1%})", i) for i, (o, p) in enumerate(outs)],
                "(no throw due now)" if not state.is_terminal() else "(the game is over)",
            )
            # Buttons stay enabled (a disabled button drops the keyboard focus and leaves the Tab
            # order); the control that is due is marked, and a press out of turn says why not.
            self.throw_button.button_style = "primary" if chance else ""
            self.set_throw_button.button_style = "primary" if chance else ""
            self.chance_box.layout.display = None if self._has_chance else "none"
            if self.throw_board is not None:
                with self.throw_board.hold_sync():
                    self.throw_board.position = self._position_id
                    self.throw_board.svg = self.view.throw_svg(state, self._throw_picks)
                self.throw_board.layout.display = None if chance else "none"

            # move controls
            moves = [] if chance or state.is_terminal() else state.legal_moves()
            if state.is_terminal():
                none_text = "(the game is over)"
            elif chance:
                none_text = "(throw first)"
            else:
                none_text = "(no legal move)"
            self._options_or_placeholder(self.move_dropdown, [(str(m), i) for i, m in enumerate(moves)], none_text)
            self.play_button.button_style = "primary" if moves else ""

            # history
            n = len(rec)
            if self.replay_slider.max != n:
                if n < self.replay_slider.value:
                    self.replay_slider.value = 0
                self.replay_slider.max = n
            self.replay_slider.value = rec.cursor
            self.replay_slider.disabled = n == 0

            # computer players
            computer_due = not state.is_terminal() and self._is_computer(state.current_player)
            self.computer_button.button_style = "primary" if computer_due else ""

            # hint: for the position shown, never for a moment of an animation
            if self.hint_toggle.value and settled and not state.is_terminal():
                self.hint_html.value = f"<div>{html.escape(str(self.view.hint(state)))}</div>"
            else:
                self.hint_html.value = ""

            self.log_html.value = self._render_log()
        finally:
            self._syncing = False

    def save_svg(self, path: Any) -> str:
        """Export the position shown (the current step) as an SVG file for worksheets; returns the path."""
        from ..render import save_svg

        return save_svg(self.state, path, events=self._record.last_events)

    def __repr__(self) -> str:
        status = self.view.status(self.state).rstrip(".")
        return f"GameBoard({game_key(self.game)}: {status}, step {self._record.cursor} of {len(self._record)})"
