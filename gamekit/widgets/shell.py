"""The one board widget shell every game uses: :class:`GameBoard`.

A :class:`GameBoard` shows a game through its :class:`~gamekit.widgets.view.BoardView` and keeps
a :class:`~gamekit.record.GameRecord`.  It knows nothing about any particular game.

What a class sees (every control has a name and a tooltip, and works with Tab, Enter and Space;
the board's own keys work only while the focus is inside the board).  The board picture sits
beside a control column so that both fit a projector's screen (:mod:`gamekit.widgets.layout`);
in the column, top to bottom: status line, message line, throwing, the move, Undo/Redo, the
players, hint, animation, replay and log:

* the status line (large): whose turn, what is due, or the result;
* a message line: why a click was refused (prominent), or what a click selected;
* the board (:class:`~gamekit.widgets.svgboard.SvgBoard`): click a highlighted element, or Tab to
  it and press Enter or Space;
* animation of the last action: it plays by itself at the chosen speed (the "Speed:" list,
  which also sets the computers' pace; "steady" by default: at most 3 s for any action); "Step" (one click = one frame, pauses), "Skip"
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
  by itself when it is its turn ("computers play", ticked by default) at the chosen "Speed:";
  "Computer move" plays one step by hand for the seat whose turn it is (a person's too);
* the log of every action in words, newest at the bottom; the newest action is also announced
  by a live region (``aria-live="polite"``) for screen readers.

Everything the controls do is also a method (:meth:`GameBoard.play`, :meth:`GameBoard.click`,
:meth:`GameBoard.throw`, :meth:`GameBoard.undo`, ...), so tests and notebooks can drive a board.
Called from Python, a method given an impossible argument (a move the rules refuse, a place or a
throw that does not exist, a step outside the record) raises the :class:`~gamekit.errors.GameError`
that names it, after showing the same message on the board; nothing changes.  The same action
from the page (a click on the board, "Play move") only shows the message.  Every refusal and label
the board shows is the engine's (``legal_moves``, ``why_not``), never words of the board's own.

The board's update is atomic: the picture (and status, hint and log) of a new position is made
before any control is set, and if the view cannot draw it, the record is put back as it was before
the action, the error is raised, and the record, replay slider and move list stay as they were.

How the shell is split (one concept a module; each part is an object the board holds, the way
an ``ipywidgets`` box holds its children, and knows the board only through the small protocol
:class:`~gamekit.widgets.host.Host` that the board gives it): :mod:`~gamekit.widgets.move_list` (the list of legal moves, "Play move"),
:mod:`~gamekit.widgets.throw_picker` (Throw and setting a throw by hand),
:mod:`~gamekit.widgets.history` (Undo, Redo, replay, New game), :mod:`~gamekit.widgets.seats`
(the players and the pace of computer players), :mod:`~gamekit.widgets.animation` (Step, Skip,
speed, caption), and :mod:`~gamekit.widgets.action_log` (the log, a small object the board
holds).  The board offers each part's methods and controls under the same names
(``board.undo()``, ``board.move_dropdown``).  This module composes them: the board and its clicks, the status and message lines, the
clock (:meth:`GameBoard.tick`), and bringing every control in line with the record.
"""

from __future__ import annotations

import contextlib
import html
import time
from typing import Any, Callable, Mapping, Sequence

import ipywidgets as W
import numpy as np

from ..agents import agents_for, game_key
from ..core import Game, State, takes_arguments
from ..record import GameRecord
from ..errors import GameError, InvalidMoveError
from .action_log import ActionLog
from .animation import DEFAULT_SPEED, SPEED_CHOICES, SPEEDS, AnimationControls
from .closing import close_widgets  # at import, so that a board dropped at interpreter exit closes too
from .history import HistoryControls
from .layout import KEYS, STYLE, arrange, is_wide, picture_style, picture_width, row
from .move_list import MoveControls
from .static import StaticFallback, svg_picture
from .seats import DEFAULT_PACE, IDLE_POLL_MS, MAX_PACE, PACES, PERSON, SeatControls, seat_list
from .svgboard import SvgBoard
from .throw_picker import ThrowControls
from .view import BoardView, Refuse, Select, view_for

__all__ = ["GameBoard", "PERSON", "SPEEDS", "PACES", "SPEED_CHOICES"]


_PART_CONTROLS = (
    "step_button",
    "skip_button",
    "speed_dropdown",
    "caption_html",
    "throw_button",
    "throw_board",
    "outcome_dropdown",
    "set_throw_button",
    "chance_box",
    "move_dropdown",
    "play_button",
    "move_box",
    "undo_button",
    "redo_button",
    "replay_slider",
    "new_button",
    "hint_toggle",
    "hint_html",
    "seat_dropdowns",
    "computer_button",
    "auto_checkbox",
)
"""The controls the parts make, which the board offers under the same names (``board.undo_button``)."""


class _Link:
    """The board as its parts see it: :class:`gamekit.widgets.host.Host`, over the board's state."""

    def __init__(self, board: GameBoard) -> None:
        self._board = board

    record = property(lambda self: self._board._record)
    state = property(lambda self: self._board._record.state)
    game = property(lambda self: self._board._record.game)
    view = property(lambda self: self._board.view)
    rng = property(lambda self: self._board.rng)
    position_id = property(lambda self: self._board._position_id)
    has_chance = property(lambda self: self._board._has_chance)
    syncing = property(lambda self: self._board._syncing)
    frame_index = property(lambda self: self._board._anim.frame_index)
    pace = property(lambda self: self._board._anim.pace)

    def is_computer(self, seat: int) -> bool:
        return self._board._seats.is_computer(seat)

    def apply(self, action: Any) -> None:
        self._board._apply(action)

    def act(self, action: Any) -> bool:
        return self._board._act(action)

    def after_action(self) -> None:
        self._board._after_action()

    def refuse(self, reason: str, error: GameError | None = None) -> bool:
        return self._board._refuse(reason, error)

    def say(self, text: str, kind: str) -> None:
        self._board._set_message(text, kind)
        self._board._render_message()

    def tell(self, text: str, kind: str) -> None:
        self._board._set_message(text, kind)
        self._board._refresh()

    def from_page(self):
        return self._board._from_page()

    def stale_click(self, token: str) -> None:
        self._board._on_stale_click(token)

    def refresh(self) -> None:
        self._board._refresh()

    def new_position(self, animate: bool, message: tuple[str, str] = ("", "")) -> None:
        self._board._new_position(animate, message)

    def show_step(self, step: int, animate: bool) -> None:
        self._board._show_step(step, animate)

    def start_record(self, record: GameRecord) -> None:
        self._board._start_record(record)

    def finish_animation(self) -> None:
        self._board._anim.finish()

    def settled(self) -> None:
        self._board._settled()

    def show_moment(self) -> None:
        self._board._show_moment()

    def update_clock(self) -> None:
        self._board._update_clock()

    def pace_changed(self) -> None:
        self._board._seats.pace_changed()


class GameBoard(StaticFallback, W.VBox):
    """A playable board for any gamekit game.

    ``GameBoard(game_or_state_or_record, view=None, *, agents=None, seats=None, seed=0,
    auto=True, pace=1.0, speed="brisk", autoplay=None, max_auto_steps=500)``

    * ``game_or_state_or_record``: a game (starts at ``game.initial_state()``), a state (starts
      there, e.g. a position loaded from JSON) or a :class:`~gamekit.record.GameRecord` (shown at
      its cursor; the board edits that record).
    * ``view``: the game's :class:`~gamekit.widgets.view.BoardView`; None picks the game's view.
    * ``agents``: ``{name: agent}`` computer players; None uses ``agents_for(game)``.
    * ``seats``: a list (one entry per seat) or a dict ``{seat: name}`` of ``"person"`` or an
      agent name; None means everybody is a person.
    * ``seed``: seeds the ``numpy.random.Generator`` used for throws and computer players.
    * ``auto`` (the "computers play" box): a computer seat plays by itself when it is its turn
      (throws, moves, whole turns), ``pace`` seconds (0 <= pace <= 3600) after the previous
      action has settled; it stops at a person's seat.  Unticked, a computer seat waits for
      "Computer move".
    * ``speed``: animation speed, a key of :data:`SPEEDS` ("brisk": 0.1 s per frame, any action
      at most 3 s); ``autoplay=False`` is the same as ``speed="off"``.  The page shows
      ``speed`` and ``pace`` as one "Speed:" list (:data:`SPEED_CHOICES`: "steady" is
      ``speed="brisk", pace=1.0``; another pair is one more choice of that list).
    * ``max_auto_steps``: bound on one go of computer play at ``pace=0`` (played in one call).
    * ``time_source``: seconds for the pace (``time.monotonic``; tests pass a clock of their own).

    Timing: the board's anywidget runs a timer in the browser (JupyterLab and Voila alike,
    :attr:`SvgBoard.tick_ms`) only while something timed is due (:attr:`clock_ms`), and every
    tick calls :meth:`tick` (a plain method: tests call it directly).  Python decides what a
    tick does, so a late tick can never act on a position the board no longer shows.  (Not an
    ``ipywidgets.Play``: it starts its timer only on a *change* of ``playing`` seen by a view, so
    a board made with a computer to move would never start.)

    Transient state belongs to one position: Undo, Redo, the replay slider,
    Goto, New game, a computer action, a throw and a move all clear the selection, the throw
    picks, the animation, and the message line; the hint is computed for the position shown and
    hidden while an animation plays.  A click made on a drawing the board no longer shows (it
    arrives after the position changed) is not played (:attr:`SvgBoard.position`).

    Looking back: Undo takes back to the last position where a person was to act, past the
    computers' replies, and Redo replays forward to the next one (:mod:`~gamekit.widgets.history`);
    after Undo, Redo, Goto or the slider the computers hold; they play on after the next action,
    "Computer move", New game, a change of seat or of the "computers play" box.

    Raises:
        GameError: naming the argument: ``game_or_state_or_record`` none of a game, a state or a
            record; ``view`` not a :class:`BoardView`; ``agents`` not a dict of name -> function, a
            function that cannot be called as ``agent(state, rng)``, or ``"person"`` as an agent name; ``seed`` not None or a whole number >= 0; a seat list of
            the wrong length or an unknown player; ``auto``/``autoplay`` not a bool;
            ``max_auto_steps`` not a whole number >= 1; an unknown ``speed``; a ``pace`` outside 0..MAX_PACE.
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
            view = view_for(game)
        elif not isinstance(view, BoardView):
            raise GameError(f"GameBoard(view): view must be a BoardView of the game, not {type(view).__name__}")
        self.view = view
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0):
            raise GameError(f"GameBoard(seed): seed must be None or a whole number >= 0, not {seed!r}")
        self.rng = np.random.default_rng(seed)
        if agents is not None and (
            not isinstance(agents, Mapping) or not all(isinstance(k, str) and callable(f) for k, f in agents.items())
        ):
            raise GameError(
                f"GameBoard(agents): agents must be a dict of name -> agent function, not {type(agents).__name__}"
            )
        for name, f in (agents or {}).items():
            if not takes_arguments(f, 2):
                raise GameError(
                    f"GameBoard(agents): agent {name!r} cannot be called as agent(state, rng): an agent takes the "
                    f"position and a numpy random Generator and returns one of state.legal_moves()"
                )
        for name, value in (("auto", auto), ("autoplay", autoplay)):
            if (value is not None or name == "auto") and type(value) is not bool:
                raise GameError(f"GameBoard({name}): {name} must be True or False, not {value!r}")
        if type(max_auto_steps) is not int or max_auto_steps < 1:
            raise GameError(
                f"GameBoard(max_auto_steps): max_auto_steps must be a whole number >= 1, not {max_auto_steps!r}"
            )
        self.agents: dict[str, Callable] = dict(agents) if agents is not None else agents_for(game)
        if PERSON in self.agents:
            raise GameError(f"{PERSON!r} is reserved for human players; rename that agent")
        if autoplay is False:
            speed = "off"
        if speed not in SPEEDS:
            raise GameError(f"speed: {speed!r} is not a speed; choose one of {', '.join(map(repr, SPEEDS))}")
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= MAX_PACE:
            raise GameError(f"pace: {pace!r} is not a number of seconds from 0 to {MAX_PACE}")
        self.max_auto_steps = int(max_auto_steps)
        self._selected: Any = None
        self._message = ""
        self._message_kind = ""  # "", "refused", "selected", "info"
        if not takes_arguments(time_source, 0):
            raise GameError(
                f"GameBoard(time_source): time_source must be a clock such as time.monotonic, not {time_source!r}"
            )
        self.time_source = time_source
        self._ready_at = 0.0
        self._position_id = 0
        self._has_chance = record.states[0].is_chance() or any(s.is_chance() for s in record.states)
        self._syncing = False
        self._log = ActionLog(view)
        self._page = False  # True while an action that came from the page runs (_from_page)
        self._commit()

        seat_names = seat_list(seats, game.num_players)

        # --- widgets -------------------------------------------------------------------------
        self.status_html = W.HTML(layout=W.Layout(width="100%"))
        self.status_html.add_class("gk-status")
        self.message_html = W.HTML(layout=W.Layout(width="100%"))
        self.message_html.add_class("gk-message")
        self.svgboard = SvgBoard(
            label=view.title,
            shortcut_keys=["ArrowLeft", "ArrowRight", "s"],
            help="",  # the keys are told in the control column (keys_html), where there is room
            suppress_scope=".gamekit-board",
            layout=W.Layout(width="100%"),
        )
        self.svgboard.on_click(self._page_click)
        self.svgboard.on_key(self._on_key)
        self.svgboard.on_stale(self._on_stale_click)

        # the metronome of animations and computer players: the board's own timer in the browser
        self.svgboard.on_tick(self.tick)

        # the parts, each told about the board by one small interface (gamekit.widgets.host)
        link = _Link(self)
        self._anim = AnimationControls(link, speed, pace)
        # chance: "Throw" at random, and one way to set a throw by hand -- the view's drawn throwing
        # device (clickable shells or dice) if it has one, else a list and "Set throw"
        self._throws = ThrowControls(link, record.state)
        self._moves = MoveControls(link)
        self._history = HistoryControls(link)
        self._seats = SeatControls(link, self.agents, seat_names, auto, self.max_auto_steps)
        self._parts = (self._anim, self._throws, self._moves, self._history, self._seats)
        # the parts' controls, under the names the board has always offered them by
        for name in _PART_CONTROLS:
            setattr(self, name, next(getattr(p, name) for p in self._parts if hasattr(p, name)))
        seats_box = self._seats.seats_box

        self.log_html = W.HTML(layout=W.Layout(width="100%"))
        self.log_html.add_class("gk-log-box")
        pic_class, pic_rule = picture_style(view.svg(record.state))
        self.svgboard.add_class(pic_class)
        self.style_html = W.HTML(STYLE.replace("</style>", pic_rule + "\n</style>"))
        from .analysis_panel import AnalysisPanel

        self.analysis = AnalysisPanel(
            lambda: self.state,
            show_play=self._show_play,
            get_line=lambda: self.record.states[: self.record.cursor + 1],
        )

        self.keys_html = W.HTML(KEYS)
        self.keys_html.add_class("gk-keys")
        replay = row([self.replay_slider, self.step_button, self.skip_button, self.caption_html], "gk-replay")
        buttons = [
            row([self.throw_button, self.play_button, self.undo_button, self.redo_button], "gk-actions"),
            self.move_box,
            row([self.new_button, self.hint_toggle, self.computer_button]),
        ]
        pace = row([self.auto_checkbox, self.speed_dropdown])
        svg = view.svg(record.state)
        # a wide picture leaves room under it (the players go there), a tall one beside it
        players_under = is_wide(svg)
        super().__init__(
            arrange(
                style=self.style_html,
                board=self.svgboard,
                board_width=picture_width(svg),
                under=[replay, seats_box] if players_under else [replay],
                column=[
                    self.status_html,
                    self.message_html,
                    self.chance_box,
                    *buttons,
                    *([] if players_under else [seats_box]),
                    pace,
                    self.analysis,
                    self.keys_html,
                    self.log_html,
                    self.hint_html,
                ],
            ),
            layout=W.Layout(width="100%"),
        )
        self.add_class("gamekit-board")
        self._new_position(animate=False, message=("", ""))
        self._seats.play_on()

    # ------------------------------------------------------------------------------------------
    # public state (more in the parts: frames, speed, seats, pace, throw_picks)

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
    def status(self) -> str:
        """The status line (plain text): the position shown, or the action an animation shows."""
        idx = self.frame_index
        if idx is None:
            text = self.view.status(self.state)
            return text[:1].upper() + text[1:]
        head, _details = self._log.entry(self._record, self._record.cursor - 1)
        return f"{head} \u2026" if idx >= 0 else f"{head}: before it."

    @property
    def log_lines(self) -> list[str]:
        """The log as plain lines: one per action (numbered), undone ones marked."""
        return self._log.lines(self._record)

    # --- the parts' state and actions, offered by the board under their own names ----------
    @property
    def frames(self) -> list[Any]:
        """Animation frames of the action that led to the current state."""
        return self._anim.frames

    @property
    def frame_index(self) -> int | None:
        """The frame shown (0-based), ``-1`` for the position before the action, None when settled."""
        return self._anim.frame_index

    @property
    def animating(self) -> bool:
        """True while an animation plays by itself (the clock shows its frames)."""
        return self._anim.animating

    @property
    def speed(self) -> str:
        """The animation speed (a key of :data:`SPEEDS`), as the "Speed:" list sets it."""
        return self._anim.speed

    @property
    def pace(self) -> float:
        """Seconds a computer player waits before each action (0: at once), as the "Speed:" list sets it."""
        return self._anim.pace

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``"person"`` or an agent name."""
        return self._seats.seats

    @property
    def throw_picks(self) -> Any:
        """What has been clicked on the throwing device so far (the view's value), or None."""
        return self._throws.throw_picks

    def step_animation(self) -> None:
        """Show the next animation frame (:meth:`AnimationControls.step_animation`)."""
        self._anim.step_animation()

    def skip_animation(self) -> None:
        """Stop the animation and show the result of the last action."""
        self._anim.skip_animation()

    def show_frame(self, pos: int) -> None:
        """Show animation position ``pos``, paused (:meth:`AnimationControls.show_frame`; raises
        :class:`~gamekit.errors.GameError` outside ``0..len(frames) + 1``)."""
        self._anim.show_frame(pos)

    def throw(self, outcome: Any = None) -> bool:
        """Throw at random, or set the throw ``outcome`` by hand (:meth:`ThrowControls.throw`;
        raises :class:`~gamekit.errors.IllegalMoveError` for a throw that cannot happen here)."""
        return self._throws.throw(outcome)

    def throw_click(self, token: str) -> bool:
        """Do what a click on the view's throwing device does; True if a throw was made."""
        return self._throws.throw_click(token)

    def play(self, move: Any) -> bool:
        """Play a move (:meth:`MoveControls.play`: raises :class:`~gamekit.errors.IllegalMoveError`
        or :class:`~gamekit.errors.InvalidMoveError` naming what is wrong; nothing changes)."""
        return self._moves.play(move)

    def undo(self) -> bool:
        """Take back to the last position where a person was to act (:meth:`HistoryControls.undo`)."""
        return self._history.undo()

    def redo(self) -> bool:
        """Replay forward to the next position where a person is to act (:meth:`HistoryControls.redo`)."""
        return self._history.redo()

    def goto(self, step: int) -> bool:
        """Show the position after ``step`` actions (:meth:`HistoryControls.goto`; raises
        :class:`~gamekit.errors.GameError` for a step outside the record)."""
        return self._history.goto(step)

    def new_game(self) -> None:
        """Start again from ``game.initial_state()`` (the old record is dropped)."""
        self._history.new_game()

    def computer_move(self) -> bool:
        """The computer plays one step for the seat whose turn it is (:meth:`SeatControls.computer_move`)."""
        return self._seats.computer_move()

    def stand_in(self) -> str | None:
        """The computer player "Computer move" uses on a person's seat (:meth:`SeatControls.stand_in`)."""
        return self._seats.stand_in()

    # ------------------------------------------------------------------------------------------
    # actions (each mirrors a control)

    def click(self, token: str) -> bool:
        """Do what a click on the board element ``data-click=token`` does; True if a move was played,
        False if the click chose something (a piece with several moves) or the rules refuse it (the
        engine's reason, with its rule ID, is shown on the message line: :attr:`message`).

        During an animation the click first finishes it (the board then shows the position the
        click is read against); ``""`` (a click beside every clickable place) only finishes it.

        Raises:
            InvalidMoveError: ``token`` is no place of this board (called from Python; the board
                shows the same message and nothing changes).  A click from the page only shows it.
        """
        animating = self.frame_index is not None
        self._anim.finish()
        if token == "" and animating:
            return False
        state = self.state
        try:
            result = self.view.click(state, str(token), self._selected)
        except InvalidMoveError as exc:
            return self._refuse(str(exc), exc)
        except GameError as exc:
            result = Refuse(str(exc))
        except (ValueError, TypeError, IndexError, KeyError):  # a token the view cannot read
            msg = f"{token!r} is not a place on this board."
            return self._refuse(msg, InvalidMoveError(msg))
        if state.is_terminal() or state.is_chance():  # nothing to click: say what is due, with its rule
            rule = state.game.outcome_rule if state.is_chance() else ""
            due = f"{self._who(state)} must throw first: press Throw" if state.is_chance() else "The game is over"
            if isinstance(result, Refuse) and (state.is_terminal() or (rule and rule in result.reason)):
                return self._refuse(result.reason)
            return self._refuse(due + (f" ({rule})." if rule else ". Press New game to play again."))
        if isinstance(result, Refuse):
            return self._refuse(result.reason)
        if isinstance(result, Select):
            self._show_selection(result)
            return False
        return self._act(result)

    def _show_selection(self, result: Select) -> None:
        """A click chose something: only the picture (the choice marked) and the message line
        change, so only they are redrawn; the record, the lists, the log and the hint stay.  If
        the view cannot draw the choice, the selection goes and the board is put back as it was
        (:meth:`_roll_back`), and the error is raised."""
        self._selected = result.selected
        try:
            svg = self._board_svg()
        except Exception as exc:
            self._roll_back(exc)
            raise
        self._set_message(result.message, "selected")
        self._render_message()
        self._render_board(svg)

    def _page_click(self, token: str) -> None:
        """A click that arrived from the page: refusals of any kind are shown, never raised."""
        with self._from_page():
            self.click(token)

    @contextlib.contextmanager
    def _from_page(self):
        """Within: the action came from the page (a click, a button), so a refusal is only shown."""
        outer, self._page = self._page, True
        try:
            yield
        finally:
            self._page = outer

    def tick(self) -> str:
        """One tick of the clock: what the board does by itself, one step at a time.

        Time (for the pace) comes from :attr:`time_source` (``time.monotonic``; tests set their
        own).  Returns what the tick did: ``"frame"`` (the animation moved on), ``"settled"`` (it ended
        on the result), ``"computer"`` (a computer seat made one action), ``"wait"`` (a computer
        waits for the pace), ``"idle"`` (nothing is due; the clock stops).
        """
        now = self.time_source()
        if self._anim.animating:
            return self._anim.advance()
        if self._seats.due():
            if now - self._ready_at + 0.12 < self.pace:
                self._update_clock()
                return "wait"
            state = self.state
            if self._seats.step(state, state.current_player) is None:
                self._after_action()
            return "computer"
        self._update_clock()
        return "idle"

    # ------------------------------------------------------------------------------------------
    # internals

    def _who(self, state: State) -> str:
        return self.game.player_names[state.current_player]

    def _apply(self, action: Any) -> None:
        """Apply ``action`` to the record (no redraw); raises the engine's GameError if refused."""
        self._record.apply(action)
        if self._record.state.is_chance():
            self._has_chance = True

    def _act(self, action: Any) -> bool:
        try:
            self._apply(action)
        except GameError as exc:
            return self._refuse(str(exc), exc)
        self._after_action()
        return True

    def _after_action(self) -> None:
        """A new action was made on the board: the position is new; computers may play on."""
        self._seats.hold = False
        message = self._seats.run_at_once()
        self._new_position(animate=True, message=message)

    def _show_step(self, step: int, animate: bool) -> None:
        """Looking back: show the position after ``step`` actions; the computers hold."""
        self._record.goto(step)
        self._seats.hold = True
        self._new_position(animate=animate)

    def _start_record(self, record: GameRecord) -> None:
        """New game: show ``record`` from its start; the log starts afresh, computers may play."""
        self._record = record
        self._has_chance = self._has_chance or record.state.is_chance()
        self._log.clear()
        self._seats.hold = False
        self._new_position(animate=False, message=("New game.", "info"))
        self._seats.play_on()

    def _settled(self) -> None:
        """The animation reached the result: everything is redrawn, the pace starts now."""
        self._ready_at = self.time_source()
        self._refresh()
        self._update_clock()

    def _show_moment(self) -> None:
        """A moment of the animation: the board, its caption and the status line."""
        self._render_board()
        self._render_caption()
        self._render_status()
        self._update_clock()

    def _new_position(self, animate: bool, message: tuple[str, str] = ("", "")) -> None:
        """The cursor changed: everything transient of the old position goes (selection, throw
        picks, animation, message); the animation of the action that led here starts if
        ``animate`` and the speed is not "off"; every control is refreshed."""
        self._selected = None
        self._throws.reset()
        self._set_message(*message)
        self._position_id += 1
        try:
            self._anim.start(animate)
        except Exception as exc:
            self._roll_back(exc)
            raise
        self._ready_at = self.time_source()
        self._refresh()
        self._update_clock()
        self.analysis.position_changed()

    # --- atomic update: the record the controls show changes only with a picture that could be made
    def _commit(self) -> None:
        """Remember the record as the controls now show it (after every successful refresh)."""
        rec = self._record
        self._committed = (rec, list(rec.states), list(rec.actions), list(rec.events), rec.cursor, self._has_chance)

    def _roll_back(self, exc: BaseException) -> None:
        """Drawing the new position failed: put the record back as it was at the last successful
        refresh (the action, and any computer replies to it, are undone and dropped), say so on the
        message line, and show that position again.  The caller re-raises ``exc``."""
        rec, states, actions, events, cursor, has_chance = self._committed
        if rec is not self._record:
            self._log.clear()
        rec.states[:], rec.actions[:], rec.events[:], rec.cursor = states, actions, events, cursor
        self._record, self._has_chance = rec, has_chance
        self._selected = None
        self._throws.reset()
        self._anim.settle()
        self._position_id += 1
        self._set_message(
            f"The board could not draw the result ({type(exc).__name__}: {exc}); nothing was changed.", "refused"
        )
        self._refresh_controls()
        self._update_clock()

    @property
    def clock_ms(self) -> int:
        """Milliseconds between the browser's ticks; 0 while nothing timed is due (no timer)."""
        return self.svgboard.tick_ms

    def _update_clock(self) -> None:
        """Run the browser's timer exactly while something timed is due."""
        if self._anim.animating:
            ms = max(SPEEDS[self.speed][0], 20)
        elif self._seats.due():
            ms = max(IDLE_POLL_MS, int(self.pace * 1000))
        else:
            ms = 0
        if self.svgboard.tick_ms != ms:
            self.svgboard.tick_ms = ms

    def _refuse(self, reason: str, error: GameError | None = None) -> bool:
        """Show ``reason`` on the message line (nothing else changes, so only that line is redrawn)
        and return False; with ``error``, an action called from Python (not from the page) raises it."""
        self._set_message(reason, "refused")
        self._render_message()
        if error is not None and not self._page:
            raise error
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
            self._anim.step_animation()

    def _on_stale_click(self, _token: str) -> None:
        self._set_message(
            "The board changed before your click arrived; nothing was played. Look again and click.", "info"
        )
        self._refresh()

    # --- drawing ------------------------------------------------------------------------------
    def _board_svg(self) -> str:
        rec = self._record
        idx = self.frame_index
        if idx is None:
            return self.view.svg(rec.state, events=rec.last_events, selected=self._selected)
        if idx < 0:  # the position before the action, nothing clickable
            before = rec.states[rec.cursor - 1]
            events = rec.events[rec.cursor - 2] if rec.cursor >= 2 else ()
            return self.view.svg(before, events=events, clickable=False)
        # a frame: the view keeps clickable only what is legal in the position it leads to, so a
        # click during the animation finishes it and is read against that position
        return self.view.svg(rec.state, events=rec.last_events, frame=self._anim.frame(idx))

    def _show_play(self, after: Any, events: tuple) -> None:
        """Draw a play of the analysis: the position ``after`` it reaches, ``events`` marked as a
        last move is, nothing clickable; ``after`` None draws the board's own position again."""
        if after is None:
            self._render_board()
        else:
            self._render_board(self.view.svg(after, events=events, clickable=False))

    def _render_board(self, svg: str | None = None) -> None:
        svg = self._board_svg() if svg is None else svg
        with self.svgboard.hold_sync():
            self.svgboard.position = self._position_id
            self.svgboard.busy = self.frame_index is not None
            self.svgboard.svg = svg

    def _render_message(self) -> None:
        if self._message:
            cls = {"refused": "gk-refused", "selected": "gk-selected"}.get(self._message_kind, "")
            role = ' role="alert"' if self._message_kind == "refused" else ""
            prefix = "Not allowed: " if self._message_kind == "refused" else ""
            text = html.escape(prefix + self._message)
            self.message_html.value = f'<div class="{cls} gk-clip"{role} title="{text}">{text}</div>'
        else:
            self.message_html.value = ""

    def _render_caption(self) -> None:
        self.caption_html.value = self._anim.caption()

    def _render_status(self) -> None:
        text = html.escape(self.status)
        self.status_html.value = f'<div class="gk-clip" role="status" aria-live="polite" title="{text}">{text}</div>'

    def _refresh(self) -> None:
        """Bring every control in line with the record and the moment shown, atomically: if the
        view cannot draw the position (or say its status, hint or log), the record is put back as it
        was at the last successful refresh (:meth:`_roll_back`) and the error is raised."""
        try:
            self._refresh_controls()
        except Exception as exc:
            self._roll_back(exc)
            raise
        self._commit()

    def _refresh_controls(self) -> None:
        rec = self._record
        state = rec.state
        settled = self.frame_index is None
        # first everything the view draws or words (what can fail), then the controls are set
        board_svg = self._board_svg()
        hint = self.view.hint(state) if self.hint_toggle.value and settled and not state.is_terminal() else None
        log = self._log.html(rec)
        listed = self._moves.options(state)
        self._syncing = True
        try:
            self._render_status()
            self._render_message()
            self._render_board(board_svg)
            self._render_caption()

            self._throws.refresh(state)

            self._moves.refresh(state, listed)
            self._history.refresh()

            self._seats.refresh(state)

            # hint: for the position shown, never for a moment of an animation; while Hint is on
            # its box keeps its height (empty during an animation), so nothing below it moves
            if self.hint_toggle.value:
                text = "" if hint is None else str(hint)
                self.hint_html.value = f'<div class="gk-hint-text">{html.escape(text)}</div>'
            else:
                self.hint_html.value = ""

            self.log_html.value = log
        finally:
            self._syncing = False

    def close(self) -> None:
        """Close the board: its timer stops (no tick is sent again) and every widget model it made
        is closed (each control with its layout and style models, and the controls not shown,
        such as the throw list of a board with dice), so ``len(ipywidgets.Widget.widgets)`` is
        back where it was before the board was made.  The record stays readable; closing twice
        does nothing."""
        anim = getattr(self, "_anim", None)  # None: a board whose making was refused
        if anim is not None:
            anim.stop()
        svgboard = getattr(self, "svgboard", None)
        if svgboard is not None and svgboard.comm is not None:
            svgboard.tick_ms = 0  # the page's timer stops before the model goes
        parts = getattr(self, "_parts", ())
        close_widgets(self, list(vars(self).values()), *(list(vars(p).values()) for p in parts))

    def save_svg(self, path: Any) -> str:
        """Export the position shown (the current step) as an SVG file for worksheets; returns the path."""
        from ..render import save_svg

        return save_svg(self.state, path, events=self._record.last_events)

    def _static_picture(self) -> str:
        """The position shown, drawn as the board draws it once any animation has ended (see
        :mod:`gamekit.widgets.static`)."""
        rec = self._record
        return svg_picture(self.view.svg(rec.state, events=rec.last_events))

    def __repr__(self) -> str:
        status = self.view.status(self.state).rstrip(".")
        return f"GameBoard({game_key(self.game)}: {status}, step {self._record.cursor} of {len(self._record)})"
